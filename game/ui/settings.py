"""Player settings, kept as JSON in the user data folder (game.userdata.settings_file()).

Loading tolerates a missing or damaged file (defaults are used); saving happens on a background
thread so the frame loop never waits on the disk."""

from __future__ import annotations

import json
import os
import threading
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path

ANIMATION_SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}


@dataclass(frozen=True)
class ComputerPace:
    """How fast computer players move: `think_delay` seconds at least before a move is ready,
    then its preview (the aim line, the card leaving the seat) shown for the time the table asks
    times `preview_factor` (0: not shown)."""

    think_delay: float
    preview_factor: float


# normal: a person can follow every move (a short pause, then the move shown, then applied)
COMPUTER_SPEEDS = {"slow": ComputerPace(1.4, 1.6), "normal": ComputerPace(0.7, 1.0),
                   "fast": ComputerPace(0.3, 0.5), "instant": ComputerPace(0.0, 0.0)}


def nearest_computer_speed(think_delay: float) -> str:
    """The speed whose thinking delay is nearest (settings files from before Computer speed)."""
    return min(COMPUTER_SPEEDS, key=lambda k: (abs(COMPUTER_SPEEDS[k].think_delay - think_delay),
                                                COMPUTER_SPEEDS[k].think_delay))


@dataclass(frozen=True)
class Settings:
    animation_speed: str = "normal"  # a key of ANIMATION_SPEEDS
    computer_speed: str = "normal"  # a key of COMPUTER_SPEEDS, for all three games
    volume: float = 0.7  # 0..1
    muted: bool = False
    colour_blind: bool = False  # players also get distinct shapes
    fullscreen: bool = False
    reveal_at_once: bool = False  # a secret pick (Kardashev Scale's dial) is revealed without a Reveal click
    end_turn_when_done: bool = False  # a table ends your turn by itself once only ending it is left
    # an exact thinking delay asked for with with_changes(think_delay=...) (tests and tools);
    # never saved: the settings file keeps the computer speed only
    pinned_think_delay: float | None = field(default=None, compare=False, repr=False)

    @property
    def animation_factor(self) -> float:
        """Multiplier for animation speed; 0 means instant (skip animations)."""
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    @property
    def computer_pace(self) -> ComputerPace:
        return COMPUTER_SPEEDS.get(self.computer_speed, COMPUTER_SPEEDS["normal"])

    @property
    def think_delay(self) -> float:
        """Seconds a computer player waits at least before its move is ready (read-only: set the
        computer speed, or pin an exact delay with `with_changes(think_delay=...)`)."""
        if self.pinned_think_delay is not None:
            return self.pinned_think_delay
        return self.computer_pace.think_delay

    @property
    def preview_factor(self) -> float:
        """Multiplier for the time a table shows a computer player's move; 0: not shown."""
        return self.computer_pace.preview_factor

    def with_changes(self, **changes) -> "Settings":
        if "think_delay" in changes:  # the setting before Computer speed: the nearest speed, kept exact
            delay = max(0.0, float(changes.pop("think_delay")))
            changes.setdefault("computer_speed", nearest_computer_speed(delay))
            changes["pinned_think_delay"] = delay
        elif "computer_speed" in changes:
            changes["pinned_think_delay"] = None
        return replace(self, **changes)

    def to_dict(self) -> dict:
        """What the settings file holds."""
        data = asdict(self)
        del data["pinned_think_delay"]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "Settings":
        """Keep every known, well-typed value; anything else falls back to the default."""
        defaults = cls()
        values = {}
        for f in fields(cls):
            if f.name == "pinned_think_delay":
                continue
            value = data.get(f.name, getattr(defaults, f.name))
            default = getattr(defaults, f.name)
            if isinstance(default, bool):
                value = value if isinstance(value, bool) else default
            elif isinstance(default, float):
                value = float(value) if _is_number(value) else default
            elif isinstance(default, str):
                value = value if isinstance(value, str) else default
            values[f.name] = value
        if values["animation_speed"] not in ANIMATION_SPEEDS:
            values["animation_speed"] = defaults.animation_speed
        if "computer_speed" not in data and _is_number(data.get("think_delay")):  # an older file
            values["computer_speed"] = nearest_computer_speed(min(5.0, max(0.0, float(data["think_delay"]))))
        if values["computer_speed"] not in COMPUTER_SPEEDS:
            values["computer_speed"] = defaults.computer_speed
        values["volume"] = min(1.0, max(0.0, values["volume"]))
        return cls(**values)


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value


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
    tmp.write_text(json.dumps(settings.to_dict(), indent=2), encoding="utf-8")
    os.replace(tmp, path)


class SettingsWriter:
    """Writes settings (or, with `write`, anything else `write(path, value)` writes, such as New
    game's last tables) off the frame loop; the latest request wins."""

    def __init__(self, path: Path | None, write=None):
        self.path = Path(path) if path is not None else None  # None: nowhere to write
        self._write = write or write_settings
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
                self._write(self.path, settings)
            except OSError:
                pass  # a read-only home must not stop play; the settings still apply this session

    def flush(self) -> None:
        """Wait for the last write (used at exit and in tests)."""
        thread = self._thread
        if thread is not None:
            thread.join()
