"""Eminent Domain's modules import one way: no two of them import each other, directly or through
others, at import time or inside a function (the import graph of tests/core/import_graph.py, read
with `ast`). The rules' layers are listed in game/eminent_domain/rules/README.md. And no code says
who wrote it: names and comments describe the code."""

import re
from pathlib import Path

from tests.core.import_graph import build, import_cycles

ROOT = Path(__file__).resolve().parents[2]


def test_no_eminent_domain_module_imports_itself_back():
    graph = build(ROOT)
    assert "game.eminent_domain.rules.flow" in graph.modules and "game.eminent_domain.vocabulary" in graph.modules
    assert import_cycles(graph, "game.eminent_domain") == []


def test_the_cycle_check_finds_cycles_through_functions_and_packages(tmp_path):
    modules = {
        "game/__init__": "",
        "game/toy/__init__": "",
        "game/toy/rules/__init__": "",
        "game/toy/rules/turn": "from . import steps\n",
        "game/toy/rules/steps": "def go():\n    from .turn import start\n",  # a cycle through a function
        "game/toy/rules/cards": "from . import cards_more\n",
        "game/toy/rules/cards_more": "from .words import say\n",
        "game/toy/rules/words": "import game.toy.rules.cards\n",  # three modules in a ring
        "game/toy/rules/state": "from . import turn, words\nfrom game.toy import rules\n",  # imports into rings only
        "game/toy/vocabulary": "from .rules import state\n",
    }
    for name, text in modules.items():
        path = tmp_path / f"{name}.py"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    graph = build(tmp_path)
    assert import_cycles(graph, "game.toy") == [
        ["game.toy.rules.cards", "game.toy.rules.cards_more", "game.toy.rules.words"],
        ["game.toy.rules.steps", "game.toy.rules.turn"],
    ]
    assert import_cycles(graph, "game.toy.rules.turn") == []  # only modules under the prefix count


AUTHOR_LABEL = re.compile(r"\bhelper [A-Z]\b|\bhelper [A-Z]'s\b|\b(agent|session) [A-Z]\b|'s part\b")


def test_no_eminent_domain_code_is_labelled_by_who_wrote_it():
    package, tests = ROOT / "game" / "eminent_domain", ROOT / "tests" / "eminent_domain"
    paths = sorted(package.rglob("*.py")) + sorted(package.rglob("*.md")) + sorted(tests.rglob("*.py"))
    found = [f"{path.relative_to(ROOT)}:{i}" for path in paths
             for i, line in enumerate(path.read_text().splitlines(), 1)
             if AUTHOR_LABEL.search(line) and "AUTHOR_LABEL" not in line]
    assert len(paths) > 60 and found == []
