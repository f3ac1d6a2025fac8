"""`main.py --join URL ... --as ai:LEVEL --headless`: one seat of a network table played by a
computer player on this machine, with no window. For scripts and tests.

It creates the table (`--create GAME --seats N`, with `--computers` naming the server's computer
seats) or joins one (`--table NAME`), plays its seat from its own view only, as any client does,
and prints one JSON line at the end: {"table", "winner", "scores", "final"} (`final` is the
fingerprint of the final state, the same for every seat of the table). When the connection drops
it comes back with its token for `--rejoin-for` seconds (a server restarted meanwhile resumes the
table). On stderr it says which seat it took and its token, so another client may take the seat
back later (`--token`)."""

from __future__ import annotations

import asyncio
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.core.bots import DEFAULT_BUDGET, make_bot, seat_rng
from game.core.config import SeatSpecError, parse_players
from game.core.rng import Rng

from .client import Connection, ServerClosed, ServerRefused, url_problem
from .protocol import check_table_name
from .remote_session import RemoteSession, TableMismatch


RESEND_S = 3.0  # a move the server has not answered in this long is sent again


class HeadlessError(Exception):
    """The seat cannot be played; the text says why in one line."""


@dataclass
class HeadlessOptions:
    url: str
    table: str
    spec: str = "ai:easy"  # the seat's player, as --players spells one seat
    create: str | None = None  # a game id: create the table
    seats: int = 2
    computers: tuple = ()
    variants: tuple = ()
    seed: int | None = None  # the table's seed (create) and this bot's
    token: str | None = None  # take this seat back
    rejoin_for: float = 60.0  # seconds to keep trying after a drop
    content_root: Path | None = None
    mod_dirs: tuple = ()
    report: object = field(default=lambda line: print(line, file=sys.stderr, flush=True))
    raw_log: list | None = None  # every frame received, for the leak test


def options_problem(options: HeadlessOptions) -> str | None:
    problem = url_problem(options.url) or check_table_name(options.table)
    if problem:
        return problem
    try:
        seats = parse_players(options.spec)
    except SeatSpecError as error:
        return f"--as: {error}"
    if len(seats) != 1 or seats[0].is_human:
        return "--as takes one computer player, ai:LEVEL[:Name], with --headless"
    return None


class HeadlessSeat:
    def __init__(self, options: HeadlessOptions):
        self.options = options
        seat = parse_players(options.spec)[0]
        self.level, self.name = seat.level, seat.name
        self.token = options.token
        self.session: RemoteSession | None = None
        self.connection: Connection | None = None
        self.contents: dict = {}
        self.rng: Rng | None = None
        self.bot = None
        self.thinking: asyncio.Task | None = None
        self.answered: tuple | None = None  # the question last answered (its move is on its way)
        self.outbox: asyncio.Queue | None = None

    # --- content ----------------------------------------------------------------------------------
    def content_of(self, game_id: str):
        if game_id not in self.contents:
            from game.core.content.service import load_game_content

            result = load_game_content(game_id, self.options.content_root, self.options.mod_dirs)
            if not result.ok:
                raise HeadlessError(f"{game_id}'s content has errors here: {result.errors[0]}")
            self.contents[game_id] = result.content
        return self.contents[game_id]

    # --- the game -------------------------------------------------------------------------------
    async def play(self) -> dict:
        """Play the seat to the end of the game; the result line as a dict."""
        deadline = None
        while True:
            try:
                result = await self._connection_lifetime()
                return result
            except ServerClosed as closed:
                if self.token is None:  # never seated: nothing to come back to
                    raise HeadlessError(str(closed)) from None
                now = time.monotonic()
                deadline = deadline or now + self.options.rejoin_for
                if now >= deadline:
                    raise HeadlessError(f"{closed}; gave up coming back after {self.options.rejoin_for:g} s") \
                        from None
                await asyncio.sleep(0.3)

    async def _connection_lifetime(self) -> dict:
        options = self.options
        self.connection = Connection(options.url, options.table)
        if options.raw_log is not None:
            self.connection.raw_log = options.raw_log
        welcome = await self.connection.open()
        self.outbox = asyncio.Queue()
        writer = asyncio.create_task(self._write())
        try:
            await self._take_seat(welcome)
            while True:
                message = await self.connection.receive()
                result = self._receive(message)
                if result is not None:
                    return result
        finally:
            writer.cancel()
            if self.thinking is not None:
                self.thinking.cancel()
                self.thinking = None
            await self.connection.close()

    async def _take_seat(self, welcome: dict) -> None:
        options = self.options
        if self.token is not None:
            await self.connection.send("join", table=options.table, token=self.token)
        elif options.create:
            game = next((g for g in welcome.get("games", []) if g.get("id") == options.create), None)
            if game is None:
                offered = ", ".join(g.get("id", "?") for g in welcome.get("games", []))
                raise HeadlessError(f"the server offers no game {options.create!r} (it offers {offered})")
            fields = {"table": options.table, "game": options.create, "seats": options.seats,
                      "computers": list(options.computers), "variants": list(options.variants), "name": self.name}
            if options.seed is not None:
                fields["seed"] = options.seed
            await self.connection.send("create", **fields)
        else:
            await self.connection.send("join", table=options.table, name=self.name)
        while True:
            message = await self.connection.receive()
            if message["type"] == "error":
                raise HeadlessError(f"the server refused: {message.get('message')}")
            if message["type"] == "joined":
                if self.token is None:
                    self.options.report(f"joined table {message['table']} as seat {message['seat'] + 1}; "
                                        f"to take it back: --token {message['token']}")
                self.token = message["token"]
                return

    def _receive(self, message: dict) -> dict | None:
        kind = message["type"]
        if kind == "table":
            definition = self._definition(message["game"])
            try:
                self.session = RemoteSession(definition, self.content_of(definition.id), message, self._send)
            except TableMismatch as error:
                raise HeadlessError(str(error)) from None
            self.answered = None
            if self.bot is None:
                self.bot = make_bot(definition, self.level)
                self.rng = seat_rng(self.options.seed or 0, self.session.seat)
        elif self.session is not None:
            self.session.receive(message)
            self.session.poll()
            if kind == "error":
                self.answered = None  # the answer was refused: think again
                if message.get("code") not in ("stale", "illegal", "not_your_turn"):
                    self.options.report(f"the server said: {message.get('message')}")
        if self.session is None or not self.session.started:
            return None
        if self.session.finished:
            return self._result_line()
        self._decide()
        return None

    def _definition(self, game_id: str):
        from game.core.registry import UnknownGame, get_game

        try:
            return get_game(game_id)
        except UnknownGame:
            raise HeadlessError(f"the table plays {game_id!r}, a game this Orrery does not have") from None

    def _question(self) -> tuple:
        """What the seat is asked now: its moves so far, its prompt and its legal actions (another
        seat's move at the same time leaves it alone)."""
        session = self.session
        own = sum(1 for recorded in session.actions if recorded.player == session.seat)
        return (own, session.prompt, tuple(session.legal_actions()))

    def _decide(self) -> None:
        """Start the seat's decision when it is asked one it has not answered (on a thread: the
        loop keeps reading)."""
        session = self.session
        if self.thinking is not None or not session.human_players_to_act() or self._question() == self.answered:
            return
        question = self._question()
        view, legal = session.state, session.legal_actions()
        rng = self.rng.clone()

        async def think():
            action = await asyncio.get_running_loop().run_in_executor(
                None, self.bot.choose, view, legal, rng, DEFAULT_BUDGET.get(self.level, 0.5))
            self.thinking = None
            if session is not self.session or self._question() != question:
                self._decide()  # asked something else meanwhile
                return
            self.rng = rng
            self.answered = question
            session.apply(session.seat, action)
            asyncio.get_running_loop().call_later(RESEND_S, self._unanswered, session, question)

        self.thinking = asyncio.create_task(think())

    def _unanswered(self, session, question: tuple) -> None:
        """No word from the server on a move sent a while ago (lost in a drop, refused unheard):
        decide and send it again (the server refuses a second copy of one it did apply)."""
        if session is self.session and self.answered == question and self._question() == question:
            self.answered = None
            session.awaiting = False
            self._decide()

    def _send(self, message: dict) -> None:
        self.outbox.put_nowait(dict(message))

    async def _write(self) -> None:
        while True:
            message = await self.outbox.get()
            kind = message.pop("type")
            try:
                await self.connection.send(kind, **message)
            except ServerClosed:
                return

    def _result_line(self) -> dict:
        result = self.session.result
        names = result.get("winner_names", [])
        return {"table": self.options.table, "winner": " and ".join(names),
                "scores": {name: score for _, name, score in result.get("scores", [])},
                "final": result.get("final")}


def headless_command(args) -> int:
    """The command line's --join ... --headless."""
    options = HeadlessOptions(url=args.join, table=args.table or "", spec=args.as_player or "ai:easy",
                              create=args.create, seats=args.seats or 2,
                              computers=tuple(c for c in (args.computers or "").split(",") if c),
                              variants=tuple(args.variant), seed=args.seed, token=args.token,
                              rejoin_for=args.rejoin_for,
                              content_root=Path(args.content) if args.content else None, mod_dirs=tuple(args.mod))
    problem = options_problem(options)
    if problem:
        print(f"main.py: {problem}", file=sys.stderr)
        return 2
    try:
        line = asyncio.run(HeadlessSeat(options).play())
    except (HeadlessError, ServerRefused) as error:
        print(f"main.py: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    print(json.dumps(line), flush=True)
    return 0
