"""The server's tables: who sits where, the game being played, and what each seat is sent.

No sockets and no event loop here (server.py brings those): a table is told that a seat joined,
that a connection came or went, that a seat acts; it checks everything through the rules and hands
each connected seat its own messages through the `send(text)` the server attached for it.

- A table is created with its seats: network seats (the creator takes the first; the others
  wait for players to join) and computer seats named at creation. The game starts when every
  network seat is taken, with the names the players brought.
- Each network seat gets a random token when it is taken; the server keeps only its digest.
  Joining again with it gives the seat back, with the whole table (a drop, a new client, a
  server restarted meanwhile).
- While a started game's player is away the others are told "waiting for NAME" with the time
  waited; the host (the creator's seat) may give the seat to a computer player. Its player
  coming back with the token takes it back.
- An intent names the move count the client had seen: one made for a question the seat is no
  longer being asked is refused as stale (another player's move that leaves the seat's
  question alone, such as a rival setting its dial at the same time, does not make it stale).
- Every table is autosaved (game/core/saves.py, after every turn, as the app does), with a small
  file of its seats beside it (`TableStore`), so a restarted server resumes it."""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

from game.core.bots import levels_of, seats_problem
from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES, GameConfig, Seat
from game.core.errors import IllegalAction
from game.core.session import GameSession
from game.core.variants import setup_problem

from . import seat_view
from .protocol import ProtocolError, check_table_name, clean_name, encode

NETWORK = "network"  # a player connecting from elsewhere
COMPUTER = "computer"  # a computer player the server runs


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class SeatSlot:
    name: str
    kind: str  # NETWORK or COMPUTER
    level: str = ""  # a computer seat's level; a network seat given to a computer plays at this level
    token_hash: str = ""  # a network seat's token digest, once taken
    given: bool = False  # a network seat whose player left, played by a computer meanwhile
    dropped_at: float | None = None  # when a started game's player lost their connection (wall clock)

    @property
    def taken(self) -> bool:
        return self.kind == COMPUTER or bool(self.token_hash)

    @property
    def computer_plays(self) -> bool:
        return self.kind == COMPUTER or self.given

    def to_dict(self) -> dict:
        return {"name": self.name, "kind": self.kind, "level": self.level, "token_hash": self.token_hash,
                "given": self.given, "dropped_at": self.dropped_at}

    @classmethod
    def from_dict(cls, data: dict) -> "SeatSlot":
        kind = data["kind"]
        if kind not in (NETWORK, COMPUTER):
            raise ValueError(f"unknown seat kind {kind!r}")
        dropped = data.get("dropped_at")
        return cls(str(data["name"]), kind, str(data.get("level", "")), str(data.get("token_hash", "")),
                   bool(data.get("given", False)), float(dropped) if dropped is not None else None)


def game_seat(slot: SeatSlot, index: int) -> Seat:
    """The session's seat for a table's seat: a person's is human, a computer's is ai."""
    colour, shape = PLAYER_COLOURS[index % len(PLAYER_COLOURS)], PLAYER_SHAPES[index % len(PLAYER_SHAPES)]
    if slot.computer_plays:
        return Seat(slot.name, "ai", slot.level, colour, shape)
    return Seat(slot.name, "human", "medium", colour, shape)


class Table:
    def __init__(self, name: str, definition, content, seats: list[SeatSlot], variants=(), seed: int = 0,
                 host: int = 0, session: GameSession | None = None, clock: Callable[[], float] = time.time,
                 store: "TableStore | None" = None):
        self.name = name
        self.definition = definition
        self.content = content
        self.seats = seats
        self.variants = tuple(variants)
        self.seed = seed
        self.host = host
        self.session = session
        self.clock = clock
        self.store = store
        self.senders: dict[int, Callable[[str], None]] = {}
        self._questions: dict[int, tuple] = {}  # seat -> (prompt, legal as text): what it is asked now
        self._legal: dict[int, list] = {}  # seat -> its encoded legal actions now
        self.decided_at: dict[int, int] = {}  # seat -> the move count when its question last changed
        self.on_change: Callable[["Table"], None] | None = None  # the server's bot driver listens
        self.empty_since: float | None = clock()  # when its last connection left (None while someone is here)
        if session is not None:
            self._attach_session(session)

    # --- making one -----------------------------------------------------------------------------
    @classmethod
    def create(cls, name: str, definition, content, seats: int, computers=(), variants=(), seed: int = 0,
               creator: str = "", store: "TableStore | None" = None,
               clock: Callable[[], float] = time.time) -> tuple["Table", int, str]:
        """A new table; returns (table, the creator's seat, the creator's token). `computers` are
        the levels of the computer seats, which take the last seats."""
        problem = check_table_name(name)
        if problem:
            raise ProtocolError("bad_table", problem)
        computers = list(computers)
        if not all(isinstance(level, str) for level in computers):
            raise ProtocolError("bad_settings", "computers is a list of level names")
        variants = list(variants)
        if not all(isinstance(v, str) for v in variants):
            raise ProtocolError("bad_settings", "variants is a list of variant names")
        if not 0 <= len(computers) < seats:
            raise ProtocolError("bad_settings", f"{len(computers)} computer seats leave no seat for a player "
                                                f"at a table of {seats}")
        problem = setup_problem(definition, content, seats, tuple(variants))
        if problem:
            raise ProtocolError("bad_settings", problem)
        slots = [SeatSlot("", NETWORK) for _ in range(seats - len(computers))]
        for level in computers:
            slots.append(SeatSlot(f"{level.capitalize()} bot {len(slots) + 1}", COMPUTER, level))
        problem = seats_problem(definition, [game_seat(s, i) for i, s in enumerate(slots)])
        if problem:
            raise ProtocolError("bad_settings", problem)
        table = cls(name, definition, content, slots, variants, seed, 0, clock=clock, store=store)
        seat, token = table.join(creator)
        return table, seat, token

    # --- seats ----------------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.session is not None

    @property
    def finished(self) -> bool:
        return self.session is not None and self.session.state.is_terminal()

    @property
    def move(self) -> int:
        return len(self.session.actions) if self.session is not None else 0

    def join(self, name: str = "", token: str | None = None, seat: int | None = None) -> tuple[int, str]:
        """Take a seat: back with a token, or an open one (the one asked for, else the first).
        Returns (seat, token): the same token when it came back, a new one otherwise."""
        if token is not None:
            digest = token_digest(token)
            for index, slot in enumerate(self.seats):
                if slot.kind == NETWORK and slot.token_hash and secrets.compare_digest(slot.token_hash, digest):
                    if slot.given:  # back from a drop: the seat is theirs again
                        slot.given = False
                        self._seats_changed()
                    return index, token
            raise ProtocolError("bad_token", f"that token holds no seat at table {self.name}")
        open_seats = [i for i, s in enumerate(self.seats) if s.kind == NETWORK and not s.taken]
        if seat is not None and seat not in open_seats:
            raise ProtocolError("seat_taken", f"seat {seat + 1} of table {self.name} is not open" if
                                0 <= seat < len(self.seats) else f"table {self.name} has no seat {seat + 1}")
        if not open_seats:
            raise ProtocolError("table_full", f"table {self.name} has no open seat")
        index = seat if seat is not None else open_seats[0]
        token = secrets.token_urlsafe(18)
        slot = self.seats[index]
        slot.name = self._unique_name(clean_name(name, f"Player {index + 1}"), index)
        slot.token_hash = token_digest(token)
        if all(s.taken for s in self.seats):
            self._start()
        self._seats_changed()
        return index, token

    def _unique_name(self, name: str, index: int) -> str:
        others = {s.name for i, s in enumerate(self.seats) if i != index and (s.taken or s.kind == COMPUTER)}
        candidate, n = name, 2
        while candidate in others:
            candidate, n = f"{name} {n}", n + 1
        return candidate

    def attach(self, seat: int, send: Callable[[str], None]) -> Callable[[str], None] | None:
        """A connection now speaks for `seat` (it has joined); returns the one it replaces, if
        any. The seat is sent the whole table."""
        old = self.senders.get(seat)
        self.senders[seat] = send
        self.empty_since = None
        self.seats[seat].dropped_at = None
        send(self.snapshot(seat))
        self._seats_changed(skip=seat)
        return old if old != send else None

    def detach(self, seat: int, send: Callable[[str], None]) -> None:
        """A seat's connection closed (or it left); the others are told whom they wait for."""
        if self.senders.get(seat) != send:  # (bound methods: equal, never the same object)
            return  # already replaced by a newer connection
        del self.senders[seat]
        if not self.senders:
            self.empty_since = self.clock()
        if self.started and not self.finished:
            self.seats[seat].dropped_at = self.clock()
        self._seats_changed()

    def give_seat(self, by: int, seat: int, level: str) -> None:
        """The host hands an away player's seat to a computer player."""
        if by != self.host:
            raise ProtocolError("not_host", "only the table's host may give a seat to a computer player")
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != NETWORK:
            raise ProtocolError("bad_seat", "that is not a player's seat")
        if not self.started or self.finished:
            raise ProtocolError("bad_seat", "seats are given to computers only while a game is being played")
        if seat in self.senders:
            raise ProtocolError("bad_seat", f"{self.seats[seat].name} is still here")
        if level not in levels_of(self.definition):
            raise ProtocolError("bad_settings", f"{self.definition.title} has no {level!r} computer player; "
                                                f"its levels are {', '.join(levels_of(self.definition))}")
        slot = self.seats[seat]
        slot.given, slot.level = True, level
        self._seats_changed()

    def waiting(self) -> list[dict]:
        """The players a started game waits for: away, their seats not given to a computer."""
        if not self.started or self.finished:
            return []
        now = self.clock()
        return [{"seat": i, "name": s.name, "waited_s": round(max(0.0, now - (s.dropped_at or now)), 1)}
                for i, s in enumerate(self.seats)
                if s.kind == NETWORK and not s.given and i not in self.senders]

    def public_seats(self) -> list[dict]:
        return [{"name": s.name, "kind": s.kind, "level": s.level if s.computer_plays else "",
                 "taken": s.taken, "given": s.given, "here": i in self.senders}
                for i, s in enumerate(self.seats)]

    def _seats_changed(self, skip: int | None = None) -> None:
        if self.session is not None:
            self._sync_session_seats()
        if self.store is not None:
            self.store.save_meta(self)
        message = encode("seats", table=self.name, seats=self.public_seats(), waiting=self.waiting(),
                         host=self.host, started=self.started)
        for seat, send in list(self.senders.items()):
            if seat != skip:
                send(message)
        if self.on_change is not None:
            self.on_change(self)

    def _sync_session_seats(self) -> None:
        seats = tuple(game_seat(s, i) for i, s in enumerate(self.seats))
        if seats != self.session.config.seats:
            self.session.config = replace(self.session.config, seats=seats)

    # --- the game -------------------------------------------------------------------------------
    def _start(self) -> None:
        config = GameConfig(self.definition.id, tuple(game_seat(s, i) for i, s in enumerate(self.seats)),
                            self.variants, self.seed)
        session = GameSession.start(self.definition, self.content, config)
        self._attach_session(session)
        for seat in list(self.senders):
            self.senders[seat](self.snapshot(seat))

    def _attach_session(self, session: GameSession) -> None:
        self.session = session
        if self.store is not None:
            self.store.enable_autosave(self)
        self._refresh_questions()

    def _refresh_questions(self) -> None:
        """Work out what each seat is asked now; a changed question dates its intents."""
        session = self.session
        for seat in range(len(self.seats)):
            legal = seat_view.legal_for(session, seat)
            question = (seat_view.prompt_for(session, seat), json.dumps(legal, separators=(",", ":")))
            self._legal[seat] = legal
            if self._questions.get(seat) != question:
                self._questions[seat] = question
                self.decided_at[seat] = self.move

    def question(self, seat: int) -> tuple | None:
        """What `seat` is asked now (its prompt and legal actions), or None before the game."""
        return self._questions.get(seat)

    def act(self, seat: int, action_data: dict, move: int | None = None) -> None:
        """A seat's intent: checked by the rules and applied, or refused (ProtocolError)."""
        if self.session is None:
            raise ProtocolError("not_started", f"table {self.name} is waiting for players")
        if self.finished:
            raise ProtocolError("game_over", "the game is over")
        if self.seats[seat].computer_plays:
            raise ProtocolError("not_your_turn", "a computer player has this seat now")
        if move is not None and move < self.decided_at.get(seat, 0):
            raise ProtocolError("stale", f"that move answers an earlier question (move {move}; "
                                         f"the question changed at move {self.decided_at.get(seat, 0)})")
        try:
            action = self.definition.action_codec.from_dict(action_data)
        except Exception as error:  # noqa: BLE001 - any malformed action is refused, never raised
            raise ProtocolError("bad_action", f"not an action of {self.definition.title}: "
                                              f"{type(error).__name__}: {str(error)[:120]}") from None
        state = self.session.state
        if seat not in state.to_act():
            raise ProtocolError("not_your_turn", "it is not your turn")
        try:
            legal = state.is_legal(seat, action)
        except Exception:  # noqa: BLE001 - a hostile value the rules cannot even compare
            legal = False
        if not legal:
            raise ProtocolError("illegal", f"that is not a legal move now ({str(action_data)[:120]})")
        self.apply(seat, action)

    def apply(self, player: int, action) -> None:
        """Apply a legal action (a person's or a computer's) and send every seat what it may see."""
        session = self.session
        log_from = len(session.log)
        try:
            events = session.apply(player, action)
        except IllegalAction as error:
            raise ProtocolError("illegal", str(error)[:200]) from None
        self._refresh_questions()
        new_log = [entry.to_list() for entry in session.log[log_from:]]
        for seat, send in list(self.senders.items()):
            send(self.moved_message(seat, player, action, events, new_log))
        if self.finished and self.store is not None:
            self.store.save_meta(self)
        if self.on_change is not None:
            self.on_change(self)

    def moved_message(self, seat: int, player: int, action, events, new_log: list) -> str:
        session = self.session
        fields = {"table": self.name, "move": self.move, "player": player,
                  "events": [seat_view.event_for(e, seat) for e in events], "log": new_log,
                  "view": seat_view.view_for(session, seat), "to_act": seat_view.to_act(session),
                  "legal": self._legal.get(seat, []), "prompt": self._questions[seat][0],
                  "waiting": self.waiting(), "result": seat_view.result_of(session)}
        if seat == player:
            fields["action"] = session.definition.action_codec.to_dict(action)
        return encode("moved", **fields)

    def snapshot(self, seat: int) -> str:
        """The whole table as `seat` may see it (on joining, coming back, and when the game starts)."""
        fields = {"table": self.name, "game": self.definition.id, "title": self.definition.title,
                  "identity": self.content.identity, "mods": list(getattr(self.content, "mods", ())),
                  "you": seat, "host": self.host, "seats": self.public_seats(), "variants": list(self.variants),
                  "started": self.started, "move": self.move, "waiting": self.waiting()}
        session = self.session
        if session is not None:
            fields.update(settings=seat_view.settings_for(session.config), view=seat_view.view_for(session, seat),
                          players=[recorded.player for recorded in session.actions],
                          log=[entry.to_list() for entry in session.log], to_act=seat_view.to_act(session),
                          legal=self._legal.get(seat, []), prompt=self._questions[seat][0],
                          result=seat_view.result_of(session))
        return encode("table", **fields)

    def computers_to_act(self) -> list[int]:
        """The seats a computer plays that must decide now."""
        if self.session is None or self.finished:
            return []
        return [p for p in self.session.state.to_act() if self.seats[p].computer_plays]

    def summary(self) -> dict:
        """The table as the lobby lists it."""
        status = "finished" if self.finished else "playing" if self.started else "open"
        return {"table": self.name, "game": self.definition.id, "title": self.definition.title,
                "status": status, "seats": self.public_seats(), "variants": list(self.variants),
                "open_seats": sum(1 for s in self.seats if not s.taken)}

    def meta(self) -> dict:
        """The table's own file (beside its autosave): what the save does not hold."""
        return {"format": TABLE_FORMAT, "version": 1, "table": self.name, "game": self.definition.id,
                "variants": list(self.variants), "seed": self.seed, "host": self.host,
                "seats": [s.to_dict() for s in self.seats], "finished": self.finished,
                "save": self.session.save_id if self.session is not None else None}


TABLE_FORMAT = "orrery-net-table"


@dataclass
class TableStore:
    """Where a server keeps its tables: `<folder>/<table>.json` (seats and tokens' digests) and
    each game's autosave (`<folder>/saves/`). Writes happen on the save writer's thread."""

    folder: Path
    writer: object = None  # a saves.BackgroundWriter; None writes at once (tests)
    problems: list = field(default_factory=list)

    def __post_init__(self):
        self.folder = Path(self.folder)

    @property
    def saves(self) -> Path:
        return self.folder / "saves"

    def meta_path(self, name: str) -> Path:
        return self.folder / f"{name}.json"

    def save_meta(self, table: Table) -> None:
        from game.core.saves import write_body_now

        if self.writer is None:
            write_body_now(self.meta_path(table.name), table.meta())
        else:
            self.writer.submit_body(self.meta_path(table.name), table.meta())

    def enable_autosave(self, table: Table) -> None:
        from game.core.saves import Autosaver, autosave_path

        session = table.session
        target = autosave_path(self.saves, session.definition.id, session.save_id)
        saver = Autosaver(target, self.writer)
        session.autosaver = saver
        if not target.exists():
            saver.save(session)  # the game as it starts, so a restart finds it even before a turn ends
