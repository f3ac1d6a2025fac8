"""The click rule every scene follows: a control acts only when the mouse button was pressed and
released on it while it was already on screen.

So a decision that appears under the pointer never takes the release of the click that made it,
and a control whose meaning changed between press and release (a computer player moved, the
buttons were rebuilt) does nothing. A control is known by a key that changes whenever what it
would do changes: a widget's record (rebuilt or re-pointed widgets get a new record), or a drawn
target's id together with the moment of the game it belongs to."""

from __future__ import annotations

from collections import deque


class ClickRule:
    def __init__(self):
        self._shown: set = set()  # widget records compare by identity; the set keeps them alive
        self._widget_presses: deque = deque(maxlen=4)  # widget keys pressed, waiting for pygame_gui's release
        self._target_press = None  # the drawn target pressed, waiting for the release

    def presented(self, keys) -> None:
        """The keys of every control on the frame just shown to the player."""
        self._shown = set(keys)

    def on_screen(self, key) -> bool:
        return key is not None and key in self._shown

    # widgets: pygame_gui decides press and release on the same element; we check the rest
    def widget_pressed(self, key) -> None:
        """The mouse went down on a widget (None: on none of ours)."""
        self._widget_presses.append(key if self.on_screen(key) else None)

    def widget_released(self, key) -> bool:
        """pygame_gui reports a click on the widget now known by `key`: act only if it was pressed
        as that same control while it was on screen."""
        if key is not None and key in self._widget_presses:
            self._widget_presses.remove(key)
            return True
        return False

    # drawn targets: the scene hit-tests press and release itself
    def target_pressed(self, key) -> bool:
        self._target_press = key if self.on_screen(key) else None
        return self._target_press is not None

    def target_released(self, key) -> bool:
        pressed, self._target_press = self._target_press, None
        return key is not None and key == pressed

    def cancel(self) -> None:
        """Forget every press (the scene was covered, the pointer left the window)."""
        self._widget_presses.clear()
        self._target_press = None
