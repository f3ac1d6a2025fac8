"""How good a position is for one player: the score so far plus what the empire is close to
earning (half-settled planets, resources, fighters, technologies in the deck) and, with
Escalation, its fleet (destroyers, the battlecruiser's discount, the improved fleet)."""

from __future__ import annotations

from ..rules import empire as E
from ..rules.scoring import score

WIN_BONUS = 50.0


def position_value(s, p: int) -> float:
    pl = s.players[p]
    value = float(score(s, p))
    value += 0.5 * E.resource_count(s, p) + 0.25 * pl["fighters"]
    value += 0.4 * len(E.produce_options(s, p))  # empty slots are future goods
    for rec in pl["planets"]:
        if rec["up"] or rec["uid"] < 0:
            value += 0.0 if rec["up"] else 0.5
            continue
        planet = E.planet_def(s, rec["uid"])
        need = max(1, E.settle_need(s, p, rec))
        settled = rec["cv"] / need if planet.colonizable else 0.0
        progress = max(settled, _military_progress(s, p, rec, planet))
        value += 0.3 + planet.influence * 0.6 * min(1.0, progress) ** 2
    if pl["fleet"]:
        value += _fleet_value(s, p)
    for uid in E.all_cards_of(s, p):
        info = E.face(s, uid)
        if info.kind == "action" and info.level:
            value += 0.6 * info.level
        elif info.kind == "permanent":
            value += 2.0
    for r in pl["planets"]:
        if r["up"]:
            value += 0.6 * len(E.planet_def(s, r["uid"]).symbols)
    return value


# Escalation. A destroyer costs three fighters (two with the improved fleet); the battlecruiser
# scores 2 (already in `score`) and lowers every fighter cost while held; a bustling planet's
# reusable action is worth about a card.
DESTROYER = 0.8
DISCOUNT = 0.5  # per fighter of discount
IMPROVED_FLEET = 1.0
PLANET_ACTION = 1.0


def _military_progress(s, p: int, rec, planet) -> float:
    """How close p's ships are to conquering `rec` (1.0: it can attack now)."""
    if planet.warfare_ship == "fighter":
        return s.players[p]["fighters"] / max(1, E.attack_cost(s, p, rec, False))
    return E.ships(s, p, planet.warfare_ship) / max(1, planet.warfare_cost)


def _fleet_value(s, p: int) -> float:
    pl = s.players[p]
    value = DESTROYER * pl["destroyers"] + DISCOUNT * E.battlecruiser_discount(s, p)
    if pl["fleet"] == "improved":
        value += IMPROVED_FLEET
    for rec in pl["planets"]:
        if rec["up"] and rec["uid"] >= 0 and E.planet_def(s, rec["uid"]).abilities:
            value += PLANET_ACTION
    return value


def evaluate(s, p: int) -> float:
    """p's value minus the best rival's; a finished game counts the result heavily."""
    if s.is_terminal():
        outcome = s.outcome()
        mine = outcome.result_of(p)
        best_other = max(r.score for r in outcome.results if r.player != p)
        return (WIN_BONUS if mine.rank == 1 else -WIN_BONUS) + mine.score - best_other
    own = position_value(s, p)
    rival = max(position_value(s, q) for q in range(s.n) if q != p)
    return own - rival
