"""A game whose rules fail to import (definition.py imports a module it does not have), for the
tests that a registered game which does not import fails loudly (tests/core/test_broken_game.py).
Its light part works, as a real game's would: the title can still name it."""

from game.core.registry import GameAbout, definition_on_demand

ABOUT = GameAbout(id="broken_game", title="Broken Game", pitch="Its rules do not import.", min_players=2,
                  max_players=2)

__getattr__ = definition_on_demand(__name__)  # GAME, from definition.py, on first use
