"""Painters for the side column's words: the status panel (whose turn, the turn number, the final
round on a line of its own, what the player is asked or doing, the VP pool and the movement
points) and the words under the action bar (the chosen action, a computer player's step, who is
thinking). They draw the table model (model.py) into the layout's rects (layout.py)."""

from __future__ import annotations

import pygame

from game.ui import fonts, look

from .model import Context, Status
from .placards import Sizes, vp_pool

FINAL_ROUND = "Final round: one last turn each"
FINAL_ROUND_SHORT = "Final round"
POOL_H = 44  # units: the VP pool's row at the panel's foot
TITLE_SIZES = (18, 17, 16, 15, 14, 13)  # units: the title shrinks to fit a long name before it is cut


def lines_of(text: str, size: int, width: int, most: int, face: str = "regular") -> list[str]:
    """`text` wrapped to `width`, at most `most` lines (what did not fit is noted as shortened)."""
    lines = fonts.wrap(text, size, width, face)
    if len(lines) > most or any(fonts.font(size, face).size(line)[0] > width for line in lines):
        fonts.note_shortened(text)
        lines = lines[:most - 1] + [fonts.shortened(" ".join(lines[most - 1:]), size, width, face)]
    return lines


def title_lines(title: str, sizes, width: int) -> tuple[list[str], int]:
    """The panel's title in lines no wider than `width` and the size (pixels) to set them at: on
    one line at the largest of `sizes` that holds it (a long name shrinks it), else in two lines
    at the largest that holds them, else cut short."""
    for most in (1, 2):
        for size in sizes[:4] if most == 1 else sizes:
            lines = fonts.wrap(title, size, width, "display")
            if len(lines) <= most and all(fonts.font(size, "display").size(line)[0] <= width for line in lines):
                return lines, size
    size = sizes[-1]
    return lines_of(title, size, width, 2, "display"), size


def draw_status(surface, rect: pygame.Rect, status: Status, marker, scale: float) -> None:
    """The status panel over its backdrop; `marker(surface, centre, radius, player)` draws a seat's
    colour and shape."""
    u = Sizes(scale)
    pad = u.px(12)
    x, y, right = rect.x + pad, rect.y + u.px(8), rect.right - pad
    text, small = u.text(12), u.text(12)
    line_h = fonts.font(text).get_linesize()
    if status.over:
        size = u.text(18)
        look.blit_text(surface, status.title, size, (x, y), look.GOLD, "display")
        y += fonts.font(size, "display").get_linesize() + u.px(4)
        for line in lines_of(status.text, text, right - x, 2):
            look.blit_text(surface, line, text, (x, y), look.INK)
            y += line_h
    else:
        turn = look.blit_text(surface, f"turn {status.turn}", small, (right, y + u.px(3)), look.MUTED,
                              anchor="topright")
        left = x + u.px(20)
        lines, size = title_lines(status.title, [u.text(size) for size in TITLE_SIZES], turn.x - u.px(8) - left)
        for i, line in enumerate(lines):
            drawn = look.blit_text(surface, line, size, (left, y), look.INK, "display")
            if not i:
                marker(surface, (x + u.px(7), drawn.centery), u.px(7), status.current)
            y = drawn.bottom
        y = max(y, turn.bottom) + u.px(3)
        if status.final_round:  # a line of its own, never over the title or the words below
            words = FINAL_ROUND if fonts.font(text, "bold").size(FINAL_ROUND)[0] <= right - x else FINAL_ROUND_SHORT
            look.blit_text(surface, words, text, (x, y), look.DANGER, "bold")
            y += line_h
        room = (rect.bottom - u.px(POOL_H) - y) // line_h  # as many lines as there is room for above the pool
        for line in lines_of(status.text, text, right - x, max(1, room)):
            look.blit_text(surface, line, text, (x, y), look.MUTED)
            y += line_h
    pool = pygame.Rect(x, rect.bottom - u.px(POOL_H), right - x, u.px(POOL_H - 6))
    if status.moves is not None:
        left, total = status.moves
        dots = pygame.Rect(0, 0, total * u.px(15), u.px(38))
        dots.bottomright = (right, rect.bottom - u.px(6))
        pool.w = dots.x - u.px(12) - pool.x
        words = look.blit_text(surface, "moves left", small, (right, dots.y + u.px(2)), look.ACCENT, "bold",
                               "topright")
        for i in range(total):
            centre = (dots.right - (total - i) * u.px(15) + u.px(7), words.bottom + u.px(10))
            pygame.draw.circle(surface, look.ACCENT if i < left else (40, 52, 80), centre, u.px(6))
            pygame.draw.circle(surface, (150, 200, 240), centre, u.px(6), 1)
    vp_pool(surface, pool, status.vp_pool, status.vp_total, scale)


def draw_context(surface, rect: pygame.Rect, context: Context, colour, scale: float, clock_s: float) -> None:
    """The words under the action bar; `colour` is the player's colour for a step or a thought."""
    u = Sizes(scale)
    text = u.text(12)
    line_h = fonts.font(text).get_linesize()
    x, y = rect.x + u.px(2), rect.y + u.px(2)
    if context.kind == "action":
        title = u.text(14)
        look.blit_text(surface, context.title, title, (x, y), look.ACCENT, "bold")
        y += fonts.font(title, "bold").get_linesize()
        for line in lines_of(context.text, text, rect.w - u.px(4), max(1, (rect.bottom - y) // line_h)):
            look.blit_text(surface, line, text, (x, y), look.MUTED)
            y += line_h
    elif context.kind == "choose":
        for line in lines_of(context.text, text, rect.w - u.px(4), max(1, (rect.bottom - y) // line_h)):
            look.blit_text(surface, line, text, (x, y), look.MUTED)
            y += line_h
    elif context.kind == "bot":
        size = u.text(13)
        for line in lines_of(context.text, size, rect.w - u.px(4), 2):
            look.blit_text(surface, line, size, (x, y), colour, "bold")
            y += fonts.font(size, "bold").get_linesize()
    elif context.kind == "thinking":
        size = u.text(13)
        dots = "." * (1 + int(clock_s * 2.5) % 3)
        words = lines_of(context.text + dots, size, rect.w - u.px(4), 1)[0]
        look.blit_text(surface, words, size, (x, y), look.MUTED, "italic")
