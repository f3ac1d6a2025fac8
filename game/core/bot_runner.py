"""Lets computer players think without ever blocking the frame loop.

Each frame the app calls `poll()`. When a computer seat must act, its decision goes to the
table's thinking process (game.core.thinking: the seat's view, its legal actions, its Rng); once
the answer is in and the thinking delay has passed, `poll()` hands back (player, action). If the
game changed meanwhile (undo, load) the answer is dropped. A seat's Rng moves on only with an
answer that is used, so every seed plays the same game as `--simulate` does.

If the thinking process cannot start or dies, the decisions go on on threads (an expert as a
hard player) and `notice` says so. A bot's failure is raised by `poll()` (BotError)."""

from __future__ import annotations

import time

from .bots import DEFAULT_BUDGET, make_bot, seat_rng
from .rng import Rng
from .thinking import Thinking, Thought

LANE = "bot"


class BotError(RuntimeError):
    """A computer player failed to decide; the message names the seat and says what went wrong."""


class _Job:
    def __init__(self, player: int, generation: int, thought: Thought, started: float):
        self.player = player
        self.generation = generation
        self.thought = thought
        self.started = started


class BotRunner:
    def __init__(self, session, think_delay: float = 0.6, clock=time.monotonic, thinking: Thinking | None = None):
        self.session = session
        self.think_delay = think_delay
        self.clock = clock
        self._levels: dict[int, str] = {}
        self._rngs: dict[int, Rng] = {}
        for player, seat in enumerate(session.config.seats):
            if not seat.is_human:
                make_bot(session.definition, seat.level)  # an unknown level fails here, not mid-game
                self._levels[player] = seat.level
                self._rngs[player] = seat_rng(session.config.seed, player)
        self._owns_thinking = thinking is None
        self.thinking = thinking if thinking is not None else Thinking(session.definition, session.content)
        if self._levels:
            self.thinking.start()
        self._job: _Job | None = None
        self._generation = 0
        self.last_error: BaseException | None = None

    @property
    def thinking_player(self) -> int | None:
        return self._job.player if self._job else None

    @property
    def thought(self) -> Thought | None:
        """The decision being worked out now (thinking.Thought), or None."""
        return self._job.thought if self._job else None

    @property
    def thinking_level(self) -> str | None:
        """The level of the computer player thinking now (None when none is)."""
        return self._levels[self._job.player] if self._job else None

    @property
    def notice(self) -> str | None:
        return self.thinking.notice

    def cancel(self) -> None:
        """Forget any answer being worked on (call after undo or when leaving the game)."""
        self._generation += 1
        if self._job is not None:
            self.thinking.drop(self._job.thought)
        self._job = None

    def stop(self) -> None:
        """The table is closing: no more decisions (and the thinking process ends, if it is ours)."""
        self.cancel()
        if self._owns_thinking:
            self.thinking.stop()

    def _marker(self) -> int:
        return self._generation * 1_000_003 + len(self.session.actions)

    def poll(self):
        """(player, action) when a bot's move is ready, else None. Never waits."""
        self.thinking.poll()
        job = self._job
        if job is not None:
            if job.generation != self._marker():
                self.cancel()
                return None
            thought = job.thought
            if not thought.done or self.clock() - job.started < self.think_delay:
                return None
            self._job = None
            if thought.error is not None:
                seat = self.session.config.seats[job.player]
                self.last_error = BotError(f"{seat.name}'s {thought.played_as} computer player failed: {thought.error}")
                raise self.last_error
            self._rngs[job.player] = Rng.from_list(thought.rng_after)
            return job.player, thought.action
        bots_now = self.session.bot_players_to_act()
        if not bots_now:
            return None
        player = bots_now[0]
        state = self.session.state
        legal = state.legal_actions(player)
        if not legal:
            return None
        level = self._levels[player]
        thought = self.thinking.think(LANE, player, level, state.view(player), legal, self._rngs[player],
                                      DEFAULT_BUDGET.get(level, 0.5))
        self._job = _Job(player, self._marker(), thought, self.clock())
        return None
