"""New game offers the computer levels a game has (expert only where it has one) and says how
strong each measured, from the game's strength file; --players ai:expert is refused in one line
for a game without an expert."""

from __future__ import annotations

import json
import sys

import pytest

from game.core import registry, strength_table
from game.ui.app import App, AppOptions
from game.ui.scenes.new_game import NewGameScene
from tests.ui.driver import click, frames, items


@pytest.fixture
def strength_file(monkeypatch, tmp_path):
    path = tmp_path / "strength.json"
    real = strength_table.table_path
    monkeypatch.setattr(strength_table, "table_path", lambda game_id: path if game_id == "toy_duel" else real(game_id))
    return path


@pytest.fixture
def with_expert(monkeypatch, toy_registered):
    monkeypatch.setitem(registry.GAME_MODULES, "toy_duel", "tests.ui.expert_duel")
    monkeypatch.delitem(registry._loaded, "toy_duel", raising=False)


def measured(path, expert_wins: int, games: int = 200) -> None:
    rows = [{"matchup": "expert vs hard", "seats": ["expert", "hard"], "variants": [], "games": games,
             "finished": games, "wins": expert_wins, "ties": 0, "win_rate": expert_wins / games, "date": "2026-12-01"}]
    path.write_text(json.dumps({"game": "toy_duel", "rows": rows}))


def new_game(app) -> NewGameScene:
    app.catalogue.reload()
    app.catalogue.wait(30)
    scene = NewGameScene(app, app.catalogue.entry("toy_duel"))
    app.push(scene)
    frames(app, 2)
    return scene


def test_expert_is_offered_only_by_a_game_that_has_one(make_app, monkeypatch):
    app = make_app()
    scene = new_game(app)
    assert "seat1:hard" in items(app) and "seat1:expert" not in items(app)
    app.stack.pop()
    monkeypatch.setitem(registry.GAME_MODULES, "toy_duel", "tests.ui.expert_duel")
    monkeypatch.delitem(registry._loaded, "toy_duel", raising=False)
    scene = new_game(app)
    click(app, "seat1:expert")
    assert scene.seats[1].kind == "expert" and scene.config().seats[1].level == "expert"
    click(app, "start")
    table = app.stack.top
    assert table.bots._levels == {1: "expert"}


def test_level_descriptions_come_from_the_strength_file(with_expert, strength_file, make_app):
    measured(strength_file, 140)
    app = make_app()
    scene = new_game(app)
    assert scene.level_notes == ["Expert: beats Hard 7 games in 10"]
    assert scene.control("seat1:expert").element.tool_tip_text == \
        "A computer player, expert level: it beats Hard 7 games in 10."
    app.stack.pop()
    measured(strength_file, 182)
    scene = new_game(app)
    assert scene.level_notes == ["Expert: beats Hard 9 games in 10"]
    app.stack.pop()
    strength_file.write_text(json.dumps({"game": "toy_duel", "rows": []}))
    scene = new_game(app)
    assert scene.level_notes == []
    assert scene.control("seat1:expert").element.tool_tip_text == "A computer player, expert level."


def test_a_broken_strength_file_leaves_the_levels_without_figures(with_expert, strength_file, make_app):
    strength_file.write_text("{broken")
    app = make_app()
    scene = new_game(app)
    assert scene.level_notes == [] and "not JSON" in app.catalogue.entry("toy_duel").strength_problem


def test_players_ai_expert_is_refused_in_one_line_for_a_game_without_one(toy_registered, capsys):
    app = App(AppOptions(game="toy_duel", players="human,ai:expert", strict=True, sound=False))
    try:
        assert app.open_first_scene() == 2
    finally:
        app.finish()
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["main.py: --players: High Card Duel has no expert computer player yet; "
                   "its levels are random, easy, medium, hard"]


def test_players_ai_expert_seats_the_expert_where_there_is_one(with_expert):
    app = App(AppOptions(game="toy_duel", players="human,ai:expert", strict=True, sound=False))
    try:
        assert app.open_first_scene() == 0
        assert app.stack.top.bots._levels == {1: "expert"}
    finally:
        app.finish()


def expert_row(**changes) -> dict:
    row = {"matchup": "expert vs hard", "seats": ["expert", "hard"], "variants": [], "games": 200,
           "finished": 200, "wins": 140, "ties": 0, "win_rate": 0.7, "date": "2026-12-01"}
    return {**row, **changes}


def table_text(*rows) -> str:
    return json.dumps({"game": "toy_duel", "rows": list(rows)})


HOSTILE_TABLES = {
    "deep nesting": lambda path: path.write_text('{"rows": ' + "[" * 20_000 + "]" * 20_000 + "}"),
    "a huge number": lambda path: path.write_text(table_text(expert_row()).replace('"wins": 140', '"wins": 1' + "0" * 400)),
    "a number past a float": lambda path: path.write_text(table_text(expert_row()).replace('"win_rate": 0.7', '"win_rate": 1e999')),
    "mixed types in variants": lambda path: path.write_text(table_text(expert_row(variants=[1, ["x"]]))),
    "wins that are text": lambda path: path.write_text(table_text(expert_row(wins="many"))),
    "more wins than games": lambda path: path.write_text(table_text(expert_row(wins=500))),
    "a seat that is no level": lambda path: path.write_text(table_text(expert_row(seats=["expert", 7]))),
    "a boolean count": lambda path: path.write_text(table_text(expert_row(finished=True))),
    "a named pipe": lambda path: __import__("os").mkfifo(path),
}


@pytest.mark.parametrize("case", sorted(HOSTILE_TABLES))
def test_a_hand_edited_strength_file_means_not_measured_never_a_crash(with_expert, strength_file, make_app, case):
    """Checked as content is: any row that is not what --strength writes refuses the file, which
    names its problem; New game then says nothing of the levels' strength."""
    HOSTILE_TABLES[case](strength_file)
    app = make_app()
    scene = new_game(app)
    assert scene.level_notes == []
    assert scene.control("seat1:expert").element.tool_tip_text == "A computer player, expert level."
    problem = app.catalogue.entry("toy_duel").strength_problem
    assert problem.startswith(f"{strength_file}: ") and "\n" not in problem


def test_the_strength_file_names_the_row_and_field_at_fault(tmp_path):
    path = tmp_path / "strength.json"
    path.write_text(table_text(expert_row(), expert_row(wins="many", seats=["expert", 7])))
    with pytest.raises(strength_table.StrengthTableError) as refused:
        strength_table.read_table("toy_duel", path)
    assert str(refused.value) == (f"{path}: rows[1].seats: expected a list of 2 to 8 levels (random, easy, medium, "
                                  "hard, expert), got ['expert', 7] (and 1 more)")
