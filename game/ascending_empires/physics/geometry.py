"""Board geometry without pymunk: orbits, ranges, the aim line and free spots in an orbit.

Pure Python, so the rules may import it (the layer test forbids pymunk in rules); the resolver
re-exports these functions. Coordinates are board units, y down, angles in radians."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable

from .content import BoardSpec, PhysicsSpec
from .bodies import DiscBody, ShipBody

# Judging geometry on final positions: a sliver this small counts as touching.
TOUCH_TOLERANCE = 1e-6


def in_orbit(ship_xy: tuple[float, float], disc: DiscBody, physics: PhysicsSpec, board: BoardSpec,
             battleship: bool = False) -> bool:
    """A ship is in orbit when any part of it touches the orbit ring: the band of
    `board.orbit_ring_width` around the disc's edge."""
    reach = disc.radius + board.orbit_ring_width + physics.radius(battleship)
    return math.hypot(ship_xy[0] - disc.x, ship_xy[1] - disc.y) <= reach + TOUCH_TOLERANCE


def distance(a_xy: tuple[float, float], b_xy: tuple[float, float]) -> float:
    return math.hypot(a_xy[0] - b_xy[0], a_xy[1] - b_xy[1])


def within_range(a_xy: tuple[float, float], b_xy: tuple[float, float], length: float) -> bool:
    """Range is measured centre to centre (a ruler laid from the middle of one ship to the middle
    of the other), so a Battleship's larger hull does not lengthen its reach. `length` is
    `physics.short_range` or `physics.long_range`."""
    return distance(a_xy, b_xy) <= length + TOUCH_TOLERANCE


@dataclass(frozen=True)
class AimContact:
    """Where a ship sent straight along an aim line first touches something: the ship's centre at
    that moment (x, y), how far it travelled, and what it meets: kind "disc", "ship" or "edge"
    (its centre reaches the board edge, where it would be lost), with the id (None for an edge)."""

    x: float
    y: float
    distance: float
    kind: str
    target: str | None


def _ray_circle(ox, oy, dx, dy, cx, cy, reach) -> float | None:
    """Distance along the unit ray (o, d) to where it enters the circle (c, reach), if it does."""
    fx, fy = ox - cx, oy - cy
    b = fx * dx + fy * dy
    c = fx * fx + fy * fy - reach * reach
    if c <= 0.0:  # already touching: the contact is right here if the ray heads inwards
        return 0.0 if b < 0.0 else None
    disc = b * b - c
    if disc < 0.0:
        return None
    t = -b - math.sqrt(disc)
    return t if t >= 0.0 else None


def aim_contact(physics: PhysicsSpec, board: BoardSpec, discs: Iterable[DiscBody],
                ships: Iterable[ShipBody], ship_id: str, angle: float) -> AimContact:
    """The first thing the ship `ship_id` touches moving straight along `angle` (no friction, no
    bounce): the end of the aim line."""
    ships = list(ships)
    me = next((s for s in ships if s.id == ship_id), None)
    if me is None:
        raise ValueError(f"no ship {ship_id!r}")
    r = physics.radius(me.battleship)
    dx, dy = math.cos(angle), math.sin(angle)
    best = (_edge_distance(me.x, me.y, dx, dy, board), "edge", None)
    for disc in sorted(discs, key=lambda d: d.id):
        t = _ray_circle(me.x, me.y, dx, dy, disc.x, disc.y, disc.radius + r)
        if t is not None and t < best[0]:
            best = (t, "disc", disc.id)
    for other in sorted(ships, key=lambda s: s.id):
        if other.id == ship_id:
            continue
        t = _ray_circle(me.x, me.y, dx, dy, other.x, other.y, r + physics.radius(other.battleship))
        if t is not None and t < best[0]:
            best = (t, "ship", other.id)
    t, kind, target = best
    return AimContact(me.x + dx * t, me.y + dy * t, t, kind, target)


def first_contact(physics: PhysicsSpec, board: BoardSpec, discs: Iterable[DiscBody],
                  ships: Iterable[ShipBody], ship_id: str, angle: float) -> tuple[float, float]:
    """The point (the ship's centre) where the straight aim line first meets a disc, a ship or the
    board edge. `aim_contact` tells what was met."""
    contact = aim_contact(physics, board, discs, ships, ship_id, angle)
    return (contact.x, contact.y)


def _edge_distance(x, y, dx, dy, board: BoardSpec) -> float:
    limits = []
    if dx > 0:
        limits.append((board.width - x) / dx)
    elif dx < 0:
        limits.append(-x / dx)
    if dy > 0:
        limits.append((board.height - y) / dy)
    elif dy < 0:
        limits.append(-y / dy)
    return max(0.0, min(limits)) if limits else 0.0


def place_in_orbit(disc: DiscBody, discs: Iterable[DiscBody], ships: Iterable[ShipBody],
                   physics: PhysicsSpec, board: BoardSpec, battleship: bool = False,
                   start_angle: float | None = None) -> tuple[float, float] | None:
    """A free spot for a new ship in orbit of `disc` (setup, Launch): just outside the disc, inside
    the ring, clear of every disc and ship and fully on the board. Tries `start_angle` first (by
    default the direction of the board centre), then turns outwards both ways in 10-degree steps.
    None when the ring is full."""
    r = physics.radius(battleship)
    gap = min(1.0, board.orbit_ring_width / 4)  # daylight between the hull and the disc
    orbit = disc.radius + r + gap
    if start_angle is None:
        start_angle = math.atan2(board.height / 2 - disc.y, board.width / 2 - disc.x)
    discs, ships = list(discs), list(ships)
    for i in range(36):
        step = (i + 1) // 2 * (1 if i % 2 else -1)
        a = start_angle + math.radians(10 * step)
        x, y = disc.x + orbit * math.cos(a), disc.y + orbit * math.sin(a)
        if not (r <= x <= board.width - r and r <= y <= board.height - r):
            continue
        if any(distance((x, y), (d.x, d.y)) < d.radius + r + gap / 2 for d in discs if d.id != disc.id):
            continue
        if any(distance((x, y), (s.x, s.y)) < r + physics.radius(s.battleship) + gap for s in ships):
            continue
        return (x, y)
    return None
