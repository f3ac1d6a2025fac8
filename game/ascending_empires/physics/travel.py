"""How far a flicked ship coasts: a table measured once per physics spec on the resolver itself,
so shot planning matches the integrator exactly. The slowing (sliding friction and damping)
depends on speed alone, never on mass or position, so one table serves every ship and holds
mid-flight as well as at launch."""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache

from .bodies import Flick, ShipBody
from .content import BoardSpec, CornerSpec, HoleSpec, PhysicsSpec, QuadrantSpec
from .resolver import resolve_flick


@lru_cache(maxsize=8)
def travel_table(physics: PhysicsSpec, steps: int = 200) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """(powers, distances): how far a lone ship coasts for each power, measured on the resolver
    on open ground (the friction model does not depend on mass, so one table serves all ships)."""
    board = _open_ground(physics)
    powers, distances = [], []
    for i in range(steps + 1):
        power = i / steps
        start = (board.width / 2 - 1e4, board.height / 2)
        result = resolve_flick(physics, board, [], [ShipBody("s", 0, *start)], Flick("s", 0.0, power))
        powers.append(power)
        distances.append(result.positions["s"][0] - start[0])
    return tuple(powers), tuple(distances)


def _open_ground(physics: PhysicsSpec) -> BoardSpec:
    """A board so large that nothing leaves it: the holes of a tiny template board, unused."""
    size = 4e4
    quadrants = tuple(QuadrantSpec(f"q{i}", f"q{i}", (i % 2) * size / 2, (i // 2) * size / 2, size / 2, size / 2,
                                   tuple(HoleSpec(f"q{i}h{j}", (i % 2) * size / 2 + 100 + 100 * j,
                                                  (i // 2) * size / 2 + 100) for j in range(7)))
                      for i in range(4))
    corners = tuple(CornerSpec(f"c{i}", (i % 2) * size / 2 + 5000, (i // 2) * size / 2 + 5000) for i in range(4))
    return BoardSpec(size, size, 1.0, 1.0, 1.0, 1.0, quadrants, corners)


def power_for_distance(physics: PhysicsSpec, length: float) -> float | None:
    """The power that makes a ship coast `length` units on open ground; None if out of reach."""
    powers, distances = travel_table(physics)
    if length > distances[-1]:
        return None
    i = bisect_left(distances, length)
    if i == 0:
        return powers[0]
    d0, d1 = distances[i - 1], distances[i]
    t = 0.0 if d1 == d0 else (length - d0) / (d1 - d0)
    return powers[i - 1] + t * (powers[i] - powers[i - 1])


def distance_for_speed(physics: PhysicsSpec, speed: float) -> float | None:
    """How far a ship moving at `speed` still coasts on open ground (the slowing depends on speed
    alone, so this holds mid-flight as well as at launch)."""
    powers, distances = travel_table(physics)
    power = speed / physics.max_speed
    if power > 1.0:
        return None
    i = min(len(powers) - 1, max(1, bisect_left(powers, power)))
    t = (power - powers[i - 1]) / (powers[i] - powers[i - 1])
    return distances[i - 1] + t * (distances[i] - distances[i - 1])
