"""Undo on the Kardashev Scale table: the button says what it takes back ("Undo: set your dial to
Research"); when that is more than the side column's button holds ("Undo: return 2 Conflict,
1 Trade, 1 Research", a card with a long name), the button says "Undo" and the words sit in full
just above it (`draw_words`), never cut short."""

from __future__ import annotations

import pygame

from game.ui import fonts, look
from game.ui.undo_menu import UNDO_FONT, UndoMenu

BUTTON_ROOM = 20  # the button's border and padding, in the old surface's pixels (as UndoMenu)


class UndoWithWords(UndoMenu):
    """The shared Undo and Menu pair; `words_rect` is where Undo's words go when the button
    cannot hold them."""

    def __init__(self, scene, undo_rect, menu_rect, words_rect):
        self.words_rect = pygame.Rect(words_rect)
        self.words: str | None = None  # said above the button instead of on it
        super().__init__(scene, undo_rect, menu_rect)

    def button_words(self, label: str | None) -> str:
        """'Undo: <label>' when the button holds it, else 'Undo' (the words go above it)."""
        said = "Undo" if label is None else f"Undo: {label}"
        room = self.undo_rect.w - self.scene.metrics.classic_px(BUTTON_ROOM)
        fits = fonts.font(self.text_size, UNDO_FONT[1]).size(said)[0] <= room
        self.words = None if fits else f"Undo takes back: {label}"
        return said if fits else "Undo"

    @property
    def text_size(self) -> int:
        return self.scene.metrics.classic_text(UNDO_FONT[0])

    def draw_words(self, surface) -> None:
        """The words the button cannot hold, wrapped, their last line just above the button."""
        if self.words is None:
            return
        rect, size = self.words_rect, self.text_size
        lines = fonts.wrap(self.words, size, rect.w)
        line_h = fonts.font(size).get_linesize()
        room = max(1, rect.h // line_h)
        if len(lines) > room:
            fonts.note_shortened(self.words)  # a seat's name of dozens of letters: the tooltip has it all
        top = rect.bottom - min(len(lines), room) * line_h
        for i, line in enumerate(lines[:room]):
            look.blit_text(surface, line, size, (rect.x, top + i * line_h), look.MUTED)
