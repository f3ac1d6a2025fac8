"""A new game: discs shuffled face down into the quadrants, homeworlds and asteroids in the
corners, supplies filled and two starships in orbit of each homeworld."""

from __future__ import annotations

import math

from game.core.rng import Rng
from game.core.tryout import TryError, tried_item

from . import table
from .state import AscendingEmpiresState
from .technology import technology


def _setup_for(content, players: int):
    for setup in content.setups:
        if setup.players == players:
            return setup
    raise ValueError(f"Ascending Empires has no setup for {players} players")


def vp_pool_for(content, players: int, variants) -> int:
    pool = _setup_for(content, players).vp_pool
    for variant in content.variants:
        if variant.id in variants and variant.vp_pool is not None:
            pool = variant.vp_pool
    return pool


def corner_quadrant(board, corner) -> int:
    """The quadrant a corner disc counts for (the one whose centre is nearest)."""
    def distance(q):
        return math.hypot(q.x + q.width / 2 - corner.x, q.y + q.height / 2 - corner.y)
    return min(range(len(board.quadrants)), key=lambda i: distance(board.quadrants[i]))


def _disc(disc_id, kind, colour, x, y, radius, quadrant, hole, face_up, owner=None) -> dict:
    return {"id": disc_id, "kind": kind, "colour": colour, "owner": owner, "occupant": owner,
            "x": x, "y": y, "radius": radius, "quadrant": quadrant, "hole": hole, "face_up": face_up,
            "seen_by": [], "items": {"troop": 0, "colony": 0, "city": 0, "facility": 0}}


def new_state(content, config) -> AscendingEmpiresState:
    state = new_game(content, config.player_count, config.seed, tuple(config.variants),
                     [seat.name for seat in config.seats])
    item = tried_item(config)
    if item is not None:  # "Try it": seat 1 starts with it
        give_technology(state, 0, item)
    return state


def give_technology(state: AscendingEmpiresState, player: int, tech_id: str) -> None:
    """"Try it": `player` starts with the technology developed, and the levels of its colour below
    it (the placard is climbed a level at a time); what those levels give once (on_develop) is
    given now. Nobody is first to develop them: that VP is still to be won."""
    from .turn import run_effect

    tech = next((t for t in state.content.technologies if t.id == tech_id), None)
    if tech is None:
        raise TryError(f"Ascending Empires has no technology {tech_id!r}")
    levels = state.players[player]["tech"]
    for level in range(levels[tech.colour] + 1, tech.level + 1):
        levels[tech.colour] = level
        developed = technology(state.content, tech.colour, level)
        for ability in developed.abilities if developed is not None else ():
            if ability.when == "on_develop":
                run_effect(state, player, ability.effect, developed.name)


def new_game(content, players: int, seed: int, variants=(), names=None) -> AscendingEmpiresState:
    setup = _setup_for(content, players)
    board, physics, rules = content.board, content.physics, content.rules
    rng = Rng(seed)
    discs = []
    homeworld_of = {}
    player = 0
    for index, (what, corner) in enumerate(zip(setup.corners, board.corners)):
        quadrant = corner_quadrant(board, corner)
        if what == "homeworld":
            disc = _disc(f"home{player + 1}", "homeworld", None, corner.x, corner.y,
                         board.disc_radius("homeworld"), quadrant, corner.id, True, owner=player)
            homeworld_of[player] = disc
            player += 1
        else:
            disc = _disc(f"corner_asteroid{index + 1}", "asteroid", None, corner.x, corner.y,
                         board.disc_radius("asteroid"), quadrant, corner.id, True)
        discs.append(disc)
    colour_order = [c.id for c in content.colours]
    for q_index, (group, quadrant) in enumerate(zip(setup.quadrants, board.quadrants)):
        pieces = [("planet", colour) for colour in colour_order for _ in range(group.planets.get(colour, 0))]
        pieces += [("asteroid", None)] * group.asteroids
        holes = list(quadrant.holes)
        rng.shuffle(pieces)
        rng.shuffle(holes)
        for number, ((kind, colour), hole) in enumerate(zip(pieces, holes)):
            discs.append(_disc(f"q{q_index + 1}d{number + 1}", kind, colour, hole.x, hole.y,
                               board.disc_radius(kind), q_index, hole.id, False))
    discs.sort(key=lambda d: d["id"])
    colours = {c.id: 0 for c in content.colours}
    player_data = [{"troops": rules.starting_troops, "ships": 0, "box_troops": rules.box_troops,
                    "box_ships": rules.box_ships, "battleship": "box", "colonies": rules.colonies,
                    "cities": rules.cities, "facilities": rules.facilities, "tech": dict(colours),
                    "tokens": 0, "rows": []} for _ in range(players)]
    ships = []
    next_ship = 1
    for p in range(players):
        for _ in range(rules.starting_ships):
            x, y = table.orbit_spot(homeworld_of[p], discs, ships, physics, board, False)
            ships.append({"id": f"s{next_ship}", "owner": p, "x": x, "y": y, "battleship": False})
            next_ship += 1
    data = {"n": players, "names": list(names or [f"Player {p + 1}" for p in range(players)]),
            "variants": list(variants), "players": player_data, "discs": discs, "ships": ships,
            "next_ship": next_ship, "vp_pool": vp_pool_for(content, players, variants),
            "current": rng.randrange(players), "turn": 1, "phase": "action", "moves_left": 0,
            "move_started": False, "flick_ship": None, "recruited": 0, "first_developed": [], "first_developers": {},
            "end_trigger": None, "trigger_turn": None, "final_turns_left": None, "rng": rng.to_list()}
    return AscendingEmpiresState(content, data)
