"""Every decision in Kardashev Scale is one of these frozen actions, offered by legal_actions."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import ActionCodec


@dataclass(frozen=True)
class PickDial:
    """Secretly set your dial for this Summit: conflict, trade, research or advance."""
    choice: str


@dataclass(frozen=True)
class BuyCard:
    """Buy the market card of `tier` in `slot` and place it at `column` of your pyramid row."""
    tier: str
    slot: int
    column: int


@dataclass(frozen=True)
class SkipPurchase:
    """Advance without buying."""


@dataclass(frozen=True)
class Pay:
    """Pay for the chosen card by returning these tokens (exchanges included)."""
    conflict: int
    trade: int
    research: int

    @property
    def tokens(self) -> tuple:
        return (self.conflict, self.trade, self.research)


@dataclass(frozen=True)
class BackToMarket:
    """Change your mind about the chosen card before paying."""


@dataclass(frozen=True)
class ChooseOption:
    """Answer an ability's question: a token type, or `seat:token` when taking from a neighbour."""
    option: str


@dataclass(frozen=True)
class Discard:
    """Return tokens to the supply at the end of a round to get down to your limit."""
    conflict: int
    trade: int
    research: int

    @property
    def tokens(self) -> tuple:
        return (self.conflict, self.trade, self.research)


ACTION_CODEC = ActionCodec(PickDial, BuyCard, SkipPurchase, Pay, BackToMarket, ChooseOption, Discard)
