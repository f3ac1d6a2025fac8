"""`main.py --test`: the test suite, run by pytest from the repo root.

With no arguments the whole suite runs on every core (pytest-xdist: one worker process per
core), since most of its time is whole games played in the real app, each on one core. With
arguments, pytest gets exactly those (add `-n auto` for workers)."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def default_args() -> list[str]:
    args = ["tests"]
    if importlib.util.find_spec("xdist") is not None:  # installed from requirements.txt
        args += ["-n", "auto"]
    return args


def run_tests(pytest_args: list[str]) -> int:
    import pytest

    os.chdir(ROOT)
    # The suite starts hundreds of Python processes (content loaders, thinking workers, the app
    # itself); without cached bytecode each would compile every module it imports again.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False
    args = list(pytest_args) or default_args()
    return int(pytest.main(args))
