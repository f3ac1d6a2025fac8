"""How good a position looks for one player: the bots' evaluation.

It estimates each player's final score (VP tokens plus what their planets would score now) and
adds small values for what turns into points later: troops, ships, research facilities,
technology, ships waiting in orbit of planets nobody holds. A position is worth the player's
estimate minus the best opponent's."""

from __future__ import annotations

from .scoring import score_lines

WEIGHTS = {
    "troop_board": 0.25, "troop_supply": 0.3, "ship_board": 0.5, "ship_supply": 0.35,
    "facility": 1.3, "tech_level": 1.5, "city_ready": 0.0, "landing_spot": 0.5, "threatened_ship": -0.45,
    "blockade": 0.4, "blockaded": -0.5, "mining_ready": 0.1,
}


def estimate(state, player: int, weights=WEIGHTS) -> float:
    value = sum(line.points for line in score_lines(state, player))
    p = state.players[player]
    troops_on_board = sum(d["items"]["troop"] for d in state.discs if d["occupant"] == player)
    facilities = sum(d["items"]["facility"] for d in state.discs if d["occupant"] == player)
    mine = [s for s in state.ships if s["owner"] == player]
    value += weights["troop_board"] * troops_on_board + weights["troop_supply"] * p["troops"]
    value += weights["ship_board"] * sum(state.ship_strength(s) for s in mine)
    value += weights["ship_supply"] * (p["ships"] + (2 if p["battleship"] == "supply" else 0))
    value += weights["facility"] * facilities + weights["tech_level"] * sum(p["tech"].values())
    mining = state.rules.mining
    for disc in state.discs:  # troops gathered for mining are VP in the making
        if disc["occupant"] == player and disc["kind"] != "homeworld" and not state.is_blockaded(disc):
            ready = [vp for count, vp in mining.items() if disc["items"]["troop"] >= count]
            value += weights["mining_ready"] * max(ready, default=0)
            if p["cities"] > 0 and disc["items"]["colony"] and disc["items"]["troop"]:
                value += weights["city_ready"]  # a City can be built here next
    spots = set()
    for ship in mine:
        for disc in state.orbits_of(ship):
            occupant = disc["occupant"]
            if disc["kind"] != "homeworld" and occupant is None:
                spots.add(disc["id"])
            elif occupant is not None and occupant != player and disc["kind"] != "homeworld":
                value += weights["blockade"]
    value += weights["landing_spot"] * len(spots)
    for disc in state.discs:
        if disc["occupant"] == player and state.is_blockaded(disc):
            value += weights["blockaded"]
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
