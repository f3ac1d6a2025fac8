"""Player settings, kept as JSON in the user data folder (game.userdata.settings_file()).

Loading tolerates a missing or damaged file (defaults are used); saving happens on a background
thread so the frame loop never waits on the disk."""

from __future__ import annotations

import json
import os
import threading
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}


@dataclass(frozen=True)
class Settings:
    animation_speed: str = "normal"  # a key of ANIMATION_SPEEDS
    think_delay: float = 0.6  # seconds a computer player waits before its move is shown
    volume: float = 0.7  # 0..1
    muted: bool = False
    colour_blind: bool = False  # players also get distinct shapes
    fullscreen: bool = False
    reveal_at_once: bool = False  # a secret pick (Kardashev Scale's dial) is revealed without a Reveal click
    end_turn_when_done: bool = False  # a table ends your turn by itself once only ending it is left

    @property
    def animation_factor(self) -> float:
        """Multiplier for animation speed; 0 means instant (skip animations)."""
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def with_changes(self, **changes) -> "Settings":
        return replace(self, **changes)

    @classmethod
    def from_dict(cls, data: dict) -> "Settings":
        """Keep every known, well-typed value; anything else falls back to the default."""
        defaults = cls()
        values = {}
        for f in fields(cls):
            value = data.get(f.name, getattr(defaults, f.name))
            default = getattr(defaults, f.name)
            if isinstance(default, bool):
                value = value if isinstance(value, bool) else default
            elif isinstance(default, float):
                value = float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else default
            elif isinstance(default, str):
                value = value if isinstance(value, str) else default
            values[f.name] = value
        if values["animation_speed"] not in ANIMATION_SPEEDS:
            values["animation_speed"] = defaults.animation_speed
        values["volume"] = min(1.0, max(0.0, values["volume"]))
        values["think_delay"] = min(5.0, max(0.0, values["think_delay"]))
        return cls(**values)


def load_settings(path: Path | None) -> Settings:
    if path is None:  # no user data folder: the defaults, for this run only
        return Settings()
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    return Settings.from_dict(data) if isinstance(data, dict) else Settings()


def write_settings(path: Path, settings: Settings) -> None:
    """Atomic write: a temp file beside the target, then rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(asdict(settings), indent=2), encoding="utf-8")
    os.replace(tmp, path)


class SettingsWriter:
    """Writes settings off the frame loop; the latest request wins."""

    def __init__(self, path: Path | None):
        self.path = Path(path) if path is not None else None  # None: nowhere to write
        self._lock = threading.Lock()
        self._pending: Settings | None = None
        self._thread: threading.Thread | None = None

    def save(self, settings: Settings) -> None:
        if self.path is None:
            return
        with self._lock:
            self._pending = settings
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="settings-writer", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                settings, self._pending = self._pending, None
                if settings is None:
                    self._thread = None
                    return
            try:
                write_settings(self.path, settings)
            except OSError:
                pass  # a read-only home must not stop play; the settings still apply this session

    def flush(self) -> None:
        """Wait for the last write (used at exit and in tests)."""
        thread = self._thread
        if thread is not None:
            thread.join()
