"""Where Orrery keeps the player's files: settings, saves, mods.

`ORRERY_HOME` overrides the folder (tests and CI use a temporary one); otherwise SDL's
per-user preference folder is used, which is the platform's usual place."""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=None)
def data_dir() -> Path:
    override = os.environ.get("ORRERY_HOME")
    if override:
        path = Path(override)
    else:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        path = Path(pygame.system.get_pref_path("Orrery", "Orrery"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def mods_dir() -> Path:
    return data_dir() / "mods"


def settings_file() -> Path:
    return data_dir() / "settings.json"
