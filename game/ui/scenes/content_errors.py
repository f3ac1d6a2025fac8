"""Every content problem of one game, each as `file:line:col: field: message`."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.words import counted

from .. import look
from ..menu import UIScene
from ..richtext import escape, scroll_box

BOX = pygame.Rect(140, 170, 1320, 590)


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

    def __init__(self, app, title: str, errors):
        super().__init__(app)
        self.title = title
        self.errors = list(errors)

    def enter(self) -> None:
        self.box = pygame_gui.elements.UITextBox(error_html(self.errors) or "No problems.", BOX, self.ui,
                                                 object_id=pygame_gui.core.ObjectID(class_id="@log_box"))
        self.track("errors_text", self.box)
        self.button("back", (BOX.right - 260, BOX.bottom + 30, 260, 58), "Back", self.back, style="primary")
        self.button("reload", (BOX.left, BOX.bottom + 30, 320, 58), "Reload content (F5)", self.reload)

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
        look.heading(surface, f"{self.title}: content problems", (800, 40))
        count = len(self.errors)
        look.blit_text(surface, f"{counted(count, 'problem')} found. Fix the files named below, "
                       "then reload. The other games stay playable.", 17, (800, 118), look.MUTED, anchor="midtop")
