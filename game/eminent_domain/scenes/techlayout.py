"""Where the technologies' words sit: the panel's entries (every name in full) and the large cards
of "Show cards"; picklayout.py does the research list and the scenario picker.

Each is laid out as a small display list (boxes, words already wrapped to fit, symbol rows), so
the painter draws exactly what the tests read. Sizes are window pixels, chosen in design units
through the table's regions (`reg.px`, `reg.text`): no word under 12 units. Words are wrapped and,
where there is room to spare, shrunk; they are shortened only if they fit nowhere (fonts.shortened
notes that)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import look

from ..rules import empire as E
from . import art
from . import techcards as K
from .words import SMALLEST, fits, line_h, overflows, width, wrap_fit, wrapped

TYPE_COLUMNS = ("advanced", "fertile", "metallic")
BROWSE_CARD = (170, 200)  # units: the least size of a card of Show cards (all its words at 12 units)


@dataclass(frozen=True)
class Words:
    """Text wrapped to fit, drawn line by line from (x, y); `align` "left", "center" or "right"
    (x is then the centre or the right edge)."""
    text: str
    lines: tuple
    size: int
    face: str
    colour: tuple
    x: int
    y: int
    align: str = "left"

    @property
    def line_h(self) -> int:
        return line_h(self.size, self.face)

    @property
    def bottom(self) -> int:
        return self.y + self.line_h * len(self.lines)


@dataclass(frozen=True)
class Box:
    rect: pygame.Rect
    fill: tuple
    edge: tuple
    radius: int = 8
    width: int = 1


@dataclass(frozen=True)
class Symbols:
    """A row of role symbols from (x, y)."""
    kinds: tuple
    size: int
    x: int
    y: int


@dataclass(frozen=True)
class Picture:
    """A planet tile or a card face drawn by the painter: kind "planet" (a planet id) or "card"
    (a card face id)."""
    kind: str
    key: str
    rect: pygame.Rect


@dataclass
class Sheet:
    """What one technology entry, card or scenario shows: drawn in order."""
    item: str
    rect: pygame.Rect
    parts: list = field(default_factory=list)
    uid: int | None = None  # the technology it shows, if any
    purpose: str = ""  # "entry" (panel), "card" (Show cards), "purchase", "option", "scenario"
    cramped: bool = False  # a word of its name is wider than its room (the panel tries a roomier layout)

    def words(self) -> list[Words]:
        return [p for p in self.parts if isinstance(p, Words)]


def sizes(reg, *units: float) -> tuple:
    """Font sizes in pixels for `units`, never under the smallest."""
    return tuple(dict.fromkeys(reg.text(max(SMALLEST, u)) for u in units))


def words(text: str, x: int, y: int, room: int, height: int, font_sizes: tuple, face: str = "regular",
          colour=look.INK, align: str = "left") -> Words:
    lines, size = wrap_fit(text, room, height, font_sizes, face)
    return Words(text, tuple(lines), size, face, tuple(colour)[:3], x, y, align)


def few_lines(text: str, x: int, y: int, room: int, font_sizes: tuple, face: str = "regular", colour=look.INK,
              most: int = 2) -> Words:
    """`text` in as few lines as it takes at one of `font_sizes` (one line at a smaller size beats two)."""
    for count in range(1, most + 1):
        for size in font_sizes:
            if not overflows(text, room, count * line_h(size, face), size, face):  # probing cuts nothing
                found, got = wrap_fit(text, room, count * line_h(size, face), (size,), face)
                return Words(text, tuple(found), got, face, tuple(colour)[:3], x, y)
    return words(text, x, y, room, most * line_h(font_sizes[-1], face), font_sizes[-1:], face, colour)


def dark(colour, t: float = 0.8) -> tuple:
    return tuple(int(c + (12 - c) * t) for c in colour[:3])


def symbols_width(copies: tuple, size: int) -> int:
    """Width of the symbols of every copy, side by side with a gap between copies."""
    icons = sum(len(c) for c in copies)
    return icons * (size + 1) + 5 * max(0, len([c for c in copies if c]) - 1)


def copy_symbols(sheet: Sheet, copies: tuple, size: int, right: int, y: int) -> int:
    """Each copy's symbols, right-aligned at `right`; returns their left edge."""
    x = right - symbols_width(copies, size)
    left = x
    for copy in copies:
        if not copy:
            continue
        sheet.parts.append(Symbols(tuple(copy), size, x, y))
        x += len(copy) * (size + 1) + 5
    return left


# --- the panel -----------------------------------------------------------------------------------

def _entry(reg, group, x: int, y: int, room: int, size: int, bar: bool = False, cost: str = "",
           probe: bool = False) -> Sheet:
    """One technology on the panel: its full name (wrapped, never cut unless a word is wider than
    its room), each copy's symbols and, given `cost`, its price at the right. `probe`: a layout
    being tried, where a name too wide is only marked `cramped`, never cut."""
    px = reg.px
    isz = size + px(1)
    sym_w = symbols_width(group.copy_symbols, isz)
    badge = size + px(8) if cost else 0
    left = x + (px(7) if bar else px(3))
    name_w = room - (left - x) - sym_w - badge - (px(6) if sym_w else px(3))
    lines = wrapped(group.name, size, name_w, "bold")
    cramped = any(width(line, size, "bold") > name_w for line in lines)
    if cramped and not probe:
        lines, _ = wrap_fit(group.name, name_w, 999, (size,), "bold")
    h = max(len(lines) * line_h(size, "bold"), isz) + px(2)
    sheet = Sheet(f"tech:{group.uid}", pygame.Rect(x, y, room, h), uid=group.uid, purpose="entry", cramped=cramped)
    colour = art.PLANET_COLOURS.get(group.type, look.MUTED)
    if bar:
        sheet.parts.append(Box(pygame.Rect(x, y + 1, px(3), h - 2), colour, colour, 1, 0))
    sheet.parts.append(Words(group.name, tuple(lines), size, "bold", look.INK, left, y + 1))
    right = x + room - badge - px(2)
    if sym_w:
        copy_symbols(sheet, group.copy_symbols, isz, right, y + (h - isz) // 2)
    if cost:
        sheet.parts.append(Words(cost, (cost,), size, "bold", look.GOLD, x + room - badge // 2, y + 1, "center"))
    return sheet


PANEL_TOP = 60  # units from the panel's top to its entries (its title and the type columns' heads)


def panel_grid(s, reg) -> tuple[list[Sheet], list[Words]] | None:
    """The base game's technologies: a column per planet type, a block per level, every pile by
    its full name, at the largest size at which every column fits; None when none does (a short
    window: the panel then lists those within reach, as in Escalation)."""
    px, area = reg.px, reg.techs
    levels = s.content.tech_levels["levels"]
    by_type: dict = {}
    for g in K.groups(s):
        by_type.setdefault(g.type, []).append(g)
    col_w = (area.w - px(24) - px(16)) // 3
    head = reg.text(SMALLEST)
    for size in sizes(reg, 13, 12):
        sheets, heads, fits = [], [], True
        for c, kind in enumerate(TYPE_COLUMNS):
            x0 = area.x + px(12) + c * (col_w + px(8))
            y = area.y + px(PANEL_TOP)
            for level in (1, 2, 3):
                lv = levels[level]
                text = f"Level {level} · cost {lv.cost} · {K._n(lv.planets, 'planet')}"
                heads.append(Words(text, (text,), head, "regular", look.MUTED, x0 + px(2), y))
                y += line_h(head)
                for g in [g for g in by_type.get(kind, []) if g.level == level]:
                    sheet = _entry(reg, g, x0, y, col_w, size, probe=True)
                    sheets.append(sheet)
                    fits = fits and not sheet.cramped
                    y = sheet.rect.bottom
                y += px(3)
            fits = fits and y <= area.bottom - px(4) and all(width(w.text, head) <= col_w for w in heads)
        if fits:
            return sheets, heads
    return None


def panel_reach(s, me: int, affordable, reg, groups=None) -> tuple[list[Sheet], list[Words]]:
    """The technologies `me` holds the planets for, named in full (`affordable(uid)`: yours if you
    lead Research now, listed first), in two columns; what is left of the supply is counted under
    them. Escalation's panel (twice the technologies: too many to name), and the base game's in a
    window too short for all of them."""
    px, area = reg.px, reg.techs
    groups = K.groups(s) if groups is None else groups
    reach = [g for g in groups if K.planets_met(s, me, g.uid)]
    reach.sort(key=lambda g: (not affordable(g.uid), -g.level, K.TYPE_ORDER.index(g.type)
                              if g.type in K.TYPE_ORDER else 9, g.name))
    cols = 2
    col_w = (area.w - px(24) - px(12) * (cols - 1)) // cols
    foot_h = 2 * line_h(reg.text(SMALLEST)) + px(6)
    top, bottom = area.y + px(PANEL_TOP), area.bottom - foot_h
    sheets: list[Sheet] = []
    c, y = 0, top
    size = reg.text(SMALLEST)
    for g in reach:
        cost = str(E.face(s, g.uid).cost)
        sheet = _entry(reg, g, area.x + px(12) + c * (col_w + px(12)), y, col_w, size, bar=True, cost=cost)
        if sheet.rect.bottom > bottom:
            c, y = c + 1, top
            if c >= cols:
                break
            sheet = _entry(reg, g, area.x + px(12) + c * (col_w + px(12)), y, col_w, size, bar=True, cost=cost)
        sheets.append(sheet)
        y = sheet.rect.bottom + px(2)
    counts: dict = {}
    for uid in s.tech_supply:
        kind = E.face(s, uid).type
        counts[kind] = counts.get(kind, 0) + 1
    supply = "In the supply: " + " · ".join(f"{counts[k]} {K.TYPE_NAMES.get(k, k)}" for k in K.TYPE_ORDER
                                          if counts.get(k))
    rest = len(groups) - len(reach)
    more = len(reach) - len(sheets)
    notes = []  # "None yet" is said at the top of an empty panel, not again at its foot
    if more:
        notes.append(f"{more} more within reach: Show cards lists them all.")
    if rest:
        notes.append(f"{rest} more need planets not yet held.")
    one, room = line_h(size), area.w - px(28)
    said = next((" ".join(notes[:i]) for i in range(len(notes), 0, -1) if fits(" ".join(notes[:i]), size, room)),
                notes[0] if notes else "")  # as many notes as one line holds
    foot = [words(supply, area.x + px(14), area.bottom - foot_h, room, one + 2, (size,), colour=look.MUTED),
            words(said, area.x + px(14), area.bottom - foot_h + one, room, one + 2, (size,), colour=look.FAINT)]
    if not reach:
        foot.append(words("None yet: each technology needs face-up planets of its type.", area.x + px(14), top + px(4), area.w - px(28), 2 * one, (size,), colour=look.FAINT))
    return sheets, foot


# --- the large cards (Show cards) ----------------------------------------------------------------

def tabs(s) -> list[tuple[str, str]]:
    """(planet type, tab words) of "Show cards", one per type with technologies left."""
    counts: dict = {}
    for g in K.groups(s):
        counts[g.type] = counts.get(g.type, 0) + len(g.uids)
    return [(k, f"{K.TYPE_NAMES[k]} ({counts[k]})") for k in K.TYPE_ORDER if counts.get(k)]


def tab_rects(s, reg) -> dict:
    px, area = reg.px, reg.browse
    out = {}
    x = area.x + px(200)
    for kind, label in tabs(s):
        w = width(label, reg.text(14), "bold") + px(30)
        out[kind] = pygame.Rect(x, area.y + px(8), w, px(30))
        x += w + px(6)
    return out


def browse_grid(reg, cells: int) -> tuple[int, int]:
    """(columns, rows) of Show cards for `cells` card widths: the fewest, largest cards that hold
    them all, or the most that keep every card at least BROWSE_CARD (then a page at a time)."""
    px, area = reg.px, reg.browse
    grid_w, grid_h = area.w - px(24), area.h - px(54)
    fits = [(c, r) for c, r in ((3, 2), (4, 2), (4, 3), (5, 3), (6, 3), (6, 4), (7, 4), (7, 5), (8, 5), (8, 6))
            if (grid_w - px(8) * (c - 1)) / c >= px(BROWSE_CARD[0]) and
            (grid_h - px(8) * (r - 1)) / r >= px(BROWSE_CARD[1])] or [(3, 2)]
    return next(((c, r) for c, r in fits if c * r >= cells), fits[-1])


def browse(s, me: int, kind: str, reg, page: int = 0) -> tuple[list[Sheet], int]:
    """Every technology of one planet type as a real card: name, price, the planets it needs
    (and how many `me` holds), what kind of card it is, what it does, what it is worth. A
    double-sided card is twice as wide and shows both sides. (sheets of the page, pages)."""
    px, area = reg.px, reg.browse
    chosen = [g for g in K.groups(s) if g.type == kind]
    cols, rows = browse_grid(reg, sum(2 if g.double else 1 for g in chosen))
    pages, current, col, row_ = [[]], 0, 0, 0
    for g in chosen:  # cards to pages: a double card starts a new row when one cell is left
        span = 2 if g.double else 1
        if col + span > cols:
            col, row_ = 0, row_ + 1
        if row_ >= rows:
            pages.append([])
            col = row_ = 0
        pages[-1].append((g, col, row_, span))
        col += span
    current = max(0, min(page, len(pages) - 1))
    grid = pygame.Rect(area.x + px(12), area.y + px(48), area.w - px(24), area.h - px(54))
    gap = px(8)
    cw = (grid.w - gap * (cols - 1)) // cols
    ch = (grid.h - gap * (rows - 1)) // rows
    sheets = [tech_card(s, me, g, pygame.Rect(grid.x + c * (cw + gap), grid.y + r * (ch + gap),
                                              cw * span + gap * (span - 1), ch), reg)
              for g, c, r, span in pages[current]]
    return sheets, len(pages)


def tech_card(s, me: int, g, rect, reg) -> Sheet:
    px = reg.px
    sheet = Sheet(f"techcard:{g.uid}", pygame.Rect(rect), uid=g.uid, purpose="card")
    colour = art.PLANET_COLOURS.get(g.type, look.MUTED)
    sheet.parts.append(Box(rect, dark(colour, 0.82), colour, px(9), max(1, px(2))))
    pad = px(8)
    x, w = rect.x + pad, rect.w - 2 * pad
    small = reg.text(SMALLEST)
    band = pygame.Rect(rect.x + 2, rect.y + 2, rect.w - 4, line_h(small, "bold") + px(6))
    sheet.parts.append(Box(band, dark(colour, 0.55), dark(colour, 0.55), px(7), 0))
    head = f"Level {g.level}" + (" · two sides" if g.double else "") + \
        (f" · {len(g.uids)} copies" if len(g.uids) > 1 else "")
    worth = f"{E.face(s, g.uid).influence} influence" if E.face(s, g.uid).influence else ""
    worth_w = width(worth, small, "bold") if worth else 0
    head_w = words(head, x, band.y + px(3), w - worth_w - px(6), line_h(small, "bold") + 2, (small,), "bold")
    sheet.parts.append(head_w)
    if worth:
        sheet.parts.append(Words(worth, (worth,), small, "bold", look.GOLD, rect.right - pad, band.y + px(3), "right"))
    copies, isz = g.copy_symbols, px(15)
    free = w - width(head, head_w.size, "bold") - worth_w - px(16)
    if not g.double and symbols_width(copies, isz) <= free:  # the symbols fit the band: the name gets the width
        copy_symbols(sheet, copies, isz, rect.right - pad - worth_w - (px(8) if worth else 0), band.y + px(3))
        copies = ()
    y = band.bottom + px(4)
    if g.double:
        y = _price_needs(sheet, s, me, g, x, y, w, reg)
        note = few_lines("You choose a side when you take it; the other side does nothing.", x, y, w, (small,),
                         "italic", look.MUTED, 2)
        sheet.parts.append(note)
        y = note.bottom + px(2)
        half = (rect.w - 3 * pad) // 2
        for i, side in enumerate(g.sides):
            sx = rect.x + pad + i * (half + pad)
            _face(sheet, side, g.copy_symbols if i == 0 else (side.symbols,), sx, y, half, rect.bottom - pad - y, reg)
        sheet.parts.append(Box(pygame.Rect(rect.x + pad + half + pad // 2, y, 1, rect.bottom - pad - y), colour,
                               colour, 0, 0))
    else:
        _face(sheet, g.sides[0], copies, x, y, w, rect.bottom - pad - y, reg,
              lambda top: _price_needs(sheet, s, me, g, x, top, w, reg))
    return sheet


def _price_needs(sheet: Sheet, s, me: int, g, x: int, y: int, w: int, reg) -> int:
    """What it costs and the planets it needs (green when `me` holds them); returns the y below."""
    price = few_lines(f"Costs {K.price_text(s, g.uid)}", x, y, w, sizes(reg, 13, 12), "bold", look.GOLD)
    need = K.needs_text(s, g.uid)
    text = ("Needs no planets" if need == "no planets" else f"Needs {need}") + f" ({K.held_text(s, me, g.uid)})"
    met = K.planets_met(s, me, g.uid)
    needs = few_lines(text, x, price.bottom, w, sizes(reg, 13, 12), "regular",
                      (140, 220, 150) if met else look.DANGER, 3)
    sheet.parts += [price, needs]
    return needs.bottom + reg.px(2)


def _face(sheet: Sheet, side, copies: tuple, x: int, y: int, w: int, h: int, reg, between=None) -> None:
    """One side of a card: name (with each copy's symbols), then `between(y) -> y` (its price and
    needs, on a one-sided card), "Permanent technology" for one (an action card's text says
    "Action:"), what it does."""
    px = reg.px
    isz = px(15)
    sym_w = symbols_width(copies, isz)
    name = few_lines(side.name, x, y, w - sym_w - px(4), sizes(reg, 15, 14, 13, 12), "bold", look.INK)
    sheet.parts.append(name)
    if sym_w:
        copy_symbols(sheet, copies, isz, x + w, y + px(1))
    top = max(name.bottom, y + px(17)) + px(1)
    if between is not None:
        top = between(top)
    small = reg.text(SMALLEST)
    if side.kind != "action":
        kind = words("Permanent technology", x, top, w, line_h(small, "italic") + 1, (small,), "italic", look.MUTED)
        sheet.parts.append(kind)
        top = kind.bottom + px(1)
    text = side.text or "No other effect."
    sheet.parts.append(words(text, x, top, w, y + h - top, sizes(reg, 13, 12), "regular", (205, 214, 234)))
