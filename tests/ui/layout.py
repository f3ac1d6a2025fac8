"""What a player could not read on a frame: texts too small for the UI scale, texts over other
texts, texts outside the window. Read from the texts the frame noted (fonts.texts_on).

With ORRERY_LAYOUT_SHOTS=<folder>, every frame checked is also saved there as a PNG named after
the test, to look at (e.g. `ORRERY_LAYOUT_SHOTS=/tmp/shots main.py --test tests/ui/test_layout.py`)."""

from __future__ import annotations

import itertools
import math
import os
import re

import pygame

from game.ui import fonts

SMALLEST = 12  # units: at 100% the smallest text is 12 pixels high
SIZES = ((1024, 768), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3440, 1440))


_shot_numbers = itertools.count(1)


def save_shot(app) -> None:
    """The frame, saved to look at, when ORRERY_LAYOUT_SHOTS names a folder."""
    folder = os.environ.get("ORRERY_LAYOUT_SHOTS")
    if not folder:
        return
    test = os.environ.get("PYTEST_CURRENT_TEST", "frame").split(" ")[0].split("::")[-1]
    name = re.sub(r"[^A-Za-z0-9_.-]+", "_", test)[:150]
    os.makedirs(folder, exist_ok=True)
    pygame.image.save(app.window, os.path.join(folder, f"{name}-{os.getpid()}-{next(_shot_numbers)}.png"))


def text_problems(app) -> list[str]:
    """Every problem with the texts of the frame drawn last, in words."""
    save_shot(app)
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
