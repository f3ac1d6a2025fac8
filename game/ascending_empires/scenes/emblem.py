"""Ascending Empires' emblem on the title screen (GameAbout.emblem)."""

from __future__ import annotations

import pygame

from game.ui.emblems import glow


def paint(s: pygame.Surface, c: float, r: float) -> None:
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
        glow(s, (95, 211, 255, int(110 * (1 - t))), (x, y), r * 0.2 * (1 - t * 0.5))
    pygame.draw.circle(s, (95, 211, 255), ship, r * 0.2)
    pygame.draw.circle(s, (230, 250, 255), ship, r * 0.2, max(2, int(r * 0.04)))
    pygame.draw.circle(s, (230, 250, 255), ship, r * 0.08)
    # aim line
    dx, dy = target[0] - ship[0], target[1] - ship[1]
    for k in range(3, 9):
        t = k / 12
        pygame.draw.circle(s, (255, 200, 87), (ship[0] + dx * t, ship[1] + dy * t), r * 0.025)
