"""Open a folder in the desktop's file manager without waiting for it (the Mods screen's "Open
mods folder"): `os.startfile` on Windows, `open` on macOS, `xdg-open` elsewhere."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path


def opener_command(folder: Path, platform: str = sys.platform) -> list[str] | None:
    """The command that opens `folder` (None on Windows, where os.startfile does it)."""
    if platform == "win32":
        return None
    return ["open" if platform == "darwin" else "xdg-open", str(folder)]


def open_folder(folder: Path, platform: str = sys.platform, run=subprocess.Popen) -> str | None:
    """Make `folder` if need be and open it in the file manager; returns at once. None when it
    was handed over, else why not in one line (the screen shows it with the folder's path)."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return f"{folder} cannot be made ({error.strerror or error})"
    command = opener_command(folder, platform)
    if command is None:
        try:
            os.startfile(folder)  # noqa: S606 - Windows' own way to open a folder
        except OSError as error:
            return f"{folder} cannot be opened ({error.strerror or error})"
        return None
    if run is subprocess.Popen and shutil.which(command[0]) is None:
        return f"{command[0]} is not installed, so the folder cannot be opened here; it is {folder}"
    try:
        process = run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                      start_new_session=True)
    except OSError as error:
        return f"{folder} cannot be opened ({error.strerror or error})"
    wait = getattr(process, "wait", None)
    if wait is not None:  # collect the opener when it ends, so it leaves no zombie behind
        threading.Thread(target=wait, name="open-folder-wait", daemon=True).start()
    return None


def open_mods_folder() -> str | None:
    """The Mods screen's "Open mods folder": the user's mods folder, made if need be."""
    from game import userdata

    folder = userdata.mods_dir()
    if folder is None:
        return "there is no user data folder, so there is no mods folder"
    return open_folder(folder)
