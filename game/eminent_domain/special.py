"""The code hooks a card may name with `special: {hook: NAME}`, for behaviour the vocabulary
cannot express. Built-in content only; tests/eminent_domain/test_content.py lists every use.

The rules look hooks up by name (`has_hook`); this table is the list of names and what each does."""

HOOKS = {
    "either_order": "Logistics: each turn you choose to play your Role phase before your Action phase.",
    "final_extra_turn": "Logistics: when the game ends you take one more turn (others may follow it).",
    # Escalation (played in rules/escalation_passives.py)
    "freedom_of_trade": "Freedom of Trade: follow Produce as if it were Trade, and Trade as if it were Produce.",
    "colony_ship": "Colony Ship: holds colonies, gains one a turn, and its colonies help settle any planet.",
}
