"""Orrery's own Python environment: `.venv` beside main.py, with requirements.txt installed.

The marker file inside `.venv` holds the hash of requirements.txt and is written last, only
after everything installed, so an interrupted or failed set-up is never taken for a good one."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

MARKER_NAME = ".orrery-installed"


class Environment:
    def __init__(self, root: Path, base_python: str = sys.executable):
        self.root = Path(root)
        self.venv = self.root / ".venv"
        self.requirements = self.root / "requirements.txt"
        self.marker = self.venv / MARKER_NAME
        self.base_python = base_python  # the interpreter that makes the environment

    def python(self, windowed: bool = False) -> Path:
        """The environment's interpreter; on Windows `windowed` picks the one without a console."""
        if os.name == "nt":
            return self.venv / "Scripts" / ("pythonw.exe" if windowed else "python.exe")
        return self.venv / "bin" / "python"

    def is_running(self) -> bool:
        return Path(sys.prefix).resolve() == self.venv.resolve()

    def requirements_hash(self) -> str:
        return hashlib.sha256(self.requirements.read_bytes()).hexdigest()

    def installed(self) -> bool:
        try:
            return self.marker.read_text().strip() == self.requirements_hash()
        except OSError:
            return False

    def mark_installed(self) -> None:
        partial = self.marker.with_name(MARKER_NAME + ".partial")
        partial.write_text(self.requirements_hash())
        os.replace(partial, self.marker)  # the marker appears whole or not at all

    def forget_installed(self) -> None:
        try:
            self.marker.unlink(missing_ok=True)
        except OSError:
            pass  # .venv is not a folder we can change: the set-up finds that out and says so

    def usable(self) -> bool:
        """The interpreter starts and has pip: a half-made `.venv` (interrupted, or made without
        ensurepip) fails this and is made again."""
        if not self.python().exists():
            return False
        try:
            result = subprocess.run([str(self.python()), "-m", "pip", "--version"], stdin=subprocess.DEVNULL,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120,
                                    **no_console_window())
        except (OSError, subprocess.TimeoutExpired):
            return False
        return result.returncode == 0

    def pip(self) -> list[str]:
        return [str(self.python()), "-m", "pip"]

    def manual_steps(self) -> str:
        py = "python3" if os.name != "nt" else "py -3"
        return (f"To set up by hand, from {self.root}:\n"
                f"    {py} -m venv .venv\n"
                f"    {self.python()} -m pip install -r requirements.txt\n"
                f"    {self.python()} main.py")


def no_console_window() -> dict:
    """subprocess options that keep Windows from opening a console for a child process."""
    if os.name == "nt":
        return {"creationflags": subprocess.CREATE_NO_WINDOW}
    return {}
