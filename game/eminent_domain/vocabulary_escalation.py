"""Escalation's additions to the ability vocabulary. Their behaviour: rules/escalation_effects.py
(effects fired by action cards, on gain or on a trigger) and rules/escalation_passives.py (standing
rules of permanent technologies); Annex and Military Campaign use rules/rivals.py."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .vocabulary import VOCABULARY

SHIPS = Literal["fighter", "destroyer", "battlecruiser"]

VOCABULARY.trigger("on_dissent_warfare", "Escalation: each time you dissent when Warfare is led")
VOCABULARY.trigger("planet_action", "Escalation: a face-up planet's own action, usable in your Action phase")


@VOCABULARY.effect("collect_ships", "Escalation: collect destroyers or a battlecruiser.")
@dataclass(frozen=True)
class CollectShips:
    ship: SHIPS = field(metadata={"doc": "which ship"})
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})


@VOCABULARY.effect("trade", "Trade resources from your planets for influence.")
@dataclass(frozen=True)
class TradeGoods:
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})


@VOCABULARY.effect("take_technology", "Escalation: take a technology up to a cost into your hand.")
@dataclass(frozen=True)
class TakeTechnology:
    max_cost: int = field(default=3, metadata={"doc": "highest Research cost", "min": 0})
    ignore_prerequisite: bool = field(default=True, metadata={"doc": "no planets needed"})


@VOCABULARY.effect("ship_for_influence", "Escalation: discard a ship to take influence.")
@dataclass(frozen=True)
class ShipForInfluence:
    ship: SHIPS = field(metadata={"doc": "which ship"})
    influence: int = field(default=3, metadata={"doc": "influence taken", "min": 1})


@VOCABULARY.effect("extra_purchase", "Escalation: buy more technologies when you lead Research.")
@dataclass(frozen=True)
class ExtraPurchase:
    count: int = field(default=1, metadata={"doc": "extra technologies", "min": 1})


@VOCABULARY.effect("sell_once_per_turn", "Escalation: once a turn, discard a resource or fighter for influence.")
@dataclass(frozen=True)
class SellOncePerTurn:
    influence: int = field(default=1, metadata={"doc": "influence taken", "min": 1})


@VOCABULARY.effect("tax_rivals", "Escalation: every rival returns influence; you take some.")
@dataclass(frozen=True)
class TaxRivals:
    each: int = field(default=1, metadata={"doc": "returned by each rival", "min": 1})
    gain: int = field(default=1, metadata={"doc": "taken by you", "min": 0})


@VOCABULARY.effect("produce_per_fighter", "Escalation: produce one resource for each fighter you own.")
@dataclass(frozen=True)
class ProducePerFighter:
    pass


@VOCABULARY.effect("resources_as_symbols", "Escalation: discard resources as symbols to boost or follow any role.")
@dataclass(frozen=True)
class ResourcesAsSymbols:
    pass


@VOCABULARY.effect("remove_permanent", "Escalation: remove a permanent technology from play; its owner is paid.")
@dataclass(frozen=True)
class RemovePermanent:
    reparations: int = field(default=2, metadata={"doc": "influence paid to the owner", "min": 0})


@VOCABULARY.effect("survey_trade_looks", "Escalation: when surveying you may look at fewer planets to keep more.")
@dataclass(frozen=True)
class SurveyTradeLooks:
    fewer: int = field(default=2, metadata={"doc": "planets not looked at", "min": 1})
    more: int = field(default=1, metadata={"doc": "extra planets kept", "min": 1})


@VOCABULARY.effect("search_planet_deck", "Escalation: look through the planet deck and take planets face down.")
@dataclass(frozen=True)
class SearchPlanetDeck:
    count: int = field(default=1, metadata={"doc": "planets taken", "min": 1})


@VOCABULARY.effect("search_deck", "Escalation: look through your deck and take cards into your hand.")
@dataclass(frozen=True)
class SearchDeck:
    count: int = field(default=1, metadata={"doc": "cards taken", "min": 1})
    draw_after: int = field(default=0, metadata={"doc": "cards drawn once the search is over", "min": 0})


@VOCABULARY.effect("boost_any_role", "Escalation: your basic cards of a role may boost (not follow) any role.")
@dataclass(frozen=True)
class BoostAnyRole:
    role: Literal["survey", "warfare", "colonize", "produce_trade", "research"] = field(metadata={"doc": "which"})


@VOCABULARY.effect("ships_as_symbol", "Escalation: discard ships as symbols of one role.")
@dataclass(frozen=True)
class ShipsAsSymbol:
    ship: SHIPS = field(metadata={"doc": "which ship"})
    symbol: Literal["survey", "warfare", "colonize", "produce", "trade", "research"] = field(
        metadata={"doc": "the symbol it counts as"})


@VOCABULARY.effect("extra_role_phase", "Escalation: take another Role phase this turn (others may follow).")
@dataclass(frozen=True)
class ExtraRolePhase:
    count: int = field(default=1, metadata={"doc": "extra Role phases", "min": 1})


@VOCABULARY.effect("attack_rival", "Escalation: attack a rival's planet; the rival is paid reparations.")
@dataclass(frozen=True)
class AttackRival:
    face_up: bool = field(default=False, metadata={
        "doc": "face-up planets, for the battlecruiser plus fighters equal to their influence (else face-down "
               "ones, for the warfare cost on their back)"})
    reparations: int = field(default=2, metadata={"doc": "influence paid to the rival", "min": 0})


@VOCABULARY.effect("hand_limit", "Raise your hand limit.")
@dataclass(frozen=True)
class HandLimit:
    extra: int = field(default=1, metadata={"doc": "extra cards", "min": 1})


@VOCABULARY.effect("attack_after_any_role", "Escalation: this turn you may attack after any Role phase.")
@dataclass(frozen=True)
class AttackAfterAnyRole:
    pass
