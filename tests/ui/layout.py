"""What a player could not read on a frame: texts too small for the UI scale, texts over other
texts, texts outside the window. Read from the texts the frame noted (fonts.texts_on)."""

from __future__ import annotations

import math

import pygame

from game.ui import fonts

SMALLEST = 12  # units: at 100% the smallest text is 12 pixels high
SIZES = ((1024, 768), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3440, 1440))


def text_problems(app) -> list[str]:
    """Every problem with the texts of the frame drawn last, in words."""
    window = app.window.get_rect()
    least = math.floor(SMALLEST * app.metrics.scale)
    texts = fonts.texts_on(app.window)
    problems = []
    for drawn in texts:
        rect = pygame.Rect(drawn.rect)
        if drawn.px < least:
            problems.append(f"{drawn.text!r} is {drawn.px} px, under {least} px")
        if not window.contains(rect):
            problems.append(f"{drawn.text!r} at {tuple(rect)} leaves the {window.w}x{window.h} window")
    return problems + overlaps(texts)


def overlaps(texts) -> list[str]:
    """Each pair of texts whose letters overlap, in words."""
    found = []
    for i, a in enumerate(texts):
        ra = _glyphs(a)
        for b in texts[i + 1:]:
            if ra.colliderect(_glyphs(b)):
                found.append(f"{a.text!r} at {a.rect} overlaps {b.text!r} at {b.rect}")
    return found


def _glyphs(drawn) -> pygame.Rect:
    """The part of a text's box its letters fill: a line's box has room above and below them
    (about a tenth of the font's size each side) that the next line may share."""
    rect = pygame.Rect(drawn.rect)
    trim = max(1, drawn.px // 8)
    return rect.inflate(-2, -2 * trim)
