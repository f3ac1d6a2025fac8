"""Aiming a flick: a slingshot drag with the mouse or turning and powering with the keyboard.

Pure geometry on logical pixels and board units; the scene feeds it events' positions (never the
polled mouse) and reads back the angle and power of the flick to play."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..physics.prediction import snap

FULL_PULL_PX = 190.0  # pulling back this far is a full-power flick
DEAD_ZONE_PX = 14.0   # a pull shorter than this fires nothing: release there to cancel
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

    # --- mouse ------------------------------------------------------------------------------
    def drag_to(self, pos) -> None:
        """The pointer moved while held: the ship flies away from the pull, harder the further."""
        self.pull_px = (float(pos[0]), float(pos[1]))
        dx, dy = self.origin_px[0] - pos[0], self.origin_px[1] - pos[1]
        pull = math.hypot(dx, dy)
        if pull >= DEAD_ZONE_PX:
            self.angle = math.atan2(dy, dx)
        self.power = min(1.0, max(0.0, (pull - DEAD_ZONE_PX) / (FULL_PULL_PX - DEAD_ZONE_PX)))

    @property
    def pull(self) -> float:
        if self.pull_px is None:
            return 0.0
        return math.hypot(self.origin_px[0] - self.pull_px[0], self.origin_px[1] - self.pull_px[1])

    def in_dead_zone(self) -> bool:
        return self.dragging and self.pull < DEAD_ZONE_PX

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
