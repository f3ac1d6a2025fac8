"""A fourth game is one package, one content folder and one registry line: High Card Duel
(tests/core/toygame.py, content in tests/core/content_fixtures/toy_duel/), registered here only,
goes through --check-content, the conformance checks, --strength, --bench and the title screen
with no shared file knowing of it."""

from __future__ import annotations

import shutil

import pytest

from game import bench, content_commands, strength
from game.core import registry
from game.core.content.loader import BUILTIN_CONTENT
from game.ui import emblems
from game.ui.catalogue import LOADING, READY, Catalogue
from tests.conformance import checks
from tests.core import toygame

TOY = "toy_duel"


@pytest.fixture
def fourth_game(monkeypatch):
    """The one registry line, for this test only."""
    monkeypatch.setitem(registry.GAME_MODULES, TOY, "tests.core.toygame")
    monkeypatch.delitem(registry._loaded, TOY, raising=False)
    emblems.emblem.cache_clear()
    yield
    emblems.emblem.cache_clear()


@pytest.fixture(scope="module")
def content_root(tmp_path_factory):
    """A content folder holding the built-in games' content and the fourth game's."""
    root = tmp_path_factory.mktemp("content")
    for game_id in registry.game_ids():
        shutil.copytree(BUILTIN_CONTENT / game_id, root / game_id)
    shutil.copytree(toygame.CONTENT_ROOT / TOY, root / TOY)
    return root


def test_check_content_checks_the_fourth_game(fourth_game, content_root, capsys):
    assert content_commands.check_content(str(content_root), []) == 0
    err = capsys.readouterr().err.splitlines()
    assert f"{TOY}: OK" in err
    assert err[-1] == f"content OK: {', '.join(registry.game_ids())}" and err[-1].endswith(TOY)


def test_check_content_reports_the_fourth_games_own_errors(fourth_game, tmp_path):
    (tmp_path / TOY).mkdir()
    (tmp_path / TOY / "rules.yaml").write_text("rules:\n  highest_card: 9\n  copies: 2\n  hand_size: 9\n")
    result = content_commands._load(TOY, str(tmp_path), [], 30.0)
    assert [str(e) for e in result.errors] == [
        f"{tmp_path / TOY / 'rules.yaml'}:4:14: rules.hand_size: expected a whole number from 1 to 5, got 9"]


def test_its_content_folder_builds_the_content_its_tests_use(fourth_game):
    result = content_commands._load(TOY, str(toygame.CONTENT_ROOT), [], 30.0)
    assert result.ok, result.errors
    assert result.content.rules == toygame.CONTENT.rules


def test_the_conformance_checks_run_on_the_fourth_game(fourth_game):
    assert checks.table_sizes(TOY) == [2, 4]
    checks.run_all(TOY, toygame.CONTENT_ROOT)


def test_strength_lists_and_measures_the_fourth_games_rows(fourth_game):
    assert strength.matchups(TOY) == toygame.GAME.strength
    rows = strength.strength_rows(TOY, games=4, jobs=1, content_dir=str(toygame.CONTENT_ROOT))
    assert [(r["matchup"], r["games"], r["errors"]) for r in rows] == [("hard vs random", 4, 0), ("hard vs easy", 4, 0)]


def test_bench_lists_the_fourth_games_rows(fourth_game):
    assert bench.bench_functions(TOY) == [toygame.bench_rows]
    rows = bench.game_rows([TOY])
    assert [r["name"] for r in rows] == [f"{TOY}: random full games per second, 2 players"]
    assert rows[0]["value"] > 0


def test_the_title_catalogue_shows_the_fourth_game(fourth_game, content_root):
    catalogue = Catalogue(content_root, background=False, autostart=False)
    toy = catalogue.entry(TOY)
    assert [e.id for e in catalogue.entries] == registry.game_ids()
    assert (toy.status, toy.title, toy.pitch, toy.player_range) == (LOADING, "High Card Duel", toygame.ABOUT.pitch,
                                                                    "2-4 players")
    assert emblems.painter(TOY) is toygame.paint_emblem
    surface = emblems.emblem(TOY, 64)
    assert surface.get_bounding_rect().width > 20  # something was painted
    catalogue.start()
    assert catalogue.entry(TOY).status == READY, catalogue.entry(TOY).errors
    assert catalogue.entry(TOY).definition is toygame.GAME
