"""Lets computer players think without ever blocking the frame loop.

Each frame the app calls `poll()`. When a computer seat must act, its bot starts on a worker
thread with a copy of that seat's view; once it has answered and the thinking delay has passed,
`poll()` hands back (player, action). If the game changed meanwhile (undo, load) the answer is
dropped."""

from __future__ import annotations

import threading
import time

from .bots import DEFAULT_BUDGET, make_bot
from .rng import Rng


class _Job:
    def __init__(self, player: int, generation: int, started: float):
        self.player = player
        self.generation = generation
        self.started = started
        self.action = None
        self.error: BaseException | None = None
        self.done = threading.Event()


class BotRunner:
    def __init__(self, session, think_delay: float = 0.6, clock=time.monotonic):
        self.session = session
        self.think_delay = think_delay
        self.clock = clock
        self._bots = {}
        self._rngs = {}
        for player, seat in enumerate(session.config.seats):
            if not seat.is_human:
                self._bots[player] = make_bot(session.definition, seat.level)
                self._rngs[player] = Rng(session.config.seed * 7919 + player * 104729 + 17)
        self._job: _Job | None = None
        self._generation = 0
        self.last_error: BaseException | None = None

    @property
    def thinking_player(self) -> int | None:
        return self._job.player if self._job else None

    def cancel(self) -> None:
        """Forget any answer being worked on (call after undo or when leaving the game)."""
        self._generation += 1
        self._job = None

    def _marker(self) -> int:
        return self._generation * 1_000_003 + len(self.session.actions)

    def poll(self):
        """(player, action) when a bot's move is ready, else None. Never waits."""
        job = self._job
        if job is not None:
            if job.generation != self._marker():
                self._job = None
                return None
            if not job.done.is_set() or self.clock() - job.started < self.think_delay:
                return None
            self._job = None
            if job.error is not None:
                self.last_error = job.error
                raise job.error
            return job.player, job.action
        bots_now = self.session.bot_players_to_act()
        if not bots_now:
            return None
        player = bots_now[0]
        state = self.session.state
        view = state.view(player)
        legal = state.legal_actions(player)
        if not legal:
            return None
        job = _Job(player, self._marker(), self.clock())
        bot = self._bots[player]
        rng = self._rngs[player]
        budget = DEFAULT_BUDGET.get(bot.level, 0.5)

        def think():
            try:
                job.action = bot.choose(view, legal, rng, budget)
            except BaseException as exc:  # reported to the frame loop by poll()
                job.error = exc
            finally:
                job.done.set()

        self._job = job
        threading.Thread(target=think, name=f"orrery-bot-{player}", daemon=True).start()
        return None
