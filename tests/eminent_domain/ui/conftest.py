"""An app under the dummy drivers for driving the Eminent Domain table with posted events."""

from __future__ import annotations

import pytest

from game.ui.app import App, AppOptions
from tests.ui.driver import frames


@pytest.fixture
def app(tmp_path, monkeypatch):
    from game import userdata

    monkeypatch.setenv("ORRERY_HOME", str(tmp_path / "home"))
    userdata.data_dir.cache_clear()
    app = App(AppOptions(strict=True, sound=False))
    app.open_first_scene()
    app.catalogue.wait(60)
    app.apply_settings(app.settings.with_changes(think_delay=0.0, animation_speed="instant"))
    frames(app, 2)
    yield app
    app.finish()
    userdata.data_dir.cache_clear()
