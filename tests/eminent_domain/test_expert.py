"""The expert bot (ai/expert.py) chooses legal actions only and is reproducible for a seed, in base
games and with Escalation, and spends its guesses on the actions that are close. (That it decides
from its view only is checked with the other levels in test_views_and_bots.py.) A small count of
valuations keeps these quick."""

import pytest

from game.core.bots import make_bot
from game.core.rng import Rng
from game.eminent_domain import GAME
from game.eminent_domain.ai.expert import ExpertBot

from .helpers import new_game, play_random


def play(players, seed, decisions, variants=()):
    s = new_game(players, seed, variants)
    bots = [make_bot(GAME, "expert" if p == 0 else "hard") for p in range(players)]
    bots[0].evaluations = 30
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


def test_the_guesses_go_to_the_close_actions_and_a_lone_move_costs_nothing():
    s = new_game(2, 4)
    bot = ExpertBot(evaluations=600)
    bot.clearly = None  # no early end: every evaluation is shared out by the halving
    rng = Rng(3)
    while not s.is_terminal():
        p = s.to_act()[0]
        legal = s.legal_actions(p)
        if p == 0 and len(legal) >= 4:
            break
        s.apply(p, legal[0])
    action = bot.choose(s.view(0), legal, Rng(3), 60.0)
    tried = bot.last.tried
    assert action in legal and sum(tried) <= 600 and min(tried) > 0
    assert tried[bot.last.best] == max(tried) and max(tried) >= 3 * min(tried), tried
    hasty = ExpertBot(evaluations=600)
    assert hasty.choose(s.view(0), legal, Rng(3), 60.0) == action
    assert hasty.last.decided and sum(hasty.last.tried) < 0.7 * sum(tried), hasty.last.tried  # plain before the end
    bot.last = None
    only = s.legal_actions(0)[:1]
    assert bot.choose(s.view(0), only, rng, 60.0) == only[0] and bot.last is None
