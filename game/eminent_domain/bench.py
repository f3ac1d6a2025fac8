"""Eminent Domain's `--bench` rows: random full games per second and bot decision times.
(The table scene's frame time comes from scenes/bench.py.)"""

from __future__ import annotations


def bench_rows() -> list[dict]:
    from game.bench import rules_rows

    return (rules_rows("eminent_domain", {2: "", 4: ">= 20"},
                       {"easy": ("", ""), "medium": ("", ""), "hard": ("<= 1000", "<= 2500")})
            # the expert thinks up to a second a decision: one game of its decisions is enough
            + rules_rows("eminent_domain", {}, {"expert": ("<= 1000", "<= 2500")}, decision_games=1)
            + rules_rows("eminent_domain", {2: "", 4: ">= 20", 5: ""}, {"hard": ("<= 1000", "<= 2500")},
                         variants=("escalation",)))
