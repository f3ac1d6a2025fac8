"""The Undo and Menu buttons every table has. Undo says what it would take back ("Undo: buy Dyson
Swarm", shortened to fit, in full in its tooltip) and is lit only while the player at the screen
has a move of their own to take back; Ctrl+Z does the same wherever it is lit."""

from __future__ import annotations

import pygame

from . import fonts

UNDO_FONT = (15, "regular")  # the small_button style's font
NOTHING_TO_UNDO = "Nothing of yours to take back: a draw, a reveal or another player's move came after it."


def undo_text(label: str | None, width: int, size: int = UNDO_FONT[0], room: int = 20) -> str:
    """The button's words for `label`, shortened to fit `width` pixels (at `size` pixels, with
    `room` pixels of border and padding)."""
    if label is None:
        return "Undo"
    return fonts.shortened(f"Undo: {label}", size, width - room, UNDO_FONT[1])


def undo_tip(label: str | None) -> str:
    return f"Take back: {label} (Ctrl+Z)" if label is not None else NOTHING_TO_UNDO


class UndoMenu:
    def __init__(self, scene, undo_rect, menu_rect):
        self.scene = scene
        self.undo_rect = pygame.Rect(undo_rect)
        self.menu_rect = pygame.Rect(menu_rect)
        self.shown_label: str | None = None
        self.cut_text: str | None = None  # the full words when the button shows them shortened
        scene.add_button("undo", undo_rect, "Undo", scene.undo, style="small_button", tooltip=NOTHING_TO_UNDO,
                         enabled=False)
        scene.add_button("menu", menu_rect, "Menu", scene.open_pause, style="small_button",
                         tooltip="Pause: rules, save, settings, quit (Esc)")

    def refresh(self) -> None:
        """Follow what Undo would take back now (cheap when nothing changed: call every frame)."""
        label = self.scene.undo_label()
        if label == self.shown_label:
            return
        self.shown_label = label
        # a new meaning is a new control (the click rule): a press on the old Undo does nothing
        element = self.scene.repoint_button("undo", self.scene.undo)
        element.set_text(self.button_words(label))
        element.set_tooltip(undo_tip(label))
        element.enable() if label is not None else element.disable()

    def button_words(self, label: str | None) -> str:
        """The button's words for `label`: shortened to fit (the full words kept in `cut_text`)."""
        m = self.scene.metrics
        words = undo_text(label, self.undo_rect.w, m.classic_text(UNDO_FONT[0]), m.classic_px(20))
        self.cut_text = None if label is None or words == f"Undo: {label}" else f"Undo: {label}"
        return words
