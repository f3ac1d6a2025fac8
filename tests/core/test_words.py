"""Counted words: one rule for what every game says ("1 card", "3 cards"), and no text that
leaves the count to the reader ("planet(s)")."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from game.core.words import counted, up_to

GAME = Path(__file__).resolve().parents[2] / "game"
HEDGED_PLURAL = re.compile(r"[a-z]\((s|es)\)")  # "planet(s)", "box(es)"


def test_one_is_singular_and_every_other_count_plural():
    assert counted(1, "card") == "1 card"
    assert counted(0, "card") == "0 cards"
    assert counted(3, "more card") == "3 more cards"
    assert counted(2, "technology", "technologies") == "2 technologies"
    assert counted(1, "technology", "technologies") == "1 technology"


def test_no_text_in_the_games_hedges_its_plural():
    hedged = []
    for path in sorted(GAME.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and HEDGED_PLURAL.search(node.value):
                hedged.append(f"{path.relative_to(GAME.parent)}:{node.lineno}: {node.value.strip()[:60]}")
    assert not hedged, "count these with game.core.words.counted:\n" + "\n".join(hedged)


def test_a_limit_that_stands_for_none_reads_as_any_number():
    assert up_to(2, "card") == "up to 2 cards"
    assert up_to(1, "card") == "up to 1 card"
    assert up_to(99, "card") == "any number of cards"  # the cards' "as many as you like"
