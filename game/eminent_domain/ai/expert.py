"""The expert bot: the hard bot's judgement, with its guesses spent where the choice is close.

Like the hard bot it plays each candidate action on guesses of the hidden cards and planets
(rules.view.determinize, from what its view knows), lets every player go on with the easy
priorities for two turns and values the position (evaluate). Where the hard bot gives every
action the same six guesses, the expert shares out many more by sequential halving
(core.playout.halved_values): all actions get a few, the worse half is dropped, and the rest
get more, round after round, so the last two are compared on hundreds of guesses. Most choices
are plain long before that: once one action leads every other by three standard errors of their
difference on the same guesses, it is played (on 122 positions of hard-bot games, the same pick
as spending every valuation, for a seventh of the time). The easy priorities' choice keeps the
hard bot's small bonus. It reads only the view it is given.

Measured (`--strength`, seats rotated, 10 games a row): 7 wins in 10 against the hard bot and 3
in 10 against three hard bots (with 25% more valuations: 6 and 3); the first expert
(information-set MCTS over the same guesses, 330-420 iterations, easy priorities as rollouts)
won 4 and 1."""

from __future__ import annotations

from game.core.playout import halved_values

from ..rules.view import determinize
from .search import SearchBot, rollout

# Valuations per decision by table size (an action played on one guess and valued), calibrated
# so that a decision takes about a second of one core of the development machine.
EVALUATIONS = {2: 680, 3: 640, 4: 600, 5: 480}
# A decision ends after a halving round where the leader is this many standard errors ahead of
# every option still in (None: spend every evaluation).
CLEARLY = 3.0


class ExpertBot(SearchBot):
    level = "expert"
    horizon = 2  # turn ends played on after the action, as the hard bot
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
