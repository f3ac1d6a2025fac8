"""Where Orrery keeps the player's files: settings, saves, mods.

`ORRERY_HOME` overrides the folder (tests and CI use a temporary one); otherwise SDL's
per-user preference folder is used, which is the platform's usual place. `folder_without_sdl`
names the same folder with the standard library alone, for the first-start set-up, which runs
before pygame is installed."""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

APP = "Orrery"  # SDL's pref path is <base>/<org>/<app>/; both are "Orrery"


@lru_cache(maxsize=None)
def data_dir() -> Path:
    override = os.environ.get("ORRERY_HOME")
    if override:
        path = Path(override)
    else:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        path = Path(pygame.system.get_pref_path(APP, APP))
    path.mkdir(parents=True, exist_ok=True)
    return path


def folder_without_sdl(platform: str = sys.platform, environ=os.environ) -> Path:
    """The folder `data_dir` uses, worked out as SDL 2 does it (not created here)."""
    override = environ.get("ORRERY_HOME")
    if override:
        return Path(override)
    home = Path(environ.get("HOME") or environ.get("USERPROFILE") or Path.home())
    if platform == "win32":
        base = Path(environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif platform == "darwin":
        base = home / "Library" / "Application Support"
    elif "XDG_DATA_HOME" in environ:  # SDL takes it as given, even when empty
        base = Path(environ["XDG_DATA_HOME"] or "/")
    else:
        base = home / ".local" / "share"
    return base / APP / APP


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def mods_dir() -> Path:
    return data_dir() / "mods"


def settings_file() -> Path:
    return data_dir() / "settings.json"
