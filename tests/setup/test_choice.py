"""Which way the set-up shows itself: the terminal when there is one, else the window, else the
log file and a notification (tkinter missing, or no display for it)."""

from __future__ import annotations

import sys

import pytest

import game.setup as setup
from game.setup import headless
from game.setup.environment import Environment


@pytest.fixture
def chosen(monkeypatch, tmp_path):
    """Records which presenter `set_up` picked, and why, instead of running a real set-up."""
    picks = []
    monkeypatch.setattr(setup, "set_up_in_terminal", lambda env: picks.append(("terminal", "")) or True)
    monkeypatch.setattr(headless, "set_up_without_window", lambda env, log, why: picks.append(("log", why)) or False)
    monkeypatch.setenv("ORRERY_HOME", str(tmp_path / "home"))
    return picks


def test_a_terminal_keeps_the_plain_set_up(chosen, tmp_path):
    assert setup.set_up(Environment(tmp_path), terminal=True)
    assert chosen == [("terminal", "")]
    assert not (tmp_path / "home" / "setup.log").exists()


def test_no_tkinter_falls_back_to_the_log(chosen, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "tkinter", None)  # `import tkinter` now raises ImportError
    monkeypatch.delitem(sys.modules, "game.setup.window", raising=False)
    assert not setup.set_up(Environment(tmp_path), terminal=False)
    assert chosen[0][0] == "log" and chosen[0][1].startswith("tkinter is missing")
    assert (tmp_path / "home" / "setup.log").exists()


def test_no_display_falls_back_to_the_log(chosen, tmp_path, monkeypatch):
    tkinter = pytest.importorskip("tkinter", reason="this Python has no tkinter")

    def no_display(*args, **kwargs):
        raise tkinter.TclError("no display name and no $DISPLAY environment variable")

    monkeypatch.setattr(tkinter, "Tk", no_display)
    assert not setup.set_up(Environment(tmp_path), terminal=False)
    assert chosen == [("log", "no window could be opened (no display name and no $DISPLAY environment variable)")]
