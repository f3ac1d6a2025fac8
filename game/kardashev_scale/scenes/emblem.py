"""Kardashev Scale's emblem on the title screen (GameAbout.emblem)."""

from __future__ import annotations

import math

import pygame

from game.ui.emblems import glow


def paint(s: pygame.Surface, c: float, r: float) -> None:
    """A star wrapped in a growing Dyson swarm, with a world on the orbit outside it."""
    for radius, alpha in ((r * 0.62, 30), (r * 0.5, 45), (r * 0.4, 70)):
        glow(s, (255, 190, 80, alpha), (c, c), radius)
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
