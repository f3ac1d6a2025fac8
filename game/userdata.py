"""Where Orrery keeps the player's files: settings, saves, mods.

`ORRERY_HOME` overrides the folder (tests and CI use a temporary one); otherwise SDL's
per-user preference folder is used, which is the platform's usual place. `folder_without_sdl`
names the same folder with the standard library alone, for the first-start set-up, which runs
before pygame is installed.

When the folder cannot be made (a file in the way, a read-only disk) Orrery still runs: settings
last for this run only, there are no user mods, and `saving_problem()` says why games cannot be
saved, for the screens to show."""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path

APP = "Orrery"  # SDL's pref path is <base>/<org>/<app>/; both are "Orrery"


class UserDataError(OSError):
    """The user data folder (or its saves folder) cannot be used; the message says why, plainly."""


def _why(error: OSError) -> str:
    if isinstance(error, (FileExistsError, NotADirectoryError)):
        return "a file is in the way"
    return error.strerror or str(error)


def _make_folder(path: Path, what: str) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UserDataError(f"Orrery cannot make its {what} {path} ({_why(error)}).") from None
    if not path.is_dir():
        raise UserDataError(f"Orrery cannot make its {what} {path} (a file is in the way).")
    return path


@lru_cache(maxsize=None)
def data_dir() -> Path:
    """The user data folder, made if needed. Raises UserDataError when it cannot be."""
    override = os.environ.get("ORRERY_HOME")
    if override:
        return _make_folder(Path(override), "folder for settings and saves")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    try:
        path = Path(pygame.system.get_pref_path(APP, APP))
    except pygame.error as error:
        raise UserDataError(f"Orrery cannot make its folder for settings and saves ({error}).") from None
    return _make_folder(path, "folder for settings and saves")


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
    """The saves folder, made if needed. Raises UserDataError when it cannot be."""
    return _make_folder(data_dir() / "saves", "saves folder")


def saving_problem() -> str | None:
    """Why games cannot be saved at all (the folder cannot be made), or None when they can."""
    try:
        saves_dir()
    except UserDataError as error:
        return str(error)
    return None


def mods_dir() -> Path | None:
    """The user mods folder (it may not exist); None when there is no user data folder."""
    try:
        return data_dir() / "mods"
    except UserDataError:
        return None


def last_setup_file() -> Path | None:
    """Where New game keeps each game's last table; None when there is no user data folder."""
    try:
        return data_dir() / "new_game.json"
    except UserDataError:
        return None


def learning_file() -> Path | None:
    """Where Learn to play keeps each tutorial's chapter and which first-time tips were shown;
    None when there is no user data folder."""
    try:
        return data_dir() / "learning.json"
    except UserDataError:
        return None


def settings_file() -> Path | None:
    """None when there is no user data folder: settings then last for this run only."""
    try:
        return data_dir() / "settings.json"
    except UserDataError:
        return None
