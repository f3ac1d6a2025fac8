"""The expert bot: the hard bot's judgement, looking much further, with its guesses spent where
the choice is close.

Like the hard bot it plays each candidate action on guesses of the hidden cards and planets
(rules.view.determinize, from what its view knows), lets every player go on with the easy
priorities and values the position (evaluate); but it looks eight turn ends ahead to the hard
bot's two: four rounds of a duel, two rounds at four players. Where the hard bot gives every
action the same six guesses, the expert shares out many more by sequential halving
(core.playout.halved_values): all actions get a few, the worse half is dropped, and the rest get
more, round after round. Most choices are plain long before the last round: once one action
leads every other by three standard errors of their difference on the same guesses, it is
played. The easy priorities' choice keeps the hard bot's small bonus. It reads only the view it
is given.

How far it looks mattered most (seats rotated, against hard bots; 2 players: seeds from 1000
unless said): two turn ends, 30 wins in 56; four, 72 in 107; eight, with half the guesses so a
decision costs about the same, 23 in 24 (seeds from 7000). At four players (seeds from 7000,
20 games): four turn ends 5 wins (a fair share), eight 10. The early end: on 243 positions of
hard-bot games, the same pick as spending every valuation 237 times (two full searches on other
guesses agree 235 times), for a seventh of the CPU. Earlier, information-set MCTS over the same
guesses won 4 in 10."""

from __future__ import annotations

from game.core.playout import halved_values

from ..rules.view import determinize
from .search import SearchBot, rollout

# Valuations per decision by table size (an action played on one guess and valued, eight turn
# ends on): a close decision takes about 1.2 s of one core of the development machine, a plain
# one a tenth of that.
EVALUATIONS = {2: 340, 3: 320, 4: 300, 5: 240}
# A decision ends after a halving round where the leader is this many standard errors ahead of
# every option still in (None: spend every evaluation).
CLEARLY = 3.0


class ExpertBot(SearchBot):
    level = "expert"
    horizon = 8  # turn ends played on after the action: four rounds of a duel, two at four players
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
