"""Eminent Domain's pictures without words, drawn by our own code: role symbols, resources,
influence, planet globes, ship tokens and replenishing slots. Each is drawn once at four times its
size in pixels, smoothed down and cached, so a frame only blits finished surfaces. Pictures with
words are cards.py's (card faces) and tiles.py's (planets, fleet plates)."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import look

SS = 4  # supersampling factor for smooth edges

SYMBOL_COLOURS = {
    "survey": (86, 168, 255), "warfare": (235, 86, 92), "colonize": (88, 200, 112),
    "produce": (240, 156, 52), "trade": (236, 212, 78), "research": (178, 118, 245),
    "politics": (214, 190, 150),
}
PLANET_COLOURS = {"advanced": (148, 126, 255), "fertile": (80, 200, 128), "metallic": (214, 138, 78),
                  "prestige": (236, 204, 120), "utopian": (236, 120, 196), "diverse": (176, 184, 206)}
RESOURCE_COLOURS = {"silicon": (170, 220, 255), "food": (120, 214, 92), "water": (66, 140, 255),
                    "iron": (196, 120, 86), "any": (236, 236, 236)}
TYPE_LABELS = {"advanced": "Advanced", "fertile": "Fertile", "metallic": "Metallic", "prestige": "Prestige",
               "utopian": "Utopian", "diverse": "Diverse"}
ROLE_OF_STACK = {"survey": "survey", "warfare": "warfare", "colonize": "colonize",
                 "produce_trade": "produce", "research": "research", "politics": "politics"}


def mix(a, b, t: float):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def _shrink(big: pygame.Surface, size) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


# --- icons ----------------------------------------------------------------------------------

def _draw_glyph(s: pygame.Surface, kind: str, c: float, r: float, ink) -> None:
    """The white glyph of a symbol, centred at (c, c), fitting radius r."""
    if kind == "survey":  # an eye scanning the stars
        rect = pygame.Rect(0, 0, r * 1.9, r * 1.1)
        rect.center = (c, c)
        pygame.draw.ellipse(s, ink, rect, max(2, int(r * 0.16)))
        pygame.draw.circle(s, ink, (c, c), r * 0.34)
    elif kind == "warfare":  # a fighter seen from above
        pts = [(c, c - r * 0.95), (c + r * 0.3, c + r * 0.05), (c + r * 0.9, c + r * 0.55),
               (c + r * 0.3, c + r * 0.45), (c, c + r * 0.85), (c - r * 0.3, c + r * 0.45),
               (c - r * 0.9, c + r * 0.55), (c - r * 0.3, c + r * 0.05)]
        pygame.draw.polygon(s, ink, pts)
    elif kind == "colonize":  # a domed settlement
        dome = pygame.Rect(0, 0, r * 1.5, r * 1.5)
        dome.midbottom = (c, c + r * 0.45)
        pygame.draw.ellipse(s, ink, dome)
        pygame.draw.rect(s, ink, (c - r * 0.95, c + r * 0.25, r * 1.9, r * 0.45))
        pygame.draw.rect(s, ink, (c - r * 0.2, c - r * 0.05, r * 0.4, r * 0.5), border_radius=int(r * 0.1))
    elif kind == "produce":  # a gear
        teeth = 8
        pts = []
        for i in range(teeth * 2):
            a = math.tau * i / (teeth * 2)
            rr = r * (0.92 if i % 2 == 0 else 0.66)
            for da in (-0.13, 0.13):
                pts.append((c + rr * math.cos(a + da), c + rr * math.sin(a + da)))
        pygame.draw.polygon(s, ink, pts)
        pygame.draw.circle(s, (0, 0, 0, 0), (c, c), r * 0.28)
    elif kind == "trade":  # two arrows passing goods both ways
        w = max(2, int(r * 0.2))
        pygame.draw.line(s, ink, (c - r * 0.8, c - r * 0.32), (c + r * 0.55, c - r * 0.32), w)
        pygame.draw.polygon(s, ink, [(c + r * 0.9, c - r * 0.32), (c + r * 0.4, c - r * 0.7), (c + r * 0.4, c + r * 0.06)])
        pygame.draw.line(s, ink, (c + r * 0.8, c + r * 0.38), (c - r * 0.55, c + r * 0.38), w)
        pygame.draw.polygon(s, ink, [(c - r * 0.9, c + r * 0.38), (c - r * 0.4, c), (c - r * 0.4, c + r * 0.76)])
    elif kind == "research":  # a flask
        pts = [(c - r * 0.22, c - r * 0.9), (c + r * 0.22, c - r * 0.9), (c + r * 0.22, c - r * 0.25),
               (c + r * 0.8, c + r * 0.8), (c - r * 0.8, c + r * 0.8), (c - r * 0.22, c - r * 0.25)]
        pygame.draw.polygon(s, ink, pts)
        pygame.draw.line(s, ink, (c - r * 0.42, c - r * 0.9), (c + r * 0.42, c - r * 0.9), max(2, int(r * 0.18)))
    elif kind == "politics":  # a crown
        pts = [(c - r * 0.85, c + r * 0.55), (c - r * 0.85, c - r * 0.45), (c - r * 0.42, c),
               (c, c - r * 0.75), (c + r * 0.42, c), (c + r * 0.85, c - r * 0.45), (c + r * 0.85, c + r * 0.55)]
        pygame.draw.polygon(s, ink, pts)


@lru_cache(maxsize=256)
def symbol_icon(kind: str, size: int, dim: bool = False) -> pygame.Surface:
    """A role symbol: a coloured disc with a white glyph."""
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    c = size * SS / 2
    colour = SYMBOL_COLOURS.get(kind, (160, 160, 160))
    if dim:
        colour = mix(colour, (40, 46, 60), 0.6)
    pygame.draw.circle(big, mix(colour, (0, 0, 0), 0.45), (c, c), c)
    pygame.draw.circle(big, colour, (c, c), c * 0.88)
    glyph = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    _draw_glyph(glyph, kind, c, c * 0.55, (255, 255, 255, 255) if not dim else (200, 200, 210, 255))
    big.blit(glyph, (0, 0))
    return _shrink(big, (size, size))


@lru_cache(maxsize=128)
def resource_icon(kind: str, size: int, filled: bool = True) -> pygame.Surface:
    """A resource: silicon crystal, food leaf, water drop, iron ingot; an empty slot is a ring."""
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    c, r = size * SS / 2, size * SS / 2
    colour = RESOURCE_COLOURS.get(kind, (200, 200, 200))
    ring = mix(colour, (30, 34, 48), 0.35)
    pygame.draw.circle(big, (12, 16, 30, 255), (c, c), r * 0.98)
    pygame.draw.circle(big, ring, (c, c), r * 0.98, max(2, int(r * 0.14)))
    if True:
        g = r * 0.6
        if not filled:  # an empty slot shows a faint outline of what it takes
            colour = mix(colour, (12, 16, 30), 0.62)
        if kind == "silicon":
            pts = [(c, c - g), (c + g * 0.8, c - g * 0.2), (c + g * 0.5, c + g * 0.85), (c - g * 0.5, c + g * 0.85),
                   (c - g * 0.8, c - g * 0.2)]
            pygame.draw.polygon(big, colour, pts)
        elif kind == "food":
            leaf = pygame.Rect(0, 0, g * 1.2, g * 1.9)
            leaf.center = (c, c)
            pygame.draw.ellipse(big, colour, leaf)
            pygame.draw.line(big, mix(colour, (0, 0, 0), 0.5), (c, c - g * 0.7), (c, c + g * 0.9), max(1, int(g * 0.15)))
        elif kind == "any":  # a four-pointed star: any resource fits
            pts = []
            for i in range(8):
                rr = g * (1.0 if i % 2 == 0 else 0.36)
                a = math.radians(-90 + 45 * i)
                pts.append((c + rr * math.cos(a), c + rr * math.sin(a)))
            pygame.draw.polygon(big, colour, pts)
        elif kind == "water":
            pygame.draw.circle(big, colour, (c, c + g * 0.3), g * 0.7)
            pygame.draw.polygon(big, colour, [(c, c - g * 1.0), (c + g * 0.62, c + g * 0.05), (c - g * 0.62, c + g * 0.05)])
        else:
            pygame.draw.polygon(big, colour, [(c - g, c + g * 0.5), (c - g * 0.55, c - g * 0.45), (c + g * 0.55, c - g * 0.45),
                                              (c + g, c + g * 0.5)])
    return _shrink(big, (size, size))


@lru_cache(maxsize=32)
def influence_icon(size: int) -> pygame.Surface:
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    c = size * SS / 2
    pygame.draw.circle(big, (150, 104, 30), (c, c), c)
    pygame.draw.circle(big, look.GOLD, (c, c), c * 0.84)
    pts = []
    for i in range(10):
        rr = c * (0.55 if i % 2 == 0 else 0.24)
        a = math.radians(-90 + 36 * i)
        pts.append((c + rr * math.cos(a), c + rr * math.sin(a)))
    pygame.draw.polygon(big, (120, 80, 20), pts)
    return _shrink(big, (size, size))


@lru_cache(maxsize=32)
def fighter_icon(size: int) -> pygame.Surface:
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    c = size * SS / 2
    _draw_glyph(big, "warfare", c, c * 0.95, (210, 222, 240, 255))
    return _shrink(big, (size, size))


@lru_cache(maxsize=64)
def planet_globe(kind: str, size: int, seed: int = 0, dark: bool = False) -> pygame.Surface:
    """A small painted planet: banded globe in its type's colour with a lit rim."""
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    c = size * SS / 2
    base = PLANET_COLOURS.get(kind, (120, 130, 150))
    if dark:
        base = mix(base, (30, 36, 52), 0.55)
    for i in range(12, 0, -1):
        t = i / 12
        pygame.draw.circle(big, mix(mix(base, (255, 255, 255), 0.25), mix(base, (0, 0, 0), 0.55), t),
                           (c - c * 0.25 * (1 - t), c - c * 0.25 * (1 - t)), c * t)
    bands = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    for k in range(3):
        y = c * (0.55 + 0.35 * k) + (seed * 7 % 11)
        pygame.draw.ellipse(bands, (*mix(base, (0, 0, 0), 0.35), 70), (c * 0.1, y, c * 1.8, c * 0.22))
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), c)
    bands.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(bands, (0, 0))
    pygame.draw.circle(big, (*mix(base, (255, 255, 255), 0.5), 200), (c, c), c - 1, max(2, int(c * 0.05)))
    return _shrink(big, (size, size))


# --- Escalation: ships, planet categories ---------------------------------------------------

SHIP_COLOURS = {"fighter": (210, 222, 240), "destroyer": (120, 214, 230), "battlecruiser": (255, 196, 92)}
SHIP_SCALE = {"fighter": 1.0, "destroyer": 1.25, "battlecruiser": 1.55}  # drawn at three sizes
SHIP_NAMES = {"fighter": "fighter", "destroyer": "destroyer", "battlecruiser": "battlecruiser"}
CATEGORY_COLOURS = {"bustling": (240, 186, 70), "civilized": (120, 200, 255), "hostile": (235, 86, 92)}
CATEGORY_LABELS = {"bustling": "Bustling", "civilized": "Civilized", "hostile": "Hostile"}


def _ship_points(kind: str, c: float, r: float) -> list:
    """The hull of a ship seen from above, nose up, fitting radius r around (c, c)."""
    if kind == "destroyer":  # a long arrow hull with swept fins
        half = [(0, -0.98), (0.22, -0.5), (0.26, 0.15), (0.62, 0.62), (0.6, 0.86), (0.22, 0.7), (0.14, 0.95)]
    elif kind == "battlecruiser":  # a broad hull with side sponsons
        half = [(0, -0.98), (0.26, -0.62), (0.34, -0.12), (0.82, 0.12), (0.95, 0.5), (0.86, 0.7), (0.4, 0.6),
                (0.34, 0.95)]
    else:  # the fighter: the Warfare glyph
        half = [(0, -0.95), (0.3, 0.05), (0.9, 0.55), (0.3, 0.45), (0, 0.85)]
    right = [(c + x * r, c + y * r) for x, y in half]
    left = [(c - x * r, c + y * r) for x, y in reversed(half) if x]
    return right + left


@lru_cache(maxsize=64)
def ship_icon(kind: str, size: int, dim: bool = False) -> pygame.Surface:
    """A fighter, destroyer or battlecruiser token seen from above; bigger ships look bigger at one
    `size` because the caller scales `size` by SHIP_SCALE."""
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    c = size * SS / 2
    colour = SHIP_COLOURS.get(kind, (200, 200, 200))
    if dim:
        colour = mix(colour, (40, 46, 60), 0.65)
    pts = _ship_points(kind, c, c * 0.95)
    pygame.draw.polygon(big, mix(colour, (0, 0, 0), 0.55), [(x, y + SS) for x, y in pts])  # a shadow
    pygame.draw.polygon(big, colour, pts)
    if kind != "fighter":  # a darker bridge down the spine
        pygame.draw.line(big, mix(colour, (0, 0, 0), 0.5), (c, c - c * 0.55), (c, c + c * 0.55), max(2, SS * 2))
    if kind == "battlecruiser":
        pygame.draw.circle(big, mix(colour, (0, 0, 0), 0.5), (c, c + c * 0.1), c * 0.16)
    return _shrink(big, (size, size))


def ship_size(kind: str, base: int) -> int:
    return int(round(base * SHIP_SCALE.get(kind, 1.0)))


@lru_cache(maxsize=16)
def no_colonize_icon(size: int) -> pygame.Surface:
    """The Colonize symbol struck through: this planet cannot be colonized."""
    s = symbol_icon("colonize", size, dim=True).copy()
    w = max(2, size // 7)
    pygame.draw.line(s, look.DANGER, (2, size - 3), (size - 3, 2), w)
    return s


@lru_cache(maxsize=64)
def replenish_slot(kind: str, size: int, filled: bool) -> pygame.Surface:
    """A replenishing ship slot: a ring, with the ship in it when it is filled."""
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    c = size * SS / 2
    colour = SHIP_COLOURS.get(kind, (200, 200, 200))
    pygame.draw.circle(big, (12, 16, 30, 255), (c, c), c * 0.98)
    pygame.draw.circle(big, mix(colour, (30, 34, 48), 0.35 if filled else 0.6), (c, c), c * 0.98, max(2, int(c * 0.14)))
    if filled:
        pts = _ship_points(kind, c, c * 0.62)
        pygame.draw.polygon(big, colour, pts)
    else:  # dashed ring inside: waiting to be refilled
        for a in range(0, 360, 45):
            x = c + math.cos(math.radians(a)) * c * 0.5
            y = c + math.sin(math.radians(a)) * c * 0.5
            pygame.draw.circle(big, mix(colour, (12, 16, 30), 0.5), (x, y), c * 0.07)
    return _shrink(big, (size, size))
