"""The strength file: --strength writes each game's measured rows, whole, into the game's package;
it is read back as written, words a level's figure only when measured, and a broken or unwritable
file is reported with its path."""

from __future__ import annotations

import argparse
import errno
import json
import os

import pytest

from game import simulate, strength
from game.core import registry, strength_table
from game.core.content import service
from game.core.strength_table import StrengthTableError, level_figure, read_table, table_path, write_table
from tests.core import toygame

TOY = "toy_duel"


def row(seats, wins, finished=200, variants=()):
    return {"matchup": " vs ".join(seats), "seats": list(seats), "variants": list(variants), "games": finished,
            "finished": finished, "wins": wins, "ties": 0, "win_rate": wins / finished, "date": "2026-12-01"}


@pytest.fixture
def toy_game(monkeypatch, tmp_path):
    """The toy game registered, its built-in content where the loader looks, its strength file in tmp."""
    monkeypatch.setitem(registry.GAME_MODULES, TOY, "tests.core.toygame")
    monkeypatch.delitem(registry._loaded, TOY, raising=False)
    monkeypatch.setattr(service, "BUILTIN_CONTENT", toygame.CONTENT_ROOT)
    monkeypatch.setattr(simulate, "_content_cache", {})
    path = tmp_path / "strength.json"
    monkeypatch.setattr(strength_table, "table_path", lambda game_id: path)
    return path


def args(**given):
    base = dict(strength=TOY, games=6, jobs=1, seed=None, content=None, mod=[], json=False)
    return argparse.Namespace(**{**base, **given})


def test_strength_writes_each_matchup_with_wins_games_rate_and_date(toy_game, capsys):
    assert strength.strength_command(args()) == 0
    data = json.loads(toy_game.read_text())
    assert data["game"] == TOY
    assert [(r["matchup"], r["seats"], r["games"]) for r in data["rows"]] == [
        ("hard vs random", ["hard", "random"], 6), ("hard vs easy", ["hard", "easy"], 6)]
    for r in data["rows"]:
        assert 0 <= r["wins"] <= r["finished"] == 6 and r["win_rate"] == round(r["wins"] / 6, 4)
        assert len(r["date"]) == 10 and r["date"][4] == "-"
    assert "figures written to" in capsys.readouterr().err
    assert read_table(TOY) == data["rows"]


def test_a_run_with_other_content_leaves_the_file_alone(toy_game, capsys):
    toy_game.write_text('{"rows": []}')
    assert strength.strength_command(args(content=str(toygame.CONTENT_ROOT))) == 0
    assert toy_game.read_text() == '{"rows": []}'
    assert "left as it was" in capsys.readouterr().err


def test_a_failed_write_is_reported_and_the_old_figures_stay(toy_game, monkeypatch, capsys):
    toy_game.write_text('{"rows": []}')

    def full_disk(*a, **k):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(strength_table.os, "replace", full_disk)
    assert strength.strength_command(args()) == 1
    assert toy_game.read_text() == '{"rows": []}'
    err = capsys.readouterr().err
    assert f"{toy_game}: could not be written: No space left on device" in err
    assert not toy_game.with_name("strength.json.tmp").exists()


def test_a_broken_file_is_named_with_its_problem(tmp_path):
    broken = tmp_path / "strength.json"
    broken.write_text("{not json")
    with pytest.raises(StrengthTableError, match=f"{broken}: it is not JSON"):
        read_table(TOY, broken)
    broken.write_text('{"rows": [{"seats": "hard"}]}')
    with pytest.raises(StrengthTableError, match="expected"):
        read_table(TOY, broken)
    assert read_table(TOY, tmp_path / "none.json") == []


def test_written_and_read_back(tmp_path):
    rows = [row(("expert", "hard"), 140)]
    assert read_table(TOY, write_table(TOY, rows, tmp_path / "s.json")) == rows


def test_a_levels_figure_comes_from_its_strongest_measured_rival():
    rows = [row(("expert", "hard"), 140), row(("expert", "easy"), 199), row(("hard", "easy"), 175),
            row(("hard", "random"), 200), row(("medium", "easy"), 150, finished=20),
            row(("hard", "easy", "easy", "easy"), 150)]
    assert level_figure(rows, "expert") == "beats Hard 7 games in 10"
    assert level_figure(rows, "hard") == "beats Easy 9 games in 10"
    assert level_figure(rows, "medium") is None, "20 games are too few to say"
    assert level_figure(rows, "easy") is None
    assert level_figure([row(("hard", "random"), 200)], "hard") == "beats Random every game"
    assert level_figure([row(("hard", "easy"), 197)], "hard") == "beats Easy nearly every game"


def test_the_figure_follows_the_variants_chosen():
    rows = [row(("hard", "easy"), 150), row(("hard", "easy"), 190, variants=("escalation",))]
    assert level_figure(rows, "hard") == "beats Easy 8 games in 10"
    assert level_figure(rows, "hard", ["escalation"]) == "beats Easy nearly every game"
    assert level_figure(rows, "hard", ["learning"]) == "beats Easy 8 games in 10", "else the plain game's"


def test_each_game_keeps_its_file_in_its_own_package():
    assert table_path("kardashev_scale") == registry._REPO_ROOT / "game" / "kardashev_scale" / "strength.json"


def test_one_level_is_measured_again_and_the_other_rows_stay(toy_game, capsys):
    """--level: only the rows that level plays first are played; the file keeps every other row,
    and the game's rows stay in its order."""
    kept = row(["easy", "random"], 120)
    write_table(TOY, [row(["hard", "easy"], 1, finished=2), kept])
    assert strength.strength_command(args(level="hard")) == 0
    rows = read_table(TOY)
    assert [r["matchup"] for r in rows] == ["hard vs random", "hard vs easy", "easy vs random"]
    assert rows[1]["games"] == 6 and rows[2] == kept
    assert strength.strength_command(args(level="expert")) == 2
    assert "no strength row has 'expert' in its first seat" in capsys.readouterr().err
    assert read_table(TOY) == rows


def test_one_table_size_is_measured_and_the_other_rows_stay(toy_game, monkeypatch, capsys):
    """--table-size: only the rows of that many players are played (so a four-player row can be
    measured first); the file keeps every other row."""
    import dataclasses

    from game.core.registry import Matchup

    plain = strength.get_game
    three = Matchup("ai:hard,ai:easy,ai:easy", 40)
    monkeypatch.setattr(strength, "get_game", lambda game_id: dataclasses.replace(
        plain(game_id), strength=plain(game_id).strength + (three,)))
    kept = row(["hard", "random"], 150)
    write_table(TOY, [kept])
    assert strength.strength_command(args(table_size=3, games=2, resume=True)) == 0
    rows = read_table(TOY)
    assert [(r["matchup"], r["games"]) for r in rows] == [("hard vs random", 200), ("hard vs 2 easy", 2)]
    assert rows[0] == kept
    assert strength.strength_command(args(table_size=2, games=2)) == 0
    assert [(r["matchup"], r["games"]) for r in read_table(TOY)] == [
        ("hard vs random", 2), ("hard vs easy", 2), ("hard vs 2 easy", 2)]
    assert strength.strength_command(args(table_size=5)) == 2
    assert "no strength row is for 5 players" in capsys.readouterr().err
    assert strength.strength_command(args(level="hard", table_size=4)) == 2
    assert "no strength row of 'hard' is for 4 players" in capsys.readouterr().err


def test_a_resumed_run_adds_the_next_seeds_games_as_one_longer_run_would(toy_game):
    """--resume: a row is brought to --games games by playing only the seeds after those it counts;
    two short runs leave the same figures as one run of their length, with the code they ran."""
    assert strength.strength_command(args(games=6)) == 0
    whole = read_table(TOY)
    toy_game.unlink()
    assert strength.strength_command(args(games=2, resume=True)) == 0
    assert [r["games"] for r in read_table(TOY)] == [2, 2]
    assert strength.strength_command(args(games=6, resume=True)) == 0
    resumed = read_table(TOY)
    counts = ("matchup", "games", "finished", "wins", "ties", "first_seed", "code")
    assert [{k: r[k] for k in counts} for r in resumed] == [{k: r[k] for k in counts} for r in whole]
    assert resumed[0]["code"] == strength_table.code_fingerprint(TOY) and resumed[0]["first_seed"] == 1000


def test_a_row_measured_with_other_code_or_seeds_starts_again_and_says_why(toy_game, capsys):
    assert strength.strength_command(args(games=4)) == 0
    fresh = read_table(TOY)
    write_table(TOY, [{**fresh[0], "wins": 0, "code": "0123456789ab"},
                      {**fresh[1], "wins": 0, "first_seed": 7}])
    capsys.readouterr()
    assert strength.strength_command(args(games=4, resume=True)) == 0
    assert [(r["games"], r["wins"]) for r in read_table(TOY)] == [(r["games"], r["wins"]) for r in fresh]
    said = capsys.readouterr().err
    now = strength_table.code_fingerprint(TOY)
    assert f"the code that plays the game changed since its 4 games (then 0123456789ab, now {now})" in said
    assert "its 4 games began at seed 7, this run at seed 1000" in said


def test_a_row_from_before_rows_kept_code_and_seeds_is_said_to_start_again():
    old = {"matchup": "hard vs easy", "games": 10, "finished": 10, "wins": 8}
    assert strength_table.continued(old, "abc", 1000) is None
    assert strength_table.restart_reason(old, "abc", 1000) == (
        "its 10 games were measured before rows kept their code and first seed")
    kept = {**old, "code": "abc", "first_seed": 1000}
    assert strength_table.continued(kept, "abc", 1000) is kept
    assert "1 that did not finish" in strength_table.restart_reason({**kept, "finished": 9}, "abc", 1000)


def test_the_fingerprint_follows_the_core_modules_a_game_imports_and_nothing_else(tmp_path):
    """Imports are followed through game.core, inside functions and relative ones too; a core module
    no played file imports, and a game's scenes, are not part of what the game plays."""
    files = {"game/core/engine.py": "from .rng import Rng\n", "game/core/rng.py": "",
             "game/core/search.py": "def later():\n    from game.core import playout\n",
             "game/core/playout.py": "", "game/core/saves.py": "from . import engine\n",
             "game/toy/rules.py": "from ..core.engine import X\nfrom game.core.search import later\n",
             "game/toy/scenes/table.py": "from game.core import saves\n"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    found = strength_table._core_imports([tmp_path / "game/toy/rules.py"], tmp_path)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in found) == [
        "game/core/engine.py", "game/core/playout.py", "game/core/rng.py", "game/core/search.py"]
    played = {path.relative_to(registry._REPO_ROOT).as_posix() for path in strength_table.played_files("kardashev_scale")}
    assert {"game/kardashev_scale/rules/bots_expert.py", "game/core/search.py", "game/core/playout.py",
            "game/simulate.py", "content/kardashev_scale/cards.yaml"} <= played
    assert not {"game/core/saves.py", "game/core/strength_table.py", "game/kardashev_scale/bench.py"} & played
    assert not any("/scenes/" in path for path in played)


def test_a_stopped_resumed_run_keeps_the_games_it_finished(toy_game, monkeypatch):
    """The file is written as games end: a run stopped after three games has counted them."""
    monkeypatch.setattr(strength, "SAVE_EVERY", 0.0)
    real = strength.played_games

    def stopped_after_three(*a, **k):
        for n, game in enumerate(real(*a, **k)):
            if n == 3:
                raise KeyboardInterrupt
            yield game

    monkeypatch.setattr(strength, "played_games", stopped_after_three)
    with pytest.raises(KeyboardInterrupt):
        strength.strength_command(args(games=6, resume=True))
    assert [(r["matchup"], r["games"]) for r in read_table(TOY)] == [("hard vs random", 3)]
    monkeypatch.setattr(strength, "played_games", real)
    assert strength.strength_command(args(games=6, resume=True)) == 0
    assert [r["games"] for r in read_table(TOY)] == [6, 6]


def test_a_failed_game_ends_its_row_and_the_games_before_it_stay(toy_game, monkeypatch, capsys):
    real = strength.played_games

    def fails_at_the_third(*a, **k):
        for n, game in enumerate(real(*a, **k)):
            if n == 2:
                game.error = "Traceback: the third game broke"
            yield game

    monkeypatch.setattr(strength, "played_games", fails_at_the_third)
    assert strength.strength_command(args(games=6, resume=True)) == 1
    assert [r["games"] for r in read_table(TOY)] == [2, 2]
    assert "ERROR in game with seed 1002:\nTraceback: the third game broke" in capsys.readouterr().err


def test_resume_adds_only_to_the_built_in_contents_figures(toy_game, capsys):
    assert strength.strength_command(args(resume=True, content=str(toygame.CONTENT_ROOT))) == 2
    assert "--resume adds to the figures of the built-in content only" in capsys.readouterr().err
    assert not toy_game.exists()
