"""Eminent Domain's card and planet art, drawn by our own code: role symbols, resources, planet
types, cards, planet tiles and card backs. Every picture is drawn once at four times its size,
smoothed down and cached, so a frame only blits finished surfaces."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import fonts, look

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


def _mix(a, b, t: float):
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
        colour = _mix(colour, (40, 46, 60), 0.6)
    pygame.draw.circle(big, _mix(colour, (0, 0, 0), 0.45), (c, c), c)
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
    ring = _mix(colour, (30, 34, 48), 0.35)
    pygame.draw.circle(big, (12, 16, 30, 255), (c, c), r * 0.98)
    pygame.draw.circle(big, ring, (c, c), r * 0.98, max(2, int(r * 0.14)))
    if True:
        g = r * 0.6
        if not filled:  # an empty slot shows a faint outline of what it takes
            colour = _mix(colour, (12, 16, 30), 0.62)
        if kind == "silicon":
            pts = [(c, c - g), (c + g * 0.8, c - g * 0.2), (c + g * 0.5, c + g * 0.85), (c - g * 0.5, c + g * 0.85),
                   (c - g * 0.8, c - g * 0.2)]
            pygame.draw.polygon(big, colour, pts)
        elif kind == "food":
            leaf = pygame.Rect(0, 0, g * 1.2, g * 1.9)
            leaf.center = (c, c)
            pygame.draw.ellipse(big, colour, leaf)
            pygame.draw.line(big, _mix(colour, (0, 0, 0), 0.5), (c, c - g * 0.7), (c, c + g * 0.9), max(1, int(g * 0.15)))
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
        base = _mix(base, (30, 36, 52), 0.55)
    for i in range(12, 0, -1):
        t = i / 12
        pygame.draw.circle(big, _mix(_mix(base, (255, 255, 255), 0.25), _mix(base, (0, 0, 0), 0.55), t),
                           (c - c * 0.25 * (1 - t), c - c * 0.25 * (1 - t)), c * t)
    bands = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    for k in range(3):
        y = c * (0.55 + 0.35 * k) + (seed * 7 % 11)
        pygame.draw.ellipse(bands, (*_mix(base, (0, 0, 0), 0.35), 70), (c * 0.1, y, c * 1.8, c * 0.22))
    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), c)
    bands.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(bands, (0, 0))
    pygame.draw.circle(big, (*_mix(base, (255, 255, 255), 0.5), 200), (c, c), c - 1, max(2, int(c * 0.05)))
    return _shrink(big, (size, size))


# --- text helpers ---------------------------------------------------------------------------

@lru_cache(maxsize=4096)
def text(value: str, size: int, colour=look.INK, face: str = "regular") -> pygame.Surface:
    """Rendered text, cached (the table shows far more distinct labels than look.text keeps)."""
    return fonts.render(value, size, colour, face)


def blit_text(surface, value: str, size: int, pos, colour=look.INK, face: str = "regular", anchor: str = "topleft"):
    rendered = text(value, size, tuple(colour), face)
    rect = rendered.get_rect(**{anchor: pos})
    surface.blit(rendered, rect)
    return rect


@lru_cache(maxsize=1024)
def _wrap(value: str, size: int, width: int, face: str) -> tuple:
    return tuple(fonts.wrap(value, size, width, face))


def fit_text(value: str, size: int, width: int, face: str = "bold", least: int = 9) -> tuple[str, int]:
    """The largest size (down to `least`) at which `value` fits `width`; shortened (and so
    recorded by fonts.shortened) only if it never does."""
    size = _fit_size(value, size, width, face, least)
    if fonts.font(size, face).size(value)[0] > width:
        value = fonts.shortened(value, size, width, face)
    return value, size


@lru_cache(maxsize=4096)
def _fit_size(value: str, size: int, width: int, face: str, least: int) -> int:
    while size > least and fonts.font(size, face).size(value)[0] > width:
        size -= 1
    return size


@lru_cache(maxsize=2048)
def _wrap_fit(value: str, width: int, height: int, sizes: tuple, face: str) -> tuple:
    for size in sizes:
        f = fonts.font(size, face)
        lines = _wrap(value, size, width, face)
        if len(lines) * f.get_linesize() <= height and all(f.size(line)[0] <= width for line in lines):
            return lines, size, False
    return lines, sizes[-1], True


def overflows(value: str, width: int, height: int, size: int, face: str = "regular") -> bool:
    """Whether `value` wrapped at `size` needs more than width x height."""
    return _wrap_fit(value, width, height, (size,), face)[2]


def wrap_fit(value: str, width: int, height: int, sizes=(12, 11, 10), face: str = "regular") -> tuple[list, int]:
    """`value` wrapped into width x height at the largest of `sizes` where it fits: (lines, size).
    If it fits at none, the last line that fits is shortened (recorded by fonts.shortened)."""
    lines, size, over = _wrap_fit(value, width, height, tuple(sizes), face)
    lines = list(lines)
    if over:
        keep = max(1, height // fonts.font(size, face).get_linesize())
        lines = lines[:keep - 1] + [fonts.shortened(" ".join(lines[keep - 1:]), size, width, face)]
        lines = [fonts.shortened(line, size, width, face) for line in lines]
    return lines, size


def fit_lines(value: str, width: int, sizes=(12, 11, 10), most: int = 2, face: str = "regular") -> tuple[list, int]:
    """`value` in as few lines as it takes (up to `most`) at one of `sizes`: one line at a smaller
    size beats two at a larger one. Shortened (and recorded) only if `most` lines never hold it."""
    for lines in range(1, most + 1):
        for size in sizes:
            if not overflows(value, width, lines * fonts.font(size, face).get_linesize(), size, face):
                return list(_wrap(value, size, width, face)), size
    return wrap_fit(value, width, most * fonts.font(sizes[-1], face).get_linesize(), sizes[-1:], face)


def blit_lines(surface, lines, size: int, pos, colour=look.INK, face: str = "regular", anchor: str = "midtop") -> int:
    """Lines stacked from `pos` (anchor "midtop"/"topleft"; "midbottom" stacks upwards from pos);
    returns the y below the last line (or above the first, for midbottom)."""
    h = fonts.font(size, face).get_linesize()
    x, y = pos
    upwards = anchor == "midbottom"
    if upwards:
        y -= h * len(lines)
        anchor = "midtop"
    for i, line in enumerate(lines):
        blit_text(surface, line, size, (x, y + i * h), colour, face, anchor)
    return y if upwards else y + h * len(lines)


def draw_wrapped(surface, value: str, rect, size: int, colour=look.INK, face: str = "regular",
                 align: str = "left", least: int = 9) -> int:
    """Wrap text into rect, shrinking the font (down to `least`) until it fits; returns the bottom y."""
    rect = pygame.Rect(rect)
    lines, size = wrap_fit(value, rect.w, rect.h + 2, tuple(range(size, least - 1, -1)), face)
    height = fonts.font(size, face).get_linesize()
    y = rect.y
    for line in lines:
        surf = text(line, size, tuple(colour), face)
        x = rect.x if align == "left" else rect.centerx - surf.get_width() // 2
        surface.blit(surf, (x, y))
        y += height
    return y


# --- cards ----------------------------------------------------------------------------------

@fonts.remembers_shortened(512)  # a cut text is noted on every frame it is shown
def card_surface(title: str, symbols: tuple, accent: tuple, text: str, size: tuple, subtitle: str = "",
                 footer: str = "", glyph: str = "", dim: bool = False, spend: tuple = (),
                 slots: tuple = ()) -> pygame.Surface:
    """A card face: a tinted body, the symbols large at the top, the title, and its rules text."""
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    body = _mix(accent, (10, 14, 28), 0.78)
    if dim:
        body = _mix(body, (20, 22, 30), 0.5)
        accent = _mix(accent, (70, 76, 90), 0.65)
    radius = max(6, w // 14)
    pygame.draw.rect(s, body, s.get_rect(), border_radius=radius)
    band_h = int(h * (0.36 if w >= 150 or not text else 0.3))  # a small card with text: more room for it
    band = pygame.Rect(0, 0, w, band_h)
    grad = pygame.Surface((w, band_h), pygame.SRCALPHA)
    for y in range(band_h):
        t = y / max(1, band_h - 1)
        pygame.draw.line(grad, (*_mix(accent, body, 0.25 + 0.6 * t), 255), (0, y), (w, y))
    mask = pygame.Surface((w, band_h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, band_h + radius), border_radius=radius)
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(grad, band)
    icons = list(symbols) or ([glyph] if glyph else [])
    if icons:
        isize = min(int(band_h * 0.62), int((w - 16) / max(1, len(icons))) - 4)
        total = len(icons) * isize + (len(icons) - 1) * 4
        x = (w - total) // 2
        for kind in icons:
            s.blit(symbol_icon(kind, isize, dim), (x, (band_h - isize) // 2))
            x += isize + 4
    if slots and not icons and not spend:  # a permanent's resource or replenishing ship slots (Escalation)
        isize = min(int(band_h * 0.42), int((w - 16) / len(slots)) - 4)
        x = (w - (len(slots) * (isize + 4) - 4)) // 2
        for kind in slots:  # "rep:<ship>" a replenishing slot; a trailing "*" marks a filled resource slot
            icon = replenish_slot(kind[4:], isize, False) if kind.startswith("rep:") else \
                resource_icon(kind.rstrip("*"), isize, kind.endswith("*"))
            s.blit(icon, (x, (band_h - isize) // 2))
            x += isize + 4
    if spend and not icons:  # no symbols: what the card may be spent as fills the band
        isize = min(int(band_h * 0.5), int((w - 16) / len(spend)) - 4)
        x = (w - (len(spend) * (isize + 4) - 4)) // 2
        for kind in spend:
            icon = ship_icon(kind, isize, dim) if kind in SHIP_COLOURS else resource_icon(kind, isize)
            s.blit(icon, (x, (band_h - isize) // 2))
            x += isize + 4
    elif spend:  # Escalation: what the card may be spent as, on a dark plate in the band's corner
        isz = max(10, min(22, w // 6))
        plate = pygame.Rect(3, band_h - isz - 6, len(spend) * (isz + 2) + 4, isz + 4)
        pygame.draw.rect(s, (8, 12, 24), plate, border_radius=4)
        ix = plate.x + 2
        for kind in spend:
            if kind in SHIP_COLOURS:
                icon = ship_icon(kind, isz, dim)
            else:
                icon = resource_icon(kind, isz)
            s.blit(icon, (ix, plate.y + 2))
            ix += isz + 2
    pad = max(5, w // 16)
    y = band_h + max(3, h // 50)
    ink = look.INK if not dim else look.MUTED
    if w >= 100:
        name, tsize = fit_text(title, max(11, w // 9), w - 2 * pad)
        blit_text(s, name, tsize, (w // 2, y), ink, "bold", "midtop")
        y += fonts.font(tsize, "bold").get_linesize()
    elif title:  # a small card: its name in up to two condensed lines
        lines, tsize = fit_lines(title, w - 2 * pad + 4, (max(10, w // 9), 10, 9, 8), 2, "display")
        y = blit_lines(s, lines, tsize, (w // 2, y), ink, "display")
    if subtitle:
        sub, ssize = fit_text(subtitle, max(9, w // 13), w - 2 * pad, "regular")
        blit_text(s, sub, ssize, (w // 2, y), _mix(accent, (255, 255, 255), 0.35), "regular", "midtop")
        y += fonts.font(ssize).get_linesize()
    bottom = h - pad
    if footer:
        foot, fsize = fit_text(footer, max(9, w // 14), w - 2 * pad, "bold")
        f = blit_text(s, foot, fsize, (w // 2, h - pad), look.GOLD if not dim else look.FAINT, "bold",
                           "midbottom")
        bottom = f.top - 2
    if text and bottom - y > 12:
        draw_wrapped(s, text, (pad, y + 2, w - 2 * pad, bottom - y - 2), max(9, w // 12),
                     (205, 214, 234) if not dim else look.FAINT)
    pygame.draw.rect(s, _mix(accent, (255, 255, 255), 0.2), s.get_rect(), 2, border_radius=radius)
    return s


@fonts.remembers_shortened(16)  # a cut text is noted on every frame it is shown
def card_back(size: tuple, label: str = "") -> pygame.Surface:
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(6, w // 14)
    pygame.draw.rect(s, (22, 30, 58), s.get_rect(), border_radius=radius)
    inner = s.get_rect().inflate(-w // 6, -h // 8)
    pygame.draw.rect(s, (36, 52, 96), inner, 2, border_radius=radius)
    pygame.draw.circle(s, (60, 90, 150), inner.center, min(w, h) // 5, 2)
    pygame.draw.circle(s, (95, 211, 255), inner.center, min(w, h) // 14)
    for a in range(0, 360, 45):
        x = inner.centerx + math.cos(math.radians(a)) * min(w, h) * 0.32
        y = inner.centery + math.sin(math.radians(a)) * min(w, h) * 0.32
        pygame.draw.circle(s, (120, 150, 210), (x, y), 1)
    pygame.draw.rect(s, look.PANEL_EDGE, s.get_rect(), 2, border_radius=radius)
    if label:
        blit_text(s, label, max(10, w // 7), (w // 2, h - 6), look.INK, "bold", "midbottom")
    return s


# --- planets --------------------------------------------------------------------------------

def planet_name_lines(name: str, size) -> tuple[list, int, str]:
    """A planet's name on its tile: (lines, font size, face); two lines when one is too narrow."""
    w = size[0]
    if w >= 100:
        lines, ns = fit_lines(name, w - 8, tuple(range(max(10, w // 9), 8, -1)), 2, "bold")
        return lines, ns, "bold"
    lines, ns = fit_lines(name, w - 6, (10, 9, 8), 3, "display")
    return lines, ns, "display"


def slot_top(size, name: str = "") -> int:
    """y of the resource slots inside a planet tile of `size` (the layout places slot targets there)."""
    w, h = size
    globe = int(min(w * 0.56, h * 0.42))
    lines, ns, face = planet_name_lines(name or "X", size)
    kind = fonts.font(max(9, w // 12)).get_linesize() if h >= 140 else 0
    return 8 + globe + fonts.font(ns, face).get_linesize() * len(lines) + kind + (0 if w >= 100 else 2)


def slot_size(size) -> int:
    return max(14, min(26, size[0] // 4))


def slot_xs(size, count: int) -> list[int]:
    """x (inside a planet tile of `size`) of each of `count` slots in one centred row: resource
    slots first, then replenishing ship slots (the layout places slot targets there)."""
    rsz = slot_size(size)
    gap = 4 if count * rsz + (count - 1) * 4 <= size[0] - 6 else 1
    total = count * rsz + (count - 1) * gap
    return [(size[0] - total) // 2 + i * (rsz + gap) for i in range(count)]


@fonts.remembers_shortened(512)  # a cut text is noted on every frame it is shown
def planet_tile(name: str, kind: str, symbols: tuple, slots: tuple, res: tuple, blocked: int, influence: int,
                hand_bonus: int, size: tuple, seed: int, category: str = "", replenish: tuple = (),
                rep: tuple = ()) -> pygame.Surface:
    """A settled planet: globe, name, symbols, influence, its resource slots (filled or empty), its
    replenishing ship slots (Escalation) and a plate naming its Escalation kind."""
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = PLANET_COLOURS.get(kind, (120, 130, 150))
    pygame.draw.rect(s, _mix(colour, (8, 12, 24), 0.8), s.get_rect(), border_radius=10)
    globe = int(min(w * 0.56, h * 0.42))
    s.blit(planet_globe(kind, globe, seed), ((w - globe) // 2, 6))
    if influence:
        ic = max(16, w // 5)
        s.blit(influence_icon(ic), (4, 4))
        blit_text(s, str(influence), max(10, ic - 5), (4 + ic // 2, 4 + ic // 2), (60, 40, 8), "bold", "center")
    x = w - 4
    isz = max(14, w // 6)
    for kind_sym in symbols:
        x -= isz
        s.blit(symbol_icon(kind_sym, isz), (x, 4))
        x -= 2
    lines, ns, face = planet_name_lines(name, size)
    y = blit_lines(s, lines, ns, (w // 2, 8 + globe), look.INK, face)
    if h >= 140:
        blit_text(s, TYPE_LABELS.get(kind, ""), max(9, w // 12), (w // 2, y), _mix(colour, (255, 255, 255), 0.3),
                       "regular", "midtop")
    y = slot_top(size, name)
    rsz = slot_size(size)
    xs = slot_xs(size, len(slots) + len(replenish))
    for i, kind_res in enumerate(slots):
        held = res[i] if i < len(res) else 0
        s.blit(resource_icon(kind_res, rsz, held > 0), (xs[i], y))
        if held > 1:  # a slot holding more than one (Bountiful Harvest)
            blit_text(s, f"x{held}", max(9, rsz // 2), (xs[i] + rsz, y + rsz), look.INK, "bold", "bottomright")
        if i < blocked:
            sx = xs[i]
            pygame.draw.line(s, look.DANGER, (sx + 3, y + 3), (sx + rsz - 3, y + rsz - 3), 2)
            pygame.draw.line(s, look.DANGER, (sx + rsz - 3, y + 3), (sx + 3, y + rsz - 3), 2)
    for i, ship in enumerate(replenish):
        full = bool(rep[i]) if i < len(rep) else False
        s.blit(replenish_slot(ship, rsz, full), (xs[len(slots) + i], y))
    if category in CATEGORY_COLOURS:
        th = max(12, min(16, h // 9))
        s.blit(category_tag(category, (min(w - 10, 84), th)), ((w - min(w - 10, 84)) // 2, h - th - 4))
    elif hand_bonus:
        blit_text(s, f"+{hand_bonus} hand", max(9, w // 11), (w // 2, h - 4), look.ACCENT, "bold", "midbottom")
    pygame.draw.rect(s, colour, s.get_rect(), 2, border_radius=10)
    return s


FACE_DOWN = "FACE DOWN"


@lru_cache(maxsize=32)
def face_down_ribbon(tile_w: int) -> pygame.Surface | None:
    """The plate across a face-down planet's globe; None on a tile too narrow for its words whole."""
    w, h = min(tile_w - 8, 96), max(12, min(16, tile_w // 7))
    size = _fit_size(FACE_DOWN, h - 2, w - 6, "bold", 8)
    if fonts.font(size, "bold").size(FACE_DOWN)[0] > w - 6:
        return None
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (44, 34, 12, 235), s.get_rect(), border_radius=4)
    pygame.draw.rect(s, look.GOLD, s.get_rect(), 1, border_radius=4)
    blit_text(s, FACE_DOWN, size, (w // 2, h // 2), look.GOLD, "bold", "center")
    return s


@fonts.remembers_shortened(256)  # a cut text is noted on every frame it is shown
def unexplored_tile(kind: str, size: tuple, colonize_cost: int, warfare_cost: int, tucked: int, colonies: int,
                    need: int, known: bool, ship: str = "fighter", colonizable: bool = True,
                    category: str = "") -> pygame.Surface:
    """A face-down planet: its type and costs when its owner looks (Escalation: the ship that
    conquers it, struck-out Colonize when it cannot be colonized), colonies tucked beneath."""
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = PLANET_COLOURS.get(kind, (90, 104, 140)) if known else (90, 104, 140)
    # tucked colonies peek out from under the top edge
    for i in range(min(tucked, 4)):
        r = pygame.Rect(6 + i * 5, 0, w - 12, 14)
        pygame.draw.rect(s, _mix(SYMBOL_COLOURS["colonize"], (10, 20, 12), 0.3), r, border_radius=4)
        pygame.draw.rect(s, (20, 60, 30), r, 1, border_radius=4)
    top = 8 if tucked else 0
    body = pygame.Rect(0, top, w, h - top)
    pygame.draw.rect(s, (16, 20, 36), body, border_radius=10)
    pygame.draw.rect(s, _mix(colour, (16, 20, 36), 0.3), body, 2, border_radius=10)
    globe = int(min(w * 0.5, h * 0.36))
    s.blit(planet_globe(kind if known else "", globe, 3, dark=True), ((w - globe) // 2, top + 6))
    ribbon = face_down_ribbon(w)  # a start planet lies face down too: it scores nothing until settled
    if ribbon is not None:
        s.blit(ribbon, ((w - ribbon.get_width()) // 2, top + 5))
    if known and category in CATEGORY_COLOURS:  # the Escalation kind, over the globe's foot
        tw = min(w - 8, 80)
        th = max(12, min(15, h // 10))
        s.blit(category_tag(category, (tw, th)), ((w - tw) // 2, top + globe - th + 6))
    y = top + globe + 8
    label, lsize = fit_text(TYPE_LABELS.get(kind, "Unexplored") if known else "Unexplored", max(10, w // 10), w - 6)
    blit_text(s, label, lsize, (w // 2, y), look.MUTED, "bold", "midtop")
    y += max(10, w // 10) + 5
    if known:
        isz = max(14, w // 6)
        if colonizable:
            s.blit(symbol_icon("colonize", isz), (6, y))
            blit_text(s, str(colonize_cost), isz - 2, (8 + isz, y + isz // 2), look.INK, "bold", "midleft")
        else:
            s.blit(no_colonize_icon(isz), (6, y))
        if ship == "fighter":
            s.blit(symbol_icon("warfare", isz), (w // 2 + 2, y))
        else:
            icon = ship_icon(ship, ship_size(ship, isz - 2))
            s.blit(icon, (w // 2 + 2, y + (isz - icon.get_height()) // 2))
        blit_text(s, str(warfare_cost), isz - 2, (w // 2 + 4 + isz, y + isz // 2), look.INK, "bold", "midleft")
        y += isz + 3
        if not colonizable:
            msg, col = f"only a {ship}", CATEGORY_COLOURS["hostile"]
        elif need <= 0:
            msg, col = "can settle now", SYMBOL_COLOURS["colonize"]
        else:
            msg, col = f"{colonies} colon{'y' if colonies == 1 else 'ies'}, {need} to go", look.MUTED
        lines, ms = fit_lines(msg, w - 6, tuple(range(max(9, w // 11), 8, -1)), 2)
        blit_lines(s, lines, ms, (w // 2, h - 4), col, "regular", "midbottom")
    elif colonies:
        lines, ms = fit_lines(f"{colonies} colon{'y' if colonies == 1 else 'ies'}", w - 6,
                              tuple(range(max(9, w // 11), 8, -1)), 2)
        blit_lines(s, lines, ms, (w // 2, h - 4), look.MUTED, "regular", "midbottom")
    return s


# --- Escalation: ships, fleet tiles, planet categories ---------------------------------------

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
        colour = _mix(colour, (40, 46, 60), 0.65)
    pts = _ship_points(kind, c, c * 0.95)
    pygame.draw.polygon(big, _mix(colour, (0, 0, 0), 0.55), [(x, y + SS) for x, y in pts])  # a shadow
    pygame.draw.polygon(big, colour, pts)
    if kind != "fighter":  # a darker bridge down the spine
        pygame.draw.line(big, _mix(colour, (0, 0, 0), 0.5), (c, c - c * 0.55), (c, c + c * 0.55), max(2, SS * 2))
    if kind == "battlecruiser":
        pygame.draw.circle(big, _mix(colour, (0, 0, 0), 0.5), (c, c + c * 0.1), c * 0.16)
    return _shrink(big, (size, size))


def ship_size(kind: str, base: int) -> int:
    return int(round(base * SHIP_SCALE.get(kind, 1.0)))


def ships_row(surface, counts: dict, pos, base: int = 16, size: int = 15, colour=look.INK, gap: int = 10) -> int:
    """Fighters, destroyers and the battlecruiser as tokens of three sizes with their counts,
    bottoms aligned at pos[1] + the largest token; returns the x after the row."""
    x, y = pos
    tallest = ship_size("battlecruiser", base)
    for kind in ("fighter", "destroyer", "battlecruiser"):
        n = counts.get(kind, 0)
        icon = ship_icon(kind, ship_size(kind, base), dim=not n)
        surface.blit(icon, (x, y + tallest - icon.get_height()))
        r = blit_text(surface, str(n), size, (x + icon.get_width() + 2, y + tallest // 2 + 1),
                      colour if n else look.FAINT, "bold", "midleft")
        x = r.right + gap
    return x - gap


@fonts.remembers_shortened(32)  # a cut text is noted on every frame it is shown
def fleet_badge(label: str, improved: bool, size: tuple) -> pygame.Surface:
    """The fleet tile as a small plate: its side's name, gold-edged once improved."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    edge = look.GOLD if improved else (110, 130, 170)
    pygame.draw.rect(s, (22, 30, 52) if not improved else (48, 40, 18), s.get_rect(), border_radius=5)
    pygame.draw.rect(s, edge, s.get_rect(), 1, border_radius=5)
    value, fsize = fit_text(label, min(13, h - 5), w - 8, "bold")
    blit_text(s, value, fsize, (w // 2, h // 2), edge if improved else look.INK, "bold", "center")
    return s


@lru_cache(maxsize=16)
def no_colonize_icon(size: int) -> pygame.Surface:
    """The Colonize symbol struck through: this planet cannot be colonized."""
    s = symbol_icon("colonize", size, dim=True).copy()
    w = max(2, size // 7)
    pygame.draw.line(s, look.DANGER, (2, size - 3), (size - 3, 2), w)
    return s


@fonts.remembers_shortened(64)  # a cut text is noted on every frame it is shown
def category_tag(category: str, size: tuple) -> pygame.Surface:
    """A coloured plate naming a planet's Escalation kind (bustling, civilized, hostile)."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    colour = CATEGORY_COLOURS.get(category, (160, 160, 160))
    pygame.draw.rect(s, _mix(colour, (10, 14, 28), 0.7), s.get_rect(), border_radius=4)
    pygame.draw.rect(s, colour, s.get_rect(), 1, border_radius=4)
    value, fsize = fit_text(CATEGORY_LABELS.get(category, category), max(9, h - 4), w - 4, "bold")
    blit_text(s, value, fsize, (w // 2, h // 2), colour, "bold", "center")
    return s


@lru_cache(maxsize=64)
def replenish_slot(kind: str, size: int, filled: bool) -> pygame.Surface:
    """A replenishing ship slot: a ring, with the ship in it when it is filled."""
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    c = size * SS / 2
    colour = SHIP_COLOURS.get(kind, (200, 200, 200))
    pygame.draw.circle(big, (12, 16, 30, 255), (c, c), c * 0.98)
    pygame.draw.circle(big, _mix(colour, (30, 34, 48), 0.35 if filled else 0.6), (c, c), c * 0.98, max(2, int(c * 0.14)))
    if filled:
        pts = _ship_points(kind, c, c * 0.62)
        pygame.draw.polygon(big, colour, pts)
    else:  # dashed ring inside: waiting to be refilled
        for a in range(0, 360, 45):
            x = c + math.cos(math.radians(a)) * c * 0.5
            y = c + math.sin(math.radians(a)) * c * 0.5
            pygame.draw.circle(big, _mix(colour, (12, 16, 30), 0.5), (x, y), c * 0.07)
    return _shrink(big, (size, size))
