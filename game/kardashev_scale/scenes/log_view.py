"""The table's game log, drawn by the scene itself.

It has the shared LogPanel's interface (`sync(log, colour_blind)`, `rect`) and look (each line in
its player's colour, the player's shape in colour-blind mode), but keeps one rendered surface per
wrapped line, so a new line costs one render instead of a re-layout of the whole text: a
Kardashev round logs a dozen lines and computer players add them every few frames."""

from __future__ import annotations

import pygame

from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES
from game.ui import fonts, look
from game.ui.log_panel import MAX_LINES, NEUTRAL, SHAPE_GLYPHS

SIZE = 14
PAD = 10


class LogView:
    def __init__(self, rect, seats, colour_blind: bool = False):
        self.rect = pygame.Rect(rect)
        self.seats = seats
        self.colour_blind = colour_blind
        self._all: list = []  # the log entries already shown
        self._lines: list[pygame.Surface] = []  # wrapped and rendered, oldest first
        self.scroll = 0  # lines scrolled up from the newest
        self._line_h = fonts.font(SIZE).get_linesize()
        self.box = self  # tests read `log_panel.box.html_text` on the shared panel
        self._plain: list[str] = []

    @property
    def html_text(self) -> str:
        return "\n".join(self._plain)

    def _colour(self, entry):
        player = entry.player
        if player is None or not 0 <= player < len(self.seats):
            return pygame.Color(NEUTRAL)
        seat = self.seats[player]
        return pygame.Color(seat.colour or PLAYER_COLOURS[player % len(PLAYER_COLOURS)])

    def _render(self, entry) -> list[pygame.Surface]:
        text = entry.text
        if self.colour_blind and entry.player is not None and 0 <= entry.player < len(self.seats):
            seat = self.seats[entry.player]
            text = SHAPE_GLYPHS.get(seat.shape or PLAYER_SHAPES[entry.player % len(PLAYER_SHAPES)], "") + " " + text
        colour = self._colour(entry)
        lines = fonts.wrap(text, SIZE, self.rect.w - 2 * PAD - 10)
        out = [fonts.render(line, SIZE, colour) for line in lines[:1]]
        out += [fonts.render("   " + line, SIZE, colour) for line in lines[1:]]
        return out

    def sync(self, log: list, colour_blind: bool | None = None) -> None:
        """Follow `log`: cheap when nothing changed, one render per new line otherwise."""
        if colour_blind is not None and colour_blind != self.colour_blind:
            self.colour_blind = colour_blind
            self._all = []
        known = self._all
        if len(log) == len(known) and (not log or log[-1] is known[-1]):
            return
        if known and len(log) > len(known) and log[len(known) - 1] is known[-1]:
            new = log[len(known):]
        else:  # an undo shortened the log (or the look changed): start again
            self._lines, self._plain, new = [], [], log[-MAX_LINES:]
        self._all = list(log)
        for entry in new:
            self._lines += self._render(entry)
            self._plain.append(entry.text)
        self._lines = self._lines[-MAX_LINES * 2:]
        self._plain = self._plain[-MAX_LINES:]
        self.scroll = 0

    def rows(self) -> int:
        return max(1, (self.rect.h - 2 * PAD) // self._line_h)

    def handle_wheel(self, event) -> bool:
        if not self.rect.collidepoint(getattr(event, "pos", (-1, -1))):
            return False
        top = max(0, len(self._lines) - self.rows())
        self.scroll = max(0, min(top, self.scroll + event.y * 3))
        return True

    def draw(self, surface) -> None:
        look.panel(surface, self.rect, alpha=200, radius=12)
        rows = self.rows()
        end = len(self._lines) - self.scroll
        start = max(0, end - rows)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4))
        y = self.rect.y + PAD
        for line in self._lines[start:end]:
            surface.blit(line, (self.rect.x + PAD, y))
            y += self._line_h
        surface.set_clip(clip)
        if len(self._lines) > rows:  # a thin bar shows where the view sits in the whole log
            track = pygame.Rect(self.rect.right - 8, self.rect.y + 8, 3, self.rect.h - 16)
            share = rows / len(self._lines)
            h = max(20, int(track.h * share))
            pos = 1 - (self.scroll + rows) / len(self._lines)
            pygame.draw.rect(surface, (40, 52, 80), track, border_radius=2)
            pygame.draw.rect(surface, look.MUTED, (track.x, track.y + int((track.h - h) * pos / max(1e-6, 1 - share)),
                                                   3, h), border_radius=2)
        if self.scroll:
            look.blit_text(surface, "scroll down for the newest", 12, (self.rect.centerx, self.rect.bottom - 6),
                           look.ACCENT, "bold", "midbottom")
