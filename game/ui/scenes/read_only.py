"""A game another window plays, shown read-only: its table at its last move, as View table shows
a finished game (hovering explains, the log scrolls through the whole game, clicks and keys do
nothing on it). A banner says why; Close (or Esc) returns to the screen it was opened from."""

from __future__ import annotations

from .game_over import FinalTableScene


class ReadOnlyTableScene(FinalTableScene):
    name = "read_only_table"
    default_button = "close_read_only"

    def __init__(self, app, table, why: str):
        super().__init__(app, table)
        self.why = why

    def enter(self) -> None:
        self.table.enter()
        super().enter()
        self.table.disable_buttons()

    def place_controls(self) -> None:
        self.button("close_read_only", self.rect, "Close (read-only)", self.back, style="primary",
                    tooltip="This game is played in another window; Esc closes this view")

    def back(self) -> None:
        self.app.stack.pop()

    def exit(self) -> None:
        super().exit()
        self.table.close()  # its thinking process and workers end with it

    def notice(self) -> str:
        """Drawn as a banner over the table by the app (notices.table_notice)."""
        return f"Read-only: {self.why}"
