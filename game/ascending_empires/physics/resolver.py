"""The flick resolver: one flick of one ship, simulated with pymunk until everything is at rest.

Coordinates are board units with y growing downwards (screen order); an angle is in radians in
those coordinates, so angle 0 points right and pi/2 points down the board. The rules build the
bodies from their state, call `resolve_flick`, and judge orbits, ranges and losses from the
result. The scene runs a `FlickSimulation` a few fixed steps per frame: the very same steps, so
what it shows is exactly what the rules receive.

Determinism: bodies are added in id order, the step is fixed, and nothing reads the clock, so the
same inputs give the same result every time (on one pymunk build; saves keep positions)."""

from __future__ import annotations

import math
from typing import Callable, Iterable

import pymunk

from .bodies import DiscBody, Flick, FlickEvent, FlickResult, ShipBody
from .content import BoardSpec, PhysicsSpec
from .geometry import (AimContact, aim_contact, distance, first_contact, in_orbit,  # noqa: F401 (re-exported API)
                       place_in_orbit, within_range)

SHIP_TYPE = 1
DISC_TYPE = 2
ORBIT_TYPE = 3  # sensor rings: report ships entering and leaving orbits while they move
# Ending overlaps smaller than this are rounding, not overlaps.
OVERLAP_TOLERANCE = 1e-6
# Bodies closer than this before the flick count as already touching (their contact counts only
# once one is pressed into the other: `FlickSimulation._strikes`).
START_TOUCH = 0.01


class FlickSimulation:
    """A flick in progress. `advance(dt)` runs as many fixed steps as `dt` seconds hold (the
    remainder carries over to the next call). `observer`, when given, is called after every
    solver substep with this simulation (tests use it to watch for tunnelling)."""

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
        self._moving = 0
        self._result: FlickResult | None = None
        self._previous: dict[str, tuple[float, float]] = {}
        self._callback_error: Exception | None = None
        self._removed_at: dict[str, tuple[float, float]] = {}
        self._build_space()

    # --- building -----------------------------------------------------------------------------

    def _build_space(self) -> None:
        p = self.physics
        space = pymunk.Space()
        space.iterations = p.solver_iterations
        space.damping = p.linear_damping
        space.collision_slop = p.collision_slop
        # Ships at rest sleep until something touches them, so a flick costs what moves, not
        # what sits on the board.
        space.sleep_time_threshold = p.time_step
        space.idle_speed_threshold = p.rest_speed
        self.space = space
        # Restitution and friction are set per contact in the begin callbacks.
        for disc in self.discs:
            shape = pymunk.Circle(space.static_body, disc.radius, offset=(disc.x, disc.y))
            shape.collision_type = DISC_TYPE
            shape.body_id = disc.id
            ring = pymunk.Circle(space.static_body, disc.radius + self.board.orbit_ring_width, offset=(disc.x, disc.y))
            ring.sensor = True
            ring.collision_type = ORBIT_TYPE
            ring.body_id = disc.id
            space.add(shape, ring)
        self.bodies: dict[str, pymunk.Body] = {}
        velocity_func = self._velocity_func()
        for ship in self.ships.values():
            body = pymunk.Body(p.mass(ship.battleship), math.inf)
            body.position = (ship.x, ship.y)
            body.velocity_func = velocity_func
            body.ship_id = ship.id
            shape = pymunk.Circle(body, p.radius(ship.battleship))
            shape.collision_type = SHIP_TYPE
            shape.body_id = ship.id
            space.add(body, shape)
            self.bodies[ship.id] = body
        for ship_id, body in self.bodies.items():
            if ship_id != self.flick.ship_id:
                body.sleep()
        speed = self.flick.power * p.max_speed
        self.bodies[self.flick.ship_id].velocity = (speed * math.cos(self.flick.angle),
                                                    speed * math.sin(self.flick.angle))
        self._resting_contacts = self._touching_at_start()
        guard = self._guarded
        space.on_collision(SHIP_TYPE, SHIP_TYPE, begin=guard(self._ships_touch), pre_solve=guard(self._still_touching),
                           separate=guard(self._separate))
        space.on_collision(SHIP_TYPE, DISC_TYPE, begin=guard(self._ship_hits_disc),
                           pre_solve=guard(self._still_touching), separate=guard(self._separate))
        self._orbits = {(s.id, d.id) for s in self.ships.values() for d in self.discs
                        if in_orbit((s.x, s.y), d, self.physics, self.board, s.battleship)}
        self._orbits_at_start = set(self._orbits)
        space.on_collision(SHIP_TYPE, ORBIT_TYPE, begin=guard(self._enters_orbit), separate=guard(self._leaves_orbit))

    def _guarded(self, callback):
        """pymunk prints and swallows exceptions raised in collision callbacks; keep the first one
        and raise it after the step instead, so a bug cannot pass silently. Callbacks after the
        flick is done (pymunk separates every contact when it frees the space) are ignored."""
        def call(arbiter, space, data):
            if self.done:
                return  # the finished space being freed: its teardown is no part of the flick
            try:
                callback(arbiter, space, data)
            except Exception as exc:  # re-raised by _raise_callback_error
                if self._callback_error is None:
                    self._callback_error = exc
        return call

    def _raise_callback_error(self) -> None:
        if self._callback_error is not None:
            error, self._callback_error = self._callback_error, None
            raise RuntimeError("a collision callback failed during the flick") from error

    def _touching_at_start(self) -> set[tuple[str, str]]:
        """Pairs already touching before the flick (a ship parked against a disc or another ship).
        Their contact counts only once one of them moves into the other (`_strikes`): moving apart
        or sliding along is no contact, let alone a ram, and two that sit still never count."""
        p, pairs = self.physics, set()
        ships = list(self.ships.values())
        for i, ship in enumerate(ships):
            r = p.radius(ship.battleship)
            for disc in self.discs:
                if math.hypot(ship.x - disc.x, ship.y - disc.y) <= disc.radius + r + START_TOUCH:
                    pairs.add((ship.id, disc.id))
            for other in ships[i + 1:]:
                if math.hypot(ship.x - other.x, ship.y - other.y) <= r + p.radius(other.battleship) + START_TOUCH:
                    pairs.add((ship.id, other.id))
        return pairs

    def _separate(self, arbiter, space, data) -> None:
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

    def _still_touching(self, arbiter, space, data) -> None:
        """Every solver step of a contact: a resting pair that starts to strike becomes a contact."""
        if not self._resting_contacts:
            return
        pair = _pair(*arbiter.shapes)
        if pair in self._resting_contacts and self._strikes(arbiter):
            if all(shape.collision_type == SHIP_TYPE for shape in arbiter.shapes):
                self._ships_touch(arbiter, space, data)
            else:
                self._ship_hits_disc(arbiter, space, data)

    def _velocity_func(self):
        """Integrates a ship's velocity: damping, sliding friction, a stop below the rest speed, the
        speed clamp; and notes ships whose centre has left the board."""
        p, board = self.physics, self.board
        max_speed, rest, decel = p.max_speed, p.rest_speed, p.table_deceleration
        width, height = board.width, board.height

        def update(body, gravity, damping, dt):
            x, y = body.position
            if not (0.0 <= x <= width and 0.0 <= y <= height):
                self._leaving.append(body)
            vx, vy = body.velocity
            speed = math.hypot(vx, vy)
            if speed == 0.0:
                return
            slowed = min(speed * damping - decel * dt, max_speed)
            if slowed <= rest:
                body.velocity = (0.0, 0.0)
                return
            scale = slowed / speed
            body.velocity = (vx * scale, vy * scale)
            self._moving += 1

        return update

    # --- contacts -----------------------------------------------------------------------------

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

    def _ships_touch(self, arbiter, space, data) -> None:
        arbiter.restitution = self.physics.restitution_ship_ship
        arbiter.friction = self.physics.contact_friction
        a, b = _pair(*arbiter.shapes)
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

    def _ship_hits_disc(self, arbiter, space, data) -> None:
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

    def _enters_orbit(self, arbiter, space, data) -> None:
        pair = _pair(*arbiter.shapes)
        if pair in self._orbits_at_start:
            self._orbits_at_start.discard(pair)  # already counted in orbit; the ring tracks it from now
            return
        self._orbits.add(pair)
        x, y = self._where(pair[0])
        self._events.append(FlickEvent("orbit_enter", pair[0], pair[1], x, y, 0.0, self.sim_time))

    def _leaves_orbit(self, arbiter, space, data) -> None:
        pair = _pair(*arbiter.shapes)
        self._orbits_at_start.discard(pair)
        if pair in self._orbits:
            self._orbits.discard(pair)
            x, y = self._where(pair[0])
            self._events.append(FlickEvent("orbit_leave", pair[0], pair[1], x, y, 0.0, self.sim_time))

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
        p, space = self.physics, self.space
        substep = p.substep
        for _ in range(p.substeps):
            self._moving = 0
            space.step(substep)
            self._raise_callback_error()
            if self._leaving:
                self._remove_leaving()
            if self.observer is not None:
                self.observer(self)
        self.steps += 1
        if self._orbits_at_start:
            self._check_start_orbits()
        if (self._moving == 0 and self._all_still()) or self.sim_time >= p.max_sim_time - 1e-9:
            self._finish()

    def _where(self, ship_id: str) -> tuple[float, float]:
        """A ship's centre now, or where it was when it left the board."""
        body = self.bodies.get(ship_id)
        if body is not None:
            return (body.position.x, body.position.y)
        return self._removed_at.get(ship_id, (self.ships[ship_id].x, self.ships[ship_id].y))

    def _check_start_orbits(self) -> None:
        """A ship in orbit before the flick that moves out of the ring within the very first substep
        never overlaps the sensor in a collision pass, so no ring event marks its leaving; check those
        orbits by geometry while the ring has not yet picked them up."""
        for pair in sorted(self._orbits_at_start):
            ship_id, disc_id = pair
            body = self.bodies.get(ship_id)
            if body is not None and body.is_sleeping:
                continue
            disc = next(d for d in self.discs if d.id == disc_id)
            if body is not None and in_orbit(tuple(body.position), disc, self.physics, self.board,
                                             self.ships[ship_id].battleship):
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
                self.space.remove(body, *body.shapes)  # runs the separate callbacks (leaving orbits)
                self._raise_callback_error()
                self._lost.append(ship_id)
                self._events.append(FlickEvent("lost", ship_id, None, x, y, 0.0, self.sim_time))
        self._leaving.clear()

    def _all_still(self) -> bool:
        return all(b.is_sleeping or (b.velocity.x == 0.0 and b.velocity.y == 0.0) for b in self.bodies.values())

    def _finish(self) -> None:
        for body in self.bodies.values():
            if not body.is_sleeping:
                body.velocity = (0.0, 0.0)
        self._settle_overlaps()
        for ship_id, body in list(self.bodies.items()):  # settling never nudges a ship over the edge,
            if not self.board.on_board(body.position.x, body.position.y):  # but be sure
                self._leaving.append(body)
        self._remove_leaving()
        self.done = True
        positions = {ship_id: (float(b.position.x), float(b.position.y)) for ship_id, b in self.bodies.items()}
        self._result = FlickResult(positions=positions, lost=tuple(self._lost), ram=self._ram,
                                   collisions=tuple(self._collisions), sim_time=self.sim_time, steps=self.steps)

    def _settle_overlaps(self) -> None:
        """The solver tolerates a sliver of overlap (collision slop); at rest no ship may sit inside a
        disc or another ship, so push any leftover overlap out along the line of centres."""
        p = self.physics
        ids = list(self.bodies)
        where = {i: tuple(self.bodies[i].position) for i in ids}
        reach = {i: p.radius(self.ships[i].battleship) for i in ids}
        moved_any = False
        for _ in range(8):
            moved = False
            for n, ship_id in enumerate(ids):
                r = reach[ship_id]
                for disc in self.discs:
                    pushed = _push_out(where[ship_id], disc.x, disc.y, disc.radius + r)
                    if pushed is not None:
                        where[ship_id], moved = pushed, True
                for other_id in ids[:n]:
                    ox, oy = where[other_id]
                    pushed = _push_out(where[ship_id], ox, oy, r + reach[other_id])
                    if pushed is not None:
                        where[ship_id], moved = pushed, True
            moved_any |= moved
            if not moved:
                break
        if moved_any:
            for ship_id in ids:
                if where[ship_id] != tuple(self.bodies[ship_id].position):
                    self.bodies[ship_id].position = where[ship_id]

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
