"""Seeded board positions for tests, benchmarks and the shot-accuracy measure: every hole filled
with a disc, ships in orbits and in open space, as a real mid-game board looks. Pure Python."""

from __future__ import annotations

import math

from game.core.rng import Rng

from .bodies import DiscBody, ShipBody
from .content import BoardSpec, PhysicsSpec
from .geometry import distance, place_in_orbit


def board_discs(board: BoardSpec, rng: Rng, asteroid_share: float = 0.25) -> list[DiscBody]:
    """A disc in every quadrant hole (planets, some asteroids) and a homeworld in every corner."""
    discs = []
    for hole in board.holes():
        kind = "asteroid" if rng.random() < asteroid_share else "planet"
        discs.append(DiscBody(hole.id, kind, hole.x, hole.y, board.disc_radius(kind)))
    for corner in board.corners:
        discs.append(DiscBody(corner.id, "homeworld", corner.x, corner.y, board.homeworld_radius))
    return discs


def free_spot(board: BoardSpec, physics: PhysicsSpec, discs, ships, rng: Rng, radius: float,
              tries: int = 200) -> tuple[float, float] | None:
    """A random point on the board where a ship of `radius` touches nothing."""
    for _ in range(tries):
        x = rng.uniform(radius + 1, board.width - radius - 1)
        y = rng.uniform(radius + 1, board.height - radius - 1)
        if any(distance((x, y), (d.x, d.y)) < d.radius + radius + 0.5 for d in discs):
            continue
        if any(distance((x, y), (s.x, s.y)) < radius + physics.radius(s.battleship) + 0.5 for s in ships):
            continue
        return (x, y)
    return None


def random_position(board: BoardSpec, physics: PhysicsSpec, rng: Rng, ship_count: int = 6,
                    players: int = 2, orbit_share: float = 0.6,
                    discs: list[DiscBody] | None = None) -> tuple[list[DiscBody], list[ShipBody]]:
    """Discs in every hole (or `discs`, when given) and `ship_count` ships dealt round the players,
    most in some orbit."""
    discs = board_discs(board, rng) if discs is None else list(discs)
    ships: list[ShipBody] = []
    for i in range(ship_count):
        owner = i % players
        battleship = rng.random() < 0.1
        spot = None
        if rng.random() < orbit_share:
            disc = rng.choice(discs)
            spot = place_in_orbit(disc, discs, ships, physics, board, battleship,
                                  start_angle=rng.uniform(0, 2 * math.pi))
        if spot is None:
            spot = free_spot(board, physics, discs, ships, rng, physics.radius(battleship))
        if spot is not None:
            ships.append(ShipBody(f"p{owner}s{i}", owner, spot[0], spot[1], battleship))
    return discs, ships
