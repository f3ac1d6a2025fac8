"""Escalation's attacks on other players (the `attack_rival` effect of Annex and Military Campaign).

`push_attack_rival(s, p, effect)` puts an `attack_rival` decision on the task stack: p picks one
rival planet (or none); it moves face up into p's empire and its owner takes reparations from the
influence supply (eminent-domain.txt: "a reparations of two influence is granted to the defender").

Our readings [L]:
- A rival's face-down planet is hidden from p (our views hide it), so its cost cannot be known:
  attacking a face-down planet (Annex) needs no ships, the card is the price. Its colonies go back
  to the victim's discard pile.
- A face-up planet (Military Campaign) costs the battlecruiser plus fighters equal to the planet's
  influence; both are spent, as every ship paid as a cost is (see fleet.py).
- Resources on a taken planet go back to the supply; the planet's replenishing slots start empty."""

from __future__ import annotations

from game.core.engine import Event

from . import empire as E
from .actions import AttackRival, Finish
from .effects import on_trigger, planet_record
from .flow import Step, decision


def push_attack_rival(s, p: int, effect) -> list[Event]:
    """Offer p one attack on a rival's planet: face-up ones when `effect.face_up`, else face-down
    ones; the victim takes `effect.reparations` influence."""
    s.push({"t": "attack_rival", "p": p, "up": bool(effect.face_up), "rep": int(effect.reparations)})
    return []


def rival_cost(s, victim: int, rec) -> dict:
    if not rec["up"]:
        return {}
    return {"battlecruiser": 1, "fighter": E.planet_def(s, rec["uid"]).influence}


def targets(s, p: int, face_up: bool) -> list[AttackRival]:
    out = []
    for q in range(s.n):
        if q == p:
            continue
        for i, rec in enumerate(s.players[q]["planets"]):
            if rec["up"] == face_up and E.can_pay_ships(s, p, rival_cost(s, q, rec)):
                out.append(AttackRival(q, i))
    return out


def _prompt(s, t):
    which = "face-up" if t["up"] else "unexplored"
    return f"Attack a rival's {which} planet (its owner takes {t['rep']} influence), or hold back."


@decision("attack_rival", _prompt)
class AttackRivalStep(Step):
    @staticmethod
    def options(s, task):
        found = targets(s, task["p"], task["up"])
        return found + [Finish()] if found else []

    @staticmethod
    def decide(s, task, action):
        if isinstance(action, Finish):
            return []
        p, q = task["p"], action.victim
        victim = s.players[q]
        rec = victim["planets"][action.slot]
        events = E.pay_ships(s, p, rival_cost(s, q, rec))
        victim["planets"].pop(action.slot)
        victim["discard"].extend(rec["col"])
        taken = planet_record(s, rec["uid"])
        taken["up"] = True
        s.players[p]["planets"].append(taken)
        name = E.planet_def(s, rec["uid"]).name
        events.append(Event("attack_rival", f"{s.name(p)} seizes {name} from {s.name(q)}.", p,
                            {"planet": rec["uid"], "victim": q}, barrier=True))
        events += E.gain_influence(s, q, task["rep"])
        return events + on_trigger(s, p, "on_attack")
