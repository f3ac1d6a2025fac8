"""Where the words of the two pickers that cover the table sit: the research list (the
technologies the player may take now, a card each) and the scenarios dealt to the player.
Display lists as in techlayout.py, in window pixels chosen in design units (`reg`)."""

from __future__ import annotations

import pygame

from game.ui import look

from ..rules import empire as E
from . import art
from . import cardtext as T
from . import techcards as K
from .techlayout import SMALLEST, Box, Picture, Sheet, Symbols, Words, dark, few_lines, sizes, symbols_width, words
from .words import line_h, overflows, width, wrapped_height

RESEARCH_CARD = (280, 150)  # units: the least size of a card of the research list


def research_grid(reg) -> tuple[int, int]:
    """(columns, rows) of the research list: as many cards a page as keep their words at 12 units."""
    area = reg.choice
    cols = max(1, min(4, int((reg.units(area.w) - 24 + 8) // (RESEARCH_CARD[0] + 8))))
    rows = max(1, min(4, int((reg.units(area.h) - 70 + 8) // (RESEARCH_CARD[1] + 8))))
    return cols, rows


def research_pages(entries: list, reg) -> int:
    cols, rows = research_grid(reg)
    return max(1, -(-len(entries) // (cols * rows)))


def research(s, entries: list, page: int, reg) -> list[Sheet]:
    """The technologies the player may take now (techcards.purchases), a card each with its price,
    why it is open and its full text; each way of taking it is a target of its own (the whole card
    when there is only one)."""
    px, area = reg.px, reg.choice
    cols, rows = research_grid(reg)
    per = cols * rows
    page = max(0, min(page, research_pages(entries, reg) - 1))
    grid = pygame.Rect(area.x + px(12), area.y + px(62), area.w - px(24), area.h - px(70))
    gap = px(8)
    cw = (grid.w - gap * (cols - 1)) // cols
    ch = (grid.h - gap * (rows - 1)) // rows
    sheets = []
    for i, entry in enumerate(entries[page * per:(page + 1) * per]):
        r, c = divmod(i, cols)
        sheets += purchase_card(s, entry, pygame.Rect(grid.x + c * (cw + gap), grid.y + r * (ch + gap), cw, ch), reg)
    return sheets


def purchase_card(s, entry, rect, reg) -> list[Sheet]:
    px = reg.px
    small = reg.text(SMALLEST)
    g, side = entry.group, entry.side
    single = len(entry.options) == 1
    item = entry.options[0][0] if single else f"purchase:{g.uid}:{side.id}"
    sheet = Sheet(item, pygame.Rect(rect), uid=g.uid, purpose="purchase")
    colour = art.PLANET_COLOURS.get(g.type, look.MUTED)
    sheet.parts.append(Box(rect, dark(colour, 0.82), colour, px(9), max(1, px(2))))
    pad = px(8)
    x, w = rect.x + pad, rect.w - 2 * pad
    level = f"{K.TYPE_NAMES.get(g.type, g.type)} · level {g.level}"
    lvl = Words(level, (level,), small, "regular", look.MUTED, rect.right - pad, rect.y + px(6), "right")
    lvl_w = width(level, small)
    symbols = side.symbols if len(entry.options) == 1 or g.double else ()
    isz = px(16)
    sym_w = symbols_width((symbols,), isz) if symbols else 0
    name = few_lines(side.name, x + (sym_w + px(4) if sym_w else 0), rect.y + px(5), w - lvl_w - sym_w - px(10),
                     sizes(reg, 15, 14, 13, 12), "bold", look.INK, 1)
    if sym_w:
        sheet.parts.append(Symbols(tuple(symbols), isz, x, rect.y + px(6)))
    sheet.parts += [name, lvl]
    y = name.bottom + px(1)
    if g.double:
        other = next(o for o in g.sides if o.id != side.id)
        note = few_lines(f"One side of a two-sided card (the other: {other.name})", x, y, w, (small,), "italic",
                         look.MUTED, 2)
        sheet.parts.append(note)
        y = note.bottom
    why = few_lines(entry.why, x, y, w, sizes(reg, 13, 12), "regular", look.GOLD, 2)
    sheet.parts.append(why)
    y = why.bottom + px(2)
    option_h = small + px(12)
    bottom = rect.bottom - pad - option_h - px(2)
    worth = K.worth_text(s, g.uid)
    text = " ".join(t for t in (side.text, (worth + ".") if worth else "") if t) or "No other effect."
    sheet.parts.append(words(text, x, y, w, bottom - y, sizes(reg, 13, 12), "regular", (205, 214, 234)))
    out = [sheet]
    ox, csz = x, px(14)
    for target, action, label in entry.options:
        copy = tuple(E.face(s, action.card).symbols) if not g.double and len(g.uids) > 1 and not single else ()
        chip_w = width(label, small, "bold") + px(20) + (symbols_width((copy,), csz) + px(6) if copy else 0)
        chip = pygame.Rect(ox, rect.bottom - pad - option_h, chip_w, option_h)
        # with one way to take it the whole card is the target and the chip only says how
        option = sheet if single else Sheet(target, chip, uid=action.card, purpose="option")
        option.parts.append(Box(chip, (30, 53, 96), look.ACCENT, px(7), 1))
        tx = chip.x + px(10)
        if copy:
            option.parts.append(Symbols(copy, csz, tx, chip.y + (option_h - csz) // 2))
            tx += symbols_width((copy,), csz) + px(6)
        option.parts.append(Words(label, (label,), small, "bold", look.INK, tx, chip.y + px(6)))
        if not single:
            out.append(option)
        ox = chip.right + px(6)
    return out


# --- the scenario picker -------------------------------------------------------------------------

ROLE_WORDS = {"survey": "Survey", "warfare": "Warfare", "colonize": "Colonize", "produce_trade": "Produce/Trade",
              "research": "Research", "politics": "Politics"}
ROLE_SYMBOLS = {"survey": ("survey",), "warfare": ("warfare",), "colonize": ("colonize",),
                "produce_trade": ("produce", "trade"), "research": ("research",), "politics": ("politics",)}


def scenario_cards(s, offer: list, me: int, reg) -> list[Sheet]:
    """The scenarios dealt to `me`, side by side: what each starts you with, in full."""
    px, area = reg.px, reg.choice
    scenarios = {sc.id: sc for sc in s.content.scenarios}
    chosen = [scenarios[i] for i in offer if i in scenarios]
    n = max(1, len(chosen))
    gap = px(14)
    inner = pygame.Rect(area.x + px(12), area.y + px(60), area.w - px(24), area.h - px(70))
    w = min(px(560), (inner.w - gap * (n - 1)) // n)
    x0 = inner.centerx - (w * n + gap * (n - 1)) // 2
    return [scenario_card(s, sc, pygame.Rect(x0 + i * (w + gap), inner.y, w, inner.h), reg)
            for i, sc in enumerate(chosen)]


def scenario_card(s, sc, rect, reg) -> Sheet:
    """A scenario as a card: its deck (symbols and counts), its start planet and technologies
    (each pictured, with its text in full), its ships and fleet."""
    px = reg.px
    sheet = Sheet(f"scenario:{sc.id}", pygame.Rect(rect), purpose="scenario")
    sheet.parts.append(Box(rect, (16, 24, 46), look.ACCENT, px(11), max(1, px(2))))
    pad = px(14)
    x, w = rect.x + pad, rect.w - 2 * pad
    title = few_lines(sc.name, x, rect.y + px(10), w, sizes(reg, 24, 22, 20, 18), "display", look.INK, 1)
    sheet.parts.append(title)
    y = title.bottom + px(4)
    deck = few_lines(f"Deck: {sum(sc.deck.values())} cards", x, y, w, sizes(reg, 15), "bold", look.GOLD, 1)
    sheet.parts.append(deck)
    y = deck.bottom + px(2)
    cx, isz, label_size = x, px(20), reg.text(13)
    for role, n in sc.deck.items():
        if not n:
            continue
        kinds = ROLE_SYMBOLS.get(role, (role,))
        label = f"{n} {ROLE_WORDS.get(role, role)}"
        step = len(kinds) * (isz + 1) + px(2) + width(label, label_size) + px(12)
        if cx > x and cx + step > rect.right - pad:
            cx, y = x, y + isz + px(6)
        sheet.parts.append(Symbols(kinds, isz, cx, y))
        cx += len(kinds) * (isz + 1) + px(2)
        sheet.parts.append(Words(label, (label,), label_size, "regular", look.INK, cx, y + (isz - line_h(label_size)) // 2))
        cx += width(label, label_size) + px(12)
    y += isz + px(10)
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
    small = reg.text(SMALLEST)
    tail_h = sum(line_h(reg.text(14), "bold") + wrapped_height(body, w, small) + px(6) for _, body in tail)
    room = rect.bottom - pad - y - tail_h
    block_h = min(px(150), room // max(1, len(blocks)) - px(8))
    pic = (min(px(90), int(block_h * 0.68)), min(block_h, px(130)))  # small pictures: the words beside them say it all
    for kind, key, head, body in blocks:
        sheet.parts.append(Picture(kind, key, pygame.Rect(x, y, *pic)))
        tx, tw = x + pic[0] + px(10), w - pic[0] - px(10)
        for head_size, body_size in ((16, 14), (15, 13), (14, 12), (13, 12), (12, 12)):
            hw = few_lines(head, tx, y, tw, sizes(reg, head_size), "bold", look.GOLD, 2)
            if not overflows(body, tw, y + block_h - hw.bottom, reg.text(body_size)):
                break
        sheet.parts += [hw, words(body, tx, hw.bottom + px(2), tw, y + block_h - hw.bottom - px(2),
                                  sizes(reg, body_size), "regular", (205, 214, 234))]
        y += block_h + px(8)
    for head, body in tail:
        hw = words(head, x, y, w, line_h(reg.text(14), "bold") + 2, sizes(reg, 14), "bold", look.GOLD)
        bw = words(body, x, hw.bottom, w, rect.bottom - pad - hw.bottom, sizes(reg, 13, 12), "regular",
                   (205, 214, 234))
        sheet.parts += [hw, bw]
        y = bw.bottom + px(6)
    return sheet
