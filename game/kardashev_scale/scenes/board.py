"""Painters for the still parts of the Kardashev Scale table around the seats: the side column's
title, round and rules reminder, the token supply with what beats what, the market cards and the
decks. Each draws from the table model (model.py) into the rects of the layout (layout.py)."""

from __future__ import annotations

import math

import pygame

from game.ui import fonts, look

from ..rules.terms import TOKENS, label
from .art import TIER_COLOURS, blit_token, card_back, line_size, wrapped
from .faces import SMALLEST, WHEN_WORDS, draw_when_icon, market_face


def draw_side(surface, lay, model) -> None:
    """The title and round at the top of the side column; what ends the game and what the
    icons on the cards mean at its foot."""
    px, text = lay.px, lay.text
    side = lay.side
    size = line_size("KARDASHEV SCALE", text(21), text(15), side.w, "display") or text(15)  # a narrow column
    title = look.blit_text(surface, "KARDASHEV SCALE", size, side.topleft, look.INK, "display")
    look.blit_text(surface, f"Round {model.round} \u00b7 {model.phase}", text(13), (side.x + px(2), title.bottom + px(2)),
                   look.MUTED, "bold")
    if model.last_round:
        look.blit_text(surface, "Last round", text(13), (side.right, title.bottom + px(2)), look.GOLD, "bold",
                       "topright")
    rule, size = lay.rule, text(SMALLEST)
    line_h = fonts.font(size).get_linesize()
    # the icons' legend, left to right, on a second line when the column is narrow; the words
    # on what ends the game above it
    items, x, row = [], 0, 0
    for when in ("on_buy", "ongoing", "game_end"):
        width = px(15) + fonts.font(size).size(WHEN_WORDS[when])[0]
        if x and x + width > rule.w:
            x, row = 0, row + 1
        items.append((when, x, row))
        x += width + px(12)
    top = rule.bottom - (row + 1) * line_h
    for when, dx, r in items:
        y = top + r * line_h + line_h // 2
        draw_when_icon(surface, when, (rule.x + dx + px(6), y), px(6))
        look.blit_text(surface, WHEN_WORDS[when], size, (rule.x + dx + px(15), y), look.MUTED, "regular", "midleft")
    words = f"First to {model.end_vp} base VP ends the game after that round. Hover a card to read all of it."
    wrapped(surface, words, size, (rule.x, rule.y, rule.w, top - rule.y), look.FAINT)


def draw_supply(surface, lay, model) -> None:
    """The token piles the tokens fly from, what beats what as a circle of arrows, what a
    Summit pays, and the starting token."""
    box, px, text = lay.supply, lay.px, lay.text
    look.panel(surface, box, alpha=180, radius=px(12))
    look.blit_text(surface, "SUPPLY", text(SMALLEST), (box.centerx, box.y + px(10)), look.MUTED, "bold", "midtop")
    for token in TOKENS:
        x, y = lay.supply_point(token)
        for i in range(3):
            blit_token(surface, token, (x, y + px(5) - i * px(4)), px(12))
        look.blit_text(surface, label(token), text(SMALLEST), (x + px(20), y), look.INK, "bold", "midleft")
    y = box.y + px(128)
    look.blit_text(surface, "WHAT BEATS WHAT", text(SMALLEST), (box.centerx, y), look.MUTED, "regular", "midtop")
    centre = (box.centerx, y + px(56))
    spots = {"conflict": (centre[0], centre[1] - px(28)), "research": (centre[0] + px(32), centre[1] + px(20)),
             "trade": (centre[0] - px(32), centre[1] + px(20))}
    for winner, loser in (("conflict", "research"), ("research", "trade"), ("trade", "conflict")):
        arrow(surface, spots[winner], spots[loser], px(14), look.MUTED, px(2))
    for token, spot in spots.items():
        blit_token(surface, token, spot, px(10))
    y = centre[1] + px(38)
    for line in ("an arrow points", "to what it beats"):
        look.blit_text(surface, line, text(SMALLEST), (box.centerx, y), look.FAINT, "regular", "midtop")
        y += px(14)
    y += px(6)
    line_h = fonts.font(text(SMALLEST)).get_linesize()
    words = f"A win pays {model.win_tokens}, a tie {model.tie_tokens}. Advance takes none, then buys a card."
    lines = fonts.wrap(words, text(SMALLEST), box.w - px(16))
    for line in lines[:max(0, (box.bottom - px(26) - y) // line_h)]:  # the starting token's line stays clear
        look.blit_text(surface, line, text(SMALLEST), (box.x + px(8), y), look.INK)
        y += line_h
    badge = (box.x + px(18), box.bottom - px(14))
    pygame.draw.circle(surface, look.GOLD, badge, px(10))
    look.blit_text(surface, "1st", text(SMALLEST), badge, (40, 30, 10), "bold", "center")
    look.blit_text(surface, "starts", text(SMALLEST), (badge[0] + px(14), badge[1]), look.MUTED, "regular",
                   "midleft")


def draw_market(surface, lay, model, content, hidden) -> None:
    """The market cards and the decks beside them; a slot being refilled (in `hidden`) is left
    empty while the new card flies in."""
    px = lay.px
    sizes = {tier: sum(1 for m in model.market if m.tier == tier) for tier in lay.row_y}
    for slot in model.market:
        rect = lay.market_rect(slot.tier, slot.slot, sizes[slot.tier])
        if slot.card_id is None or (slot.tier, slot.slot) in hidden:
            pygame.draw.rect(surface, (40, 50, 76), rect, px(2), border_radius=px(9))
            continue
        look.blit(surface, market_face(content.card(slot.card_id), rect.w, rect.h, slot.state, lay.scale), rect)
    for tier, deck in lay.decks.items():
        left = model.decks[tier]
        if left:
            for i in range(min(3, left), 0, -1):
                look.blit(surface, card_back(deck.w, deck.h, tier), deck.move(i * px(3), -i * px(3)))
            face = deck.move(px(3), -px(3))
            pygame.draw.circle(surface, (10, 14, 28), face.center, px(16))
            look.blit_text(surface, str(left), lay.text(17), face.center, look.INK, "display", "center")
        else:
            pygame.draw.rect(surface, (40, 50, 76), deck, px(2), border_radius=px(7))
        look.blit_text(surface, "left" if left else "none left", lay.text(SMALLEST), (deck.centerx + px(2), deck.bottom
                       + px(2)), TIER_COLOURS[tier], "bold", "midtop")


def arrow(surface, start, end, gap: float, colour, width: int = 2) -> None:
    """An arrow from start to end, stopping `gap` short of both (the tokens sit there)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1
    ux, uy = dx / length, dy / length
    a = (start[0] + ux * gap, start[1] + uy * gap)
    b = (end[0] - ux * gap, end[1] - uy * gap)
    head, half = width * 4, width * 2.5
    pygame.draw.line(surface, colour, a, b, width)
    pygame.draw.polygon(surface, colour, [b, (b[0] - ux * head - uy * half, b[1] - uy * head + ux * half),
                                          (b[0] - ux * head + uy * half, b[1] - uy * head - ux * half)])


def fits(text_: str, size: int, width: int, face: str = "regular") -> bool:
    return fonts.font(size, face).size(text_)[0] <= width
