"""Work that must not run on the frame loop (disk, replaying saves), done on a worker thread.

A scene starts a `Task` and checks `done` in its `update`; the result or the error is then
read without waiting."""

from __future__ import annotations

import threading
from typing import Callable


class Task:
    def __init__(self, work: Callable[[], object], name: str = "orrery-task"):
        self.result = None
        self.error: BaseException | None = None
        self._done = threading.Event()

        def run():
            try:
                self.result = work()
            except BaseException as exc:  # handed to the scene, which shows it
                self.error = exc
            finally:
                self._done.set()

        threading.Thread(target=run, name=name, daemon=True).start()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Tests and start-up only; scenes poll `done`."""
        return self._done.wait(timeout)
