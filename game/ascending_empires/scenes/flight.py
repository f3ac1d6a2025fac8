"""Playing a flick on screen: the very simulation the rules resolve, a few fixed steps per frame,
with trails, sounds and sparks; plus short effects for attacks, reveals and losses.

The scene builds a `Flight` from its view before the Flick is applied, advances it each update,
and applies the Flick to the rules only when `done`; `result()` is then what the rules get."""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field

from ..physics.resolver import FlickSimulation
from ..physics.bodies import Flick as PhysicsFlick
from ..rules import table

TRAIL_LENGTH = 14
HIT_SOUND_GAP = 0.07  # seconds of simulated time between two hit sounds
QUIET_CONTACT = 40.0  # closing speeds below this (units/s) make no sound
HARD_CONTACT = 250.0  # above this a contact thuds; below it, it ticks


class Flight:
    def __init__(self, content, view, player: int, action):
        self.player = player
        self.action = action
        self.ships = {s["id"]: dict(s) for s in view.ships}
        self.sim = FlickSimulation(content.physics, content.board, [table.disc_body(d) for d in view.discs],
                                   [table.ship_body(s) for s in view.ships],
                                   PhysicsFlick(action.ship, float(action.angle), float(action.power)))
        self.trails: dict[str, deque] = {}
        self.lost: list[str] = []
        self.rammed: list[str] = []
        self.events = []
        self._last_hit = -1.0
        self._positions = {k: (s["x"], s["y"]) for k, s in self.ships.items()}

    @property
    def done(self) -> bool:
        return self.sim.done

    def advance(self, seconds: float) -> list:
        """Run the simulation on by `seconds` (whole fixed steps); returns the new FlickEvents."""
        if self.sim.done:
            return []
        if seconds <= 0:  # instant: play it to rest now
            while not self.sim.done:
                self.sim.step()
        else:
            self.sim.advance(seconds)
        before = self._positions
        self._positions = dict(self.sim.positions())
        for ship_id, xy in self._positions.items():
            if before.get(ship_id) != xy:
                self.trails.setdefault(ship_id, deque(maxlen=TRAIL_LENGTH)).append(xy)
            elif ship_id in self.trails and self.trails[ship_id]:
                self.trails[ship_id].popleft()
        new = list(self.sim.events_since_last())
        for event in new:
            if event.kind == "lost":
                self.lost.append(event.a)
            elif event.kind == "ram":
                self.rammed += [event.a, event.b]
        self.events += new
        return new

    def positions(self) -> dict:
        return self._positions

    def orbiting(self) -> set[str]:
        """Ships touching an orbit ring right now (marked while they move)."""
        return {pair[0] for pair in self.sim.orbits()}

    def sounds_for(self, events) -> list[str]:
        """Sound names for new contacts: every ram, louder contacts spaced out."""
        names = []
        for event in events:
            if event.kind == "ram":
                names.append("hit")
                names.append("error")
                self._last_hit = event.time
            elif event.kind in ("ricochet", "bump") and event.speed >= QUIET_CONTACT:
                if event.time - self._last_hit >= HIT_SOUND_GAP:
                    names.append("hit" if event.speed >= HARD_CONTACT else "click")
                    self._last_hit = event.time
            elif event.kind == "lost":
                names.append("back")
        return names

    def result(self):
        return self.sim.result()


def results_match(shown, event_data: dict) -> bool:
    """Whether the rules' flick event reports exactly what the animation showed."""
    positions = {k: [float(v[0]), float(v[1])] for k, v in shown.positions.items()}
    ram = list(shown.ram) if shown.ram else None
    return (positions == event_data.get("positions") and list(shown.lost) == event_data.get("lost")
            and ram == event_data.get("ram"))


@dataclass
class Effect:
    """A short-lived mark on the board: a burst at a point or a beam between two points (board units)."""
    kind: str  # "burst" | "beam" | "ring" | "text"
    start: float
    duration: float
    a: tuple
    b: tuple | None = None
    colour: tuple = (255, 220, 150)
    label: str = ""
    extra: dict = field(default_factory=dict)

    def progress(self, now: float) -> float:
        return (now - self.start) / self.duration if self.duration > 0 else 1.0


def spark_points(centre, radius: float, count: int, turn: float):
    return [(centre[0] + radius * math.cos(turn + i * math.tau / count),
             centre[1] + radius * math.sin(turn + i * math.tau / count)) for i in range(count)]
