"""Ascending Empires' `--bench` rules rows: random full games per second and bot decision times.
(Flick physics rows come from physics/bench.py, the board's frame time from scenes/bench.py.)"""

from __future__ import annotations


def bench_rows() -> list[dict]:
    from game.bench import rules_rows

    return rules_rows("ascending_empires", {2: "", 4: ""},
                      {"easy": ("", ""), "medium": ("", ""), "hard": ("<= 1000", "<= 2500")}, decision_games=1)
