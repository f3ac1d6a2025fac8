#!/usr/bin/env python3
"""Orrery: start here. `python3 main.py` plays; `python3 main.py --test` runs the tests.

On first run this sets itself up: it makes `.venv` beside this file, installs requirements.txt
into it (game/setup: in the terminal, or in a small window when started with no terminal),
and runs itself again from there. Nothing else happens in this file."""

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
MIN_PYTHON = (3, 10)


def has_terminal() -> bool:
    try:
        return sys.stdout is not None and sys.stdout.isatty()
    except ValueError:  # standard output was closed
        return False


def ensure_environment() -> None:
    if sys.version_info < MIN_PYTHON:
        sys.exit(f"Orrery could not start: Python {MIN_PYTHON[0]}.{MIN_PYTHON[1]} or newer is needed; "
                 f"this is {sys.version.split()[0]}.")
    if os.environ.get("ORRERY_NO_VENV") == "1":
        return
    from game.setup import Environment, set_up

    env = Environment(HERE)
    if env.is_running():
        return
    if not env.installed() and not set_up(env, terminal=has_terminal()):
        sys.exit(1)
    windowed = sys.stdout is None  # started by pythonw (Windows, no console): so is the game
    args = [str(env.python(windowed)), str(HERE / "main.py")] + sys.argv[1:]
    if os.name == "nt":  # exec does not replace the process on Windows
        sys.exit(subprocess.run(args).returncode)
    os.execv(args[0], args)


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    ensure_environment()
    from game.cli import main

    sys.exit(main(sys.argv[1:]))
