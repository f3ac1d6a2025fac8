"""The click rule every scene follows: a control acts only when the mouse button was pressed and
released on it while it was already on screen, and had stayed where it is for a moment.

So a decision that appears under the pointer never takes the release of the click that made it,
nor the second click of a double click (Ascending Empires' "End your turn" comes up where "End
movement" was): a control that has just appeared, or moved, ignores presses for SETTLE_S seconds
of the app's clock. A control whose meaning changed between press and release (a computer player
moved, the buttons were rebuilt) does nothing. A control is known by a key that changes whenever
what it would do changes: a widget's record (rebuilt or re-pointed widgets get a new record), or a
drawn target's id together with the moment of the game it belongs to."""

from __future__ import annotations

from collections import deque
from typing import Callable, Iterable

import pygame

SETTLE_S = 0.3  # how long a control must have been on screen, in one place, before a press counts


class ClickRule:
    def __init__(self, clock: Callable[[], float]):
        self._clock = clock  # the app's clock (App.clock_s): the same time the frames move by
        self._shown: dict = {}  # key -> (rect, since): widget records compare by identity, kept alive here
        self._widget_presses: deque = deque(maxlen=4)  # widget keys pressed, waiting for pygame_gui's release
        self._target_press = None  # the drawn target pressed, waiting for the release

    def presented(self, controls: Iterable[tuple[object, pygame.Rect]]) -> None:
        """(key, rect) of every control on the frame just shown to the player. A control keeps
        the time it first showed while its key and place stay the same."""
        now = self._clock()
        shown = {}
        for key, rect in controls:
            if key is None:
                continue
            place = tuple(rect)
            before = self._shown.get(key)
            shown[key] = before if before is not None and before[0] == place else (place, now)
        self._shown = shown

    def on_screen(self, key) -> bool:
        return key is not None and key in self._shown

    def settled(self, key) -> bool:
        """On screen, in the same place, for SETTLE_S seconds at least: a press on it counts."""
        seen = self._shown.get(key) if key is not None else None
        return seen is not None and self._clock() - seen[1] >= SETTLE_S - 1e-9

    def settled_at(self, pos) -> bool:
        """Whether every control under `pos` (logical pixels) would take a press now."""
        now = self._clock()
        return all(now - since >= SETTLE_S - 1e-9 for place, since in self._shown.values()
                   if pygame.Rect(place).collidepoint(pos))

    # widgets: pygame_gui decides press and release on the same element; we check the rest
    def widget_pressed(self, key) -> None:
        """The mouse went down on a widget (None: on none of ours)."""
        self._widget_presses.append(key if self.settled(key) else None)

    def widget_released(self, key) -> bool:
        """pygame_gui reports a click on the widget now known by `key`: act only if it was pressed
        as that same control while it was settled on screen."""
        if key is not None and key in self._widget_presses:
            self._widget_presses.remove(key)
            return True
        return False

    # drawn targets: the scene hit-tests press and release itself
    def target_pressed(self, key) -> bool:
        self._target_press = key if self.settled(key) else None
        return self._target_press is not None

    def target_released(self, key) -> bool:
        pressed, self._target_press = self._target_press, None
        return key is not None and key == pressed

    def cancel(self) -> None:
        """Forget every press (the scene was covered, the pointer left the window)."""
        self._widget_presses.clear()
        self._target_press = None
