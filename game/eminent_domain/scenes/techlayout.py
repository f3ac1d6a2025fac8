"""Where the technologies' words sit: the panel's entries (every name in full), the large cards
of "Show cards", the research list and the scenario picker.

Each is laid out as a small display list (boxes, words already wrapped to fit, symbol rows), so
the painter draws exactly what the tests read. Words are wrapped and, where there is room to
spare, shrunk; they are shortened only if they fit nowhere (fonts.shortened records that)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import fonts, look

from ..rules import empire as E
from . import art
from . import cardtext as T
from . import techcards as K

PANEL = pygame.Rect(566, 242, 598, 280)  # the technologies' panel (layout.TECHS)
BROWSE = pygame.Rect(16, 62, 1148, 830)  # "Show cards": over everything left of the prompt
CHOICE = pygame.Rect(16, 62, 1148, 640)  # the research list and the scenario picker: the hand stays in view
TYPE_COLUMNS = ("advanced", "fertile", "metallic")


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
        return fonts.font(self.size, self.face).get_linesize()

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
    """A row of role symbols (or, with `ships`, ship tokens) from (x, y)."""
    kinds: tuple
    size: int
    x: int
    y: int


@dataclass
class Sheet:
    """What one technology entry, card or scenario shows: drawn in order."""
    item: str
    rect: pygame.Rect
    parts: list = field(default_factory=list)
    uid: int | None = None  # the technology it shows, if any
    purpose: str = ""  # "entry" (panel), "card" (Show cards), "purchase", "option", "scenario"

    def words(self) -> list[Words]:
        return [p for p in self.parts if isinstance(p, Words)]


def words(text: str, x: int, y: int, width: int, height: int, sizes=(12, 11, 10), face: str = "regular",
          colour=look.INK, align: str = "left") -> Words:
    lines, size = art.wrap_fit(text, width, height, sizes, face)
    return Words(text, tuple(lines), size, face, tuple(colour)[:3], x, y, align)


def few_lines(text: str, x: int, y: int, width: int, sizes=(12, 11), face: str = "regular", colour=look.INK,
              most: int = 2) -> Words:
    """`text` in as few lines as it takes at one of `sizes` (one line at a smaller size beats two)."""
    for lines in range(1, most + 1):
        for size in sizes:
            if not art.overflows(text, width, lines * line_h(size, face), size, face):  # probing cuts nothing
                found, got = art.wrap_fit(text, width, lines * line_h(size, face), (size,), face)
                return Words(text, tuple(found), got, face, tuple(colour)[:3], x, y)
    return words(text, x, y, width, most * line_h(sizes[-1], face), sizes[-1:], face, colour)


def line_h(size: int, face: str = "regular") -> int:
    return fonts.font(size, face).get_linesize()


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

def _entry(group, x: int, y: int, width: int, size: int, bar: bool = False, cost: str = "") -> Sheet:
    """One technology on the panel: its full name (wrapped, never cut), each copy's symbols and,
    given `cost`, its price at the right."""
    isz = size + 1
    sym_w = symbols_width(group.copy_symbols, isz)
    badge = size + 8 if cost else 0
    left = x + (7 if bar else 3)
    name_w = width - (left - x) - sym_w - badge - (6 if sym_w else 3)
    lines, _ = art.wrap_fit(group.name, name_w, 99, (size,), "bold")
    h = max(len(lines) * line_h(size, "bold"), isz) + 2
    sheet = Sheet(f"tech:{group.uid}", pygame.Rect(x, y, width, h), uid=group.uid, purpose="entry")
    colour = art.PLANET_COLOURS.get(group.type, look.MUTED)
    if bar:
        sheet.parts.append(Box(pygame.Rect(x, y + 1, 3, h - 2), colour, colour, 1, 0))
    sheet.parts.append(Words(group.name, tuple(lines), size, "bold", look.INK, left, y + 1))
    right = x + width - badge - 2
    if sym_w:
        copy_symbols(sheet, group.copy_symbols, isz, right, y + (h - isz) // 2)
    if cost:
        sheet.parts.append(Words(cost, (cost,), size, "bold", look.GOLD, x + width - badge // 2, y + 1, "center"))
    return sheet


def panel_grid(s, sizes=(12, 11)) -> tuple[list[Sheet], list[Words]]:
    """The base game's technologies: a column per planet type, a block per level, every pile by
    its full name. The largest size at which every column fits."""
    levels = s.content.tech_levels["levels"]
    by_type: dict = {}
    for g in K.groups(s):
        by_type.setdefault(g.type, []).append(g)
    col_w = (PANEL.w - 24 - 16) // 3
    for size in sizes:
        sheets, heads, fits = [], [], True
        for c, kind in enumerate(TYPE_COLUMNS):
            x0 = PANEL.x + 12 + c * (col_w + 8)
            y = PANEL.y + 62
            for level in (1, 2, 3):
                lv = levels[level]
                text = f"Level {level} · cost {lv.cost} · {K._n(lv.planets, 'planet')}"
                heads.append(Words(text, (text,), 10, "regular", look.MUTED, x0 + 2, y))
                y += 12
                for g in [g for g in by_type.get(kind, []) if g.level == level]:
                    sheet = _entry(g, x0, y, col_w, size)
                    sheets.append(sheet)
                    y = sheet.rect.bottom
                y += 3
            fits = fits and y <= PANEL.bottom - 4
        if fits:
            break
    return sheets, heads


def panel_reach(s, me: int, affordable) -> tuple[list[Sheet], list[Words]]:
    """Escalation: twice the technologies, too many to name in the panel. It names in full those
    `me` holds the planets for (`affordable(uid)`: yours if you lead Research now, listed first),
    in three columns; what is left of the supply is counted under them."""
    reach = [g for g in K.groups(s) if K.planets_met(s, me, g.uid)]
    reach.sort(key=lambda g: (not affordable(g.uid), -g.level, K.TYPE_ORDER.index(g.type)
                              if g.type in K.TYPE_ORDER else 9, g.name))
    cols = 2
    col_w = (PANEL.w - 24 - 12 * (cols - 1)) // cols
    top, bottom = PANEL.y + 60, PANEL.bottom - 40
    sheets: list[Sheet] = []
    c, y = 0, top
    shown = 0
    for g in reach:
        cost = str(E.face(s, g.uid).cost)
        sheet = _entry(g, PANEL.x + 12 + c * (col_w + 12), y, col_w, 12, bar=True, cost=cost)
        if sheet.rect.bottom > bottom:
            c, y = c + 1, top
            if c >= cols:
                break
            sheet = _entry(g, PANEL.x + 12 + c * (col_w + 12), y, col_w, 12, bar=True, cost=cost)
        sheets.append(sheet)
        shown += 1
        y = sheet.rect.bottom + 2
    counts: dict = {}
    for uid in s.tech_supply:
        kind = E.face(s, uid).type
        counts[kind] = counts.get(kind, 0) + 1
    supply = "In the supply: " + " · ".join(f"{counts[k]} {K.TYPE_NAMES.get(k, k)}" for k in K.TYPE_ORDER
                                          if counts.get(k))
    rest = len(K.groups(s)) - len(reach)
    more = len(reach) - shown
    notes = []
    if not reach:
        notes.append("None yet: each technology needs face-up planets of its type.")
    if more:
        notes.append(f"{more} more within reach: Show cards lists them all.")
    if rest:
        notes.append(f"{rest} more need planets not yet held.")
    foot = [words(supply, PANEL.x + 14, PANEL.bottom - 36, PANEL.w - 28, 16, (12, 11), colour=look.MUTED),
            words(" ".join(notes), PANEL.x + 14, PANEL.bottom - 20, PANEL.w - 28, 16, (12, 11), colour=look.FAINT)]
    if not reach:
        foot.append(words(notes[0], PANEL.x + 14, top + 4, PANEL.w - 28, 18, (13, 12), colour=look.FAINT))
    return sheets, foot


# --- the large cards (Show cards) ------------------------------------------------------------------

def tabs(s) -> list[tuple[str, str]]:
    """(planet type, tab words) of "Show cards", one per type with technologies left."""
    counts: dict = {}
    for g in K.groups(s):
        counts[g.type] = counts.get(g.type, 0) + len(g.uids)
    return [(k, f"{K.TYPE_NAMES[k]} ({counts[k]})") for k in K.TYPE_ORDER if counts.get(k)]


def tab_rects(s) -> dict:
    out = {}
    x = BROWSE.x + 220
    for kind, label in tabs(s):
        w = fonts.font(15, "bold").size(label)[0] + 34
        out[kind] = pygame.Rect(x, BROWSE.y + 10, w, 32)
        x += w + 8
    return out


def browse(s, me: int, kind: str) -> list[Sheet]:
    """Every technology of one planet type as a real card: name, price, the planets it needs
    (and how many `me` holds), what kind of card it is, what it does, what it is worth. A
    double-sided card is twice as wide and shows both sides."""
    chosen = [g for g in K.groups(s) if g.type == kind]
    cells = sum(2 if g.double else 1 for g in chosen)
    grid = pygame.Rect(BROWSE.x + 12, BROWSE.y + 54, BROWSE.w - 24, BROWSE.h - 62)
    gap = 8
    for cols, rows in ((3, 2), (4, 2), (4, 3), (5, 3), (6, 3), (6, 4), (7, 4), (7, 5), (8, 5), (8, 6)):
        if cols * rows >= cells:  # the fewest, largest cards that hold them all
            break
    cw = (grid.w - gap * (cols - 1)) // cols
    ch = (grid.h - gap * (rows - 1)) // rows
    sheets = []
    col = row = 0
    for g in chosen:
        span = 2 if g.double else 1
        if col + span > cols:
            col, row = 0, row + 1
        rect = pygame.Rect(grid.x + col * (cw + gap), grid.y + row * (ch + gap), cw * span + gap * (span - 1), ch)
        sheets.append(tech_card(s, me, g, rect))
        col += span
    return sheets


def tech_card(s, me: int, g, rect) -> Sheet:
    sheet = Sheet(f"techcard:{g.uid}", pygame.Rect(rect), uid=g.uid, purpose="card")
    colour = art.PLANET_COLOURS.get(g.type, look.MUTED)
    sheet.parts.append(Box(rect, dark(colour, 0.82), colour, 10, 2))
    pad = 8
    x, w = rect.x + pad, rect.w - 2 * pad
    band = pygame.Rect(rect.x + 2, rect.y + 2, rect.w - 4, 22)
    sheet.parts.append(Box(band, dark(colour, 0.55), dark(colour, 0.55), 8, 0))
    head = f"Level {g.level}" + (" · two sides" if g.double else "") + \
        (f" · {len(g.uids)} copies" if len(g.uids) > 1 else "")
    worth = f"{E.face(s, g.uid).influence} influence" if E.face(s, g.uid).influence else ""
    worth_w = fonts.font(12, "bold").size(worth)[0] if worth else 0
    head_w = words(head, x, band.y + 3, w - worth_w - 6, 16, (12, 11), "bold", look.INK)
    sheet.parts.append(head_w)
    if worth:
        sheet.parts.append(Words(worth, (worth,), 12, "bold", look.GOLD, rect.right - pad, band.y + 3, "right"))
    copies = g.copy_symbols
    free = w - fonts.font(head_w.size, "bold").size(head)[0] - worth_w - 16
    if not g.double and symbols_width(copies, 15) <= free:  # the symbols fit the band: the name gets the width
        copy_symbols(sheet, copies, 15, rect.right - pad - worth_w - (8 if worth else 0), band.y + 4)
        copies = ()
    y = band.bottom + 4
    if g.double:
        y = _price_needs(sheet, s, me, g, x, y, w)
        note = few_lines("You choose a side when you take it; the other side does nothing.", x, y, w, (11, 10),
                         "italic", look.MUTED, 1)
        sheet.parts.append(note)
        y = note.bottom + 2
        half = (rect.w - 3 * pad) // 2
        for i, side in enumerate(g.sides):
            sx = rect.x + pad + i * (half + pad)
            _face(sheet, side, g.copy_symbols if i == 0 else (side.symbols,), sx, y, half, rect.bottom - pad - y)
        sheet.parts.append(Box(pygame.Rect(rect.x + pad + half + pad // 2, y, 1, rect.bottom - pad - y), colour,
                               colour, 0, 0))
    else:
        _face(sheet, g.sides[0], copies, x, y, w, rect.bottom - pad - y,
              lambda top: _price_needs(sheet, s, me, g, x, top, w))
    return sheet


def _price_needs(sheet: Sheet, s, me: int, g, x: int, y: int, w: int) -> int:
    """What it costs and the planets it needs (green when `me` holds them); returns the y below."""
    price = few_lines(f"Costs {K.price_text(s, g.uid)}", x, y, w, (12, 11), "bold", look.GOLD)
    need = K.needs_text(s, g.uid)
    text = ("Needs no planets" if need == "no planets" else f"Needs {need}") + f" ({K.held_text(s, me, g.uid)})"
    met = K.planets_met(s, me, g.uid)
    needs = few_lines(text, x, price.bottom, w, (12, 11), "regular", (140, 220, 150) if met else look.DANGER, 3)
    sheet.parts += [price, needs]
    return needs.bottom + 2


def _face(sheet: Sheet, side, copies: tuple, x: int, y: int, w: int, h: int, between=None) -> None:
    """One side of a card: name (with each copy's symbols), then `between(y) -> y` (its price and
    needs, on a one-sided card), "Permanent technology" for one (an action card's text says
    "Action:"), what it does."""
    sym_w = symbols_width(copies, 15)
    name = few_lines(side.name, x, y, w - sym_w - 4, (14, 13, 12), "bold", look.INK)
    sheet.parts.append(name)
    if sym_w:
        copy_symbols(sheet, copies, 15, x + w, y + 1)
    top = max(name.bottom, y + 17) + 1
    if between is not None:
        top = between(top)
    if side.kind != "action":
        kind = words("Permanent technology", x, top, w, line_h(11, "italic") + 1, (11, 10), "italic", look.MUTED)
        sheet.parts.append(kind)
        top = kind.bottom + 1
    text = side.text or "No other effect."
    sheet.parts.append(words(text, x, top, w, y + h - top, (12, 11, 10), "regular", (205, 214, 234)))


# --- the research list -------------------------------------------------------------------------------

RESEARCH_COLS, RESEARCH_ROWS = 3, 4


def research_pages(entries: list) -> int:
    return max(1, -(-len(entries) // (RESEARCH_COLS * RESEARCH_ROWS)))


def research(s, entries: list, page: int) -> list[Sheet]:
    """The technologies the player may take now (techcards.purchases), a card each with its price,
    why it is open and its full text; each way of taking it is a target of its own (the whole card
    when there is only one)."""
    per = RESEARCH_COLS * RESEARCH_ROWS
    page = max(0, min(page, research_pages(entries) - 1))
    grid = pygame.Rect(CHOICE.x + 12, CHOICE.y + 62, CHOICE.w - 24, CHOICE.h - 70)
    gap = 8
    cw = (grid.w - gap * (RESEARCH_COLS - 1)) // RESEARCH_COLS
    ch = (grid.h - gap * (RESEARCH_ROWS - 1)) // RESEARCH_ROWS
    sheets = []
    for i, entry in enumerate(entries[page * per:(page + 1) * per]):
        r, c = divmod(i, RESEARCH_COLS)
        rect = pygame.Rect(grid.x + c * (cw + gap), grid.y + r * (ch + gap), cw, ch)
        sheets += purchase_card(s, entry, rect)
    return sheets


def purchase_card(s, entry, rect) -> list[Sheet]:
    g, side = entry.group, entry.side
    single = len(entry.options) == 1
    item = entry.options[0][0] if single else f"purchase:{g.uid}:{side.id}"
    sheet = Sheet(item, pygame.Rect(rect), uid=g.uid, purpose="purchase")
    colour = art.PLANET_COLOURS.get(g.type, look.MUTED)
    sheet.parts.append(Box(rect, dark(colour, 0.82), colour, 10, 2))
    pad = 8
    x, w = rect.x + pad, rect.w - 2 * pad
    level = f"{K.TYPE_NAMES.get(g.type, g.type)} · level {g.level}"
    lvl = words(level, rect.right - pad, rect.y + 6, 130, 16, (11,), "regular", look.MUTED, "right")
    lvl_w = fonts.font(lvl.size).size(level)[0]
    symbols = side.symbols if len(entry.options) == 1 or g.double else ()
    sym_w = symbols_width((symbols,), 16) if symbols else 0
    name = words(side.name, x + (sym_w + 4 if sym_w else 0), rect.y + 5, w - lvl_w - sym_w - 10,
                 line_h(15, "bold") + 1, (15, 14, 13), "bold", look.INK)
    if sym_w:
        sheet.parts.append(Symbols(tuple(symbols), 16, x, rect.y + 6))
    sheet.parts += [name, lvl]
    y = name.bottom + 1
    if g.double:
        other = next(o for o in g.sides if o.id != side.id)
        note = words(f"One side of a two-sided card (the other: {other.name})", x, y, w, line_h(11) + 1, (11, 10),
                     "italic", look.MUTED)
        sheet.parts.append(note)
        y = note.bottom
    why = words(entry.why, x, y, w, 2 * line_h(12), (12, 11), "regular", look.GOLD)
    sheet.parts.append(why)
    y = why.bottom + 2
    option_h = 26
    bottom = rect.bottom - pad - option_h - 2
    worth = K.worth_text(s, g.uid)
    text = " ".join(t for t in (side.text, (worth + ".") if worth else "") if t) or "No other effect."
    sheet.parts.append(words(text, x, y, w, bottom - y, (12, 11, 10), "regular", (205, 214, 234)))
    out = [sheet]
    ox = x
    for target, action, label in entry.options:
        copy = _copy_symbols(s, action) if not g.double and len(g.uids) > 1 and not single else ()
        width = fonts.font(13, "bold").size(label)[0] + 20 + (symbols_width((copy,), 14) + 6 if copy else 0)
        chip = pygame.Rect(ox, rect.bottom - pad - option_h, width, option_h)
        # with one way to take it the whole card is the target and the chip only says how
        option = sheet if single else Sheet(target, chip, uid=action.card, purpose="option")
        option.parts.append(Box(chip, (30, 53, 96), look.ACCENT, 7, 1))
        tx = chip.x + 10
        if copy:
            option.parts.append(Symbols(copy, 14, tx, chip.y + 6))
            tx += symbols_width((copy,), 14) + 6
        option.parts.append(Words(label, (label,), 13, "bold", look.INK, tx, chip.y + 5))
        if not single:
            out.append(option)
        ox = chip.right + 6
    return out


def _copy_symbols(s, action) -> tuple:
    return tuple(E.face(s, action.card).symbols)


# --- the scenario picker -------------------------------------------------------------------------------

def scenario_cards(s, offer: list, me: int) -> list[Sheet]:
    """The scenarios dealt to `me`, side by side: what each starts you with, in full."""
    scenarios = {sc.id: sc for sc in s.content.scenarios}
    chosen = [scenarios[i] for i in offer if i in scenarios]
    n = max(1, len(chosen))
    gap = 16
    area = pygame.Rect(CHOICE.x + 12, CHOICE.y + 64, CHOICE.w - 24, CHOICE.h - 76)
    w = min(560, (area.w - gap * (n - 1)) // n)
    x0 = area.centerx - (w * n + gap * (n - 1)) // 2
    return [scenario_card(s, sc, pygame.Rect(x0 + i * (w + gap), area.y, w, area.h)) for i, sc in enumerate(chosen)]


ROLE_WORDS = {"survey": "Survey", "warfare": "Warfare", "colonize": "Colonize", "produce_trade": "Produce/Trade",
              "research": "Research", "politics": "Politics"}
ROLE_SYMBOLS = {"survey": ("survey",), "warfare": ("warfare",), "colonize": ("colonize",),
                "produce_trade": ("produce", "trade"), "research": ("research",), "politics": ("politics",)}


@dataclass(frozen=True)
class Picture:
    """A planet tile or a card face drawn by the painter: kind "planet" (a planet id) or "card"
    (a card face id)."""
    kind: str
    key: str
    rect: pygame.Rect


def scenario_card(s, sc, rect) -> Sheet:
    """A scenario as a card: its deck (symbols and counts), its start planet and technologies
    (each pictured, with its text in full), its ships and fleet."""
    sheet = Sheet(f"scenario:{sc.id}", pygame.Rect(rect), purpose="scenario")
    sheet.parts.append(Box(rect, (16, 24, 46), look.ACCENT, 12, 2))
    pad = 16
    x, w = rect.x + pad, rect.w - 2 * pad
    title = few_lines(sc.name, x, rect.y + 12, w, (28, 26, 24, 22), "display", look.INK, 1)
    sheet.parts.append(title)
    y = title.bottom + 6
    total = sum(sc.deck.values())
    deck = words(f"Deck: {total} cards", x, y, w, line_h(16, "bold") + 2, (16,), "bold", look.GOLD)
    sheet.parts.append(deck)
    y = deck.bottom + 2
    cx = x
    for role, n in sc.deck.items():
        if not n:
            continue
        kinds = ROLE_SYMBOLS.get(role, (role,))
        sheet.parts.append(Symbols(kinds, 24, cx, y))
        cx += len(kinds) * 25 + 2
        label = f"{n} {ROLE_WORDS.get(role, role)}"
        sheet.parts.append(Words(label, (label,), 14, "regular", look.INK, cx, y + 3))
        cx += fonts.font(14).size(label)[0] + 14
        if cx > rect.right - 120:
            cx, y = x, y + 30
    y += 32
    tail = []
    ships = ", ".join(K._n(n, k) for k, n in sc.ships.items() if n)
    if ships:
        tail.append(("Ships", ships + "."))
    if sc.fleet and sc.fleet in s.cat.fleet_tiles:
        tail.append(("Fleet", T.fleet_text(s.cat.fleet_tiles[sc.fleet], False)))
    blocks = []
    if sc.start_planet:
        planet = s.cat.planets[sc.start_planet]
        about = T.planet_text(planet) or T.start_note(planet)
        blocks.append(("planet", sc.start_planet, f"Start planet: {planet.name}", about))
    for side in sc.technologies:
        if side in s.cat.cards:
            face = K.side_of(s, side)
            where = "starts in your empire" if face.kind == "permanent" else "starts in your deck"
            blocks.append(("card", side, f"{face.name} ({where})", face.text or "No other effect."))
    room = rect.bottom - pad - y - sum(2 * line_h(14) + 6 for _ in tail)
    block_h = min(150, room // max(1, len(blocks)) - 8)
    pic = (min(96, int(block_h * 0.7)), min(block_h, 134))  # small pictures: the words beside them say it all
    for kind, key, head, body in blocks:
        sheet.parts.append(Picture(kind, key, pygame.Rect(x, y, *pic)))
        tx, tw = x + pic[0] + 12, w - pic[0] - 12
        for sizes in ((17, 15), (16, 14), (15, 13), (14, 12), (13, 11), (12, 10)):
            hw = few_lines(head, tx, y, tw, (sizes[0],), "bold", look.GOLD, 2)
            if not art.overflows(body, tw, y + block_h - hw.bottom, sizes[1]):
                break
        bw = words(body, tx, hw.bottom + 2, tw, y + block_h - hw.bottom - 2, (sizes[1],), "regular",
                   (205, 214, 234))
        sheet.parts += [hw, bw]
        y += block_h + 8
    for head, body in tail:
        hw = words(head, x, y, w, line_h(15, "bold") + 2, (15,), "bold", look.GOLD)
        bw = words(body, x, hw.bottom, w, rect.bottom - pad - hw.bottom, (14, 13, 12), "regular", (205, 214, 234))
        sheet.parts += [hw, bw]
        y = bw.bottom + 6
    return sheet
