"""A small timeline of table animations (dial flips, flying tokens, moving cards).

Times are in animation seconds: the scene advances the clock by dt x the player's animation
speed, so "instant" (factor 0) is handled by not scheduling anything at all."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Anim:
    kind: str  # "flip", "token", "card", "refill", "holder", "hold"
    start: float
    duration: float
    data: dict = field(default_factory=dict)

    def progress(self, now: float) -> float:
        """0 before it starts, 1 once done."""
        if now <= self.start:
            return 0.0
        if self.duration <= 0:
            return 1.0
        return min(1.0, (now - self.start) / self.duration)

    def running(self, now: float) -> bool:
        return self.start <= now < self.start + self.duration

    def waiting(self, now: float) -> bool:
        return now < self.start

    def end(self) -> float:
        return self.start + self.duration


class Timeline:
    def __init__(self):
        self.now = 0.0
        self.items: list[Anim] = []

    def add(self, kind: str, offset: float, duration: float, **data) -> Anim:
        anim = Anim(kind, self.now + offset, duration, data)
        self.items.append(anim)
        return anim

    def tail(self) -> float:
        """Seconds from now until everything scheduled has finished."""
        return max((a.end() for a in self.items), default=self.now) - self.now

    def advance(self, dt: float) -> None:
        self.now += dt
        self.items = [a for a in self.items if a.end() > self.now]  # finished ones are dropped

    def busy(self) -> bool:
        return any(a.end() > self.now for a in self.items)

    def of(self, kind: str) -> list[Anim]:
        return [a for a in self.items if a.kind == kind]

    def clear_running(self) -> None:
        """Instant speed: finish everything now."""
        self.items = []

    def clear(self, kind: str | None = None) -> None:
        self.items = [] if kind is None else [a for a in self.items if a.kind != kind]


def ease(t: float) -> float:
    """Smooth start and stop."""
    return t * t * (3 - 2 * t)
