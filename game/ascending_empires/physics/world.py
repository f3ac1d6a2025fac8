"""The pymunk space of one board: discs, orbit rings and edges built once, reused flick after flick.

The static world never changes during a game, so it is built once per (physics, board, discs) and
kept in a small pool; each flick only adds its ships (taken out again when it ends). Reuse must not
change a single bit of any result, so before each flick the space is put back exactly as a fresh
one stands (the test suite compares the two flick by flick):
- the ships are added with the same shape ids a fresh space would give them (Chipmunk's broad
  phase walks its shapes in an order set by those ids);
- the hash table of moving shapes is grown once, when the world is built, to hold far more ships
  than a board has, so it never grows afterwards (its walking order depends on its size);
- the time step of the previous step is forgotten, so nothing is warm-started from the last flick;
- no arbiter survives (every ship shape is removed), no ship body or joint is reused, and the
  collision handlers forward to the flick in progress and to nothing between flicks.

Sliding on the board is done inside Chipmunk: each moving ship has a pivot joint to the static body
with no error correction and a maximum force of mass x `table_deceleration` (the classic top-down
friction), and the space's damping keeps `linear_damping` of the speed per second. Ships have an
infinite moment (they never spin), so the gear joint that top-down friction also uses for turning
is not needed."""

from __future__ import annotations

import math
import threading
import weakref
from collections import OrderedDict

import pymunk
from pymunk._chipmunk_cffi import lib as _chipmunk  # shape-id counter and last time step (as pymunk's own copy uses)

from .bodies import DiscBody, ShipBody
from .content import BoardSpec, PhysicsSpec

SHIP_TYPE = 1
DISC_TYPE = 2
ORBIT_TYPE = 3  # sensor rings: report ships entering and leaving orbits while they move
EDGE_TYPE = 4   # sensors just outside the board: report ships whose centre has left it

# Shape filter categories: each size of ship has its own edge sensors (see `_add_edges`).
_STARSHIP, _BATTLESHIP, _EDGE = 1 << 0, 1 << 1, 1 << 2
_ALL = pymunk.ShapeFilter.ALL_MASKS()

# Ships a pooled world holds at once without its table of moving shapes growing (see the module
# text); far more than a board ever has.
CAPACITY = 96

# Disc lookup grid: cell size in board units.
_CELL = 64.0

_POOL_KEYS = 4       # boards whose idle worlds are kept
_IDLE_PER_BOARD = 2  # idle worlds kept per board (a scene animating while a bot plans needs two)


class BoardWorld:
    """One board's pymunk space. `start(listener)` binds it to a flick, `add_ship` puts a ship in,
    `add_friction` gives a moving ship its sliding friction, `finish()` takes every ship out again."""

    def __init__(self, physics: PhysicsSpec, board: BoardSpec, discs: tuple[DiscBody, ...], key=None,
                 capacity: int = CAPACITY):
        self.physics, self.board, self.discs, self.key = physics, board, discs, key
        self.capacity = capacity
        space = pymunk.Space()
        space.iterations = physics.solver_iterations
        space.damping = physics.linear_damping
        space.collision_slop = physics.collision_slop
        # Ships at rest sleep until something touches them, so a flick costs what moves.
        space.sleep_time_threshold = physics.time_step
        space.idle_speed_threshold = physics.rest_speed
        self.space = space
        for disc in discs:
            shape = pymunk.Circle(space.static_body, disc.radius, offset=(disc.x, disc.y))
            shape.collision_type = DISC_TYPE
            shape.body_id = disc.id
            ring = pymunk.Circle(space.static_body, disc.radius + board.orbit_ring_width, offset=(disc.x, disc.y))
            ring.sensor = True
            ring.collision_type = ORBIT_TYPE
            ring.body_id = disc.id
            space.add(shape, ring)
        self._add_edges()
        self._grid = _disc_grid(discs, board.orbit_ring_width + max(physics.ship_radius, physics.battleship_radius) + 1.0)
        self._presize(capacity)
        self._first_ship_id = _chipmunk.cpSpaceGetShapeIDCounter(space._space)
        self._ship_filters = {battleship: pymunk.ShapeFilter(categories=_BATTLESHIP if battleship else _STARSHIP,
                                                             mask=_ALL) for battleship in (False, True)}
        self._spare: dict[bool, list] = {False: [], True: []}  # idle ship bodies by kind
        self._in_use: list[tuple[bool, pymunk.Body, pymunk.Shape]] = []
        self._joints: dict[pymunk.Body, pymunk.Constraint] = {}
        self._listener = None
        self._install_handlers()

    # --- building -----------------------------------------------------------------------------

    def _add_edges(self) -> None:
        """Sensors round the board, one set per ship size: a thick segment of radius `t` whose
        surface lies a ship radius `r` outside the edge touches a ship of radius `r` exactly when
        the ship's centre is past the edge (and stays touching for 2t units beyond it, far more
        than a substep's travel)."""
        w, h = self.board.width, self.board.height
        sizes = {self.physics.ship_radius: _STARSHIP}
        sizes[self.physics.battleship_radius] = sizes.get(self.physics.battleship_radius, 0) | _BATTLESHIP
        t = 2.0 * max(sizes)
        for r, category in sorted(sizes.items()):
            d, reach = t + r, 2.0 * (t + r)
            for a, b in (((-d, -reach), (-d, h + reach)), ((w + d, -reach), (w + d, h + reach)),
                         ((-reach, -d), (w + reach, -d)), ((-reach, h + d), (w + reach, h + d))):
                edge = pymunk.Segment(self.space.static_body, a, b, t)
                edge.sensor = True
                edge.collision_type = EDGE_TYPE
                edge.filter = pymunk.ShapeFilter(categories=_EDGE, mask=category)
                edge.body_id = None
                self.space.add(edge)

    def _presize(self, capacity: int) -> None:
        """Grow the table of moving shapes once to hold `capacity` ships (see the module text):
        Chipmunk's tables only ever grow, so after holding `capacity` dummies it never grows again
        for as many ships."""
        body = pymunk.Body(1.0, math.inf)
        body.position = (-1e6, -1e6)
        shapes = [pymunk.Circle(body, 1.0) for _ in range(capacity)]
        self.space.add(body, *shapes)
        self.space.remove(body, *shapes)

    def _install_handlers(self) -> None:
        """The callbacks hold the world and the flick only weakly, so the space keeps neither
        alive, and nothing of a flick is reached once it is over."""
        space, me = self.space, weakref.ref(self)
        forward = lambda name: _forwarder(me, name)  # noqa: E731
        space.on_collision(SHIP_TYPE, SHIP_TYPE, begin=forward("ships_touch"), pre_solve=forward("still_touching"),
                           post_solve=_speed_clamp(self.physics.max_speed), separate=forward("separate"))
        space.on_collision(SHIP_TYPE, DISC_TYPE, begin=forward("ship_hits_disc"),
                           pre_solve=forward("still_touching"), separate=forward("separate"))
        space.on_collision(SHIP_TYPE, ORBIT_TYPE, begin=forward("enters_orbit"), separate=forward("leaves_orbit"))
        space.on_collision(SHIP_TYPE, EDGE_TYPE, begin=forward("crosses_edge"))

    # --- one flick ----------------------------------------------------------------------------

    def start(self, listener) -> None:
        """Bind the world to a flick: its callbacks go to `listener` until `finish`."""
        _chipmunk.cpSpaceSetShapeIDCounter(self.space._space, self._first_ship_id)
        _chipmunk.cpSpaceSetCurrentTimeStep(self.space._space, 0.0)
        self._listener = weakref.ref(listener)

    def step(self, dt: float) -> None:
        """One solver step: Chipmunk's own, without pymunk's `Space.step` wrapper, which costs
        about three times the step itself here and does nothing a flick needs (it replays adds,
        removes and post-step callbacks queued by collision callbacks; the flick queues nothing
        there). Callbacks still see the space locked, as inside pymunk's step."""
        space = self.space
        space._locked = True
        try:
            _chipmunk.cpSpaceStep(space._space, dt)
        finally:
            space._locked = False

    def add_ship(self, ship: ShipBody) -> pymunk.Body:
        """Put a ship in, at rest. Ship bodies and shapes are kept from flick to flick (building
        them costs more than the rest of a quiet flick); everything Chipmunk remembers of a body's
        last flick is reset here: place, velocity and the solver's position correction."""
        spare = self._spare[ship.battleship]
        if spare:
            body, shape = spare.pop()
        else:
            body, shape = self._new_ship_body(ship.battleship)
        body.position = (ship.x, ship.y)
        body.velocity = (0.0, 0.0)
        pymunk.Body.update_position(body, 0.0)  # moves nothing; clears the leftover correction
        body.ship_id = shape.body_id = ship.id
        self.space.add(body, shape)
        self._in_use.append((ship.battleship, body, shape))
        return body

    def _new_ship_body(self, battleship: bool) -> tuple[pymunk.Body, pymunk.Shape]:
        p = self.physics
        body = pymunk.Body(p.mass(battleship), math.inf)  # infinite moment: ships slide, never spin
        shape = pymunk.Circle(body, p.radius(battleship))
        shape.collision_type = SHIP_TYPE
        shape.filter = self._ship_filters[battleship]
        return body, shape

    def add_friction(self, body: pymunk.Body) -> None:
        """Sliding friction for a ship that moves: a pivot to the static body that only ever
        removes velocity, at most mass x `table_deceleration` per second. A new joint every
        flick: a joint's accumulated impulse cannot be reset, and would warm-start the next."""
        if body in self._joints or body.space is None:
            return
        joint = pymunk.PivotJoint(self.space.static_body, body, (0.0, 0.0), (0.0, 0.0))
        joint.max_bias = 0.0  # no pull back towards the anchor: it only resists sliding
        joint.max_force = body.mass * self.physics.table_deceleration
        self.space.add(joint)
        self._joints[body] = joint

    def remove_ship(self, body: pymunk.Body) -> None:
        """Take a ship out mid-flick (it left the board); its separate callbacks run."""
        joint = self._joints.pop(body, None)
        if joint is not None:
            self.space.remove(joint)
        self.space.remove(body, *body.shapes)

    def finish(self) -> None:
        """Unbind the flick and take every ship out; the world is then as it was built."""
        self._listener = None
        if self._joints:
            self.space.remove(*self._joints.values())
            self._joints.clear()
        for battleship, body, shape in self._in_use:
            if body.space is not None:
                self.space.remove(body, shape)
            self._spare[battleship].append((body, shape))
        self._in_use.clear()
        # pymunk keeps removed shapes alive until its next `Space.step`, which `step` bypasses.
        self.space._removed_shapes.clear()

    # --- lookups ------------------------------------------------------------------------------

    def discs_near(self, x: float, y: float) -> tuple[int, ...]:
        """Indexes (into `discs`) of the discs whose orbit ring a ship centred at (x, y) could touch;
        every other disc is out of reach of the ship, its ring and any contact."""
        return self._grid.get((math.floor(x / _CELL), math.floor(y / _CELL)), ())


def _forwarder(world_ref, name: str):
    """A collision callback that hands the arbiter to the flick in progress (nothing between
    flicks). pymunk prints and swallows exceptions raised in callbacks, so the first one is handed
    to the flick instead, which raises it after the step."""
    def call(arbiter, space, data):
        world = world_ref()
        listener = world._listener() if world is not None and world._listener is not None else None
        if listener is None:
            return
        try:
            getattr(listener, name)(arbiter)
        except Exception as exc:  # re-raised by the flick after the step
            listener.callback_failed(exc)
    return call


def _speed_clamp(limit: float):
    """The speed clamp after a ship-ship contact, a safety net for the tunnelling bound: only a
    ship struck by another can end a step faster than it began it (a Battleship striking a
    resting starship)."""
    def clamp(arbiter, space, data):
        for body in arbiter.bodies:
            vx, vy = body.velocity
            speed = math.hypot(vx, vy)
            if speed > limit:
                body.velocity = (vx * limit / speed, vy * limit / speed)
    return clamp


def _disc_grid(discs, reach: float) -> dict:
    """Disc indexes by grid cell: each disc in every cell its circle grown by `reach` overlaps."""
    grid: dict[tuple[int, int], list[int]] = {}
    for i, d in enumerate(discs):
        r = d.radius + reach
        for cx in range(math.floor((d.x - r) / _CELL), math.floor((d.x + r) / _CELL) + 1):
            for cy in range(math.floor((d.y - r) / _CELL), math.floor((d.y + r) / _CELL) + 1):
                grid.setdefault((cx, cy), []).append(i)
    return {cell: tuple(found) for cell, found in grid.items()}


# --- the pool ---------------------------------------------------------------------------------

_idle: OrderedDict = OrderedDict()
_lock = threading.Lock()


def world_for(physics: PhysicsSpec, board: BoardSpec, discs: tuple[DiscBody, ...], ships: int) -> BoardWorld:
    """An idle world for this board (built if there is none). `discs` sorted by id. The key holds
    the specs by identity (the world keeps them alive, so the ids stay theirs) and the discs by
    what the physics sees of them: id, place and size (a disc turned face up keeps its world)."""
    if ships > CAPACITY:  # more ships than a pooled world holds: a world of its own, never pooled
        return BoardWorld(physics, board, discs, None, capacity=ships)
    key = (id(physics), id(board), tuple((d.id, d.x, d.y, d.radius) for d in discs))
    with _lock:
        idle = _idle.get(key)
        if idle:
            _idle.move_to_end(key)
            return idle.pop()
    return BoardWorld(physics, board, discs, key)


def give_back(world: BoardWorld) -> None:
    """Return a finished world to the pool."""
    if world.key is None:
        return
    with _lock:
        idle = _idle.setdefault(world.key, [])
        _idle.move_to_end(world.key)
        if len(idle) < _IDLE_PER_BOARD:
            idle.append(world)
        while len(_idle) > _POOL_KEYS:
            _idle.popitem(last=False)


def forget_worlds() -> None:
    """Drop every pooled world (the next flick builds a fresh one)."""
    with _lock:
        _idle.clear()
