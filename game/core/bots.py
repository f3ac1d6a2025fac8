"""Computer players. A bot sees only a view and the legal actions, and owns no randomness:
the caller passes a seeded Rng, so every bot game is reproducible.

    class Bot(Protocol):
        level: str
        def choose(self, view, legal_actions, rng, budget) -> action

`budget` is the thinking time in seconds the bot should stay within (searching bots use it)."""

from __future__ import annotations

from typing import Protocol


class Bot(Protocol):
    level: str

    def choose(self, view, legal_actions: list, rng, budget: float): ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every other level must beat."""

    level = "random"

    def choose(self, view, legal_actions: list, rng, budget: float):
        return legal_actions[rng.randrange(len(legal_actions))]


DEFAULT_BUDGET = {"random": 0.0, "easy": 0.05, "medium": 0.3, "hard": 0.9}


def make_bot(definition, level: str):
    """The bot for a level of a registered game; `random` is shared by all games."""
    if level == "random":
        return RandomBot()
    factory = definition.bots.get(level)
    if factory is None:
        raise KeyError(f"{definition.id} has no {level!r} bot; it has: random, {', '.join(definition.bots)}")
    return factory()
