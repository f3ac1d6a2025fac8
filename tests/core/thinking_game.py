"""High Card Duel (tests/core/toygame.py) with an `expert` that keeps the processor busy.

Its decision is one long call that holds the interpreter lock from start to end (a sum over a
range, done in C), so while it runs nothing else in its process runs at all: on a thread it
would stop the frame loop dead for the whole decision, in a worker process it does not. Module
level, so a worker process can import it."""

from __future__ import annotations

import time
from dataclasses import replace

from tests.core import toygame



def _numbers_summed_in(seconds: float) -> int:
    """How many numbers one sum over a range adds up in about `seconds` on this machine: a fixed
    count took 0.2 s on a quiet fast machine and 0.8 s on a busy one."""
    sample = 2_000_000
    started = time.perf_counter()
    sum(range(sample))
    return max(sample, int(sample * seconds / max(1e-6, time.perf_counter() - started)))


WORK = _numbers_summed_in(0.6)  # per decision: well over the tests' 0.3 s "long decision"


class BusyExpert:
    level = "expert"

    def choose(self, view, legal_actions, rng, budget):
        sum(range(WORK))
        return legal_actions[rng.randrange(len(legal_actions))]


class FailingExpert:
    level = "expert"

    def choose(self, view, legal_actions, rng, budget):
        raise ValueError("no idea what to play")


GAME = replace(toygame.GAME, bots={**toygame.GAME.bots, "expert": BusyExpert})
FAILING = replace(toygame.GAME, bots={**toygame.GAME.bots, "expert": FailingExpert})
CONTENT = toygame.CONTENT
