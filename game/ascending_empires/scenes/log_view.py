"""The game log, drawn by the board itself: the newest lines at the bottom, each in its player's
colour, the mouse wheel scrolls back.

The shared pygame_gui log box re-lays out its whole text for every new line (about 0.1 s per
line once a game has a few hundred), which stutters a flick; here each line is rendered once and
a frame only blits the few that show."""

from __future__ import annotations

import pygame

from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES
from game.ui import fonts, look
from game.ui.log_panel import NEUTRAL, SHAPE_GLYPHS

SIZE = 14
LINE = 18
PAD = 10


class LogView:
    def __init__(self, rect, seats):
        self.rect = pygame.Rect(rect)
        self.seats = seats
        self.scroll = 0  # lines scrolled back from the newest
        self._rendered: dict = {}  # (index, text, colour_blind) -> [surfaces of its wrapped lines]

    def colour(self, player):
        if player is None or not 0 <= player < len(self.seats):
            return pygame.Color(NEUTRAL)
        seat = self.seats[player]
        return pygame.Color(seat.colour or PLAYER_COLOURS[player % len(PLAYER_COLOURS)])

    def _lines(self, index: int, entry, colour_blind: bool) -> list:
        key = (index, entry.text, entry.player, colour_blind)
        lines = self._rendered.get(key)
        if lines is None:
            text = entry.text
            if colour_blind and entry.player is not None and 0 <= entry.player < len(self.seats):
                seat = self.seats[entry.player]
                text = SHAPE_GLYPHS.get(seat.shape or PLAYER_SHAPES[entry.player % len(PLAYER_SHAPES)], "") + " " + text
            colour = self.colour(entry.player)
            wrapped = fonts.wrap(text, SIZE, self.rect.w - 2 * PAD - 8)
            lines = [fonts.render(line, SIZE, colour) for line in wrapped]
            if len(self._rendered) > 2000:
                self._rendered.clear()
            self._rendered[key] = lines
        return lines

    def handle_wheel(self, pos, dy: int, log: list) -> bool:
        if not self.rect.collidepoint(pos):
            return False
        # never further back than the log goes (one wrapped line per entry at least)
        self.scroll = max(0, min(self.scroll + dy * 3, len(log)))
        return True

    def draw_panel(self, surface) -> None:
        """The panel behind the lines (the board bakes it into its backdrop)."""
        look.panel(surface, self.rect, alpha=215, radius=10)

    def draw(self, surface, log: list, colour_blind: bool) -> None:
        visible = (self.rect.h - 2 * PAD) // LINE
        # gather wrapped lines from the newest entry back, just enough for the view and the scroll
        rows: list = []
        index = len(log) - 1
        while index >= 0 and len(rows) < visible + self.scroll:
            rows = self._lines(index, log[index], colour_blind) + rows
            index -= 1
        scroll = min(self.scroll, max(0, len(rows) - visible)) if index < 0 else self.scroll
        end = len(rows) - scroll
        shown = rows[max(0, end - visible):end]
        y = self.rect.bottom - PAD - len(shown) * LINE
        for line in shown:
            surface.blit(line, (self.rect.x + PAD, y))
            y += LINE
        if scroll:
            look.blit_text(surface, f"\u2193 {scroll} newer lines", 12, (self.rect.right - 10, self.rect.y + 6),
                           look.ACCENT, "bold", "topright")
        if not log:
            look.blit_text(surface, "The log of the game appears here.", 13, (self.rect.x + PAD, self.rect.y + PAD),
                           look.FAINT)
