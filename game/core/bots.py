"""Computer players. A bot sees only a view and the legal actions, and owns no randomness:
the caller passes a seeded Rng, so every bot game is reproducible.

    class Bot(Protocol):
        level: str
        def choose(self, view, legal_actions, rng, budget) -> action

`budget` is the thinking time in seconds the bot should stay within (searching bots use it).

A game's GameDefinition.bots maps each level to a factory called with no arguments that returns
a fresh bot (a bot class is one): a bot keeps no seed of its own, since every decision is handed
the seeded Rng of its seat. Playing bots forward: game.core.playout."""

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


DEFAULT_BUDGET = {"random": 0.0, "easy": 0.05, "medium": 0.3, "hard": 0.9, "expert": 1.0}


def make_bot(definition, level: str):
    """A fresh bot for a level of a game; `random` is shared by all games."""
    if level == "random":
        return RandomBot()
    factory = definition.bots.get(level)
    if factory is None:
        raise KeyError(f"{definition.id} has no {level!r} bot; it has: random, {', '.join(definition.bots)}")
    bot = factory()
    if getattr(bot, "level", None) != level:  # budgets and reports go by the bot's own level
        raise TypeError(f"{definition.id}'s {level!r} bot factory made a bot whose level is "
                        f"{getattr(bot, 'level', None)!r}")
    return bot
