"""Worked-out flicks into a target's orbit band: open straight lines and one-cushion bank shots off
another disc, each as (angle, power, tolerance), most forgiving first. Pure planning: geometry
and the coasting table; `aim.best_shot` simulates them."""

from __future__ import annotations

import dataclasses
import math

from .bodies import DiscBody, ShipBody
from .content import BoardSpec, PhysicsSpec
from .geometry import aim_contact
from .travel import distance_for_speed, power_for_distance

STRAIGHT_LINES = 15
BANK_OFFSETS = 15
BANK_RANGE = 450.0  # cushions further than this are not tried
BAND_MARGIN = 0.5  # aim this far inside the band's edges


def _band_stop(ox: float, oy: float, ux: float, uy: float, target: DiscBody, inner: float,
               outer: float) -> tuple[float, float] | None:
    """Along the ray from (ox, oy) in unit direction (ux, uy): (distance to the middle of the stretch
    where a resting ship would be in the target's orbit band, half that stretch's length); None if
    the ray misses the band."""
    tx, ty = target.x - ox, target.y - oy
    along = tx * ux + ty * uy               # distance to the ray's closest approach to the centre
    offset = abs(tx * uy - ty * ux)         # how far the ray passes from the centre
    if along <= 0.0 or offset >= outer:
        return None
    enter = along - math.sqrt(outer * outer - offset * offset)
    leave = along - math.sqrt(inner * inner - offset * offset) if offset < inner else \
        along + math.sqrt(outer * outer - offset * offset)
    if enter < 0.0 or leave <= enter:
        return None
    return (enter + leave) / 2, (leave - enter) / 2


def _band(physics: PhysicsSpec, board: BoardSpec, me: ShipBody, target: DiscBody) -> tuple[float, float]:
    r = physics.radius(me.battleship)
    inner = target.radius + r + BAND_MARGIN          # closer and the ship would touch the disc
    outer = target.radius + board.orbit_ring_width + r - BAND_MARGIN  # further and it is not in orbit
    return inner, outer


def candidate_flicks(physics: PhysicsSpec, board: BoardSpec, discs: list[DiscBody], ships: list[ShipBody],
                     ship_id: str, target: DiscBody, lines: int = STRAIGHT_LINES) -> list[tuple[float, float, float]]:
    """Open straight shots into the target's orbit band as (angle, power, tolerance), most forgiving
    first. Lines are spread across the band by their offset from the target's centre; each aims at
    the middle of the stretch of the line where a resting ship would be in orbit (before it would
    touch the disc), and `tolerance` is half that stretch: how far the ship may over- or undershoot.
    A line that grazes the disc keeps the ship in the band several times longer than one aimed
    at the centre, so it forgives an unsteady power."""
    me = next(s for s in ships if s.id == ship_id)
    r = physics.radius(me.battleship)
    inner, outer = _band(physics, board, me, target)
    dx, dy = target.x - me.x, target.y - me.y
    reach = math.hypot(dx, dy)
    if reach <= outer:
        return []
    bearing = math.atan2(dy, dx)
    found = []
    for k in range(lines):
        offset = outer * (2 * (k + 0.5) / lines - 1)  # signed miss distance of the line from the centre
        angle = bearing + math.asin(offset / reach)
        stop = _band_stop(me.x, me.y, math.cos(angle), math.sin(angle), target, inner, outer)
        if stop is None:
            continue
        length, tolerance = stop
        end = (me.x + length * math.cos(angle), me.y + length * math.sin(angle))
        if not (r <= end[0] <= board.width - r and r <= end[1] <= board.height - r):
            continue
        if aim_contact(physics, board, discs, ships, ship_id, angle).distance < length:
            continue  # something is in the way
        power = power_for_distance(physics, length)
        if power is not None:
            found.append((-tolerance, length, angle, power))
    found.sort()
    return [(angle, power, -neg) for neg, _, angle, power in found]


def bank_flicks(physics: PhysicsSpec, board: BoardSpec, discs: list[DiscBody], ships: list[ShipBody],
                ship_id: str, target: DiscBody, offsets: int = BANK_OFFSETS) -> list[tuple[float, float, float]]:
    """One-cushion shots off another disc into the target's band, as (angle, power, tolerance), most
    forgiving first. The bounce is worked out as the solver does it: the normal speed reverses
    scaled by the ship-disc restitution, the sliding speed loses at most friction x the normal
    impulse. The power then follows from the coasting table: speed needed after the bounce, before
    it, and at launch."""
    me = next(s for s in ships if s.id == ship_id)
    r = physics.radius(me.battleship)
    inner, outer = _band(physics, board, me, target)
    e, mu = physics.restitution_ship_disc, physics.contact_friction
    found = []
    for wall in discs:
        if wall.id == target.id:
            continue
        hit_reach = wall.radius + r
        dist = math.hypot(wall.x - me.x, wall.y - me.y)
        if dist <= hit_reach + 0.01 or dist > BANK_RANGE:
            continue
        bearing = math.atan2(wall.y - me.y, wall.x - me.x)
        for k in range(offsets):
            angle = bearing + math.asin(hit_reach * 0.96 * (2 * (k + 0.5) / offsets - 1) / dist)
            first = aim_contact(physics, board, discs, ships, ship_id, angle)
            if first.kind != "disc" or first.target != wall.id:
                continue
            ux, uy = math.cos(angle), math.sin(angle)
            nx, ny = (first.x - wall.x) / hit_reach, (first.y - wall.y) / hit_reach
            vn = ux * nx + uy * ny
            tx, ty = ux - vn * nx, uy - vn * ny
            slide = math.hypot(tx, ty)
            keep = max(0.0, slide - mu * (1 + e) * abs(vn)) / slide if slide > 1e-9 else 0.0
            ox, oy = tx * keep - e * vn * nx, ty * keep - e * vn * ny
            bounce = math.hypot(ox, oy)
            if bounce < 0.05:
                continue
            ox, oy = ox / bounce, oy / bounce
            stop = _band_stop(first.x, first.y, ox, oy, target, inner, outer)
            if stop is None:
                continue
            length, tolerance = stop
            end = (first.x + length * ox, first.y + length * oy)
            if not (r <= end[0] <= board.width - r and r <= end[1] <= board.height - r):
                continue
            moved = [dataclasses.replace(s, x=first.x, y=first.y) if s.id == ship_id else s for s in ships]
            if aim_contact(physics, board, discs, moved, ship_id, math.atan2(oy, ox)).distance < length:
                continue
            after = power_for_distance(physics, length)
            if after is None:
                continue
            before = distance_for_speed(physics, after * physics.max_speed / bounce)
            launch = None if before is None else power_for_distance(physics, first.distance + before)
            if launch is not None:
                found.append((-tolerance, angle, launch))
    found.sort()
    return [(angle, power, -neg) for neg, angle, power in found]


def shot_kind(physics: PhysicsSpec, board: BoardSpec, discs: list[DiscBody], ships: list[ShipBody],
              ship_id: str, target: DiscBody) -> str | None:
    """"straight" if an open straight line reaches the target's orbit band, else "bank" if a
    one-cushion shot does, else None. Cheap (geometry only): for choosing targets before searching.
    Straight shots survive a bot's wobble far better than banks."""
    if candidate_flicks(physics, board, discs, ships, ship_id, target):
        return "straight"
    if bank_flicks(physics, board, discs, ships, ship_id, target):
        return "bank"
    return None
