"""The expert bot (ai/expert.py) chooses legal actions only and is reproducible for a seed, in base
games and with Escalation. (That it decides from its view only is checked with the other levels
in test_views_and_bots.py.) A small iteration count keeps these quick."""

import pytest

from game.core.bots import make_bot
from game.core.rng import Rng
from game.eminent_domain import GAME
from game.eminent_domain.ai.expert import rewards

from .helpers import new_game, play_random


def play(players, seed, decisions, variants=()):
    s = new_game(players, seed, variants)
    bots = [make_bot(GAME, "expert" if p == 0 else "hard") for p in range(players)]
    bots[0].iterations = 10
    rngs = [Rng(seed + p) for p in range(players)]
    taken = []
    while not s.is_terminal() and len(taken) < decisions:
        p = s.to_act()[0]
        legal = s.legal_actions(p)
        action = bots[p].choose(s.view(p), legal, rngs[p], 60.0)
        assert action in legal
        if p == 0 and len(legal) > 1:
            taken.append(action)
        s.apply(p, action)
    return taken


@pytest.mark.parametrize("players,variants", [(2, ()), (4, ()), (3, ("escalation",))])
def test_plays_legal_actions_reproducibly(players, variants):
    first = play(players, 11, 12, variants)
    assert len(first) == 12 and first == play(players, 11, 12, variants)


def test_rewards_are_win_chances_and_results():
    s = new_game(3, 2)
    start = rewards(s, 3.0)
    assert len(start) == 3 and all(0.0 < r < 1.0 for r in start) and abs(sum(start) - 1.0) < 1e-9
    play_random(s, 4)
    end = rewards(s, 3.0)
    winners = s.outcome().winners
    assert end == [1.0 / len(winners) if p in winners else 0.0 for p in range(3)]
