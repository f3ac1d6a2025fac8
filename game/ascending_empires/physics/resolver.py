"""The flick resolver: one flick of one ship, simulated with pymunk until everything is at rest.

Coordinates are board units with y growing downwards (screen order); an angle is in radians in
those coordinates, so angle 0 points right and pi/2 points down the board. The rules build the
bodies from their state, call `resolve_flick`, and judge orbits, ranges and losses from the
result. The scene runs a `FlickSimulation` a few fixed steps per frame: the very same steps, so
what it shows is exactly what the rules receive.

The board's static world (discs, orbit rings, edges) comes from `world.py`, built once per board
and reused; a flick only adds its ships. Sliding friction and damping run inside pymunk, so Python
runs only when something happens (a contact, a ring or an edge crossed) and once per fixed step.

Determinism: bodies are added in id order, the step is fixed, nothing reads the clock, and a
reused world gives exactly what a fresh one does, so the same inputs give the same result every
time (on one pymunk build; saves keep positions)."""

from __future__ import annotations

import math
import weakref
from typing import Callable, Iterable

import pymunk

from .bodies import DiscBody, Flick, FlickEvent, FlickResult, ShipBody
from .content import BoardSpec, PhysicsSpec
from .geometry import (AimContact, aim_contact, distance, first_contact, in_orbit,  # noqa: F401 (re-exported API)
                       place_in_orbit, within_range)
from .world import SHIP_TYPE, give_back, world_for

# Ending overlaps smaller than this are rounding, not overlaps.
OVERLAP_TOLERANCE = 1e-6
# Bodies closer than this before the flick count as already touching (their contact counts only
# once one is pressed into the other: `FlickSimulation._strikes`).
START_TOUCH = 0.01


class FlickSimulation:
    """A flick in progress. `advance(dt)` runs as many fixed steps as `dt` seconds hold (the
    remainder carries over to the next call). `observer`, when given, is called after every
    solver substep with this simulation (tests use it to watch for tunnelling): while the flick
    runs, `bodies` maps each ship still on the board to its pymunk body (they go back to the
    board's world when it is done, and `bodies` is then empty)."""

    def __init__(self, physics: PhysicsSpec, board: BoardSpec, discs: Iterable[DiscBody],
                 ships: Iterable[ShipBody], flick: Flick, observer: Callable | None = None):
        self.physics, self.board = physics, board
        self.discs = tuple(sorted(discs, key=lambda d: d.id))
        self.ships = {s.id: s for s in sorted(ships, key=lambda s: s.id)}
        if flick.ship_id not in self.ships:
            raise ValueError(f"no ship {flick.ship_id!r} to flick")
        if not (0.0 <= flick.power <= 1.0) or not math.isfinite(flick.angle):
            raise ValueError(f"a flick needs a power from 0 to 1 and a finite angle, got {flick}")
        self.flick = flick
        self.observer = observer
        self.done = False
        self.steps = 0
        self._accumulator = 0.0
        self._lost: list[str] = []
        self._leaving: list[pymunk.Body] = []
        self._ram: tuple[str, str] | None = None
        self._collisions: list[tuple[str, str]] = []
        self._events: list[FlickEvent] = []
        self._separated: list[FlickEvent] = []  # this substep's events from separate callbacks
        self._result: FlickResult | None = None
        self._previous: dict[str, tuple[float, float]] = {}
        self._callback_error: Exception | None = None
        self._removed_at: dict[str, tuple[float, float]] = {}
        self._disc_by_id = {d.id: d for d in self.discs}
        # Ships that have moved or may be moving: the flicked one and every ship a moving one
        # touched. Every other ship sleeps where it started, so only these are ever checked.
        self._moved: list[str] = []
        self._moved_set: set[str] = set()
        self._needs_friction: list[str] = []
        self._pending = False  # a callback left work for after the substep (the lists above)
        self._build()

    # --- building -----------------------------------------------------------------------------

    def _build(self) -> None:
        self.world = world_for(self.physics, self.board, self.discs, len(self.ships))
        self.space = self.world.space
        self.world.start(self)
        # A flick dropped before it ends takes its ships out of the world when it is freed, so no
        # world is ever torn down by pymunk with ships and their contacts still in it.
        self._dropped = weakref.finalize(self, self.world.finish)
        self._dropped.atexit = False
        self.bodies: dict[str, pymunk.Body] = {ship_id: self.world.add_ship(ship)
                                                for ship_id, ship in self.ships.items()}
        # Ships at rest start asleep and wake when touched, so a flick costs what moves.
        for ship_id, body in self.bodies.items():
            if ship_id != self.flick.ship_id:
                body.sleep()
        p, flicked = self.physics, self.bodies[self.flick.ship_id]
        speed = self.flick.power * p.max_speed
        flicked.velocity = (speed * math.cos(self.flick.angle), speed * math.sin(self.flick.angle))
        self._mark_moved(self.flick.ship_id)
        self._give_friction()
        self._resting_contacts = self._touching_at_start()
        self._orbits = set()
        for ship in self.ships.values():
            for i in self.world.discs_near(ship.x, ship.y):
                disc = self.discs[i]
                if in_orbit((ship.x, ship.y), disc, p, self.board, ship.battleship):
                    self._orbits.add((ship.id, disc.id))
        self._orbits_at_start = set(self._orbits)

    def _touching_at_start(self) -> set[tuple[str, str]]:
        """Pairs already touching before the flick (a ship parked against a disc or another ship).
        Their contact counts only once one of them moves into the other (`_strikes`): moving apart
        or sliding along is no contact, let alone a ram, and two that sit still never count."""
        p, pairs = self.physics, set()
        where = {s.id: (s.x, s.y) for s in self.ships.values()}
        for ship in self.ships.values():
            r = p.radius(ship.battleship)
            for i in self.world.discs_near(ship.x, ship.y):
                disc = self.discs[i]
                if math.hypot(ship.x - disc.x, ship.y - disc.y) <= disc.radius + r + START_TOUCH:
                    pairs.add((ship.id, disc.id))
        for a, b in _close_pairs(where, 2 * max(p.ship_radius, p.battleship_radius) + START_TOUCH):
            sa, sb = self.ships[a], self.ships[b]
            if math.hypot(sa.x - sb.x, sa.y - sb.y) <= p.radius(sa.battleship) + p.radius(sb.battleship) + START_TOUCH:
                pairs.add((a, b))
        return pairs

    def _mark_moved(self, ship_id: str) -> None:
        if ship_id not in self._moved_set:
            self._moved_set.add(ship_id)
            self._moved.append(ship_id)
            self._needs_friction.append(ship_id)
            self._pending = True

    def _give_friction(self) -> None:
        """Sliding friction for ships that started moving. Joints cannot be added during a solver
        step, so a ship struck in a substep gets its friction from the next one."""
        for ship_id in self._needs_friction:
            body = self.bodies.get(ship_id)
            if body is not None:
                self.world.add_friction(body)
        self._needs_friction.clear()

    # --- contacts (called by the world's collision handlers) -----------------------------------

    def callback_failed(self, error: Exception) -> None:
        """pymunk swallows exceptions raised in collision callbacks; keep the first one and raise
        it after the step instead, so a bug cannot pass silently."""
        if self._callback_error is None:
            self._callback_error = error
        self._pending = True

    def _raise_callback_error(self) -> None:
        if self._callback_error is not None:
            error, self._callback_error = self._callback_error, None
            raise RuntimeError("a collision callback failed during the flick") from error

    def separate(self, arbiter) -> None:
        if self._resting_contacts:
            a, b = arbiter.shapes
            self._resting_contacts.discard(_pair(a, b))

    def _strikes(self, arbiter) -> bool:
        """Whether a pair that touched before the flick is now pressed together: one moves into the
        other faster than a ship at rest would (a ship pushed against an enemy it rests on rams it)."""
        a, b = arbiter.bodies
        n = arbiter.normal  # from the first shape towards the second
        approach = (a.velocity.x - b.velocity.x) * n.x + (a.velocity.y - b.velocity.y) * n.y
        return approach > self.physics.rest_speed

    def still_touching(self, arbiter) -> None:
        """Every solver step of a contact: a resting pair that starts to strike becomes a contact."""
        if not self._resting_contacts:
            return
        pair = _pair(*arbiter.shapes)
        if pair in self._resting_contacts and self._strikes(arbiter):
            if all(shape.collision_type == SHIP_TYPE for shape in arbiter.shapes):
                self.ships_touch(arbiter)
            else:
                self.ship_hits_disc(arbiter)

    def _closing_speed(self, arbiter) -> float:
        a, b = arbiter.bodies
        n = arbiter.normal
        return abs((a.velocity.x - b.velocity.x) * n.x + (a.velocity.y - b.velocity.y) * n.y)

    def _contact_point(self, arbiter) -> tuple[float, float]:
        points = arbiter.contact_point_set.points
        if points:
            return (points[0].point_a.x, points[0].point_a.y)
        body = arbiter.bodies[0]
        return (body.position.x, body.position.y)

    def ships_touch(self, arbiter) -> None:
        arbiter.restitution = self.physics.restitution_ship_ship
        arbiter.friction = self.physics.contact_friction
        a, b = _pair(*arbiter.shapes)
        self._mark_moved(a)  # a moving ship touching a sleeping one wakes it
        self._mark_moved(b)
        if (a, b) in self._resting_contacts:
            if not self._strikes(arbiter):
                return
            self._resting_contacts.discard((a, b))
        self._collisions.append((a, b))
        kind = "bump"
        if self._ram is None and self.ships[a].owner != self.ships[b].owner:
            self._ram = (a, b)
            kind = "ram"
        x, y = self._contact_point(arbiter)
        self._events.append(FlickEvent(kind, a, b, x, y, self._closing_speed(arbiter), self.sim_time))

    def ship_hits_disc(self, arbiter) -> None:
        arbiter.restitution = self.physics.restitution_ship_disc
        arbiter.friction = self.physics.contact_friction
        pair = _pair(*arbiter.shapes)
        if pair in self._resting_contacts:
            if not self._strikes(arbiter):
                return
            self._resting_contacts.discard(pair)
        self._collisions.append(pair)
        x, y = self._contact_point(arbiter)
        self._events.append(FlickEvent("ricochet", pair[0], pair[1], x, y, self._closing_speed(arbiter),
                                       self.sim_time))

    def enters_orbit(self, arbiter) -> None:
        pair = _pair(*arbiter.shapes)
        if pair in self._orbits_at_start:
            self._orbits_at_start.discard(pair)  # already counted in orbit; the ring tracks it from now
            return
        self._orbits.add(pair)
        x, y = self._where(pair[0])
        self._events.append(FlickEvent("orbit_enter", pair[0], pair[1], x, y, 0.0, self.sim_time))

    def leaves_orbit(self, arbiter) -> None:
        pair = _pair(*arbiter.shapes)
        self._orbits_at_start.discard(pair)
        if pair in self._orbits:
            self._orbits.discard(pair)
            x, y = self._where(pair[0])
            # pymunk calls separate callbacks in an order set by memory addresses: these events
            # are put in a fixed order before they are kept (`_keep_separated`).
            self._separated.append(FlickEvent("orbit_leave", pair[0], pair[1], x, y, 0.0, self.sim_time))
            self._pending = True

    def crosses_edge(self, arbiter) -> None:
        """A ship's centre has left the board (the edge sensors of its size touch it)."""
        shape = next(s for s in arbiter.shapes if s.collision_type == SHIP_TYPE)
        self._leaving.append(shape.body)
        self._pending = True

    def _keep_separated(self) -> None:
        self._events.extend(sorted(self._separated, key=lambda e: (e.kind, e.a, e.b or "")))
        self._separated.clear()

    # --- stepping -----------------------------------------------------------------------------

    @property
    def sim_time(self) -> float:
        return self.steps * self.physics.time_step

    def advance(self, dt_seconds: float) -> int:
        """Run the fixed steps that `dt_seconds` of real time hold; returns how many ran."""
        if self.done:
            return 0
        self._accumulator += max(0.0, dt_seconds)
        ran = 0
        while self._accumulator >= self.physics.time_step and not self.done:
            self._accumulator -= self.physics.time_step
            self._previous = self.positions()
            self.step()
            ran += 1
        return ran

    def interpolated_positions(self) -> dict[str, tuple[float, float]]:
        """Ship centres blended between the last two fixed steps by the time carried over, for smooth
        drawing when frames do not line up with steps. Drawing only: the rules use `result()`."""
        current = self.positions()
        previous = self._previous
        if self.done or not previous:
            return current
        alpha = min(1.0, self._accumulator / self.physics.time_step)
        blended = {}
        for ship_id, (x, y) in current.items():
            px, py = previous.get(ship_id, (x, y))
            blended[ship_id] = (px + (x - px) * alpha, py + (y - py) * alpha)
        return blended

    def step(self) -> None:
        """One fixed step: `substeps` solver steps, then the checks for rest and the time limit."""
        if self.done:
            return
        p, world_step, observer = self.physics, self.world.step, self.observer
        substep = p.substep
        for _ in range(p.substeps):
            world_step(substep)
            if self._pending:
                self._after_substep()
            if observer is not None:
                observer(self)
        self.steps += 1
        if self._orbits_at_start:
            self._check_start_orbits()
        if not self._anything_moving() or self.sim_time >= p.max_sim_time - 1e-9:
            self._finish()

    def _after_substep(self) -> None:
        """What the substep's callbacks left to do once the solver is out of the way."""
        self._pending = False
        self._raise_callback_error()
        if self._needs_friction:
            self._give_friction()
        if self._separated:
            self._keep_separated()
        if self._leaving:
            self._remove_leaving()

    def _anything_moving(self) -> bool:
        """Whether a ship still moves faster than `rest_speed` (slower counts as at rest: friction
        stops it within a few substeps, and the flick's end stops it dead)."""
        rest = self.physics.rest_speed ** 2
        for ship_id in self._moved:
            body = self.bodies.get(ship_id)
            if body is None or body.is_sleeping:
                continue
            vx, vy = body.velocity
            if vx * vx + vy * vy > rest:
                return True
        return False

    def _where(self, ship_id: str) -> tuple[float, float]:
        """A ship's centre now, or where it was when it left the board."""
        body = self.bodies.get(ship_id)
        if body is not None:
            return (body.position.x, body.position.y)
        return self._removed_at.get(ship_id, (self.ships[ship_id].x, self.ships[ship_id].y))

    def _check_start_orbits(self) -> None:
        """A ship in orbit before the flick that moves out of the ring within the very first substep
        never overlaps the sensor in a collision pass, so no ring event marks its leaving; check those
        orbits by geometry while the ring has not yet picked them up. Ships that never moved are
        still where they started."""
        for pair in sorted(self._orbits_at_start):
            ship_id, disc_id = pair
            if ship_id not in self._moved_set:
                continue
            body = self.bodies.get(ship_id)
            if body is not None and body.is_sleeping:
                continue
            if body is not None and in_orbit(tuple(body.position), self._disc_by_id[disc_id], self.physics,
                                             self.board, self.ships[ship_id].battleship):
                continue
            self._orbits_at_start.discard(pair)
            self._orbits.discard(pair)
            x, y = self._where(ship_id)
            self._events.append(FlickEvent("orbit_leave", ship_id, disc_id, x, y, 0.0, self.sim_time))

    def _remove_leaving(self) -> None:
        for body in self._leaving:
            ship_id = body.ship_id
            if ship_id in self.bodies:
                del self.bodies[ship_id]
                x, y = self._removed_at[ship_id] = (body.position.x, body.position.y)
                self.world.remove_ship(body)  # runs the separate callbacks (leaving orbits)
                self._raise_callback_error()
                self._keep_separated()
                self._lost.append(ship_id)
                self._events.append(FlickEvent("lost", ship_id, None, x, y, 0.0, self.sim_time))
        self._leaving.clear()

    def _finish(self) -> None:
        for ship_id in self._moved:  # the others never moved
            body = self.bodies.get(ship_id)
            if body is not None:
                body.velocity = (0.0, 0.0)
        self._settle_overlaps()
        for ship_id, body in list(self.bodies.items()):  # settling never nudges a ship over the edge,
            if not self.board.on_board(*self._resting_place(ship_id, body)):  # but be sure
                self._leaving.append(body)
        self._remove_leaving()
        self.done = True
        positions = {ship_id: self._resting_place(ship_id, body) for ship_id, body in self.bodies.items()}
        self._result = FlickResult(positions=positions, lost=tuple(self._lost), ram=self._ram,
                                   collisions=tuple(self._collisions), sim_time=self.sim_time, steps=self.steps)
        # The ship bodies go back to the world for the next flick: nothing here refers to them now.
        self._dropped.detach()
        self.world.finish()
        give_back(self.world)
        self.world = self.space = None
        self.bodies = {}

    def _resting_place(self, ship_id: str, body: pymunk.Body) -> tuple[float, float]:
        if ship_id in self._moved_set:
            return (float(body.position.x), float(body.position.y))
        ship = self.ships[ship_id]
        return (float(ship.x), float(ship.y))

    def _settle_overlaps(self) -> None:
        """The solver tolerates a sliver of overlap (collision slop); at rest no ship may sit inside a
        disc or another ship, so push any leftover overlap out along the line of centres (the later
        ship in id order moves)."""
        p = self.physics
        ids = list(self.bodies)
        order = {ship_id: n for n, ship_id in enumerate(ids)}
        where = {i: (tuple(self.bodies[i].position) if i in self._moved_set else (self.ships[i].x, self.ships[i].y))
                 for i in ids}
        reach = {i: p.radius(self.ships[i].battleship) for i in ids}
        cell = 2 * max(p.ship_radius, p.battleship_radius)
        moved_any: set[str] = set()
        for _ in range(8):
            moved = False
            cells = _cell_map(where, cell)
            for n, ship_id in enumerate(ids):
                r = reach[ship_id]
                for i in self.world.discs_near(*where[ship_id]):
                    disc = self.discs[i]
                    pushed = _push_out(where[ship_id], disc.x, disc.y, disc.radius + r)
                    if pushed is not None:
                        where[ship_id], moved = pushed, True
                        moved_any.add(ship_id)
                for other_id in _near(cells, where[ship_id], cell):
                    if order[other_id] >= n:
                        continue
                    ox, oy = where[other_id]
                    pushed = _push_out(where[ship_id], ox, oy, r + reach[other_id])
                    if pushed is not None:
                        where[ship_id], moved = pushed, True
                        moved_any.add(ship_id)
            if not moved:
                break
        for ship_id in sorted(moved_any):
            self._mark_moved(ship_id)
            self.bodies[ship_id].position = where[ship_id]
        self._needs_friction.clear()  # the flick is over: nothing moves any more

    # --- reading ------------------------------------------------------------------------------

    def positions(self) -> dict[str, tuple[float, float]]:
        """Current centre of every ship still on the board."""
        if self._result is not None:
            return dict(self._result.positions)
        return {ship_id: (float(b.position.x), float(b.position.y)) for ship_id, b in self.bodies.items()}

    def orbits(self) -> set[tuple[str, str]]:
        """(ship, disc) pairs in orbit right now, as the sensor rings see them: for marking ships
        while they move. The rules judge orbits with `in_orbit` on the final positions, which
        agrees with this once everything is at rest."""
        return set(self._orbits)

    def events_since_last(self) -> list[FlickEvent]:
        events, self._events = self._events, []
        return events

    def result(self) -> FlickResult:
        if self._result is None:
            raise RuntimeError("the flick is still running; advance it until `done`")
        return self._result


def _pair(a, b) -> tuple[str, str]:
    """The contact key of two shapes: (ship, disc) for a disc or its ring, else the two ship ids in
    order. Shape order in an arbiter is not to be trusted, so it is read from the collision types."""
    if b.collision_type != SHIP_TYPE:
        return (a.body_id, b.body_id)
    if a.collision_type != SHIP_TYPE:
        return (b.body_id, a.body_id)
    return tuple(sorted((a.body_id, b.body_id)))


def _cell_map(where: dict[str, tuple[float, float]], cell: float) -> dict[tuple[int, int], list[str]]:
    cells: dict[tuple[int, int], list[str]] = {}
    for ship_id, (x, y) in where.items():
        cells.setdefault((math.floor(x / cell), math.floor(y / cell)), []).append(ship_id)
    return cells


def _near(cells: dict, xy: tuple[float, float], cell: float):
    """Ships in the cell of `xy` and the eight round it: every ship closer than `cell`."""
    cx, cy = math.floor(xy[0] / cell), math.floor(xy[1] / cell)
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            yield from cells.get((cx + dx, cy + dy), ())


def _close_pairs(where: dict[str, tuple[float, float]], reach: float) -> list[tuple[str, str]]:
    """Every pair of ships (id order) whose centres may be closer than `reach`."""
    cells = _cell_map(where, reach)
    pairs = set()
    for ship_id, xy in where.items():
        for other in _near(cells, xy, reach):
            if other > ship_id:
                pairs.add((ship_id, other))
    return sorted(pairs)


def _push_out(xy: tuple[float, float], cx: float, cy: float, reach: float) -> tuple[float, float] | None:
    """`xy` moved straight away from (cx, cy) to `reach`, or None if it is that far already."""
    dx, dy = xy[0] - cx, xy[1] - cy
    dist = math.hypot(dx, dy)
    if dist >= reach - OVERLAP_TOLERANCE:
        return None
    if dist == 0.0:
        dx, dy, dist = 1.0, 0.0, 1.0  # dead centre: any fixed direction keeps it deterministic
    scale = (reach + OVERLAP_TOLERANCE) / dist
    return (cx + dx * scale, cy + dy * scale)


def resolve_flick(physics: PhysicsSpec, board: BoardSpec, discs: Iterable[DiscBody],
                  ships: Iterable[ShipBody], flick: Flick) -> FlickResult:
    """Simulate one flick until every ship is at rest (or `max_sim_time`, a safety net)."""
    simulation = FlickSimulation(physics, board, discs, ships, flick)
    while not simulation.done:
        simulation.step()
    return simulation.result()


__all__ = ["AimContact", "DiscBody", "Flick", "FlickEvent", "FlickResult", "FlickSimulation", "ShipBody",
           "aim_contact", "distance", "first_contact", "in_orbit", "place_in_orbit", "resolve_flick",
           "within_range"]
