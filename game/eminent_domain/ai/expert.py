"""The expert bot: information-set MCTS (game.core.search) over guesses of the hidden cards.

Every iteration deals the unseen cards and planets afresh (rules.view.determinize), walks the
tree of this player's and the rivals' choices, then plays on with the easy priorities (the
policy the medium and hard bots roll out with) for a few turns and values the position as the
hard bot does (position value), turned into each player's chance to win. A finished game counts
as a win, a shared win or a loss. The easy priorities also guide the tree: their
choice is tried first and keeps a small bonus, as the hard bot's prior: the search leaves it only
for a move clearly better. It reads only the view it is given."""

from __future__ import annotations

from game.core.playout import play_out
from game.core.search import SearchBot, SearchGame, result_rewards, win_chances

from ..rules.view import determinize
from . import policy
from .evaluate import position_value
from .search import action_key, easy_policy

# Iterations per decision by table size, calibrated so that a decision takes about a second of one
# core of the development machine (game/README.md, "The expert level").
# Measured cost (CPU time, busy machine, positions from a hard-bot game): 2.3 ms an iteration with
# 2 players, 2.4 (3), 2.9 (4), 3.2 (5, Escalation).
ITERATIONS = {2: 420, 3: 400, 4: 330, 5: 300}


def rewards(s, scale: float) -> list[float]:
    """A finished game's result, else win chances from the players' position values."""
    if s.is_terminal():
        return result_rewards(s)
    return win_chances([position_value(s, p) for p in range(s.n)], scale)


class ExpertBot(SearchBot):
    """The search (core.search.SearchBot) with this game's guesses, rollouts and values."""

    iterations_by_players = ITERATIONS
    horizon = 2  # turns played on after the tree, before the position is valued
    scale = 3.0  # win chances go as exp(value / scale): with two players 3 points of lead is 73%
    guidance = 0.04  # the easy priorities' bonus in the tree (a reward: about half a point)

    def search_game(self, view) -> SearchGame:
        rules = view.content.bot_easy

        def rollout(s, rng):
            play_out(s, easy_policy(rules, rng), turns=self.horizon, trusted=True)

        def preferred(s, player, legal, rng):
            return policy.choose(s, player, legal, rules, rng)

        return SearchGame(determinize=determinize, rollout=rollout, rewards=lambda s: rewards(s, self.scale),
                          key=action_key, preferred=preferred)
