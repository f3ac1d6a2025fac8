"""A player's placard: name and VP tokens, the pieces in their supply and in the box, and the
technology placard (a column of three levels per colour, with the bonus of each full row at the
right). Everything drawn here can be hovered: `draw_placard` returns a `Spot` (rect, title, text,
key) for each part, and the tile names are fitted to their tiles (`tile_text`), never cut or
drawn over a border.

Every rule fact in the tooltips (what a level needs, the first developer's VP) comes from the
rules' own functions."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.words import counted
from game.ui import fonts, look

from ..rules.describe import colour_name
from ..rules.legal import development_need
from ..rules.technology import first_developer_vp, row_bonus, technology
from . import sprites
from .board_view import item_icon

PAD_X = 6  # units
BONUS_W = 20  # the column of row bonuses
TILE_GAP = 3
TILE_SIZES = (13, 12)  # units: the tile font, largest first (12: the smallest text on the table)
TILE_INSET = (2, 2)  # pixels between a tile's border and its text (across, down)
TILE_MARGIN = 3  # pixels round a tile's picture for the first developer's mark on its corner
# the placard from the top, in units: its name row, the supply row, the colours' names, the tiles
NAME_ROW, SUPPLY_ROW, HEADER_ROW, TOP, BOTTOM = 22, 20, 14, 5, 4
MAX_TILE_H = 40
SUPPLY = (("troop", "troops", "Troops"), ("ship", "ships", "Starships"), ("colony", "colonies", "Colonies"),
          ("city", "cities", "Cities"), ("facility", "facilities", "Research Facilities"))
SUPPLY_TIPS = {"troop": "In the supply: recruiting puts them on your planets, landing takes them along.",
               "ship": "In the supply, ready to launch from a planet you hold.",
               "colony": "Left to build on your planets.", "city": "Left to build on your Colonies.",
               "facility": "Left to build on your planets."}


@dataclass(frozen=True)
class Spot:
    """A part of the placard the pointer can rest on: "tech:<colour>:<level>", "row:<level>",
    "supply:<kind>", "box", "battleship", "score", "name" or "vp"."""

    rect: pygame.Rect
    title: str
    text: str
    key: str


@dataclass(frozen=True)
class TileText:
    size: int
    lines: tuple[str, ...]
    shortened: bool = False  # nothing else fitted: cut with an ellipsis (noted by fonts.shortened)


def tile_text(name: str, width: int, height: int, scale: float = 1.0, face: str = "display") -> TileText:
    """`name` fitted to `width` x `height` pixels: whole words at the largest size that holds them,
    else a long word split with a hyphen; a name no tile can hold is cut short (and noted as
    shortened). Sizes are TILE_SIZES units at `scale` (the smallest, 12, is the table's least)."""
    sizes = tuple(max(1, round(size * scale)) for size in TILE_SIZES)
    for hyphens in (False, True):
        for size in sizes:
            lines = _lines(name, size, width, face, hyphens)
            if lines is not None and len(lines) * line_height(size, face) <= height:
                return TileText(size, tuple(lines))
    size = sizes[-1]
    return TileText(size, (fonts.shortened(name, size, width, face),), True)


def line_height(size: int, face: str = "display") -> int:
    return fonts.font(size, face).get_height()


VOWELS = set("aeiouyAEIOUY")


def _good_cut(word: str, i: int) -> bool:
    """A hyphen before word[i] reads well: vowel | consonant vowel ('Prefabri-cation') or vowel
    consonant | consonant vowel ('Conscrip-tion')."""
    if i < 2 or i > len(word) - 2:
        return False
    v = [c in VOWELS for c in word]
    return (v[i - 1] and not v[i] and v[i + 1]) or (v[i - 2] and not v[i - 1] and not v[i] and v[i + 1])


def _lines(text: str, size: int, width: int, face: str, hyphens: bool) -> list[str] | None:
    """`text` wrapped to `width`; a word too wide is split with a hyphen (when allowed), else None."""
    font = fonts.font(size, face)
    words = []
    for word in text.split():
        while font.size(word)[0] > width:
            if not hyphens:
                return None
            fitting = [i for i in range(3, len(word) - 2) if font.size(word[:i] + "-")[0] <= width]
            cut = max((i for i in fitting if _good_cut(word, i)), default=max(fitting, default=None))
            if cut is None:
                return None
            words.append(word[:cut] + "-")
            word = word[cut:]
        words.append(word)
    lines: list[str] = []
    for word in words:
        candidate = f"{lines[-1]} {word}" if lines and not lines[-1].endswith("-") else None
        if candidate is not None and font.size(candidate)[0] <= width:
            lines[-1] = candidate
        else:
            lines.append(word)
    return lines


class Sizes:
    """Design units in window pixels, at `scale` pixels a unit."""

    def __init__(self, scale: float):
        self.scale = scale

    def px(self, units: float) -> int:
        value = round(units * self.scale)
        return value if value or not units else 1

    def text(self, units: float) -> int:
        return max(1, round(units * self.scale))


def tech_columns(rect: pygame.Rect, colours: int, scale: float = 1.0) -> tuple[int, int]:
    """(x of the first column, width of a column) of the technology tiles in a placard `rect`."""
    u = Sizes(scale)
    width = rect.w - 2 * u.px(PAD_X) - u.px(BONUS_W) - u.px(4)
    return rect.x + u.px(PAD_X), (width - (colours - 1) * u.px(TILE_GAP)) // colours


def draw_placard(surface, rect: pygame.Rect, view, player: int, name: str, subtitle: str, rgb, marker,
                 is_current: bool, content, viewer: int | None = None, names=None, score=None,
                 scale: float = 1.0) -> list[Spot]:
    """Draws the placard at `scale` pixels a unit; returns what can be hovered on it.
    `names(player)` gives seat names; `score` is the seat's projected score, (total, score
    lines), shown beside its VP tokens."""
    u = Sizes(scale)
    names = names or view.name
    edge = rgb if is_current else look.PANEL_EDGE
    look.panel(surface, rect, alpha=225, radius=u.px(10), edge=tuple(edge))
    if is_current:
        band = pygame.Rect(rect.x + 2, rect.y + 2, u.px(4), rect.h - 4)
        pygame.draw.rect(surface, rgb, band, border_radius=u.px(2))
    p = view.players[player]
    yours = player == viewer
    spots: list[Spot] = []
    x, y = rect.x + u.px(PAD_X + 2), rect.y + u.px(TOP)
    middle = y + u.px(NAME_ROW) // 2
    marker(surface, (x + u.px(8), middle), u.px(8), player)
    token = _vp_token(surface, (rect.right - u.px(PAD_X + 13), middle), p["tokens"], u)
    spots.append(Spot(token, f"VP tokens: {p['tokens']}", "Taken during the game for attacks, mining and "
                                                          "technologies.", "vp"))
    right = token.x - u.px(6)
    if score is not None:
        total, lines = score
        badge = _score_badge(surface, (right, middle), total, u)
        right = badge.x - u.px(6)
        spots.append(Spot(badge, f"Score if the game ended now: {total}",
                          "\n".join(f"{line.label}: {_points(line.points)}" for line in lines), "score"))
    left = x + u.px(22)
    size = u.text(16)
    shown = fonts.shortened(name, size, right - left, "bold")
    title = look.blit_text(surface, shown, size, (left, middle), look.INK, "bold", "midleft")
    small = u.text(12)
    if subtitle and title.right + u.px(6) + fonts.font(small).size(subtitle)[0] <= right:
        look.blit_text(surface, subtitle, small, (title.right + u.px(6), middle + u.px(1)), look.MUTED,
                       anchor="midleft")
    spots.append(Spot(pygame.Rect(x, y, title.right - x, u.px(NAME_ROW)), name, subtitle.capitalize() if subtitle else
                      "A person at this screen.", "name"))
    y += u.px(NAME_ROW)
    spots += _supply_row(surface, rect, y + u.px(SUPPLY_ROW) // 2, p, rgb, u)
    y += u.px(SUPPLY_ROW)
    spots += _technologies(surface, rect, y, view, player, content, yours, names, u)
    return spots


def _supply_row(surface, rect, middle, p, rgb, u: Sizes) -> list[Spot]:
    """The pieces in the supply, the Battleship, and what is left in the box (right), spaced to fit."""
    icon, size, small = u.px(14), u.text(13), u.text(12)
    counts = [(kind, label, str(p[key])) for kind, key, label in SUPPLY]
    box = [("ship", p["box_ships"]), ("troop", p["box_troops"])]
    box_w = fonts.font(small).size("box")[0] + sum(u.px(4) + icon + u.px(2) + fonts.font(small, "bold").size(str(n))[0]
                                                   for _, n in box)
    items_w = sum(icon + u.px(2) + fonts.font(size, "bold").size(text)[0] for _, _, text in counts)
    ship_w = u.px(18) if p["battleship"] != "box" else 0
    room = rect.w - 2 * u.px(PAD_X + 2) - box_w - items_w - ship_w
    gap = max(u.px(3), min(u.px(14), room // (len(counts) + 1)))
    spots = []
    cx = rect.x + u.px(PAD_X + 2)
    for kind, label, text in counts:
        _piece_icon(surface, kind, rgb, (cx, middle - icon // 2), icon)
        drawn = look.blit_text(surface, text, size, (cx + icon + u.px(2), middle), look.INK, "bold", "midleft")
        spots.append(Spot(pygame.Rect(cx - 2, middle - u.px(10), drawn.right - cx + 4, u.px(20)), f"{label}: {text}",
                          SUPPLY_TIPS[kind], f"supply:{kind}"))
        cx = drawn.right + gap
    if p["battleship"] != "box":
        ready = p["battleship"] == "supply"
        shape = pygame.Rect(cx, middle - u.px(8), u.px(16), u.px(16))
        _battleship_icon(surface, shape, rgb, ready)
        spots.append(Spot(shape.inflate(4, 4), "Battleship " + ("ready" if ready else "on the board"),
                          "In the supply, ready to launch." if ready else "Out on the board.", "battleship"))
    right = rect.right - u.px(PAD_X)
    said = []
    for kind, count in box:  # drawn right to left
        text = look.blit_text(surface, str(count), small, (right, middle), look.MUTED, "bold", "midright")
        right = text.x - u.px(2) - icon
        _piece_icon(surface, kind, (140, 150, 175), (right, middle - icon // 2), icon)
        right -= u.px(4)
        said.append(counted(count, "troop" if kind == "troop" else "starship"))
    label = look.blit_text(surface, "box", small, (right, middle), look.FAINT, "regular", "midright")
    area = pygame.Rect(label.x - 2, middle - u.px(10), rect.right - u.px(PAD_X) - label.x + 4, u.px(20))
    spots.append(Spot(area, f"The box: {said[1]}, {said[0]}",
                      "Not yet in play. A City or some technologies bring pieces from the box to the supply.", "box"))
    return spots


def _technologies(surface, rect, y, view, player, content, yours: bool, names, u: Sizes) -> list[Spot]:
    spots = []
    colours = list(content.colours)
    x0, col_w = tech_columns(rect, len(colours), u.scale)
    gap = u.px(TILE_GAP)
    header = u.text(12)
    top = y + u.px(HEADER_ROW)
    rows_h = max(u.px(20), min(u.px(MAX_TILE_H), (rect.bottom - u.px(BOTTOM) - top - 2 * gap) // 3))
    for c, colour in enumerate(colours):
        colour_rgb = sprites.hex_rgb(colour.hex)
        cx = x0 + c * (col_w + gap)
        words = fonts.shortened(colour.name.upper(), header, col_w, "display")
        look.blit_text(surface, words, header, (cx + col_w // 2, y + u.px(HEADER_ROW) // 2), colour_rgb, "display",
                       "center")
        for level in (1, 2, 3):
            tile = pygame.Rect(cx, top + (level - 1) * (rows_h + gap), col_w, rows_h)
            owned = view.tech(player)[colour.id] >= level
            tech = technology(content, colour.id, level)
            first = view.first_developers.get(f"{colour.id}:{level}")
            _tile(surface, tile, colour_rgb, owned, tech.name if tech else "", first is not None and first == player,
                  u.scale)
            if tech:
                spots.append(Spot(tile, f"{tech.name} ({colour.name}, level {level})",
                                  tech_tip(view, player, tech, yours, names), f"tech:{colour.id}:{level}"))
    bx = rect.right - u.px(PAD_X) - u.px(BONUS_W)
    bonus_w = u.px(BONUS_W)
    # wider than its column: set flush with the column's right edge, clear of the placard's border
    look.blit_text(surface, "ROW", header, (bx + bonus_w, y + u.px(HEADER_ROW) // 2), look.FAINT, "display",
                   "midright")
    p = view.players[player]
    for level in (1, 2, 3):
        bonus = row_bonus(content, level)
        tile = pygame.Rect(bx, top + (level - 1) * (rows_h + gap), bonus_w, rows_h)
        got = level in p["rows"]
        pygame.draw.rect(surface, (60, 50, 20) if got else (14, 20, 38), tile, border_radius=u.px(5))
        pygame.draw.rect(surface, look.GOLD if got else (54, 66, 96), tile, 1, border_radius=u.px(5))
        look.blit_text(surface, "\u2605" if got else str(level), u.text(12), tile.center,
                       look.GOLD if got else look.FAINT, "bold", "center")
        if bonus:
            done = "Taken." if got else f"For the first level-{level} technology of every colour."
            spots.append(Spot(tile, f"Row {level} bonus: {bonus.name}", f"{bonus.text} {done}", f"row:{level}"))
    return spots


def tech_tip(view, player: int, tech, yours: bool, names) -> str:
    """A technology's effect, then what developing it needs (from the rules) or who has it."""
    need = development_need(view, player, tech.colour, tech.level)
    colour = colour_name(view, tech.colour)
    first = view.first_developers.get(f"{tech.colour}:{tech.level}")
    if need.owned:
        got = "Developed" + (" first." if first == player else ".")
    else:
        parts = [] if need.level_below else [f"level {tech.level - 1} first"]
        facilities = counted(need.facilities, "Research Facility", "Research Facilities")
        parts.append(f"{facilities} on {colour} planets (not blockaded)")
        have = "you have" if yours else f"{names(player)} has"
        got = f"Needs {' and '.join(parts)}: {have} {need.have}."
        if need.ready:
            got += " Ready to develop."
    if first is None:
        got += f" The first to develop it takes {counted(first_developer_vp(tech.level), 'VP', 'VP')}."
    elif first != player:
        got += f" {names(first)} developed it first."
    return f"{tech.text}\n{got}"


def _piece_icon(surface, kind: str, rgb, pos, size: int) -> None:
    x, y = pos
    if kind == "ship":
        s = size / 15
        pygame.draw.polygon(surface, rgb, [(x + 7 * s, y + 1 * s), (x + 13 * s, y + 14 * s), (x + 7 * s, y + 10 * s),
                                           (x + 1 * s, y + 14 * s)])
    else:
        surface.blit(item_icon(kind, tuple(rgb), size), (x, y))


def _battleship_icon(surface, rect: pygame.Rect, rgb, ready: bool) -> None:
    colour = rgb if ready else sprites._mix(rgb, (20, 26, 44), 0.6)
    x, y, w, h = rect
    points = [(x + w / 2, y), (x + w - 1, y + h - 1), (x + w / 2, y + h * 0.72), (x + 1, y + h - 1)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, look.GOLD if ready else look.FAINT, points, 1)


def _tile(surface, rect, rgb, owned: bool, name: str, first: bool, scale: float) -> None:
    picture = tile_picture(rect.size, tuple(rgb), owned, name, first, scale)
    look.blit(surface, picture, (rect.x - TILE_MARGIN, rect.y - TILE_MARGIN))


@fonts.remembers_shortened(256)  # the same dozen tiles recur on every seat's placard
def tile_picture(size: tuple, rgb: tuple, owned: bool, name: str, first: bool, scale: float = 1.0) -> pygame.Surface:
    """A technology tile (fill, border, fitted name, the first developer's mark), drawn once per
    look: a placard repaints on every move, and fitting the names was most of its cost."""
    picture = fonts.new_picture((size[0] + 2 * TILE_MARGIN, size[1] + 2 * TILE_MARGIN))
    rect = pygame.Rect((TILE_MARGIN, TILE_MARGIN), size)
    radius = max(2, round(5 * scale))
    if owned:
        fill = sprites._mix(rgb, (0, 0, 0), 0.35)
        pygame.draw.rect(picture, fill, rect, border_radius=radius)
        pygame.draw.rect(picture, sprites._mix(rgb, (255, 255, 255), 0.35), rect, max(1, round(2 * scale)),
                         border_radius=radius)
        ink = look.INK
    else:
        pygame.draw.rect(picture, (14, 20, 38), rect, border_radius=radius)
        pygame.draw.rect(picture, sprites._mix(rgb, (20, 26, 44), 0.6), rect, 1, border_radius=radius)
        ink = look.MUTED
    fitted = tile_text(name, rect.w - 2 * TILE_INSET[0], rect.h - 2 * TILE_INSET[1], scale)
    step = line_height(fitted.size)
    top = rect.centery - len(fitted.lines) * step // 2
    for i, line in enumerate(fitted.lines):
        look.blit_text(picture, line, fitted.size, (rect.centerx, top + i * step), ink, "display", "midtop")
    if first:  # on the corner itself, clear of the name
        dot = max(3, round(3.5 * scale))
        pygame.draw.circle(picture, look.GOLD, (rect.right - 2, rect.y + 2), dot)
        pygame.draw.circle(picture, (40, 30, 10), (rect.right - 2, rect.y + 2), dot, 1)
    return picture


def _points(points) -> str:
    return str(int(points)) if float(points).is_integer() else f"{points:g}"


def _score_badge(surface, midright, total, u: Sizes) -> pygame.Rect:
    """The projected score: what this seat would score if the game ended now."""
    number, caption = _points(total), "score"
    number_size, caption_size = u.text(14), u.text(12)
    w = fonts.font(caption_size, "bold").size(caption)[0] + fonts.font(number_size, "bold").size(number)[0] + u.px(14)
    box = pygame.Rect(0, 0, w, u.px(21))
    box.midright = midright
    pygame.draw.rect(surface, (34, 28, 12), box, border_radius=u.px(6))
    pygame.draw.rect(surface, (150, 120, 50), box, 1, border_radius=u.px(6))
    look.blit_text(surface, caption, caption_size, (box.x + u.px(5), box.centery), look.MUTED, "bold", "midleft")
    look.blit_text(surface, number, number_size, (box.right - u.px(5), box.centery), look.GOLD, "bold", "midright")
    return box


def _vp_token(surface, centre, count: int, u: Sizes) -> pygame.Rect:
    r = u.px(12)
    pygame.draw.circle(surface, (120, 84, 20), centre, r)
    pygame.draw.circle(surface, look.GOLD, centre, r, u.px(2))
    pygame.draw.circle(surface, (255, 230, 160), centre, r - u.px(3), 1)
    look.blit_text(surface, str(count), u.text(13), centre, (255, 244, 214), "bold", "center")
    label = look.blit_text(surface, "VP", u.text(12), (centre[0] - r - u.px(3), centre[1]), look.GOLD, "bold",
                           "midright")
    return pygame.Rect(label.x, centre[1] - r, centre[0] + r - label.x, 2 * r)


def vp_pool(surface, rect: pygame.Rect, pool: int, total: int, scale: float = 1.0) -> None:
    """The pool of VP tokens still on the table, as a big token and a gauge of what is left."""
    u = Sizes(scale)
    r = u.px(17)
    centre = (rect.x + r + 2, rect.centery)
    pygame.draw.circle(surface, (120, 84, 20), centre, r)
    pygame.draw.circle(surface, look.GOLD, centre, r, u.px(2))
    pygame.draw.circle(surface, (255, 230, 160), centre, r - u.px(4), 1)
    look.blit_text(surface, str(pool), u.text(16), centre, (255, 244, 214), "bold", "center")
    x = centre[0] + r + u.px(8)
    words = look.blit_text(surface, "VP pool", u.text(13), (x, rect.centery - u.px(2)), look.GOLD, "bold", "bottomleft")
    bar = pygame.Rect(x, words.bottom + u.px(4), rect.right - x, u.px(7))
    pygame.draw.rect(surface, (30, 26, 16), bar, border_radius=u.px(3))
    if total > 0 and pool > 0:
        fill = bar.copy()
        fill.w = max(4, round(bar.w * pool / total))
        pygame.draw.rect(surface, look.GOLD, fill, border_radius=u.px(3))
