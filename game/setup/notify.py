"""A desktop notification, for a set-up that has neither a terminal nor a window to speak in."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path


def notify(title: str, body: str, *, urgent: bool = False, icon: Path | None = None,
           platform: str = sys.platform) -> bool:
    """Shows the message where the platform has a way to; returns whether it was shown."""
    if platform == "win32":
        if not urgent:  # a message box waits for a click: only for a failure
            return False
        try:
            import ctypes

            ctypes.windll.user32.MessageBoxW(None, body, title, 0x10)  # MB_ICONERROR
            return True
        except (ImportError, AttributeError, OSError):
            return False
    if platform == "darwin":
        command = ["osascript", "-e", f"display notification {_applescript(body)} with title {_applescript(title)}"]
    else:
        command = ["notify-send", "--app-name=Orrery", "--urgency", "critical" if urgent else "normal"]
        if icon is not None and icon.exists():
            command.append(f"--icon={icon}")
        command += [title, body]
    if shutil.which(command[0]) is None:
        return False
    try:
        return subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def _applescript(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
