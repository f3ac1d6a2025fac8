"""Settings' "Add Orrery to the app menu": clicked as a player would, the entry is really written
(into a private XDG_DATA_HOME), and the outcome is shown in words on the screen."""

from __future__ import annotations

import pygame

from game.ui.scenes.app_menu import BUTTON_ID
from tests.ui.driver import click, items, run_until, top


def open_settings(app):
    click(app, "settings")
    assert top(app) == "settings"
    assert run_until(app, lambda: app.stack.top.app_menu.task is None)


def shown_text(app) -> str:
    return app.stack.top.app_menu.message


def label(app) -> str:
    return app.stack.top.control(BUTTON_ID).element.text


def test_add_then_remove_orrery_from_the_app_menu(app, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    entry = tmp_path / "data" / "applications" / "orrery.desktop"
    open_settings(app)
    assert label(app) == "Add Orrery to the app menu" and BUTTON_ID in items(app)
    click(app, BUTTON_ID)
    assert run_until(app, lambda: app.stack.top.app_menu.task is None)
    assert entry.exists() and "Exec=" in entry.read_text()
    assert shown_text(app) == f"Added Orrery to the app menu: {entry}"
    assert label(app) == "Remove from the app menu"
    pygame.image.save(app.window, str(tmp_path / "settings_added.png"))

    click(app, BUTTON_ID)
    assert run_until(app, lambda: app.stack.top.app_menu.task is None)
    assert not entry.exists() and shown_text(app).startswith("Removed Orrery from the app menu")
    assert label(app) == "Add Orrery to the app menu"


def test_a_failure_is_shown_with_its_reason(app, tmp_path, monkeypatch):
    blocker = tmp_path / "file, not folder"
    blocker.write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    open_settings(app)
    click(app, BUTTON_ID)
    assert run_until(app, lambda: app.stack.top.app_menu.task is None)
    assert app.stack.top.app_menu.failed
    assert shown_text(app).startswith("That did not work: could not write") and "Not a directory" in shown_text(app)
    assert label(app) == "Add Orrery to the app menu" and top(app) == "settings"
