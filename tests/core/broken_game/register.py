"""A pytest plugin (`-p tests.core.broken_game.register`) registering the broken game for a whole
run, as a broken registry line would."""

from game.core import registry

registry.GAME_MODULES["broken_game"] = "tests.core.broken_game"
