"""The game log panel: a scrollable text box, each line in its player's colour.

It follows `session.log` (a list of LogEntry(player, text)); after an undo shortens the log it
rebuilds, otherwise it only appends the new lines. The log itself is saved with the game by
game.core.saves; this panel only shows it."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES

from .richtext import escape

SHAPE_GLYPHS = {"circle": "\u25cf", "square": "\u25a0", "triangle": "\u25b2", "diamond": "\u25c6",
                "hexagon": "\u2b22", "star": "\u2605"}
NEUTRAL = "#aab4cc"
MAX_LINES = 400  # older lines are dropped from the panel (never from the saved log)


class LogPanel:
    def __init__(self, ui: pygame_gui.UIManager, rect, seats, colour_blind: bool = False):
        self.seats = seats
        self.colour_blind = colour_blind
        self.box = pygame_gui.elements.UITextBox("", pygame.Rect(rect), ui,
                                                 object_id=pygame_gui.core.ObjectID(class_id="@log_box"))
        self._shown: list = []

    def line_html(self, entry) -> str:
        player = entry.player
        if player is None or not 0 <= player < len(self.seats):
            return f"<font color='{NEUTRAL}'>{escape(entry.text)}</font>"
        seat = self.seats[player]
        colour = seat.colour or PLAYER_COLOURS[player % len(PLAYER_COLOURS)]
        mark = ""
        if self.colour_blind:
            mark = SHAPE_GLYPHS.get(seat.shape or PLAYER_SHAPES[player % len(PLAYER_SHAPES)], "") + " "
        return f"<font color='{colour}'>{mark}{escape(entry.text)}</font>"

    def sync(self, log: list, colour_blind: bool | None = None) -> None:
        """Show `log`. Cheap when nothing changed (call it every update)."""
        if colour_blind is not None and colour_blind != self.colour_blind:
            self.colour_blind = colour_blind
            self._shown = []
            self.box.set_text("")
        visible = log[-MAX_LINES:]
        if visible == self._shown:
            return
        prefix = len(self._shown)
        if prefix and len(visible) > prefix and visible[:prefix] == self._shown:
            self.box.append_html_text("".join("<br>" + self.line_html(e) for e in visible[prefix:]))
        else:
            self.box.set_text("<br>".join(self.line_html(e) for e in visible))
        self._shown = list(visible)
        bar = self.box.scroll_bar
        if bar is not None:  # keep the newest line in view
            bar.set_scroll_from_start_percentage(1.0 - bar.visible_percentage)

    @property
    def rect(self) -> pygame.Rect:
        return self.box.get_abs_rect()
