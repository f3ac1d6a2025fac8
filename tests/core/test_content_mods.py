"""Mods: only regular files inside the mod's folder are read, a misspelt game folder is warned
about, and a broken mod.yaml is listed once and blocks only the games that mod changes."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from game import content_commands
from game.core.content.service import find_mods, load_game_content


def make_mod(root: Path, mod_yaml: str = "id: test_mod\nversion: '1'\n", **files: str) -> Path:
    """A mod folder; `files` maps 'game__file' (for game/file.yaml) to its text."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "mod.yaml").write_text(mod_yaml)
    for name, text in files.items():
        path = root / (name.replace("__", "/") + ".yaml")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def load(game_id: str, *mods: Path):
    """load_game_content on another thread, so a read that blocks fails the test instead of hanging it."""
    answer = {}
    worker = threading.Thread(target=lambda: answer.update(result=load_game_content(game_id, None, list(mods), None)),
                              daemon=True)
    worker.start()
    worker.join(60)
    assert not worker.is_alive(), "loading blocked"
    return answer["result"]


def errors_of(result) -> list[str]:
    return [str(e) for e in result.errors]


def test_a_named_pipe_in_a_mod_is_refused_by_name_and_never_blocks(tmp_path):
    mod = make_mod(tmp_path / "pipes")
    (mod / "kardashev_scale").mkdir()
    os.mkfifo(mod / "kardashev_scale" / "cards.yaml")
    assert errors_of(load("kardashev_scale", mod)) == [
        f"{mod}/kardashev_scale/cards.yaml:1:1: this file is refused: it is a named pipe, not a regular file"]


def test_links_in_a_mod_must_stay_inside_its_folder(tmp_path):
    mod = make_mod(tmp_path / "links")
    (mod / "kardashev_scale").mkdir()
    (tmp_path / "elsewhere.yaml").write_text("cards: []\n")
    (mod / "kardashev_scale" / "away.yaml").symlink_to(tmp_path / "elsewhere.yaml")
    (mod / "kardashev_scale" / "loop.yaml").symlink_to(mod / "kardashev_scale" / "loop.yaml")
    (mod / "kardashev_scale" / ".#cards.yaml").symlink_to("root@host.1234")  # an editor's lock: skipped
    messages = errors_of(load("kardashev_scale", mod))
    assert messages == [
        f"{mod}/kardashev_scale/away.yaml:1:1: this file is refused: it is a link to {tmp_path}/elsewhere.yaml, "
        f"outside its folder {mod}",
        f"{mod}/kardashev_scale/loop.yaml:1:1: this file is refused: it is a symbolic link that loops back on itself"]


def test_a_game_folder_linked_out_of_the_mod_is_refused(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "cards.yaml").write_text("cards: []\n")
    mod = make_mod(tmp_path / "linked")
    (mod / "kardashev_scale").symlink_to(outside)
    assert "outside its folder" in errors_of(load("kardashev_scale", mod))[0]


def test_a_file_over_the_cap_is_refused_with_its_size(tmp_path):
    mod = make_mod(tmp_path / "big", kardashev_scale__cards="cards: []\n" + "# filler\n" * 300_000)
    assert errors_of(load("kardashev_scale", mod)) == [
        f"{mod}/kardashev_scale/cards.yaml:1:1: this file is refused: it is 2.6 MB; a content file may be at most 2 MB"]


def test_a_folder_that_is_not_a_game_gets_a_did_you_mean_warning(tmp_path):
    mod = make_mod(tmp_path / "typo", kardashev_scal__cards="cards: []\n", cards="cards: []\n")
    scan = find_mods([mod])
    assert scan.problems == []
    assert [str(w) for w in scan.warnings] == [
        f"{mod}/cards.yaml:1:1: warning: files beside mod.yaml are not read; put them in a game's folder",
        f"{mod}/kardashev_scal:1:1: warning: 'kardashev_scal' is not a game, so nothing in it is used; "
        "did you mean 'kardashev_scale'?"]
    assert load("kardashev_scale", mod).ok  # a warning, not an error


def test_a_broken_mod_blocks_only_the_games_it_changes(tmp_path):
    mod = make_mod(tmp_path / "broken", "id: broken\nversion: 1\nversion: 2\n",
                   kardashev_scale__cards="cards: []\n")
    kardashev = load("kardashev_scale", mod)
    assert errors_of(kardashev) == [f"{mod}/mod.yaml:3:1: version: duplicate key 'version' (first given at line 2)"]
    assert load("ascending_empires", mod).ok


def test_check_content_lists_a_mod_yaml_problem_once(tmp_path, capsys):
    mod = make_mod(tmp_path / "broken", "id: [oops\n", kardashev_scale__cards="cards: []\n",
                   eminent_domain__planets="planets: []\n", ascending_empires__colours="colours: []\n")
    assert content_commands.check_content(None, [str(mod)]) == 1
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == 1 and out.startswith(f"{mod}/mod.yaml:2:1: the '[' opened on line 1 is not closed")
    assert "kardashev_scale: 1 problem of its mods (listed once above)" in err.splitlines()
    assert "mods: 1 problem, 0 warnings" in err.splitlines()


def test_check_content_passes_with_only_warnings(tmp_path, capsys):
    mod = make_mod(tmp_path / "typo", kardashev_scal__cards="cards: []\n")
    assert content_commands.check_content(None, [str(mod)]) == 0
    out, err = capsys.readouterr()
    assert "did you mean 'kardashev_scale'?" in out and "content OK" in err


@pytest.mark.parametrize("text, message", [("", "mod.yaml is empty"), ("id: x\n", "missing required key 'version'")])
def test_an_empty_or_incomplete_mod_yaml_is_explained(tmp_path, text, message):
    mod = make_mod(tmp_path / "m", text, kardashev_scale__cards="cards: []\n")
    assert message in errors_of(load("kardashev_scale", mod))[0]
