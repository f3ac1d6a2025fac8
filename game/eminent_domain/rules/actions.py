"""Every action a player can take in Eminent Domain, as frozen dataclasses (saved by ActionCodec).

`Finish` is the universal "I am done" (skip the Action phase, stop boosting, stop removing...);
the pending prompt says what it means at that moment."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import ActionCodec


@dataclass(frozen=True)
class Finish:
    pass


@dataclass(frozen=True)
class ChooseOrder:
    role_first: bool


@dataclass(frozen=True)
class PlayAction:
    card: int


@dataclass(frozen=True)
class LeadRole:
    role: str  # survey, warfare, colonize, produce, trade or research


@dataclass(frozen=True)
class Boost:
    card: int


@dataclass(frozen=True)
class Follow:
    pass


@dataclass(frozen=True)
class Dissent:
    pass


@dataclass(frozen=True)
class KeepPlanet:
    planet: int


@dataclass(frozen=True)
class CollectFighters:
    pass


@dataclass(frozen=True)
class Attack:
    planet: int
    discount: bool = False


@dataclass(frozen=True)
class Settle:
    planet: int


@dataclass(frozen=True)
class Tuck:
    planet: int


@dataclass(frozen=True)
class Produce:
    planet: int
    slot: int


@dataclass(frozen=True)
class Trade:
    planet: int
    slot: int


@dataclass(frozen=True)
class TradeFighter:
    pass


@dataclass(frozen=True)
class ChooseProduce:
    produce: bool  # the Produce/Trade action card: produce (True) or trade (False)


@dataclass(frozen=True)
class Buy:
    card: int
    side: str


@dataclass(frozen=True)
class RemoveCard:
    card: int


@dataclass(frozen=True)
class TakeRoleCard:
    role: str


@dataclass(frozen=True)
class NameResource:
    resource: str


@dataclass(frozen=True)
class Discard:
    card: int


ACTION_CLASSES = (Finish, ChooseOrder, PlayAction, LeadRole, Boost, Follow, Dissent, KeepPlanet,
                  CollectFighters, Attack, Settle, Tuck, Produce, Trade, TradeFighter, ChooseProduce, Buy,
                  RemoveCard, TakeRoleCard, NameResource, Discard)
ACTION_CODEC = ActionCodec(*ACTION_CLASSES)
