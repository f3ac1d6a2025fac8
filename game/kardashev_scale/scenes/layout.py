"""Where things are on the 1600x900 table: player areas round the market, the market pyramid,
the decks and supply, the side column, and the geometry of a player's card pyramid."""

from __future__ import annotations

import pygame

from ..rules.terms import TIERS

AREA_W, AREA_H = 392, 232
# six places round the table, clockwise from the bottom centre (seat order runs clockwise)
PLACES = {
    "BC": (414, 658), "BL": (14, 658), "TL": (14, 10), "TC": (414, 10), "TR": (814, 10), "BR": (814, 658),
}
ARRANGEMENTS = {
    2: ("BC", "TC"),
    3: ("BC", "TL", "TR"),
    4: ("BC", "BL", "TC", "BR"),
    5: ("BC", "BL", "TL", "TR", "BR"),
    6: ("BC", "BL", "TL", "TC", "TR", "BR"),
}

MARKET_CARD = (112, 120)
MARKET_GAP = 12
MARKET_CENTRE_X = 610
MARKET_ROW_Y = {"galactic": 256, "stellar": 388, "planetary": 520}
DECK_X = 890
CONTROL_RECT = pygame.Rect(14, 252, 330, 398)  # prompts and the dial picker, left of the market
SUPPLY_RECT = pygame.Rect(1000, 252, 208, 398)  # the token supply and what beats what
SIDE_X = 1222
LOG_RECT = (SIDE_X, 66, 368, 690)
UNDO_RECT = pygame.Rect(SIDE_X, 770, 272, 52)  # wide enough to say what it takes back
MENU_RECT = pygame.Rect(SIDE_X + 280, 770, 88, 52)
MODAL_RECT = pygame.Rect(286, 236, 700, 430)


def area_rects(n: int, anchor: int) -> dict[int, pygame.Rect]:
    """Each seat's area; `anchor` (the player at the screen) sits at the bottom centre."""
    places = ARRANGEMENTS[n]
    return {(anchor + i) % n: pygame.Rect(*PLACES[places[i]], AREA_W, AREA_H) for i in range(n)}


def market_rect(tier: str, slot: int, size: int) -> pygame.Rect:
    w, h = MARKET_CARD
    row_w = size * w + (size - 1) * MARKET_GAP
    x = MARKET_CENTRE_X - row_w // 2 + slot * (w + MARKET_GAP)
    return pygame.Rect(x, MARKET_ROW_Y[tier], w, h)


def deck_rect(tier: str) -> pygame.Rect:
    return pygame.Rect(DECK_X, MARKET_ROW_Y[tier] + 14, 82, 92)


def supply_point(token: str) -> tuple[int, int]:
    index = ("conflict", "trade", "research").index(token)
    return (SUPPLY_RECT.x + 44 + index * 60, SUPPLY_RECT.y + 96)


class PyramidGeometry:
    """Card rects of a pyramid (list of [start, ids] rows) fitted into a box: a Stellar card at
    column c sits centred over Planetary c and c+1, a Galactic one over Stellar c and c+1."""

    def __init__(self, pyramid, box: pygame.Rect, extra_columns=(), max_card=(46, 34), gap=4,
                 tier_of_extra: int = 0):
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
        cw, ch = max_card
        fit_w = (self.box.w - gap * (columns - 1)) / columns
        scale = min(1.0, fit_w / cw)
        self.w, self.h = max(10, int(cw * scale)), max(8, int(ch * scale))
        self.gap = max(1, int(gap * scale))
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
