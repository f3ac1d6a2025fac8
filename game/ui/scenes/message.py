"""A message over the current scene, with one OK button (Enter or Esc closes it)."""

from __future__ import annotations

import pygame

from .. import fonts, look
from ..menu import UIScene


class MessageScene(UIScene):
    name = "message"
    opaque = False
    default_button = "ok"
    legacy_canvas = False
    WIDTH = 620  # design units
    TEXT = 16

    def __init__(self, app, title: str, text: str, then=None):
        super().__init__(app)
        self.title = title
        self.text = text
        self.then = then
        self.lay_out()

    def lay_out(self) -> None:
        """The box's size for the text's lines at the current UI scale, in the window's middle."""
        m = self.metrics
        width = min(m.px(self.WIDTH), m.size[0] - m.px(24))
        self.lines = fonts.wrap(self.text, m.font_px(self.TEXT), width - m.px(64))
        self.line_h = fonts.font(m.font_px(self.TEXT)).get_linesize()
        self.box = pygame.Rect(0, 0, width, m.px(152) + self.line_h * len(self.lines))
        self.box.center = (m.size[0] // 2, m.size[1] // 2)

    def build(self) -> None:
        self.lay_out()
        px = self.metrics.px
        self.button("ok", (self.box.centerx - px(88), self.box.bottom - px(64), px(176), px(42)), "OK", self.close,
                    style="primary")

    def close(self) -> None:
        self.app.stack.pop()
        if self.then is not None:
            self.then()

    def back(self) -> None:
        self.close()

    def draw_scene(self, surface: pygame.Surface) -> None:
        m = self.metrics
        look.dim(surface)
        look.panel(surface, self.box, 240, m.px(12), look.ACCENT)
        title = fonts.shortened(self.title, m.font_px(25), self.box.w - m.px(32), "display")
        look.blit_text(surface, title, m.font_px(25), (self.box.centerx, self.box.top + m.px(24)), look.GOLD,
                       "display", "midtop")
        y = self.box.top + m.px(70)
        for line in self.lines:
            look.blit_text(surface, line, m.font_px(self.TEXT), (self.box.centerx, y), look.INK, anchor="midtop")
            y += self.line_h
