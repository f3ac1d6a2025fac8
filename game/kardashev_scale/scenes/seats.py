"""A player's area round the market: their dial (the starting token beside it when they hold
it), name with colour and shape, score so far and printed VP, tokens by type, last round's
results and their card pyramid of small faces.

    [dial]  ● Name                    base 12   18 VP
    (1st)   computer · hard       ⬢1 ●4 ◆3  8/10
            Last: Research   Win +2 vs ■   Tie +1 vs ▲
    [ the pyramid, full width ]

`SeatPlaces` says where each part is in an area of a given size and scale (units times scale:
pixels). The still parts are painted once into a picture keyed by everything they show, so a
table of six players costs six blits a frame until something changes. Tokens, the dial, the
starting token and the results are drawn live (they move with the animations)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import fonts, look
from game.ui.identity import draw_marker
from game.ui.metrics import Places

from ..rules.terms import TOKENS, label
from .art import LOSS_COLOUR, TIE_COLOUR, WIN_COLOUR, blit_token, mix
from .faces import SMALLEST, small_face
from .layout import PyramidGeometry

RESULT_COLOURS = {"win": WIN_COLOUR, "tie": TIE_COLOUR, "loss": LOSS_COLOUR, "nothing": look.MUTED}

# in design units, from the area's top left
DIAL_CENTRE, DIAL_RADIUS = (28, 35), 20
TEXT_X = 56  # the header rows start right of the dial
NAME_Y, DETAIL_Y = 5, 29
PILL_Y, PILL_H = 49, 19
PYRAMID_TOP, PYRAMID_FOOT = 71, 4  # the pyramid's box: below the results row, above the area's foot
SMALL_CARD = (110, 58)  # the largest owned-card face
NAME_SIZES = (16, 15, 14, 13, 12)
TOKENS_W = 132  # three token counts and the total against the limit
VP_RIGHT, VP_ROOM = 30, 38  # the score ends VP_RIGHT from the area's right edge ("VP" after it)
BASE_W = 50  # "base 12": the printed VP, which ends the game, left of the score
HOLDER_CENTRE = (40, 62)  # the starting token lies by its holder's dial
MARKER_ROOM = 14  # a pill keeps this much at its right end for the neighbour's marker
PILL_GAP = 5
PICK_TOKEN_W = 22  # a pick's pill showing only its token


class SeatPlaces(Places):
    """Where each part of an area is, in window pixels."""

    @property
    def area(self) -> pygame.Rect:
        return self.rect

    def at(self, x: float, y: float) -> tuple[int, int]:
        return self.area.x + self.px(x), self.area.y + self.px(y)

    @property
    def dial_centre(self) -> tuple[int, int]:
        return self.at(*DIAL_CENTRE)

    @property
    def dial_radius(self) -> int:
        return self.px(DIAL_RADIUS)

    @property
    def holder_centre(self) -> tuple[int, int]:
        return self.at(*HOLDER_CENTRE)

    @property
    def name_width(self) -> int:
        """Room for the seat's name: between the marker and the base VP and score."""
        return self.area.w - self.px(VP_RIGHT + VP_ROOM + BASE_W + 6 + TEXT_X + 22)

    @property
    def name_rect(self) -> pygame.Rect:
        x, y = self.at(TEXT_X, NAME_Y)
        return pygame.Rect(x, y, self.name_width + self.px(22), self.px(22))

    @property
    def score_rect(self) -> pygame.Rect:
        """The base VP and the projected score at the top right (hovered: the score's lines)."""
        w = self.px(VP_RIGHT + VP_ROOM + BASE_W)
        return pygame.Rect(self.area.right - w, self.area.y, w, self.px(28))

    @property
    def tokens_origin(self) -> tuple[int, int]:
        """Top left of the token counts, at the right end of the computer level's line."""
        return self.area.right - self.px(10 + TOKENS_W), self.area.y + self.px(DETAIL_Y)

    def token_chip_centre(self, token: str) -> tuple[int, int]:
        x, y = self.tokens_origin
        return x + self.px(8 + TOKENS.index(token) * 30), y + self.px(8)

    @property
    def pills(self) -> tuple[int, int, int, int]:
        """(x, y, width, height) of the results row."""
        x, y = self.at(TEXT_X, PILL_Y)
        return x, y, self.area.right - self.px(8) - x, self.px(PILL_H)

    def pyramid_box(self) -> pygame.Rect:
        return pygame.Rect(self.area.x + self.px(8), self.area.y + self.px(PYRAMID_TOP), self.area.w - self.px(16),
                           self.area.h - self.px(PYRAMID_TOP + PYRAMID_FOOT))

    def pyramid(self, pyramid) -> PyramidGeometry:
        return PyramidGeometry(pyramid, self.pyramid_box(), max_card=(self.px(SMALL_CARD[0]), self.px(SMALL_CARD[1])),
                               gap=self.px(4), rows=pyramid_rows(pyramid))

    def card_rect(self, pyramid, card_id: str) -> pygame.Rect:
        """Where a card sits in the pyramid (the pyramid's middle when it is not there)."""
        for _, _, cid, rect in self.pyramid(pyramid).cards(pyramid):
            if cid == card_id:
                return rect
        rect = pygame.Rect(0, 0, self.px(SMALL_CARD[0] * 0.6), self.px(SMALL_CARD[1] * 0.6))
        rect.center = self.pyramid_box().center
        return rect


def pyramid_rows(pyramid) -> int:
    """Rows the faces share the box's height with: two until a Galactic card is owned (its
    row is empty for most of a game), then three."""
    return 3 if pyramid[2][1] else 2


def name_layout(name: str, width: int, scale: float) -> tuple[str, int]:
    """The seat's name at the largest size that fits; shortened only past the smallest size
    (a name of dozens of letters), with the whole name in the area's tooltip."""
    sizes = [max(1, round(u * scale)) for u in NAME_SIZES]
    for size in sizes:
        if fonts.font(size, "bold").size(name)[0] <= width:
            return name, size
    return fonts.shortened(name, sizes[-1], width, "bold"), sizes[-1]


@fonts.remembers_shortened(maxsize=48)
def seat_picture(seat, w: int, h: int, scale: float, colour, shape: str, colour_blind: bool, content,
                 hidden: frozenset) -> pygame.Surface:
    """The still parts of an area (`seat`: model.Seat), `hidden` cards left out (in flight)."""
    places = SeatPlaces(pygame.Rect(0, 0, w, h), scale)
    u = places.px
    s = fonts.new_picture((w, h))
    radius = u(14)
    edge = look.ACCENT if seat.acting else (mix(colour, look.PANEL_EDGE, 0.5) if seat.you else look.PANEL_EDGE)
    pygame.draw.rect(s, (*look.PANEL, 222), s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, (*colour, 255), (0, 0, w, u(4)), border_top_left_radius=radius, border_top_right_radius=radius)
    pygame.draw.rect(s, edge, s.get_rect(), u(3) if seat.acting else u(2), border_radius=radius)
    # the score if the game ended now at the top right, the printed (base) VP left of it; the
    # name takes what is left (the starting token lies by the dial, drawn live: it flies)
    score = look.blit_text(s, f"{seat.score}", u(22), (w - u(VP_RIGHT), u(3)), look.GOLD, "display", "topright")
    look.blit_text(s, "VP", u(SMALLEST), (w - u(10), score.bottom - u(4)), look.GOLD, "bold", "bottomright")
    look.blit_text(s, f"base {seat.base_vp}", u(SMALLEST), (w - u(VP_RIGHT + VP_ROOM + 3), score.bottom - u(4)),
                   look.MUTED, "bold", "bottomright")
    draw_marker(s, (u(TEXT_X + 8), u(NAME_Y + 11)), u(8), colour, shape, colour_blind)
    shown, size = name_layout(seat.name, places.name_width, scale)
    look.blit_text(s, shown, size, (u(TEXT_X + 21), u(NAME_Y + 11)), look.INK, "bold", "midleft")
    if seat.detail:  # the computer's level has a line of its own: it never gives way to the name or VP
        room = w - u(TEXT_X + 12 + TOKENS_W)
        look.blit_text(s, fonts.shortened(seat.detail, u(SMALLEST), room, "italic"), u(SMALLEST),
                       (u(TEXT_X), u(DETAIL_Y + 8)), look.MUTED, "italic", "midleft")
    if seat.status:  # right of the results row (the dial shows this round's pick meanwhile)
        look.blit_text(s, seat.status, u(SMALLEST), (w - u(10), u(PILL_Y) + u(PILL_H) // 2), look.ACCENT, "bold",
                       "midright")
    geometry = places.pyramid(seat.pyramid)
    if not any(ids for _, ids in seat.pyramid):
        look.blit_text(s, "no cards yet", u(SMALLEST), places.pyramid_box().center, look.FAINT, "italic", "center")
    for tier, column, card_id, rect in geometry.cards(seat.pyramid):
        if card_id not in hidden:
            look.blit(s, small_face(content.card(card_id), rect.w, rect.h, scale), rect)
    return s


def draw_tokens(surface, places: SeatPlaces, tokens, limit: int) -> None:
    """Tokens by type and the total against the limit (drawn every frame: they change mid-animation)."""
    look.blit(surface, _tokens_picture(tuple(tokens), limit, places.scale), places.tokens_origin)


@lru_cache(maxsize=256)
def _tokens_picture(tokens: tuple, limit: int, scale: float) -> pygame.Surface:
    u = lambda units: max(1, round(units * scale))  # noqa: E731
    s = fonts.new_picture((u(TOKENS_W), u(18)))
    for k, token in enumerate(TOKENS):
        x = u(8 + k * 30)
        blit_token(s, token, (x, u(8)), u(7))
        look.blit_text(s, str(tokens[k]), u(13), (x + u(10), u(9)), look.INK, "bold", "midleft")
    total = sum(tokens)
    look.blit_text(s, f"{total}/{limit}", u(SMALLEST), (u(TOKENS_W - 2), u(9)),
                   look.DANGER if total > limit else look.MUTED, "bold", "midright")
    return s


def pill(surface, rect, text: str, colour, size: int, room_right: int = 0) -> pygame.Rect:
    """A rounded label; `room_right` pixels are kept free at its right end (for a marker)."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, mix(colour, (10, 14, 28), 0.75), rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, colour, rect, 1, border_radius=rect.h // 2)
    return look.blit_text(surface, text, size, (rect.centerx - room_right // 2, rect.centery), colour, "bold", "center")


def pick_chip(surface, rect, pick: str, text: str, size: int, scale: float) -> None:
    """A muted pill with a pick's token and its words ("Last: Research"; none when too narrow)."""
    rect = pygame.Rect(rect)
    pill(surface, rect, "", look.MUTED, size)
    blit_token(surface, pick, (rect.x + round(11 * scale), rect.centery), max(1, round(6 * scale)))
    if text:
        look.blit_text(surface, text, size, (rect.x + round(20 * scale), rect.centery), look.INK, "bold", "midleft")


def result_text(result: str, amount: int | None, versus: bool = True) -> str:
    word = {"win": "Win", "tie": "Tie", "loss": "Loss", "nothing": "No contest"}.get(result, label(result))
    text = f"{word} +{amount}" if amount else word
    return f"{text} vs" if versus else text


@lru_cache(maxsize=256)
def results_row(pick: str | None, results: tuple, width: int, scale: float) -> list[tuple[str, int, int]]:
    """The results row's pills as (text, x, w) from its left end, in pixels: the last pick first
    (while this round's dial is face down), then each comparison. Words give way before anything
    is cut: first the "vs", then the "Last:", then the pick's name (its token still shows it)."""
    size = max(1, round(SMALLEST * scale))
    font = fonts.font(size, "bold")
    pad, gap, marker = round(14 * scale), round(PILL_GAP * scale), round(MARKER_ROOM * scale)
    for versus, pick_words in ((True, "Last: "), (False, "Last: "), (False, ""), (False, None)):
        pills, x = [], 0
        if pick is not None:
            text = "" if pick_words is None else pick_words + label(pick)
            w = font.size(text)[0] + pad + marker if text else round(PICK_TOKEN_W * scale)
            pills.append((text, x, w))
            x += w + gap
        for result in results:
            text = result_text(result.result, result.amount, versus)
            w = font.size(text)[0] + pad + marker
            pills.append((text, x, w))
            x += w + gap
        if x - gap <= width:
            break
    return pills


def status_width(status: str, size: int) -> int:
    """Room the seat's status words ("Advancing now") take at the right of the results row."""
    return fonts.font(size, "bold").size(status)[0] + size if status else 0


def draw_results(surface, places: SeatPlaces, pick: str | None, shown, status: str, size: int, scale: float,
                 marker) -> None:
    """The last Summit at a seat, until the next reveal: its pick (while this round's dial is face
    down) and its result against each neighbour with that neighbour's marker, leaving the seat's
    status words their room. `marker(surface, centre, radius, player)`."""
    x, y, width, h = places.pills
    pills = list(results_row(pick, tuple(shown), width - status_width(status, size), scale))
    if pick is not None:
        text, dx, w = pills.pop(0)
        pick_chip(surface, (x + dx, y, w, h), pick, text, size, scale)
    for result, (text, dx, w) in zip(shown, pills):
        colour = RESULT_COLOURS.get(result.result, look.MUTED)
        words = pill(surface, (x + dx, y, w, h), text, colour, size, places.px(14))
        marker(surface, (words.right + places.px(8), y + h // 2), places.px(5), result.neighbour)


def draw_holder(surface, centre, scale: float) -> None:
    """The starting token, where it lies (or flies)."""
    r = max(2, round(11 * scale))
    pygame.draw.circle(surface, look.GOLD, centre, r)
    pygame.draw.circle(surface, (255, 244, 200), centre, r, max(1, round(2 * scale)))
    look.blit_text(surface, "1st", max(1, round(SMALLEST * scale)), centre, (40, 30, 10), "bold", "center")
