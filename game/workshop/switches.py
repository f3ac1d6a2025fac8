"""Mods switched on and off: a list of the ids (or folder names) the player switched off, kept in
the settings file (Settings.disabled_mods). The app changes it through `with_mod_switched` and
`App.apply_settings`; the command line (`--disable-mod`, `--enable-mod`) writes the file at once."""

from __future__ import annotations

from pathlib import Path

from game import userdata
from game.ui.settings import Settings, load_settings, write_settings


def disabled_mods() -> tuple[str, ...]:
    """The mods the player switched off, as the settings file says (none without a file)."""
    return load_settings(userdata.settings_file()).disabled_mods


def with_mod_switched(settings: Settings, mod_id: str, on: bool) -> Settings:
    """`settings` with one mod switched on or off."""
    off = set(settings.disabled_mods)
    (off.discard if on else off.add)(mod_id)
    return settings.with_changes(disabled_mods=tuple(sorted(off)))


def switch_mod(mod_id: str, on: bool, path: Path | None = None) -> Settings:
    """Switch a mod on or off in the settings file now (the command line). Raises OSError when
    the file cannot be written, or when there is no user data folder to keep it in."""
    path = path if path is not None else userdata.settings_file()
    if path is None:
        raise OSError("there is no user data folder to keep settings in")
    settings = with_mod_switched(load_settings(path), mod_id, on)
    write_settings(path, settings)
    return settings


def switch_in_app(app, mod_id: str, on: bool) -> None:
    """The Mods screen's switch: the settings change (saved in the background) and every game's
    content loads again without that mod (or with it), as F5 does. A game in progress keeps its
    content."""
    settings = with_mod_switched(app.settings, mod_id, on)
    app.apply_settings(settings)
    app.catalogue.disabled_mods = settings.disabled_mods
    app.catalogue.reload()
