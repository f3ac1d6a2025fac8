"""A registered game whose package fails to import fails loudly: --check-content, the command
line, the conformance tests and the suite's own registry check all name it and fail. Only the
title screen still lists it, as not playable. The game is tests/core/broken_game/ (its rules
import a module it does not have: the failure that used to leave a game quietly out)."""

from __future__ import annotations

import re
import subprocess
import sys
from argparse import Namespace
from pathlib import Path

import pytest

from game import content_commands, simulate
from game.core import registry
from game.ui.catalogue import MISSING, Catalogue

from .test_registry import declaration_problems

ROOT = Path(__file__).resolve().parents[2]
BROKEN = "broken_game"
WHERE = "tests/core/broken_game/definition.py:6"
REASON = "ModuleNotFoundError: No module named 'tests.core.broken_game.content'"


@pytest.fixture
def broken_registered(monkeypatch):
    monkeypatch.setitem(registry.GAME_MODULES, BROKEN, "tests.core.broken_game")
    monkeypatch.delitem(registry._loaded, BROKEN, raising=False)


def test_get_game_names_the_file_line_and_error(broken_registered):
    with pytest.raises(registry.GameImportError) as failure:
        registry.get_game(BROKEN)
    assert str(failure.value) == f"{WHERE}: {BROKEN}: its package tests.core.broken_game failed to import: {REASON}"
    assert registry.about(BROKEN).title == "Broken Game"  # its light part still says what it is


def test_a_package_that_is_not_there_is_named_by_its_path(monkeypatch):
    monkeypatch.setitem(registry.GAME_MODULES, "zz_missing", "game.zz_missing_package")
    with pytest.raises(registry.GameImportError, match=r"^game/zz_missing_package: zz_missing: its package "
                       r"game.zz_missing_package failed to import: ModuleNotFoundError: No module named"):
        registry.get_game("zz_missing")


def test_check_content_fails_and_says_why(broken_registered, capsys):
    assert content_commands.check_content(None, []) == 1
    out, err = capsys.readouterr()
    assert out.splitlines() == [f"{WHERE}: {BROKEN}: its package tests.core.broken_game failed to import: {REASON}"]
    assert f"{BROKEN}: its code does not import (see above)" in err.splitlines()
    assert "content OK" not in err
    assert all(f"{g}: OK" in err.splitlines() for g in registry.game_ids() if g != BROKEN)  # the others still checked


def test_simulate_fails_with_the_reason(broken_registered, capsys):
    args = Namespace(players="ai:random,ai:random", simulate=BROKEN, content=None, mod=[], variant=[], games=1,
                     seed=None, jobs=1, json=False)
    assert simulate.simulate_command(args) == 1
    assert REASON in capsys.readouterr().err


def test_the_suites_registry_check_fails_for_it(broken_registered):
    assert declaration_problems(BROKEN) == [
        f"{WHERE}: {BROKEN}: its package tests.core.broken_game failed to import: {REASON}"]


def test_the_conformance_tests_fail_for_it_by_name():
    """The conformance tests, run with the broken game registered (as a broken registry line
    would): each of its tests fails, none is skipped or left out."""
    out = subprocess.run([sys.executable, "main.py", "--test", "tests/conformance", "-q", "-p", "no:cacheprovider",
                          "-p", "tests.core.broken_game.register", "-k", BROKEN],
                         cwd=ROOT, capture_output=True, text=True, timeout=300,
                         env={**__import__("os").environ, "ORRERY_NO_VENV": "1"})
    assert out.returncode == 1, out.stdout[-2000:]
    failed = re.search(r"(\d+) failed", out.stdout)
    assert failed and int(failed.group(1)) >= 5 and "passed" not in out.stdout, out.stdout[-2000:]
    assert out.stdout.count(f"{WHERE}: {BROKEN}: its package") >= int(failed.group(1))


def test_the_title_lists_it_as_not_playable(broken_registered):
    catalogue = Catalogue(background=False, autostart=False)
    entry = catalogue.entry(BROKEN)
    assert (entry.title, entry.pitch) == ("Broken Game", "Its rules do not import.")
    catalogue._load_entry(entry, catalogue.generation)
    assert entry.status == MISSING and REASON in entry.problem
