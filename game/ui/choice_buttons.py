"""Choice buttons: the decisions of the moment that are not on the board, one button each, built
from the viewer's `legal_actions` by the game and laid out in one area of its table.

The game says which actions become buttons and with which words (`Choice`); the widget lays them
out, highlights the default (Enter chooses it) and hands a click to `TableScene.choose`, which
applies the action only if it is still legal. Buttons whose words stay the same from one moment
to the next are kept on screen but re-pointed, and a re-pointed button is a new control for the
click rule: a press made before the moment changed does nothing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from . import fonts


@dataclass(frozen=True)
class Choice:
    id: str  # stable, for --automation and tests ("finish", "follow", "EndTurn")
    label: str  # the button's words, from the game's labeller
    action: object  # one of legal_actions, or a tuple of them applied in turn ("Add all")
    tip: str = ""  # hover text, when the label cannot say it all
    primary: bool = False  # the highlighted default: Enter chooses it


def one_or_two_columns(count: int) -> int:
    return 1 if count <= 1 else 2


class ChoiceButtons:
    def __init__(self, scene, area, *, prefix: str = "btn:", align: str = "bottom", height: int = 38,
                 gap: int = 6, columns: Callable[[int], int] = one_or_two_columns, style: str | None = None,
                 label_font: tuple[int, str] = (19, "bold"), on_choose: Callable[[object], object] | None = None):
        self.scene = scene
        self.area = pygame.Rect(area)
        self.prefix = prefix
        self.align = align
        self.height = height
        self.gap = gap
        self.columns = columns
        self.style = style
        self.label_font = label_font
        self.on_choose = on_choose or scene.choose
        self.choices: list[Choice] = []
        self._layout_key = None
        self._moment = None
        scene.choice_widgets.append(self)

    # --- what is shown ------------------------------------------------------------------------
    def show(self, choices, area=None) -> None:
        """Show these choices (the same list again is free: call it every frame)."""
        choices = list(choices)
        if area is not None:
            self.area = pygame.Rect(area)
        layout = (tuple(self.area), tuple((c.id, c.label, c.tip, c.primary) for c in choices))
        moment = (self.scene.decision(), tuple(c.action for c in choices))
        if layout != self._layout_key:
            self._remove()
            self.choices = choices
            for choice, rect in zip(choices, self.rects(choices)):
                style = "primary" if choice.primary else self.style
                self.scene.add_button(self.prefix + choice.id, rect, choice.label, self._chooser(choice),
                                      style=style, tooltip=choice.tip or None)
        elif moment != self._moment:
            self.choices = choices
            for choice in choices:  # same words, new meaning: new controls for the click rule
                self.scene.repoint_button(self.prefix + choice.id, self._chooser(choice))
        self._layout_key, self._moment = layout, moment

    def clear(self) -> None:
        self.show([])

    def forget(self) -> None:
        """Its buttons are gone (the table was laid out anew): the next `show` makes them again."""
        self.choices = []
        self._layout_key = self._moment = None

    def primary(self) -> Choice | None:
        found = [c for c in self.choices if c.primary]
        return found[0] if len(found) == 1 else None

    def ids(self) -> list[str]:
        return [self.prefix + c.id for c in self.choices]

    # --- layout -------------------------------------------------------------------------------
    def rects(self, choices) -> list[pygame.Rect]:
        count = len(choices)
        if not count:
            return []
        cols = self.columns(count)
        half = (self.area.w - self.gap * (cols - 1)) // cols
        size, face = self.label_font
        m = self.scene.metrics
        size = m.classic_text(size)
        if cols > 1 and count <= 3 and any(fonts.font(size, face).size(c.label)[0] > half - m.classic_px(16)
                                           for c in choices):
            cols = 1  # long labels get the whole width
        w = (self.area.w - (cols - 1) * self.gap) // cols
        rows = -(-count // cols)
        pitch = self.height + self.gap
        top = self.area.y if self.align == "top" else self.area.bottom - rows * pitch + self.gap
        return [pygame.Rect(self.area.x + (i % cols) * (w + self.gap), top + (i // cols) * pitch, w, self.height)
                for i in range(count)]

    def _chooser(self, choice: Choice):
        return lambda: self.on_choose(choice.action)

    def _remove(self) -> None:
        for choice in self.choices:
            self.scene.remove_button(self.prefix + choice.id)
        self.choices = []
