"""Which games' content changed on disk: the YAML files of the content folder and of each mod
folder (and each mod.yaml), looked at by modification time and size.

`poll()` is one look, cheap enough to repeat a few times a second (a stat per file, about thirty
files with the built-in content); `start()` repeats it on a thread of its own every `interval`
seconds and hands the games whose files changed to `on_change(game_ids)`. Files whose names start
with a dot (editors' lock and backup files) are not looked at, as the loader does not read them."""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Callable

from .mods import MOD_FILE

POLL_INTERVAL = 0.3  # seconds between two looks: a save is seen well within a second


def _yaml_files(folder: Path) -> list[Path]:
    try:
        return [p for p in folder.iterdir() if p.suffix == ".yaml" and not p.name.startswith(".")]
    except OSError:
        return []


def _folders(folder: Path | None) -> list[Path]:
    if folder is None:
        return []
    try:
        return [p for p in Path(folder).iterdir() if p.is_dir() and not p.name.startswith(".")]
    except OSError:
        return []


class ContentWatcher:
    def __init__(self, content_root: Path, mods_dir: Path | None, mod_dirs=(), game_ids=(),
                 on_change: Callable | None = None, interval: float = POLL_INTERVAL):
        self.content_root = Path(content_root)
        self.mods_dir = Path(mods_dir) if mods_dir is not None else None
        self.mod_dirs = [Path(d) for d in mod_dirs]
        self.game_ids = list(game_ids)
        self.on_change = on_change
        self.interval = interval
        self._last = self.snapshot()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def _watched(self) -> dict[Path, frozenset]:
        """Every file looked at, with the games a change to it concerns."""
        files: dict[Path, frozenset] = {}
        for game in self.game_ids:
            for path in _yaml_files(self.content_root / game):
                files[path] = frozenset((game,))
        for mod in _folders(self.mods_dir) + self.mod_dirs:
            games = [g for g in self.game_ids if (mod / g).is_dir()]
            files[mod / MOD_FILE] = frozenset(games)
            for game in games:
                for path in _yaml_files(mod / game):
                    files[path] = frozenset((game,))
        return files

    def snapshot(self) -> dict[Path, tuple]:
        """{file: (games, modification time, size)} of every file looked at that exists."""
        found = {}
        for path, games in self._watched().items():
            try:
                info = os.stat(path)
            except OSError:
                continue
            found[path] = (games, info.st_mtime_ns, info.st_size)
        return found

    def poll(self) -> set[str]:
        """The games whose files changed, appeared or went since the last look."""
        now = self.snapshot()
        changed: set[str] = set()
        for path in set(now) | set(self._last):
            before, after = self._last.get(path), now.get(path)
            if before is None or after is None or before[1:] != after[1:]:
                changed |= set((after or before)[0]) | set((before or after)[0])
        self._last = now
        return changed

    def start(self) -> "ContentWatcher":
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="content-watcher", daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        thread, self._thread = self._thread, None
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=2.0)

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            changed = self.poll()
            if changed and self.on_change is not None:
                self.on_change(sorted(changed, key=self.game_ids.index))
