"""The large card: what hovering a card shows (table.py's hover, over the log). The whole card at
up to `LARGE_W` units wide: tier and aspect, name, VP, the cost in words, each ability in a full
sentence under when it works, the flavour text, and why it cannot be bought now. As tall as what
it says. Sizes are design units times `scale` (pixels per unit); the picture is cached by card,
reason, scale and width, and keeps its texts for the layout checks (fonts.new_picture)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import fonts, look

from ..rules.terms import TOKENS, label
from ..rules.vocabulary import describe_ability
from .art import TIER_COLOURS, draw_token, fitting_size, mix, wrapped
from .faces import SMALLEST, WHEN_COLOURS, draw_aspect_icon, draw_lines, draw_when_icon, line_height, px

LARGE_W = 280  # units, at most: narrower where the place it shows in is narrower
WHEN_HEADINGS = {"on_buy": "ONCE, WHEN BOUGHT", "ongoing": "ALWAYS", "game_end": "AT THE GAME END"}


def _cost_places(card, w: int, scale: float) -> list[tuple[str, str, int, int]]:
    """(token, its words, x, y below the first line) for each part of the cost: it goes on over
    a second line when it does not fit one."""
    u = lambda units: px(units, scale)  # noqa: E731
    places, x, dy = [], u(62), 0
    for k, n in enumerate(card.cost):
        if not n:
            continue
        words = f"{n} {label(TOKENS[k])}"
        width = fonts.font(u(13), "bold").size(words)[0]
        if x + u(21) + width > w - u(7):
            x, dy = u(62), dy + u(23)
        places.append((TOKENS[k], words, x, dy))
        x += u(21) + width + u(9)
    return places


@lru_cache(maxsize=64)
def large_card(card, reason: str = "", scale: float = 1.0, width: float = LARGE_W) -> pygame.Surface:
    """The hover view, `width` units wide: the whole card, each ability in a full sentence under
    when it works, and why it cannot be bought now. As tall as what it says."""
    u = lambda units: px(units, scale)  # noqa: E731 - units to pixels, many times below
    w = u(width)
    inner = w - u(32)
    name_size = fitting_size(card.name, u(22), inner - u(62), "display", smallest=u(SMALLEST))
    name_lines = fonts.wrap(card.name, name_size, inner - u(62), "display")
    body_size = u(15)
    sentences = []
    for ability in card.abilities:
        _, _, rest = describe_ability(ability).partition(": ")
        sentences.append((ability.when, fonts.wrap(rest[0].upper() + rest[1:], body_size, inner - u(23))))
    flavour = fonts.wrap(card.flavour, u(SMALLEST), inner, "italic") if card.flavour else []
    reason_size = u(14)
    reason_lines = fonts.wrap(reason, reason_size, w - u(25), "bold") if reason else []
    name_h = max(u(56), len(name_lines) * line_height(name_size, "display") + u(10))
    body_h = sum(u(18) + len(lines) * line_height(body_size, "regular") + u(9) for _, lines in sentences) or u(26)
    cost = _cost_places(card, w, scale)
    cost_h = (cost[-1][3] if cost else 0) + u(28)
    top = max(u(44) + name_h + u(7), u(120))  # below the VP badge and its label
    h = top + cost_h + u(12) + body_h + (len(flavour) * line_height(u(SMALLEST), "italic") + u(9) if flavour else 0) \
        + u(9)
    reason_h = u(10) + fonts.font(reason_size, "bold").get_linesize() * len(reason_lines) + u(10) if reason else 0
    s = fonts.new_picture((w, h + (reason_h + u(7) if reason else 0)))
    tier_c = TIER_COLOURS[card.tier]
    radius = u(16)
    pygame.draw.rect(s, mix(tier_c, (8, 12, 26), 0.82), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(s, tier_c, (0, 0, w, u(40)), border_top_left_radius=radius, border_top_right_radius=radius)
    pygame.draw.rect(s, mix(tier_c, (255, 255, 255), 0.3), (0, 0, w, h), u(3), border_radius=radius)
    pygame.draw.circle(s, (14, 18, 32), (u(26), u(20)), u(11))
    draw_aspect_icon(s, card.aspect, (u(26), u(20)), u(8))
    look.blit_text(s, f"{label(card.tier).upper()} · {label(card.aspect).upper()}", u(13), (u(45), u(20)),
                   (10, 14, 26), "bold", "midleft")
    draw_lines(s, name_lines, name_size, "display", u(16), u(52), look.INK)
    vp_c = (w - u(35), u(52) + u(24))
    pygame.draw.circle(s, (18, 24, 44), vp_c, u(23))
    pygame.draw.circle(s, look.GOLD, vp_c, u(23), u(3))
    look.blit_text(s, str(card.vp), u(22), vp_c, look.GOLD, "display", "center")
    look.blit_text(s, "VP", u(SMALLEST), (vp_c[0], vp_c[1] + u(35)), look.GOLD, "bold", "center")
    y = top
    look.blit_text(s, "Cost", u(13), (u(16), y), look.MUTED, "bold")
    for token, words, x, dy in cost:
        draw_token(s, token, (x + u(9), y + dy + u(8)), u(9))
        look.blit_text(s, words, u(13), (x + u(21), y + dy + 1), look.INK, "bold")
    if not cost:
        look.blit_text(s, "free", u(14), (u(62), y - 1), look.INK)
    y += cost_h
    pygame.draw.line(s, mix(tier_c, (30, 30, 40), 0.4), (u(16), y), (w - u(16), y), 1)
    y += u(12)
    if not sentences:
        look.blit_text(s, "No special ability.", body_size, (u(16), y), look.INK)
    for when, lines in sentences:
        draw_when_icon(s, when, (u(24), y + u(7)), u(7))
        look.blit_text(s, WHEN_HEADINGS.get(when, when.upper()), u(SMALLEST), (u(37), y + 1),
                       WHEN_COLOURS.get(when, look.ACCENT), "bold")
        y = draw_lines(s, lines, body_size, "regular", u(37), y + u(18), look.INK) + u(9)
    if flavour:
        draw_lines(s, flavour, u(SMALLEST), "italic", u(16), y + u(3), look.MUTED)
    if reason:
        box = pygame.Rect(0, h + u(7), w, reason_h)
        pygame.draw.rect(s, (60, 18, 30), box, border_radius=u(11))
        pygame.draw.rect(s, look.DANGER, box, u(2), border_radius=u(11))
        wrapped(s, reason, reason_size, (u(12), box.y + u(10), w - u(25), reason_h), (255, 220, 225), "bold",
                centred=True)
    return s
