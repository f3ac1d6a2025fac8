"""Undo on the Ascending Empires table: its moves are long to say ("build a Research Facility on
the purple planet in the Northwest"), more than the button holds, so the button says "Undo" and
the words of what it takes back sit in full just above it (`draw_caption`)."""

from __future__ import annotations

import pygame

from game.ui import fonts, look
from game.ui.undo_menu import UndoMenu, undo_tip

CAPTION_SIZE = 12  # units


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

    @property
    def caption_size(self) -> int:
        return self.scene.metrics.font_px(CAPTION_SIZE)

    def caption_lines(self, width: int) -> list[str]:
        if self.shown_label is None:
            return []
        return fonts.wrap(f"Undo takes back: {self.shown_label}", self.caption_size, width)

    def draw_caption(self, surface, rect: pygame.Rect) -> None:
        """The words, their last line at the foot of `rect`: as many lines as it holds."""
        size = self.caption_size
        line_h = fonts.font(size).get_linesize()
        lines = self.caption_lines(rect.w)
        room = max(1, rect.h // line_h)
        if len(lines) > room:
            fonts.note_shortened(f"Undo takes back: {self.shown_label}")
        top = rect.bottom - min(len(lines), room) * line_h
        for i, line in enumerate(lines[:room]):
            look.blit_text(surface, line, size, (rect.x, top + i * line_h), look.MUTED)
