"""A player's area round the market: their dial (the starting token beside it when they hold
it), name with colour and shape, score so far and printed VP, tokens by type, last round's
results and their card pyramid of small faces.

    [dial]  ● Name                    base 12   18 VP
    (1st)   computer · hard       ⬢1 ●4 ◆3  8/10
            Last: Research   Win +2 vs ■   Tie +1 vs ▲
    [ the pyramid, full width ]

The still parts are painted once into a surface keyed by everything they show, so a table of
six players costs six blits a frame until something changes. Tokens, the dial, the starting
token and the results are drawn live (they move with the animations)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import fonts, look
from game.ui.identity import draw_marker

from ..rules.terms import TOKENS, label
from .art import blit_token, mix
from .faces import small_face
from .layout import AREA_H, PyramidGeometry

DIAL_CENTRE = (34, 42)
DIAL_RADIUS = 24
TEXT_X = 66  # the header rows start right of the dial
NAME_Y = 6
DETAIL_Y = 32
PILL_Y, PILL_H = 56, 22
PYRAMID_TOP = 84
SMALL_CARD = (118, 64)  # the largest owned-card face
NAME_SIZES = (19, 18, 17, 16, 15, 14)
TOKENS_W = 150  # three token counts and the total against the limit
VP_RIGHT, VP_ROOM = 36, 44  # the score ends VP_RIGHT from the area's right edge ("VP" after it)
BASE_W = 56  # "base 12": the printed VP, which ends the game, left of the score


def pyramid_box(w: int) -> pygame.Rect:
    return pygame.Rect(10, PYRAMID_TOP, w - 20, AREA_H - PYRAMID_TOP - 6)


def pyramid_rows(pyramid) -> int:
    """Rows the faces share the box's height with: two until a Galactic card is owned (its
    row is empty for most of a game), then three."""
    return 3 if pyramid[2][1] else 2


def pyramid_geometry(pyramid, area: pygame.Rect) -> PyramidGeometry:
    return PyramidGeometry(pyramid, pyramid_box(area.w).move(area.topleft), max_card=SMALL_CARD, gap=4,
                           rows=pyramid_rows(pyramid))


def tokens_origin(area: pygame.Rect) -> tuple[int, int]:
    """Top left of the token counts, at the right end of the computer level's line."""
    return (area.right - 12 - TOKENS_W, area.y + DETAIL_Y)


def token_chip_centre(area: pygame.Rect, token: str) -> tuple[int, int]:
    x, y = tokens_origin(area)
    return (x + 9 + TOKENS.index(token) * 34, y + 9)


HOLDER_CENTRE = (50, 68)  # the starting token lies by its holder's dial


def name_width(area_w: int) -> int:
    """Room for the seat's name: between the marker and the base VP and score."""
    return area_w - VP_RIGHT - VP_ROOM - BASE_W - 6 - TEXT_X - 24


def score_rect(area: pygame.Rect) -> pygame.Rect:
    """The base VP and the projected score at the top right (hovered: the score's lines)."""
    w = VP_RIGHT + VP_ROOM + BASE_W
    return pygame.Rect(area.right - w, area.y, w, 32)


def name_rect(area: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(area.x + TEXT_X, area.y + NAME_Y, name_width(area.w) + 24, 26)


def name_layout(name: str, width: int) -> tuple[str, int]:
    """The seat's name at the largest size that fits; shortened only past the smallest size
    (a name of dozens of letters), with the whole name in the area's tooltip."""
    for size in NAME_SIZES:
        if fonts.font(size, "bold").size(name)[0] <= width:
            return name, size
    return fonts.shortened(name, NAME_SIZES[-1], width, "bold"), NAME_SIZES[-1]


@lru_cache(maxsize=48)
def area_surface(key) -> pygame.Surface:
    (w, name, detail, colour, shape, colour_blind, vp, score, pyramid, content_id, hidden, you, acting, status) = key
    content = _CONTENT[content_id]
    s = pygame.Surface((w, AREA_H), pygame.SRCALPHA)
    edge = look.ACCENT if acting else (mix(colour, look.PANEL_EDGE, 0.5) if you else look.PANEL_EDGE)
    pygame.draw.rect(s, (*look.PANEL, 222), s.get_rect(), border_radius=16)
    pygame.draw.rect(s, (*colour, 255), (0, 0, w, 5), border_top_left_radius=16, border_top_right_radius=16)
    pygame.draw.rect(s, edge, s.get_rect(), 3 if acting else 2, border_radius=16)
    # the score if the game ended now at the top right, the printed (base) VP left of it; the
    # name takes what is left (the starting token lies by the dial, drawn live: it flies)
    vp_text = look.text(f"{score}", 26, look.GOLD, "display")
    vp_r = vp_text.get_rect(topright=(w - VP_RIGHT, 4))
    s.blit(vp_text, vp_r)
    look.blit_text(s, "VP", 12, (w - 12, vp_r.bottom - 6), look.GOLD, "bold", "bottomright")
    look.blit_text(s, f"base {vp}", 13, (w - VP_RIGHT - VP_ROOM - 4, vp_r.bottom - 6), look.MUTED, "bold",
                   "bottomright")
    draw_marker(s, (TEXT_X + 9, NAME_Y + 13), 9, colour, shape, colour_blind)
    shown, size = name_layout(name, name_width(w))
    look.blit_text(s, shown, size, (TEXT_X + 24, NAME_Y + 13), look.INK, "bold", "midleft")
    if detail:  # the computer's level has a line of its own: it never gives way to the name or VP
        look.blit_text(s, detail, 13, (TEXT_X, DETAIL_Y + 9), look.MUTED, "italic", "midleft")
    if status:  # right of the results row (the dial shows this round's pick meanwhile)
        look.blit_text(s, status, 13, (w - 12, PILL_Y + PILL_H // 2), look.ACCENT, "bold", "midright")
    # the pyramid of small faces
    area = pygame.Rect(0, 0, w, AREA_H)
    geometry = pyramid_geometry(pyramid, area)
    if not any(ids for _, ids in pyramid):
        look.blit_text(s, "no cards yet", 14, pyramid_box(w).center, look.FAINT, "italic", "center")
    for tier, column, card_id, rect in geometry.cards(pyramid):
        if card_id in hidden:
            continue
        s.blit(small_face(content.card(card_id), rect.w, rect.h), rect)
    return s


_CONTENT: dict = {}  # content objects by id(), so cache keys stay small and hashable


def area_key(view, p: int, area: pygame.Rect, seat, colour, shape, colour_blind: bool, base: int, score,
             hidden, you: bool, acting: bool, status: str, detail: str):
    _CONTENT[id(view.content)] = view.content
    pyramid = tuple((start, tuple(ids)) for start, ids in view.pyramids[p])
    return (area.w, seat.name, detail, tuple(colour[:3]), shape, colour_blind, base, score, pyramid,
            id(view.content), frozenset(hidden), you, acting, status)


def draw_tokens(surface, area: pygame.Rect, tokens, limit: int) -> None:
    """Tokens by type and the total against the limit (drawn every frame: they change mid-animation)."""
    surface.blit(_tokens_surface(tuple(tokens), limit), tokens_origin(area))


@lru_cache(maxsize=256)
def _tokens_surface(tokens: tuple, limit: int) -> pygame.Surface:
    s = pygame.Surface((TOKENS_W, 20), pygame.SRCALPHA)
    for k, token in enumerate(TOKENS):
        x = 9 + k * 34
        blit_token(s, token, (x, 9), 8)
        look.blit_text(s, str(tokens[k]), 15, (x + 11, 10), look.INK, "bold", "midleft")
    total = sum(tokens)
    look.blit_text(s, f"{total}/{limit}", 13, (TOKENS_W - 2, 10), look.DANGER if total > limit else look.MUTED,
                   "bold", "midright")
    return s


def pill(surface, rect, text: str, colour, room_right: int = 0) -> pygame.Rect:
    """A rounded label; `room_right` pixels are kept free at its right end (for a marker)."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, mix(colour, (10, 14, 28), 0.75), rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, colour, rect, 1, border_radius=rect.h // 2)
    return look.blit_text(surface, text, 12, (rect.centerx - room_right // 2, rect.centery), colour, "bold",
                          "center")


def pick_chip(surface, rect, pick: str, text: str) -> None:
    """A muted pill with a pick's token and its words ("Last: Research")."""
    rect = pygame.Rect(rect)
    pill(surface, rect, "", look.MUTED)
    blit_token(surface, pick, (rect.x + 13, rect.centery), 7)
    look.blit_text(surface, text, 12, (rect.x + 24, rect.centery), look.INK, "bold", "midleft")


def pill_width(text: str, room_right: int = 0) -> int:
    return fonts.font(12, "bold").size(text)[0] + 16 + room_right


def result_text(result: str, amount: int | None, versus: bool = True) -> str:
    word = {"win": "Win", "tie": "Tie", "loss": "Loss", "nothing": "No contest"}.get(result, label(result))
    text = f"{word} +{amount}" if amount else word
    return f"{text} vs" if versus else text


MARKER_ROOM = 16  # a pill keeps this much at its right end for the neighbour's marker
PILL_GAP = 6


@lru_cache(maxsize=256)
def results_row(pick: str | None, results: tuple, width: int) -> list[tuple[str, int, int]]:
    """The results row's pills as (text, x, w) from its left end: the last pick first (while
    this round's dial is face down), then each comparison. Words give way before anything is
    cut: first the "vs", then the "Last:"."""
    for versus, last_word in ((True, True), (False, True), (False, False)):
        pills = []
        x = 0
        if pick is not None:
            text = f"Last: {label(pick)}" if last_word else label(pick)
            w = pill_width(text, 16)
            pills.append((text, x, w))
            x += w + PILL_GAP
        for result in results:
            text = result_text(result.result, result.amount, versus)
            w = pill_width(text, MARKER_ROOM)
            pills.append((text, x, w))
            x += w + PILL_GAP
        if x - PILL_GAP <= width:
            break
    return pills


def holder_centre(area: pygame.Rect) -> tuple[int, int]:
    """Where the starting token lies in an area (it flies from seat to seat)."""
    return (area.x + HOLDER_CENTRE[0], area.y + HOLDER_CENTRE[1])


def draw_holder(surface, centre) -> None:
    pygame.draw.circle(surface, look.GOLD, centre, 12)
    pygame.draw.circle(surface, (255, 244, 200), centre, 12, 2)
    look.blit_text(surface, "1st", 11, centre, (40, 30, 10), "bold", "center")
