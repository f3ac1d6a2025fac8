"""Player settings, kept as JSON in the user data folder (game.userdata.settings_file()).

Loading tolerates a missing or damaged file: a file that cannot be read in full within a size
cap (a named pipe, a link to an endless device, nesting or numbers no settings file holds) is set
aside, renamed beside it, and the defaults are used; `read_settings` says so in one line, which
the title shows. Saving happens on a background thread so the frame loop never waits on the disk."""

from __future__ import annotations

import json
import math
import os
import threading
import time
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path

from game.core.bounded_read import UnreadableFile, load_json

from .metrics import MAX_UI_SCALE, MAX_WINDOW, MIN_UI_SCALE, MIN_WINDOW

MAX_SETTINGS_BYTES = 64 * 1024  # a settings file is a few hundred bytes

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
    tips: bool = True  # a one-line tip the first time each kind of decision comes up (game/ui/tips.py)
    ui_scale: int | None = None  # percent (80 to 200); None: from the screen's size (metrics.py)
    window_size: tuple[int, int] | None = None  # the window as last left; None: as large as the screen allows
    disabled_mods: tuple = ()  # ids (or folder names) of the user's mods switched off (game/workshop/switches.py)
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
            elif isinstance(default, tuple):  # a list of texts in the file
                value = tuple(sorted({v for v in value if isinstance(v, str)})) if isinstance(value, list) else default
            values[f.name] = value
        if values["animation_speed"] not in ANIMATION_SPEEDS:
            values["animation_speed"] = defaults.animation_speed
        if "computer_speed" not in data and _is_number(data.get("think_delay")):  # an older file
            values["computer_speed"] = nearest_computer_speed(min(5.0, max(0.0, float(data["think_delay"]))))
        if values["computer_speed"] not in COMPUTER_SPEEDS:
            values["computer_speed"] = defaults.computer_speed
        values["volume"] = min(1.0, max(0.0, values["volume"]))
        values["ui_scale"] = _ui_scale(data.get("ui_scale"))
        values["window_size"] = _window_size(data.get("window_size"))
        return cls(**values)


def _is_number(value) -> bool:
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return False
    try:
        return math.isfinite(float(value))
    except OverflowError:  # an integer too large for a float
        return False


def _ui_scale(value) -> int | None:
    """A UI scale from the file, clamped to the range the setting offers (None: automatic)."""
    if not _is_number(value) or abs(value) == float("inf"):
        return None
    return int(min(MAX_UI_SCALE, max(MIN_UI_SCALE, round(value))))


def _window_size(value) -> tuple[int, int] | None:
    """A remembered window size, clamped to the sizes a window may have (None: not a size)."""
    if not isinstance(value, (list, tuple)) or len(value) != 2 or not all(_is_number(v) for v in value) \
            or any(abs(v) == float("inf") for v in value):
        return None
    return (int(min(MAX_WINDOW[0], max(MIN_WINDOW[0], value[0]))), int(min(MAX_WINDOW[1], max(MIN_WINDOW[1], value[1]))))


def load_settings(path: Path | None) -> Settings:
    return read_settings(path)[0]


def read_settings(path: Path | None) -> tuple[Settings, str | None]:
    """The settings in `path`, and None; or the defaults and why the file was not used (it was
    then set aside: renamed beside it, so it neither loses anything nor stops the next start).
    A missing file is no problem: the defaults, and None."""
    if path is None:  # no user data folder: the defaults, for this run only
        return Settings(), None
    path = Path(path)
    try:
        data = load_json(path, MAX_SETTINGS_BYTES, "settings file")
        if not isinstance(data, dict):
            raise UnreadableFile("it does not hold settings (a JSON mapping)")
    except FileNotFoundError:
        return Settings(), None
    except UnreadableFile as error:
        return Settings(), f"Usual settings used: {path.name} {set_aside(path)} ({error.why})."
    return Settings.from_dict(data), None


def set_aside(path: Path) -> str:
    """Rename a settings file that cannot be used to <name>.bad-<when>, beside it; what became
    of it, in a few words ("set aside as settings.json.bad-...")."""
    aside = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
    counter = 2
    while os.path.lexists(aside):
        aside = path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}-{counter}")
        counter += 1
    try:
        os.rename(path, aside)  # a link is renamed itself, never what it points to
    except OSError as error:
        return f"could not be set aside: {error.strerror or error}"
    return f"set aside as {aside.name}"


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
