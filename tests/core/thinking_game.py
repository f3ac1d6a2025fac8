"""High Card Duel (tests/core/toygame.py) with an `expert` that keeps the processor busy.

Its decision is one long call that holds the interpreter lock from start to end (a sum over a
range, done in C), so while it runs nothing else in its process runs at all: on a thread it
would stop the frame loop dead for the whole decision, in a worker process it does not. Module
level, so a worker process can import it."""

from __future__ import annotations

from dataclasses import replace

from tests.core import toygame

WORK = 20_000_000  # numbers summed per decision: most of a second on the machines we test on


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
