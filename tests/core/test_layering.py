"""The layering rules of DESIGN.md, checked on the import graph of game/ (import_graph.py reads
every module with `ast`): game/core never imports a game package when it is imported, nor the
UI, pygame or pymunk; no rules module imports game.ui or a scenes module, directly or through
other modules; rules and physics never reach pygame, and rules never import pymunk themselves
(a bot may call into the physics when it searches a flick); nothing uses module-level `random`."""

from functools import lru_cache
from pathlib import Path

from game.core.registry import GAME_MODULES

from .import_graph import build, layering_problems, random_module_users

ROOT = Path(__file__).resolve().parents[2]


@lru_cache(maxsize=1)
def game_graph():
    return build(ROOT)


def test_the_layers_of_game_hold():
    graph = game_graph()
    assert len(graph.modules) > 100 and "game.kardashev_scale.rules.state" in graph.modules
    assert layering_problems(graph, list(GAME_MODULES.values())) == []


def test_no_module_level_random_anywhere_in_game():
    assert random_module_users(game_graph()) == []


def write(root: Path, modules: dict[str, str]) -> Path:
    for name, text in modules.items():
        path = root / (name.replace(".", "/") + ".py")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


OFFENDERS = {
    "game.__init__": "",
    "game.core.__init__": "",
    "game.core.engine": "import math\n",
    "game.core.registry": "def load():\n    import game.toy  # at play time: allowed\n",
    "game.core.saves": "from .engine import Rule\nfrom game.toy.rules import state\n",
    "game.core.sound": "def play():\n    import pygame\n",
    "game.ui.__init__": "",
    "game.ui.look": "import pygame\n",
    "game.toy.__init__": "",
    "game.toy.scenes.__init__": "",
    "game.toy.scenes.table": "from game.ui import look\n",
    "game.toy.rules.__init__": "",
    "game.toy.rules.state": "from . import text\n",
    "game.toy.rules.text": "def label():\n    from ..scenes import table\n    return table\n",
    "game.toy.rules.bots": "def aim():\n    from ..physics import shots\n    import pymunk\n",
    "game.toy.rules.helpers": "try:\n    from game.toy.physics.shots import fire\nexcept ImportError:\n    pass\n",
    "game.toy.physics.__init__": "",
    "game.toy.physics.shots": "import pymunk\nfrom . import debug\n",
    "game.toy.physics.debug": "import random\ndef draw():\n    import pygame.draw\n",
}


def test_the_checks_catch_every_kind_of_offender(tmp_path):
    graph = build(write(tmp_path, OFFENDERS))
    problems = layering_problems(graph, ["game.toy"])
    assert problems == [
        "game/core imports a game package at import time: game.core.saves:2 -> game.toy",
        "game/core imports the UI: game.core.saves:2 -> game.toy.rules.state:1 -> game.toy.rules.text:2 -> "
        "game.toy.scenes",
        "game/core imports pygame or pymunk: game.core.saves:2 -> game.toy.rules.state:1 -> game.toy.rules.text:2 -> "
        "game.toy.scenes.table:1 -> game.ui.look:1 -> pygame",
        "game/core imports pygame or pymunk: game.core.sound:2 -> pygame",
        "a rules module imports pygame or pymunk at import time: game.toy.rules.helpers:2 -> "
        "game.toy.physics.shots:1 -> pymunk",
        "a rules module imports pymunk: game.toy.rules.bots:3",
        "a rules module imports the UI or a scenes module: game.toy.rules.state:1 -> game.toy.rules.text:2 -> "
        "game.toy.scenes",
        "a rules module imports the UI or a scenes module: game.toy.rules.text:2 -> game.toy.scenes",
        "physics or rules import pygame: game.toy.physics.debug:3 -> pygame",
        "physics or rules import pygame: game.toy.physics.shots:2 -> game.toy.physics.debug:3 -> pygame",
        "physics or rules import pygame: game.toy.rules.bots:2 -> game.toy.physics.shots:2 -> "
        "game.toy.physics.debug:3 -> pygame",
        "physics or rules import pygame: game.toy.rules.helpers:2 -> game.toy.physics.shots:2 -> "
        "game.toy.physics.debug:3 -> pygame",
        "physics or rules import pygame: game.toy.rules.state:1 -> game.toy.rules.text:2 -> game.toy.scenes.table:1 "
        "-> game.ui.look:1 -> pygame",
        "physics or rules import pygame: game.toy.rules.text:2 -> game.toy.scenes.table:1 -> game.ui.look:1 -> pygame",
    ]
    assert random_module_users(graph) == ["game.toy.physics.debug:1"]
    # the allowed import: game/core importing a game package while the app runs
    assert not any("game.core.registry" in p for p in problems)
