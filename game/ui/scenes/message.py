"""A message over the current scene, with one OK button (Enter or Esc closes it)."""

from __future__ import annotations

import pygame

from .. import fonts, look
from ..menu import UIScene


class MessageScene(UIScene):
    name = "message"
    opaque = False
    default_button = "ok"
    WIDTH = 760

    def __init__(self, app, title: str, text: str, then=None):
        super().__init__(app)
        self.title = title
        self.lines = fonts.wrap(text, 19, self.WIDTH - 80)
        self.then = then
        height = 190 + 28 * len(self.lines)
        self.box = pygame.Rect(0, 0, self.WIDTH, height)
        self.box.center = (800, 430)

    def enter(self) -> None:
        self.button("ok", (self.box.centerx - 110, self.box.bottom - 80, 220, 52), "OK", self.close,
                    style="primary")

    def close(self) -> None:
        self.app.stack.pop()
        if self.then is not None:
            self.then()

    def back(self) -> None:
        self.close()

    def draw_scene(self, surface: pygame.Surface) -> None:
        look.dim(surface)
        look.panel(surface, self.box, 240, edge=look.ACCENT)
        look.blit_text(surface, self.title, 30, (self.box.centerx, self.box.top + 30), look.GOLD, "display", "midtop")
        y = self.box.top + 88
        for line in self.lines:
            look.blit_text(surface, line, 19, (self.box.centerx, y), look.INK, anchor="midtop")
            y += 28
