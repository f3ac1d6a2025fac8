"""How good a position looks for one player: the bots' evaluation.

It estimates each player's final score (VP tokens plus what their planets would score now) and
adds small values for what turns into points later: troops, ships, research facilities,
technology, ships waiting in orbit of planets nobody holds. A position is worth the player's
estimate minus the best opponent's.

Only taking the last VP token ends the game, so a leader must want the end: with a `closing`
weight (the expert's), once the pool is down to its last `ENDGAME_POOL` tokens each token gone
from it is worth that much more to a player ahead (in full from a lead of `CLOSING_LEAD`), and
half as much each token its troops could mine next turn (a lone troop counts a quarter token, so
a recruit towards mining is seen before the Mine). Without it a won game can stall for ever: once
every planet is held, the tokens left cost ships and troops to take, and holding on looks as
good. Before the endgame the term is zero, so it changes nothing earlier."""

from __future__ import annotations

from .features import counts

WEIGHTS = {
    "troop_board": 0.25, "troop_supply": 0.3, "ship_board": 0.5, "ship_supply": 0.35,
    "facility": 1.3, "tech_level": 1.5, "city_ready": 0.0, "landing_spot": 0.5, "threatened_ship": -0.45,
    "blockade": 0.4, "blockaded": -0.5, "mining_ready": 0.1, "closing": 0.0,
}
ENDGAME_POOL = 12  # tokens left in the pool when a leader starts to want the end
CLOSING_LEAD = 6.0  # estimated points ahead of the best rival at which the wish to end is full
IN_HAND = 0.5  # of a token taken, what one its troops could mine next turn is worth
LONE_TROOP = 0.25  # tokens a troop too few to mine counts towards mining


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


def closer_to_end(state, player: int) -> float:
    """Tokens of the last `ENDGAME_POOL` gone from the pool, and those the player's troops could
    mine next turn (0 before the endgame)."""
    if state.vp_pool > ENDGAME_POOL:
        return 0.0
    mining = state.rules.mining
    minable = 0.0
    for disc in state.discs:
        troops = disc["items"]["troop"]
        if troops and disc["occupant"] == player and disc["kind"] != "homeworld" and not state.is_blockaded(disc):
            minable += max((vp for count, vp in mining.items() if troops >= count), default=LONE_TROOP * troops)
    return ENDGAME_POOL - state.vp_pool + IN_HAND * minable


def evaluate(state, player: int, weights=WEIGHTS, careful: bool = False) -> float:
    """The player's estimate minus the best opponent's; a finished game counts its ranks."""
    if state.is_terminal():
        outcome = state.outcome()
        mine = outcome.result_of(player)
        return 1000.0 if mine.rank == 1 else -1000.0 + mine.score
    mine = estimate(state, player, weights)
    others = max(estimate(state, p, weights) for p in range(state.n) if p != player)
    value = mine - others
    if weights["closing"] and value > 0:
        value += weights["closing"] * min(1.0, value / CLOSING_LEAD) * closer_to_end(state, player)
    if careful:
        value += weights["threatened_ship"] * threatened(state, player)
    return value
