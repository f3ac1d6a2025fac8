"""Draw every shared scene and save it as a PNG for a person to look at when scenes change.

Set ORRERY_SHOTS=/some/folder to keep the pictures; otherwise they go to pytest's temp folder.
Each picture must also show a real frame: many colours, and text in the heading area."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from game.core.config import GameConfig, Seat
from game.ui.scenes.content_errors import ContentErrorsScene
from game.ui.scenes.load_game import LoadGameScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules_help import RulesHelpScene
from game.ui.scenes.settings import SettingsScene
from tests.ui.driver import frames, run_until


def distinct_colours(surface: pygame.Surface, step: int = 23) -> int:
    w, h = surface.get_size()
    return len({tuple(surface.get_at((x, y)))[:3] for x in range(0, w, step) for y in range(0, h, step)})


def test_every_shared_scene_draws_a_real_frame(app, tmp_path):
    folder = Path(os.environ.get("ORRERY_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    toy = app.catalogue.entry("toy_duel")

    def shot(name: str) -> None:
        frames(app, 3)
        path = folder / f"{name}.png"
        pygame.image.save(app.window, str(path))
        assert distinct_colours(app.window) > 40, f"{name} looks blank"

    shot("title")
    app.push(NewGameScene(app, toy))
    shot("new_game")
    app.catalogue.wait(30)
    app.push(NewGameScene(app, app.catalogue.entry("kardashev_scale")))
    shot("new_game_kardashev_scale")
    app.stack.pop()
    app.push(SettingsScene(app))
    shot("settings")
    app.stack.pop()
    app.stack.pop()
    app.push(RulesHelpScene(app, toy.title, ""))
    assert run_until(app, lambda: app.stack.top.task is None)
    shot("rules_help")
    app.stack.pop()
    app.push(ContentErrorsScene(app, toy.title, ["content/toy/cards.yaml:3:5: cards[0].cost: expected a number"]))
    shot("content_errors")
    app.stack.pop()
    app.push(LoadGameScene(app))
    assert run_until(app, lambda: app.stack.top.task is None)
    shot("load")
    app.stack.pop()
    from game.ui.play import start_game

    start_game(app, toy, GameConfig("toy_duel", (Seat("Vega"), Seat("Altair")), (), 9))
    shot("pass")
    app.stack.top.press("ready")
    shot("table")
    table = app.stack.top
    app.push(PauseScene(app, table.session))
    shot("pause")
    app.show_message("A message", "Something the player should know, said plainly.")
    shot("message")
    assert len(list(folder.glob("*.png"))) >= 10
