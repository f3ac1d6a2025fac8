"""What happens in Kardashev Scale, as typed records (game.core.engine.TypedEvent): the log prints
their words, the table's director animates them by type, bots and searches ignore them."""

from __future__ import annotations

from game.core.engine import TURN_END, TypedEvent


class TokensGained(TypedEvent):
    __slots__ = ("token", "amount", "source")
    KIND, FIELDS = "tokens_gained", ("token", "amount", "source")


class TokensLost(TypedEvent):
    __slots__ = ("token", "amount", "source")
    KIND, FIELDS = "tokens_lost", ("token", "amount", "source")


class StartingTokenMoved(TypedEvent):
    __slots__ = ("giver", "holder")
    KIND, FIELDS, ATTRS = "starting_token", ("from", "to"), ("giver", "holder")


class PurchaseSkipped(TypedEvent):
    __slots__ = ()
    KIND = "purchase_skipped"


class DialPicked(TypedEvent):
    __slots__ = ()
    KIND = "dial_picked"


class DialsRevealed(TypedEvent):
    __slots__ = ("picks",)
    KIND, FIELDS, BARRIER = "dials_revealed", ("picks",), True


class SummitResult(TypedEvent):
    __slots__ = ("neighbour", "result", "token", "amount")
    KIND, FIELDS = "summit_result", ("neighbour", "result", "token", "amount")


class SummitLine(TypedEvent):
    """A player's Summit in one log line (worded when the log shows it)."""

    __slots__ = ()
    KIND = "summit_line"


class TokensTaken(TypedEvent):
    __slots__ = ("giver", "token", "amount")
    KIND, FIELDS, ATTRS = "tokens_taken", ("from", "token", "amount"), ("giver", "token", "amount")


class CardBought(TypedEvent):
    __slots__ = ("card", "tier", "slot", "column", "paid")
    KIND, FIELDS = "card_bought", ("card", "tier", "slot", "column", "paid")


class EndTriggered(TypedEvent):
    __slots__ = ()
    KIND = "end_triggered"


class SlotRefilled(TypedEvent):
    __slots__ = ("tier", "slot", "card", "left")
    KIND, FIELDS, BARRIER = "slot_refilled", ("tier", "slot", "card", "left"), True


class TokensDiscarded(TypedEvent):
    __slots__ = ("tokens",)
    KIND, FIELDS = "tokens_discarded", ("tokens",)


class RoundEnded(TypedEvent):
    __slots__ = ("round",)
    KIND, FIELDS = TURN_END, ("round",)


class GameEnded(TypedEvent):
    __slots__ = ("winners", "reason")
    KIND, FIELDS = "game_end", ("winners", "reason")
