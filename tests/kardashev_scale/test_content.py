"""Kardashev Scale's content: an empty file the game needs is named, numbers stay in range."""

import shutil

import pytest

from game.core.content.loader import BUILTIN_CONTENT, load_content
from game.kardashev_scale import GAME


def _copy(tmp_path):
    root = tmp_path / "content"
    shutil.copytree(BUILTIN_CONTENT / "kardashev_scale", root / "kardashev_scale")
    return root, root / "kardashev_scale"


@pytest.mark.parametrize("text", ["", "# cards will come here\n"])
def test_an_empty_file_the_game_needs_is_named_as_empty(tmp_path, text):
    root, folder = _copy(tmp_path)
    (folder / "cards.yaml").write_text(text)
    errors = [str(e) for e in load_content(GAME.content_spec, root).errors]
    assert errors == [f"{folder / 'cards.yaml'}:1:1: the file is empty, and the game needs section 'cards', "
                      "which no other file gives"]


def test_a_missing_section_without_an_empty_file_names_the_section(tmp_path):
    root, folder = _copy(tmp_path)
    (folder / "cards.yaml").unlink()
    errors = [str(e) for e in load_content(GAME.content_spec, root).errors]
    assert errors == [f"{folder}:1:1: cards: missing required section 'cards'"]


def test_an_empty_extra_file_is_harmless(tmp_path):
    root, folder = _copy(tmp_path)
    (folder / "notes.yaml").write_text("# ideas for later\n")
    assert load_content(GAME.content_spec, root).ok


@pytest.mark.parametrize("old, new, message", [
    ("end_vp:", "end_vp: .nan #", "expected a whole number from 1 to 999, got nan"),
    ("token_limit:", "token_limit: 100000 #", "expected a whole number from 1 to 99, got 100000"),
])
def test_constants_out_of_range_are_refused(tmp_path, old, new, message):
    root, folder = _copy(tmp_path)
    path = folder / "rules.yaml"
    assert old in path.read_text()
    path.write_text(path.read_text().replace(old, new, 1))
    errors = [str(e) for e in load_content(GAME.content_spec, root).errors]
    assert any(message in e for e in errors), errors
