#!/usr/bin/env python3
"""Orrery: start here. `python3 main.py` plays; `python3 main.py --test` runs the tests.

On first run this sets itself up: it makes `.venv` beside this file, installs requirements.txt
into it, and runs itself again from there. Nothing else happens in this file."""

import hashlib
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
VENV = HERE / ".venv"
REQUIREMENTS = HERE / "requirements.txt"
MARKER = VENV / ".orrery-installed"
MIN_PYTHON = (3, 10)


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def requirements_hash() -> str:
    return hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()


def running_in_our_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def manual_steps() -> str:
    py = "python3" if os.name != "nt" else "py -3"
    return (f"To set up by hand, from {HERE}:\n"
            f"    {py} -m venv .venv\n"
            f"    {venv_python()} -m pip install -r requirements.txt\n"
            f"    {venv_python()} main.py")


def fail(message: str) -> None:
    print(f"Orrery could not start: {message}\n\n{manual_steps()}", file=sys.stderr)
    sys.exit(1)


def set_up_venv() -> None:
    """Create .venv and install the pinned packages, showing pip's progress."""
    print("Orrery: first start - setting up its own Python environment in .venv (this happens once).",
          flush=True)
    if not venv_python().exists():
        result = subprocess.run([sys.executable, "-m", "venv", str(VENV)])
        if result.returncode != 0 or not venv_python().exists():
            fail("could not create a virtual environment (on Debian or Ubuntu: apt install python3-venv).")
    pip = [str(venv_python()), "-m", "pip"]
    subprocess.run(pip + ["install", "--upgrade", "pip", "--quiet"])
    print("Orrery: installing packages from requirements.txt ...", flush=True)
    result = subprocess.run(pip + ["install", "--progress-bar", "on", "-r", str(REQUIREMENTS)])
    if result.returncode != 0:
        fail("installing the packages failed (is the network reachable?). pip's message is above.")
    MARKER.write_text(requirements_hash())


def ensure_environment() -> None:
    if sys.version_info < MIN_PYTHON:
        fail(f"Python {MIN_PYTHON[0]}.{MIN_PYTHON[1]} or newer is needed; this is {sys.version.split()[0]}.")
    if running_in_our_venv() or os.environ.get("ORRERY_NO_VENV") == "1":
        return
    installed = MARKER.exists() and MARKER.read_text().strip() == requirements_hash()
    if not installed:
        set_up_venv()
    args = [str(venv_python()), str(HERE / "main.py")] + sys.argv[1:]
    if os.name == "nt":  # exec does not replace the process on Windows
        sys.exit(subprocess.run(args).returncode)
    os.execv(args[0], args)


if __name__ == "__main__":
    ensure_environment()
    sys.path.insert(0, str(HERE))
    from game.cli import main

    sys.exit(main(sys.argv[1:]))
