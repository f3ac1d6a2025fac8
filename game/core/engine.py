"""The engine contract every game's state offers (DESIGN.md section 2).

The UI, the bots, saves, undo, simulations and the conformance tests talk to a game only through
this surface, so a new game plugs in without any of them changing."""

from __future__ import annotations

import importlib

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Callable, ClassVar

from .errors import GameOver, IllegalAction, NotYourTurn

# Event kinds with a meaning outside one game.
TURN_END = "turn_end"  # a turn or round is complete: the session autosaves here


def copy_plain(value):
    """A deep copy of plain data (lists, dicts, scalars), as saves hold, for states' `to_dict` and
    `from_dict` (undo, loads, clones): several times faster than copy.deepcopy."""
    if isinstance(value, list):
        return [copy_plain(v) if isinstance(v, (list, dict)) else v for v in value]
    if isinstance(value, dict):
        return {k: copy_plain(v) if isinstance(v, (list, dict)) else v for k, v in value.items()}
    return value


class Event:
    """Something that happened, for the scene to animate and the log to print. Read-only by
    convention: a plain slotted class because games create thousands per second (a frozen
    dataclass costs four times as much to build).

    `barrier` marks events that reveal hidden information or consume randomness (a draw, a shuffle,
    a reveal, a flick): undo never crosses them.

    `text` may be given as a function of no arguments that words it: it is called when the text is
    first read. Bots, searches and simulations apply thousands of moves and read no log line, so a
    line that takes work to word is only worded for a log that shows it."""

    __slots__ = ("kind", "_text", "player", "data", "barrier")

    def __init__(self, kind: str, text: "str | Callable[[], str]" = "", player: int | None = None,
                 data: dict | None = None, barrier: bool = False):
        self.kind = kind
        self._text = text
        self.player = player
        self.data = {} if data is None else data
        self.barrier = barrier

    @property
    def text(self) -> str:
        text = self._text
        if not isinstance(text, str):
            text = self._text = text()
        return text

    @text.setter
    def text(self, value: str) -> None:
        self._text = value

    def __reduce__(self):  # pickled worded: a wording function may not pickle
        return (Event, (self.kind, self.text, self.player, self.data, self.barrier))

    def _key(self) -> tuple:
        return (self.kind, self.text, self.player, self.barrier)

    def __eq__(self, other) -> bool:
        return isinstance(other, Event) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"Event(kind={self.kind!r}, text={self.text!r}, player={self.player!r}, data={self.data!r}, "
                f"barrier={self.barrier!r})")


class TypedEvent(Event):
    """A rules event as a record of its own kind, with named fields, matched by its type
    (`isinstance`, `match`) instead of by a `kind` string. A game declares one small subclass per
    kind: `KIND` (what `kind` says, for the log and the session), `FIELDS` (its fields, in
    order) and `BARRIER`. `data` is the fields as a dict, for what reads events generically
    (the network server's per-seat filtering, tests)."""

    __slots__ = ()
    KIND = ""
    FIELDS: tuple[str, ...] = ()  # the names in `data`
    ATTRS: tuple[str, ...] | None = None  # the attributes holding them, where a name is a keyword ("from")
    BARRIER = False

    def __init__(self, text: "str | Callable[[], str]" = "", player: int | None = None, **fields):
        self.kind = self.KIND
        self._text = text
        self.player = player
        self.barrier = self.BARRIER
        for name, attr in zip(self.FIELDS, self.ATTRS or self.FIELDS):
            setattr(self, attr, fields.get(name))

    @property
    def data(self) -> dict:  # noqa: F811 - the base keeps data in a slot; a record builds it from its fields
        return {name: getattr(self, attr) for name, attr in zip(self.FIELDS, self.ATTRS or self.FIELDS)}

    def __reduce__(self):
        return (_typed_event, (type(self), self.text, self.player, self.data))


def _typed_event(cls, text, player, fields):
    return cls(text, player, **fields)


def typed_records(game_id: str) -> tuple[type, ...]:
    """A game's typed event records (every TypedEvent class in `game.<id>.rules.events`); none for
    a game whose events are still plain."""
    if game_id not in _RECORDS:
        try:
            module = importlib.import_module(f"game.{game_id}.rules.events")
        except ModuleNotFoundError:
            module = None
        _RECORDS[game_id] = tuple(value for value in vars(module).values() if isinstance(value, type)
                                  and issubclass(value, TypedEvent) and value.KIND) if module else ()
    return _RECORDS[game_id]


_RECORDS: dict[str, tuple[type, ...]] = {}


def as_record(event: Event, records: tuple[type, ...]) -> Event:
    """The event as its typed record, rebuilt from its kind and data where it arrived plain (over
    the network, from JSON); itself when it is a record already or its kind has none. Kinds
    told apart only by their fields pick the record whose fields hold its data."""
    if isinstance(event, TypedEvent):
        return event
    data = event.data or {}
    for record in records:
        if record.KIND == event.kind and set(record.FIELDS) >= set(data):
            return record(event.text, event.player, **data)
    return event


@dataclass(frozen=True)
class Pending:
    """What a player is being asked right now, with the prompt the UI shows."""

    player: int
    kind: str
    prompt: str


@dataclass(frozen=True)
class ScoreLine:
    label: str
    points: float


@dataclass(frozen=True)
class PlayerResult:
    player: int
    score: float
    breakdown: tuple[ScoreLine, ...]
    tiebreaks: tuple[float, ...] = ()
    rank: int = 0  # 1 = winner; equal ranks are shared


@dataclass(frozen=True)
class Outcome:
    """Final scores. `tiebreak_labels` names each entry of every result's `tiebreaks`."""

    results: tuple[PlayerResult, ...]
    tiebreak_labels: tuple[str, ...] = ()

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(r.player for r in self.results if r.rank == 1)

    def result_of(self, player: int) -> PlayerResult:
        return next(r for r in self.results if r.player == player)


def rank_results(scores: dict[int, float], breakdowns: dict[int, tuple[ScoreLine, ...]],
                 tiebreaks: dict[int, tuple[float, ...]], labels: tuple[str, ...]) -> Outcome:
    """Rank players by score, then by each tie-break in order; players equal on all share a rank."""
    key = {p: (scores[p],) + tuple(tiebreaks.get(p, ())) for p in scores}
    order = sorted(scores, key=lambda p: key[p], reverse=True)
    results = []
    for p in order:
        rank = 1 + sum(1 for q in scores if key[q] > key[p])
        results.append(PlayerResult(p, scores[p], breakdowns.get(p, ()), tuple(tiebreaks.get(p, ())), rank))
    return Outcome(tuple(results), labels)


def action_sort_key(action) -> tuple:
    """A total, run-independent order over actions of mixed classes."""
    return (type(action).__name__, repr(action))


class GameState(ABC):
    """One game in progress. Subclasses keep all their data plain (ints, strs, lists, dicts,
    frozen dataclasses) so `to_dict` is JSON and `clone` is cheap."""

    game_id: ClassVar[str] = ""

    # --- who acts and what they may do -----------------------------------------------------
    @abstractmethod
    def to_act(self) -> list[int]:
        """The players who must decide now (several at once during a secret simultaneous pick)."""

    @abstractmethod
    def pending(self, player: int) -> Pending | None:
        """What `player` is being asked, or None when they have nothing to decide."""

    @abstractmethod
    def legal_actions(self, player: int) -> list:
        """Sorted frozen-dataclass actions; the only list of legal moves."""

    def apply(self, player: int, action) -> list[Event]:
        """Check legality, change the state, return what happened."""
        if self.is_terminal():
            raise GameOver("the game is over")
        if player not in self.to_act():
            raise NotYourTurn(f"player {player} is not to act now")
        if not self.is_legal(player, action):
            raise IllegalAction(f"{action!r} is not legal for player {player} now")
        return self._apply(player, action)

    def is_legal(self, player: int, action) -> bool:
        return action in self.legal_actions(player)

    @abstractmethod
    def describe(self, action) -> str:
        """What `action` does, in a few plain words starting with a small letter ("buy Dyson
        Swarm"), read in the state where it is legal (before it is applied). The Undo button says
        "Undo: " + this; buttons show it with a capital letter."""

    @abstractmethod
    def _apply(self, player: int, action) -> list[Event]:
        """Apply an action already known to be legal."""

    # --- the end ---------------------------------------------------------------------------
    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """Final scores with breakdown and tie-breaks once terminal, else None."""

    @abstractmethod
    def projected_score(self, player: int) -> tuple[ScoreLine, ...]:
        """What `player` would score if the game ended now, line by line, read from this state
        only. Tables call it on a view (`state.view(viewer).projected_score(p)`): it must count
        only what that view holds, never a redacted card. At the end of a game its lines add up
        to the player's score in `outcome()`."""

    # --- information -----------------------------------------------------------------------
    @abstractmethod
    def view(self, player: int | None) -> "GameState":
        """A copy holding only what `player` may see (None: a spectator who sees no private
        information). Hidden cards, secret picks, face-down planets and the RNG are redacted."""

    def progress(self) -> dict[str, Any]:
        """Small facts for logs and simulations, such as the round or turn number."""
        return {}

    # --- copies and saves ------------------------------------------------------------------
    @abstractmethod
    def to_dict(self) -> dict:
        """Plain JSON-able data holding the whole state, RNG included."""

    @classmethod
    @abstractmethod
    def from_dict(cls, content, data: dict) -> "GameState":
        """Rebuild a state from `to_dict` output and the same content."""

    def clone(self) -> "GameState":
        return type(self).from_dict(self.content, self.to_dict())

    def __eq__(self, other) -> bool:
        return type(self) is type(other) and self.to_dict() == other.to_dict()

    __hash__ = None  # states are mutable
