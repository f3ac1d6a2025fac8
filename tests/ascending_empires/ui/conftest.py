"""The real app under the dummy drivers, straight into an Ascending Empires table."""

from __future__ import annotations

import pytest

from game.ascending_empires.rules.setup import new_game
from game.ui.app import App, AppOptions
from tests.ascending_empires.helpers import content
from tests.ui.driver import frames


def seed_where_first_player_starts(players: int, first: int = 0) -> int:
    return next(seed for seed in range(1, 500) if new_game(content(), players, seed).current == first)


@pytest.fixture
def open_board(tmp_path, monkeypatch):
    from game import userdata

    monkeypatch.setenv("ORRERY_HOME", str(tmp_path / "home"))
    userdata.data_dir.cache_clear()
    apps = []

    def make(players: str, seed: int | None = None, animation: str = "normal", **options) -> App:
        """`options`: more of AppOptions (window_size, ui_scale)."""
        count = len(players.split(","))
        seed = seed_where_first_player_starts(count) if seed is None else seed
        app = App(AppOptions(game="ascending_empires", players=players, seed=seed, strict=True, sound=False,
                             **options))
        app.settings = app.settings.with_changes(think_delay=0.0, animation_speed=animation)
        assert app.open_first_scene() == 0
        frames(app, 2)
        apps.append(app)
        assert "ascending_empires_board" in [scene.name for scene in app.stack]
        return app

    yield make
    for app in apps:
        app.finish()
        for scene in list(app.stack):  # leaving the table stops the aim guide's worker process
            scene.exit()
    userdata.data_dir.cache_clear()


def board_scene(app):
    return next(scene for scene in app.stack if scene.name == "ascending_empires_board")


def ready_to_launch(app, scene, battleship: bool = False) -> None:
    """Player 1 has a starship (and the Battleship) in the supply and a troop on the homeworld."""
    state = scene.session.state
    state.players[0]["ships"] = 1
    state.disc("home1")["items"]["troop"] = 1
    if battleship:
        state.players[0]["battleship"] = "supply"
    scene.session.state_edited()
    frames(app, 1)
