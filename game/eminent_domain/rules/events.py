"""What happens in Eminent Domain, as typed records (game.core.engine.TypedEvent): the log prints
their words, the table's director animates them by type, bots and searches ignore them.

One class per thing that happens; things told apart by their fields share a `KIND` (the word the
log and saves keep): a resource produced on a planet and one produced on a technology are both
"produce". `data` holds exactly the fields (what reads events generically sees what it saw)."""

from __future__ import annotations

from game.core.engine import TypedEvent


# --- the turn ------------------------------------------------------------------------------------
class GameSetUp(TypedEvent):
    __slots__ = ()
    KIND, BARRIER = "setup", True


class TurnStarted(TypedEvent):
    __slots__ = ()
    KIND = "turn_start"


class ActionPlayed(TypedEvent):
    __slots__ = ("card",)
    KIND, FIELDS = "action", ("card",)


class RoleLed(TypedEvent):
    __slots__ = ("role",)
    KIND, FIELDS = "lead", ("role",)


class Followed(TypedEvent):
    __slots__ = ()
    KIND = "follow"


class Dissented(TypedEvent):
    __slots__ = ()
    KIND = "dissent"


class CardAdded(TypedEvent):
    """A card added to the role being boosted."""

    __slots__ = ("card",)
    KIND, FIELDS = "boost", ("card",)


class SymbolDiscarded(TypedEvent):
    """A resource or a ship discarded as a symbol of the role being boosted (Escalation)."""

    __slots__ = ()
    KIND = "boost"


class RoleResolved(TypedEvent):
    __slots__ = ("role", "strength", "lead")
    KIND, FIELDS = "resolve", ("role", "strength", "lead")


class NothingGained(TypedEvent):
    """A role resolved that gives its player nothing, said in words."""

    __slots__ = ("role",)
    KIND, FIELDS = "nothing", ("role",)


class CardDiscarded(TypedEvent):
    __slots__ = ()
    KIND = "discard"


class ExtraTurn(TypedEvent):
    __slots__ = ()
    KIND = "extra_turn"


class EndTriggered(TypedEvent):
    __slots__ = ()
    KIND = "game_end_triggered"


class TieRound(TypedEvent):
    __slots__ = ()
    KIND = "tie_round"


class GameEnded(TypedEvent):
    __slots__ = ()
    KIND = "game_over"


# --- cards ---------------------------------------------------------------------------------------
class CardsDrawn(TypedEvent):
    __slots__ = ("count",)
    KIND, FIELDS, BARRIER = "draw", ("count",), True


class DeckShuffled(TypedEvent):
    __slots__ = ()
    KIND, BARRIER = "shuffle", True


class DeckSearched(TypedEvent):
    """Synthesize: a card taken from the deck, the deck shuffled."""

    __slots__ = ()
    KIND, BARRIER = "search_deck", True


class CardRemoved(TypedEvent):
    __slots__ = ("card",)
    KIND, FIELDS = "remove", ("card",)


class RoleCardTaken(TypedEvent):
    __slots__ = ("role",)
    KIND, FIELDS = "take_role", ("role",)


class TechnologyGained(TypedEvent):
    __slots__ = ("card",)
    KIND, FIELDS = "research", ("card",)


class TechnologyRemoved(TypedEvent):
    __slots__ = ("card", "owner")
    KIND, FIELDS = "remove_tech", ("card", "owner")


class IconsSpent(TypedEvent):
    """A card discarded for the ships its icons show (Escalation)."""

    __slots__ = ("card",)
    KIND, FIELDS = "spend_icon", ("card",)


# --- planets -------------------------------------------------------------------------------------
class PlanetsLookedAt(TypedEvent):
    __slots__ = ("count",)
    KIND, FIELDS, BARRIER = "survey", ("count",), True


class PlanetKept(TypedEvent):
    __slots__ = ()
    KIND = "planet_kept"


class StartPlanetChosen(TypedEvent):
    __slots__ = ()
    KIND, BARRIER = "start_planet", True


class PlanetsShuffled(TypedEvent):
    __slots__ = ()
    KIND, BARRIER = "shuffle_planets", True


class PlanetGained(TypedEvent):
    __slots__ = ()
    KIND, BARRIER = "planet_gained", True


class PlanetDeckSearched(TypedEvent):
    """Deep Space Probes: the whole planet deck looked through."""

    __slots__ = ("count",)
    KIND, FIELDS, BARRIER = "probe", ("count",), True


class PlanetSettled(TypedEvent):
    __slots__ = ("planet",)
    KIND, FIELDS, BARRIER = "settle", ("planet",), True


class PlanetConquered(TypedEvent):
    __slots__ = ("planet", "cost")
    KIND, FIELDS, BARRIER = "attack", ("planet", "cost"), True


class PlanetSeized(TypedEvent):
    """A rival's planet taken (Annex, Military Campaign)."""

    __slots__ = ("planet", "victim")
    KIND, FIELDS, BARRIER = "attack_rival", ("planet", "victim"), True


class ColonyPlaced(TypedEvent):
    __slots__ = ("planet", "card")
    KIND, FIELDS = "colony", ("planet", "card")


class ColonyShipLoaded(TypedEvent):
    __slots__ = ()
    KIND = "colony_ship"


class ColonyShipUnloaded(TypedEvent):
    __slots__ = ()
    KIND = "colony_ship"


class PlanetActionUsed(TypedEvent):
    __slots__ = ("planet",)
    KIND, FIELDS = "planet_action", ("planet",)


# --- resources and influence ---------------------------------------------------------------------
class ResourceProduced(TypedEvent):
    __slots__ = ("planet",)
    KIND, FIELDS = "produce", ("planet",)


class ResourceProducedOnTechnology(TypedEvent):
    """A resource produced into a technology's own slot (Biosphere)."""

    __slots__ = ()
    KIND = "produce"


class ResourceTraded(TypedEvent):
    __slots__ = ()
    KIND = "trade"


class ResourceSold(TypedEvent):
    """A resource sold in the Action phase (Defense Contract)."""

    __slots__ = ()
    KIND = "trade"


class InfluenceGained(TypedEvent):
    __slots__ = ("amount",)
    KIND, FIELDS = "influence", ("amount",)


class InfluenceReturned(TypedEvent):
    __slots__ = ("amount",)
    KIND, FIELDS = "influence_returned", ("amount",)


# --- ships (Escalation) --------------------------------------------------------------------------
class FightersCollected(TypedEvent):
    __slots__ = ("count",)
    KIND, FIELDS = "fighters", ("count",)


class ShipsGained(TypedEvent):
    __slots__ = ("ship", "count")
    KIND, FIELDS = "ships", ("ship", "count")


class ShipsSpent(TypedEvent):
    __slots__ = ("cost",)
    KIND, FIELDS = "ships_spent", ("cost",)


class ShipsConverted(TypedEvent):
    __slots__ = ("give", "count", "take")
    KIND, FIELDS = "convert", ("give", "count", "take")


class FleetUpgraded(TypedEvent):
    __slots__ = ("pay",)
    KIND, FIELDS = "fleet_upgrade", ("pay",)


class SlotsReplenished(TypedEvent):
    __slots__ = ()
    KIND = "replenish"


# --- scenarios -----------------------------------------------------------------------------------
class ScenariosDealt(TypedEvent):
    __slots__ = ()
    KIND, BARRIER = "scenario_offer", True


class ScenarioChosen(TypedEvent):
    __slots__ = ("scenario",)
    KIND, FIELDS = "scenario", ("scenario",)


class UsualDeckKept(TypedEvent):
    """No scenario could be dealt: the player starts with the usual deck."""

    __slots__ = ()
    KIND = "scenario"
