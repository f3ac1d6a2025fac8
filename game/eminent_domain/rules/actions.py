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


# --- Escalation: the technologies ----------------------------------------------------------------

@dataclass(frozen=True)
class BuyWithShips:
    """Research a technology paying its military cost (ships) instead of Research symbols."""
    card: int
    side: str


@dataclass(frozen=True)
class FollowAs:
    """Freedom of Trade: follow a Produce role as Trade, or a Trade role as Produce."""
    role: str


@dataclass(frozen=True)
class Sell:
    """Defense Contract: sell one resource (planet, slot) or, with planet -1, one fighter."""
    planet: int = -1
    slot: int = -1


@dataclass(frozen=True)
class BoostResource:
    """Black Market: discard a resource from a planet as one symbol of the role."""
    planet: int
    slot: int


@dataclass(frozen=True)
class BoostShip:
    """Warfare Technology: discard a ship as one symbol of the role."""
    ship: str


@dataclass(frozen=True)
class SearchCard:
    """Synthesize: take a card showing this face from your deck."""
    face: str


@dataclass(frozen=True)
class RemoveTech:
    """Natural Order: remove a permanent technology from the game."""
    card: int


@dataclass(frozen=True)
class ThoroughSurvey:
    """Thorough Survey: look at fewer planets and keep more (use), or survey as usual."""
    use: bool


@dataclass(frozen=True)
class ProduceTech:
    """Produce on a resource slot of a permanent technology (Biosphere)."""
    card: int
    slot: int


@dataclass(frozen=True)
class TradeTech:
    """Trade a resource from a slot of a permanent technology (Biosphere)."""
    card: int
    slot: int


@dataclass(frozen=True)
class SpendIcon:
    """Discard a card from the hand for the ships its icons show."""
    card: int


@dataclass(frozen=True)
class TradeCard:
    """Trade a card from the hand as the resource its icon shows."""
    card: int


# --- Escalation: the fleet, planets and rivals --------------------------------------------------


@dataclass(frozen=True)
class ConvertShips:
    give: str  # the fleet tile's conversion: ships given ...
    take: str  # ... for one ship of this kind


@dataclass(frozen=True)
class AttackWithShip:
    planet: int
    ship: str  # destroyer or battlecruiser: the ship spent as the whole warfare cost


@dataclass(frozen=True)
class UpgradeFleet:
    pay: str  # "research" (3 of this Research role's symbols) or "fighter" (3 fighters)


@dataclass(frozen=True)
class PlanetAction:
    planet: int  # a face-up planet of yours with a printed action (Escalation's bustling planets)


@dataclass(frozen=True)
class AttackRival:
    victim: int
    slot: int  # index in the victim's planet list (a face-down planet's identity is hidden)
    ship: str = ""  # Annex: what pays the printed warfare cost (fighter, destroyer, battlecruiser);
    # "" for Military Campaign's fixed price (the battlecruiser plus fighters)


ACTION_CLASSES = (Finish, ChooseOrder, PlayAction, LeadRole, Boost, Follow, Dissent, KeepPlanet,
                  CollectFighters, Attack, Settle, Tuck, Produce, Trade, TradeFighter, ChooseProduce, Buy,
                  RemoveCard, TakeRoleCard, NameResource, Discard,
                  ConvertShips, AttackWithShip, UpgradeFleet, PlanetAction, AttackRival)
# Escalation technologies (appended: saves name actions by class, the order is kept for readers)
ACTION_CLASSES += (BuyWithShips, FollowAs, Sell, BoostResource, BoostShip, SearchCard, RemoveTech, ThoroughSurvey,
                   ProduceTech, TradeTech, SpendIcon, TradeCard)


# --- Scenarios ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ChooseScenario:
    scenario: str  # the id of one of the scenarios dealt to you


ACTION_CLASSES += (ChooseScenario,)


# --- Escalation: the technologies, continued ------------------------------------------------------

@dataclass(frozen=True)
class LoadColony:
    """Colony Ship: once a turn, in the Action phase, the ship takes on one more colony."""


ACTION_CLASSES += (LoadColony,)
ACTION_CODEC = ActionCodec(*ACTION_CLASSES)
