"""`--schema GAME`: JSON Schemas made from the loader's own schema. Every built-in file validates
against its schema (as an editor reads YAML: keys are text), and the mistakes the loader refuses
are refused by the schema too."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
import yaml

from game.core.content.json_schema import game_schemas
from game.core.content.loader import BUILTIN_CONTENT
from game.core.registry import game_ids, get_game

ROOT = Path(__file__).resolve().parents[2]


def as_an_editor_reads(path_or_text) -> object:
    text = path_or_text.read_text() if isinstance(path_or_text, Path) else path_or_text
    return json.loads(json.dumps(yaml.safe_load(text)))


def validator(game_id: str, file_name: str):
    schema = game_schemas(get_game(game_id).content_spec)[file_name]
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_built_in_file_validates_against_its_schema(game_id):
    schemas = game_schemas(get_game(game_id).content_spec)
    files = sorted((BUILTIN_CONTENT / game_id).glob("*.yaml"))
    assert sorted(schemas) == sorted([p.name for p in files] + ["mod.yaml"])
    for path in files:
        schema = schemas[path.name]
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        jsonschema.Draft202012Validator.check_schema(schema)
        problems = [e.message for e in jsonschema.Draft202012Validator(schema).iter_errors(as_an_editor_reads(path))]
        assert problems == [], (path.name, problems[:3])


@pytest.mark.parametrize("text", [
    "cards:\n  - {id: a, name: A, tier: planetary, aspect: culture, vp: three, cost: {}}\n",
    "cards:\n  - {id: a, name: A, tier: stelar, aspect: culture, vp: 1, cost: {}}\n",
    "cards:\n  - {id: a, name: A, tier: planetary, aspect: culture, vp: 1, cots: {}}\n",
    "cards:\n  - {id: a, name: A, tier: planetary, aspect: culture, vp: 1, cost: {},"
    " abilities: [{when: every_round, do: gain_chosen_tokens}]}\n",
    "cards:\n  - {id: a, name: A, tier: planetary, aspect: culture, vp: 1, cost: {},"
    " abilities: [{when: on_buy, do: {gain_token: {token: trade}}}]}\n",
    "cards:\n  - {id: a, name: A, tier: planetary, aspect: culture, vp: 1, cost: {},"
    " abilities: [{when: on_buy, do: {gain_tokens: {token: trade, amout: 2}}}]}\n",
    "cards:\n  - {id: a, replace: true, name: A}\n",
    "card:\n  - {id: a}\n",
    "constants: {token_limit: 10}\n",
])
def test_what_the_loader_refuses_the_schema_refuses(text):
    assert list(validator("kardashev_scale", "cards.yaml").iter_errors(as_an_editor_reads(text)))


@pytest.mark.parametrize("text", [
    "cards:\n  - {id: space_elevator, remove: true}\n",
    "constants: {replace: true, token_limit: 12}\n",
    "cards:\n  - {id: a, name: A, tier: planetary, aspect: culture, vp: 1, cost: {trade: 1},"
    " abilities: [{when: on_buy, do: gain_chosen_tokens}, {when: game_end, do: {vp_per_aspect: {aspect: culture,"
    " points: 2}}}]}\n",
])
def test_what_a_mod_may_write_the_schema_accepts(text):
    assert list(validator("kardashev_scale", "cards.yaml").iter_errors(as_an_editor_reads(text))) == []


def test_mod_yaml_has_a_schema_and_ascending_empires_colours_keep_their_pattern():
    mod = validator("kardashev_scale", "mod.yaml")
    assert list(mod.iter_errors({"id": "x", "version": 1.0})) == []
    assert list(mod.iter_errors({"id": "x", "version": "1", "enabled": False}))
    colours = validator("ascending_empires", "colours.yaml")
    assert list(colours.iter_errors(as_an_editor_reads("colours:\n  - {id: red, name: Red, hex: 'red'}\n")))


def test_the_command_prints_one_object_keyed_by_file_and_writes_files(tmp_path):
    env = {"ORRERY_NO_VENV": "1", "ORRERY_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--schema", "eminent_domain"], capture_output=True,
                         text=True, env=env, timeout=120)
    assert out.returncode == 0
    assert "planets.yaml" in json.loads(out.stdout)
    written = subprocess.run([sys.executable, str(ROOT / "main.py"), "--schema", "eminent_domain", "--schema-dir",
                              str(tmp_path / "schema")], capture_output=True, text=True, env=env, timeout=120)
    assert written.returncode == 0 and (tmp_path / "schema" / "planets.schema.json").is_file()
    wrong = subprocess.run([sys.executable, str(ROOT / "main.py"), "--schema", "eminent"], capture_output=True,
                           text=True, env=env, timeout=120)
    assert wrong.returncode == 2 and len(wrong.stderr.splitlines()) == 1
