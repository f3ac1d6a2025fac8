"""Escalation's technologies in play: what a technology side asks for (planets, ships), gaining
one, and the decisions its effects open (the effects themselves are vocabulary_escalation.py's).

Readings we chose where the card text leaves room [L]:
- Scientific Discovery: a permanent technology taken this way goes straight into the empire.
- Natural Order: the player must remove one permanent technology if any is in play, their own
  included; its owner takes the reparations (the BGA ruling).
- Double Time / Synthesize / Deep Space Probes / Scientific Discovery: the extra actions join the
  Action phase that is running.
- Elevated Incentives: the extra Role phase comes right before the usual one (after the Action phase);
  Well Oiled Machine's comes right after it. Both may be declined (flow.py: ExtraRoleStep).
- Tour de Force: one attack after each of this turn's Role phases."""

from __future__ import annotations

from game.core.engine import Event

from . import empire as E
from .actions import Buy, Finish, RemoveTech, SearchCard
from .effects import fire_all
from .events import DeckSearched, TechnologyGained, TechnologyRemoved
from .tasks import Step, decision

# Ship moves are the Escalation core's (empire.py).
ships, gain_ships, pay_ships = E.ships, E.gain_ships, E.pay_ships


def can_pay_ships(s, p: int, cost: dict) -> bool:
    return bool(cost) and E.can_pay_ships(s, p, cost)


# --- technologies ------------------------------------------------------------------------------

def planets_needed(s, info) -> dict:
    """The planets a technology side asks for: the card's `prerequisite`, else its level's count
    of its own type (diverse cards always name their three types)."""
    card = s.cat.tech_cards[info.tech]
    if card.prerequisite:
        return dict(card.prerequisite)
    return {info.type: info.planets_needed} if info.planets_needed else {}


def planet_types(s, p: int) -> dict[str, int]:
    """How many face-up planets of each type p has."""
    have: dict[str, int] = {}
    for rec in s.players[p]["planets"]:
        if rec["up"]:
            kind = E.planet_def(s, rec["uid"]).type
            have[kind] = have.get(kind, 0) + 1
    return have


def prerequisite_met(s, p: int, info, already: dict | None = None, have: dict | None = None) -> bool:
    """Whether p's face-up planets cover `info`'s prerequisite plus `already` (planets promised to
    earlier purchases this Research role: each planet counts once). Utopian planets stand for any
    type; "any" takes whatever is left. `have`: p's `planet_types`, when the caller has them."""
    asked = planets_needed(s, info)
    if not asked and not already:
        return True
    need = dict(already or {})
    for kind, n in asked.items():
        need[kind] = need.get(kind, 0) + n
    have = dict(planet_types(s, p) if have is None else have)
    wild = have.pop("utopian", 0)
    spare = 0
    for kind, n in have.items():
        spare += max(0, n - need.get(kind, 0))
    for kind, n in need.items():
        if kind != "any":
            short = max(0, n - have.get(kind, 0))
            if short > wild:
                return False
            wild -= short
    return spare + wild >= need.get("any", 0)


def add_needs(a: dict, b: dict) -> dict:
    out = dict(a)
    for kind, n in b.items():
        out[kind] = out.get(kind, 0) + n
    return out


def military_cost(s, info) -> dict:
    return dict(s.cat.tech_cards[info.tech].military_cost) if info.tech else {}


def gain_technology(s, p: int, card: int, side: str, verb: str = "researches") -> list[Event]:
    """Card `card` leaves the supply showing `side`: a permanent goes into p's empire (its on_gain
    abilities fire), an action card into p's hand."""
    s.tech_supply.remove(card)
    s.card_face[card] = side
    info = s.cat.cards[side]
    events = [TechnologyGained(f"{s.name(p)} {verb} {info.name}.", p, card=card)]
    if info.kind == "permanent":
        s.players[p]["techs"].append(card)
        slots = face_slots(s, side)
        if slots:  # Biosphere: resource slots on the technology itself
            s.players[p].setdefault("tech_res", {})[str(card)] = [0] * len(slots)
        events += fire_all(s, p, info.effects("on_gain"), card)
    else:
        s.players[p]["hand"].append(card)
    return events


def face_def(s, side: str):
    """The content definition (TechFace) of a technology side, for icons and slots."""
    card = s.cat.tech_cards[s.cat.cards[side].tech]
    return card.front if card.front.id == side else card.back


def face_slots(s, side: str) -> tuple:
    return face_def(s, side).slots if s.cat.cards[side].tech else ()


def face_icons(s, side: str) -> tuple:
    return face_def(s, side).icons if s.cat.cards[side].tech else ()


# --- the decisions these effects open ----------------------------------------------------------

@decision("take_tech", lambda s, t: f"Take a technology costing up to {t.max_cost} into your hand, or none.")
class TakeTechStep(Step):
    waiting = staticmethod(lambda s, t: f"taking a technology costing up to {t.max_cost} into their hand")
    @staticmethod
    def options(s, task):
        p = task.player
        out = []
        for uid in s.tech_supply:
            info = E.face(s, uid)
            if info.cost <= task.max_cost and (not task.needs_planets or prerequisite_met(s, p, info)):
                out += [Buy(uid, side) for side in s.cat.faces_of[info.tech]]
        return out + [Finish()] if out else []

    @staticmethod
    def decide(s, task, action):
        if isinstance(action, Finish):
            return []
        return gain_technology(s, task.player, action.card, action.side, verb="takes")


@decision("search_deck", "Search your deck: take one card of your choice into your hand.")
class SearchDeckStep(Step):
    waiting = "searching their deck for a card"
    @staticmethod
    def options(s, task):
        return [SearchCard(face) for face in task.faces] if task.left > 0 else []

    @staticmethod
    def decide(s, task, action):
        p = task.player
        deck = s.players[p]["deck"]
        card = next(uid for uid in deck if s.card_face[uid] == action.face)
        deck.remove(card)
        s.players[p]["hand"].append(card)
        s.rng.shuffle(deck)
        left = task.left - 1
        faces = sorted({s.card_face[uid] for uid in deck})
        events = [DeckSearched(f"{s.name(p)} takes a card from their deck and shuffles it.", p)]
        if left > 0 and faces:
            s.push(task.but(left=left, faces=faces))
            return events
        return events + E.draw(s, p, task.draw_after)  # Synthesize draws after its search


@decision("remove_tech", lambda s, t: f"Remove a permanent technology from the game; its owner takes "
                                      f"{t.reparations} influence.")
class RemoveTechStep(Step):
    waiting = "choosing a permanent technology to remove from the game"
    @staticmethod
    def options(s, task):
        return [RemoveTech(uid) for pl in s.players for uid in pl["techs"]]

    @staticmethod
    def decide(s, task, action):
        owner = next(q for q in range(s.n) if action.card in s.players[q]["techs"])
        pl = s.players[owner]
        pl["techs"].remove(action.card)
        pl.get("tech_res", {}).pop(str(action.card), None)
        if "colony_ship" in s.cat.hooks(s.card_face[action.card]):
            pl.pop("colony_ship", None)  # its colonies leave with it
        s.removed.append(action.card)
        name = E.face(s, action.card).name
        events = [TechnologyRemoved(f"{s.name(task.player)} removes {s.name(owner)}'s {name} from the game.",
                                    task.player, card=action.card, owner=owner)]
        return events + E.gain_influence(s, owner, task.reparations)
