"""Painters of a tutorial at the table: the step's card (where the chapter and step are, what to
do and why, and a button when the step waits for one), the shade that greys everything but the
thing to use, the ring round that thing, and the reason a greyed control gives on hover.

Sizes are in design units (metrics.py); a table still on the old 1600x900 surface gets them at
that surface's scale (`unit_scale`)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from .. import fonts, look
from ..metrics import CLASSIC_UNIT

CARD_W = 460
PAD = 14
HEAD, BODY, NOTE, BUTTON = 13, 16, 12, 15  # text sizes, units
BUTTON_H = 34
SHADE_ALPHA = 150  # greyed so the lit thing stands out, still readable
RING = (255, 214, 110)
MARGIN = 14  # between the card and the window's edge or the thing to use


def unit_scale(metrics) -> float:
    """Pixels per design unit on the surface the table draws on."""
    return 1 / CLASSIC_UNIT if metrics.legacy else metrics.scale


@dataclass(frozen=True)
class CardWords:
    heading: str  # "Chapter 2 of 4: Your first card"
    counter: str  # "Step 5 of 12"
    body: str  # what to do and why (or what went wrong)
    note: str = ""  # the keys, in small
    button: str = ""  # a button under the words ("Try again", "Play on"), or none
    tone: str = "step"  # step, missed (gold edge turns red) or done


@lru_cache(maxsize=16)
def card_picture(words: CardWords, width: int, s: float) -> tuple[pygame.Surface, pygame.Rect | None]:
    """The card, `width` pixels wide, and its button's rect within it (None: no button)."""
    px = lambda units: max(1, round(units * s))  # noqa: E731
    pad, inner = px(PAD), width - 2 * px(PAD)
    head, body, note, button = px(HEAD), px(BODY), px(NOTE), px(BUTTON)
    counter_w = fonts.font(head).size(words.counter)[0] if words.counter else 0
    one_line = fonts.font(head, "bold").size(words.heading)[0] + px(12) + counter_w <= inner
    headings = [words.heading] if one_line or not words.counter else fonts.wrap(words.heading, head, inner, "bold")
    head_h = fonts.font(head, "bold").get_linesize()
    lines = fonts.wrap(words.body, body, inner)
    notes = fonts.wrap(words.note, note, inner) if words.note else []
    line_h, note_h = fonts.font(body).get_linesize(), fonts.font(note).get_linesize()
    height = pad + head_h * (len(headings) + (0 if one_line or not words.counter else 1)) + px(6)
    height += line_h * len(lines)
    height += (px(10) + px(BUTTON_H)) if words.button else 0
    height += (px(8) + note_h * len(notes)) if notes else 0
    height += pad
    picture = fonts.new_picture((width, height))
    edge = {"missed": look.DANGER, "done": look.GOLD}.get(words.tone, look.ACCENT)
    look.panel(picture, picture.get_rect(), 255, px(12), edge)  # opaque: the log under it must not show through
    y = pad
    for text in headings:
        look.blit_text(picture, text, head, (pad, y), look.GOLD, "bold")
        y += head_h
    if words.counter:
        if one_line:
            look.blit_text(picture, words.counter, head, (width - pad, pad), look.MUTED, "regular", "topright")
        else:
            look.blit_text(picture, words.counter, head, (pad, y), look.MUTED)
            y += head_h
    y += px(6)
    for line in lines:
        look.blit_text(picture, line, body, (pad, y), look.INK)
        y += line_h
    found = None
    if words.button:
        y += px(10)
        found = pygame.Rect(0, y, max(px(140), fonts.font(button, "bold").size(words.button)[0] + px(36)), px(BUTTON_H))
        found.right = width - pad
        found.w = min(found.w, inner)
        pygame.draw.rect(picture, (38, 74, 122), found, border_radius=px(8))
        pygame.draw.rect(picture, look.ACCENT, found, max(1, px(2)), border_radius=px(8))
        look.blit_text(picture, words.button, button, found.center, look.INK, "bold", "center")
        y = found.bottom
    if notes:
        y += px(8)
        for line in notes:
            look.blit_text(picture, line, note, (pad, y), look.MUTED)
            y += note_h
    return picture, found


def place_card(size: tuple[int, int], window: pygame.Rect, keep_clear: list[pygame.Rect], s: float,
               before: tuple[int, int] | None = None, area: pygame.Rect | None = None) -> pygame.Rect:
    """Where the card goes: at the top of the table's own place for it (`area`, when the table
    has one and the card fits it), else over the bottom middle of the window unless that covers
    the thing to use, then the first of the other spots that does not (the spot it had, while it
    still fits), else the one that covers least."""
    margin = round(MARGIN * s)
    w, h = size
    if area is not None and h <= area.h and w <= area.w:
        return pygame.Rect(area.topleft, size)
    spots = [(window.centerx - w // 2, window.bottom - h - margin), (window.centerx - w // 2, window.top + margin),
             (window.left + margin, window.centery - h // 2), (window.right - w - margin, window.centery - h // 2),
             (window.left + margin, window.bottom - h - margin), (window.right - w - margin, window.bottom - h - margin),
             (window.left + margin, window.top + margin), (window.right - w - margin, window.top + margin)]
    if before is not None:
        spots.insert(0, before)
    clear = [r.inflate(2 * margin, 2 * margin) for r in keep_clear]

    def covered(spot) -> int:
        rect = pygame.Rect(spot, size)
        return sum(rect.clip(r).w * rect.clip(r).h for r in clear)

    best = min(spots, key=lambda spot: (covered(spot) > 0, covered(spot)))
    return pygame.Rect(best, size).clamp(window)


@lru_cache(maxsize=4)
def shade(size: tuple[int, int], holes: tuple[tuple[int, int, int, int], ...], radius: int) -> pygame.Surface:
    """A dark veil over the window with clear holes where the thing to use is."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((4, 6, 14, SHADE_ALPHA))
    for hole in holes:
        pygame.draw.rect(veil, (0, 0, 0, 0), hole, border_radius=radius)
    return veil


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, s: float, time_s: float) -> None:
    """A pulsing gold ring round the thing to use (round for a disc, a ship or a dial segment)."""
    pulse = 0.5 + 0.5 * math.sin(time_s * 4.0)
    ring = pygame.Rect(rect).inflate(round(10 * s), round(10 * s))
    colour = tuple(int(c * (0.65 + 0.35 * pulse)) for c in RING)
    width = max(2, round(3 * s))
    if abs(ring.w - ring.h) <= 2:
        pygame.draw.circle(surface, colour, ring.center, ring.w // 2, width)
    else:
        pygame.draw.rect(surface, colour, ring, width, border_radius=round(10 * s))


def draw_reason(surface: pygame.Surface, text: str, pointer, s: float) -> pygame.Rect:
    """Why a greyed control does nothing now, in a small box above the pointer."""
    size = max(1, round(14 * s))
    lines = fonts.wrap(text, size, round(300 * s))
    line_h = fonts.font(size).get_linesize()
    w = max(fonts.font(size).size(line)[0] for line in lines) + round(20 * s)
    box = pygame.Rect(0, 0, w, line_h * len(lines) + round(12 * s))
    box.midbottom = (pointer[0], pointer[1] - round(14 * s))
    box.clamp_ip(surface.get_rect())
    fonts.cover_texts(surface, box)
    look.panel(surface, box, 244, round(8 * s), RING)
    for i, line in enumerate(lines):
        look.blit_text(surface, line, size, (box.x + round(10 * s), box.y + round(6 * s) + i * line_h), look.INK)
    return box
