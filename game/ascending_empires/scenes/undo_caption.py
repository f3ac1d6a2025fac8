"""Undo on the Ascending Empires table: its moves are long to say ("build a Research Facility on
the purple planet in the Northwest"), more than the button holds, so the button says "Undo" and
the words of what it takes back sit in full just above it (`draw_caption`)."""

from __future__ import annotations

import pygame

from game.ui import fonts, look
from game.ui.undo_menu import UndoMenu, undo_tip

CAPTION_SIZE = 13
CAPTION_LINES = 3


class CaptionedUndo(UndoMenu):
    """The shared Undo and Menu pair, with Undo's words in a caption instead of on the button."""

    def refresh(self) -> None:
        label = self.scene.undo_label()
        if label == self.shown_label:
            return
        self.shown_label = label
        self.cut_text = None
        # a new meaning is a new control (the click rule): a press on the old Undo does nothing
        element = self.scene.repoint_button("undo", self.scene.undo)
        element.set_text("Undo")
        element.set_tooltip(undo_tip(label))
        element.enable() if label is not None else element.disable()

    def caption_lines(self, width: int) -> list[str]:
        if self.shown_label is None:
            return []
        return fonts.wrap(f"Undo takes back: {self.shown_label}", CAPTION_SIZE, width)

    def draw_caption(self, surface, rect: pygame.Rect) -> None:
        lines = self.caption_lines(rect.w)
        if len(lines) > CAPTION_LINES:
            fonts.note_shortened(f"Undo takes back: {self.shown_label}")
        top = rect.bottom - min(len(lines), CAPTION_LINES) * (CAPTION_SIZE + 2)
        for i, line in enumerate(lines[:CAPTION_LINES]):
            look.blit_text(surface, line, CAPTION_SIZE, (rect.x + 2, top + i * (CAPTION_SIZE + 2)), look.MUTED)
