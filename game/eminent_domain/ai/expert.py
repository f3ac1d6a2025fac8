"""The expert bot: the hard bot's judgement, looking further, with its guesses spent where the
choice is close.

Like the hard bot it plays each candidate action on guesses of the hidden cards and planets
(rules.view.determinize, from what its view knows), lets every player go on with the easy
priorities and values the position (evaluate); but it looks twice as far, four turn ends to the
hard bot's two. Where the hard bot gives every action the same six guesses, the expert shares
out many more by sequential halving (core.playout.halved_values): all actions get a few, the
worse half is dropped, and the rest get more, round after round, so the last two are compared
on hundreds of guesses. Most choices are plain long before that: once one action leads every
other by three standard errors of their difference on the same guesses, it is played. The easy
priorities' choice keeps the hard bot's small bonus. It reads only the view it is given.

Measured against the hard bot, two players, seats rotated, seeds from 1000 (`--strength`'s):
looking two turn ends ahead, 30 wins in 56 (with every valuation spent and no early end, 7 in
10 earlier); four, 17 in 21. The early end: on 243 positions of hard-bot games, the same pick as
spending every valuation 237 times (two full searches on other guesses agree 235 times), for a
seventh of the CPU. Earlier, information-set MCTS over the same guesses won 4 in 10."""

from __future__ import annotations

from game.core.playout import halved_values

from ..rules.view import determinize
from .search import SearchBot, rollout

# Valuations per decision by table size (an action played on one guess and valued): a close
# decision takes about 1.2 s of one core of the development machine, a plain one a tenth of that.
EVALUATIONS = {2: 680, 3: 640, 4: 600, 5: 480}
# A decision ends after a halving round where the leader is this many standard errors ahead of
# every option still in (None: spend every evaluation).
CLEARLY = 3.0


class ExpertBot(SearchBot):
    level = "expert"
    horizon = 4  # turn ends played on after the action: two rounds of a duel, the hard bot's two turns twice
    clock_guard = 2.5  # stop anyway after this many times the thinking budget
    evaluations_by_players = EVALUATIONS
    clearly = CLEARLY

    def __init__(self, evaluations: int | None = None):
        self.evaluations = evaluations
        self.last = None  # the last decision's Halved (benchmarks and tests)

    def best_option(self, view, me: int, options: list, bonus: list, rules, rng, budget) -> int:
        by_size = self.evaluations_by_players
        count = self.evaluations or by_size.get(view.n) or by_size[max(by_size)]
        self.last = halved_values(view, me, options, determinize=determinize, evaluations=count, rng=rng,
                                  bonus=bonus, budget=self.clock_guard * budget if budget else None,
                                  clearly=self.clearly, value=lambda s: rollout(s, me, self.horizon, rules, rng))
        return self.last.best
