"""Everything the rules ask of the physics package, in one place: orbits, ranges, where a new
ship sits in orbit, and resolving a flick. The rules never import pymunk at module level: the
resolver (which does) is imported only inside `resolve_flick`, as the layer rules allow."""

from __future__ import annotations

from ..physics import geometry
from ..physics.bodies import DiscBody, Flick, ShipBody


def disc_body(disc: dict) -> DiscBody:
    # A face-down disc in a player's view has kind "unknown": for the physics only its size matters.
    kind = disc["kind"] if disc["kind"] in ("planet", "asteroid", "homeworld") else "planet"
    return DiscBody(disc["id"], kind, disc["x"], disc["y"], disc["radius"])


def ship_body(ship: dict) -> ShipBody:
    return ShipBody(ship["id"], ship["owner"], ship["x"], ship["y"], battleship=ship["battleship"])


def in_orbit(ship: dict, disc: dict, physics, board) -> bool:
    return geometry.in_orbit((ship["x"], ship["y"]), disc_body(disc), physics, board, ship["battleship"])


def orbit_test(xy, body: DiscBody, physics, board, battleship: bool) -> bool:
    return geometry.in_orbit(xy, body, physics, board, battleship)


def within_range(a: dict, b: dict, length: float) -> bool:
    return geometry.within_range((a["x"], a["y"]), (b["x"], b["y"]), length)


def resolve_flick(physics, board, discs: list, ships: list, ship_id: str, angle: float, power: float):
    from ..physics.resolver import resolve_flick as resolve

    return resolve(physics, board, [disc_body(d) for d in discs], [ship_body(s) for s in ships],
                   Flick(ship_id, angle, power))


def orbit_spot(disc: dict, discs: list, ships: list, physics, board, battleship: bool) -> tuple[float, float]:
    """A free place in orbit of `disc` for a new ship. When the ring is full the ship goes just
    outside the disc facing the board centre anyway; the next flick pushes overlaps apart."""
    spot = geometry.place_in_orbit(disc_body(disc), [disc_body(d) for d in discs], [ship_body(s) for s in ships],
                                   physics, board, battleship)
    if spot is not None:
        return spot
    import math

    angle = math.atan2(board.height / 2 - disc["y"], board.width / 2 - disc["x"])
    reach = disc["radius"] + physics.radius(battleship)
    return (disc["x"] + reach * math.cos(angle), disc["y"] + reach * math.sin(angle))
