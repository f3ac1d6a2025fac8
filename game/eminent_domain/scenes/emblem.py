"""Eminent Domain's emblem on the title screen (GameAbout.emblem)."""

from __future__ import annotations

import math

import pygame


def paint(s: pygame.Surface, c: float, r: float) -> None:
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
