"""The set-up log: every line of the set-up, kept in the user data folder (`setup.log`) so that
a start with no terminal and no window still leaves a record, and a bug report can quote it."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from game.userdata import folder_without_sdl

LOG_NAME = "setup.log"


class SetupLog:
    def __init__(self, folder: Path | None = None):
        self.path: Path | None = None
        self._file = None
        for place in ((folder or folder_without_sdl()), Path(tempfile.gettempdir())):
            try:
                place.mkdir(parents=True, exist_ok=True)
                self._file = open(place / LOG_NAME, "w", encoding="utf-8")
                self.path = place / LOG_NAME
                break
            except OSError:
                continue  # an unwritable folder must not stop the set-up: try the next place
        self.write(f"Orrery set-up, {time.strftime('%Y-%m-%d %H:%M:%S')}")

    def write(self, line: str) -> None:
        if self._file is None:
            return
        try:
            self._file.write(line + "\n")
            self._file.flush()
        except OSError:
            self._file = None  # the disk filled up: the set-up goes on without its log

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None

    def where(self) -> str:
        return str(self.path) if self.path else "nowhere (no folder could be written)"
