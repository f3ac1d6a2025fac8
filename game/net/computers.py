"""The server's computer players and hints: asked of the bot pool, paced, then played.

`ComputerPlayers.table_changed(table)` is called after anything happens at a table; when a seat a
computer plays must decide and nothing is being worked out for that table, its decision goes to
the pool (the seat's view, its legal actions and the seat's own Rng, as in the app). `poll()`
(called often by the server) collects answers; a move is played once `pace` seconds have passed
since it was asked, so people at the table can follow it. An answer to a position that changed
meanwhile (another seat moved) is dropped and asked again; the seat's Rng moves on only with an
answer that is played, as in the app.

Hints (`hint(table, seat, reply)`): the game's strongest level on the seat's view, answered only
if the seat is still asked the same question."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from game.core.bots import DEFAULT_BUDGET, strongest_level, seat_rng
from game.core.rng import Rng
from game.core.thinking import Thought

from .protocol import ProtocolError


@dataclass
class _Job:
    table: object
    player: int
    move: int
    thought: Thought


@dataclass
class _HintJob:
    table: object
    seat: int
    question: tuple
    thought: Thought
    reply: Callable[[Thought], None]


class ComputerPlayers:
    def __init__(self, pool, pace: float = 0.6, later: Callable[[float, Callable[[], None]], None] | None = None,
                 clock: Callable[[], float] = time.monotonic, report: Callable[[str], None] = print):
        """`later(delay, call)` runs `call` after `delay` seconds (the event loop's call_later)."""
        self.pool = pool
        self.pace = pace
        self.later = later
        self.clock = clock
        self.report = report
        self.jobs: dict[str, _Job] = {}  # table name -> its decision being worked out
        self.hints: dict[tuple[str, int], _HintJob] = {}
        self.rngs: dict[tuple[str, int], Rng] = {}
        self.decisions = 0

    # --- computer players -----------------------------------------------------------------------
    def table_changed(self, table) -> None:
        job = self.jobs.get(table.name)
        if job is not None:
            if job.move == table.move and job.table is table:
                return  # still working on this position
            self.pool.drop(job.thought)
            del self.jobs[table.name]
        players = table.computers_to_act()
        if not players:
            return
        player = players[0]
        session = table.session
        legal = session.state.legal_actions(player)
        if not legal:
            return
        level = table.seats[player].level
        rng = self.rngs.setdefault((table.name, player), seat_rng(table.seed, player))
        thought = self.pool.think(table.name, "bots", table.definition.id, (table.name, player), level,
                                  session.view_for(player), legal, rng, DEFAULT_BUDGET.get(level, 0.5))
        self.jobs[table.name] = _Job(table, player, table.move, thought)

    def forget(self, table) -> None:
        """The table is gone: drop what was being worked out for it."""
        job = self.jobs.pop(table.name, None)
        if job is not None:
            self.pool.drop(job.thought)
        for key in [k for k in self.hints if k[0] == table.name]:
            self.pool.drop(self.hints.pop(key).thought)
        for key in [k for k in self.rngs if k[0] == table.name]:
            del self.rngs[key]

    def poll(self) -> None:
        for thought in self.pool.poll():
            if thought.lane.endswith("/bots"):
                self._answered(thought)
            else:
                self._hinted(thought)

    def _answered(self, thought: Thought) -> None:
        job = self.jobs.get(thought.seat[0])  # a decision's seat key is (table name, player)
        if job is None or job.thought is not thought:
            return
        wait = self.pace - (self.clock() - thought.started)
        if wait > 0 and self.later is not None:
            self.later(wait, lambda: self._play(job))
        else:
            self._play(job)

    def _play(self, job: _Job) -> None:
        table = job.table
        if self.jobs.get(table.name) is not job:
            return
        del self.jobs[table.name]
        if table.move != job.move or job.player not in table.computers_to_act():
            self.table_changed(table)  # the position changed meanwhile: ask again
            return
        thought = job.thought
        state = table.session.state
        action = thought.action
        try:
            legal = thought.error is None and state.is_legal(job.player, action)
        except Exception:  # noqa: BLE001 - a bot's odd answer is treated like any illegal one
            legal = False
        rng = self.rngs[(table.name, job.player)]
        if legal:
            self.rngs[(table.name, job.player)] = Rng.from_list(thought.rng_after)
        else:  # a bot that fails must not stop the table: a random legal move instead, and a line
            why = thought.error or f"it chose an illegal move ({action!r})"
            self.report(f"orrery server: table {table.name}: {table.seats[job.player].name}'s "
                        f"{thought.level} computer player failed ({why}); it plays a random move")
            options = state.legal_actions(job.player)
            action = options[rng.randrange(len(options))]
        self.decisions += 1
        try:
            table.apply(job.player, action)
        except ProtocolError as error:
            self.report(f"orrery server: table {table.name}: a computer move was refused: {error}")
        except Exception as error:  # noqa: BLE001 - a fault in the rules stops this table's computer, not the server
            self.report(f"orrery server: table {table.name}: a computer move failed: {type(error).__name__}: {error}")

    # --- hints ----------------------------------------------------------------------------------
    def hint(self, table, seat: int, reply: Callable[[Thought], None]) -> None:
        """Work out the strongest computer player's move for `seat`'s question; `reply(thought)`
        once it is known, if the question is still the same."""
        session = table.session
        if session is None or table.finished or seat not in session.state.to_act() \
                or table.seats[seat].computer_plays:
            raise ProtocolError("no_hint", "a hint is for your own decision, when you are asked one")
        key = (table.name, seat)
        old = self.hints.pop(key, None)
        if old is not None:
            self.pool.drop(old.thought)
        level = strongest_level(table.definition)
        rng = Rng(table.seed * 1_000_003 + table.move)  # the same hint for the same moment
        thought = self.pool.think(table.name, f"hint/{seat}", table.definition.id, (table.name, "hint"), level,
                                  session.view_for(seat), session.state.legal_actions(seat), rng)
        self.hints[key] = _HintJob(table, seat, table.question(seat), thought, reply)

    def _hinted(self, thought: Thought) -> None:
        key = (thought.seat[0], int(thought.lane.rsplit("/", 1)[1]))  # its lane is "<table>/hint/<seat>"
        job = self.hints.get(key)
        if job is None or job.thought is not thought:
            return
        del self.hints[key]
        if job.table.question(job.seat) == job.question and not job.table.finished:
            job.reply(thought)
