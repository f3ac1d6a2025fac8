"""Every content problem of one game, each as `file:line:col: field: message`."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.words import counted

from .. import fonts, look
from ..menu import UIScene
from ..richtext import escape, scroll_box

BOX = (32, 136, 1056, 472)  # on a stage as wide as the window (metrics.py): up to 1056 units wide


def error_html(errors) -> str:
    lines = []
    for error in errors:
        text = str(error)
        where, sep, rest = text.partition(": ")
        if sep and where.count(":") >= 2:  # file:line:col
            lines.append(f"<font color='#5fd3ff'>{escape(where)}</font>: {escape(rest)}")
        else:
            lines.append(escape(text))
    return "<br>".join(lines)


class ContentErrorsScene(UIScene):
    name = "content_errors"
    default_button = "back"
    legacy_canvas = False

    def __init__(self, app, title: str, errors):
        super().__init__(app)
        self.title = title
        self.errors = list(errors)

    def box_rect(self) -> pygame.Rect:
        stage = self.metrics.wide_stage()
        width = min(BOX[2], stage.width - 2 * BOX[0])
        return stage.rect((stage.width - width) / 2, BOX[1], width, BOX[3])

    def build(self) -> None:
        rect, px = self.box_rect(), self.metrics.px
        self.box = pygame_gui.elements.UITextBox(error_html(self.errors) or "No problems.", rect, self.ui,
                                                 object_id=pygame_gui.core.ObjectID(class_id="@log_box"))
        self.track("errors_text", self.box)
        self.button("back", (rect.right - px(208), rect.bottom + px(24), px(208), px(46)), "Back", self.back,
                    style="primary")
        self.button("reload", (rect.left, rect.bottom + px(24), px(256), px(46)), "Reload content (F5)", self.reload)

    def reload(self) -> None:
        """Re-read the content (after the modder fixed a file) and go back to the title."""
        self.app.catalogue.reload()
        self.app.to_title()

    def handle_key(self, event) -> bool:
        if event.key == pygame.K_F5:
            self.press("reload")
            return True
        return scroll_box(self.box, event)

    def draw_scene(self, surface: pygame.Surface) -> None:
        m = self.metrics
        stage, width = m.wide_stage(), m.size[0] - m.px(40)
        look.heading(surface, fonts.shortened(f"{self.title}: content problems", m.font_px(36), width, "display"),
                     (stage.centre_x, stage.y(26)), m.font_px(36), scale=m.scale)
        count = len(self.errors)
        words = (f"{counted(count, 'problem')} found. Fix the files named below, then reload. "
                 "The other games stay playable.")
        y = stage.y(92)
        for line in fonts.wrap(words, m.font_px(14), width)[:2]:
            look.blit_text(surface, line, m.font_px(14), (stage.centre_x, y), look.MUTED, anchor="midtop")
            y += fonts.font(m.font_px(14)).get_linesize()
