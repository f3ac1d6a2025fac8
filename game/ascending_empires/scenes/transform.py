"""The one mapping between board units (millimetres, y down) and window pixels."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class BoardTransform:
    left: float
    top: float
    scale: float  # pixels per board unit
    width: float  # board size in units
    height: float

    @classmethod
    def fit(cls, board, rect) -> "BoardTransform":
        """The largest uniform scale that shows the whole board inside `rect`, centred."""
        rect = pygame.Rect(rect)
        scale = min(rect.w / board.width, rect.h / board.height)
        left = rect.x + (rect.w - board.width * scale) / 2
        top = rect.y + (rect.h - board.height * scale) / 2
        return cls(left, top, scale, board.width, board.height)

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        return (self.left + x * self.scale, self.top + y * self.scale)

    def to_board(self, px: float, py: float) -> tuple[float, float]:
        return ((px - self.left) / self.scale, (py - self.top) / self.scale)

    def length(self, units: float) -> float:
        return units * self.scale

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.left), round(self.top), round(self.width * self.scale),
                           round(self.height * self.scale))
