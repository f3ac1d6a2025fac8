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

from .rng import Rng


class Bot(Protocol):
    level: str

    def choose(self, view, legal_actions: list, rng, budget: float): ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every other level must beat."""

    level = "random"

    def choose(self, view, legal_actions: list, rng, budget: float):
        return legal_actions[rng.randrange(len(legal_actions))]


DEFAULT_BUDGET = {"random": 0.0, "easy": 0.05, "medium": 0.3, "hard": 0.9, "expert": 1.0}

# Every level a game may offer, weakest first (`random` is every game's; the others come from its
# GameDefinition.bots). `expert` searches for about a second a decision.
LEVELS = ("random", "easy", "medium", "hard", "expert")


def seat_rng(seed: int, seat: int) -> Rng:
    """The Rng a seat's bot is handed in a game of this seed: at a table and in --simulate alike."""
    return Rng(seed * 7919 + seat * 104729 + 17)


def make_bot(definition, level: str):
    """A fresh bot for a level of a game; `random` is shared by all games."""
    return build_bot(definition.id, definition.bots, level)


def build_bot(game_id: str, factories: dict, level: str):
    """A fresh bot from a game's level -> factory table (GameDefinition.bots)."""
    if level == "random":
        return RandomBot()
    factory = factories.get(level)
    if factory is None:
        raise KeyError(f"{game_id} has no {level!r} bot; it has: random, {', '.join(factories)}")
    bot = factory()
    if getattr(bot, "level", None) != level:  # budgets and reports go by the bot's own level
        raise TypeError(f"{game_id}'s {level!r} bot factory made a bot whose level is "
                        f"{getattr(bot, 'level', None)!r}")
    return bot


def levels_of(definition) -> list[str]:
    """The levels a game offers, weakest first: random and those its definition has bots for."""
    return [level for level in LEVELS if level == "random" or level in definition.bots]


def strongest_level(definition) -> str:
    """The game's strongest level: what a hint asks (expert, once the game has one)."""
    return levels_of(definition)[-1]


def seats_problem(definition, seats) -> str | None:
    """Why these seats cannot play `definition` (a computer level it has no bot for), or None:
    one line, for the command line."""
    offered = levels_of(definition)
    for seat in seats:
        if not seat.is_human and seat.level not in offered:
            return (f"{definition.title} has no {seat.level} computer player yet; "
                    f"its levels are {', '.join(offered)}")
    return None
