"""A seat at a network table, seen from the client: what a table scene reads from a GameSession,
fed by the server's messages instead of by the rules.

    session = RemoteSession(definition, content, table_message, send)
    session.receive(message)            # every message from the server, in order
    for player, events in session.poll():   # what happened since: animate it
        ...
    session.apply(session.seat, action) # an intent: sent, and applied when the server says so

- `state` is the seat's own view (the server never sends the true state); `view_for(seat)` is
  it. `legal_actions()` are the ones the server sent for the seat's question, `to_act()` who
  must decide, `log` the game's log, `version` goes up with every change.
- `apply` only sends: it returns no events. The move comes back from the server in a `moved`
  message like any other player's, and `poll()` hands out its events (with `data["private"]`
  only for this seat's own events). Meanwhile `awaiting` is True and the seat is not offered
  another decision (`human_players_to_act()` is empty) and a second `apply` sends nothing.
- Another seat's move can be shown the way a computer player's is (previewed, then applied):
  `hold(moved)` keeps the server's message back, and the table's `apply` of that seat's move
  then takes it and returns its events (the action it passes is what the table showed, or None).
- Computer players and hints run on the server: `bot_players_to_act()` is always empty here, and
  `request_hint()` asks the server (`hint` holds the answer while the question is the same).
- Undo is not offered at network tables (`can_undo` is False).
- `waiting()` lists the players the table waits for, with the seconds waited so far.

No sockets here: `send(message_dict)` is given by the connection (client.py)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from game.core.config import GameConfig, Seat
from game.core.engine import Event, as_record, typed_records
from game.core.errors import IllegalAction, NotYourTurn
from game.core.gamelog import LogEntry
from game.core.session import MovesRecorded, NothingTakenBack, RecordedAction

REMOTE = "remote"  # the kind of a seat another person plays from elsewhere


class TableMismatch(Exception):
    """The server's table cannot be shown here: another game, or other content (cards, rules)."""


@dataclass(frozen=True)
class RemoteHint:
    move: int
    action: object
    text: str
    level: str


class RemoteSession(NothingTakenBack, MovesRecorded):
    remote = True
    autosaver = None  # the server saves the table; nothing is saved here
    replaying = False

    def left(self) -> None:
        """The table was put away: the server keeps the game (and may give the seat to a computer
        player); your record counts network games once the windowed network table records them."""

    def __init__(self, definition, content, table: dict, send: Callable[[dict], None],
                 clock: Callable[[], float] = time.monotonic):
        if table.get("game") != definition.id:
            raise TableMismatch(f"table {table.get('table')} plays {table.get('title', table.get('game'))}, "
                                f"not {definition.title}")
        if table.get("identity") != content.identity:
            mods = ", ".join(map(str, table.get("mods") or [])) or "none"
            raise TableMismatch(f"the server plays {definition.title} with other cards or rules than this Orrery "
                                f"(its mods: {mods}); play with the same version and mods")
        self.definition = definition
        self.content = content
        self.send = send
        self.clock = clock
        self.codec = definition.action_codec
        self.table = table["table"]
        self.seat: int = table["you"]
        self.host: int = table.get("host", 0)
        self.listeners: list[Callable[[list[Event]], None]] = []
        self.version = 0
        self.hint: RemoteHint | None = None
        self.problem: str | None = None  # the server's latest refusal of this seat's message
        self.awaiting = False  # an intent is on its way: no other until the server answers it
        self._connected = True
        self.held: dict | None = None  # another seat's `moved`, kept back while the table shows it
        self._batches: list[tuple[int, list[Event]]] = []
        self._load(table)

    # --- the whole table ------------------------------------------------------------------------
    def _load(self, table: dict) -> None:
        self.started = bool(table.get("started"))
        self.seats = list(table.get("seats", []))
        self.variants = tuple(table.get("variants", ()))
        self._set_waiting(table.get("waiting", []))
        self.move = int(table.get("move", 0))
        self.config = self._config(table.get("settings"))
        self.state = None
        self.log: list[LogEntry] = []
        self.actions: list[RecordedAction] = []
        self.result = table.get("result")
        if self.started:
            self.state = self.definition.state_class.from_dict(self.content, table["view"])
            self.log = [LogEntry.from_list(entry) for entry in table.get("log", [])]
            # who made each earlier move is public; what it was is not sent again
            self.actions = [RecordedAction(int(p), None) for p in table.get("players", [])]
            self._set_question(table)
        else:
            self._to_act, self._legal, self.prompt = [], [], None
        self.version += 1

    def _config(self, settings: dict | None) -> GameConfig:
        """The table's settings (no seed: the server keeps it), this seat human, the others remote
        players or the server's computers."""
        if settings:
            bases = [Seat.from_dict(seat) for seat in settings["seats"]]
        else:
            bases = [Seat(seat["name"]) for seat in self.seats]
        options = dict(settings.get("options", {})) if settings else {}
        return GameConfig(self.definition.id, self._seats_as_here(bases), self.variants, 0, options)

    def _seats_as_here(self, bases) -> tuple[Seat, ...]:
        """Each seat as this client plays with it: its own human, the server's computers ai, the
        other people remote."""
        seats = []
        for index, base in enumerate(bases):
            public = self.seats[index] if index < len(self.seats) else {}
            if index == self.seat:
                kind, level = "human", "medium"
            elif public.get("kind") == "computer" or public.get("given"):
                kind, level = "ai", public.get("level") or base.level
            else:
                kind, level = REMOTE, ""
            seats.append(Seat(base.name, kind, level, base.colour, base.shape))
        return tuple(seats)

    def _set_question(self, message: dict) -> None:
        self._to_act = list(message.get("to_act", []))
        self._legal = [self.codec.from_dict(a) for a in message.get("legal", [])]
        self.prompt = message.get("prompt")

    def _set_waiting(self, waiting: list) -> None:
        now = self.clock()
        self._waiting = [(int(w["seat"]), str(w["name"]), float(w["waited_s"]), now) for w in waiting]

    # --- messages from the server ---------------------------------------------------------------
    def receive(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "table":
            self.awaiting = False
            self.held = None
            self._load(message)
        elif kind == "moved":
            self._moved(message)
        elif kind == "seats":
            self.seats = list(message.get("seats", self.seats))
            self._set_waiting(message.get("waiting", []))
            if self.started:
                self.config = GameConfig(self.definition.id, self._seats_as_here(self.config.seats), self.variants, 0,
                                         self.config.options)
            self.version += 1
        elif kind == "hint":
            if message.get("move") == self.move:
                self.hint = RemoteHint(message["move"], self.codec.from_dict(message["action"]),
                                       message.get("text", ""), message.get("level", ""))
        elif kind == "error":
            self.problem = message.get("message", "")
            if message.get("ref") in ("act", None):  # the intent was refused (or dropped unread)
                self.awaiting = False

    def events_of(self, message: dict) -> list[Event]:
        """The events of a `moved` message, as the game's typed records (as a session here makes
        them), so the table reads them as it reads its own."""
        records = typed_records(self.definition.id)
        return [as_record(Event(e["kind"], e.get("text", ""), e.get("player"), e.get("data") or {},
                                bool(e.get("barrier"))), records) for e in message.get("events", [])]

    def hold(self, message: dict) -> None:
        """Keep another seat's `moved` back until the table applies that seat's move (`apply`)."""
        self.held = message

    def _moved(self, message: dict, batch: bool = True) -> list[Event]:
        player = int(message["player"])
        events = self.events_of(message)
        action = self.codec.from_dict(message["action"]) if "action" in message else None
        self.state = self.definition.state_class.from_dict(self.content, message["view"])
        self.log.extend(LogEntry.from_list(entry) for entry in message.get("log", []))
        self.actions.append(RecordedAction(player, action, tuple(events)))
        self.move = int(message["move"])
        self._set_question(message)
        self._set_waiting(message.get("waiting", []))
        self.result = message.get("result")
        self.hint = None
        self.problem = None
        if player == self.seat:
            self.awaiting = False
        self.version += 1
        if batch:
            self._batches.append((player, events))
        for listener in self.listeners:
            listener(events)
        return events

    def poll(self) -> list[tuple[int, list[Event]]]:
        """The moves received since the last poll: (player, events) each, in order."""
        batches, self._batches = self._batches, []
        return batches

    # --- what a table reads ---------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.result is not None

    def view_for(self, player: int | None):
        if player != self.seat:
            raise ValueError("a network seat sees only its own view")
        return self.state

    def to_act(self) -> list[int]:
        return list(self._to_act)

    def legal_actions(self) -> list:
        """This seat's legal actions now (as the server sent them): [] when it is not asked."""
        return list(self._legal)

    def is_human(self, player: int) -> bool:
        return player == self.seat

    @property
    def connected(self) -> bool:
        """False while the link is away or lost: nothing can be sent, so nothing is asked."""
        return self._connected

    @connected.setter
    def connected(self, connected: bool) -> None:
        if connected != self._connected:
            self._connected = connected
            self.version += 1  # the table asks again (or stops asking)

    def human_players_to_act(self) -> list[int]:
        """This seat, while it is asked something, has not sent its answer yet and can send one."""
        asked = self.seat in self._to_act and self._legal and not self.awaiting and self.connected
        return [self.seat] if asked else []

    def bot_players_to_act(self) -> list[int]:
        return []  # the server plays its computer seats

    def waiting(self) -> list[tuple[int, str, float]]:
        """(seat, name, seconds waited) of each player the table waits for."""
        now = self.clock()
        return [(seat, name, waited + (now - at)) for seat, name, waited, at in self._waiting]

    # --- acting ---------------------------------------------------------------------------------
    def apply(self, player: int, action) -> list[Event]:
        """Send this seat's intent (checked here first, and by the server); its events arrive
        later through `poll`, when the server has applied it."""
        if player != self.seat:
            held, self.held = self.held, None
            if held is not None and int(held["player"]) == player:
                return self._moved(held, batch=False)  # the server's word for the move the table showed
            self.held = held
            raise NotYourTurn(f"this client plays seat {self.seat}, not {player}")
        if self.awaiting:
            return []  # its move is on its way: a second click sends nothing
        if self.finished or self.seat not in self._to_act:
            raise NotYourTurn("it is not this seat's turn")
        if action not in self._legal and not self.state.is_legal(player, action):
            raise IllegalAction(f"{action!r} is not legal for this seat now")
        self.send({"type": "act", "move": self.move, "action": self.codec.to_dict(action)})
        self.awaiting = True
        return []

    def request_hint(self) -> None:
        self.send({"type": "hint"})

    def give_seat(self, seat: int, level: str) -> None:
        """The host gives an away player's seat to a computer player."""
        self.send({"type": "give_seat", "seat": seat, "level": level})
