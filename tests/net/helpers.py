"""Servers and seats on loopback for the network tests: a server on a thread of the test process
(`ServerThread`) or in a process of its own (`ServerProcess`, which a test may kill), headless seats
played together on one event loop (`play_seats`), and tables driven without sockets
(`wire`), all on ports chosen free at run time."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from game.core.content.service import load_game_content
from game.core.registry import get_game
from game.net.headless import HeadlessOptions, HeadlessSeat
from game.net.server import Server, ServerOptions

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("kardashev_scale", "eminent_domain", "ascending_empires")
_contents: dict = {}


def contents() -> dict:
    for game_id in GAMES:
        if game_id not in _contents:
            _contents[game_id] = load_game_content(game_id).content
    return dict(_contents)


def content(game_id: str):
    return contents()[game_id]


class ServerThread:
    """A server on its own event loop, on a thread of the test process."""

    def __init__(self, folder: Path, pace: float = 0.0, processes: int = 1, allow_seeds: bool = True):
        self.options = ServerOptions(host="127.0.0.1", port=0, folder=Path(folder), pace=pace, processes=processes,
                                     announce=False, allow_seeds=allow_seeds, contents=contents())
        self.lines: list[str] = []
        self.server = Server(self.options, report=self.lines.append)
        self.url: str | None = None
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Future | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> "ServerThread":
        self._thread.start()
        assert self._ready.wait(60), "the server did not start"
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def _run(self) -> None:
        async def main():
            self._loop = asyncio.get_running_loop()
            self._stop = self._loop.create_future()

            def ready(url):
                self.url = url
                self._ready.set()

            await self.server.serve(ready, self._stop)

        asyncio.run(main())

    def call(self, function, *args):
        """Run `function(*args)` on the server's loop and return its result (tables are the
        loop's alone)."""
        done = threading.Event()
        box = {}

        def run():
            try:
                box["value"] = function(*args)
            except BaseException as error:  # noqa: BLE001 - handed to the caller
                box["error"] = error
            done.set()

        self._loop.call_soon_threadsafe(run)
        assert done.wait(30)
        if "error" in box:
            raise box["error"]
        return box["value"]

    def stop(self) -> None:
        if self._loop is not None and self._stop is not None and not self._stop.done():
            self._loop.call_soon_threadsafe(lambda: self._stop.done() or self._stop.set_result(None))
        self._thread.join(30)


class ServerProcess:
    """`main.py --serve` in a process of its own on a free port (a test may kill it)."""

    def __init__(self, folder: Path, port: int = 0, pace: float = 0.0, extra=()):
        self.folder, self.port, self.pace, self.extra = Path(folder), port, pace, list(extra)
        self.process: subprocess.Popen | None = None
        self.url: str | None = None
        self.output: list[str] = []

    def start(self) -> "ServerProcess":
        env = dict(os.environ, ORRERY_NO_VENV="1", ORRERY_NO_ANNOUNCE="1", PYTHONUNBUFFERED="1")
        args = [sys.executable, str(ROOT / "main.py"), "--serve", "--bind", "127.0.0.1", "--port", str(self.port),
                "--pace", str(self.pace), "--server-dir", str(self.folder), "--allow-seeds", *self.extra]
        self.process = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                raise AssertionError("the server stopped before it served:\n" + "".join(self.output))
            self.output.append(line)
            if line.startswith("serving on "):
                self.url = line.split()[-1]
                self.port = int(self.url.rsplit(":", 1)[1])
                threading.Thread(target=self._drain, daemon=True).start()
                return self
        raise AssertionError("the server did not say it was serving")

    def _drain(self) -> None:
        for line in self.process.stdout:
            self.output.append(line)

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(30)

    def interrupt(self) -> int:
        self.process.send_signal(signal.SIGINT)
        return self.process.wait(60)

    def __enter__(self) -> "ServerProcess":
        return self.start()

    def __exit__(self, *exc) -> None:
        if self.process is not None and self.process.poll() is None:
            self.kill()


def seat_options(url: str, table: str, spec: str, **fields) -> HeadlessOptions:
    lines = fields.pop("lines", None)
    report = (lines.append if lines is not None else (lambda line: None))
    return HeadlessOptions(url=url, table=table, spec=spec, rejoin_for=fields.pop("rejoin_for", 0.0), report=report,
                           **fields)


async def _play(creator: HeadlessOptions, joiners: list[HeadlessOptions]) -> list[dict]:
    seated = asyncio.Event()
    report = creator.report

    def heard(line: str) -> None:
        report(line)
        if line.startswith("joined table"):
            seated.set()

    creator.report = heard
    first = asyncio.create_task(HeadlessSeat(creator).play())
    waiting = asyncio.create_task(seated.wait())
    await asyncio.wait({first, waiting}, return_when=asyncio.FIRST_COMPLETED)
    if first.done():  # it failed (or the table had no other seat)
        waiting.cancel()
        return [first.result()]
    others = [asyncio.create_task(HeadlessSeat(options).play()) for options in joiners]
    return list(await asyncio.gather(first, *others))


def play_seats(creator: HeadlessOptions, joiners: list[HeadlessOptions], timeout: float = 240) -> list[dict]:
    """Play a table to its end: the creator makes it, then the others join; every seat's result line."""
    return asyncio.run(asyncio.wait_for(_play(creator, joiners), timeout))


def definition(game_id: str):
    return get_game(game_id)


def main_py(*args, timeout: float = 240, env_extra=None) -> subprocess.CompletedProcess:
    env = dict(os.environ, ORRERY_NO_VENV="1", ORRERY_NO_ANNOUNCE="1", **(env_extra or {}))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], env=env, capture_output=True, text=True,
                          timeout=timeout)


class Wired:
    """A table and a RemoteSession for each of its network seats, joined without sockets: every
    frame a seat is sent is kept (`frames[seat]`) and handed to its session by `deliver()`;
    a session's intents go through the same checks as the server's (`protocol.decode`)."""

    def __init__(self, game_id: str, players: int, computers=(), seed: int = 1, variants=(), store=None,
                 clock=time.time):
        import json

        from game.net import protocol
        from game.net.remote_session import RemoteSession
        from game.net.tables import Table

        self.json, self.protocol, self.RemoteSession = json, protocol, RemoteSession
        self.definition = definition(game_id)
        self.content = content(game_id)
        self.frames: dict[int, list[str]] = {}
        self.errors: dict[int, list[str]] = {}
        self.sessions: dict = {}
        self.table, seat, token = Table.create("wired", self.definition, self.content, players, computers, variants,
                                               seed, "P1", store=store, clock=clock)
        self.tokens = {seat: token}
        self.attach(seat)
        while any(not s.taken for s in self.table.seats):
            seat, token = self.table.join(f"P{len(self.tokens) + 1}")
            self.tokens[seat] = token
            self.attach(seat)
        self.deliver()

    def attach(self, seat: int) -> None:
        self.frames.setdefault(seat, [])
        self.sent = getattr(self, "sent", {})
        self.sent[seat] = self.frames[seat].append
        self.table.attach(seat, self.sent[seat])

    def deliver(self) -> None:
        for seat, frames in self.frames.items():
            delivered = getattr(self, "_delivered", {}).get(seat, 0)
            for text in frames[delivered:]:
                message = self.json.loads(text)
                if message["type"] == "table" and message.get("started"):
                    self.sessions[seat] = self.RemoteSession(self.definition, self.content, message,
                                                             lambda m, seat=seat: self.intent(seat, m))
                elif seat in self.sessions:
                    self.sessions[seat].receive(message)
            self._delivered = getattr(self, "_delivered", {})
            self._delivered[seat] = len(frames)

    def intent(self, seat: int, message: dict) -> None:
        text = self.protocol.encode(message.pop("type"), **message)
        decoded = self.protocol.decode(text)
        try:
            if decoded["type"] == "act":
                self.table.act(seat, decoded["action"], decoded.get("move"))
            elif decoded["type"] == "give_seat":
                self.table.give_seat(seat, decoded["seat"], decoded["level"])
        except self.protocol.ProtocolError as error:
            self.errors.setdefault(seat, []).append(error.code)

    def play_computers(self, rng) -> bool:
        """One move of a computer seat (a random legal one), if one must decide."""
        players = self.table.computers_to_act()
        if not players:
            return False
        legal = self.table.session.state.legal_actions(players[0])
        self.table.apply(players[0], legal[rng.randrange(len(legal))])
        return True

    def play_to_end(self, rng, max_moves: int = 20_000, level: str = "random") -> None:
        """Every seat plays from its own session, as a `level` computer player would from its view
        (the table's computer seats play random legal moves)."""
        from game.core.bots import make_bot

        bot = make_bot(self.definition, level)
        for _ in range(max_moves):
            self.deliver()
            if self.table.finished:
                return
            if self.play_computers(rng):
                continue
            seat = next(s for s in sorted(self.sessions) if self.sessions[s].human_players_to_act())
            session = self.sessions[seat]
            session.apply(seat, bot.choose(session.state, session.legal_actions(), rng, 0.05))
        raise AssertionError("the game did not end")
