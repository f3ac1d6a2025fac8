"""A game whose rules fail to import (definition.py names something it never defines), for the
tests that a registered game which does not import fails loudly (tests/core/test_broken_game.py).
Its light part works, as a real game's would: the title can still name it."""

from game.core.registry import GameAbout

ABOUT = GameAbout(id="broken_game", title="Broken Game", pitch="Its rules do not import.", min_players=2,
                  max_players=2)


def __getattr__(name):
    if name == "GAME":
        from .definition import GAME

        return GAME
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
