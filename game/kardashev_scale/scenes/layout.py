"""Where things are on the Kardashev Scale table, worked out from the window's size and the UI
scale (game/ui/metrics.py): player areas in a row above and a row below the middle band, the
middle band holding the decision panel, the market pyramid, the decks and the supply, and a side
column with the title, the log, Hint, Undo and Menu.

Sizes are chosen in design units (a 1280x720 window at 100% is 1280x720 units) and returned in
window pixels. Any extra width or height goes to the areas, the market and the log: a 21:9
screen gets wider areas and cards, a 4:3 one taller areas and pyramids."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..rules.terms import TIERS

MARGIN, GAP = 10, 6  # units
# the least height of a market card that shows every built-in card's name and abilities in full at
# 12 units (tests/kardashev_scale/ui/test_table_reading.py), and the widest a card may be for it
MARKET_CARD_H, MARKET_CARD_ASPECT = 110, 1.7
MARKET_MIN_W = 4 * 143 + 3 * GAP  # a row of four cards whose words all fit at 12 units
# how far the side column, the decision panel and the supply give way, in that order, to keep
# the market that wide on a narrow canvas (a 1280x720 window at more than 100%)
NARROWEST = {"side": 196, "control": 180, "supply": 118}
MODAL_W = 720  # the pickers: room for the card and a pyramid of five columns of faces with every name
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
MARKET_ROWS = ("galactic", "stellar", "planetary")  # top to bottom


def clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


@dataclass(frozen=True)
class TableLayout:
    scale: float  # pixels per unit
    areas: dict  # seat -> its area
    control: pygame.Rect  # the decision panel, left of the market
    market: pygame.Rect  # the three market rows
    card: tuple[int, int]  # the largest market card (a row of fewer cards gets wider ones, up to this)
    card_gap: int
    row_y: dict  # tier -> top of its market row
    decks: dict  # tier -> its deck
    supply: pygame.Rect
    side: pygame.Rect  # the column on the right
    log: pygame.Rect
    hint: pygame.Rect
    undo: pygame.Rect
    undo_words: pygame.Rect  # above Undo: what it takes back, when the button cannot hold the words
    menu: pygame.Rect
    rule: pygame.Rect  # what ends the game, and the icons' legend below it
    modal: pygame.Rect  # the pickers (place, pay, answer, return tokens), over the middle band
    hover_spot: pygame.Rect  # where the large card shows: over the log, never over a decision

    def px(self, units: float) -> int:
        value = round(units * self.scale)
        return value if value or not units else 1

    def text(self, units: float) -> int:
        """A font's pixel size for text of `units` units."""
        return max(1, round(units * self.scale))

    def market_card(self, size: int) -> tuple[int, int]:
        """The size of the cards of a market row of `size` cards: as wide as the row's share of
        the market allows, up to `card` (a row of two gets wider cards than a row of four)."""
        w, h = self.card
        fit = (self.market.w - self.card_gap * (size - 1)) // max(1, size)
        return min(w, fit), h

    def market_rect(self, tier: str, slot: int, size: int) -> pygame.Rect:
        w, h = self.market_card(size)
        row_w = size * w + (size - 1) * self.card_gap
        x = self.market.centerx - row_w // 2 + slot * (w + self.card_gap)
        return pygame.Rect(x, self.row_y[tier], w, h)

    def supply_point(self, token: str) -> tuple[int, int]:
        index = ("conflict", "trade", "research").index(token)
        return (self.supply.x + self.px(22), self.supply.y + self.px(44 + index * 32))


def table_layout(metrics, n: int, anchor: int) -> TableLayout:
    """The table for `n` seats in a window measured by `metrics`; `anchor` (the player at the
    screen) sits in the bottom row, in its middle when it has three."""
    s = metrics.scale
    W, H = metrics.canvas

    def rect(x, y, w, h) -> pygame.Rect:
        left, top = round(x * s), round(y * s)
        return pygame.Rect(left, top, round((x + w) * s) - left, round((y + h) * s) - top)

    side_w = clamp(W * 0.18, 230, 380)
    table_w = W - 2 * MARGIN - GAP - side_w
    control_w, supply_w, decks_w = clamp(table_w * 0.22, 220, 330), 136, 48
    # on a narrow canvas the side column, the decision panel and the supply give way, in that
    # order, so that the market keeps a row of four cards whose words all fit
    short = MARKET_MIN_W - (table_w - control_w - supply_w - decks_w - 3 * GAP)
    give = min(max(0.0, short), side_w - NARROWEST["side"])
    side_w, table_w, short = side_w - give, table_w + give, short - give
    give = min(max(0.0, short), control_w - NARROWEST["control"])
    control_w, short = control_w - give, short - give
    supply_w -= min(max(0.0, short), supply_w - NARROWEST["supply"])
    band_h = clamp((H - 2 * MARGIN - 2 * GAP) * 0.48, 3 * MARKET_CARD_H + 2 * GAP, 430)
    area_h = (H - 2 * MARGIN - 2 * GAP - band_h) / 2
    top_y, band_y = MARGIN, MARGIN + area_h + GAP
    bottom_y = band_y + band_h + GAP

    # the middle band, left to right: decision panel, market, decks, supply
    market_w = table_w - control_w - supply_w - decks_w - 3 * GAP
    x = MARGIN
    control = rect(x, band_y, control_w, band_h)
    market_x = x + control_w + GAP
    row_h = (band_h - 2 * GAP) / 3
    card_h = row_h
    card_w = min(card_h * MARKET_CARD_ASPECT, (market_w - GAP) / 2)  # the widest: a row of two (four: narrower)
    market = rect(market_x, band_y, market_w, band_h)
    row_y = {tier: round((band_y + i * (row_h + GAP)) * s) for i, tier in enumerate(MARKET_ROWS)}
    decks_x = market_x + market_w + GAP
    deck_w, deck_h = 44, min(64, row_h - 22)
    decks = {tier: rect(decks_x + (decks_w - deck_w) / 2 - 3, band_y + i * (row_h + GAP) + 8, deck_w, deck_h)
             for i, tier in enumerate(MARKET_ROWS)}
    supply = rect(decks_x + decks_w + GAP, band_y, supply_w, band_h)

    # the areas: a row above and a row below the band; a row of fewer seats gives each more width
    places = ARRANGEMENTS[n]
    rows = {row: sorted(slot for r, slot in (PLACES[p] for p in places) if r == row) for row in ("top", "bottom")}
    areas = {}
    for i, place in enumerate(places):
        row, slot = PLACES[place]
        count = len(rows[row])
        w = (table_w - GAP * (count - 1)) / count
        ax = MARGIN + rows[row].index(slot) * (w + GAP)
        areas[(anchor + i) % n] = rect(ax, top_y if row == "top" else bottom_y, w, area_h)

    # the side column, top to bottom: title and round (drawn by the board), the log, Hint and
    # Menu, Undo the whole width (it says what it takes back: "Undo: set your dial to Research",
    # or just above it when that is too long for it), what ends the game with the icons' legend
    sx = W - MARGIN - side_w
    legend_h, rule_h, button_h, words_h = 32, 46, 34, 32  # the legend may take two lines
    rule_y = H - MARGIN - legend_h - rule_h
    undo_y = rule_y - 8 - button_h
    words_y = undo_y - 2 - words_h
    hint_y = words_y - 4 - button_h
    log_y = MARGIN + 52
    menu_w = 80
    return TableLayout(
        scale=s, areas=areas, control=control, market=market, card=(round(card_w * s), round(card_h * s)),
        card_gap=round(GAP * s), row_y=row_y, decks=decks, supply=supply,
        side=rect(sx, MARGIN, side_w, H - 2 * MARGIN), log=rect(sx, log_y, side_w, hint_y - 8 - log_y),
        hint=rect(sx, hint_y, 100, button_h), undo=rect(sx, undo_y, side_w, button_h),
        undo_words=rect(sx, words_y, side_w, words_h),
        menu=rect(sx + side_w - menu_w, hint_y, menu_w, button_h), rule=rect(sx, rule_y, side_w, rule_h + legend_h),
        modal=rect(market_x - 40, band_y - 20, min(table_w - control_w + 40, MODAL_W), band_h + 40),
        hover_spot=rect(sx, log_y, side_w, H - MARGIN - log_y))


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
