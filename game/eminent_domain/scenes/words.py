"""Text on the Eminent Domain table: rendered at its real pixel size, noted where it is drawn
(fonts.note_text, for the layout checks and --automation), wrapped or shrunk to fit, and cut
(with the cut noted, fonts.shortened) only when it fits nowhere.

Sizes here are pixels; painters choose them in design units (`layout.Regions.text`) and never go
under SMALLEST units: the fitting helpers take the least size they may shrink to."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import fonts, look

SMALLEST = 12  # design units: no text is drawn smaller (12 pixels at 100%)


def least(scale: float) -> int:
    """The smallest text, in pixels, at `scale` pixels per unit."""
    return max(1, round(SMALLEST * scale))


@lru_cache(maxsize=4096)
def text(value: str, size: int, colour=look.INK, face: str = "regular") -> pygame.Surface:
    """Rendered text, cached (the table shows far more distinct labels than look.text keeps)."""
    return fonts.render(value, size, colour, face)


def blit_text(surface, value: str, size: int, pos, colour=look.INK, face: str = "regular",
              anchor: str = "topleft") -> pygame.Rect:
    """Draw `value` at `size` pixels with its `anchor` at `pos`, noted as drawn."""
    rendered = text(value, size, tuple(colour)[:3], face)
    rect = rendered.get_rect(**{anchor: pos})
    surface.blit(rendered, rect)
    fonts.note_text(surface, value, rect, size)
    return rect


def width(value: str, size: int, face: str = "regular") -> int:
    return fonts.font(size, face).size(value)[0]


def line_h(size: int, face: str = "regular") -> int:
    return fonts.font(size, face).get_linesize()


@lru_cache(maxsize=2048)
def _wrap(value: str, size: int, room: int, face: str) -> tuple:
    return tuple(fonts.wrap(value, size, room, face))


@lru_cache(maxsize=4096)
def _fit_size(value: str, size: int, room: int, face: str, least_px: int) -> int:
    while size > least_px and fonts.font(size, face).size(value)[0] > room:
        size -= 1
    return size


def fit_text(value: str, size: int, room: int, face: str, least_px: int) -> tuple[str, int]:
    """The largest size (down to `least_px`) at which `value` fits `room` pixels; shortened (and
    so noted by fonts.shortened) only if it never does."""
    size = _fit_size(value, size, room, face, least_px)
    if fonts.font(size, face).size(value)[0] > room:
        value = fonts.shortened(value, size, room, face)
    return value, size


def fits(value: str, size: int, room: int, face: str = "regular") -> bool:
    return fonts.font(size, face).size(value)[0] <= room


def fit_name(value: str, size: int, room: int, least_px: int) -> tuple[str, int, str]:
    """A name on one line: bold as large as fits (down to `least_px`), else condensed, cut only
    when even that is too wide. (name, size, face)."""
    for face in ("bold", "display"):
        found = _fit_size(value, size, room, face, least_px)
        if fits(value, found, room, face):
            return value, found, face
    return fonts.shortened(value, least_px, room, "display"), least_px, "display"


@lru_cache(maxsize=2048)
def _wrap_fit(value: str, room: int, height: int, sizes: tuple, face: str) -> tuple:
    for size in sizes:
        f = fonts.font(size, face)
        lines = _wrap(value, size, room, face)
        if len(lines) * f.get_linesize() <= height and all(f.size(line)[0] <= room for line in lines):
            return lines, size, False
    return lines, sizes[-1], True


def overflows(value: str, room: int, height: int, size: int, face: str = "regular") -> bool:
    """Whether `value` wrapped at `size` needs more than room x height."""
    return _wrap_fit(value, room, height, (size,), face)[2]


def wrap_fit(value: str, room: int, height: int, sizes: tuple, face: str = "regular") -> tuple[list, int]:
    """`value` wrapped into room x height at the largest of `sizes` where it fits: (lines, size).
    If it fits at none, the last line that fits is shortened (noted by fonts.shortened)."""
    lines, size, over = _wrap_fit(value, room, height, tuple(sizes), face)
    lines = list(lines)
    if over:
        keep = max(1, height // fonts.font(size, face).get_linesize())
        lines = lines[:keep - 1] + [fonts.shortened(" ".join(lines[keep - 1:]), size, room, face)]
        lines = [fonts.shortened(line, size, room, face) for line in lines]
    return lines, size


def fit_lines(value: str, room: int, sizes: tuple, most: int = 2, face: str = "regular") -> tuple[list, int]:
    """`value` in as few lines as it takes (up to `most`) at one of `sizes`: one line at a smaller
    size beats two at a larger one. Shortened (and noted) only if `most` lines never hold it."""
    for count in range(1, most + 1):
        for size in sizes:
            if not overflows(value, room, count * line_h(size, face), size, face):
                return list(_wrap(value, size, room, face)), size
    return wrap_fit(value, room, most * line_h(sizes[-1], face), sizes[-1:], face)


def lines_fit(value: str, room: int, sizes: tuple, most: int, face: str = "regular") -> bool:
    """Whether `fit_lines` holds `value` in `most` lines without cutting it."""
    return any(not overflows(value, room, most * line_h(size, face), size, face) for size in sizes)


def blit_lines(surface, lines, size: int, pos, colour=look.INK, face: str = "regular",
               anchor: str = "midtop") -> int:
    """Lines stacked from `pos` (anchor "midtop"/"topleft"; "midbottom" stacks upwards from pos);
    returns the y below the last line (or above the first, for midbottom)."""
    h = line_h(size, face)
    x, y = pos
    upwards = anchor == "midbottom"
    if upwards:
        y -= h * len(lines)
        anchor = "midtop"
    for i, line in enumerate(lines):
        blit_text(surface, line, size, (x, y + i * h), colour, face, anchor)
    return y if upwards else y + h * len(lines)


def draw_wrapped(surface, value: str, rect, size: int, least_px: int, colour=look.INK, face: str = "regular",
                 align: str = "left") -> int:
    """Wrap text into rect, shrinking the font (down to `least_px`) until it fits; returns the
    bottom y."""
    rect = pygame.Rect(rect)
    lines, size = wrap_fit(value, rect.w, rect.h + 2, tuple(range(size, least_px - 1, -1)) or (least_px,), face)
    y = rect.y
    for line in lines:
        anchor, x = ("topleft", rect.x) if align == "left" else ("midtop", rect.centerx)
        blit_text(surface, line, size, (x, y), colour, face, anchor)
        y += line_h(size, face)
    return y


def wrapped(value: str, size: int, room: int, face: str = "regular") -> tuple:
    """`value` wrapped into `room` pixels at `size`, never cut (a word wider than the room stays whole)."""
    return _wrap(value, size, room, face)


def wrapped_height(value: str, room: int, size: int, face: str = "regular") -> int:
    """The height `value` takes wrapped at `size` into `room` pixels."""
    return len(_wrap(value, size, room, face)) * line_h(size, face)
