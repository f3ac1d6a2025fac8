"""Talking to a server: one WebSocket connection, as asyncio code (`Connection`) and, for the
app's frame loop, on a thread of its own (`BackgroundConnection`: `send` and `poll` never wait).

    connection = Connection(url, table="friday")   # connects to <url>/t/friday
    welcome = await connection.open()
    await connection.send("join", table="friday", name="Ada")
    message = await connection.receive()           # a checked dict; ServerClosed when it ends"""

from __future__ import annotations

import asyncio
import queue
import threading
from urllib.parse import urlsplit

from . import protocol
from .ratelimit import CLIENT_RATE, RateLimit


class ServerClosed(Exception):
    """The connection ended (the server went away, or closed it: the text says why)."""


class ServerRefused(Exception):
    """The server answered with an error; `code` is its code (PROTOCOL.md)."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def url_problem(url: str) -> str | None:
    """Why `url` cannot name a server, or None."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises on a port that is not a number
    except ValueError as error:
        return f"{url!r} is not a server address ({error})"
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        return f"{url!r} is not a server address: use ws://HOST:PORT (or wss:// for TLS)"
    return None


class Connection:
    def __init__(self, url: str, table: str | None = None, ssl=None, open_timeout: float = 10.0):
        self.url = protocol.table_url(url, table) if table else url
        self.ssl = ssl
        self.open_timeout = open_timeout
        self.websocket = None
        self.received = 0  # frames received
        self.raw_log: list[str] | None = None  # every frame as it came, when a test asks for it
        self.limit = RateLimit(CLIENT_RATE, burst=20)  # keeps below what the server takes

    async def open(self) -> dict:
        """Connect and read the server's welcome (ServerClosed when it cannot be reached)."""
        from websockets.asyncio.client import connect

        kwargs = {"max_size": protocol.MAX_SERVER_MESSAGE_BYTES, "compression": None,
                  "open_timeout": self.open_timeout}
        if self.ssl is not None:
            kwargs["ssl"] = self.ssl
        try:
            self.websocket = await connect(self.url, **kwargs)
        except (OSError, asyncio.TimeoutError, TimeoutError) as error:
            raise ServerClosed(f"cannot reach {self.url}: {getattr(error, 'strerror', None) or error}") from None
        except Exception as error:  # noqa: BLE001 - a refused handshake and the like
            raise ServerClosed(f"cannot connect to {self.url}: {error}") from None
        welcome = await self.receive()
        if welcome.get("type") == "error":
            raise ServerRefused(welcome.get("code", ""), welcome.get("message", ""))
        if welcome.get("type") != "welcome":
            raise ServerClosed(f"{self.url} did not greet like an Orrery server")
        return welcome

    async def send(self, kind: str, **fields) -> None:
        from websockets.exceptions import ConnectionClosed

        while not self.limit.allow():
            await asyncio.sleep(self.limit.wait_s())
        try:
            await self.websocket.send(protocol.encode(kind, **fields))
        except ConnectionClosed as closed:
            raise ServerClosed(_closed_words(closed)) from None

    async def receive(self) -> dict:
        from websockets.exceptions import ConnectionClosed

        try:
            raw = await self.websocket.recv()
        except ConnectionClosed as closed:
            raise ServerClosed(_closed_words(closed)) from None
        self.received += 1
        if self.raw_log is not None:
            self.raw_log.append(raw if isinstance(raw, str) else raw.decode("utf-8", "replace"))
        try:
            return protocol.parse_server_message(raw)
        except protocol.ProtocolError as error:
            raise ServerClosed(error.message) from None

    async def close(self) -> None:
        if self.websocket is not None:
            await self.websocket.close()


def _closed_words(closed) -> str:
    reason = getattr(closed, "rcvd", None)
    if reason is not None and reason.reason:
        return f"the server closed the connection: {reason.reason}"
    return "the connection to the server was lost"


class BackgroundConnection:
    """A connection on a thread of its own, for a frame loop: `send(message)` queues a message,
    `poll()` returns the messages that have arrived (and a {"type": "closed", "message": ...} when
    the connection ends). None of `start`, `send` and `poll` ever waits: messages sent before the
    thread is under way are kept and go first."""

    def __init__(self, url: str, table: str | None = None, ssl=None):
        self.connection = Connection(url, table, ssl)
        self._inbox: "queue.Queue[dict]" = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue | None = None
        self._lock = threading.Lock()  # between `send` and the thread taking what came early
        self._early: list[dict | None] = []  # sent (or closed: None) before the thread's loop existed
        self._thread = threading.Thread(target=self._run, name="orrery-net-client", daemon=True)
        self.closed = False

    def start(self) -> "BackgroundConnection":
        self._thread.start()
        return self

    def send(self, message: dict) -> None:
        """Queue `message` ({"type": ..., fields}) for the server."""
        self._put(dict(message))

    def _put(self, item: dict | None) -> None:
        with self._lock:
            if self.closed:
                return
            if self._loop is None:
                self._early.append(item)
                return
            self._loop.call_soon_threadsafe(self._outbox.put_nowait, item)

    def poll(self) -> list[dict]:
        messages = []
        while True:
            try:
                messages.append(self._inbox.get_nowait())
            except queue.Empty:
                return messages

    def close(self) -> None:
        self._put(None)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        with self._lock:
            self._outbox = asyncio.Queue()
            for item in self._early:
                self._outbox.put_nowait(item)
            self._early.clear()
            self._loop = asyncio.get_running_loop()
        try:
            self._inbox.put(await self.connection.open())
            writer = asyncio.create_task(self._write())
            try:
                while True:
                    self._inbox.put(await self.connection.receive())
            finally:
                writer.cancel()
        except (ServerClosed, ServerRefused) as error:
            self._inbox.put({"type": "closed", "message": str(error)})
        finally:
            with self._lock:
                self.closed = True
            await self.connection.close()

    async def _write(self) -> None:
        while True:
            message = await self._outbox.get()
            if message is None:
                await self.connection.close()
                return
            kind = message.pop("type")
            await self.connection.send(kind, **message)
