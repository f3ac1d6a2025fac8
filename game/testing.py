"""`main.py --test`: the test suite, run by pytest from the repo root."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_tests(pytest_args: list[str]) -> int:
    import pytest

    os.chdir(ROOT)
    args = list(pytest_args) or ["tests"]
    return int(pytest.main(args))
