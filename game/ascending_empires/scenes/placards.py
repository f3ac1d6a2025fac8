"""A player's placard: name and VP tokens, the pieces in their supply, and the technology placard
(four colour tracks of three levels, with the bonus of each full row)."""

from __future__ import annotations

import pygame

from game.ui import fonts, look

from . import sprites
from .board_view import item_icon

TILE_H = 34


def placard_height(players: int, available: int, gap: int) -> int:
    return min(200, (available - gap * (players - 1)) // players)


def draw_placard(surface, rect: pygame.Rect, view, player: int, name: str, subtitle: str, rgb, marker,
                 is_current: bool, content) -> list[tuple[pygame.Rect, str, str]]:
    """Draws the placard; returns (rect, title, text) of its technology tiles for hover help."""
    edge = rgb if is_current else look.PANEL_EDGE
    look.panel(surface, rect, alpha=225, radius=12, edge=tuple(edge))
    if is_current:
        band = pygame.Rect(rect.x + 2, rect.y + 2, 5, rect.h - 4)
        pygame.draw.rect(surface, rgb, band, border_radius=3)
    p = view.players[player]
    x, y = rect.x + 14, rect.y + 10
    marker(surface, (x + 9, y + 11), 9, player)
    title = look.blit_text(surface, name, 18, (x + 26, y), look.INK, "bold")
    if subtitle:
        look.blit_text(surface, subtitle, 13, (title.right + 8, y + 4), look.MUTED)
    _vp_token(surface, (rect.right - 34, y + 11), p["tokens"])
    # supply: troops, starships, structures left to build, the Battleship
    y += 30
    cx = x
    for kind, count in (("troop", p["troops"]), ("ship", p["ships"]), ("colony", p["colonies"]),
                        ("city", p["cities"]), ("facility", p["facilities"])):
        if kind == "ship":
            pygame.draw.polygon(surface, rgb, [(cx + 7, y + 1), (cx + 13, y + 14), (cx + 7, y + 10), (cx + 1, y + 14)])
        else:
            surface.blit(item_icon(kind, tuple(rgb), 15), (cx, y))
        look.blit_text(surface, str(count), 15, (cx + 18, y - 1), look.INK, "bold")
        cx += 46
    battleship = {"box": "", "supply": "Battleship ready", "board": "Battleship out"}[p["battleship"]]
    if battleship:
        look.blit_text(surface, battleship, 12, (cx + 2, y + 1), look.GOLD)
    else:
        look.blit_text(surface, f"box {p['box_troops']}/{p['box_ships']}", 12, (rect.right - 14, y + 1),
                       look.FAINT, anchor="topright")
    # the technology placard
    y += 24
    tiles = []
    colours = list(content.colours)
    bonus_w = 30
    width = rect.w - 28 - bonus_w
    col_w = (width - 3 * 4) // 4
    rows_h = max(24, min(TILE_H, (rect.bottom - 8 - y - 14) // 3 - 3))
    for c, colour in enumerate(colours):
        colour_rgb = sprites.hex_rgb(colour.hex)
        cx = x + c * (col_w + 4)
        look.blit_text(surface, colour.name.upper(), 11, (cx + col_w // 2, y), colour_rgb, "display", "midtop")
        for level in (1, 2, 3):
            tile = pygame.Rect(cx, y + 14 + (level - 1) * (rows_h + 3), col_w, rows_h)
            owned = view.tech(player)[colour.id] >= level
            tech = _technology(content, colour.id, level)
            _tile(surface, tile, colour_rgb, owned, level, tech.name if tech else "?",
                  f"{colour.id}:{level}" in view.first_developed and owned)
            if tech:
                tiles.append((tile, f"{tech.name} ({colour.name} {level})", tech.text))
    for level in (1, 2, 3):
        bonus = next((b for b in content.row_bonuses if b.level == level), None)
        tile = pygame.Rect(x + width + 4, y + 14 + (level - 1) * (rows_h + 3), bonus_w - 4, rows_h)
        got = level in p["rows"]
        pygame.draw.rect(surface, (60, 50, 20) if got else (14, 20, 38), tile, border_radius=6)
        pygame.draw.rect(surface, look.GOLD if got else (54, 66, 96), tile, 1, border_radius=6)
        look.blit_text(surface, "\u2605" if got else str(level), 13, tile.center,
                       look.GOLD if got else look.FAINT, "bold", "center")
        if bonus:
            tiles.append((tile, f"Row {level} bonus: {bonus.name}", bonus.text))
    return tiles


def _technology(content, colour: str, level: int):
    return next((t for t in content.technologies if t.colour == colour and t.level == level), None)


def _tile(surface, rect, rgb, owned: bool, level: int, name: str, first: bool) -> None:
    if owned:
        fill = sprites._mix(rgb, (0, 0, 0), 0.35)
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        pygame.draw.rect(surface, sprites._mix(rgb, (255, 255, 255), 0.35), rect, 2, border_radius=6)
        ink = look.INK
    else:
        pygame.draw.rect(surface, (14, 20, 38), rect, border_radius=6)
        pygame.draw.rect(surface, sprites._mix(rgb, (20, 26, 44), 0.6), rect, 1, border_radius=6)
        ink = look.MUTED
    size = 12
    lines = fonts.wrap(name, size, rect.w - 8, "display")
    if len(lines) > 2 or rect.h < 30:
        lines = [_fit(name, size, rect.w - 8)]
    top = rect.centery - len(lines) * (size + 1) // 2 + 1
    for i, line in enumerate(lines):
        look.blit_text(surface, line, size, (rect.centerx, top + i * (size + 1)), ink, "display", "midtop")
    look.blit_text(surface, str(level), 9, (rect.x + 3, rect.y + 1), ink if owned else look.FAINT, "bold")
    if first:
        pygame.draw.circle(surface, look.GOLD, (rect.right - 5, rect.y + 5), 3)


def _fit(text: str, size: int, width: int) -> str:
    font = fonts.font(size, "display")
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text + "\u2026"


def _vp_token(surface, centre, count: int) -> None:
    pygame.draw.circle(surface, (120, 84, 20), centre, 15)
    pygame.draw.circle(surface, look.GOLD, centre, 15, 2)
    pygame.draw.circle(surface, (255, 230, 160), centre, 11, 1)
    look.blit_text(surface, str(count), 15, centre, (255, 244, 214), "bold", "center")
    look.blit_text(surface, "VP", 10, (centre[0] - 20, centre[1]), look.GOLD, "bold", "midright")


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
