"""The moves a tutorial script may name, and what a step allows at the table.

A game lists its move kinds (`MoveKind`): the word a script uses (`dial`, `buy`, `flick`...), the
schema of its argument, and `resolve(state, player, argument)`, which finds the legal moves the
argument stands for in this very position: an `Expected`. A move that is not legal here is an
`Unplayable` with a sentence saying why; the content check reports it at the step's line.

A kind whose listed move is found by a search (a flick's shot, searched on the flick resolver)
declares that costly part apart from its cheap checks (`MoveKind.searched`): `search(state,
player, argument)` finds it, `checks(state, player, argument, found)` builds the Expected from it,
and with `found` None builds at once an Expected still `finding` it, which the table can already
light and judge by. `resolve` is the two in turn, as the content check plays them. The table asks
the search of its thinking process (`searched` is what runs there) and plays the listed move once
it is in; the search is deterministic, so the move is the one `resolve` lists."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from game.core.content.schema import Schema


class Unplayable(ValueError):
    """The move a script names cannot be played in the position it is asked in (why, in words)."""


@dataclass(frozen=True)
class Expected:
    """What a step lets the player do now.

    - `actions`: the legal moves it allows, listed (at least one); the first is what Skip step
      and the content check play;
    - `also`: for moves that cannot all be listed (a flick at any angle and power), whether another
      action is allowed too;
    - `words`: the move in a few words with a small letter ("set your dial to Research");
    - `goal(state, events) -> bool`: for a move judged by what it does (a flick that must end in
      orbit of a disc), whether it did; `miss` says what went wrong when it did not;
    - `ends(action) -> bool`: whether an allowed action finishes the move (choosing a ship only
      starts a flick: the same move is then asked again, for the flick itself);
    - `marks`: what else the step points at on the table, as the table names its things
      ("disc:q2d3", "ship:s4"): the target of a flick, the ship to ram;
    - `finding`: the listed move is still being searched for (`MoveKind.search`): `actions` then
      holds only the moves listed without it (maybe none), nothing may be played for the player
      yet, and `stand_ins` are actions like it (the same ship's flick, at no particular angle)
      that the table lights and lets the player make meanwhile; they are never played."""

    actions: tuple
    words: str
    also: Callable | None = None
    goal: Callable | None = None
    miss: str = ""
    ends: Callable | None = None
    marks: tuple = ()
    finding: bool = False
    stand_ins: tuple = ()

    def shown(self) -> tuple:
        """The actions the table lights and lets the player make for this move."""
        return self.actions + self.stand_ins if self.finding else self.actions

    def allows(self, action) -> bool:
        return action in self.actions or (self.also is not None and bool(self.also(action)))

    def reached(self, state, events) -> bool:
        return self.goal is None or bool(self.goal(state, events))

    def finishes(self, action) -> bool:
        return self.ends is None or bool(self.ends(action))


@dataclass(frozen=True)
class MoveKind:
    name: str
    schema: Schema
    resolve: Callable  # (state, player, argument) -> Expected; raises Unplayable
    doc: str = ""
    # a kind found by a search (`searched`): the costly part, and the cheap part built from its answer
    search: Callable | None = None  # (state, player, argument) -> found; raises Unplayable
    checks: Callable | None = None  # (state, player, argument, found or None) -> Expected; raises Unplayable

    @classmethod
    def searched(cls, name: str, schema: Schema, search: Callable, checks: Callable, doc: str = "") -> "MoveKind":
        """A kind whose listed move is found by `search` (deterministic: the same position and
        argument always give the same answer; a module-level function, as it is sent by name to the
        table's thinking process, with a picklable answer). `checks(state, player, argument, found)`
        builds the Expected from the answer; with `found` None, at once, one still `finding`."""
        def resolve(state, player, argument) -> Expected:
            return checks(state, player, argument, search(state, player, argument))
        return cls(name, schema, resolve, doc, search, checks)


def searched(search: Callable, state, player: int, argument) -> tuple[bool, object]:
    """A kind's search as the table's thinking process runs it: (True, what it found), or
    (False, why the move cannot be played: Unplayable's words)."""
    try:
        return True, search(state, player, argument)
    except Unplayable as why:
        return False, str(why)


@dataclass(frozen=True)
class TutorialRules:
    """A game's part of its tutorial: its move kinds and the schema of its opening's `deal` (how
    the decks and the board are set, for `new_state` to read from `GameConfig.options`)."""

    kinds: dict = field(default_factory=dict)  # name -> MoveKind
    deal: Schema | None = None
    tip_kinds: tuple = ()  # the decisions (pending kinds) a first-time tip may explain

    @classmethod
    def of(cls, *kinds: MoveKind, deal: Schema | None = None, tip_kinds=()) -> "TutorialRules":
        return cls({kind.name: kind for kind in kinds}, deal, tuple(tip_kinds))


def listed(actions, words: str, why_none: str) -> Expected:
    """An Expected of the legal `actions` found, or Unplayable(`why_none`) when there are none."""
    actions = tuple(actions)
    if not actions:
        raise Unplayable(why_none)
    return Expected(actions, words)
