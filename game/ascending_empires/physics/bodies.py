"""The plain records the resolver reads and returns. Pure Python, no pymunk: the rules may build
and keep these. Coordinates are board units with y down; angles are radians in those coordinates."""

from __future__ import annotations

from dataclasses import dataclass

DISC_KINDS = ("planet", "asteroid", "homeworld")


@dataclass(frozen=True)
class ShipBody:
    id: str
    owner: int
    x: float
    y: float
    battleship: bool = False


@dataclass(frozen=True)
class DiscBody:
    id: str
    kind: str  # "planet" | "asteroid" | "homeworld"
    x: float
    y: float
    radius: float

    def __post_init__(self):
        if self.kind not in DISC_KINDS:
            raise ValueError(f"disc {self.id!r}: kind must be one of {DISC_KINDS}, got {self.kind!r}")


@dataclass(frozen=True)
class Flick:
    ship_id: str
    angle: float  # radians, board coordinates (y down)
    power: float  # 0..1 of the maximum launch speed


@dataclass(frozen=True)
class FlickEvent:
    """Something the scene may play a sound for or show. kind: "ricochet" (ship `a` off disc `b`),
    "bump" (two ships touching that is not the ram), "ram", "lost" (left the board; `b` is None),
    "orbit_enter" / "orbit_leave" (ship `a` touches / stops touching the orbit ring of disc `b`)."""

    kind: str
    a: str
    b: str | None
    x: float
    y: float
    speed: float  # closing speed at the contact, units/s (0 for "lost")
    time: float   # simulated seconds since the flick


@dataclass(frozen=True)
class FlickResult:
    positions: dict  # ship id -> (x, y) of every ship still on the board
    lost: tuple[str, ...]  # ships that left the board, in the order they left
    ram: tuple[str, str] | None  # first two ships of different owners that touched (id order)
    collisions: tuple[tuple[str, str], ...]  # every contact start, in order: (ship, disc) or (ship, ship)
    sim_time: float
    steps: int
