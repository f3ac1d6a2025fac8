"""Building rules positions by hand: the scenario tests set up hands, planets and technologies on
a fresh game (player 1 to act in the Action phase), then play actions and check the result."""

from __future__ import annotations

from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules.moves import planet_record

from .helpers import new_game


def fresh(players=2, seed=1, variants=()):
    s = new_game(players, seed, variants)
    while s.tasks[-1].kind == "start_planet":  # Escalation: everyone keeps the first planet offered
        s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
    assert s.to_act() == [0] and s.tasks[-1].kind == "action"
    for p in range(players):  # empty hands and empires: each test builds exactly what it needs
        pl = s.players[p]
        pl["deck"] += pl["hand"]
        pl["hand"] = []
        s.planet_box += [r["uid"] for r in pl["planets"]]
        pl["planets"] = []
    return s


def _take_card(s, face_id: str) -> int:
    """A card uid showing `face_id`, taken from wherever spare ones lie (stacks, supply, decks)."""
    info = s.cat.cards[face_id]
    if info.tech:
        for uid in s.tech_supply:
            if E.face(s, uid).tech == info.tech:
                s.tech_supply.remove(uid)
                s.card_face[uid] = face_id
                return uid
        raise LookupError(face_id)
    for zone in [s.stacks.get(info.role, []), s.removed] + [pl["deck"] for pl in s.players]:
        for uid in zone:
            if s.card_face[uid] == face_id:
                zone.remove(uid)
                return uid
    raise LookupError(face_id)


def give(s, p: int, face_id: str, zone: str = "hand") -> int:
    uid = _take_card(s, face_id)
    s.players[p][zone].append(uid)
    return uid


def _take_planet(s, planet_id: str) -> int:
    zones = [s.planet_deck, s.planet_discard, s.planet_box]
    for zone in zones:
        for uid in zone:
            if s.planet_def[uid] == planet_id:
                zone.remove(uid)
                return uid
    raise LookupError(planet_id)


def planet(s, p: int, planet_id: str, up: bool = False, colonies: int = 0, resources=None) -> dict:
    rec = planet_record(s, _take_planet(s, planet_id))
    rec["up"] = up
    for _ in range(colonies):
        card = _take_card(s, "colonize")
        rec["col"].append(card)
        rec["cv"] += 1
    if resources is not None:
        rec["res"] = list(resources)
    s.players[p]["planets"].append(rec)
    return rec


def act(s, action):
    return s.apply(s.to_act()[0], action)


def step_kind(s) -> str:
    return s.tasks[-1].kind
