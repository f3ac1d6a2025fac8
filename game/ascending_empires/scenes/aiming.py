"""Aiming a flick: a slingshot drag with the mouse or turning and powering with the keyboard.

Pure geometry on window pixels; the scene feeds it events' positions (never the polled mouse)
and reads back the angle and power of the flick to play. The pull's lengths are design units
(`scale` window pixels each), so the dead zone and a full pull grow with the window and the UI
scale: the same hand movement on a larger screen gives the same flick. The angle does not depend
on the scale at all, and the values fired are snapped to the aim grid the guide predicts on."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..physics.prediction import snap

FULL_PULL = 152.0  # units: pulling back this far is a full-power flick
DEAD_ZONE = 11.2   # units: a pull shorter than this fires nothing; release there to cancel
TURN_STEP = math.radians(3.0)
FINE_TURN_STEP = math.radians(0.5)
POWER_STEP = 0.05
FINE_POWER_STEP = 0.01
MIN_POWER = 0.02


@dataclass
class Aim:
    ship: str
    origin_px: tuple[float, float]  # the ship's centre on screen
    angle: float = -math.pi / 2     # radians, board axes (y down), the way the ship will fly
    power: float = 0.5
    dragging: bool = False
    pull_px: tuple[float, float] | None = None  # the pointer while dragging
    scale: float = 1.0  # window pixels per design unit

    @property
    def dead_zone_px(self) -> float:
        return DEAD_ZONE * self.scale

    @property
    def full_pull_px(self) -> float:
        return FULL_PULL * self.scale

    # --- mouse ------------------------------------------------------------------------------
    def drag_to(self, pos) -> None:
        """The pointer moved while held: the ship flies away from the pull, harder the further."""
        self.pull_px = (float(pos[0]), float(pos[1]))
        dx, dy = self.origin_px[0] - pos[0], self.origin_px[1] - pos[1]
        pull = math.hypot(dx, dy)
        if pull >= self.dead_zone_px:
            self.angle = math.atan2(dy, dx)
        self.power = min(1.0, max(0.0, (pull - self.dead_zone_px) / (self.full_pull_px - self.dead_zone_px)))

    @property
    def pull(self) -> float:
        """The pull in window pixels."""
        if self.pull_px is None:
            return 0.0
        return math.hypot(self.origin_px[0] - self.pull_px[0], self.origin_px[1] - self.pull_px[1])

    def in_dead_zone(self) -> bool:
        return self.dragging and self.pull < self.dead_zone_px

    # --- keyboard ---------------------------------------------------------------------------
    def turn(self, clockwise: bool, fine: bool) -> None:
        step = FINE_TURN_STEP if fine else TURN_STEP
        self.angle = (self.angle + (step if clockwise else -step)) % math.tau

    def change_power(self, up: bool, fine: bool) -> None:
        step = FINE_POWER_STEP if fine else POWER_STEP
        self.power = round(min(1.0, max(MIN_POWER, self.power + (step if up else -step))), 4)

    def ready(self) -> bool:
        return self.power >= MIN_POWER and not self.in_dead_zone()

    def flick_values(self) -> tuple[float, float]:
        """(angle, power) for the Flick action, snapped to the aim grid the guide predicts on (so
        the flick fired is exactly the one the guide showed); power kept inside (0, 1]."""
        return snap(self.angle, min(1.0, max(MIN_POWER, self.power)))


def pull_for(origin, angle: float, power: float, scale: float, inside=None) -> tuple[float, float]:
    """Where the slingshot is pulled to for a flick of `angle` and `power` from `origin`: behind
    the ship, as far back as the power asks, but kept inside the rect `inside` (a ship by the rim
    pulls a shorter band; its meter still says the power)."""
    dead, full = DEAD_ZONE * scale, FULL_PULL * scale
    pull = dead + power * (full - dead)
    dx, dy = -math.cos(angle), -math.sin(angle)
    if inside is not None:
        for span, d, low, high in ((origin[0], dx, inside.left, inside.right), (origin[1], dy, inside.top, inside.bottom)):
            if d < 0:
                pull = min(pull, max(dead, (span - low) / -d))
            elif d > 0:
                pull = min(pull, max(dead, (high - span) / d))
    return (origin[0] + pull * dx, origin[1] + pull * dy)
