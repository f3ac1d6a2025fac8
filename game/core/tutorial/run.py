"""Where a guided game stands: which step, which of its moves is next, which of its computer
moves have been played, and whether the steps are being skipped. Moved on by the moves played
at the table (`observe`), never by time or clicks, so it is the same whether a move came from a
click, a key or Skip.

A step's move judged by what it does (an Ascending Empires flick that must end in orbit) is
done only when it does; otherwise `missed` says what went wrong and the step stays, for a retry.

A move whose listed action is found by a search (MoveKind.search: a flick's shot) is worked out
in two parts when the run is given `searches` (the table's: game/ui/tutorial/searches.py): its
cheap checks at once, an Expected still `finding` the listed move, and the search where
`searches` does it, asked again each time the run is asked until it is in. Without `searches`
the move is resolved at once, whole (the content check's way)."""

from __future__ import annotations

from .moves import Expected, MoveKind, TutorialRules, Unplayable
from .script import Script

LEARNER = 0


class NotYet:
    """What `Searches.found` answers while a search is still being worked out."""

    def __repr__(self) -> str:
        return "NOT_YET"


NOT_YET = NotYet()


class Searches:
    """Where a move's search is done: this one, here and at once. The table's
    (game/ui/tutorial/searches.py) asks its thinking process and answers NOT_YET until the answer
    is in (the same answer: the search is deterministic)."""

    def found(self, key, kind: MoveKind, state, player: int, argument):
        """What `kind.search` finds for `argument` in `state` (`key` names the position and the
        search: the same key, the same answer), or NOT_YET; raises Unplayable."""
        return kind.search(state, player, argument)

    def stop(self) -> None:
        """Nothing more will be asked (the table closes): what is still out is not wanted."""


class TutorialRun:
    def __init__(self, script: Script, rules: TutorialRules, step: int = 0, searches: Searches | None = None):
        self.script = script
        self.rules = rules
        self.searches = searches  # where a move's search is done; None: each move resolved whole, at once
        self.steps = script.steps
        self.step = step  # over the whole tutorial; len(steps) once every step is done
        self.move = 0  # which of the step's asked moves is next
        self.others_done = 0  # the step's computer moves played so far
        self.skip_to = step  # steps before this one are played for the player (Skip step / chapter)
        self.missed = ""  # what went wrong with the last try at a move judged by its outcome
        self._expected: tuple[object, Expected | None, str] | None = None  # (state key, expected, why not)
        self._other: tuple[tuple, Expected | None] | None = None  # the computer move under way, as worked out

    # --- where it stands --------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.step >= len(self.steps)

    @property
    def chapter(self) -> int:
        return self.script.chapter_of(min(self.step, len(self.steps) - 1))

    @property
    def skipping(self) -> bool:
        return not self.finished and self.step < self.skip_to

    def current(self):
        return None if self.finished else self.steps[self.step]

    def step_in_chapter(self) -> int:
        """The current step's number within its chapter, from 1."""
        return self.step - self.script.first_steps()[self.chapter] + 1

    # --- what comes next --------------------------------------------------------------------------
    def next_other(self, state, key=None) -> tuple[int, object] | None:
        """The computer action the script plays next, when its player is to move now (`key` names
        the position: a move is worked out once per key, as a flick's shot is searched for).
        None too while its listed action is still being found (`finding_other`)."""
        step = self.current()
        if step is None or self.others_done >= len(step.others):
            return None
        move = step.others[self.others_done]
        if move.seat not in state.to_act():
            return None
        at = (self.step, self.others_done, key)
        known = self._other[1] if self._other is not None and self._other[0] == at else None
        if key is None or self._other is None or self._other[0] != at or (known is not None and known.finding):
            found, _ = self._worked_out(move, move.seat, state, key, known)  # None: the position moved
            self._other = (at, found)  # away from the script (a flick landed elsewhere)
        found = self._other[1]
        return None if found is None or found.finding else (move.seat, found.actions[0])

    @property
    def finding_other(self) -> bool:
        """The computer move last asked for (`next_other`) waits on its search."""
        return self._other is not None and self._other[1] is not None and self._other[1].finding

    def _worked_out(self, move, player: int, state, key, known: Expected | None) -> tuple[Expected | None, str]:
        """(what the move allows here, "") or (None, why it cannot be played). A searched move, with
        `searches` and a key: its cheap part (`known`, once worked out), then its search's answer
        when in (else the Expected is still `finding`)."""
        kind = self.rules.kinds[move.kind]
        try:
            if kind.search is None or self.searches is None or key is None:
                return kind.resolve(state, player, move.argument), ""
            quick = known if known is not None else kind.checks(state, player, move.argument, None)
            found = self.searches.found((key, kind.name, player, move.argument), kind, state, player, move.argument)
            if found is NOT_YET:
                return quick, ""
            return kind.checks(state, player, move.argument, found), ""
        except Unplayable as error:
            return None, str(error)

    def drop_other(self) -> None:
        """The next scripted computer move does not fit the position any more (its player's
        computer decides instead)."""
        if self.others_left():
            self.others_done += 1
            self._other = None

    def others_left(self) -> int:
        step = self.current()
        return 0 if step is None else len(step.others) - self.others_done

    def expected(self, state, key) -> Expected | None:
        """What the step lets the player learning do in this position (`key` names the position:
        worked out once per key), or None when it is not their move yet or the script's move
        cannot be played here (`unplayable` then says why). While its search is out the Expected
        is `finding`: nothing is played for the player before it is in."""
        step = self.current()
        if step is None or self.others_left() or LEARNER not in state.to_act():
            self._expected = None
            return None
        known = self._expected[1] if self._expected is not None and self._expected[0] == key else None
        if self._expected is None or self._expected[0] != key or (known is not None and known.finding):
            self._expected = (key, *self._worked_out(step.expects[self.move], LEARNER, state, key, known))
        return self._expected[1]

    @property
    def unplayable(self) -> str:
        """Why the step's move cannot be played in the position last asked about ("" if it can)."""
        return self._expected[2] if self._expected is not None else ""

    # --- moving on ----------------------------------------------------------------------------------
    def observe(self, player: int, action, events, state, expected: Expected | None) -> str | None:
        """A move was played; `expected` is what the step allowed before it. Returns "step" when a
        step is done, "missed" when the step's move missed its goal, None otherwise."""
        step = self.current()
        if step is None:
            return None
        if player != LEARNER:
            if self.others_done < len(step.others) and step.others[self.others_done].seat == player:
                started = self._other[1] if self._other is not None else None
                if started is None or started.finishes(action):  # (choosing a ship only starts a flick)
                    self.others_done += 1
                    self._other = None
            return None
        if expected is None or not expected.allows(action):
            return None
        if not expected.finishes(action):
            return None  # the move goes on (a ship chosen, its flick next)
        if not expected.reached(state, events) and not self.skipping:
            self.missed = expected.miss or "That did not do what the step asks."
            return "missed"
        self.missed = ""
        self._expected = None
        self.move += 1
        if self.move < len(step.expects):
            return None
        self.step, self.move, self.others_done = self.step + 1, 0, 0
        return "step"

    def skip_step(self) -> None:
        self.skip_to = max(self.skip_to, self.step + 1)
        self.missed = ""

    def skip_chapter(self) -> None:
        firsts = self.script.first_steps()[1:] + [len(self.steps)]
        self.skip_to = max(self.skip_to, firsts[self.chapter])
        self.missed = ""

    def give_up_step(self) -> None:
        """The step cannot be played from here (the position left the script): go past it."""
        self.step, self.move, self.others_done, self.missed = self.step + 1, 0, 0, ""
        self._expected = None

