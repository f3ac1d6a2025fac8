"""Escalation's attacks on other players (the `attack_rival` effect of Annex and Military Campaign).

Annex's effect (`AttackRival.fire`) puts an `attack_rival` decision on the task stack: p picks one
rival planet (or none); it moves face up into p's empire and its owner takes reparations from the
influence supply (eminent-domain.txt: "a reparations of two influence is granted to the defender").

Our readings [L]:
- A face-down planet's unsettled side (type, costs, the ship that conquers it) is public, so Annex
  pays the planet's printed warfare cost as an ordinary attack on your own planet would (the BGA
  ruling): fighters less the battlecruiser's discount, or the destroyer / battlecruiser an
  Escalation planet asks for, or (improved fleet) the battlecruiser for any cost. Ships paid are
  spent. Legality reads only the public back, so a view offers the same targets as the real state.
  The planet's colonies go back to the victim's discard pile.
- A face-up planet (Military Campaign) costs the battlecruiser plus fighters equal to the planet's
  influence; both are spent, as every ship paid as a cost is (see fleet.py).
- Resources on a taken planet go back to the supply; the planet's replenishing slots start empty."""

from __future__ import annotations

from . import empire as E
from .actions import AttackRival, Finish
from .effects import on_trigger
from .events import PlanetSeized
from .moves import planet_record
from .tasks import Step, decision


def annex_payments(s, p: int, back: dict) -> list[tuple[str, dict]]:
    """(ship, cost) ways p may pay the warfare cost printed on a face-down planet's back, as for
    an attack on p's own planet (steps.AttackStep, fleet.ship_attack_options)."""
    ship = back["warfare_ship"]
    if ship == "fighter":
        out = [("fighter", {"fighter": E.fighter_cost(s, p, back["warfare_cost"])})]
    else:
        out = [(ship, {ship: back["warfare_cost"]})]
    tile = E.fleet_tile(s, p)
    if tile is not None and tile.battlecruiser_pays_any_cost and ship != "battlecruiser":
        out.append(("battlecruiser", {"battlecruiser": 1}))
    return out


def rival_cost(s, p: int, rec, ship: str = "") -> dict:
    """What p pays to take `rec`: a face-up planet's fixed price, or a face-down one's printed
    warfare cost paid with `ship`."""
    if rec["up"]:
        return {"battlecruiser": 1, "fighter": E.planet_def(s, rec["uid"]).influence}
    return dict(annex_payments(s, p, E.planet_back(s, rec)))[ship]


def targets(s, p: int, face_up: bool) -> list[AttackRival]:
    out = []
    for q in range(s.n):
        if q == p:
            continue
        for i, rec in enumerate(s.players[q]["planets"]):
            if rec["up"] != face_up:
                continue
            if face_up:
                if E.can_pay_ships(s, p, rival_cost(s, p, rec)):
                    out.append(AttackRival(q, i))
                continue
            out += [AttackRival(q, i, ship) for ship, cost in annex_payments(s, p, E.planet_back(s, rec))
                    if E.can_pay_ships(s, p, cost)]
    return out


def _prompt(s, t):
    if t.face_up:
        return f"Attack a rival's face-up planet (its owner takes {t.reparations} influence), or hold back."
    return (f"Attack a rival's unexplored planet for its printed warfare cost (its owner takes {t.reparations} "
            f"influence), or hold back.")


@decision("attack_rival", _prompt)
class AttackRivalStep(Step):
    waiting = "deciding whether to attack a rival's planet"
    @staticmethod
    def options(s, task):
        found = targets(s, task.player, task.face_up)
        return found + [Finish()] if found else []

    @staticmethod
    def decide(s, task, action):
        if isinstance(action, Finish):
            return []
        p, q = task.player, action.victim
        victim = s.players[q]
        rec = victim["planets"][action.slot]
        events = E.pay_ships(s, p, rival_cost(s, p, rec, action.ship))
        victim["planets"].pop(action.slot)
        victim["discard"].extend(rec["col"])
        taken = planet_record(s, rec["uid"])
        taken["up"] = True
        s.players[p]["planets"].append(taken)
        name = E.planet_def(s, rec["uid"]).name
        events.append(PlanetSeized(f"{s.name(p)} seizes {name} from {s.name(q)}.", p, planet=rec["uid"], victim=q))
        events += E.gain_influence(s, q, task.reparations)
        return events + on_trigger(s, p, "on_attack")
