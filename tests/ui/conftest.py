"""UI test fixtures: an app under the dummy drivers with the toy game registered, and helpers
that drive it with posted events the way a player would (clicks at window pixels, keys)."""

from __future__ import annotations

import pytest

from game.core import registry
from game.ui import catalogue as catalogue_module
from game.ui.app import App, AppOptions
from tests.ui import duel_table
from tests.ui.driver import frames



@pytest.fixture
def toy_registered(monkeypatch):
    monkeypatch.setitem(registry.GAME_MODULES, "toy_duel", "tests.ui.duel_table")
    monkeypatch.delitem(registry._loaded, "toy_duel", raising=False)
    real_load_one = catalogue_module.Catalogue._load_one

    def load_one(self, game_id):  # the built-in games' content is loaded once (tests/conftest.py)
        if game_id == "toy_duel":
            return duel_table.CONTENT, []
        return real_load_one(self, game_id)

    monkeypatch.setattr(catalogue_module.Catalogue, "_load_one", load_one)


@pytest.fixture
def make_app(toy_registered, tmp_path, monkeypatch):
    from game import userdata

    home = tmp_path / "home"
    monkeypatch.setenv("ORRERY_HOME", str(home))
    userdata.data_dir.cache_clear()
    apps = []

    def make(**options) -> App:
        options.setdefault("strict", True)
        options.setdefault("extra", {"track_texts": True})  # every drawn text noted (fonts.texts_on)
        app = App(AppOptions(**options))
        app.open_first_scene()
        app.catalogue.wait(30)
        frames(app, 2)
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.finish()
    userdata.data_dir.cache_clear()


@pytest.fixture
def app(make_app):
    return make_app()
