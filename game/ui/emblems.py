"""Drawn emblems for the game tiles on the title screen (no image files: pure drawing).

Each emblem is painted at twice its size and smooth-scaled down, which anti-aliases the edges,
then cached."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame


def _glow(s: pygame.Surface, colour, center, radius: float) -> None:
    """A translucent disc blended over what is there (drawing alpha straight onto an alpha
    surface would replace the pixels instead of blending them)."""
    size = int(radius * 2) + 2
    disc = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(disc, colour, (size / 2, size / 2), radius)
    s.blit(disc, (center[0] - size / 2, center[1] - size / 2))


def _kardashev(s: pygame.Surface, c: float, r: float) -> None:
    """A star wrapped in a growing Dyson swarm, with a world on the orbit outside it."""
    for radius, alpha in ((r * 0.62, 30), (r * 0.5, 45), (r * 0.4, 70)):
        _glow(s, (255, 190, 80, alpha), (c, c), radius)
    pygame.draw.circle(s, (255, 190, 80), (c, c), r * 0.32)
    pygame.draw.circle(s, (255, 240, 200), (c, c), r * 0.2)
    rect = pygame.Rect(0, 0, r * 1.5, r * 1.5)
    rect.center = (c, c)
    for i in range(8):  # collector panels on the inner ring
        a0 = math.radians(i * 45 + 8)
        pygame.draw.arc(s, (120, 200, 255), rect, a0, a0 + math.radians(28), int(r * 0.08))
    outer = pygame.Rect(0, 0, r * 1.9, r * 0.7)
    outer.center = (c, c)
    pygame.draw.ellipse(s, (95, 211, 255), outer, max(2, int(r * 0.03)))
    planet = (c + r * 0.95 * math.cos(math.radians(35)), c + r * 0.35 * math.sin(math.radians(35)))
    pygame.draw.circle(s, (76, 194, 106), planet, r * 0.1)
    pygame.draw.circle(s, (160, 230, 180), (planet[0] - r * 0.03, planet[1] - r * 0.03), r * 0.04)


def _eminent(s: pygame.Surface, c: float, r: float) -> None:
    """A ringed world claimed under a banner, ringed by the fleet that took it."""
    planet = (c - r * 0.05, c + r * 0.08)
    pygame.draw.circle(s, (70, 120, 200), planet, r * 0.5)
    pygame.draw.circle(s, (110, 170, 240), (planet[0] - r * 0.12, planet[1] - r * 0.14), r * 0.3)
    pygame.draw.circle(s, (70, 120, 200), planet, r * 0.5, 0)
    shade = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(shade, (10, 20, 50, 140), (planet[0] + r * 0.18, planet[1] + r * 0.16), r * 0.45)
    mask = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), planet, r * 0.5)
    shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(shade, (0, 0))
    ring = pygame.Rect(0, 0, r * 1.5, r * 0.42)
    ring.center = planet
    pygame.draw.ellipse(s, (230, 200, 140), ring, max(2, int(r * 0.05)))
    # banner planted on top
    pole_x, pole_top = planet[0] + r * 0.05, planet[1] - r * 0.95
    pygame.draw.line(s, (230, 236, 250), (pole_x, planet[1] - r * 0.45), (pole_x, pole_top), max(2, int(r * 0.04)))
    pygame.draw.polygon(s, (230, 85, 58), [(pole_x, pole_top), (pole_x + r * 0.42, pole_top + r * 0.12),
                                           (pole_x, pole_top + r * 0.26)])
    for i in range(3):  # fleet in formation
        a = math.radians(200 + i * 22)
        x, y = c + r * 0.85 * math.cos(a), c + r * 0.7 * math.sin(a) + r * 0.15
        pygame.draw.polygon(s, (255, 200, 87), [(x + r * 0.1, y), (x - r * 0.07, y - r * 0.06), (x - r * 0.07, y + r * 0.06)])


def _ascending(s: pygame.Surface, c: float, r: float) -> None:
    """A flicked disc streaking across the board towards a planet."""
    target = (c + r * 0.4, c - r * 0.3)
    pygame.draw.circle(s, (180, 110, 230), target, r * 0.36)
    pygame.draw.circle(s, (210, 150, 250), (target[0] - r * 0.1, target[1] - r * 0.1), r * 0.18)
    orbit = pygame.Rect(0, 0, r * 1.05, r * 1.05)
    orbit.center = target
    pygame.draw.circle(s, (180, 110, 230), target, r * 0.55, max(1, int(r * 0.02)))
    ship = (c - r * 0.45, c + r * 0.45)
    for i in range(6, 0, -1):  # motion trail, fading behind the disc
        t = i / 7
        x = ship[0] - r * 0.5 * t
        y = ship[1] + r * 0.5 * t
        _glow(s, (95, 211, 255, int(110 * (1 - t))), (x, y), r * 0.2 * (1 - t * 0.5))
    pygame.draw.circle(s, (95, 211, 255), ship, r * 0.2)
    pygame.draw.circle(s, (230, 250, 255), ship, r * 0.2, max(2, int(r * 0.04)))
    pygame.draw.circle(s, (230, 250, 255), ship, r * 0.08)
    # aim line
    dx, dy = target[0] - ship[0], target[1] - ship[1]
    for k in range(3, 9):
        t = k / 12
        pygame.draw.circle(s, (255, 200, 87), (ship[0] + dx * t, ship[1] + dy * t), r * 0.025)


def _unknown(s: pygame.Surface, c: float, r: float) -> None:
    pygame.draw.circle(s, (86, 98, 124), (c, c), r * 0.45, max(2, int(r * 0.04)))
    pygame.draw.circle(s, (86, 98, 124), (c + r * 0.6, c - r * 0.2), r * 0.08)


PAINTERS = {"kardashev_scale": _kardashev, "eminent_domain": _eminent, "ascending_empires": _ascending}


@lru_cache(maxsize=16)
def emblem(game_id: str, size: int, greyed: bool = False) -> pygame.Surface:
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    PAINTERS.get(game_id, _unknown)(big, size, size * 0.92)
    surface = pygame.transform.smoothscale(big, (size, size))
    if greyed:
        grey = pygame.transform.grayscale(surface)
        grey.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
        return grey
    return surface
