"""A settings file that cannot be read in full within a size cap never stops or hangs start-up: it
is set aside (renamed beside it), the usual settings are used, and the title says so in a line."""

from __future__ import annotations

import json
import os
import threading

import pytest

from game import userdata
from game.ui import notices
from game.ui.settings import Settings, read_settings, write_settings
from tests.ui.driver import frames

HOSTILE = {
    "a number too large for a float": lambda path: path.write_text('{"volume": 1' + "0" * 400 + "}"),
    "a number past a float's range": lambda path: path.write_text('{"volume": 1e999}'),
    "thousands of nested brackets": lambda path: path.write_text("[" * 20_000 + "]" * 20_000),
    "a named pipe": lambda path: os.mkfifo(path),
    "a link to /dev/zero": lambda path: os.symlink("/dev/zero", path),
    "a link to /dev/urandom": lambda path: os.symlink("/dev/urandom", path),
    "a folder": lambda path: path.mkdir(),
}
WHY = {
    "a number too large for a float": "holds a number that is not usable",
    "a number past a float's range": "holds a number that is not usable",
    "thousands of nested brackets": "nest more than",
    "a named pipe": "it is a named pipe, not a regular file",
    "a link to /dev/zero": "it is a device, not a regular file",
    "a link to /dev/urandom": "it is a device, not a regular file",
    "a folder": "it is a folder, not a regular file",
}


def read_within(path, seconds: float = 20.0):
    """read_settings on a thread, so a read that hangs fails the test instead of stopping the run."""
    answer = []
    reader = threading.Thread(target=lambda: answer.append(read_settings(path)), daemon=True)
    reader.start()
    reader.join(seconds)
    assert answer, f"reading the settings file did not finish within {seconds} s"
    return answer[0]


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_settings_file_is_set_aside_and_the_defaults_used(tmp_path, case):
    if case.startswith("a link to /dev") and not os.path.exists(case.removeprefix("a link to ")):
        pytest.skip("no such device here")
    path = tmp_path / "settings.json"
    HOSTILE[case](path)
    settings, problem = read_within(path)
    assert settings == Settings()
    assert problem is not None and WHY[case] in problem, problem
    assert not os.path.lexists(path), "the bad file is set aside, out of the way of the next start"
    aside = [p.name for p in tmp_path.iterdir()]
    assert len(aside) == 1 and aside[0].startswith("settings.json.bad-") and aside[0] in problem
    assert "\n" not in problem
    write_settings(path, Settings(volume=0.3))  # the next write goes where the bad file was
    assert read_settings(path) == (Settings(volume=0.3), None)


def test_a_good_or_missing_file_is_no_problem(tmp_path):
    path = tmp_path / "settings.json"
    assert read_settings(path) == (Settings(), None)
    path.write_text(json.dumps({"volume": 0.4, "animation_speed": "warp"}))  # a wrong value alone falls back
    assert read_settings(path) == (Settings(volume=0.4), None)
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_the_title_says_in_one_line_that_the_settings_were_set_aside(toy_registered, tmp_path, monkeypatch):
    from game.ui.app import App, AppOptions

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("ORRERY_HOME", str(home))
    userdata.data_dir.cache_clear()
    os.mkfifo(home / "settings.json")
    shown = []
    real_banner = notices.draw_banner
    monkeypatch.setattr(notices, "draw_banner", lambda surface, text, *args: shown.append(text) or
                        real_banner(surface, text, *args))
    app = App(AppOptions(strict=True))
    try:
        app.open_first_scene()
        app.catalogue.wait(30)
        frames(app, 2)
        assert app.stack.top.name == "title"
        assert any(text.startswith("Usual settings used: settings.json set aside as settings.json.bad-")
                   and text.endswith("(it is a named pipe, not a regular file).") for text in shown), shown
        assert app.settings == Settings()
    finally:
        app.finish()
        userdata.data_dir.cache_clear()
