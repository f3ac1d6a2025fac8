"""Floating texts: a "+2 VP" that rises from where points were gained and fades out.

A table adds them with `TableScene.float_text`; they age in `update` (so a pause menu over the
table holds them) and are drawn over the table by the scene stack after the table's own drawing,
whatever the table's `draw` does."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from . import fonts, look

LIFETIME = 1.1  # seconds at normal animation speed
RISE = 46  # logical pixels travelled over the lifetime
SIZE = 24
MAX_SHOWN = 24  # a burst of scoring never hides the table under text


@dataclass
class Floater:
    text: str
    pos: tuple[float, float]
    colour: tuple[int, int, int]
    duration: float  # seconds of game time, already scaled by the animation speed
    size: int = SIZE  # pixels
    rise: float = RISE  # pixels travelled over the lifetime
    age: float = 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.duration


@lru_cache(maxsize=128)
def _rendered(text: str, colour: tuple[int, int, int], size: int = SIZE) -> pygame.Surface:
    """The text with a dark outline, so it reads over any part of the table."""
    face = fonts.font(size, "bold")
    ink = face.render(text, True, colour)
    edge = face.render(text, True, look.SPACE)
    surface = pygame.Surface((ink.get_width() + 4, ink.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 2), (4, 2), (2, 0), (2, 4), (0, 0), (4, 4), (0, 4), (4, 0)):
        surface.blit(edge, (dx, dy))
    surface.blit(ink, (2, 2))
    return surface


class Floaters:
    def __init__(self):
        self.items: list[Floater] = []

    def add(self, text: str, pos, colour, duration: float, ceiling: float = 0.0, size: int = SIZE,
            rise: float = RISE) -> None:
        """A text of `size` pixels rising `rise` pixels from `pos`; one that would rise above
        `ceiling` (the screen's top, a table's top bar) starts lower, so all of it stays below."""
        if duration <= 0 or not text:
            return
        colour = tuple(colour)[:3]
        lowest_start = ceiling + rise + _rendered(text, colour, size).get_height() / 2
        self.items.append(Floater(text, (float(pos[0]), max(float(pos[1]), lowest_start)), colour, duration,
                                  size, rise))
        del self.items[:-MAX_SHOWN]

    def update(self, dt: float) -> None:
        for item in self.items:
            item.age += dt
        self.items = [item for item in self.items if not item.done]

    def clear(self) -> None:
        self.items.clear()

    def __bool__(self) -> bool:
        return bool(self.items)

    def draw(self, surface: pygame.Surface) -> None:
        for item in self.items:
            t = min(1.0, item.age / item.duration)
            rise = item.rise * (1 - (1 - t) ** 2)  # quick at first, settling as it fades
            alpha = 255 if t < 0.55 else int(255 * (1 - t) / 0.45)
            image = _rendered(item.text, item.colour, item.size)
            rect = image.get_rect(center=(round(item.pos[0]), round(item.pos[1] - rise)))
            if alpha >= 255:
                surface.blit(image, rect)
            else:
                faded = image.copy()
                faded.fill((255, 255, 255, max(0, alpha)), special_flags=pygame.BLEND_RGBA_MULT)
                surface.blit(faded, rect)
