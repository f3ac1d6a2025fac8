"""How good a position looks for one player: the bots' evaluation.

It estimates each player's final score (VP tokens plus what their planets would score now) and
adds small values for what turns into points later: troops, ships, research facilities,
technology, ships waiting in orbit of planets nobody holds. A position is worth the player's
estimate minus the best opponent's."""

from __future__ import annotations

from .features import counts

WEIGHTS = {
    "troop_board": 0.25, "troop_supply": 0.3, "ship_board": 0.5, "ship_supply": 0.35,
    "facility": 1.3, "tech_level": 1.5, "city_ready": 0.0, "landing_spot": 0.5, "threatened_ship": -0.45,
    "blockade": 0.4, "blockaded": -0.5, "mining_ready": 0.1,
}


def estimate(state, player: int, weights=WEIGHTS) -> float:
    c = counts(state, player)
    value = c.score
    value += weights["troop_board"] * c.troops_on_board + weights["troop_supply"] * c.troops_supply
    value += weights["ship_board"] * c.ship_strength
    value += weights["ship_supply"] * c.ships_supply
    value += weights["facility"] * c.facilities + weights["tech_level"] * c.tech_levels
    value += weights["mining_ready"] * c.mining_ready + weights["city_ready"] * c.city_ready
    value += weights["landing_spot"] * c.landing_spots + weights["blockade"] * c.blockades
    value += weights["blockaded"] * c.blockaded
    return value


def threatened(state, player: int) -> int:
    """Own ships that two enemy ships of one player could already destroy next turn."""
    physics = state.content.physics
    from . import table

    count = 0
    for ship in state.ships:
        if ship["owner"] != player:
            continue
        for enemy in range(state.n):
            if enemy == player:
                continue
            near = sum(state.ship_strength(s) for s in state.ships if s["owner"] == enemy
                       and table.within_range(s, ship, physics.short_range))
            need = state.rules.battleship_kill if ship["battleship"] else state.rules.ship_kill
            if near >= need:
                count += 1
                break
    return count


def evaluate(state, player: int, weights=WEIGHTS, careful: bool = False) -> float:
    """The player's estimate minus the best opponent's; a finished game counts its ranks."""
    if state.is_terminal():
        outcome = state.outcome()
        mine = outcome.result_of(player)
        return 1000.0 if mine.rank == 1 else -1000.0 + mine.score
    mine = estimate(state, player, weights)
    others = max(estimate(state, p, weights) for p in range(state.n) if p != player)
    value = mine - others
    if careful:
        value += weights["threatened_ship"] * threatened(state, player)
    return value
