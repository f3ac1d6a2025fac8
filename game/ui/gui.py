"""pygame_gui set-up: one theme (theme.json, bundled fonts) shared by every scene's UIManager.

Each scene owns a UIManager so overlays layer correctly (the scene below keeps its widgets but
gets no events). All managers work in logical coordinates: the app converts mouse events once
(viewport.py) and `LogicalUIManager` reads the hovered position through the same conversion."""

from __future__ import annotations

import warnings
from pathlib import Path

import pygame
import pygame_gui

from . import fonts

THEME_PATH = Path(__file__).resolve().parent / "theme.json"

PRELOAD_SIZES = (14, 15, 16, 17, 18, 19, 21, 22, 24, 28)

_shared_theme = None
_viewport = None  # set by the app; None in tests that draw without a window


def set_viewport(viewport) -> None:
    global _viewport
    _viewport = viewport


class LogicalUIManager(pygame_gui.UIManager):
    def create_new_theme(self, theme_path=None):
        global _shared_theme
        if _shared_theme is None:
            theme = super().create_new_theme(None)
            dictionary = theme.get_font_dictionary()
            dictionary.add_font_path("dejavu", str(fonts.font_path("regular")), str(fonts.font_path("bold")),
                                     str(fonts.font_path("italic")), str(fonts.font_path("bold_italic")))
            dictionary.add_font_path("dejavu_mono", str(fonts.font_path("mono")))
            theme.load_theme(str(THEME_PATH))
            _shared_theme = theme
            self._preload(theme)
        return _shared_theme

    @staticmethod
    def _preload(theme) -> None:
        """Load the faces the theme and rich text use, once, instead of on first use mid-frame."""
        dictionary = theme.get_font_dictionary()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "already loaded" for the theme's own sizes
            for size in PRELOAD_SIZES:
                for style in ("regular", "bold"):
                    dictionary.preload_font(size, "dejavu", bold=style == "bold")
            dictionary.preload_font(16, "dejavu", italic=True)
            dictionary.preload_font(16, "dejavu_mono")

    def _update_mouse_position(self):
        pos = pygame.mouse.get_pos()
        self.mouse_position = _viewport.to_logical(pos) if _viewport else pos


def make_manager(size=(1600, 900)) -> LogicalUIManager:
    return LogicalUIManager(size, enable_live_theme_updates=False)


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
