"""The game log beside the table: each line in its player's colour, newest at the bottom,
scrolled with the mouse wheel.

Drawn by the table's painter from cached line images instead of game.ui's pygame_gui text box:
that box re-lays out all its HTML on every appended line (10 to 100 ms per line here), which a
table where bots move every second cannot afford within its frame budget."""

from __future__ import annotations

import pygame

from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES
from game.ui import fonts, look
from game.ui.log_panel import SHAPE_GLYPHS

from . import art

SIZE = 14
LINE_H = 18
MAX_LINES = 800  # older lines leave the panel (never the saved log)
NEUTRAL = (170, 180, 204)


class LogView:
    def __init__(self, rect, seats, colour_blind: bool = False):
        self.rect = pygame.Rect(rect)
        self.seats = seats
        self.colour_blind = colour_blind
        self.lines: list[tuple[str, tuple]] = []  # (text, colour) after wrapping
        self._entries: list = []
        self.scroll = 0  # lines scrolled up from the newest

    @property
    def inner(self) -> pygame.Rect:
        return self.rect.inflate(-24, -44).move(0, 14)

    def visible_count(self) -> int:
        return self.inner.h // LINE_H

    def colour(self, player) -> tuple:
        if player is None or not 0 <= player < len(self.seats):
            return NEUTRAL
        seat = self.seats[player]
        return tuple(pygame.Color(seat.colour or PLAYER_COLOURS[player % len(PLAYER_COLOURS)]))[:3]

    def _wrap(self, entry) -> list[tuple[str, tuple]]:
        text = entry.text
        if self.colour_blind and entry.player is not None and 0 <= entry.player < len(self.seats):
            seat = self.seats[entry.player]
            text = SHAPE_GLYPHS.get(seat.shape or PLAYER_SHAPES[entry.player % len(PLAYER_SHAPES)], "") + " " + text
        colour = self.colour(entry.player)
        wrapped = fonts.wrap(text, SIZE, self.inner.w)
        return [(wrapped[0], colour)] + [("   " + line, colour) for line in wrapped[1:]]

    def sync(self, log: list, colour_blind: bool | None = None) -> bool:
        """Follow the session's log; True when the lines changed. Cheap when nothing did."""
        if colour_blind is not None and colour_blind != self.colour_blind:
            self.colour_blind = colour_blind
            self._entries = []
            self.lines = []
        n = len(self._entries)
        if len(log) == n and (not n or log[-1] is self._entries[-1]):
            return False
        if len(log) >= n and log[:n] == self._entries:
            for entry in log[n:]:
                self.lines += self._wrap(entry)
        else:  # an undo shortened the log: start again
            self.lines = [line for entry in log for line in self._wrap(entry)]
        del self.lines[:-MAX_LINES]
        self._entries = list(log)
        return True

    def scroll_by(self, lines: int) -> None:
        most = max(0, len(self.lines) - self.visible_count())
        self.scroll = max(0, min(most, self.scroll + lines))

    def draw(self, surface, frame: bool = True) -> None:
        """`frame=False`: the panel itself is already drawn (the table's cached backdrop)."""
        if frame:
            look.panel(surface, self.rect, 200, 12)
        art.blit_text(surface, "Log", 15, (self.rect.x + 12, self.rect.y + 8), look.MUTED, "bold")
        inner = self.inner
        count = self.visible_count()
        end = len(self.lines) - self.scroll
        shown = self.lines[max(0, end - count):end]
        y = inner.bottom - LINE_H * len(shown)
        for text, colour in shown:
            art.blit_text(surface, text, SIZE, (inner.x, y), colour)
            y += LINE_H
        if self.scroll:
            art.blit_text(surface, f"↓ {self.scroll} newer line{'s' if self.scroll > 1 else ''} (scroll down)", 12,
                          (self.rect.right - 12, self.rect.y + 9), look.GOLD, "regular", "topright")
        elif len(self.lines) > count:
            art.blit_text(surface, "scroll up for earlier turns", 12, (self.rect.right - 12, self.rect.y + 9),
                          look.FAINT, "regular", "topright")
