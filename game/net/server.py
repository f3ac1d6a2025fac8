"""`main.py --serve`: a headless server holding tables that people join over the network.

One asyncio event loop speaks WebSocket (the `websockets` package) to every client; the tables
(tables.py) hold the games; computer players and hints are worked out in worker processes
(bot_pool.py, computers.py); saves are written on a thread. Nothing on the loop waits on a bot, a
disk or a slow client:

- each connection's messages go out through its own queue; a client that lets too many pile up
  is disconnected (it can come back with its token);
- each connection may send `RATE` messages a second (bursts of `BURST`); beyond that its messages
  are dropped with a `rate_limited` error (at most one a second), and no one else notices;
- a message over 64 KiB, one that is not JSON, of an unknown type, with wrong fields, or an
  illegal move gets an error for that client only (protocol.py, PROTOCOL.md);
- frames over 1 MiB are refused by the WebSocket layer itself, which closes that connection."""

from __future__ import annotations

import asyncio
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from game import __version__
from game.core.words import counted

from . import protocol
from .protocol import ProtocolError, encode
from .ratelimit import RATE, RateLimit
from .tables import TABLE_FORMAT, SeatSlot, Table, TableStore

MAX_BACKLOG = 2000  # messages waiting to go to one client before it is disconnected as too slow
POLL_S = 0.002  # how often answers from the computer players' processes are collected
OPEN_TABLE_IDLE_S = 600.0  # a table still gathering players that nobody has been at for this long is closed
SWEEP_S = 30.0  # how often such tables are looked for


class Connection:
    """One client: its socket, its place at a table, its outgoing queue and its rate limit."""

    def __init__(self, websocket, path_table: str | None):
        self.websocket = websocket
        self.path_table = path_table  # the table its URL names, if any
        self.table: Table | None = None
        self.seat: int | None = None
        self.limit = RateLimit()
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.closing = False

    def send(self, text: str) -> None:
        if self.closing:
            return
        if self.queue.qsize() >= MAX_BACKLOG:
            self.close_soon()
            return
        self.queue.put_nowait(text)

    def close_soon(self) -> None:
        if not self.closing:
            self.closing = True
            self.queue.put_nowait(None)

    async def write(self) -> None:
        from websockets.exceptions import ConnectionClosed

        try:
            while True:
                text = await self.queue.get()
                if text is None:
                    await self.websocket.close(1008, "too many messages waiting, or replaced by a newer connection")
                    return
                await self.websocket.send(text)
        except ConnectionClosed:
            self.closing = True  # the client went away: what was waiting for it is dropped


@dataclass
class ServerOptions:
    host: str = "127.0.0.1"
    port: int = 8765
    folder: Path = Path("orrery-server")
    pace: float = 0.6  # seconds a computer player's move takes at least (people follow it)
    processes: int | None = None  # computer players' processes (default: one per core, at most 4)
    ssl: object = None  # an ssl.SSLContext for wss://
    announce: bool = True  # zeroconf on the local network
    allow_seeds: bool = False  # a table's creator may choose its seed (tests, reproducing a game)
    max_tables: int = 1000
    max_connections: int = 4000
    content_root: Path | None = None
    mod_dirs: tuple = ()
    contents: dict = field(default_factory=dict)  # game id -> content (loaded when empty)
    name: str | None = None  # what the local network is told it is called (default: Orrery on HOST port N)


def load_contents(content_root=None, mod_dirs=(), report=print) -> dict:
    """Every registered game's content; a game whose content has errors is left out, with a line."""
    from game.core.content.service import load_game_content
    from game.core.registry import GameImportError, game_ids

    contents = {}
    for game_id in game_ids():
        try:
            result = load_game_content(game_id, content_root, mod_dirs)
        except GameImportError as error:
            report(f"orrery server: {game_id} is not offered: {error}")
            continue
        if not result.ok:
            report(f"orrery server: {game_id} is not offered: its content has {len(result.errors)} errors "
                   f"(first: {result.errors[0]})")
            continue
        contents[game_id] = result.content
    return contents


class Server:
    def __init__(self, options: ServerOptions, report=print):
        from game.core.registry import get_game
        from game.core.saves import BackgroundWriter

        from .bot_pool import BotPool
        from .computers import ComputerPlayers

        self.options = options
        self.report = report
        self.contents = options.contents or load_contents(options.content_root, options.mod_dirs, report)
        self.definitions = {game_id: get_game(game_id) for game_id in self.contents}
        self.writer = BackgroundWriter()
        self.store = TableStore(options.folder, self.writer)
        self.tables: dict[str, Table] = {}
        self.connections: set[Connection] = set()
        self.pool = BotPool(self.contents, options.processes)
        self.computers = ComputerPlayers(self.pool, options.pace, report=report)
        self.messages = 0  # messages taken from clients
        self.refused = 0  # messages refused with an error

    # --- tables ---------------------------------------------------------------------------------
    def _adopt(self, table: Table) -> None:
        self.tables[table.name] = table
        table.on_change = self.computers.table_changed
        self.computers.table_changed(table)

    def resume_tables(self) -> list[str]:
        """Tables left by an earlier run of this server (in its folder): unfinished ones play on."""
        from game.core.errors import SaveError
        from game.core.saves import autosave_path, load_session, read_checked_body

        resumed = []
        folder = self.store.folder
        if not folder.is_dir():
            return resumed
        for path in sorted(folder.glob("*.json")):
            name = path.stem
            try:
                meta = read_checked_body(path, TABLE_FORMAT)
                if meta.get("finished") or name in self.tables:
                    continue
                definition = self.definitions.get(meta["game"])
                if definition is None:
                    raise SaveError(f"its game {meta['game']!r} is not offered by this server")
                content = self.contents[definition.id]
                seats = [SeatSlot.from_dict(s) for s in meta["seats"]]
                session = None
                if meta.get("save"):
                    target = autosave_path(self.store.saves, definition.id, meta["save"])
                    session = load_session(target, lambda game_id: self.contents.get(game_id))
                    if session.state.is_terminal():
                        continue
                table = Table(name, definition, content, seats, meta.get("variants", ()), int(meta.get("seed", 0)),
                              int(meta.get("host", 0)), session, store=self.store)
                now = time.time()
                for slot in table.seats:  # nobody is connected yet: everyone is away from now on
                    if slot.kind == "network" and table.started:
                        slot.dropped_at = slot.dropped_at or now
            except (SaveError, KeyError, TypeError, ValueError) as error:
                self.report(f"orrery server: table {name} not resumed: {error}")
                continue
            self._adopt(table)
            resumed.append(name)
        return resumed

    def _create(self, conn: Connection, message: dict) -> None:
        name = message["table"]
        if conn.path_table is not None and conn.path_table != name:
            raise ProtocolError("wrong_table", f"this connection is for table {conn.path_table or '?'}")
        if name in self.tables:
            raise ProtocolError("table_exists", f"there is already a table called {name}")
        if len(self.tables) >= self.options.max_tables:
            raise ProtocolError("server_full", f"this server holds {self.options.max_tables} tables already")
        definition = self.definitions.get(message["game"])
        if definition is None:
            raise ProtocolError("bad_settings", f"this server offers no game {message['game']!r}; "
                                                f"it offers {', '.join(self.definitions)}")
        seed = message.get("seed")
        if seed is not None and not self.options.allow_seeds:
            raise ProtocolError("bad_settings", "this server chooses every table's seed (a player who knew it could "
                                                "work out every hidden card); leave the seed out")
        if seed is None:
            import secrets

            seed = secrets.randbelow(2 ** 31)
        table, seat, token = Table.create(name, definition, self.contents[definition.id], message["seats"],
                                          message.get("computers", ()), message.get("variants", ()), seed,
                                          message.get("name", ""), store=self.store)
        self._adopt(table)
        self._seat(conn, table, seat, token)

    def _join(self, conn: Connection, message: dict) -> None:
        name = message["table"]
        if conn.path_table is not None and conn.path_table != name:
            raise ProtocolError("wrong_table", f"this connection is for table {conn.path_table or '?'}")
        table = self.tables.get(name)
        if table is None:
            raise ProtocolError("no_table", f"there is no table called {name} on this server")
        seat, token = table.join(message.get("name", ""), message.get("token"), message.get("seat"))
        self._seat(conn, table, seat, token)

    def _seat(self, conn: Connection, table: Table, seat: int, token: str) -> None:
        conn.table, conn.seat = table, seat
        conn.send(encode("joined", table=table.name, seat=seat, token=token, host=table.host))
        replaced = table.attach(seat, conn.send)
        if replaced is not None:
            old = next((c for c in self.connections if c.send == replaced), None)
            if old is not None:
                old.send(protocol.error("replaced", "your seat was taken up by a newer connection with its token"))
                old.table, old.seat = None, None
                old.close_soon()

    def _leave(self, conn: Connection) -> None:
        if conn.table is not None:
            conn.table.detach(conn.seat, conn.send)
            self._forget_if_done(conn.table)
        conn.table, conn.seat = None, None

    def _forget_if_done(self, table: Table) -> None:
        """A finished table nobody looks at any more leaves the lobby (its files stay)."""
        if table.finished and not table.senders and self.tables.get(table.name) is table:
            del self.tables[table.name]
            self.computers.forget(table)

    def sweep(self, now: float | None = None) -> list[str]:
        """Close the tables still gathering players that nobody has been at for OPEN_TABLE_IDLE_S
        (a table created and left must not hold a place among `max_tables` for ever); returns
        their names. Games under way are kept, however long they wait."""
        now = time.time() if now is None else now
        closed = [name for name, table in self.tables.items()
                  if not table.started and table.empty_since is not None
                  and now - table.empty_since >= OPEN_TABLE_IDLE_S]
        for name in closed:
            self.computers.forget(self.tables.pop(name))
            try:
                self.store.meta_path(name).unlink()
            except OSError:
                pass
        return closed

    async def sweep_now_and_then(self) -> None:
        while True:
            await asyncio.sleep(SWEEP_S)
            self.sweep()

    # --- messages -------------------------------------------------------------------------------
    def handle(self, conn: Connection, raw) -> None:
        """One frame from a client: answered, or refused with an error for that client only."""
        if not conn.limit.allow():
            self.refused += 1
            if conn.limit.should_warn():
                conn.send(protocol.error("rate_limited", f"too many messages: at most {RATE:g} a second"))
            return
        self.messages += 1
        kind = None
        try:
            message = protocol.decode(raw)
            kind = message["type"]
            self.dispatch(conn, kind, message)
        except ProtocolError as error:
            self.refused += 1
            conn.send(protocol.error(error.code, error.message, kind))
        except Exception as error:  # noqa: BLE001 - a bug must not take the table or the server down
            self.refused += 1
            self.report(f"orrery server: a {kind} message failed: {type(error).__name__}: {error}")
            conn.send(protocol.error("server_error", f"the server could not handle that ({type(error).__name__})",
                                     kind))

    def dispatch(self, conn: Connection, kind: str, message: dict) -> None:
        if kind == "ping":
            conn.send(encode("pong", id=message.get("id")))
        elif kind == "list":
            conn.send(encode("tables", tables=[t.summary() for t in self.tables.values()]))
        elif kind in ("create", "join"):
            if conn.table is not None:
                raise ProtocolError("already_seated", f"you sit at table {conn.table.name}: leave it first")
            (self._create if kind == "create" else self._join)(conn, message)
        elif conn.table is None:
            raise ProtocolError("not_seated", f"join a table before sending {kind}")
        elif kind == "act":
            conn.table.act(conn.seat, message["action"], message.get("move"))
        elif kind == "hint":
            table, seat = conn.table, conn.seat
            self.computers.hint(table, seat, lambda thought: self._send_hint(conn, table, seat, thought))
        elif kind == "give_seat":
            conn.table.give_seat(conn.seat, message["seat"], message["level"])
        elif kind == "leave":
            self._leave(conn)
            conn.send(encode("left"))

    def _send_hint(self, conn: Connection, table: Table, seat: int, thought) -> None:
        if conn.table is not table or conn.seat != seat:
            return
        if thought.error is not None:
            conn.send(protocol.error("no_hint", f"no hint this time: {thought.error[:160]}", "hint"))
            return
        try:
            words = table.session.state.describe(thought.action)
        except Exception:  # noqa: BLE001 - a move the game cannot word is still a hint
            words = ""
        conn.send(encode("hint", table=table.name, move=table.move, level=thought.played_as, text=words,
                         action=table.definition.action_codec.to_dict(thought.action)))

    # --- connections ----------------------------------------------------------------------------
    async def connected(self, websocket) -> None:
        path = getattr(getattr(websocket, "request", None), "path", "/") or "/"
        conn = Connection(websocket, protocol.table_of_path(path))
        writer = asyncio.get_running_loop().create_task(conn.write())
        if len(self.connections) >= self.options.max_connections:
            conn.send(protocol.error("server_full", "this server has too many connections; try later"))
            conn.close_soon()
            await writer
            return
        self.connections.add(conn)
        conn.send(self.welcome(conn))
        try:
            async for raw in websocket:
                self.handle(conn, raw)
                if conn.closing:
                    break
        except Exception:  # noqa: BLE001 - a connection that breaks is only that connection's end
            pass
        finally:
            self.connections.discard(conn)
            self._leave(conn)
            conn.close_soon()
            writer.cancel()

    def welcome(self, conn: Connection) -> str:
        from game.core.bots import levels_of
        from game.core.variants import game_variants

        games = []
        for game_id, definition in self.definitions.items():
            content = self.contents[game_id]
            games.append({"id": game_id, "title": definition.title, "min_players": definition.min_players,
                          "max_players": definition.max_players, "levels": levels_of(definition),
                          "variants": [v.id for v in game_variants(definition, content)],
                          "identity": content.identity, "mods": list(getattr(content, "mods", ()))})
        return encode("welcome", server=f"Orrery {__version__}", protocol=protocol.PROTOCOL_VERSION,
                      games=games, table=conn.path_table)

    async def poll_computers(self) -> None:
        while True:
            self.computers.poll()
            await asyncio.sleep(POLL_S if self.pool.waiting else 10 * POLL_S)

    def save_all(self) -> None:
        """Every unfinished table's autosave written now (at shutdown), and waited for."""
        for table in self.tables.values():
            if table.session is not None and table.session.autosaver is not None and not table.finished:
                table.session.autosaver.save(table.session)
        self.writer.flush()

    async def serve(self, ready=None, stop: asyncio.Future | None = None) -> None:
        """Serve until `stop` is done (or forever); `ready(url)` once clients may connect."""
        from websockets.asyncio.server import serve

        loop = asyncio.get_running_loop()
        self.computers.later = loop.call_later
        self.pool.start()
        resumed = self.resume_tables()
        poller = loop.create_task(self.poll_computers())
        sweeper = loop.create_task(self.sweep_now_and_then())
        announcer = None
        try:
            async with serve(self.connected, self.options.host, self.options.port, ssl=self.options.ssl,
                             max_size=protocol.MAX_FRAME_BYTES, compression=None, max_queue=64,
                             server_header=f"Orrery/{__version__}") as server:
                port = server.sockets[0].getsockname()[1]
                scheme = "wss" if self.options.ssl is not None else "ws"
                url = f"{scheme}://{_url_host(self.options.host)}:{port}"
                if self.options.announce:
                    from .discovery import Announcer

                    announcer = Announcer(self.options.host, port, tls=self.options.ssl is not None,
                                          name=self.options.name, report=self.report)
                    await loop.run_in_executor(None, announcer.start)
                if resumed:
                    self.report(f"orrery server: resumed {counted(len(resumed), 'table')}: {', '.join(resumed)}")
                if ready is not None:
                    ready(url)
                await (stop if stop is not None else loop.create_future())
        finally:
            poller.cancel()
            sweeper.cancel()
            if announcer is not None:
                await loop.run_in_executor(None, announcer.stop)
            self.save_all()
            self.pool.stop()


def _url_host(host: str) -> str:
    if host in ("", "0.0.0.0", "::"):
        import socket

        return socket.gethostname()
    return f"[{host}]" if ":" in host else host


def wants_announcing(bind: str, refused: bool) -> bool:
    """Announce on the local network unless told not to (--no-announce, or ORRERY_NO_ANNOUNCE=1, which
    the tests set), or the server listens on this machine only (a loopback address)."""
    import ipaddress
    import os

    if refused or os.environ.get("ORRERY_NO_ANNOUNCE") == "1":
        return False
    try:
        return not ipaddress.ip_address(bind).is_loopback
    except ValueError:
        return bind not in ("localhost",)


def ssl_context(cert: str, key: str):
    """A TLS context for wss:// from a certificate and its key (PEM files)."""
    import ssl

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context


def default_folder() -> Path:
    """Where a server keeps its tables unless told: the user data folder's `server/`."""
    from game.userdata import folder_without_sdl

    return folder_without_sdl() / "server"


def serve_command(args) -> int:
    """`--serve`: run until Ctrl+C (or SIGTERM); prints `serving on URL` once ready."""
    options = ServerOptions(host=args.bind, port=args.port, pace=args.pace,
                            folder=Path(args.server_dir) if args.server_dir else default_folder(),
                            announce=wants_announcing(args.bind, args.no_announce), allow_seeds=args.allow_seeds,
                            content_root=Path(args.content) if args.content else None, mod_dirs=tuple(args.mod))
    if bool(args.cert) != bool(args.key):
        print("main.py: --cert and --key go together (the certificate and its private key)", file=sys.stderr)
        return 2
    if args.cert:
        try:
            options.ssl = ssl_context(args.cert, args.key)
        except (OSError, ValueError) as error:
            print(f"main.py: cannot use --cert {args.cert} with --key {args.key}: {error}", file=sys.stderr)
            return 2
    try:
        options.folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"main.py: cannot keep tables in {options.folder}: {error.strerror or error}", file=sys.stderr)
        return 1
    server = Server(options, report=lambda line: print(line, flush=True))
    if not server.contents:
        print("main.py: no game can be offered (every game's content has errors)", file=sys.stderr)
        return 1

    async def main() -> None:
        loop = asyncio.get_running_loop()
        stop = loop.create_future()
        for sig in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(sig, lambda: stop.done() or stop.set_result(None))
            except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises KeyboardInterrupt
                pass
        await server.serve(lambda url: print(f"serving on {url}", flush=True), stop)

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        pass
    except OSError as error:
        print(f"main.py: cannot serve on {args.bind}:{args.port}: {error.strerror or error}", file=sys.stderr)
        return 1
    print("orrery server: stopped; every table is saved", flush=True)
    return 0
