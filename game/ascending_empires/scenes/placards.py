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

TILE_H = 34
PAD_X = 12
BONUS_W = 24  # the column of row bonuses
TILE_GAP = 3
TILE_SIZES = (12, 11, 10)  # the tile font, largest first
TILE_INSET = (3, 2)  # room between a tile's border and its text (across, down)
TILE_MARGIN = 3  # room round a tile's picture for the first developer's mark on its corner
SUPPLY = (("troop", "troops", "Troops"), ("ship", "ships", "Starships"), ("colony", "colonies", "Colonies"),
          ("city", "cities", "Cities"), ("facility", "facilities", "Research Facilities"))
SUPPLY_TIPS = {"troop": "In the supply: recruiting puts them on your planets, landing takes them along.",
               "ship": "In the supply, ready to launch from a planet you hold.",
               "colony": "Left to build on your planets.", "city": "Left to build on your Colonies.",
               "facility": "Left to build on your planets."}


@dataclass(frozen=True)
class Spot:
    """A part of the placard the pointer can rest on: "tech:<colour>:<level>", "row:<level>",
    "supply:<kind>", "box", "battleship" or "vp"."""

    rect: pygame.Rect
    title: str
    text: str
    key: str


@dataclass(frozen=True)
class TileText:
    size: int
    lines: tuple[str, ...]
    shortened: bool = False  # nothing else fitted: cut with an ellipsis (noted by fonts.shortened)


def placard_height(players: int, available: int, gap: int) -> int:
    return min(200, (available - gap * (players - 1)) // players)


def tile_text(name: str, width: int, height: int, face: str = "display") -> TileText:
    """`name` fitted to `width` x `height`: whole words at the largest size that holds them, but a
    long word split with a hyphen rather than set in the smallest size; a name no tile can hold is
    cut short (and noted as shortened)."""
    large, small = TILE_SIZES[:-1], TILE_SIZES[-1:]
    for sizes, hyphens in ((large, False), (large, True), (small, False), (small, True)):
        for size in sizes:
            lines = _lines(name, size, width, face, hyphens)
            if lines is not None and len(lines) * line_height(size, face) <= height:
                return TileText(size, tuple(lines))
    size = TILE_SIZES[-1]
    return TileText(size, (fonts.shortened(name, size, width, face),), True)


def line_height(size: int, face: str = "display") -> int:
    return fonts.font(size, face).get_height() + 1  # a hyphen or a descender can render a pixel taller


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


def tech_columns(rect: pygame.Rect, colours: int) -> tuple[int, int]:
    """(x of the first column, width of a column) of the technology tiles in a placard `rect`."""
    width = rect.w - 2 * PAD_X - BONUS_W - 4
    return rect.x + PAD_X, (width - (colours - 1) * TILE_GAP) // colours


def draw_placard(surface, rect: pygame.Rect, view, player: int, name: str, subtitle: str, rgb, marker,
                 is_current: bool, content, viewer: int | None = None, names=None, score=None) -> list[Spot]:
    """Draws the placard; returns what can be hovered on it. `names(player)` gives seat names;
    `score` is the seat's projected score, (total, score lines), shown beside its VP tokens."""
    names = names or view.name
    edge = rgb if is_current else look.PANEL_EDGE
    look.panel(surface, rect, alpha=225, radius=12, edge=tuple(edge))
    if is_current:
        band = pygame.Rect(rect.x + 2, rect.y + 2, 5, rect.h - 4)
        pygame.draw.rect(surface, rgb, band, border_radius=3)
    p = view.players[player]
    yours = player == viewer
    spots: list[Spot] = []
    x, y = rect.x + PAD_X + 2, rect.y + 10
    marker(surface, (x + 9, y + 11), 9, player)
    token = _vp_token(surface, (rect.right - 30, y + 11), p["tokens"])
    spots.append(Spot(token, f"VP tokens: {p['tokens']}", "Taken during the game for attacks, mining and "
                                                          "technologies.", "vp"))
    right = token.x - 8
    if score is not None:
        total, lines = score
        badge = _score_badge(surface, (right, y - 2), total)
        right = badge.x - 8
        spots.append(Spot(badge, f"Score if the game ended now: {total}",
                          "\n".join(f"{line.label}: {_points(line.points)}" for line in lines), "score"))
    room = right - (x + 26)
    shown = fonts.shortened(name, 18, room, "bold")
    title = look.blit_text(surface, shown, 18, (x + 26, y), look.INK, "bold")
    if subtitle and title.right + 8 + fonts.font(13).size(subtitle)[0] <= right:
        look.blit_text(surface, subtitle, 13, (title.right + 8, y + 4), look.MUTED)
    spots.append(Spot(pygame.Rect(x, y, title.right - x, 24), name, subtitle.capitalize() if subtitle else
                      "A person at this screen.", "name"))
    spots += _supply_row(surface, rect, y + 30, p, rgb)
    spots += _technologies(surface, rect, y + 54, view, player, content, yours, names)
    return spots


def _supply_row(surface, rect, y, p, rgb) -> list[Spot]:
    """The pieces in the supply, the Battleship, and what is left in the box (right)."""
    spots = []
    cx = rect.x + PAD_X + 2
    for kind, key, label in SUPPLY:
        count = p[key]
        _piece_icon(surface, kind, rgb, (cx, y))
        text = look.blit_text(surface, str(count), 15, (cx + 18, y - 1), look.INK, "bold")
        spots.append(Spot(pygame.Rect(cx - 2, y - 3, text.right - cx + 6, 22), f"{label}: {count}",
                          SUPPLY_TIPS[kind], f"supply:{kind}"))
        cx += 44
    if p["battleship"] != "box":
        ready = p["battleship"] == "supply"
        icon = pygame.Rect(cx, y - 2, 20, 20)
        _battleship_icon(surface, icon, rgb, ready)
        spots.append(Spot(icon.inflate(4, 4), "Battleship " + ("ready" if ready else "on the board"),
                          "In the supply, ready to launch." if ready else "Out on the board.", "battleship"))
    right = rect.right - PAD_X
    box = []
    for kind, count in (("ship", p["box_ships"]), ("troop", p["box_troops"])):  # drawn right to left
        text = look.blit_text(surface, str(count), 13, (right, y), look.MUTED, "bold", "topright")
        right = text.x - 16
        _piece_icon(surface, kind, (140, 150, 175), (right, y + 1), 13)
        right -= 6
        box.append(f"{counted(count, 'troop' if kind == 'troop' else 'starship')}")
    label = look.blit_text(surface, "box", 12, (right, y + 1), look.FAINT, "regular", "topright")
    area = pygame.Rect(label.x - 2, y - 3, rect.right - PAD_X - label.x + 4, 22)
    spots.append(Spot(area, f"The box: {box[1]}, {box[0]}",
                      "Not yet in play. A City or some technologies bring pieces from the box to the supply.", "box"))
    return spots


def _technologies(surface, rect, y, view, player, content, yours: bool, names) -> list[Spot]:
    spots = []
    colours = list(content.colours)
    x0, col_w = tech_columns(rect, len(colours))
    rows_h = max(24, min(TILE_H, (rect.bottom - 8 - y - 14) // 3 - TILE_GAP))
    for c, colour in enumerate(colours):
        colour_rgb = sprites.hex_rgb(colour.hex)
        cx = x0 + c * (col_w + TILE_GAP)
        header = fonts.shortened(colour.name.upper(), 11, col_w, "display")
        look.blit_text(surface, header, 11, (cx + col_w // 2, y), colour_rgb, "display", "midtop")
        for level in (1, 2, 3):
            tile = pygame.Rect(cx, y + 14 + (level - 1) * (rows_h + TILE_GAP), col_w, rows_h)
            owned = view.tech(player)[colour.id] >= level
            tech = technology(content, colour.id, level)
            first = view.first_developers.get(f"{colour.id}:{level}")
            _tile(surface, tile, colour_rgb, owned, tech.name if tech else "", first is not None and first == player)
            if tech:
                spots.append(Spot(tile, f"{tech.name} ({colour.name}, level {level})",
                                  tech_tip(view, player, tech, yours, names), f"tech:{colour.id}:{level}"))
    bx = rect.right - PAD_X - BONUS_W
    look.blit_text(surface, "ROW", 11, (bx + BONUS_W // 2, y), look.FAINT, "display", "midtop")
    p = view.players[player]
    for level in (1, 2, 3):
        bonus = row_bonus(content, level)
        tile = pygame.Rect(bx, y + 14 + (level - 1) * (rows_h + TILE_GAP), BONUS_W, rows_h)
        got = level in p["rows"]
        pygame.draw.rect(surface, (60, 50, 20) if got else (14, 20, 38), tile, border_radius=6)
        pygame.draw.rect(surface, look.GOLD if got else (54, 66, 96), tile, 1, border_radius=6)
        look.blit_text(surface, "\u2605" if got else str(level), 13, tile.center,
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


def _piece_icon(surface, kind: str, rgb, pos, size: int = 15) -> None:
    x, y = pos
    if kind == "ship":
        s = size / 15
        pygame.draw.polygon(surface, rgb, [(x + 7 * s, y + 1 * s), (x + 13 * s, y + 14 * s), (x + 7 * s, y + 10 * s),
                                           (x + 1 * s, y + 14 * s)])
    else:
        surface.blit(item_icon(kind, tuple(rgb), size), (x, y))


def _battleship_icon(surface, rect: pygame.Rect, rgb, ready: bool) -> None:
    colour = rgb if ready else sprites._mix(rgb, (20, 26, 44), 0.6)
    x, y = rect.topleft
    pygame.draw.polygon(surface, colour, [(x + 10, y), (x + 19, y + 18), (x + 10, y + 13), (x + 1, y + 18)])
    pygame.draw.polygon(surface, look.GOLD if ready else look.FAINT,
                        [(x + 10, y), (x + 19, y + 18), (x + 10, y + 13), (x + 1, y + 18)], 1)


def _tile(surface, rect, rgb, owned: bool, name: str, first: bool) -> None:
    picture = tile_picture(rect.size, tuple(rgb), owned, name, first)
    surface.blit(picture, (rect.x - TILE_MARGIN, rect.y - TILE_MARGIN))


@fonts.remembers_shortened(256)  # the same dozen tiles recur on every seat's placard
def tile_picture(size: tuple, rgb: tuple, owned: bool, name: str, first: bool) -> pygame.Surface:
    """A technology tile (fill, border, fitted name, the first developer's mark), drawn once per
    look: a placard repaints on every move, and fitting the names was most of its cost."""
    picture = pygame.Surface((size[0] + 2 * TILE_MARGIN, size[1] + 2 * TILE_MARGIN), pygame.SRCALPHA)
    rect = pygame.Rect((TILE_MARGIN, TILE_MARGIN), size)
    if owned:
        fill = sprites._mix(rgb, (0, 0, 0), 0.35)
        pygame.draw.rect(picture, fill, rect, border_radius=6)
        pygame.draw.rect(picture, sprites._mix(rgb, (255, 255, 255), 0.35), rect, 2, border_radius=6)
        ink = look.INK
    else:
        pygame.draw.rect(picture, (14, 20, 38), rect, border_radius=6)
        pygame.draw.rect(picture, sprites._mix(rgb, (20, 26, 44), 0.6), rect, 1, border_radius=6)
        ink = look.MUTED
    fitted = tile_text(name, rect.w - 2 * TILE_INSET[0], rect.h - 2 * TILE_INSET[1])
    step = line_height(fitted.size)
    top = rect.centery - len(fitted.lines) * step // 2
    for i, line in enumerate(fitted.lines):
        look.blit_text(picture, line, fitted.size, (rect.centerx, top + i * step), ink, "display", "midtop")
    if first:  # on the corner itself, clear of the name
        pygame.draw.circle(picture, look.GOLD, (rect.right - 2, rect.y + 2), 4)
        pygame.draw.circle(picture, (40, 30, 10), (rect.right - 2, rect.y + 2), 4, 1)
    return picture


def _points(points) -> str:
    return str(int(points)) if float(points).is_integer() else f"{points:g}"


def _score_badge(surface, topright, total) -> pygame.Rect:
    """The projected score: what this seat would score if the game ended now."""
    number = look.text(_points(total), 17, look.GOLD, "bold")
    caption = look.text("score", 10, look.MUTED, "bold")
    box = pygame.Rect(0, 0, caption.get_width() + number.get_width() + 16, 26)
    box.topright = topright
    pygame.draw.rect(surface, (34, 28, 12), box, border_radius=8)
    pygame.draw.rect(surface, (150, 120, 50), box, 1, border_radius=8)
    surface.blit(caption, caption.get_rect(midleft=(box.x + 6, box.centery + 1)))
    surface.blit(number, number.get_rect(midright=(box.right - 6, box.centery)))
    return box


def _vp_token(surface, centre, count: int) -> pygame.Rect:
    pygame.draw.circle(surface, (120, 84, 20), centre, 15)
    pygame.draw.circle(surface, look.GOLD, centre, 15, 2)
    pygame.draw.circle(surface, (255, 230, 160), centre, 11, 1)
    look.blit_text(surface, str(count), 15, centre, (255, 244, 214), "bold", "center")
    label = look.blit_text(surface, "VP", 10, (centre[0] - 20, centre[1]), look.GOLD, "bold", "midright")
    return pygame.Rect(label.x, centre[1] - 15, centre[0] + 15 - label.x, 30)


def vp_pool(surface, rect: pygame.Rect, pool: int, total: int) -> None:
    """The pool of VP tokens still on the table, as a big token and a gauge of what is left."""
    centre = (rect.x + 26, rect.centery)
    pygame.draw.circle(surface, (120, 84, 20), centre, 21)
    pygame.draw.circle(surface, look.GOLD, centre, 21, 2)
    pygame.draw.circle(surface, (255, 230, 160), centre, 16, 1)
    look.blit_text(surface, str(pool), 19, centre, (255, 244, 214), "bold", "center")
    look.blit_text(surface, "VP pool", 14, (rect.x + 56, rect.y + 4), look.GOLD, "bold")
    bar = pygame.Rect(rect.x + 56, rect.y + 26, rect.w - 60, 8)
    pygame.draw.rect(surface, (30, 26, 16), bar, border_radius=4)
    if total > 0 and pool > 0:
        fill = bar.copy()
        fill.w = max(4, round(bar.w * pool / total))
        pygame.draw.rect(surface, look.GOLD, fill, border_radius=4)
