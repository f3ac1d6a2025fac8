"""The `board` and `physics` content sections: their YAML schema and the frozen specs they build.

All lengths are board units (1 unit = 1 mm of a real board), speeds units per second, times
seconds. The rules put `board_record()` and `physics_record()` into the game's ContentSpec as
`Single` sections named "board" and "physics"; the resolver only ever reads the built specs.
A spec that is physically unsafe (a launch speed that could tunnel through a ship, holes whose
orbit rings overlap) raises ValueError in its constructor, which the loader reports as a located
content error."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from game.core.content.errors import ContentError, ContentErrors, Position
from game.core.content.schema import INVALID, CheckContext, FieldsError, Float, Int, ListOf, Record, Str, optional
from game.core.content.yamlfile import LMap, load_yaml_file

HOLES_PER_QUADRANT = 7
QUADRANT_COUNT = 4
# Solver steps the longest possible flick may take (the built-in physics needs 14,400): more makes
# every flick, and the thousands a bot tries, slow.
MAX_FLICK_SUBSTEPS = 200_000


@dataclass(frozen=True)
class HoleSpec:
    """One hole in the board where a planet or asteroid disc sits."""

    id: str
    x: float
    y: float


@dataclass(frozen=True)
class QuadrantSpec:
    """One of the four quadrants: an axis-aligned rectangle holding seven holes."""

    id: str
    name: str
    x: float
    y: float
    width: float
    height: float
    holes: tuple[HoleSpec, ...]

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.x + self.width and self.y <= y <= self.y + self.height

    def __post_init__(self):
        if len(self.holes) != HOLES_PER_QUADRANT:
            raise FieldsError(f"quadrant {self.id!r} has {len(self.holes)} holes; it needs {HOLES_PER_QUADRANT}",
                              "holes")
        for hole in self.holes:
            if not self.contains(hole.x, hole.y):
                raise FieldsError(f"hole {hole.id!r} at ({hole.x}, {hole.y}) lies outside quadrant {self.id!r}",
                                  "holes", "x", "y", "width", "height")


@dataclass(frozen=True)
class CornerSpec:
    """A corner hole for a homeworld or an asteroid, fixed for the whole game."""

    id: str
    x: float
    y: float


# What decides where the discs lie and how big they are (a disc hanging over the edge, rings that overlap).
_DISC_KEYS = ("quadrants", "corners", "planet_radius", "asteroid_radius", "homeworld_radius", "width", "height")


@dataclass(frozen=True)
class BoardSpec:
    width: float
    height: float
    planet_radius: float
    asteroid_radius: float
    homeworld_radius: float
    orbit_ring_width: float
    quadrants: tuple[QuadrantSpec, ...]
    corners: tuple[CornerSpec, ...]

    def __post_init__(self):
        for quadrant in self.quadrants:
            if quadrant.x + quadrant.width > self.width or quadrant.y + quadrant.height > self.height:
                raise FieldsError(f"quadrant {quadrant.id!r} reaches past the board's edge "
                                  f"({self.width:g} x {self.height:g})", "quadrants", "width", "height")
        if len(self.quadrants) != QUADRANT_COUNT:
            raise FieldsError(f"the board needs {QUADRANT_COUNT} quadrants, got {len(self.quadrants)}", "quadrants")
        if len(self.corners) != QUADRANT_COUNT:
            raise FieldsError(f"the board needs {QUADRANT_COUNT} corners, got {len(self.corners)}", "corners")
        ids = [h.id for h in self.holes()] + [c.id for c in self.corners]
        duplicates = sorted({i for i in ids if ids.count(i) > 1})
        if duplicates:
            raise FieldsError(f"hole and corner ids must be unique: {', '.join(duplicates)} repeated",
                              "quadrants", "corners")
        # Two discs' orbit rings may touch but never overlap, else a ship could orbit both at once
        # without anyone being able to see which.
        spots = [(h.id, h.x, h.y, max(self.planet_radius, self.asteroid_radius)) for h in self.holes()]
        spots += [(c.id, c.x, c.y, max(self.homeworld_radius, self.asteroid_radius)) for c in self.corners]
        for i, (a, ax, ay, ar) in enumerate(spots):
            if not (ar <= ax <= self.width - ar and ar <= ay <= self.height - ar):
                raise FieldsError(f"the disc in {a!r} would hang over the board edge", *_DISC_KEYS)
            for b, bx, by, br in spots[i + 1:]:
                gap = math.hypot(ax - bx, ay - by) - ar - br - 2 * self.orbit_ring_width
                if gap < 0:
                    raise FieldsError(f"the orbit rings of {a!r} and {b!r} overlap by {-gap:.1f} units", *_DISC_KEYS,
                                      "orbit_ring_width")

    def holes(self) -> tuple[HoleSpec, ...]:
        """Every quadrant hole, quadrant by quadrant in file order (28 on the standard board)."""
        return tuple(h for q in self.quadrants for h in q.holes)

    def hole(self, hole_id: str) -> HoleSpec | CornerSpec:
        for spot in self.holes() + self.corners:
            if spot.id == hole_id:
                return spot
        raise KeyError(hole_id)

    def quadrant_of(self, hole_id: str) -> str | None:
        """The id of the quadrant holding a hole; None for a corner hole."""
        for quadrant in self.quadrants:
            if any(h.id == hole_id for h in quadrant.holes):
                return quadrant.id
        return None

    def disc_radius(self, kind: str) -> float:
        return {"planet": self.planet_radius, "asteroid": self.asteroid_radius,
                "homeworld": self.homeworld_radius}[kind]

    def on_board(self, x: float, y: float) -> bool:
        return 0.0 <= x <= self.width and 0.0 <= y <= self.height


@dataclass(frozen=True)
class PhysicsSpec:
    ship_radius: float
    ship_mass: float
    battleship_radius: float
    battleship_mass: float
    table_deceleration: float   # sliding friction with the board: a constant slowing, units/s^2
    linear_damping: float       # fraction of speed kept after one second, on top of the friction
    contact_friction: float     # surface friction when two things touch
    restitution_ship_ship: float
    restitution_ship_disc: float
    max_speed: float            # launch speed of a flick at full power
    time_step: float
    substeps: int
    rest_speed: float           # below this a ship is at rest (sleeps; the flick ends when all are)
    max_sim_time: float         # safety net: every body is stopped after this long
    collision_slop: float       # overlap the solver allows before pushing apart
    short_range: float
    long_range: float
    solver_iterations: int = 10  # contact solver passes per substep

    def __post_init__(self):
        substep = self.time_step / self.substeps
        smallest = min(self.ship_radius, self.battleship_radius)
        # The tunnelling bound: in one substep no body may move as far as a ship's radius, so a
        # contact is always seen before two bodies can pass through each other.
        if self.max_speed * substep >= smallest:
            raise FieldsError(f"max_speed x substep = {self.max_speed * substep:.2f} units must stay below "
                              f"the smallest ship radius ({smallest}); lower max_speed or add substeps",
                              "max_speed", "substeps", "time_step", "ship_radius", "battleship_radius")
        if self.long_range < self.short_range:
            raise FieldsError("long_range must be at least short_range", "long_range", "short_range")
        if self.rest_speed >= self.max_speed:
            raise FieldsError("rest_speed must be below max_speed", "rest_speed", "max_speed")
        steps = self.max_sim_time / self.substep
        if steps > MAX_FLICK_SUBSTEPS:
            raise FieldsError(f"max_sim_time / (time_step / substeps) = {steps:.0f} solver steps for the longest "
                              f"flick; at most {MAX_FLICK_SUBSTEPS} keep flicks and bots quick",
                              "max_sim_time", "time_step", "substeps")
        coast = self.coast_time()
        if coast is None:
            raise FieldsError(f"a full-power flick would still be moving after max_sim_time ({self.max_sim_time:g} s); "
                              "raise table_deceleration or lower linear_damping",
                              "max_speed", "table_deceleration", "linear_damping", "max_sim_time", "rest_speed")

    def coast_time(self) -> float | None:
        """Seconds a lone ship flicked at full power slides before it stops, integrated substep by
        substep as the resolver does; None if it is still moving at max_sim_time."""
        dt = self.substep
        keep = self.linear_damping ** dt
        speed, elapsed = self.max_speed, 0.0
        for _ in range(int(self.max_sim_time / dt) + 1):
            speed = min(speed * keep - self.table_deceleration * dt, self.max_speed)
            elapsed += dt
            if speed <= self.rest_speed:
                return elapsed
        return None

    @property
    def substep(self) -> float:
        return self.time_step / self.substeps

    def radius(self, battleship: bool) -> float:
        return self.battleship_radius if battleship else self.ship_radius

    def mass(self, battleship: bool) -> float:
        return self.battleship_mass if battleship else self.ship_mass



# Lengths are board units (1 unit = 1 mm of a real board): a board from 20 cm to 5 m a side.
BOARD_SIZE = Float(200, 5000)
COORDINATE = Float(0, 5000)


def _hole_record(name: str, build) -> Record:
    return Record({"id": Str(), "x": COORDINATE, "y": COORDINATE}, build=build, name=name)


def board_record() -> Record:
    """Schema of the `board` section (a Single)."""
    quadrant = Record({
        "id": Str(), "name": Str(),
        "x": COORDINATE, "y": COORDINATE, "width": Float(10, 5000), "height": Float(10, 5000),
        "holes": ListOf(_hole_record("hole", HoleSpec), min_items=1),  # the spec asks for exactly seven
    }, build=lambda holes, **kw: QuadrantSpec(holes=tuple(holes), **kw), name="quadrant")
    return Record({
        "width": BOARD_SIZE, "height": BOARD_SIZE,
        "planet_radius": Float(5, 100), "asteroid_radius": Float(5, 100), "homeworld_radius": Float(5, 150),
        "orbit_ring_width": Float(1, 100),
        "quadrants": ListOf(quadrant, min_items=1),
        "corners": ListOf(_hole_record("corner", CornerSpec), min_items=1),
    }, build=BoardSpec, name="board")


def physics_record() -> Record:
    """Schema of the `physics` section (a Single). Everything that divides or scales is above 0."""
    fraction = Float(0.0, 1.0)
    return Record({
        "ship_radius": Float(2, 50), "ship_mass": Float(0.1, 1000),
        "battleship_radius": Float(2, 80), "battleship_mass": Float(0.1, 1000),
        "table_deceleration": Float(0.0, 10000), "linear_damping": Float(0.01, 1.0),
        "contact_friction": Float(0.0, 2.0),
        "restitution_ship_ship": fraction, "restitution_ship_disc": fraction,
        # max_speed's real limit is the tunnelling bound PhysicsSpec checks.
        "max_speed": Float(10, 1_000_000), "time_step": Float(0.001, 0.1), "substeps": Int(1, 64),
        "rest_speed": Float(0.01, 1000), "max_sim_time": Float(1.0, 120.0),
        "collision_slop": optional(Float(0.0, 1.0), default=0.05),
        "short_range": Float(1, 2000), "long_range": Float(1, 2000),
        "solver_iterations": optional(Int(1, 100), default=10),
    }, build=PhysicsSpec, name="physics")


CONTENT_DIR = Path(__file__).resolve().parents[3] / "content" / "ascending_empires"


def load_section(path: Path, section: str, record: Record):
    """Read one section from one YAML file on its own (tests, benchmarks, tools). The game itself
    loads these sections through its ContentSpec with every other section and the mods."""
    value, errors = load_yaml_file(Path(path), str(path))
    ctx = CheckContext()
    if not errors:
        if not isinstance(value, LMap) or section not in value:
            errors.append(ContentError(Position(str(path), 1, 1), section, f"no {section!r} section"))
        else:
            built = record.check(value[section], ctx, section, value.value_pos[section])
            if built is not INVALID and not ctx.errors:
                return built
    raise ContentErrors(errors + ctx.errors)


def load_board(path: Path = CONTENT_DIR / "board.yaml") -> BoardSpec:
    return load_section(path, "board", board_record())


def load_physics(path: Path = CONTENT_DIR / "physics.yaml") -> PhysicsSpec:
    return load_section(path, "physics", physics_record())
