"""One window's place at a network table: the connection (on a thread of its own), the seat and
its token, the RemoteSession once the table arrives, and coming back by itself after a drop.

    link = SeatLink(url, games)                 # games(game_id) -> (definition, content)
    link.open(); link.list_tables()             # the Join screen: link.tables
    link.join("friday", "Ada", seat=1)          # or link.create(...) for the host
    link.poll()                                 # each frame, never waits
    link.session                                # the RemoteSession, from the first `table`
    message = link.next_message()               # what the session is to be told, in order

Messages about the game (`table`, `moved`, `seats`, `hint` and errors about moves) wait in an
inbox until the table takes them (`next_message`), so a table can hold a move back while it still
animates the one before. The first `table` makes the session at once (nothing is drawn yet).

When the connection drops after the seat was taken (`status` AWAY), the link connects again after
a short wait, takes the seat back with its token and the server sends the whole table again;
it goes on trying, waiting a little longer each time (at most `RETRY_MOST` seconds), until it is
closed. A refused token (the table is gone), another window taking the seat with the token, or a
table this Orrery cannot show (other content) end it (`status` LOST, `problem` says why).

A host's link owns its server (`server`, hosting.HostedServer): it is polled with the link and
stopped when the link is closed. No pygame here."""

from __future__ import annotations

import time
from collections import deque
from typing import Callable

from .client import BackgroundConnection
from .remote_session import RemoteSession, TableMismatch

CONNECTING, LOBBY, SEATED, AWAY, LOST, CLOSED = "connecting", "lobby", "seated", "away", "lost", "closed"
RETRY_WAITS = (0.3, 1.0, 2.0, 3.0)  # seconds before each new attempt after a drop
RETRY_MOST = 5.0
SESSION_MESSAGES = frozenset(("table", "moved", "seats", "hint"))
SEAT_ENDING = frozenset(("bad_token", "replaced"))  # no way back to the seat after these


class SeatLink:
    def __init__(self, url: str, games: Callable[[str], tuple], *, server=None,
                 connect=BackgroundConnection, clock: Callable[[], float] = time.monotonic):
        self.url = url
        self.games = games  # game id -> (definition, content); raises LookupError with the reason
        self.server = server
        self.connect = connect
        self.clock = clock
        self.connection = None
        self.status = CONNECTING
        self.problem: str | None = None  # the latest thing that went wrong, in one line
        self.welcome: dict | None = None
        self.tables: list[dict] = []  # the lobby's tables, from the latest `list`
        self.tables_version = 0
        self.table: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.host: int | None = None
        self.name = ""
        self.session: RemoteSession | None = None
        self.inbox: deque[dict] = deque()
        self.away_since: float | None = None  # when the connection dropped
        self.attempts = 0  # attempts to come back since the drop
        self.retry_at: float | None = None
        self._asked: dict | None = None  # the create or join sent on this connection

    # --- asking ---------------------------------------------------------------------------------
    def open(self, table: str | None = None) -> "SeatLink":
        """Connect (to `table`'s path when given, for a reverse proxy that pins tables)."""
        if table is not None:
            self.table = table
        self.status = CONNECTING
        self.connection = self.connect(self.url, self.table).start()
        return self

    def list_tables(self) -> None:
        self._send({"type": "list"})

    def create(self, table: str, game: str, seats: int, computers=(), variants=(), name: str = "") -> None:
        self.table, self.name = table, name
        self._ask({"type": "create", "table": table, "game": game, "seats": seats, "computers": list(computers),
                   "variants": list(variants), "name": name})

    def join(self, table: str, name: str, seat: int | None = None) -> None:
        self.table, self.name = table, name
        message = {"type": "join", "table": table, "name": name}
        if seat is not None:
            message["seat"] = seat
        self._ask(message)

    def _ask(self, message: dict) -> None:
        self.problem = None
        self._asked = message
        if self.connection is None:
            self.open()
        self._send(message)

    def send(self, message: dict) -> None:
        """For the session: an intent, a hint asked for, a seat given away."""
        self._send(message)

    def _send(self, message: dict) -> None:
        if self.connection is not None:
            self.connection.send(message)

    def leave(self) -> None:
        """Get up from the table for good (the server is told; no coming back)."""
        if self.status == SEATED:
            self._send({"type": "leave"})
        self.close()

    def close(self) -> None:
        self.status = CLOSED
        self.retry_at = None
        if self.connection is not None:
            self.connection.close()
            self.connection = None
        if self.server is not None:
            self.server.stop()

    # --- hearing --------------------------------------------------------------------------------
    def poll(self) -> None:
        """What arrived since the last poll (never waits); a new attempt when one is due."""
        if self.server is not None and self.status != CLOSED:
            self.server.poll()
            if self.server.problem and self.status != LOST:
                self._lose(f"the game's server stopped: {self.server.problem}")
        if self.connection is not None:
            for message in self.connection.poll():
                self._take(message)
        if self.status == AWAY and self.retry_at is not None and self.clock() >= self.retry_at:
            self._come_back()

    def next_message(self) -> dict | None:
        """The next message for the session, in order (None when there is none)."""
        return self.inbox.popleft() if self.inbox else None

    def seconds_away(self) -> float:
        return 0.0 if self.away_since is None else self.clock() - self.away_since

    def _take(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "welcome":
            self.welcome = message
            if self.status == CONNECTING and self.token is None:
                self.status = LOBBY
        elif kind == "tables":
            self.tables = list(message.get("tables", []))
            self.tables_version += 1
        elif kind == "joined":
            self.table, self.seat, self.token = message["table"], message["seat"], message["token"]
            self.host = message.get("host", 0)
            self.status, self.problem = SEATED, None
            self.away_since, self.attempts, self.retry_at = None, 0, None
        elif kind in SESSION_MESSAGES:
            if self.session is None and kind == "table":
                self._first_table(message)
            elif self.session is not None:
                self.inbox.append(message)
        elif kind == "error":
            self._error(message)
        elif kind == "closed":
            self._closed(message.get("message", "the connection ended"))

    def _first_table(self, message: dict) -> None:
        try:
            definition, content = self.games(message.get("game", ""))
            self.session = RemoteSession(definition, content, message, self.send)
        except (LookupError, TableMismatch) as error:
            self._lose(str(error.args[0] if error.args else error))
            self.leave_quietly()

    def leave_quietly(self) -> None:
        """Give up a seat this window cannot play (the server is told), keeping the reason shown."""
        self._send({"type": "leave"})
        if self.connection is not None:
            self.connection.close()
            self.connection = None

    def _error(self, message: dict) -> None:
        code, words, ref = message.get("code"), message.get("message", ""), message.get("ref")
        if code in SEAT_ENDING or (ref == "join" and self.token is not None and code == "no_table"):
            self._lose({"replaced": "this seat was taken up by another window with its token",
                        "bad_token": f"table {self.table} no longer holds this seat"}.get(code, words))
            if self.connection is not None:
                self.connection.close()
                self.connection = None
        elif ref in ("create", "join"):
            self.problem = words  # the lobby shows it; the player chooses again
            self._asked = None
        elif self.session is not None:
            self.inbox.append(message)  # about a move or a hint: the session hears it in order
        else:
            self.problem = words

    def _closed(self, why: str) -> None:
        self.connection = None
        if self.status in (LOST, CLOSED):
            return
        self.problem = why
        if self.token is None:  # never seated: nothing to come back to
            self._lose(why)
            return
        if self.status != AWAY:
            self.status, self.away_since, self.attempts = AWAY, self.clock(), 0
        self.retry_at = self.clock() + self.retry_wait()

    def retry_wait(self) -> float:
        return RETRY_WAITS[self.attempts] if self.attempts < len(RETRY_WAITS) else RETRY_MOST

    def _come_back(self) -> None:
        """Connect again and take the seat back with its token; the whole table follows."""
        self.attempts += 1
        self.retry_at = None
        self.connection = self.connect(self.url, self.table).start()
        self.connection.send({"type": "join", "table": self.table, "token": self.token})

    def _lose(self, why: str) -> None:
        self.status, self.problem, self.retry_at = LOST, why, None
