"""Painting what hovering a seat shows: its score so far, line by line, and its whole name when
the area had to shorten it. Boxes open beside what is hovered and stay inside the window."""

from __future__ import annotations

import pygame

from game.ui import fonts, look

from .faces import fit_lines


def draw_score_tip(surface, lay, area: pygame.Rect, title: str, rows: list[tuple[str, str]], window_h: int) -> None:
    """`rows`: (what, points) lines, the last one the total (in gold, under a rule)."""
    px, size = lay.px, lay.text(13)
    line_h = fonts.font(size).get_linesize()
    width = px(260)
    wrapped = [(fit_lines(text, size, width - px(70), "regular", hyphenate=True), points) for text, points in rows]
    box = pygame.Rect(0, 0, width, px(38) + sum(line_h * len(lines) + px(2) for lines, _ in wrapped))
    box.topright = (area.right - px(5), area.y + px(30))
    if box.bottom > window_h - px(4):  # a seat in the bottom row: the lines open upwards
        box.bottom = area.y + px(26)
    look.panel(surface, box, alpha=244, radius=px(9), edge=look.GOLD)
    title = fonts.shortened(title, size, width - px(20), "bold")
    look.blit_text(surface, title, size, (box.x + px(10), box.y + px(8)), look.INK, "bold")
    y = box.y + px(32)
    for i, (lines, points) in enumerate(wrapped):
        last = i == len(wrapped) - 1
        if last:
            pygame.draw.line(surface, look.PANEL_EDGE, (box.x + px(10), y - px(2)), (box.right - px(10), y - px(2)))
        colour = look.GOLD if last else look.INK
        look.blit_text(surface, points, size, (box.right - px(10), y + px(2)), colour, "bold", "topright")
        for line in lines:
            look.blit_text(surface, line, size, (box.x + px(10), y + px(2)), colour, "bold" if last else "regular")
            y += line_h
        y += px(2)


def draw_name_tip(surface, lay, name: str, name_rect: pygame.Rect, window: pygame.Rect) -> None:
    px, size = lay.px, lay.text(14)
    lines = fit_lines(name, size, px(300), "bold", hyphenate=True)
    line_h = fonts.font(size, "bold").get_linesize()
    box = pygame.Rect(0, 0, px(320), px(14) + line_h * len(lines))
    box.topleft = (name_rect.x, name_rect.bottom + px(4))
    box.clamp_ip(window)
    look.panel(surface, box, alpha=240, radius=px(7), edge=look.ACCENT)
    for i, line in enumerate(lines):
        look.blit_text(surface, line, size, (box.x + px(9), box.y + px(7) + i * line_h), look.INK, "bold")
