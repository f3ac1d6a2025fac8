"""Where everything sits on the Ascending Empires table, worked out from the window's size and the
UI scale (game/ui/metrics.py): the players' placards on the left (in two columns on a wide screen
with three or four players), the board in the middle as large as the height allows, and a side
column on the right: status, the action bar, the chosen action's words and steps, the log, what
Undo takes back, and Hint, Undo and Menu.

Sizes are chosen in design units (a 1280x720 window at 100% is 1280x720 units) and returned in
window pixels. The board is square: extra height (a 4:3 window) goes to the placards, the legend
and the log; extra width (21:9) to a second column of placards, then to wider columns."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui import fonts

MARGIN, GAP = 8, 8  # units
# a placard's technology tiles hold every built-in technology's name at 12 units in two lines
PLACARD_W, PLACARD_MAX_W = 312, 390
PLACARD_MAX_H = 230
PLACARD_GAP = 6
SIDE_W, SIDE_MAX_W = 240, 340
STATUS_H = 132
BAR_BUTTON_H, BAR_GAP = 28, 4
CONTEXT_H = 64  # the chosen action's name and three lines of what to do
STEP_H, STEP_GAP, STEP_ROWS = 30, 4, 2  # at most four steps: two rows of two
UNDO_WORDS_H = 44  # what Undo takes back, in full, above it: three lines
BUTTON_H = 32
MENU_W = 64
HINT_WORDS = ("Hint", "Hide hint", "Thinking\u2026")  # the Hint button's words (game/ui/hint.py)
HINT_SPINNER = 24  # old-surface pixels each side of the Hint's words for its turning mark (hint.py)
LEGEND_H, LEGEND_MIN_H = 176, 140


@dataclass(frozen=True)
class TableLayout:
    scale: float  # pixels per unit
    board: pygame.Rect  # the square the board is fitted into
    placards: tuple[pygame.Rect, ...]  # one a seat, in seat order
    legend: pygame.Rect | None  # what the marks on the board mean, where there is room for it
    under_placards: pygame.Rect | None  # the column's whole room under the placards (the legend's and more)
    status: pygame.Rect
    bar: tuple[pygame.Rect, ...]  # the five actions
    context: pygame.Rect  # the chosen action's name and words, or a computer player's step
    steps: pygame.Rect  # the step buttons under it
    log: pygame.Rect
    undo_words: pygame.Rect  # above Undo: what it takes back
    hint: pygame.Rect
    undo: pygame.Rect
    menu: pygame.Rect

    def px(self, units: float) -> int:
        value = round(units * self.scale)
        return value if value or not units else 1

    def text(self, units: float) -> int:
        """A font's pixel size for text of `units` units."""
        return max(1, round(units * self.scale))


def hint_width(metrics) -> float:
    """The Hint button's width in units: its longest words with room for the turning mark the
    button shows while the hint is worked out, clear of the words on either side."""
    size = metrics.classic_text(15)  # the small_button style's font
    words = max(fonts.font(size).size(text)[0] for text in HINT_WORDS)
    return (words + 2 * metrics.classic_px(HINT_SPINNER)) / metrics.scale + 4


def table_layout(metrics, n: int) -> TableLayout:
    """The table for `n` seats in a window measured by `metrics`."""
    s = metrics.scale
    W, H = metrics.canvas

    def rect(x, y, w, h) -> pygame.Rect:
        left, top = round(x * s), round(y * s)
        return pygame.Rect(left, top, round((x + w) * s) - left, round((y + h) * s) - top)

    inner_h = H - 2 * MARGIN
    room = W - 2 * MARGIN - 2 * GAP
    side_w = SIDE_W
    # the tiles' names are set at whole pixel sizes: where 12 units round up, they need more room
    placard_min = PLACARD_W * max(1.0, metrics.font_px(12) / (12 * s))
    columns = 2 if n >= 3 and room - side_w - 2 * placard_min - PLACARD_GAP >= inner_h else 1
    placards_w = columns * placard_min + (columns - 1) * PLACARD_GAP
    board = min(inner_h, room - side_w - placards_w)
    spare = room - side_w - placards_w - board  # more width than the board can use: the columns widen
    grow = min(spare, SIDE_MAX_W - side_w)
    side_w, spare = side_w + grow, spare - grow
    grow = min(spare, columns * max(0.0, PLACARD_MAX_W - placard_min))
    placards_w, spare = placards_w + grow, spare - grow
    x = MARGIN + spare / 2
    board_x = x + placards_w + GAP
    side_x = board_x + board + GAP

    # the placards, row by row; a legend below them (or in the empty place of a 2x2 grid)
    rows = math.ceil(n / columns)
    placard_w = (placards_w - (columns - 1) * PLACARD_GAP) / columns
    placard_h = min(PLACARD_MAX_H, (inner_h - (rows - 1) * PLACARD_GAP) / rows)
    placards = tuple(rect(x + (p % columns) * (placard_w + PLACARD_GAP), MARGIN + (p // columns) * (placard_h + PLACARD_GAP),
                          placard_w, placard_h) for p in range(n))
    legend = None
    below = MARGIN + rows * (placard_h + PLACARD_GAP)
    under_placards = rect(x, below, placard_w, H - MARGIN - below) if H - MARGIN - below >= LEGEND_MIN_H else None
    if under_placards is not None:
        legend = rect(x, below, placard_w, min(LEGEND_H, H - MARGIN - below))
    elif n % columns and placard_h >= LEGEND_MIN_H:  # three seats in two columns: the fourth place
        legend = rect(x + placard_w + PLACARD_GAP, MARGIN + (rows - 1) * (placard_h + PLACARD_GAP), placard_w,
                      min(LEGEND_H, placard_h))

    # the side column, top to bottom
    y = MARGIN
    status = rect(side_x, y, side_w, STATUS_H)
    y += STATUS_H + GAP
    bar = tuple(rect(side_x, y + i * (BAR_BUTTON_H + BAR_GAP), side_w, BAR_BUTTON_H) for i in range(5))
    y += 5 * (BAR_BUTTON_H + BAR_GAP) + 2
    context = rect(side_x, y, side_w, CONTEXT_H)
    y += CONTEXT_H + 4
    steps_h = STEP_ROWS * (STEP_H + STEP_GAP)
    steps = rect(side_x, y, side_w, steps_h)
    y += steps_h + 4
    buttons_y = H - MARGIN - BUTTON_H
    words_y = buttons_y - 4 - UNDO_WORDS_H
    log = rect(side_x, y, side_w, words_y - 2 - y)
    hint_w = hint_width(metrics)
    undo_x = side_x + hint_w + 4
    return TableLayout(
        scale=s, board=rect(board_x, MARGIN + (inner_h - board) / 2, board, board), placards=placards, legend=legend,
        under_placards=under_placards,
        status=status, bar=bar, context=context, steps=steps, log=log,
        undo_words=rect(side_x, words_y, side_w, UNDO_WORDS_H), hint=rect(side_x, buttons_y, hint_w, BUTTON_H),
        undo=rect(undo_x, buttons_y, side_x + side_w - MENU_W - 4 - undo_x, BUTTON_H),
        menu=rect(side_x + side_w - MENU_W, buttons_y, MENU_W, BUTTON_H))
