"""What each Kardashev Scale action does, in a few plain words ("buy Dyson Swarm"), for the Undo
button, buttons and the log. Read in the state where the action is legal. Short enough for the
table's Undo button to say in full: the tokens of a payment are on the card being paid for."""

from __future__ import annotations

from .actions import BackToMarket, BuyCard, ChooseOption, Discard, Pay, PickDial, SkipPurchase
from .terms import TIER_INDEX, TOKENS, label


def tokens_text(amounts) -> str:
    """'2 Conflict and 1 Trade'; 'nothing' when all are zero."""
    parts = [f"{n} {label(TOKENS[k])}" for k, n in enumerate(amounts) if n]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def describe(state, action) -> str:
    if isinstance(action, PickDial):
        return f"set your dial to {label(action.choice)}"
    if isinstance(action, BuyCard):
        card_id = state.market[TIER_INDEX[action.tier]][action.slot]
        return f"buy {state.content.card(card_id).name}" if card_id is not None else "buy a card"
    if isinstance(action, SkipPurchase):
        return "advance without buying"
    if isinstance(action, Pay):
        card = state.content.card(state.purchase["card"]).name if state.purchase else "the card"
        return f"pay for {card}"
    if isinstance(action, BackToMarket):
        return "choose another card"
    if isinstance(action, ChooseOption):
        if ":" in action.option:
            seat, token = action.option.split(":")
            return f"take {label(token)} from {state.names[int(seat)]}"
        return f"take 1 {label(action.option)}"
    if isinstance(action, Discard):
        return "return " + ", ".join(f"{n} {label(TOKENS[k])}" for k, n in enumerate(action.tokens) if n)
    return type(action).__name__
