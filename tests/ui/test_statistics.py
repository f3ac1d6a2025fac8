"""Your record in the app: games recorded as they end or are left, the Statistics screen from the
title, Watch replay from it, a deleted save, a damaged record and Reset."""

from __future__ import annotations

import json

import pygame

from game import userdata
from game.core import record
from game.core.config import Seat
from game.ui.scenes import confirm
from tests.ui.driver import click, frames, items, key, run_until, top
from tests.ui.test_saves_ui import fast_bots, play_a_round, quit_to_title, start_duel  # noqa: F401 - a fixture


def recorded_games():
    return record.load(record.record_path(userdata.data_dir())).data["games"]


def open_statistics(app):
    assert run_until(app, lambda: top(app) == "title" and app.stack.top.settled())
    click(app, "statistics")
    assert top(app) == "statistics"
    assert run_until(app, lambda: app.stack.top.settled())
    frames(app, 2)
    return app.stack.top


def test_a_bot_game_played_through_the_app_is_recorded_once_with_its_figures(fast_bots):
    app = fast_bots
    table = start_duel(app, (Seat("Vega", "ai", "easy"), Seat("Orion", "ai", "easy")), seed=9)
    assert run_until(app, lambda: top(app) == "game_over")
    click(app, "title")  # the table is put away after the end: still one finished game
    app.record_keeper.flush()
    games = recorded_games()
    assert len(games) == 1
    game = games[0]
    outcome = table.session.state.outcome()
    assert game["status"] == "finished" and game["save_id"] == table.session.save_id
    assert game["save_file"] == f"autosave-toy_duel-{table.session.save_id}.json"
    expected = [(name, "easy", outcome.result_of(p).score, outcome.result_of(p).rank)
                for p, name in enumerate(["Vega", "Orion"])]
    assert [(s["name"], s["level"], s["score"], s["rank"]) for s in game["seats"]] == expected
    assert game["moves"] == len(table.session.actions)

    scene = open_statistics(app)
    assert scene.game_id == "toy_duel" and f"watch:{game['save_id']}" in items(app)
    click(app, f"watch:{game['save_id']}")  # the game over's replay, on the save loaded meanwhile
    assert run_until(app, lambda: top(app) == "replay")
    replay = app.stack.top.replay
    assert replay.total == len(table.session.actions) and replay.played == 0
    key(app, pygame.K_ESCAPE)
    assert top(app) == "statistics"


def test_a_game_left_unfinished_is_abandoned_until_continued(fast_bots):
    app = fast_bots
    table = start_duel(app, (Seat("Ann"), Seat("Hal", "ai", "easy")))
    play_a_round(app, table)
    quit_to_title(app)
    app.record_keeper.flush()
    assert [(g["status"], g["save_id"]) for g in recorded_games()] == [("abandoned", table.session.save_id)]
    scene = open_statistics(app)
    assert scene.figures["games"]["toy_duel"]["abandoned"] == 1
    assert f"watch:{table.session.save_id}" not in items(app)  # greyed: "Unfinished"
    key(app, pygame.K_ESCAPE)
    assert run_until(app, lambda: top(app) == "title" and "continue" in items(app))
    click(app, "continue")
    assert run_until(app, lambda: top(app) == "duel_table")
    app.record_keeper.flush()
    assert recorded_games() == []  # played on: no longer abandoned


def test_a_deleted_save_keeps_the_figures_but_cannot_be_watched(fast_bots):
    app = fast_bots
    table = start_duel(app, (Seat("Vega", "ai", "easy"), Seat("Orion", "ai", "easy")), seed=9)
    assert run_until(app, lambda: top(app) == "game_over")
    click(app, "title")
    app.save_writer.flush()
    (userdata.saves_dir() / f"autosave-toy_duel-{table.session.save_id}.json").unlink()
    scene = open_statistics(app)
    row = scene.figures["games"]["toy_duel"]["last_games"][0]
    assert row["replay"] == "deleted" and scene.figures["games"]["toy_duel"]["finished"] == 1
    assert f"watch:{table.session.save_id}" not in items(app)  # disabled, its tooltip says why
    assert not scene.control(f"watch:{table.session.save_id}").element.is_enabled


def test_a_damaged_record_is_set_aside_and_the_screen_says_so(app):
    folder = userdata.data_dir()
    record.record_path(folder).write_text("{ half a record")
    click(app, "statistics")
    assert run_until(app, lambda: top(app) == "message")
    assert "Your record was damaged" in " ".join(app.stack.top.lines)
    assert len(list(folder.glob("record.damaged-*.json"))) == 1
    key(app, pygame.K_RETURN)
    assert top(app) == "statistics"


def test_reset_asks_first_then_forgets_every_game(app):
    folder = userdata.data_dir()
    from tests.core.test_record import entry

    record.write(record.record_path(folder), {**record.empty(), "games": [
        entry("g1", 1, [("Ann", "human", "", 3, 1), ("Bob", "ai", "easy", 1, 2)])]})
    scene = open_statistics(app)
    assert scene.figures["games"]["toy_duel"]["players"]["Ann"]["played"] == 1
    click(app, "reset")
    assert top(app) == "confirm"
    key(app, pygame.K_RETURN)  # the safe answer: keep it
    assert top(app) == "statistics" and len(recorded_games()) == 1
    assert run_until(app, lambda: app.stack.top.settled())  # read again on its return
    click(app, "reset")
    frames(app, int(confirm.ARM_S * 60) + 2)
    click(app, "confirm")
    assert run_until(app, lambda: top(app) == "statistics" and app.stack.top.settled())
    assert recorded_games() == [] and json.loads(record.record_path(folder).read_text())["games"] == []
    assert not app.stack.top.figures["games"]["toy_duel"]["players"]
