"""A screen that holds a network seat's link until the table takes it over (Join a game, a
table's waiting room): leaving the screen, or the app closing, lets the link go."""

from __future__ import annotations

from ..menu import UIScene


class NetworkScene(UIScene):
    legacy_canvas = False
    link = None  # the SeatLink, once there is one
    handed_over = False  # the table opened: the link is the table's now

    def back(self) -> None:
        self.app.sounds.play("back")
        self.app.pop()

    def exit(self) -> None:
        self.close()
        super().exit()

    def close(self) -> None:
        if not self.handed_over:
            self.let_go()

    def let_go(self) -> None:
        """The screen is left before the table opened."""
        if self.link is not None:
            self.link.close()
