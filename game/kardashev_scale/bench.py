"""Kardashev Scale's `--bench` rows: random full games per second and bot decision times.
(The table scene's frame time comes from scenes/bench.py.)"""

from __future__ import annotations


def bench_rows() -> list[dict]:
    from game.bench import rules_rows

    return (rules_rows("kardashev_scale", {2: "", 4: ">= 200"},
                       {"easy": ("<= 50", ""), "medium": ("", ""), "hard": ("<= 1000", "<= 2500")}, decision_games=4)
            # the expert thinks about a second a decision: one game of its decisions is enough
            + rules_rows("kardashev_scale", {}, {"expert": ("<= 1000", "<= 2500")}, decision_games=1))
