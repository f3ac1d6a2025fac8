"""Planet tiles and the small plates beside them: a settled planet (globe, name, symbols,
influence, resource slots, replenishing ship slots, its Escalation kind), a face-down one (type,
costs, colonies), the fleet tile's plate and a row of ship tokens.

Sizes are pixels, `scale` pixels per design unit: no word is drawn under 12 units. A tile too
narrow for a planet's name at that size leaves the words off (globe, icons and numbers stay; the
planet drawn large on hover says it all), so nothing on a tile is ever cut. `TileGeometry` says
where each part of a settled tile is: the tile and the layout (slot targets) share it. Tiles are
pictures (fonts.new_picture) that keep their words, cached by what they show."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import fonts, look

from . import art
from .art import CATEGORY_COLOURS, CATEGORY_LABELS, PLANET_COLOURS, SYMBOL_COLOURS, mix
from .words import blit_lines, blit_text, fit_lines, fit_text, fits, least, line_h, lines_fit

TYPE_LABELS = {"advanced": "Advanced", "fertile": "Fertile", "metallic": "Metallic", "prestige": "Prestige",
               "utopian": "Utopian", "diverse": "Diverse"}
FACE_DOWN = "FACE DOWN"


def _u(scale: float):
    def px(units: float) -> int:
        return max(1, round(units * scale)) if units else 0
    return px


@dataclass(frozen=True)
class TileGeometry:
    """Where the parts of a settled planet's tile of `size` pixels sit, inside the tile."""
    globe: int  # the globe's diameter (it sits centred at the top)
    name_lines: tuple  # the name's lines, () when the tile is too narrow for it
    name_size: int
    name_face: str
    name_y: int
    type_y: int | None  # the type's word, when there is room for it
    slot_y: int
    slot: int  # a slot's size
    gap: int  # between slots

    def slot_xs(self, width: int, count: int) -> list[int]:
        total = count * self.slot + (count - 1) * self.gap
        return [(width - total) // 2 + i * (self.slot + self.gap) for i in range(count)]


@lru_cache(maxsize=1024)
def tile_geometry(name: str, size: tuple, scale: float, slots: int) -> TileGeometry:
    w, h = size
    px, small = _u(scale), least(scale)
    wu = w / scale
    globe = int(min(w * 0.56, h * 0.38))
    slot = px(max(12, min(24, wu / 4.2)))
    gap = px(3) if slots * slot + (slots - 1) * px(3) <= w - px(6) else px(1)
    name_y = px(6) + globe
    room = h - name_y - slot - px(8) - px(16)  # under the name: the slots and the kind's plate
    sizes = tuple(px(u) for u in (15, 14, 13)) + (small,)
    lines, size, face = (), small, "bold"
    for face in ("bold", "display"):
        for most in (1, 2):
            if lines_fit(name, w - px(8), sizes, most, face) and most * line_h(small, face) <= room:
                lines, size = fit_lines(name, w - px(8), sizes, most, face)
                break
        if lines:
            break
    y = name_y + line_h(size, face) * len(lines)
    type_y = y if lines and h - y - slot - px(22) >= line_h(small) else None
    slot_y = (type_y + line_h(small) if type_y is not None else y) + px(2)
    return TileGeometry(globe, tuple(lines), size, face, name_y, type_y, slot_y, slot, gap)


@fonts.remembers_shortened(512)  # a cut text is noted on every frame it is shown
def planet_tile(name: str, kind: str, symbols: tuple, slots: tuple, res: tuple, blocked: int, influence: int,
                hand_bonus: int, size: tuple, seed: int, category: str = "", replenish: tuple = (), rep: tuple = (),
                scale: float = 1.0) -> pygame.Surface:
    """A settled planet: globe, name, symbols, influence, its resource slots (filled or empty), its
    replenishing ship slots (Escalation) and a plate naming its Escalation kind."""
    w, h = size
    px, small = _u(scale), least(scale)
    s = fonts.new_picture((w, h))
    colour = PLANET_COLOURS.get(kind, (120, 130, 150))
    radius = px(8)
    pygame.draw.rect(s, mix(colour, (8, 12, 24), 0.8), s.get_rect(), border_radius=radius)
    geo = tile_geometry(name, size, scale, len(slots) + len(replenish))
    s.blit(art.planet_globe(kind, geo.globe, seed), ((w - geo.globe) // 2, px(5)))
    if influence:
        ic = max(px(17), round(w / 5.5))
        s.blit(art.influence_icon(ic), (px(3), px(3)))
        blit_text(s, str(influence), small, (px(3) + ic // 2, px(3) + ic // 2), (60, 40, 8), "bold", "center")
    x, isz = w - px(3), px(max(12, min(20, w / scale / 6)))
    for kind_sym in symbols:
        x -= isz
        s.blit(art.symbol_icon(kind_sym, isz), (x, px(3)))
        x -= px(2)
    if geo.name_lines:
        blit_lines(s, geo.name_lines, geo.name_size, (w // 2, geo.name_y), look.INK, geo.name_face)
    if geo.type_y is not None:
        blit_text(s, TYPE_LABELS.get(kind, ""), small, (w // 2, geo.type_y), mix(colour, (255, 255, 255), 0.3),
                  "regular", "midtop")
    xs = geo.slot_xs(w, len(slots) + len(replenish))
    for i, kind_res in enumerate(slots):
        held = res[i] if i < len(res) else 0
        s.blit(art.resource_icon(kind_res, geo.slot, held > 0), (xs[i], geo.slot_y))
        if held > 1 and geo.slot >= small:  # a slot holding more than one (Bountiful Harvest)
            blit_text(s, f"x{held}", small, (xs[i] + geo.slot, geo.slot_y + geo.slot), look.INK, "bold", "bottomright")
        if i < blocked:
            sx, sy, r = xs[i], geo.slot_y, geo.slot
            pygame.draw.line(s, look.DANGER, (sx + 3, sy + 3), (sx + r - 3, sy + r - 3), 2)
            pygame.draw.line(s, look.DANGER, (sx + r - 3, sy + 3), (sx + 3, sy + r - 3), 2)
    for i, ship in enumerate(replenish):
        full = bool(rep[i]) if i < len(rep) else False
        s.blit(art.replenish_slot(ship, geo.slot, full), (xs[len(slots) + i], geo.slot_y))
    foot = h - px(4)
    if category in CATEGORY_COLOURS:
        plate = _plate_size(category, w, scale)
        if plate is not None:
            look.blit(s, category_tag(category, plate, scale), ((w - plate[0]) // 2, foot - plate[1]))
        else:  # no room for its word: its colour along the foot (the hover names it)
            pygame.draw.rect(s, CATEGORY_COLOURS[category], (px(6), foot - px(4), w - px(12), px(4)),
                             border_radius=px(2))
    elif hand_bonus and fits(f"+{hand_bonus} hand", small, w - px(6), "bold"):
        blit_text(s, f"+{hand_bonus} hand", small, (w // 2, foot), look.ACCENT, "bold", "midbottom")
    pygame.draw.rect(s, colour, s.get_rect(), max(1, px(2)), border_radius=radius)
    return s


def _plate_size(category: str, w: int, scale: float) -> tuple | None:
    """The kind's plate on a tile `w` pixels wide, or None when its word does not fit."""
    px, small = _u(scale), least(scale)
    word = CATEGORY_LABELS.get(category, category)
    pw = min(w - px(8), fonts.font(small, "bold").size(word)[0] + px(10))
    return (pw, small + px(4)) if fits(word, small, pw - px(4), "bold") else None


@lru_cache(maxsize=64)
def face_down_ribbon(tile_w: int, scale: float = 1.0) -> pygame.Surface | None:
    """The plate across a face-down planet's globe; None on a tile too narrow for its words whole."""
    px, small = _u(scale), least(scale)
    w, h = min(tile_w - px(4), px(96)), small + px(4)
    face = next((f for f in ("bold", "display") if fits(FACE_DOWN, small, w - px(4), f)), None)  # condensed if need be
    if face is None:
        return None
    s = fonts.new_picture((w, h))
    pygame.draw.rect(s, (44, 34, 12, 235), s.get_rect(), border_radius=px(4))
    pygame.draw.rect(s, look.GOLD, s.get_rect(), 1, border_radius=px(4))
    blit_text(s, FACE_DOWN, small, (w // 2, h // 2), look.GOLD, face, "center")
    return s


@fonts.remembers_shortened(256)  # a cut text is noted on every frame it is shown
def unexplored_tile(kind: str, size: tuple, colonize_cost: int, warfare_cost: int, tucked: int, colonies: int,
                    need: int, known: bool, ship: str = "fighter", colonizable: bool = True,
                    category: str = "", scale: float = 1.0) -> pygame.Surface:
    """A face-down planet: its type and costs when its owner looks (Escalation: the ship that
    conquers it, struck-out Colonize when it cannot be colonized), colonies tucked beneath. A
    narrow tile keeps the icons and numbers and leaves the words to the hover."""
    w, h = size
    px, small = _u(scale), least(scale)
    s = fonts.new_picture((w, h))
    colour = PLANET_COLOURS.get(kind, (90, 104, 140)) if known else (90, 104, 140)
    for i in range(min(tucked, 4)):  # tucked colonies peek out from under the top edge
        r = pygame.Rect(px(5) + i * px(4), 0, w - px(10), px(12))
        pygame.draw.rect(s, mix(SYMBOL_COLOURS["colonize"], (10, 20, 12), 0.3), r, border_radius=px(4))
        pygame.draw.rect(s, (20, 60, 30), r, 1, border_radius=px(4))
    top = px(7) if tucked else 0
    body = pygame.Rect(0, top, w, h - top)
    pygame.draw.rect(s, (16, 20, 36), body, border_radius=px(8))
    pygame.draw.rect(s, mix(colour, (16, 20, 36), 0.3), body, max(1, px(2)), border_radius=px(8))
    globe = int(min(w * 0.5, h * 0.32))
    s.blit(art.planet_globe(kind if known else "", globe, 3, dark=True), ((w - globe) // 2, top + px(5)))
    ribbon = face_down_ribbon(w, scale)  # a start planet lies face down too: it scores nothing until settled
    if ribbon is not None:
        look.blit(s, ribbon, ((w - ribbon.get_width()) // 2, top + px(4)))
    y = top + globe + px(7)
    if known and category in CATEGORY_COLOURS:  # the Escalation kind, over the globe's foot
        plate = _plate_size(category, w, scale)
        if plate is not None:
            look.blit(s, category_tag(category, plate, scale), ((w - plate[0]) // 2, y - plate[1] - px(1)))
    label = TYPE_LABELS.get(kind, "Unexplored") if known else "Unexplored"
    if fits(label, small, w - px(6), "bold"):
        blit_text(s, label, small, (w // 2, y), look.MUTED, "bold", "midtop")
        y += line_h(small, "bold")
    if known:
        y = _costs(s, y, w, colonize_cost, warfare_cost, ship, colonizable, scale)
        if not colonizable:
            msg, col = f"only a {ship}", CATEGORY_COLOURS["hostile"]
        elif need <= 0:
            msg, col = "can settle now", SYMBOL_COLOURS["colonize"]
        else:
            msg, col = f"{colonies} colon{'y' if colonies == 1 else 'ies'}, {need} to go", look.MUTED
    else:
        msg, col = (f"{colonies} colon{'y' if colonies == 1 else 'ies'}", look.MUTED) if colonies else ("", look.MUTED)
    most = max(0, (h - px(4) - y) // line_h(small))
    if msg and most and lines_fit(msg, w - px(6), (small,), min(2, most)):
        lines, size = fit_lines(msg, w - px(6), (small,), min(2, most))
        blit_lines(s, lines, size, (w // 2, h - px(3)), col, "regular", "midbottom")
    return s


def _costs(s, y: int, w: int, colonize_cost: int, warfare_cost: int, ship: str, colonizable: bool,
           scale: float) -> int:
    """The colonies it takes and the ships that conquer it: on one row, or two on a narrow tile."""
    px, small = _u(scale), least(scale)
    isz = px(max(12, min(18, w / scale / 6)))
    number_w = fonts.font(small, "bold").size("88")[0]
    one_row = 2 * (isz + px(2) + number_w) + px(8) <= w
    if colonizable:
        s.blit(art.symbol_icon("colonize", isz), (px(4), y))
        blit_text(s, str(colonize_cost), small, (px(6) + isz, y + isz // 2), look.INK, "bold", "midleft")
    else:
        s.blit(art.no_colonize_icon(isz), (px(4), y))
    x, row_y = (w // 2 + px(2), y) if one_row else (px(4), y + isz + px(2))
    if ship == "fighter":
        s.blit(art.symbol_icon("warfare", isz), (x, row_y))
    else:
        icon = art.ship_icon(ship, art.ship_size(ship, isz - px(2)))
        s.blit(icon, (x, row_y + (isz - icon.get_height()) // 2))
    blit_text(s, str(warfare_cost), small, (x + isz + px(2), row_y + isz // 2), look.INK, "bold", "midleft")
    return row_y + isz + px(3)


def ships_row(surface, counts: dict, pos, base: int, size: int, colour=look.INK, gap: int = 10) -> int:
    """Fighters, destroyers and the battlecruiser as tokens of three sizes with their counts,
    bottoms aligned at pos[1] + the largest token; returns the x after the row. Pixels."""
    x, y = pos
    tallest = art.ship_size("battlecruiser", base)
    for kind in ("fighter", "destroyer", "battlecruiser"):
        n = counts.get(kind, 0)
        icon = art.ship_icon(kind, art.ship_size(kind, base), dim=not n)
        surface.blit(icon, (x, y + tallest - icon.get_height()))
        r = blit_text(surface, str(n), size, (x + icon.get_width() + 2, y + tallest // 2 + 1),
                      colour if n else look.FAINT, "bold", "midleft")
        x = r.right + gap
    return x - gap


def ships_row_width(base: int, size: int, gap: int) -> int:
    digit = fonts.font(size, "bold").size("8")[0]
    return sum(art.ship_size(k, base) + 2 + digit for k in ("fighter", "destroyer", "battlecruiser")) + 2 * gap


@fonts.remembers_shortened(64)  # a cut text is noted on every frame it is shown
def fleet_badge(label: str, improved: bool, size: tuple, scale: float = 1.0) -> pygame.Surface:
    """The fleet tile as a small plate: its side's name, gold-edged once improved."""
    w, h = size
    px, small = _u(scale), least(scale)
    s = fonts.new_picture(size)
    edge = look.GOLD if improved else (110, 130, 170)
    pygame.draw.rect(s, (22, 30, 52) if not improved else (48, 40, 18), s.get_rect(), border_radius=px(5))
    pygame.draw.rect(s, edge, s.get_rect(), 1, border_radius=px(5))
    value, fsize = fit_text(label, max(small, min(px(13), h - px(5))), w - px(8), "bold", small)
    blit_text(s, value, fsize, (w // 2, h // 2), edge if improved else look.INK, "bold", "center")
    return s


@fonts.remembers_shortened(64)  # a cut text is noted on every frame it is shown
def category_tag(category: str, size: tuple, scale: float = 1.0) -> pygame.Surface:
    """A coloured plate naming a planet's Escalation kind (bustling, civilized, hostile)."""
    w, h = size
    px, small = _u(scale), least(scale)
    s = fonts.new_picture(size)
    colour = CATEGORY_COLOURS.get(category, (160, 160, 160))
    pygame.draw.rect(s, mix(colour, (10, 14, 28), 0.7), s.get_rect(), border_radius=px(4))
    pygame.draw.rect(s, colour, s.get_rect(), 1, border_radius=px(4))
    value, fsize = fit_text(CATEGORY_LABELS.get(category, category), small, w - px(4), "bold", small)
    blit_text(s, value, fsize, (w // 2, h // 2), colour, "bold", "center")
    return s


