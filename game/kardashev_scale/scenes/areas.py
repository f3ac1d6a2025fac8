"""A player's area round the market: name with colour and shape, starting token, base VP,
tokens by type, their card pyramid and their dial.

The still parts are painted once into a surface keyed by everything they show, so a table of
six players costs six blits a frame until something changes."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import fonts, look
from game.ui.identity import draw_marker

from ..rules.terms import TOKENS, label
from .art import blit_token, card_face, mix
from .layout import AREA_H, AREA_W, PyramidGeometry

PYRAMID_BOX = pygame.Rect(146, 70, 236, 152)  # inside the area
DIAL_CENTRE = (68, 106)
DIAL_RADIUS = 46
PILL_ROW = pygame.Rect(146, 42, 236, 22)
TOKEN_ROW_Y = 176


def pyramid_geometry(pyramid, origin) -> PyramidGeometry:
    return PyramidGeometry(pyramid, PYRAMID_BOX.move(origin), max_card=(58, 44), gap=4)


def token_chip_centre(origin, token: str) -> tuple[int, int]:
    k = TOKENS.index(token)
    return (origin[0] + 22 + k * 42, origin[1] + TOKEN_ROW_Y + 12)


@lru_cache(maxsize=48)
def area_surface(key) -> pygame.Surface:
    (name, detail, colour, shape, vp, holder, pyramid, content_id, hidden, you, acting, status) = key
    content = _CONTENT[content_id]
    s = pygame.Surface((AREA_W, AREA_H), pygame.SRCALPHA)
    edge = look.ACCENT if acting else (mix(colour, look.PANEL_EDGE, 0.5) if you else look.PANEL_EDGE)
    pygame.draw.rect(s, (*look.PANEL, 222), s.get_rect(), border_radius=16)
    pygame.draw.rect(s, (*colour, 255), (0, 0, AREA_W, 5), border_top_left_radius=16, border_top_right_radius=16)
    pygame.draw.rect(s, edge, s.get_rect(), 3 if acting else 2, border_radius=16)
    draw_marker(s, (24, 24), 11, colour, shape, colour_blind=True)
    # base VP, top right, then the starting token left of it; the name takes what is left
    vp_text = look.text(f"{vp}", 26, look.GOLD, "display")
    vp_r = vp_text.get_rect(topright=(AREA_W - 36, 7))
    s.blit(vp_text, vp_r)
    look.blit_text(s, "VP", 12, (AREA_W - 14, vp_r.bottom - 6), look.GOLD, "bold", "bottomright")
    right = vp_r.left - 10
    if holder:
        c = (vp_r.left - 22, 22)
        pygame.draw.circle(s, look.GOLD, c, 13)
        pygame.draw.circle(s, (255, 244, 200), c, 13, 2)
        look.blit_text(s, "1st", 11, c, (40, 30, 10), "bold", "center")
        right = c[0] - 20
    name_r = look.blit_text(s, fonts.shortened(name, 20, right - 42, "bold"), 20, (42, 13), look.INK, "bold")
    if detail and fonts.font(13, "italic").size(detail)[0] <= right - name_r.right - 8:
        look.blit_text(s, detail, 13, (name_r.right + 8, 19), look.MUTED, "italic")
    # the pyramid
    geometry = pyramid_geometry(pyramid, (0, 0))
    if not any(ids for _, ids in pyramid):
        look.blit_text(s, "no cards yet", 14, PYRAMID_BOX.center, look.FAINT, "italic", "center")
    for tier, column, card_id, rect in geometry.cards(pyramid):
        if card_id in hidden:
            continue
        s.blit(card_face(content.card(card_id), rect.w, rect.h), rect)
    if status:
        look.blit_text(s, status, 13, (PILL_ROW.x, PILL_ROW.centery), look.ACCENT, "bold", "midleft")
    return s


_CONTENT: dict = {}  # content objects by id(), so cache keys stay small and hashable


def area_key(view, p: int, seat, colour, shape, hidden, you: bool, acting: bool, status: str, detail: str):
    _CONTENT[id(view.content)] = view.content
    pyramid = tuple((start, tuple(ids)) for start, ids in view.pyramids[p])
    return (seat.name, detail, tuple(colour[:3]), shape, view.base_vp(p), view.holder == p,
            pyramid, id(view.content), frozenset(hidden), you, acting, status)


def draw_tokens(surface, origin, tokens, limit: int) -> None:
    """Tokens by type and the total against the limit (drawn every frame: they change mid-animation)."""
    image = _tokens_surface(tuple(tokens), limit)
    surface.blit(image, (origin[0], origin[1] + TOKEN_ROW_Y))


@lru_cache(maxsize=256)
def _tokens_surface(tokens: tuple, limit: int) -> pygame.Surface:
    s = pygame.Surface((140, 50), pygame.SRCALPHA)
    for k, token in enumerate(TOKENS):
        cx, cy = token_chip_centre((0, -TOKEN_ROW_Y), token)
        blit_token(s, token, (cx - 4, cy), 11)
        look.blit_text(s, str(tokens[k]), 18, (cx + 10, cy), look.INK, "bold", "midleft")
    total = sum(tokens)
    colour_total = look.DANGER if total > limit else look.MUTED
    look.blit_text(s, f"{total} of {limit} tokens", 13, (14, 32), colour_total)
    return s


def pill(surface, rect, text: str, colour, room_right: int = 0) -> pygame.Rect:
    """A rounded label; `room_right` pixels are kept free at its right end (for a marker)."""
    rect = pygame.Rect(rect)
    text = fonts.shortened(text, 12, rect.w - 12 - room_right)
    pygame.draw.rect(surface, mix(colour, (10, 14, 28), 0.75), rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, colour, rect, 1, border_radius=rect.h // 2)
    return look.blit_text(surface, text, 12, (rect.centerx - room_right // 2, rect.centery), colour, "bold",
                          "center")


def result_text(result: str, amount: int) -> str:
    word = {"win": "Win", "tie": "Tie", "loss": "Loss", "nothing": "No contest"}.get(result, label(result))
    return f"{word} +{amount} vs" if amount else f"{word} vs"
