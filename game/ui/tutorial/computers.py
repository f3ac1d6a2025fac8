"""The computer players of a tutorial: while it runs they make the moves its script gives them,
each after the usual thinking pause and shown as any computer move is; a computer player the
script says nothing about (after the last step, or when a flick left the script's position)
thinks for itself in the table's thinking process, as at any table. A scripted flick's shot is
searched for in that process too (searches.py): the pause runs while it is, and the move is
played once both are over."""

from __future__ import annotations

import time


class ScriptedComputers:
    """Stands in for the table's BotRunner (its `bots`), which it keeps for what the script does
    not say."""

    def __init__(self, runner, run, session, catch_up=None, clock=time.monotonic):
        self.runner = runner
        self.run = run  # the tutorial's TutorialRun
        self.session = session
        self.catch_up = catch_up  # () -> None: the run takes in the moves played since it last looked
        self.clock = clock
        self._waiting: tuple | None = None  # (session version, seat, since): a scripted move to come

    # the BotRunner's surface, as the table uses it
    @property
    def think_delay(self) -> float:
        return self.runner.think_delay

    @think_delay.setter
    def think_delay(self, value: float) -> None:
        self.runner.think_delay = value

    @property
    def thinking_player(self) -> int | None:
        return self._waiting[1] if self._waiting is not None else self.runner.thinking_player

    @property
    def thought(self):
        return self.runner.thought

    @property
    def thinking_level(self):
        return self.runner.thinking_level

    @property
    def notice(self):
        return self.runner.notice

    def cancel(self) -> None:
        self._waiting = None
        self.runner.cancel()

    def stop(self) -> None:
        self._waiting = None
        if self.run.searches is not None:
            self.run.searches.stop()
        self.runner.stop()

    def poll(self):
        """(seat, action) of the scripted move once its pause is over; the bot's own otherwise."""
        if self.catch_up is not None:
            self.catch_up()  # a move just played may have ended the step: the next step's moves come now
        state = self.session.state
        scripted = None if state.is_terminal() else self.run.next_other(state, self.session.version)
        if scripted is None and self.run.finding_other:  # its shot is being searched for: the pause runs meanwhile
            self._pause(self.run.current().others[self.run.others_done].seat)
            return None
        if scripted is None:
            self._waiting = None
            if self.run.others_left() and not self.run.finished:
                seat = self.run.current().others[self.run.others_done].seat
                if seat in state.to_act() and not self.session.is_human(seat):
                    self.run.drop_other()  # the script's move no longer fits the position: the bot decides
            return self.runner.poll()
        if self.clock() - self._pause(scripted[0]) < self.runner.think_delay:
            return None
        self._waiting = None
        return scripted

    def _pause(self, seat: int) -> float:
        """When the scripted move of `seat` in this position was first asked for (its pause began)."""
        key = (self.session.version, seat)
        if self._waiting is None or self._waiting[:2] != key:
            self._waiting = (*key, self.clock())
        return self._waiting[2]
