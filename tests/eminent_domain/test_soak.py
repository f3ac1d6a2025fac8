"""Long random runs, only with ORRERY_SOAK=1: many seeds and player counts, invariants every step."""

import os

import pytest

from game.eminent_domain import GAME

from .helpers import assert_conserved, content, new_game, play_random

pytestmark = pytest.mark.skipif(os.environ.get("ORRERY_SOAK") != "1", reason="set ORRERY_SOAK=1 to run")


@pytest.mark.parametrize("players,variants", [(2, ()), (3, ()), (3, ("extended_3",)), (4, ()),
                                              (2, ("learning",)), (4, ("learning",)),
                                              (2, ("escalation",)), (3, ("escalation",)), (5, ("escalation",)),
                                              (4, ("escalation", "escalation_scenarios")),
                                              (3, ("scenarios",))])
def test_soak(players, variants):
    def check(s):
        assert_conserved(s)
        assert GAME.state_class.from_dict(content(), s.to_dict()) == s

    for seed in range(100, 160):
        assert play_random(new_game(players, seed, variants), seed, check=check).is_terminal()
