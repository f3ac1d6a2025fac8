"""How big things are drawn: the window's real pixel size and the UI scale.

Scenes lay out in *design units*: one unit is one pixel at 100% UI scale, and a 1280x720 window
at 100% is a 1280x720 canvas. `Metrics.scale` turns units into the window's pixels, so text is
rendered at its real pixel size (never a scaled picture of text) and a larger screen gets larger
text and cards. The UI scale the player asks for (80% to 200%, or a default from the screen's
size) is capped so the canvas never gets smaller than `MIN_CANVAS`: the tables need that much room.

`Stage` places a design of fixed size (a menu, a dialog) in the middle of the window;
tables lay out over the whole canvas instead, using the extra width or height of any shape.
`Places` is the base of the small classes that say where the parts of one region of a table go."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import pygame

MIN_UI_SCALE, MAX_UI_SCALE = 80, 200  # percent, the range the setting offers
MAX_COMMAND_LINE_SCALE = 400  # --ui-scale may go further, for very large screens (one run only)
DESIGN = (1280, 720)  # the canvas a 1280x720 window gives at 100%
MIN_CANVAS = (1180, 660)  # the least room, in design units, a scene is laid out for (a table needs it)
MIN_WINDOW = (800, 600)  # the smallest window the command line accepts
MAX_WINDOW = (16384, 16384)
LEGACY_SIZE = (1600, 900)  # the fixed logical surface of scenes not yet drawn for the window
CLASSIC_UNIT, CLASSIC_TEXT = 0.8, 0.85  # a pixel of that surface in units; its text sizes in units


def default_ui_scale(screen_size) -> int:
    """The UI scale for a screen of this size, in percent: 100% for a 1280x720 laptop screen,
    125% at 1600x900, 150% at 1920x1080, 200% at 2560x1440 and above; in steps of 5%, rounded
    down, so the canvas is never smaller than 1280x720 units at the default."""
    w, h = screen_size
    fit = min(w / DESIGN[0], h / DESIGN[1]) * 100
    return int(max(MIN_UI_SCALE, min(MAX_UI_SCALE, 5 * math.floor(fit / 5 + 1e-9))))


def clamp_ui_scale(percent) -> int:
    return int(max(MIN_UI_SCALE, min(MAX_UI_SCALE, round(percent))))


@dataclass(frozen=True)
class Metrics:
    size: tuple[int, int]  # the window, in pixels
    scale: float  # pixels per design unit: the UI scale, capped to the window
    asked: int = 100  # the UI scale asked for, in percent
    legacy: bool = False  # the fixed 1600x900 logical surface (scenes not yet drawn for the window)

    @classmethod
    def for_window(cls, size, percent: int) -> "Metrics":
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        room = min(w / MIN_CANVAS[0], h / MIN_CANVAS[1])
        return cls((w, h), min(percent / 100, room), int(percent))

    @property
    def percent(self) -> int:
        """The UI scale in use, in percent (less than asked when the window is too small for it)."""
        return round(self.scale * 100)

    @property
    def capped(self) -> bool:
        return self.percent < self.asked

    def px(self, units: float) -> int:
        """Design units in window pixels (at least 1 for anything that is not zero)."""
        value = round(units * self.scale)
        return value if value or not units else (1 if units > 0 else -1)

    def font_px(self, units: float) -> int:
        """A font's pixel size for a text of `units` design units."""
        return max(1, round(units * self.scale))

    def classic_px(self, pixels: float) -> int:
        """A length first chosen for the old 1600x900 surface, in this window's pixels (0.8 of a
        unit each: the same share of a 1280x720 canvas). Shared widgets size themselves so."""
        return round(pixels) if self.legacy else self.px(pixels * CLASSIC_UNIT)

    def classic_text(self, pixels: float) -> int:
        """A text size first chosen for the old 1600x900 surface, in this window's pixels: a
        little larger than a straight scale-down (`Stage.TEXT_UNIT`), never under 12 units."""
        return round(pixels) if self.legacy else self.font_px(max(12, pixels * CLASSIC_TEXT))

    @property
    def canvas(self) -> tuple[float, float]:
        """The window's size in design units."""
        return self.size[0] / self.scale, self.size[1] / self.scale

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)

    def stage(self, design=DESIGN) -> "Stage":
        return Stage(self, design)

    def classic_stage(self) -> "Stage":
        """The old 1600x900 logical surface's coordinates, as 1280x720 units in the middle."""
        return Stage(self, LEGACY_SIZE, DESIGN[0] / LEGACY_SIZE[0])

    def wide_stage(self, height: float = DESIGN[1]) -> "Stage":
        """A stage as wide as the window (in units) and `height` units tall, centred up and down:
        a screen whose rows may spread over any width."""
        return Stage(self, (self.canvas[0], height))


# the 1600x900 logical surface at scale 1, where scenes not yet laid out for the window draw
LEGACY = Metrics(LEGACY_SIZE, 1.0, 100, legacy=True)


class Stage:
    """A design of fixed size in units (by default 1280x720), scaled and centred in the window:
    `rect`, `point` and `px` turn its coordinates into window pixels, `text` a font size.

    `unit` is how much of a design unit one of the stage's own units is: a screen first drawn
    for the old 1600x900 surface keeps its coordinates on `Metrics.classic_stage()` (unit 0.8),
    and its texts, at `TEXT_UNIT` of their old size (never under the smallest 12 units), read a
    little larger than a straight scale-down would make them."""

    TEXT_UNIT = CLASSIC_TEXT

    def __init__(self, metrics: Metrics, design=DESIGN, unit: float = 1.0):
        self.m = metrics
        self.design = design
        self.unit = unit
        self.scale = metrics.scale * unit
        w, h = metrics.size
        self.origin = ((w - design[0] * self.scale) / 2, (h - design[1] * self.scale) / 2)

    def x(self, units: float) -> int:
        return round(self.origin[0] + units * self.scale)

    def y(self, units: float) -> int:
        return round(self.origin[1] + units * self.scale)

    def point(self, x: float, y: float) -> tuple[int, int]:
        return self.x(x), self.y(y)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.x(x), self.y(y)
        return pygame.Rect(left, top, self.x(x + w) - left, self.y(y + h) - top)

    def px(self, units: float) -> int:
        value = round(units * self.scale)
        return value if value or not units else (1 if units > 0 else -1)

    def text(self, size: float) -> int:
        """A font's pixel size for a text of `size` of the stage's units."""
        if self.unit == 1.0:
            return self.m.font_px(size)
        return self.m.font_px(max(12, size * self.TEXT_UNIT))

    @property
    def width(self) -> float:
        """The design's width in its units."""
        return self.design[0]

    @property
    def centre_x(self) -> int:
        return self.m.size[0] // 2


class Places:
    """Where the parts of one region of the window go (a panel, a dialog, a player's area), laid
    out in design units from the region's `rect` at `scale` pixels a unit: a subclass names the
    parts. `px` turns a length (never negative) into pixels, at least 1 for any but 0; `text`
    gives a font's pixel size."""

    def __init__(self, rect, scale: float):
        self.rect = pygame.Rect(rect)
        self.scale = scale

    def px(self, units: float) -> int:
        return max(1, round(units * self.scale)) if units else 0

    def text(self, units: float) -> int:
        return max(1, round(units * self.scale))


# --- the command line: --window WxH and --ui-scale PERCENT -------------------------------------
def parse_window(text: str) -> tuple[int, int]:
    """'1280x720' -> (1280, 720); a ValueError says in words what is wrong."""
    match = re.fullmatch(r"\s*(\d{1,6})\s*[xX\u00d7]\s*(\d{1,6})\s*", text or "")
    if not match:
        raise ValueError(f"expected WIDTHxHEIGHT in pixels such as 1280x720, got {text!r}")
    size = int(match.group(1)), int(match.group(2))
    if size[0] < MIN_WINDOW[0] or size[1] < MIN_WINDOW[1]:
        raise ValueError(f"{size[0]}x{size[1]} is smaller than the smallest window, "
                         f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}")
    if size[0] > MAX_WINDOW[0] or size[1] > MAX_WINDOW[1]:
        raise ValueError(f"{size[0]}x{size[1]} is larger than any screen ({MAX_WINDOW[0]}x{MAX_WINDOW[1]} at most)")
    return size


def parse_ui_scale(text: str) -> int:
    """'125' or '125%' -> 125; a ValueError says in words what is wrong."""
    match = re.fullmatch(r"\s*(\d{1,5}(?:\.\d+)?)\s*%?\s*", text or "")
    if not match:
        raise ValueError(f"expected a percentage such as 125, got {text!r}")
    value = float(match.group(1))
    if not MIN_UI_SCALE <= value <= MAX_COMMAND_LINE_SCALE:
        raise ValueError(f"the UI scale goes from {MIN_UI_SCALE}% to {MAX_COMMAND_LINE_SCALE}%, got {match.group(1)}%")
    return round(value)
