"""The bundled fonts (assets/fonts, DejaVu, licence beside them), loaded once and shared, and the
text-fitting helpers.

Every face comes from a file in assets/fonts; a character a face lacks (Chinese, Japanese,
Korean, emoji) is drawn with a fallback font, the system's or a bundled one, and right-to-left
text is shaped (glyphs.py: the fonts handed out here are glyphs.FallbackFont).

Every text a helper had to shorten is noted for the frame being drawn (`shortened_this_frame`,
reset by the app before each frame): `--automation` reports them, so a test can find text a
player could not read in full. A picture cached with shortened text in it must note it again on
each frame it is shown: build it under `capture_shortened()` (or `remembers_shortened` for an
lru_cache'd builder) and pass what was caught to `note_shortened`.

Every text drawn on the window is noted too, with where and at which pixel size
(`texts_this_frame`): `--automation` reports them and the layout tests check that none is too
small, none overlaps another and none leaves the window. Texts drawn into a picture that is
shown later (a card face, a cached panel) are kept with the picture (`new_picture`) and noted
again wherever it is blitted (`look.blit`)."""

from __future__ import annotations

import functools
import weakref
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pygame

from . import glyphs

ROOT = Path(__file__).resolve().parents[2]
FONT_DIR = ROOT / "assets" / "fonts"

FACES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "italic": "DejaVuSans-Oblique.ttf",
    "bold_italic": "DejaVuSans-BoldOblique.ttf",
    "display": "DejaVuSansCondensed-Bold.ttf",  # titles and headings
    "mono": "DejaVuSansMono.ttf",
}

_cache: dict[tuple[str, int], pygame.font.Font] = {}
_frame_cuts: list[str] = []  # full texts shortened while drawing this frame, first-seen order
_captures: list[list[str]] = []  # open capture_shortened() blocks


def font_path(face: str) -> Path:
    return FONT_DIR / FACES[face]


def font(size: int, face: str = "regular") -> pygame.font.Font:
    """A font of the given face and pixel size; each (face, size) is loaded once."""
    key = (face, int(size))
    cached = _cache.get(key)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        glyphs.start()  # the system's fallback fonts are looked for on a thread, once
        cached = glyphs.FallbackFont(str(font_path(face)), int(size))
        _cache[key] = cached
    return cached


def render(text: str, size: int, colour, face: str = "regular") -> pygame.Surface:
    return font(size, face).render(text, True, colour)


def wrap(text: str, size: int, width: int, face: str = "regular") -> list[str]:
    """Split text into lines no wider than `width` pixels (words are never cut)."""
    f = font(size, face)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if f.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def shortened(text: str, size: int, width: int, face: str = "bold") -> str:
    """`text`, cut with an ellipsis until it fits `width` pixels (noted when it is cut)."""
    face_font = font(size, face)
    if face_font.size(text)[0] <= width:
        return text
    note_shortened(text)
    low, high = 1, len(text)  # the longest prefix that fits with its ellipsis: a binary search, so
    while low < high:  # a name thousands of characters long costs a dozen measurements, not thousands
        middle = (low + high + 1) // 2
        if face_font.size(text[:middle] + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"


# --- what had to be shortened ------------------------------------------------------------------
def note_shortened(*texts: str) -> None:
    """Texts shown shorter than they are (cut, clipped, or drawn from a cached picture holding
    them) on the frame being drawn. Text-fitting helpers of a game call it too."""
    for text in texts:
        for caught in _captures:
            caught.append(text)
        if text not in _frame_cuts:
            _frame_cuts.append(text)


def begin_frame() -> None:
    """A new frame is being drawn: forget the last one's shortened texts (the app calls it)."""
    _frame_cuts.clear()


def shortened_this_frame() -> list[str]:
    """The full texts shortened on the frame drawn last, in the order they were first noted."""
    return list(_frame_cuts)


@contextmanager
def capture_shortened():
    """Collect what is shortened inside the block (while building a cached picture), to note it
    again with `note_shortened(*caught)` whenever the picture is shown."""
    caught: list[str] = []
    _captures.append(caught)
    try:
        yield caught
    finally:  # by identity: an enclosing block's list may be equal to this one (both empty)
        del _captures[next(i for i in range(len(_captures) - 1, -1, -1) if _captures[i] is caught)]


def remembers_shortened(maxsize: int = 128):
    """`functools.lru_cache` for a function that draws a picture: what it shortened while drawing
    is noted again on every cached call, so a picture reused for many frames still reports it."""

    def wrap_builder(build):
        @functools.lru_cache(maxsize=maxsize)
        def cached(*args, **kwargs):
            with capture_shortened() as caught:
                value = build(*args, **kwargs)
            return value, tuple(dict.fromkeys(caught))

        @functools.wraps(build)
        def call(*args, **kwargs):
            value, cut = cached(*args, **kwargs)
            note_shortened(*cut)
            return value

        call.cache_clear = cached.cache_clear
        call.cache_info = cached.cache_info
        return call

    return wrap_builder


# --- every text drawn, where, and how large ------------------------------------------------------
@dataclass(frozen=True)
class DrawnText:
    text: str
    rect: tuple[int, int, int, int]  # on the surface it was drawn on (the window's pixels, once there)
    px: int  # the font's pixel size

    def as_json(self) -> dict:
        return {"text": self.text, "rect": list(self.rect), "px": self.px}


# surfaces whose texts are kept: the window (cleared every frame) and pictures (kept with them)
_texts: "weakref.WeakKeyDictionary[pygame.Surface, list[DrawnText]]" = weakref.WeakKeyDictionary()


def new_picture(size, flags=pygame.SRCALPHA) -> pygame.Surface:
    """A surface that remembers the texts drawn on it, noted again wherever it is blitted with
    `look.blit`. Draw it again in place only after `clear_texts(picture)`."""
    picture = pygame.Surface(size, flags)
    _texts[picture] = []
    return picture


def keep_texts(surface: pygame.Surface) -> None:
    """Remember the texts drawn on `surface` from now on (the window, the frame being drawn)."""
    _texts[surface] = []


def keeps_texts(surface: pygame.Surface) -> bool:
    return surface in _texts


def clear_texts(surface: pygame.Surface) -> None:
    if surface in _texts:
        _texts[surface] = []


def note_text(surface: pygame.Surface, text: str, rect, px: int) -> None:
    """`text` was drawn on `surface` in `rect` at `px` pixels: kept when the surface keeps texts.
    A clip the scene set (a scrolled log) keeps only what shows; the surface's own edge does not
    (a text running off the window is noted whole, so a check can see it leave)."""
    kept = _texts.get(surface)
    if kept is None or not text.strip():
        return
    shown = pygame.Rect(rect)
    clip = surface.get_clip()
    if clip != surface.get_rect():
        shown = shown.clip(clip)
    if shown.w > 0 and shown.h > 0:
        kept.append(DrawnText(text, (shown.x, shown.y, shown.w, shown.h), int(px)))


def note_picture(surface: pygame.Surface, picture: pygame.Surface, pos, area=None) -> None:
    """`picture` was blitted on `surface` at `pos` (its `area` part): its texts are on `surface` now."""
    inner = _texts.get(picture)
    if not inner or _texts.get(surface) is None:
        return
    dx, dy = int(pos[0]), int(pos[1])
    if area is not None:
        area = pygame.Rect(area)
        dx, dy = dx - area.x, dy - area.y
    for drawn in inner:
        rect = pygame.Rect(drawn.rect).move(dx, dy)
        if area is not None:
            rect = rect.clip(pygame.Rect(area).move(dx, dy))
        note_text(surface, drawn.text, rect, drawn.px)


def cover_texts(surface: pygame.Surface, rect=None) -> None:
    """Something opaque or dimming was drawn over `rect` of `surface` (all of it when None): the
    texts under it are no longer read, so they are no longer noted."""
    kept = _texts.get(surface)
    if not kept:
        return
    if rect is None:
        kept.clear()
        return
    area = pygame.Rect(rect)
    kept[:] = [drawn for drawn in kept if not area.colliderect(drawn.rect)]


def texts_on(surface: pygame.Surface) -> list[DrawnText]:
    """The texts drawn on `surface` (since the frame began, for the window)."""
    return list(_texts.get(surface, ()))
