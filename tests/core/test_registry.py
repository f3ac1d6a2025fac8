"""Each registered game is declared in one place (its package) and declares everything it plugs
in; its package module is light enough for the title to show it while its rules load."""

from __future__ import annotations

import importlib
import inspect
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import registry
from game.core.bots import make_bot
from game.core.config import parse_players

ROOT = Path(__file__).resolve().parents[2]


def _resolve(name: str):
    module, _, function = name.partition(":")
    return getattr(importlib.import_module(module), function)


def declaration_problems(game_id: str) -> list[str]:
    """What is wrong with how a registered game declares itself (empty when all is well)."""
    try:
        definition = registry.get_game(game_id)
    except registry.GameImportError as failure:
        return [str(failure)]
    problems = []
    if definition.id != game_id or registry.about(game_id) != definition.about:
        problems.append(f"{game_id}: GAME.about is not the package's ABOUT")
    for level, factory in definition.bots.items():
        needed = [name for name, parameter in inspect.signature(factory).parameters.items()
                  if parameter.default is inspect.Parameter.empty
                  and parameter.kind not in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD)]
        if needed:  # tuning knobs with defaults are fine: the registry calls it with none
            problems.append(f"{game_id}: the {level!r} bot factory takes arguments; it is called with none")
        elif make_bot(definition, level).level != level:
            problems.append(f"{game_id}: the {level!r} bot says it is another level")
    for name in filter(None, (definition.about.emblem, definition.table_scene, *definition.bench)):
        try:
            if not callable(_resolve(name)):
                problems.append(f"{game_id}: {name} is not callable")
        except (ImportError, AttributeError, ValueError) as error:
            problems.append(f"{game_id}: {name!r} cannot be found ({error})")
    if definition.rules_help and not (ROOT / definition.rules_help).is_file():
        problems.append(f"{game_id}: no rules help at {definition.rules_help}")
    for matchup in definition.strength:
        levels = {seat.level for seat in parse_players(matchup.players)}
        if not levels <= {"random", *definition.bots}:
            problems.append(f"{game_id}: the strength row {matchup.players!r} seats a level the game has no bot for")
    return problems


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_registered_game_imports_and_declares_what_it_plugs_in(game_id):
    assert declaration_problems(game_id) == []
    definition = registry.get_game(game_id)
    assert definition.about.emblem and definition.table_scene and definition.rules_help
    assert definition.strength and definition.bench


def test_a_bot_factory_that_wants_a_seed_is_reported(monkeypatch):
    from dataclasses import replace

    from tests.core import toygame

    def wants_seed(seed):
        return toygame.HighestCardBot("easy")

    monkeypatch.setattr(toygame, "GAME", replace(toygame.GAME, bots={**toygame.GAME.bots, "easy": wants_seed}))
    monkeypatch.setitem(registry.GAME_MODULES, "toy_duel", "tests.core.toygame")
    monkeypatch.delitem(registry._loaded, "toy_duel", raising=False)
    assert declaration_problems("toy_duel") == ["toy_duel: the 'easy' bot factory takes arguments; it is called with none"]


LIGHT_IMPORT = """
import json, sys
before = set(sys.modules)
import importlib
module = importlib.import_module(sys.argv[1])
new = sorted(m for m in set(sys.modules) - before if m.split('.')[0] not in sys.stdlib_module_names)
print(json.dumps({"new": new, "title": module.ABOUT.title}))
"""


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_game_package_module_is_light(game_id):
    """Importing the package (what the title does for ABOUT) loads nothing of the rules."""
    out = subprocess.run([sys.executable, "-c", LIGHT_IMPORT, registry.module_of(game_id)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    found = json.loads(out.stdout)
    package = registry.module_of(game_id)
    assert set(found["new"]) <= {"game", "game.core", "game.core.registry", package}, found["new"]
    assert found["title"] == registry.get_game(game_id).title


TITLE_WHILE_LOADING = """
import json, sys
from game.ui.catalogue import Catalogue
catalogue = Catalogue(autostart=False)
print(json.dumps({"entries": [[e.id, e.status, e.title, e.pitch, e.min_players, e.max_players]
                              for e in catalogue.entries],
                  "definitions": sorted(m for m in sys.modules if m.endswith(".definition"))}))
"""


def test_the_title_shows_each_game_before_its_rules_are_imported():
    out = subprocess.run([sys.executable, "-c", TITLE_WHILE_LOADING], cwd=ROOT, capture_output=True, text=True,
                         timeout=60, env={**__import__("os").environ, "SDL_VIDEODRIVER": "dummy"})
    assert out.returncode == 0, out.stderr
    found = json.loads(out.stdout)
    assert found["definitions"] == []
    expected = []
    for game_id in registry.game_ids():
        d = registry.get_game(game_id)
        expected.append([game_id, "loading", d.title, d.pitch, d.min_players, d.max_players])
    assert found["entries"] == expected
