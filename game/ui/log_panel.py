"""The game log panel: each line in its player's colour (and shape, in colour-blind mode),
newest at the bottom, scrolled with the mouse wheel.

Every wrapped line is rendered once and kept, so a new log line costs one text render instead of
re-laying out the whole log (pygame_gui's text box took 10 to 180 ms per appended line, which a
table where computer players move every second cannot afford). It follows `session.log`; after an
undo shortens the log it starts again. The log itself is saved with the game by game.core.saves."""

from __future__ import annotations

import pygame

from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES

from . import fonts, look
from .metrics import LEGACY

SHAPE_GLYPHS = {"circle": "\u25cf", "square": "\u25a0", "triangle": "\u25b2", "diamond": "\u25c6",
                "hexagon": "\u2b22", "star": "\u2605"}
NEUTRAL = "#aab4cc"
MAX_LINES = 800  # older lines leave the panel (never the saved log)
SIZE = 14
PAD = 10
TITLE_H = 22
INDENT = "   "  # before a wrapped entry's second and later lines


class LogPanel:
    def __init__(self, rect, seats, colour_blind: bool = False, title: str = "Log", metrics=LEGACY):
        self.rect = pygame.Rect(rect)
        self.m = metrics  # sizes: SIZE, PAD and TITLE_H are the old 1600x900 surface's (metrics.py)
        self.size = metrics.classic_text(SIZE)
        self.seats = seats
        self.colour_blind = colour_blind
        self.title = title
        self.lines: list[tuple[str, tuple]] = []  # wrapped (text, rgb), oldest first
        self._surfaces: list[pygame.Surface] = []  # the same lines, rendered
        self._entries: list = []  # the log entries shown
        self.scroll = 0  # lines scrolled up from the newest
        self.max_lines: int | None = MAX_LINES  # None: the whole game (the final table)
        self.line_h = fonts.font(self.size).get_linesize()
        self.clear_below = 0  # pixels at the foot left free for something drawn over them

    def resize(self, rect, metrics) -> None:
        """Another place or size (the window or the UI scale changed): the lines are wrapped again."""
        self.rect, self.m = pygame.Rect(rect), metrics
        self.size = metrics.classic_text(SIZE)
        self.line_h = fonts.font(self.size).get_linesize()
        self._entries, self.lines, self._surfaces = [], [], []  # wrapped again at the next sync

    def keep_clear_of(self, cover: pygame.Rect | None) -> None:
        """Show the newest lines above `cover` (a hint's caption) where it sits over the panel's
        foot, so what was just played stays readable; None gives the room back."""
        inner = self._text_area()
        overlap = cover is not None and cover.colliderect(inner) and cover.bottom >= inner.bottom - self.line_h
        self.clear_below = min(inner.h - self.line_h, inner.bottom - cover.top + 4) if overlap else 0

    # --- content --------------------------------------------------------------------------
    @property
    def texts(self) -> list[str]:
        """The log entries' texts as shown (one per entry, unwrapped)."""
        return [entry.text for entry in self._entries]

    def colour(self, player) -> tuple:
        if player is None or not 0 <= player < len(self.seats):
            return tuple(pygame.Color(NEUTRAL))[:3]
        seat = self.seats[player]
        return tuple(pygame.Color(seat.colour or PLAYER_COLOURS[player % len(PLAYER_COLOURS)]))[:3]

    def _wrap(self, entry) -> list[tuple[str, tuple]]:
        text = entry.text
        if self.colour_blind and entry.player is not None and 0 <= entry.player < len(self.seats):
            seat = self.seats[entry.player]
            text = SHAPE_GLYPHS.get(seat.shape or PLAYER_SHAPES[entry.player % len(PLAYER_SHAPES)], "") + " " + text
        colour = self.colour(entry.player)
        # the lines after the first are indented: they wrap that much narrower, so none runs out
        width = self.inner.w - self.m.classic_px(8) - fonts.font(self.size).size(INDENT)[0]
        wrapped = fonts.wrap(text, self.size, width) or [""]
        return [(wrapped[0], colour)] + [(INDENT + line, colour) for line in wrapped[1:]]

    def sync(self, log: list, colour_blind: bool | None = None) -> bool:
        """Follow the session's log; True when the lines changed. Cheap when nothing did."""
        if colour_blind is not None and colour_blind != self.colour_blind:
            self.colour_blind = colour_blind
            self._entries = []
        known = len(self._entries)
        if len(log) == known and (not known or log[-1] is self._entries[-1]):
            return False
        if known and len(log) > known and log[known - 1] is self._entries[-1]:
            new = log[known:]
        else:  # an undo shortened the log, or the look changed: start again
            self.lines, self._surfaces, new = [], [], log if self.max_lines is None else log[-self.max_lines:]
        for entry in new:
            wrapped = self._wrap(entry)
            self.lines += wrapped
            self._surfaces += [fonts.render(text, self.size, colour) for text, colour in wrapped]
        if self.max_lines is not None:
            del self.lines[:-self.max_lines]
            del self._surfaces[:-self.max_lines]
        self._entries = list(log)
        self.scroll = 0
        return True

    def keep_whole_log(self, log: list) -> None:
        """Hold every line of `log`, however long (the final table scrolls through the game)."""
        if self.max_lines is None:
            return
        self.max_lines = None
        self._entries = []
        self.sync(log)

    # --- scrolling --------------------------------------------------------------------------
    @property
    def inner(self) -> pygame.Rect:
        """Where lines are drawn: the text area less what is kept clear at its foot."""
        area = self._text_area()
        area.h -= self.clear_below
        return area

    def _text_area(self) -> pygame.Rect:
        pad, top = self.m.classic_px(PAD), self.m.classic_px(TITLE_H + 4)
        return pygame.Rect(self.rect.x + pad, self.rect.y + top, self.rect.w - 2 * pad, self.rect.h - top - pad)

    def rows(self) -> int:
        return max(1, self.inner.h // self.line_h)

    def scroll_by(self, lines: int) -> None:
        most = max(0, len(self.lines) - self.rows())
        self.scroll = max(0, min(most, self.scroll + lines))

    def handle_wheel(self, pos, wheel_y: int) -> bool:
        """A mouse wheel turn at logical `pos`: scroll when it is over the panel."""
        if pos is None or not self.rect.collidepoint(pos):
            return False
        self.scroll_by(3 * wheel_y)
        return True

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, frame: bool = True) -> None:
        """`frame=False`: the panel background is already drawn (a table's cached backdrop)."""
        c = self.m.classic_px
        if frame:
            look.panel(surface, self.rect, alpha=200, radius=c(12))
        title = look.blit_text(surface, self.title, self.m.classic_text(15), (self.rect.x + c(12), self.rect.y + c(6)),
                               look.MUTED, "bold")
        inner, rows = self.inner, self.rows()
        end = len(self._surfaces) - self.scroll
        shown = self._surfaces[max(0, end - rows):end]
        clip = surface.get_clip()
        surface.set_clip(inner.inflate(c(4), c(4)))
        y = inner.bottom - self.line_h * len(shown)
        first = max(0, end - rows)
        for i, line in enumerate(shown):
            look.blit_rendered(surface, line, self.lines[first + i][0], self.size, (inner.x, y))
            y += self.line_h
        surface.set_clip(clip)
        if len(self.lines) > rows:  # a thin bar shows where the view sits in the whole log
            track = pygame.Rect(self.rect.right - c(8), inner.y, max(2, c(3)), inner.h)
            share = rows / len(self.lines)
            h = max(c(20), int(track.h * share))
            position = 1 - (self.scroll + rows) / len(self.lines)
            pygame.draw.rect(surface, (40, 52, 80), track, border_radius=2)
            pygame.draw.rect(surface, look.MUTED,
                             (track.x, track.y + int((track.h - h) * position / max(1e-6, 1 - share)), track.w, h),
                             border_radius=2)
        hint = "newest below (scroll down)" if self.scroll else ("scroll up for earlier turns"
                                                                  if len(self.lines) > rows else "")
        size = self.m.classic_text(12)
        if hint and fonts.font(size).size(hint)[0] <= self.rect.right - c(14) - title.right - c(8):
            look.blit_text(surface, hint, size, (self.rect.right - c(14), self.rect.y + c(8)),
                           look.ACCENT if self.scroll else look.FAINT, "regular", "topright")
