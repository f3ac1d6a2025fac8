"""A picture of what changes only with the game (the starfield, the board, panels between moves),
painted again only when its key changes: a table then blits it once a frame instead of drawing
every part again. Its texts are noted for the layout checks like any picture's."""

from __future__ import annotations

from typing import Callable, Hashable

import pygame

from game.ui import fonts


class StillPicture:
    def __init__(self):
        self.key: Hashable = None
        self.surface: pygame.Surface | None = None

    def forget(self) -> None:
        """Paint again on the next use (a new layout)."""
        self.key, self.surface = None, None

    def get(self, size: tuple[int, int], key: Hashable, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The picture for `key`, painted by `paint(surface)` when the key or the size changed."""
        if key == self.key and self.surface is not None and self.surface.get_size() == tuple(size):
            return self.surface
        if self.surface is None or self.surface.get_size() != tuple(size):
            self.surface = fonts.new_picture(size, 0)
            if pygame.display.get_surface() is not None:
                self.surface = self.surface.convert()  # opaque and in the window's format: the fastest blit
                fonts.keep_texts(self.surface)
        self.key = key
        fonts.clear_texts(self.surface)
        paint(self.surface)
        return self.surface
