"""Each game's content loads on its own, in a process of its own, within a time limit: content
that never finishes loading is stopped and reported for its game alone, while the other games
are ready as soon as their own content is."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from game import content_commands
from game.core import registry
from game.core.content.loader import BUILTIN_CONTENT, load_content
from game.core.content.worker import load_isolated
from game.ui import catalogue as catalogue_module
from game.ui.catalogue import BROKEN, LOADING, READY, Catalogue

FIXTURES = Path(__file__).parent / "content_fixtures"
REAL_GAMES = tuple(registry.game_ids())
SLOW = "slow_content"
LIMIT = 5.0  # seconds, for the slow game only


def wait_until(predicate, cap: float = 90.0) -> bool:
    """Poll until `predicate()` holds; the cap only keeps a broken build from hanging the run."""
    end = time.monotonic() + cap
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.02)
    return predicate()


@pytest.fixture
def with_slow_game(monkeypatch, tmp_path):
    """The slow game registered first (so a loader that goes game by game meets it first), and a
    content folder holding the real games' content and the slow game's. Only the slow game gets
    the short time limit, so a busy machine cannot make a real game miss it."""
    def short_limit_for_the_slow_game(game_id, *args, time_limit, **kwargs):
        return load_isolated(game_id, *args, time_limit=LIMIT if game_id == SLOW else time_limit, **kwargs)

    monkeypatch.setattr(catalogue_module, "load_isolated", short_limit_for_the_slow_game)
    monkeypatch.setattr(content_commands, "load_isolated", short_limit_for_the_slow_game)
    monkeypatch.setattr(registry, "GAME_MODULES", {SLOW: "tests.core.slow_content_game", **registry.GAME_MODULES})
    monkeypatch.delitem(registry._loaded, SLOW, raising=False)
    root = tmp_path / "content"
    for game_id in REAL_GAMES:
        shutil.copytree(BUILTIN_CONTENT / game_id, root / game_id)
    shutil.copytree(FIXTURES / SLOW, root / SLOW)
    return root


def test_a_load_over_the_time_limit_is_stopped_and_reported():
    result = load_isolated(SLOW, "tests.core.slow_content_game", FIXTURES, time_limit=1.5)
    assert not result.ok
    assert [str(e) for e in result.errors] == [
        f"tests/core/content_fixtures/{SLOW}:1:1: loading took longer than 1.5 seconds and was stopped "
        "while the content was being checked; a file is probably far too big or too complex"]


def test_content_loaded_in_its_own_process_is_the_same_content():
    from game.kardashev_scale import GAME

    here = load_content(GAME.content_spec)
    there = load_isolated("kardashev_scale", "game.kardashev_scale")
    assert there.ok, there.errors
    assert there.content.identity == here.content.identity
    assert there.content.card("space_elevator") == here.content.card("space_elevator")


def test_a_loader_that_crashes_is_an_error_of_its_game():
    result = load_isolated("kardashev_scale", "tests.core.no_such_game_package")
    assert not result.ok
    assert "the content loader stopped unexpectedly (ModuleNotFoundError" in str(result.errors[0])


def test_the_other_games_are_ready_while_one_game_is_still_loading(with_slow_game):
    catalogue = Catalogue(with_slow_game)
    assert wait_until(lambda: all(catalogue.entry(g).status == READY for g in REAL_GAMES)), \
        {e.id: e.status for e in catalogue.entries}
    assert catalogue.entry(SLOW).status == LOADING
    assert wait_until(lambda: catalogue.entry(SLOW).status == BROKEN)
    assert "loading took longer than 5 seconds and was stopped while the content was being checked" in str(catalogue.entry(SLOW).errors[0])
    assert all(catalogue.entry(g).status == READY for g in REAL_GAMES)


def test_check_content_stops_a_slow_game_and_reports_every_game(with_slow_game, capsys):
    assert content_commands.check_content(str(with_slow_game), []) == 1
    out, err = capsys.readouterr()
    assert out.splitlines() == [f"{with_slow_game / SLOW}:1:1: loading took longer than 5 seconds and was stopped "
                                "while the content was being checked; a file is probably far too big or too complex"]
    assert err.splitlines() == [f"{SLOW}: 1 problem"] + [f"{g}: OK" for g in registry.GAME_MODULES if g != SLOW]


def test_a_loading_process_ends_when_its_app_is_gone(tmp_path):
    """The app quits (here: a stand-in parent that exits at once) while a load is still running."""
    import json
    import subprocess
    import sys

    from game.core.content import worker

    started = subprocess.run([sys.executable, "-c", f"""
import subprocess, sys, json
child = subprocess.Popen([sys.executable, "-c", {worker._START!r}], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
child.stdin.write(json.dumps({{"module": "tests.core.slow_content_game", "game_id": "{SLOW}", "game_ids": [],
    "parent": __import__("os").getpid(), "time_limit": 3600, "content_root": {str(FIXTURES)!r},
    "mod_dirs": [], "user_mods_dir": None}}).encode())
child.stdin.close()
print(child.pid)
"""], capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2], timeout=60)
    pid = int(started.stdout.split()[0])

    def running() -> bool:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                return stat.read().split()[2] != "Z"
        except FileNotFoundError:
            return False

    if not Path("/proc").is_dir():
        pytest.skip("needs /proc to see the process")
    assert wait_until(lambda: not running(), 30)


def big_mod(folder: Path, files: int = 4) -> Path:
    """A mod for the toy game whose files are each just under the size limit and slow to read:
    together they take far longer than the test's time limit."""
    mod = folder / "big_cards"
    (mod / "toy_duel").mkdir(parents=True)
    (mod / "mod.yaml").write_text("id: big_cards\nversion: '1.0'\n")
    entries = "\n".join(f"  - {{id: c{i}, name: card {i}, cost: {{trade: 1}}}}" for i in range(37000))
    for k in range(files):
        (mod / "toy_duel" / f"cards_{k}.yaml").write_text(f"extra_cards_{k}:\n{entries}\n")
    return mod


def test_a_mod_too_large_to_load_in_time_is_named_not_a_built_in_file(tmp_path):
    mod = big_mod(tmp_path)
    result = load_isolated("toy_duel", "tests.core.toygame", FIXTURES, mod_dirs=[mod], game_ids=["toy_duel"],
                           time_limit=4.0)
    assert not result.ok
    [error] = result.errors
    assert str(error.position.file).startswith(str(mod / "toy_duel" / "cards_")), str(error)
    assert error.message == ("loading took longer than 4 seconds and was stopped while this file of the mod big_cards "
                             "was being read; it is probably far too big or too complex")
    assert "content_fixtures/toy_duel" not in str(error)
