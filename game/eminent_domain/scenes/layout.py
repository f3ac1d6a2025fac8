"""Where the parts of the Eminent Domain table are, worked out from the window's size and the UI
scale (game/ui/metrics.py): a top bar (the game and whose turn it is), then left to right the
table and a side column. The table holds, top to bottom, the rivals' empires in a row, the role
stacks beside the technologies, the empire of the player at the screen and their hand; the side
column the decision (its words, the cards in play, its buttons), Hint, Auto-dissent, Menu,
Undo and the log.

Sizes are chosen in design units (a 1280x720 window at 100% is 1280x720 units) and returned in
window pixels. Extra width widens the side column (up to a point) and the table; extra height goes
to every row in proportion, so a 4:3 screen gets larger tiles, cards and more technologies named.
placement.py puts the things of one moment (cards, planets, technologies) into these regions."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

MARGIN, GAP = 8, 6  # units
TOP_H = 30
SIDE_W = (0.265, 336, 440)  # the side column: a share of the canvas width, its least and most
# the rows' heights in units for 650 units of room (a 1280x720 canvas): rivals, stacks and
# technologies, my empire, my hand. The base game names every technology in its panel (a taller
# middle row); Escalation has ships and fleets in every empire (taller empires).
ROWS = {"base": (110, 226, 136, 160), "escalation": (130, 182, 140, 166)}
LEAST_ROWS = (100, 150, 118, 128)
STACK_H = (70, 118)  # a role stack's card, least and most
SPLIT_STACK = 1.6  # the split Produce/Trade stack's width for a stack's: each half holds its word at 12 units
BUTTON_H, BUTTON_GAP = 34, 6
LOG_LEAST = 150  # the log keeps at least this much of the side column


def clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


@dataclass(frozen=True)
class Regions:
    """The table's regions in window pixels, and `scale` pixels per unit."""
    scale: float
    size: tuple
    top: pygame.Rect  # the title and whose turn it is
    table: pygame.Rect  # left of the side column, under the top bar
    opponents: pygame.Rect
    stacks: pygame.Rect
    techs: pygame.Rect
    empire: pygame.Rect
    hand: pygame.Rect
    prompt: pygame.Rect  # the decision: words, cards in play, buttons
    hint: pygame.Rect
    auto: pygame.Rect  # Auto-dissent
    menu: pygame.Rect
    undo: pygame.Rect
    log: pygame.Rect
    browse: pygame.Rect  # Show cards: over the whole table
    choice: pygame.Rect  # the research list and the scenarios: over the table above the hand

    def px(self, units: float) -> int:
        value = round(units * self.scale)
        return value if value or not units else (1 if units > 0 else -1)

    def text(self, units: float) -> int:
        """A font's pixel size for text of `units` units."""
        return max(1, round(units * self.scale))

    def units(self, pixels: float) -> float:
        return pixels / self.scale

    @property
    def button_h(self) -> int:
        return self.px(BUTTON_H)

    @property
    def button_gap(self) -> int:
        return self.px(BUTTON_GAP)

    @property
    def decision_area(self) -> pygame.Rect:
        """Where the decision's buttons go: the decision panel less its margins (they sit at its
        foot)."""
        area = self.prompt.inflate(-self.px(16), 0)
        area.h -= self.px(10)
        return area

    @property
    def stack_card(self) -> tuple[int, int]:
        """A role stack's card: as tall as the middle row allows (within STACK_H), wide enough for
        the longest role's name at 12 units."""
        h = clamp(self.units(self.stacks.h) - 104, *STACK_H)
        return self.px(max(70, h * 0.7)), self.px(h)

    def covered(self, overlay: str | None) -> pygame.Rect | None:
        """The part of the table an overlay (placement.OVERLAYS) covers."""
        if overlay == "browse":
            return self.browse
        return self.choice if overlay in ("research", "scenario") else None


def regions(metrics, escalation: bool) -> Regions:
    """The table's regions in a window measured by `metrics`; `escalation`: the variant's ships
    and fleets in every empire."""
    s = metrics.scale
    W, H = metrics.canvas

    def rect(x, y, w, h) -> pygame.Rect:
        left, top = round(x * s), round(y * s)
        return pygame.Rect(left, top, round((x + w) * s) - left, round((y + h) * s) - top)

    side_w = clamp(W * SIDE_W[0], SIDE_W[1], SIDE_W[2])
    table_w = W - 2 * MARGIN - GAP - side_w
    side_x = MARGIN + table_w + GAP

    # the table's rows share the height in proportion (never under their least)
    room = H - 2 * MARGIN - TOP_H - 4 * GAP
    base = ROWS["escalation" if escalation else "base"]
    heights = [max(least, h * room / sum(base)) for h, least in zip(base, LEAST_ROWS)]
    over = sum(heights) - room
    if over > 0:  # a short canvas: the rows above their least give up the difference
        spare = [h - least for h, least in zip(heights, LEAST_ROWS)]
        heights = [h - over * sp / max(1, sum(spare)) for h, sp in zip(heights, spare)]
    opp_h, mid_h, emp_h, hand_h = heights
    top_y = MARGIN + TOP_H + GAP
    opp_y = top_y
    mid_y = opp_y + opp_h + GAP
    emp_y = mid_y + mid_h + GAP
    hand_y = emp_y + emp_h + GAP

    # the middle row: the role stacks (five cards, the split Produce/Trade one wider), then the
    # technologies in the rest
    stack_h = clamp(mid_h - 104, *STACK_H)
    stack_w = max(70, stack_h * 0.7)
    stacks_w = 2 * 10 + 4 * stack_w + stack_w * SPLIT_STACK + 4 * 7
    stacks = rect(MARGIN, mid_y, stacks_w, mid_h)
    techs = rect(MARGIN + stacks_w + GAP, mid_y, table_w - stacks_w - GAP, mid_h)

    # the side column, top to bottom: the decision, a row of Hint, Auto-dissent and Menu, Undo
    # the whole width (it says what it takes back), the log
    bottom = H - MARGIN
    prompt_h = clamp((bottom - MARGIN) * 0.47, 300, 470)
    prompt_h = min(prompt_h, bottom - MARGIN - 2 * (BUTTON_H + GAP) - GAP - LOG_LEAST)
    row_y = MARGIN + prompt_h + GAP
    undo_y = row_y + BUTTON_H + GAP
    log_y = undo_y + BUTTON_H + GAP
    hint_w, menu_w = 72, 76
    table = rect(MARGIN, top_y, table_w, bottom - top_y)
    return Regions(
        scale=s, size=tuple(metrics.size), top=rect(MARGIN, MARGIN, table_w, TOP_H), table=table,
        opponents=rect(MARGIN, opp_y, table_w, opp_h), stacks=stacks, techs=techs,
        empire=rect(MARGIN, emp_y, table_w, emp_h), hand=rect(MARGIN, hand_y, table_w, bottom - hand_y),
        prompt=rect(side_x, MARGIN, side_w, prompt_h), hint=rect(side_x, row_y, hint_w, BUTTON_H),
        auto=rect(side_x + hint_w + GAP, row_y, side_w - hint_w - menu_w - 2 * GAP, BUTTON_H),
        menu=rect(side_x + side_w - menu_w, row_y, menu_w, BUTTON_H), undo=rect(side_x, undo_y, side_w, BUTTON_H),
        log=rect(side_x, log_y, side_w, bottom - log_y), browse=table,
        choice=rect(MARGIN, top_y, table_w, hand_y - GAP - top_y))
