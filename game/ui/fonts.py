"""The bundled fonts (assets/fonts, DejaVu, licence beside them), loaded once and shared.

Never a system font: every face comes from a file in assets/fonts."""

from __future__ import annotations

from pathlib import Path

import pygame

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


def font_path(face: str) -> Path:
    return FONT_DIR / FACES[face]


def font(size: int, face: str = "regular") -> pygame.font.Font:
    """A font of the given face and pixel size; each (face, size) is loaded once."""
    key = (face, int(size))
    cached = _cache.get(key)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        cached = pygame.font.Font(str(font_path(face)), int(size))
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
    """`text`, cut with an ellipsis until it fits `width` pixels."""
    face_font = font(size, face)
    if face_font.size(text)[0] <= width:
        return text
    low, high = 1, len(text)  # the longest prefix that fits with its ellipsis: a binary search, so
    while low < high:  # a name thousands of characters long costs a dozen measurements, not thousands
        middle = (low + high + 1) // 2
        if face_font.size(text[:middle] + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"
