"""pygame_gui set-up: one theme (theme.json, bundled fonts) per UI scale, shared by every scene's
UIManager.

Each scene owns a UIManager so overlays layer correctly (the scene below keeps its widgets but
gets no events). A manager works in the window's pixels, with the theme's fonts, borders and
paddings scaled to the UI scale (`themed_for`), so a button's words are rendered at their real
size. Scenes not yet drawn for the window (`Metrics.legacy`) keep the 1600x900 logical surface:
their manager reads the hovered position through the app's viewport (`LogicalUIManager`)."""

from __future__ import annotations

import copy
import json
import warnings
from functools import lru_cache
from pathlib import Path

import pygame
import pygame_gui

from . import fonts, glyphs
from .metrics import LEGACY_SIZE, Metrics

THEME_PATH = Path(__file__).resolve().parent / "theme.json"

PRELOAD_SIZES = (14, 15, 16, 17, 18, 19, 21, 22, 24, 28)  # the theme's sizes and rich text's, at 100%
SCALED_LENGTHS = ("size", "shape_corner_radius", "border_width", "text_horiz_alignment_padding")

_themes: dict[tuple, object] = {}  # (length, text) factors -> the loaded theme
_viewport = None  # set by the app; None in tests that draw without a window


def set_viewport(viewport) -> None:
    global _viewport
    _viewport = viewport


def theme_key(scale: float) -> float:
    return round(scale, 3)


@lru_cache(maxsize=1)
def _theme_file() -> dict:
    return json.loads(THEME_PATH.read_text(encoding="utf-8"))


# theme.json's sizes are those of the 1600x900 logical surface; a design unit is 0.8 of its
# pixel, and text 0.85 (a little larger than a straight 0.8, for laptop screens: 19 -> 16 units)
WINDOW_LENGTH, WINDOW_TEXT = 0.8, 0.85


def themed_for(scale: float, text_scale: float) -> dict:
    """theme.json with its font sizes times `text_scale` and its borders, corners and paddings
    times `scale` (at least 1 pixel each)."""
    theme = copy.deepcopy(_theme_file())

    def scaled(value: str, factor: float) -> str:
        return ",".join(str(max(1, round(int(part) * factor))) if int(part) else "0" for part in value.split(","))

    for block in theme.values():
        for section in ("font", "misc"):
            values = block.get(section, {})
            for key in list(values):
                if key == "size":
                    values[key] = scaled(values[key], text_scale)
                elif key in SCALED_LENGTHS or key == "padding":
                    values[key] = scaled(values[key], scale)
    return theme


# pygame_gui makes its fonts with pygame's Font: ours draw what DejaVu lacks with a fallback font
# and shape right-to-left text (glyphs.py), in buttons and text entries as everywhere else
pygame_gui.core.gui_font_pygame.Font = glyphs.widget_font


class ScaledUIManager(pygame_gui.UIManager):
    """A manager in window pixels whose theme is scaled to `scale`."""

    def __init__(self, size, scale: float, legacy: bool = False):
        # (lengths, text) factors over theme.json's sizes
        self.theme_scale = (1.0, 1.0) if legacy else (theme_key(scale * WINDOW_LENGTH), theme_key(scale * WINDOW_TEXT))
        super().__init__(size, enable_live_theme_updates=False)

    def create_new_theme(self, theme_path=None):
        theme = _themes.get(self.theme_scale)
        if theme is None:
            theme = super().create_new_theme(None)
            dictionary = theme.get_font_dictionary()
            dictionary.add_font_path("dejavu", str(fonts.font_path("regular")), str(fonts.font_path("bold")),
                                     str(fonts.font_path("italic")), str(fonts.font_path("bold_italic")))
            dictionary.add_font_path("dejavu_mono", str(fonts.font_path("mono")))
            theme.load_theme(themed_for(*self.theme_scale))
            _themes[self.theme_scale] = theme
            self._preload(theme, self.theme_scale[1])
        return theme

    @staticmethod
    def _preload(theme, scale: float) -> None:
        """Load the faces the theme and rich text use, once, instead of on first use mid-frame."""
        dictionary = theme.get_font_dictionary()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "already loaded" for the theme's own sizes
            for size in PRELOAD_SIZES:
                for style in ("regular", "bold"):
                    dictionary.preload_font(max(1, round(size * scale)), "dejavu", bold=style == "bold")
            dictionary.preload_font(max(1, round(16 * scale)), "dejavu", italic=True)
            dictionary.preload_font(max(1, round(16 * scale)), "dejavu_mono")


class LogicalUIManager(ScaledUIManager):
    """The 1600x900 logical surface's manager: the pointer is read through the viewport."""

    def __init__(self, size=LEGACY_SIZE):
        super().__init__(size, 1.0, legacy=True)

    def _update_mouse_position(self):
        pos = pygame.mouse.get_pos()
        self.mouse_position = _viewport.to_logical(pos) if _viewport else pos


def make_manager(metrics: Metrics | None = None) -> ScaledUIManager:
    """A manager for a scene drawn with `metrics` (None: the legacy logical surface)."""
    if metrics is None or metrics.legacy:
        return LogicalUIManager()
    return ScaledUIManager(metrics.size, metrics.scale)


BUTTON_TEXT_ROOM = 8  # the border and padding pygame_gui leaves inside a button, both sides together
_clipped: dict = {}  # (font, text, width) -> whether the words are wider than the button


def note_clipped_buttons(elements) -> None:
    """Note (fonts.note_shortened) every visible button whose words are wider than the button:
    pygame_gui clips them without a sign. Call it each frame the buttons are drawn."""
    for element in elements:
        text = getattr(element, "text", "")
        if not text or not element.visible:
            continue
        width = element.get_abs_rect().w - BUTTON_TEXT_ROOM
        key = (id(element.font), text, width)
        clipped = _clipped.get(key)
        if clipped is None:
            if len(_clipped) > 4096:
                _clipped.clear()
            clipped = _clipped[key] = element.font.size(text)[0] > width
        if clipped:
            fonts.note_shortened(text)


def _point_size(font) -> int:
    size = getattr(font, "point_size", None)
    return int(size) if size else 0


def note_widget_texts(surface: pygame.Surface, manager) -> None:
    """Note (fonts.note_text) the words pygame_gui drew for `manager`'s visible widgets: button
    and entry words where they stand, each shown line of a text box."""
    if not fonts.keeps_texts(surface):
        return
    for element in manager.get_sprite_group().sprites():
        if not getattr(element, "visible", False):
            continue
        if isinstance(element, pygame_gui.elements.UITextBox):
            _note_text_box(surface, element)
            continue
        if isinstance(element, pygame_gui.elements.UITextEntryLine):
            text = element.get_text()
        elif isinstance(element, pygame_gui.elements.UIButton):
            text = element.text
        else:
            continue
        font = getattr(element, "font", None)
        if not text or font is None:
            continue
        box = element.get_abs_rect()
        w, h = font.size(text)
        if isinstance(element, pygame_gui.elements.UIButton):
            words = pygame.Rect(0, 0, min(w, box.w), min(h, box.h))
            words.center = box.center
        else:
            words = pygame.Rect(box.x + max(0, (box.h - h) // 2), box.y + (box.h - h) // 2, min(w, box.w), h)
        fonts.note_text(surface, text, words, _point_size(font))


def _note_text_box(surface: pygame.Surface, box) -> None:
    layout = getattr(box, "text_box_layout", None)
    if layout is None:
        return
    area = pygame.Rect(box.text_wrap_rect)
    offset = 0
    if box.scroll_bar is not None:
        offset = int(box.scroll_bar.start_percentage * layout.layout_rect.height)
    for row in layout.layout_rows:
        for chunk in row.items:
            text = getattr(chunk, "text", None)
            if not text or not text.strip():
                continue
            rect = pygame.Rect(area.x + chunk.x, area.y + chunk.y - offset, chunk.width, chunk.height).clip(area)
            if rect.w > 0 and rect.h > 0:
                fonts.note_text(surface, text.strip(), rect, _point_size(chunk.font))
