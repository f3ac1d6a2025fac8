"""The expert computer player for Ascending Empires: it plans whole turns.

The hard bot takes each step on its own merits (one step tried, the position scored). The expert
searches the rest of its turn (turn_search.py): sequences of steps, each flick replayed several
times with the wobble it will really be played with (the hard bot's), and the position at the
turn's end scored. Then the best few turns are looked at further (lookahead.py). It plays the
first step of the best line and keeps the line, so the rest of the turn costs no search unless a
flick ends somewhere other than expected.

Its thinking is counted, not timed (`Effort`): the same seed gives the same game on any machine.
A wall-clock cap well above the budget only guards against a runaway search."""

from __future__ import annotations

import math
import time

from .actions import Flick, Navigate
from .bots import AscendingEmpiresBot, Level
from .evaluate import WEIGHTS, evaluate as evaluate_for
from .lookahead import Replies
from .turn_search import Breadth, Effort, TurnSearch, state_key

# The expert's hand is the hard bot's: the same wobble on every flick. Its evaluation is the hard
# bot's, wanting the end when ahead (evaluate.py, `closing`).
CLOSING = 0.5
EXPERT = Level("expert", 8, 40, 0.006, 0.012, 0.0, True, tuple(sorted({**WEIGHTS, "closing": CLOSING}.items())))


def evaluate(state, me: int) -> float:
    """The hard bots' evaluation, careful of ships left open to attack."""
    return evaluate_for(state, me, EXPERT.evaluation, careful=EXPERT.careful)


# Work units per second of budget (a flick simulated or a position scored is one unit): a full
# search of 2,000 units takes about 0.9 s of processor time on the reference machine (README).
UNITS_PER_SECOND = 2000
MIN_UNITS = 60  # enough for one shot search
TURN_SHARE = 0.6      # of the units, for searching the turn; the rest for the replies
LOOKED_AT = 4         # first steps whose turns are played on through the replies
ENDS_LOOKED_AT = 2    # end positions of one turn played on (a flick's turn has several)
CLEAR_MARGIN = 3.0    # a first step this far ahead of another is not looked at again
NEXT_TURN = Breadth(root_steps=4, steps=2, root_targets=2, targets=1, replays=2, later_replays=1)
# The wall-clock guard: 10 x the budget + 2 s. A busy machine gives a process a fraction of a
# core, and the count of units, not the clock, must end a search for a seed to replay.
GUARD_FACTOR, GUARD_SLACK = 10.0, 2.0


class ExpertBot(AscendingEmpiresBot):
    def __init__(self):
        super().__init__(EXPERT)
        self._line: list = []  # the rest of the planned turn: [(expected state key, action), ...]
        self.last_effort: tuple[int, int] | None = None  # (units spent, units allowed) by the last search

    def choose(self, view, legal_actions: list, rng, budget: float = 1.0):
        me = view.current
        routine = self._routine(view, me, legal_actions, rng)  # as every level takes them
        if routine is not None:
            return routine
        planned = self._planned_step(view, me, rng)
        if planned is not None:
            return planned
        return self._search(view, me, legal_actions, rng, budget)

    # --- the planned line ----------------------------------------------------------------------
    def _planned_step(self, view, me, rng):
        """The next step of the line chosen earlier this turn, if the view is where it expected."""
        if not self._line:
            return None
        key, action = self._line[0]
        if key != state_key(view):
            self._line = []
            return None
        self._line.pop(0)
        return self._play(view, me, rng, action)

    def _play(self, view, me, rng, action):
        """A Flick in a line is played as Navigate now and the Flick (with wobble) next; where it
        ends decides the rest of the turn, so the line stops there."""
        if not isinstance(action, Flick):
            return action
        self._plan = (view.turn, action.ship, action.angle, action.power)
        self._line = []
        return self._execute_flick(view, me, rng) if view.phase == "flick" else Navigate(action.ship)

    def _search(self, view, me, legal_actions, rng, budget):
        deadline = time.perf_counter() + budget * GUARD_FACTOR + GUARD_SLACK
        effort = Effort(max(MIN_UNITS, int(budget * UNITS_PER_SECOND)), deadline)
        turn_effort = Effort(max(MIN_UNITS, int(effort.units * TURN_SHARE)), deadline)
        options = TurnSearch(view, me, EXPERT, rng.fork(), turn_effort).root_options()
        if not options:  # nothing to search (only withdrawing or passing): the hard bot's choice
            return super().choose(view, legal_actions, rng, 0.0)
        effort.spend(turn_effort.spent)
        best = self._look_further(options, me, effort, rng.fork())
        self.last_effort = (effort.spent, effort.units)
        self._line = best.line[1:]
        return self._play(view, me, rng, best.line[0][1])

    def _look_further(self, options: list, me: int, effort: Effort, rng):
        """The best few first steps, valued again further on: the opponents reply to the turn
        each starts, then the expert's best next turn is searched (narrower) and scored. A step
        far ahead of the next is taken as it is."""
        top = [o for o in options[:LOOKED_AT] if o.value > options[0].value - CLEAR_MARGIN]
        if len(top) < 2:
            return options[0]
        replies = Replies(me, effort, rng)
        best, best_value = top[0], -math.inf
        for n, option in enumerate(top):
            ends = sorted(option.ends, key=lambda e: -e[0])[:ENDS_LOOKED_AT]
            total = weight = 0.0
            for k, (w, end) in enumerate(ends):
                if effort.exhausted:
                    break
                replied = replies.play(end)
                share = (effort.units - effort.spent) // ((len(top) - n) * len(ends) - k)
                total += w * self._next_turn(replied, me, effort, share, rng)
                weight += w
            if not weight:
                break
            if total / weight > best_value:
                best, best_value = option, total / weight
        return best

    def _next_turn(self, state, me: int, effort: Effort, units: int, rng) -> float:
        """The value of the expert's best next turn from `state` (the opponents have replied)."""
        if state.is_terminal() or state.current != me or units < MIN_UNITS:
            effort.spend()
            return evaluate(state, me)
        own = Effort(units, effort.deadline)
        options = TurnSearch(state, me, EXPERT, rng.fork(), own, NEXT_TURN).root_options()
        effort.spend(own.spent)
        if options:
            return options[0].value
        effort.spend()
        return evaluate(state, me)


def expert_bot() -> ExpertBot:
    return ExpertBot()
