"""How a player looks on screen: their colour and, in colour-blind mode, a distinct shape.

Every game's scenes draw player markers with `draw_marker` so that colour-blind mode works
everywhere at once."""

from __future__ import annotations

import math

import pygame

from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES
from game.ui.seat_words import plays_elsewhere, seat_detail  # noqa: F401 (tables import them from here)


def seat_colour(seat, index: int) -> pygame.Color:
    return pygame.Color(seat.colour or PLAYER_COLOURS[index % len(PLAYER_COLOURS)])


def seat_shape(seat, index: int) -> str:
    return seat.shape or PLAYER_SHAPES[index % len(PLAYER_SHAPES)]


def shape_points(shape: str, center, radius: float) -> list[tuple[float, float]] | None:
    """Polygon points for a shape; None for the circle."""
    cx, cy = center
    if shape == "circle":
        return None
    if shape == "square":
        r = radius * 0.86
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "triangle":
        return [(cx + radius * math.cos(math.radians(a)), cy + radius * 1.05 * math.sin(math.radians(a)) + radius * 0.15)
                for a in (-90, 30, 150)]
    if shape == "diamond":
        return [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
    if shape == "hexagon":
        return [(cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
                for a in range(0, 360, 60)]
    if shape == "star":
        points = []
        for i in range(10):
            r = radius if i % 2 == 0 else radius * 0.45
            a = math.radians(-90 + 36 * i)
            points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        return points
    return None


def draw_marker(surface: pygame.Surface, center, radius: float, colour, shape: str = "circle",
                colour_blind: bool = False, outline=(10, 14, 26)) -> pygame.Rect:
    """A player token: a disc normally, the player's own shape in colour-blind mode."""
    points = shape_points(shape, center, radius) if colour_blind else None
    if points is None:
        pygame.draw.circle(surface, colour, center, radius)
        return pygame.draw.circle(surface, outline, center, radius, max(1, int(radius // 6)))
    pygame.draw.polygon(surface, colour, points)
    return pygame.draw.polygon(surface, outline, points, max(1, int(radius // 6)))


def draw_seat_marker(surface, center, radius, seat, index: int, colour_blind: bool) -> pygame.Rect:
    return draw_marker(surface, center, radius, seat_colour(seat, index), seat_shape(seat, index), colour_blind)
