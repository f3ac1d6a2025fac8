"""Where things are on the 1600x900 table: player areas round the market, the market pyramid,
the decks and supply, the side column, and the geometry of a player's card pyramid."""

from __future__ import annotations

import pygame

from ..rules.terms import TIERS

TABLE_LEFT, TABLE_RIGHT = 14, 1206  # the player areas share this width, row by row
AREA_H = 238
AREA_GAP = 8
ROW_Y = {"top": 8, "bottom": 652}
# six places round the table, clockwise from the bottom centre (seat order runs clockwise)
PLACES = {"BC": ("bottom", 1), "BL": ("bottom", 0), "TL": ("top", 0), "TC": ("top", 1), "TR": ("top", 2),
          "BR": ("bottom", 2)}
ARRANGEMENTS = {
    2: ("BC", "TC"),
    3: ("BC", "TL", "TR"),
    4: ("BL", "TL", "TR", "BR"),  # two a row: wider areas
    5: ("BC", "BL", "TL", "TR", "BR"),
    6: ("BC", "BL", "TL", "TC", "TR", "BR"),
}

CONTROL_RECT = pygame.Rect(14, 252, 330, 398)  # prompts and the dial picker, left of the market
MARKET_BOX = pygame.Rect(354, 254, 614, 390)  # the three market rows
MARKET_CARD = (146, 126)  # the largest market card; a wider market (a mod) gets narrower cards
MARKET_GAP = 10
MARKET_ROW_Y = {"galactic": 254, "stellar": 386, "planetary": 518}
DECK_X = 978
DECK_SIZE = (66, 88)
SUPPLY_RECT = pygame.Rect(1062, 252, 146, 398)  # the token supply and what beats what
SIDE_X = 1222
LOG_RECT = (SIDE_X, 66, 368, 640)
HINT_BUTTON = pygame.Rect(SIDE_X, 714, 120, 42)  # under the log, its caption over the log's foot
UNDO_RECT = pygame.Rect(SIDE_X, 764, 368, 44)  # the whole column: it says in full what it takes back
MENU_RECT = pygame.Rect(SIDE_X + 288, 814, 80, 34)  # under Undo's right end (the VP rule left of it)
RULE_RECT = pygame.Rect(SIDE_X + 2, 814, 280, 36)
MODAL_RECT = pygame.Rect(286, 236, 700, 430)
HOVER_SPOT = pygame.Rect(SIDE_X, 66, 368, 690)  # the large card shows over the log, never over a decision


def area_rects(n: int, anchor: int) -> dict[int, pygame.Rect]:
    """Each seat's area; `anchor` (the player at the screen) sits in the bottom row (in its
    centre when it has three). A row with fewer seats gives each of them more width (more room
    for their pyramid)."""
    places = ARRANGEMENTS[n]
    rows = {row: sorted(slot for r, slot in (PLACES[p] for p in places) if r == row) for row in ROW_Y}
    rects = {}
    for i, place in enumerate(places):
        row, slot = PLACES[place]
        count = len(rows[row])
        w = (TABLE_RIGHT - TABLE_LEFT - AREA_GAP * (count - 1)) // count
        x = TABLE_LEFT + rows[row].index(slot) * (w + AREA_GAP)
        rects[(anchor + i) % n] = pygame.Rect(x, ROW_Y[row], w, AREA_H)
    return rects


def market_card_size(market) -> tuple[int, int]:
    """The market card size: as large as MARKET_CARD, narrower when a row holds more cards."""
    widest = max((len(row) for row in market), default=1)
    w, h = MARKET_CARD
    fit = (MARKET_BOX.w - MARKET_GAP * (widest - 1)) // max(1, widest)
    return min(w, fit), h


def market_rect(tier: str, slot: int, size: int, card=MARKET_CARD) -> pygame.Rect:
    w, h = card
    row_w = size * w + (size - 1) * MARKET_GAP
    x = MARKET_BOX.centerx - row_w // 2 + slot * (w + MARKET_GAP)
    return pygame.Rect(x, MARKET_ROW_Y[tier], w, h)


def deck_rect(tier: str) -> pygame.Rect:
    return pygame.Rect(DECK_X, MARKET_ROW_Y[tier] + 16, *DECK_SIZE)


def supply_point(token: str) -> tuple[int, int]:
    index = ("conflict", "trade", "research").index(token)
    return (SUPPLY_RECT.x + 30, SUPPLY_RECT.y + 58 + index * 44)


class PyramidGeometry:
    """Card rects of a pyramid (list of [start, ids] rows) fitted into a box: a Stellar card at
    column c sits centred over Planetary c and c+1, a Galactic one over Stellar c and c+1.
    Width and height are fitted apart: a pyramid of one or two rows gets taller cards."""

    def __init__(self, pyramid, box: pygame.Rect, extra_columns=(), max_card=(46, 34), gap=4,
                 tier_of_extra: int = 0, rows: int | None = None):
        self.box = pygame.Rect(box)
        spans = []  # (left, right) in planetary-column units
        for tier, (start, ids) in enumerate(pyramid):
            if ids:
                spans.append((start + tier / 2, start + len(ids) - 1 + tier / 2))
        for column in extra_columns:
            spans.append((column + tier_of_extra / 2, column + tier_of_extra / 2))
        left = min((s[0] for s in spans), default=0)
        right = max((s[1] for s in spans), default=0)
        columns = right - left + 1
        rows = rows or 3
        cw, ch = max_card
        fit_w = (self.box.w - gap * (columns - 1)) / columns
        fit_h = (self.box.h - gap * (rows - 1)) / rows
        self.w, self.h = max(10, int(min(cw, fit_w))), max(8, int(min(ch, fit_h)))
        self.gap = gap
        step = self.w + self.gap
        total = columns * step - self.gap
        self.x0 = self.box.centerx - total / 2 - left * step
        self.step = step
        self.row_step = self.h + self.gap
        self.bottom = self.box.bottom

    def rect(self, tier: int, column: float) -> pygame.Rect:
        x = self.x0 + (column + tier / 2) * self.step
        y = self.bottom - (tier + 1) * self.row_step + self.gap
        return pygame.Rect(int(x), int(y), self.w, self.h)

    def cards(self, pyramid):
        """(tier, column, card id, rect) for every card in the pyramid."""
        for tier, (start, ids) in enumerate(pyramid):
            for i, card_id in enumerate(ids):
                yield tier, start + i, card_id, self.rect(tier, start + i)


def tier_name(index: int) -> str:
    return TIERS[index]
