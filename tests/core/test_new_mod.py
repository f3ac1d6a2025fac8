"""`--new-mod NAME [--game GAME]`: the mod it writes loads as written, changes one item and adds
one, passes `--check-content`, and its files validate against `--schema`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from game.core.content.json_schema import game_schemas
from game.core.content.service import load_game_content
from game.core.registry import get_game
from game.workshop.new_mod import NewModError, write_new_mod

from .test_json_schema import as_an_editor_reads

ROOT = Path(__file__).resolve().parents[2]


def loaded(game_id, folder, mods=()):
    result = load_game_content(game_id, None, list(mods), folder)
    assert result.ok, result.errors
    return result.content


@pytest.mark.parametrize("game_id, section, changed, added", [
    ("kardashev_scale", "cards", "space_elevator", "mine_exchange"),
    ("eminent_domain", "technologies", "improved_survey_st", "mine_deep_scan"),
    ("ascending_empires", "technologies", "purple_1", None),
    ("ascending_empires", "variants", None, "mine_short"),
])
def test_the_new_mod_changes_one_item_and_adds_one(tmp_path, game_id, section, changed, added):
    folder = write_new_mod(tmp_path / "mods", "mine", game_id)
    assert folder == tmp_path / "mods" / "mine" and (folder / "mod.yaml").is_file()
    plain = {item.id: item for item in getattr(loaded(game_id, None), section)}
    modded = loaded(game_id, tmp_path / "mods")
    assert modded.mods == ("mine",)
    items = {item.id: item for item in getattr(modded, section)}
    if changed:
        assert items[changed] != plain[changed]
    if added:
        assert added in items and added not in plain


@pytest.mark.parametrize("game_id", ["kardashev_scale", "eminent_domain", "ascending_empires"])
def test_the_new_mods_files_validate_against_the_schema(tmp_path, game_id):
    folder = write_new_mod(tmp_path, "mine", game_id)
    schemas = game_schemas(get_game(game_id).content_spec)
    for path in [folder / "mod.yaml", *sorted((folder / game_id).glob("*.yaml"))]:
        schema = schemas.get(path.name, schemas["mod.yaml"])
        errors = list(jsonschema.Draft202012Validator(schema).iter_errors(as_an_editor_reads(path)))
        assert errors == [], (path.name, [e.message for e in errors])


def test_a_bad_name_an_unknown_game_or_a_taken_folder_is_refused(tmp_path):
    with pytest.raises(NewModError) as bad:
        write_new_mod(tmp_path, "My Mod")
    assert bad.value.usage and "cannot be a mod id" in str(bad.value)
    with pytest.raises(NewModError) as game:
        write_new_mod(tmp_path, "ok", "kardashev")
    assert game.value.usage and "choose one of kardashev_scale" in str(game.value)
    write_new_mod(tmp_path, "ok")
    with pytest.raises(NewModError) as taken:
        write_new_mod(tmp_path, "ok")
    assert not taken.value.usage and "already exists" in str(taken.value)


def test_new_mod_on_the_command_line_passes_check_content(tmp_path):
    env = {"ORRERY_HOME": str(tmp_path), "ORRERY_NO_VENV": "1", "PATH": "/usr/bin:/bin"}

    def run(*args):
        return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                              env=env, timeout=180)

    made = run("--new-mod", "starter")
    assert made.returncode == 0 and (tmp_path / "mods" / "starter" / "kardashev_scale" / "cards.yaml").is_file()
    assert run("--new-mod", "rules_too", "--game", "eminent_domain").returncode == 0
    schema_folder = tmp_path / "mods" / "starter" / "schema"  # a mod's schema folder is not content
    assert run("--schema", "kardashev_scale", "--schema-dir", str(schema_folder)).returncode == 0
    check = run("--check-content")
    assert check.returncode == 0 and check.stdout == "", check.stdout
    assert "mods used: rules_too 0.1, starter 0.1" in check.stderr
    again = run("--new-mod", "starter")
    assert again.returncode == 1 and len(again.stderr.splitlines()) == 1
    assert run("--new-mod", "Bad Name").returncode == 2
