"""Escalation's additions to the ability vocabulary, in the style of vocabulary.py: each effect
carries what it does (`fire`, `modify`) and its text (`describe`). The decisions they open are
rules/escalation_effects.py's and rules/rivals.py's; the standing rules are read where they act
(rules/escalation_passives.py, the Research step)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from game.core.words import counted

from .rules import empire as E
from .rules import moves as M
from .rules.task_records import AttackRivalTask, ProduceTask, RemoveTechTask, SearchDeckTask, TakeTechTask, TradeTask
from .vocabulary import VOCABULARY, Effect, role_card_name

SHIPS = Literal["fighter", "destroyer", "battlecruiser"]

VOCABULARY.trigger("on_dissent_warfare", "Escalation: each time you dissent when Warfare is led")
VOCABULARY.trigger("planet_action", "Escalation: a face-up planet's own action, usable in your Action phase")


def ship_words(kind: str, count: int = 1) -> str:
    """'a destroyer', 'the battlecruiser' (there is only one), '3 fighters'."""
    return counted(count, kind) if count != 1 else f"a {kind}" if kind != "battlecruiser" else "the battlecruiser"


@VOCABULARY.effect("collect_ships", "Escalation: collect destroyers or a battlecruiser.")
@dataclass(frozen=True)
class CollectShips(Effect):
    ship: SHIPS = field(metadata={"doc": "which ship"})
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})

    def fire(self, s, p, card):
        return E.gain_ships(s, p, self.ship, self.count)

    def describe(self, when="action", on_planet=False):
        return f"Take {ship_words(self.ship, self.count)}."


@VOCABULARY.effect("trade", "Trade resources from your planets for influence.")
@dataclass(frozen=True)
class TradeGoods(Effect):
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})

    def fire(self, s, p, card):
        s.push(TradeTask(player=p, left=self.count, turn_bonus=False, resources=[]))
        return []

    def describe(self, when="action", on_planet=False):
        return f"Sell up to {counted(self.count, 'resource')} from your planets for 1 influence each."


@VOCABULARY.effect("take_technology", "Escalation: take a technology up to a cost into your hand.")
@dataclass(frozen=True)
class TakeTechnology(Effect):
    max_cost: int = field(default=3, metadata={"doc": "highest Research cost", "min": 0})
    ignore_prerequisite: bool = field(default=True, metadata={"doc": "no planets needed"})

    def fire(self, s, p, card):
        s.push(TakeTechTask(player=p, max_cost=self.max_cost, needs_planets=not self.ignore_prerequisite))
        return []

    def describe(self, when="action", on_planet=False):
        free = " without the planets it needs" if self.ignore_prerequisite else ""
        return f"Take a technology costing up to {self.max_cost} into your hand{free}."


@VOCABULARY.effect("ship_for_influence", "Escalation: discard a ship to take influence.")
@dataclass(frozen=True)
class ShipForInfluence(Effect):
    ship: SHIPS = field(metadata={"doc": "which ship"})
    influence: int = field(default=3, metadata={"doc": "influence taken", "min": 1})

    def fire(self, s, p, card):
        cost = {self.ship: 1}
        if not E.can_pay_ships(s, p, cost):
            return []
        return E.pay_ships(s, p, cost) + E.gain_influence(s, p, self.influence)

    def describe(self, when="action", on_planet=False):
        return f"Give back {ship_words(self.ship)} to take {self.influence} influence."


@VOCABULARY.effect("extra_purchase", "Escalation: buy more technologies when you lead Research.")
@dataclass(frozen=True)
class ExtraPurchase(Effect):
    count: int = field(default=1, metadata={"doc": "extra technologies", "min": 1})

    def modify(self, standing):
        standing.extra_purchases = self.count

    def describe(self, when="action", on_planet=False):
        return f"When you lead Research you may buy {counted(self.count, 'more technology', 'more technologies')}."


@VOCABULARY.effect("sell_once_per_turn", "Escalation: once a turn, discard a resource or fighter for influence.")
@dataclass(frozen=True)
class SellOncePerTurn(Effect):
    influence: int = field(default=1, metadata={"doc": "influence taken", "min": 1})

    def modify(self, standing):
        standing.sell_influence = self.influence

    def describe(self, when="action", on_planet=False):
        return f"Once a turn, give back a resource or a fighter for {self.influence} influence."


@VOCABULARY.effect("tax_rivals", "Escalation: every rival returns influence; you take some.")
@dataclass(frozen=True)
class TaxRivals(Effect):
    each: int = field(default=1, metadata={"doc": "returned by each rival", "min": 1})
    gain: int = field(default=1, metadata={"doc": "taken by you", "min": 0})

    def fire(self, s, p, card):
        return M.tax_rivals(s, p, self.each, self.gain)

    def describe(self, when="action", on_planet=False):
        return f"Every rival pays {self.each} influence back to the supply; you take {self.gain}."


@VOCABULARY.effect("produce_per_fighter", "Escalation: produce one resource for each fighter you own.")
@dataclass(frozen=True)
class ProducePerFighter(Effect):
    def fire(self, s, p, card):
        fighters = E.ships(s, p, "fighter")
        if fighters:
            s.push(ProduceTask(player=p, left=fighters, turn_bonus=False, resources=[]))
        return []

    def describe(self, when="action", on_planet=False):
        return "Produce one resource for each fighter you have."


@VOCABULARY.effect("resources_as_symbols", "Escalation: discard resources as symbols to boost or follow any role.")
@dataclass(frozen=True)
class ResourcesAsSymbols(Effect):
    def modify(self, standing):
        standing.resources_as_symbols = True

    def describe(self, when="action", on_planet=False):
        return "You may discard resources from your planets as symbols when you boost or follow any role."


@VOCABULARY.effect("remove_permanent", "Escalation: remove a permanent technology from play; its owner is paid.")
@dataclass(frozen=True)
class RemovePermanent(Effect):
    reparations: int = field(default=2, metadata={"doc": "influence paid to the owner", "min": 0})

    def fire(self, s, p, card):
        s.push(RemoveTechTask(player=p, reparations=self.reparations))
        return []

    def describe(self, when="action", on_planet=False):
        return (f"Take a permanent technology out of the game, anyone's; its owner takes {self.reparations} "
                "influence in return.")


@VOCABULARY.effect("survey_trade_looks", "Escalation: when surveying you may look at fewer planets to keep more.")
@dataclass(frozen=True)
class SurveyTradeLooks(Effect):
    fewer: int = field(default=2, metadata={"doc": "planets not looked at", "min": 1})
    more: int = field(default=1, metadata={"doc": "extra planets kept", "min": 1})

    def modify(self, standing):
        standing.thorough_survey = (self.fewer, self.more)

    def describe(self, when="action", on_planet=False):
        return f"When you survey you may look at {self.fewer} fewer planets and keep {self.more} more."


@VOCABULARY.effect("search_planet_deck", "Escalation: look through the planet deck and take planets face down.")
@dataclass(frozen=True)
class SearchPlanetDeck(Effect):
    count: int = field(default=1, metadata={"doc": "planets taken", "min": 1})

    def fire(self, s, p, card):
        return M.search_planet_deck(s, p, self.count)

    def describe(self, when="action", on_planet=False):
        return f"Search the planet deck and put {counted(self.count, 'planet')} of your choice face down in your empire."


@VOCABULARY.effect("search_deck", "Escalation: look through your deck and take cards into your hand.")
@dataclass(frozen=True)
class SearchDeck(Effect):
    count: int = field(default=1, metadata={"doc": "cards taken", "min": 1})
    draw_after: int = field(default=0, metadata={"doc": "cards drawn once the search is over", "min": 0})

    def fire(self, s, p, card):
        faces = sorted({s.card_face[uid] for uid in s.players[p]["deck"]})
        if not faces:
            return E.draw(s, p, self.draw_after)
        s.push(SearchDeckTask(player=p, left=self.count, faces=faces, draw_after=self.draw_after))
        return []

    def describe(self, when="action", on_planet=False):
        then = f", then draw {counted(self.draw_after, 'card')}" if self.draw_after else ""
        return f"Search your deck for {counted(self.count, 'card')} and take it into your hand{then}."


@VOCABULARY.effect("boost_any_role", "Escalation: your basic cards of a role may boost (not follow) any role.")
@dataclass(frozen=True)
class BoostAnyRole(Effect):
    role: Literal["survey", "warfare", "colonize", "produce_trade", "research"] = field(metadata={"doc": "which"})

    def modify(self, standing):
        standing.boost_any_role = self.role

    def describe(self, when="action", on_planet=False):
        return f"Your basic {role_card_name(self.role)} cards may boost any role (not follow it)."


@VOCABULARY.effect("ships_as_symbol", "Escalation: discard ships as symbols of one role.")
@dataclass(frozen=True)
class ShipsAsSymbol(Effect):
    ship: SHIPS = field(metadata={"doc": "which ship"})
    symbol: Literal["survey", "warfare", "colonize", "produce", "trade", "research"] = field(
        metadata={"doc": "the symbol it counts as"})

    def modify(self, standing):
        standing.ships_as_symbol = (self.ship, self.symbol)

    def describe(self, when="action", on_planet=False):
        return f"When boosting, each {self.ship} you give back counts as a {self.symbol.capitalize()} symbol."


@VOCABULARY.effect("extra_role_phase", "Escalation: take another Role phase this turn (others may follow).")
@dataclass(frozen=True)
class ExtraRolePhase(Effect):
    count: int = field(default=1, metadata={"doc": "extra Role phases", "min": 1})

    def fire(self, s, p, card):  # Elevated Incentives: this turn, before the usual Role phase
        M.insert_role_phase(s, p, before_usual=True)
        return []

    def modify(self, standing):  # Well Oiled Machine: every turn, after the usual one
        standing.extra_role_phases = self.count

    def describe(self, when="action", on_planet=False):
        if when == "passive":
            return f"Every turn, lead {counted(self.count, 'more role')}; the others may follow again."
        return f"Lead {counted(self.count, 'more role')} this turn; the others may follow again."


@VOCABULARY.effect("attack_rival", "Escalation: attack a rival's planet; the rival is paid reparations.")
@dataclass(frozen=True)
class AttackRival(Effect):
    face_up: bool = field(default=False, metadata={
        "doc": "face-up planets, for the battlecruiser plus fighters equal to their influence (else face-down "
               "ones, for the warfare cost on their back)"})
    reparations: int = field(default=2, metadata={"doc": "influence paid to the rival", "min": 0})

    def fire(self, s, p, card):  # Annex: one attack now (rules/rivals.py)
        s.push(AttackRivalTask(player=p, face_up=bool(self.face_up), reparations=int(self.reparations)))
        return []

    def modify(self, standing):  # Military Campaign: in every attack decision
        standing.campaign = (self.face_up, self.reparations)

    def describe(self, when="action", on_planet=False):
        if self.face_up:
            how = "a rival's face-up planet for the battlecruiser plus fighters equal to its influence"
        else:
            how = "a rival's face-down planet for the warfare cost on its back, paid as for your own planets"
        return (f"You may attack {how}, and take it face up into your empire; the rival takes "
                f"{self.reparations} influence as reparations.")


@VOCABULARY.effect("hand_limit", "Raise your hand limit.")
@dataclass(frozen=True)
class HandLimit(Effect):
    extra: int = field(default=1, metadata={"doc": "extra cards", "min": 1})

    def modify(self, standing):
        standing.hand_limit = self.extra

    def describe(self, when="action", on_planet=False):
        return f"Your hand limit is {self.extra} higher."


@VOCABULARY.effect("attack_after_any_role", "Escalation: this turn you may attack after any Role phase.")
@dataclass(frozen=True)
class AttackAfterAnyRole(Effect):
    def fire(self, s, p, card):
        s.turn["attack_after"] = s.turn.get("attack_after", 0) + 1  # after the usual Role phase
        s.turn["attack_any_role"] = 1  # and after each extra one (role_end)
        return []

    def describe(self, when="action", on_planet=False):
        return "This turn you may attack after whichever role you lead."
