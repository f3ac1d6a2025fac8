"""What a table derives from the game (the viewer's view, their legal actions, layouts), worked out
once per moment of the game and reused by every frame until the game moves."""

from __future__ import annotations

from typing import Callable


class ViewCache:
    def __init__(self):
        self._moment = None
        self._values: dict[str, tuple] = {}  # name -> (extra key, value)

    def get(self, moment, name: str, build: Callable[[], object], extra=None):
        """`build()`'s value for this moment (and `extra`, for what else it depends on)."""
        if moment != self._moment:
            self._moment = moment
            self._values = {}
        found = self._values.get(name)
        if found is not None and found[0] == extra:
            return found[1]
        value = build()
        self._values[name] = (extra, value)
        return value

    def clear(self) -> None:
        self._moment = None
        self._values = {}
