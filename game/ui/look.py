"""The shared look: palette, the starfield backdrop, panels and headings.

Backgrounds are drawn once into cached surfaces; per frame only a few twinkling stars are added,
so a scene's draw stays cheap."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.core.rng import Rng

from . import fonts
from .metrics import LEGACY_SIZE

INK = (230, 236, 250)
MUTED = (141, 154, 184)
FAINT = (86, 98, 124)
ACCENT = (95, 211, 255)
GOLD = (255, 200, 87)
DANGER = (255, 122, 144)
SPACE = (5, 8, 18)
PANEL = (12, 19, 38)
PANEL_EDGE = (52, 80, 127)


class Starfield:
    """A deep-space backdrop: nebula glow, three layers of stars, and a few that twinkle."""

    def __init__(self, seed: int = 7, size=LEGACY_SIZE):
        self.size = size
        rng = Rng(seed)
        self.surface = self._paint(rng, size)
        self.twinklers = [(rng.randrange(size[0]), rng.randrange(size[1]), rng.uniform(0.5, 2.0),
                           rng.uniform(0, math.tau)) for _ in range(36)]
        self._glints = [self._glint(r) for r in (1, 2)]

    @staticmethod
    def _paint(rng: Rng, size) -> pygame.Surface:
        w, h = size
        small = pygame.Surface((w // 8, h // 8))
        small.fill(SPACE)
        glow = pygame.Surface(small.get_size(), pygame.SRCALPHA)
        for colour, count in (((40, 40, 110), 5), ((90, 30, 100), 3), ((20, 80, 110), 4)):
            for _ in range(count):
                cx, cy = rng.randrange(w // 8), rng.randrange(h // 8)
                radius = rng.randint(18, 48)
                for step in range(radius, 0, -3):
                    alpha = int(26 * (1 - step / radius) + 4)
                    pygame.draw.circle(glow, (*colour, alpha), (cx, cy), step)
        small.blit(glow, (0, 0))
        surface = pygame.transform.smoothscale(small, size)  # an 8x stretch: soft nebula clouds
        tints = ((0, 0, 30), (25, 0, -10), (0, 0, 0))
        for layer, (count, bright) in enumerate(((900, 90), (300, 160), (70, 235))):
            for _ in range(count):
                bits = rng.next_u32()  # one draw per star: position, tint and brightness
                x, y = ((bits & 0xFFF) * w) >> 12, (((bits >> 12) & 0x3FF) * h) >> 10
                dr, dg, db = tints[((bits >> 22) & 3) % 3]
                b = int(bright * (0.6 + 0.4 * ((bits >> 24) / 255)))
                colour = (min(255, max(0, b + dr)), min(255, max(0, b + dg)), min(255, max(0, b + db)))
                if layer == 2:
                    pygame.draw.circle(surface, colour, (x, y), 1)
                    surface.set_at((x, y), (255, 255, 255))
                else:
                    surface.set_at((x, y), colour)
        return surface.convert() if pygame.display.get_surface() else surface

    @staticmethod
    def _glint(radius: int) -> pygame.Surface:
        s = pygame.Surface((radius * 6 + 1, radius * 6 + 1), pygame.SRCALPHA)
        c = radius * 3
        for r, a in ((radius * 3, 30), (radius * 2, 70), (radius, 255)):
            pygame.draw.circle(s, (220, 235, 255, a), (c, c), r)
        return s

    def draw(self, surface: pygame.Surface, time_s: float) -> None:
        surface.blit(self.surface, (0, 0))
        for x, y, speed, phase in self.twinklers:
            level = 0.5 + 0.5 * math.sin(time_s * speed + phase)
            if level > 0.55:
                glint = self._glints[1 if level > 0.9 else 0]
                surface.blit(glint, (x - glint.get_width() // 2, y - glint.get_height() // 2))


@lru_cache(maxsize=3)  # the window's size, the old logical surface's, and the one before a resize
def starfield(size=LEGACY_SIZE) -> Starfield:
    """The backdrop for a surface of `size` pixels (painted once per size: stars stay sharp)."""
    return Starfield(size=(int(size[0]), int(size[1])))


@lru_cache(maxsize=64)
def _panel_surface(w: int, h: int, alpha: int, radius: int, edge: tuple) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (*PANEL, alpha), s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, (*edge, 255), s.get_rect(), 2, border_radius=radius)
    return s


def panel(surface: pygame.Surface, rect, alpha: int = 215, radius: int = 14, edge=PANEL_EDGE) -> None:
    """A rounded panel; one nearly opaque (alpha 230 and more) hides the texts under it."""
    rect = pygame.Rect(rect)
    surface.blit(_panel_surface(rect.w, rect.h, alpha, radius, tuple(edge)), rect.topleft)
    if alpha >= 230:
        fonts.cover_texts(surface, rect)


@lru_cache(maxsize=8)
def _shade(size: tuple, alpha: int) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill((2, 4, 10, alpha))
    return s


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken everything drawn so far (under an overlay): its texts are no longer read."""
    surface.blit(_shade(surface.get_size(), alpha), (0, 0))
    fonts.cover_texts(surface)


@lru_cache(maxsize=256)
def text(value: str, size: int, colour=INK, face: str = "regular") -> pygame.Surface:
    """Rendered text, cached: static labels cost one blit per frame."""
    return fonts.render(value, size, colour, face)


def blit_text(surface, value: str, size: int, pos, colour=INK, face: str = "regular", anchor: str = "topleft"):
    """Draw `value` at `size` pixels with its `anchor` at `pos`; noted as drawn (fonts.note_text)."""
    rendered = text(value, size, tuple(colour), face)
    rect = rendered.get_rect(**{anchor: pos})
    surface.blit(rendered, rect)
    fonts.note_text(surface, value, rect, size)
    return rect


def blit(surface, source: pygame.Surface, pos, area=None, special_flags: int = 0) -> pygame.Rect:
    """`surface.blit`, noting the texts `source` holds (a picture made with fonts.new_picture)
    where they now stand. Scenes drawn for the window blit through here, never directly."""
    rect = surface.blit(source, pos, area, special_flags)
    fonts.note_picture(surface, source, pos if not isinstance(pos, pygame.Rect) else pos.topleft, area)
    return rect


def blit_rendered(surface, rendered: pygame.Surface, value: str, size: int, pos) -> pygame.Rect:
    """Blit a text rendered elsewhere (fonts.render) and note it as drawn."""
    rect = surface.blit(rendered, pos)
    fonts.note_text(surface, value, rect, size)
    return rect


def heading(surface, value: str, pos, size: int = 44, anchor: str = "midtop", scale: float = 1.0) -> pygame.Rect:
    """A scene heading in the display face with a thin accent rule below (`scale`: pixels per
    design unit, for the rule's length and gap)."""
    rect = blit_text(surface, value, size, pos, INK, "display", anchor)
    y = rect.bottom + round(8 * scale)
    half = round(60 * scale)
    pygame.draw.line(surface, ACCENT, (rect.centerx - half, y), (rect.centerx + half, y), max(1, round(2 * scale)))
    return rect
