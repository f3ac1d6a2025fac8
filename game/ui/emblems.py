"""Drawn emblems for the game tiles on the title screen (no image files: pure drawing).

Each game paints its own (GameAbout.emblem names the function, in the game's scenes package);
this module paints it at twice its size and smooth-scales it down, which anti-aliases the edges,
then caches it. A game whose painter cannot be found gets a plain placeholder."""

from __future__ import annotations

import importlib
from functools import lru_cache

import pygame

from game.core import registry


def glow(s: pygame.Surface, colour, center, radius: float) -> None:
    """A translucent disc blended over what is there (drawing alpha straight onto an alpha
    surface would replace the pixels instead of blending them). For the games' painters."""
    size = int(radius * 2) + 2
    disc = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(disc, colour, (size / 2, size / 2), radius)
    s.blit(disc, (center[0] - size / 2, center[1] - size / 2))


def _unknown(s: pygame.Surface, c: float, r: float) -> None:
    pygame.draw.circle(s, (86, 98, 124), (c, c), r * 0.45, max(2, int(r * 0.04)))
    pygame.draw.circle(s, (86, 98, 124), (c + r * 0.6, c - r * 0.2), r * 0.08)


def painter(game_id: str):
    """The game's emblem painter `(surface, centre, radius)`, or the placeholder when the game
    names none or its painter cannot be imported (the title stays up; the tests catch it)."""
    try:
        name = registry.about(game_id).emblem
        module, _, function = name.partition(":")
        return getattr(importlib.import_module(module), function) if name else _unknown
    except Exception:  # noqa: BLE001 - a broken game must not take the title screen down
        return _unknown


@lru_cache(maxsize=16)
def emblem(game_id: str, size: int, greyed: bool = False) -> pygame.Surface:
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    painter(game_id)(big, size, size * 0.92)
    surface = pygame.transform.smoothscale(big, (size, size))
    if greyed:
        grey = pygame.transform.grayscale(surface)
        grey.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
        return grey
    return surface
