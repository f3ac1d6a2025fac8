"""Clickable things drawn by the table itself: a Control is an id, a rect and what a click does."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.ui import look

from .art import mix


@dataclass
class Control:
    id: str
    rect: pygame.Rect
    on_click: Callable[[], None]
    hit: Callable[[tuple], bool] | None = None  # instead of the rect (a dial's whole segment)

    def contains(self, pos) -> bool:
        return self.hit(pos) if self.hit is not None else self.rect.collidepoint(pos)


def draw_button(surface, rect, text: str, hover: bool = False, style: str = "normal", size: int = 18,
                enabled: bool = True, scale: float = 1.0) -> None:
    """A rounded button in the table's palette: normal, primary (accent) or quiet."""
    rect = pygame.Rect(rect)
    if style == "primary":
        fill, edge, ink = (24, 70, 100), look.ACCENT, look.INK
    elif style == "quiet":
        fill, edge, ink = (16, 24, 44), look.PANEL_EDGE, look.MUTED
    else:
        fill, edge, ink = (20, 32, 60), (80, 112, 170), look.INK
    if not enabled:
        fill, edge, ink = (16, 20, 32), (50, 56, 72), look.FAINT
    elif hover:
        fill, edge = mix(fill, (255, 255, 255), 0.12), mix(edge, (255, 255, 255), 0.4)
    pygame.draw.rect(surface, fill, rect, border_radius=round(9 * scale))
    pygame.draw.rect(surface, edge, rect, max(1, round(2 * scale)), border_radius=round(9 * scale))
    look.blit_text(surface, text, size, rect.center, ink, "bold", "center")
