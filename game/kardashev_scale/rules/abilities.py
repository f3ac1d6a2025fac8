"""How the state reaches card abilities: ongoing modifiers, purchase effects and end scoring."""

from __future__ import annotations

from .vocabulary import describe_ability


class Modifiers:
    """What a player's ongoing abilities add up to right now (recomputed when asked)."""

    __slots__ = ("summit_bonus", "tie_wins", "plunder", "consolation", "rates", "token_limit",
                 "discount_tier", "discount_aspect", "shield", "advance_income", "holder_income",
                 "keep_token")

    def __init__(self, exchange_rate: int, token_limit: int):
        self.summit_bonus: dict = {}
        self.tie_wins: set = set()
        self.plunder: dict = {}  # pick -> tokens taken from each loser (abilities stack)
        self.consolation = 0
        self.rates = [exchange_rate] * 3
        self.token_limit = token_limit
        self.discount_tier = [0, 0, 0]
        self.discount_aspect: dict = {}
        self.shield = 0
        self.advance_income = [0, 0, 0]
        self.holder_income = [0, 0, 0]
        self.keep_token = False

    def discount_for(self, card) -> int:
        if not self.discount_aspect:
            return self.discount_tier[card.tier_index]
        return self.discount_tier[card.tier_index] + self.discount_aspect.get(card.aspect, 0)


def _active(ability, state, player) -> bool:
    return ability.condition is None or ability.condition.holds(state, player)


def modifiers(state, player: int) -> Modifiers:
    """Cached per player while their cards are unchanged, unless a condition makes it depend on
    more than the cards (callers must not change the returned object)."""
    cache = state._mods_cache
    count = state.count_cards(player)
    hit = cache.get(player)
    if hit is not None and hit[0] == count:
        return hit[1]
    constants = state.content.constants
    mods = Modifiers(constants.exchange_rate, constants.token_limit)
    conditional = False
    for card in state.cards_of(player):
        for ability in card.abilities:
            if ability.when == "ongoing":
                conditional = conditional or ability.condition is not None
                if _active(ability, state, player):
                    ability.effect.modify(mods)
    if not conditional:
        cache[player] = (count, mods)
    return mods


def on_buy(state, player: int, card) -> list:
    events = []
    for ability in card.abilities:
        if ability.when == "on_buy" and _active(ability, state, player):
            events += ability.effect.on_buy(state, player, card)
    return events


def ability_scores(state, player: int) -> list[tuple[str, int]]:
    """(label, VP) for every end-game ability the player owns, zero included so the breakdown
    shows what did not pay off."""
    lines = []
    for card in state.cards_of(player):
        for ability in card.abilities:
            if ability.when == "game_end":
                points = ability.effect.score(state, player) if _active(ability, state, player) else 0
                lines.append((card.name, points))
    return lines


def card_text(card) -> str:
    """The card's abilities in our words, one sentence each."""
    return " ".join(describe_ability(a) for a in card.abilities)
