"""The built-in board and physics specs, loaded once for the physics tests."""

import pytest

from game.ascending_empires.physics.content import load_board, load_physics


@pytest.fixture(scope="session")
def board():
    return load_board()


@pytest.fixture(scope="session")
def physics():
    return load_physics()
