"""The table's log panel, showing the log in a window that jumps ahead 100 lines at a time.

game.ui's LogPanel keeps the newest MAX_LINES lines, so once a game passes that many lines every
new line shifts the window and rebuilds the whole text box (hundreds of ms in pygame_gui 0.6).
Moving the window's start in steps keeps almost every update an append."""

from __future__ import annotations

from game.ui.log_panel import LogPanel

KEEP = 60  # at least this many recent lines stay visible
STEP = 30  # the window's start moves by this many lines at a time


def window_start(length: int) -> int:
    return max(0, (length - KEEP) // STEP * STEP)


class SteppedLogPanel(LogPanel):
    def sync(self, log: list, colour_blind: bool | None = None) -> None:
        super().sync(log[window_start(len(log)):], colour_blind)
