"""Drawing the board from a view: the table, quadrants, orbit bands and discs (one cached layer),
then the pieces on top every frame (occupation, troops and structures, ships).

The transform maps board units to window pixels; `s` is the window's pixels per design unit,
for what is sized like the rest of the table (labels, pieces' marks, lines)."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import fonts, look
from game.ui.identity import shape_points

from . import sprites

BOARD_TINTS = ((40, 60, 140), (110, 50, 120), (30, 100, 120), (120, 80, 40))
QUADRANT_LABEL = 12  # units
ITEM_ICON = 13  # units: a piece's mark on its disc
DANGER = (255, 96, 110)


def disc_rgb(content, disc: dict) -> tuple:
    for colour in content.colours:
        if colour.id == disc.get("colour"):
            return sprites.hex_rgb(colour.hex)
    return (150, 150, 160)


def known_kind(disc: dict) -> str:
    """What the viewer knows the disc to be: planet, asteroid, homeworld or unknown."""
    return disc["kind"]


class BoardPainter:
    def __init__(self, content, transform, s: float):
        self.content = content
        self.t = transform
        self.s = s
        self._layer: pygame.Surface | None = None
        self._layer_key = None

    def px(self, units: float) -> int:
        value = round(units * self.s)
        return value if value or not units else 1

    # --- the cached layer -----------------------------------------------------------------------
    def layer(self, view, backdrop: pygame.Surface, owner_rgb) -> pygame.Surface:
        """The board with its discs over `backdrop` (the window's starfield), a picture whose texts
        are noted wherever it is shown; painted again only when a disc changes."""
        key = tuple((d["id"], d["kind"], d["colour"], d["face_up"], d["owner"]) for d in view.discs)
        if key != self._layer_key:
            self._layer = self._paint_layer(view, backdrop, owner_rgb)
            self._layer_key = key
        return self._layer

    def _paint_layer(self, view, backdrop, owner_rgb) -> pygame.Surface:
        rect = self.t.rect
        layer = fonts.new_picture(rect.size, 0)
        layer.blit(backdrop, (0, 0), rect)
        t, px = self.t, self.px
        board = self.content.board
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        for index, quadrant in enumerate(board.quadrants):
            q = pygame.Rect(round(quadrant.x * t.scale), round(quadrant.y * t.scale),
                            round(quadrant.width * t.scale), round(quadrant.height * t.scale))
            shade.fill((*BOARD_TINTS[index % 4], 34), q)
        layer.blit(shade, (0, 0))
        dark = pygame.Surface(rect.size, pygame.SRCALPHA)
        dark.fill((4, 8, 20, 110))
        layer.blit(dark, (0, 0))
        # quadrant borders: dotted lines through the centre
        cx, cy = rect.w / 2, rect.h / 2
        dot = max(2, px(8))
        for i in range(0, rect.w, dot):
            pygame.draw.line(layer, (70, 92, 150), (i, cy), (i + dot * 0.4, cy), 1)
            pygame.draw.line(layer, (70, 92, 150), (cx, i), (cx, i + dot * 0.4), 1)
        size = max(1, round(QUADRANT_LABEL * self.s))
        for quadrant in board.quadrants:
            # along the board's outer edge, in the middle of the quadrant, away from the corners
            qx = (quadrant.x + quadrant.width / 2) * t.scale
            north = quadrant.y + quadrant.height / 2 < board.height / 2
            ly = px(12) if north else rect.h - px(12)
            look.blit_text(layer, quadrant.name.upper(), size, (qx, ly), (96, 116, 170), "display", "center")
        pygame.draw.rect(layer, (95, 150, 230), layer.get_rect(), px(2), border_radius=px(5))
        pygame.draw.rect(layer, (40, 60, 110), layer.get_rect().inflate(-px(7), -px(7)), 1, border_radius=px(3))
        for disc in view.discs:
            band = self._band(disc["radius"], self._band_rgb(disc, owner_rgb))
            layer.blit(band, band.get_rect(center=(disc["x"] * t.scale, disc["y"] * t.scale)))
        for disc in view.discs:
            self._paint_disc(layer, disc, owner_rgb)
        return layer

    def _band(self, radius: float, rgb) -> pygame.Surface:
        ring = self.content.board.orbit_ring_width
        return sprites.orbit_band(round(self.t.length(radius), 1), round(self.t.length(radius + ring), 1), tuple(rgb))

    def _radius_px(self, radius: float) -> int:
        return max(4, round(self.t.length(radius)))

    def _band_rgb(self, disc, owner_rgb):
        if disc["kind"] == "homeworld":
            return owner_rgb(disc["owner"])
        if disc["face_up"] and disc["kind"] == "planet":
            return disc_rgb(self.content, disc)
        return (150, 140, 130) if disc["face_up"] else (110, 130, 200)

    def _disc_sprite(self, disc, owner_rgb) -> pygame.Surface:
        r = self._radius_px(disc["radius"])
        kind = disc["kind"]
        if kind == "homeworld":
            return sprites.homeworld(r, tuple(owner_rgb(disc["owner"])))
        if kind == "unknown":
            return sprites.face_down(r)
        if kind == "asteroid":
            return sprites.asteroid(r, sum(map(ord, disc["id"])) % 7)
        return sprites.planet(r, disc_rgb(self.content, disc))

    def warm_up(self, owner_rgbs):
        """Calls that paint every disc look this game can show (each caches its result)."""
        board = self.content.board
        for colour in self.content.colours:
            rgb = sprites.hex_rgb(colour.hex)
            yield lambda rgb=rgb: sprites.planet(self._radius_px(board.planet_radius), rgb)
            yield lambda rgb=rgb: self._band(board.planet_radius, rgb)
        for seed in range(7):
            yield lambda seed=seed: sprites.asteroid(self._radius_px(board.asteroid_radius), seed)
        yield lambda: self._band(board.asteroid_radius, (150, 140, 130))
        for radius in (board.planet_radius, board.asteroid_radius):
            yield lambda radius=radius: self._band(radius, (110, 130, 200))
            yield lambda radius=radius: sprites.face_down(self._radius_px(radius))
        for rgb in owner_rgbs:
            yield lambda rgb=rgb: sprites.homeworld(self._radius_px(board.homeworld_radius), tuple(rgb))
            yield lambda rgb=rgb: self._band(board.homeworld_radius, rgb)

    def _paint_disc(self, layer, disc, owner_rgb) -> None:
        t = self.t
        x, y = disc["x"] * t.scale, disc["y"] * t.scale
        r = self._radius_px(disc["radius"])
        sprite = self._disc_sprite(disc, owner_rgb)
        layer.blit(sprite, sprite.get_rect(center=(x, y)))
        if not disc["face_up"] and disc["kind"] != "unknown":
            # face down, but this player has looked at it: a dashed rim and an eye mark
            _dashed_circle(layer, (190, 205, 255), (x, y), r + self.px(2), 14)
            look.blit_text(layer, "\u25c9", max(1, round(12 * self.s)), (x + r * 0.72, y - r * 0.72), (220, 228, 255),
                           "bold", "center")

    # --- per frame ------------------------------------------------------------------------------
    def draw_occupation(self, surface, view, owner_rgb, time_s: float) -> None:
        t = self.t
        for disc in view.discs:
            occupant = disc["occupant"]
            if occupant is None or disc["kind"] == "homeworld":
                continue
            centre = t.to_screen(disc["x"], disc["y"])
            r = t.length(disc["radius"]) + self.px(2)
            pygame.draw.circle(surface, owner_rgb(occupant), centre, r, self.px(2))
            if view.is_blockaded(disc):
                pulse = 0.5 + 0.5 * math.sin(time_s * 4.0)
                colour = sprites._mix(DANGER, (255, 220, 220), pulse * 0.4)
                _dashed_circle(surface, colour, centre, r + self.px(3), 16, self.px(2))

    def draw_items(self, surface, view, owner_rgb, mark=None) -> None:
        """Up to three pieces on each disc, on a dark pill; `mark(surface, centre, radius, player)`,
        when given (colour-blind mode), puts the owner's shape at the pill's end."""
        t = self.t
        for disc in view.discs:
            icons = item_icons(disc)
            if not icons:
                continue
            owner = disc["occupant"] if disc["kind"] != "homeworld" else disc["owner"]
            rgb = tuple(owner_rgb(owner)) if owner is not None else (200, 200, 200)
            x, y = t.to_screen(disc["x"], disc["y"])
            size, px = self.px(ITEM_ICON), self.px
            gap = 1
            extra = len(icons) - 3 if len(icons) > 3 else 0
            if extra:  # never more than three marks: two pieces and a count
                icons = icons[:2] + ["+" + str(extra + 1)]
            count = max(1, round(12 * self.s))
            width = sum(fonts.font(count, "bold").size(kind)[0] if kind.startswith("+") else size for kind in icons)
            pill = pygame.Rect(0, 0, width + (len(icons) - 1) * gap + px(6), max(size, count) + px(5))
            pill.center = (round(x), round(y))
            surface.blit(_pill(pill.w, pill.h), pill)
            if mark is not None and owner is not None:
                mark(surface, (pill.right + px(4), pill.centery), px(4), owner)
            left = pill.x + px(3)
            for kind in icons:
                if kind.startswith("+"):
                    left = look.blit_text(surface, kind, count, (left, pill.centery), look.INK, "bold", "midleft").right
                else:
                    surface.blit(item_icon(kind, rgb, size), (left, pill.centery - size // 2))
                    left += size
                left += gap

    def draw_ship(self, surface, pos, ship: dict, rgb, shape: str, in_orbit: bool, alpha: int = 255) -> None:
        radius = self.t.length(self.content.physics.radius(ship["battleship"]))
        sprite = ship_sprite(round(radius * 2) / 2, tuple(rgb), shape, ship["battleship"], in_orbit)
        if alpha < 255:
            sprite = sprite.copy()
            sprite.set_alpha(alpha)
        surface.blit(sprite, sprite.get_rect(center=(round(pos[0]), round(pos[1]))))


def item_icons(disc: dict) -> list[str]:
    """The pieces on a disc (the rules allow three), structures first, then troops."""
    items = disc["items"]
    icons = ["city"] * items["city"] + ["colony"] * items["colony"] + ["facility"] * items["facility"]
    return icons + ["troop"] * items["troop"]


@lru_cache(maxsize=16)
def _pill(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (6, 10, 22, 185), s.get_rect(), border_radius=h // 2)
    pygame.draw.rect(s, (180, 190, 220, 90), s.get_rect(), 1, border_radius=h // 2)
    return s


ICON_DESIGN = 15  # the pieces' marks are drawn at this size, then scaled (they hold no text)


@lru_cache(maxsize=64)
def item_icon(kind: str, rgb: tuple, size: int) -> pygame.Surface:
    """Small, distinct silhouettes: a troop pawn, a domed colony, a city skyline, a research lab."""
    drawn = _item_icon(kind, rgb)
    return drawn if size == ICON_DESIGN else pygame.transform.smoothscale(drawn, (size, size))


@lru_cache(maxsize=32)
def _item_icon(kind: str, rgb: tuple) -> pygame.Surface:
    size = ICON_DESIGN
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    dark = (12, 16, 30)
    light = sprites._mix(rgb, (255, 255, 255), 0.45)
    m = size / 2
    if kind == "troop":
        body = [(m - 4.5, size - 1), (m + 4.5, size - 1), (m + 2.5, m + 1), (m - 2.5, m + 1)]
        pygame.draw.polygon(s, rgb, body)
        pygame.draw.polygon(s, dark, body, 1)
        pygame.draw.circle(s, rgb, (m, m - 2.5), 3.5)
        pygame.draw.circle(s, dark, (m, m - 2.5), 3.5, 1)
    elif kind == "colony":
        dome = pygame.Rect(1, 3, size - 2, (size - 4) * 2 - 4)
        pygame.draw.ellipse(s, rgb, dome)
        pygame.draw.ellipse(s, light, dome, 2)
        s.fill((0, 0, 0, 0), pygame.Rect(0, size - 2, size, 2))
        pygame.draw.line(s, light, (1, size - 3), (size - 2, size - 3), 2)
    elif kind == "city":
        towers = [(1, 6, 4), (5, 1, 5), (10, 4, 4)]
        for x, top, w in towers:
            r = pygame.Rect(x, top, w, size - top)
            pygame.draw.rect(s, rgb, r)
            pygame.draw.rect(s, light, r, 1)
        for x, top, w in towers:
            for wy in range(top + 3, size - 2, 3):
                s.set_at((x + w // 2, wy), (255, 240, 180))
    else:  # research facility
        pts = [(m + (m - 1) * math.cos(math.radians(a)), m + (m - 1) * math.sin(math.radians(a)))
               for a in range(30, 390, 60)]
        pygame.draw.polygon(s, dark, pts)
        pygame.draw.polygon(s, rgb, pts, 2)
        pygame.draw.circle(s, (200, 240, 255), (m, m), 2.2)
        pygame.draw.circle(s, light, (m, m), 4.5, 1)
    return s


SHIP_DESIGN_RADIUS = 7.7  # a starship's radius in pixels on the board the look was drawn for


@lru_cache(maxsize=128)
def ship_sprite(radius: float, rgb: tuple, shape: str, battleship: bool, in_orbit: bool) -> pygame.Surface:
    """A ship: a soft glow, the owner's shape in their colour, a bright core; ships in orbit get a
    white halo ring; a Battleship a second hull ring (rings and glow grow with the ship)."""
    k = max(1.0, radius / SHIP_DESIGN_RADIUS * (0.77 if battleship else 1.0))
    pad = round(8 * k)
    line = max(1, round(k))
    size = int(radius * 2 + pad * 2)
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    halo = sprites.glow(int(radius + pad - 1), rgb, 130)
    s.blit(halo, halo.get_rect(center=(c, c)))
    body_r = radius * (0.92 if battleship else 1.0)
    points = shape_points(shape, (c, c), body_r * 1.08)
    dark = (8, 12, 24)
    if points is None:
        pygame.draw.circle(s, rgb, (c, c), body_r)
        pygame.draw.circle(s, dark, (c, c), body_r, 2 * line)
    else:
        pygame.draw.polygon(s, rgb, points)
        pygame.draw.polygon(s, dark, points, 2 * line)
    pygame.draw.circle(s, sprites._mix(rgb, (255, 255, 255), 0.75), (c - body_r * 0.25, c - body_r * 0.25),
                       max(1.5, body_r * 0.28))
    if battleship:
        pygame.draw.circle(s, (255, 230, 160), (c, c), radius + 2 * k, 2 * line)
    if in_orbit:
        pygame.draw.circle(s, (235, 245, 255), (c, c), radius + (5 if battleship else 3) * k, line)
    return s


def _dashed_circle(surface, colour, centre, radius: float, dashes: int, width: int = 1) -> None:
    rect = pygame.Rect(0, 0, radius * 2, radius * 2)
    rect.center = (round(centre[0]), round(centre[1]))
    step = math.tau / dashes
    for i in range(dashes):
        pygame.draw.arc(surface, colour, rect, i * step, i * step + step * 0.55, width)


def dashed_circle(surface, colour, centre, radius: float, dashes: int, width: int = 1) -> None:
    _dashed_circle(surface, colour, centre, radius, dashes, width)
