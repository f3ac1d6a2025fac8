"""The moves a tutorial script may name, and what a step allows at the table.

A game lists its move kinds (`MoveKind`): the word a script uses (`dial`, `buy`, `flick`...), the
schema of its argument, and `resolve(state, player, argument)`, which finds the legal moves the
argument stands for in this very position: an `Expected`. A move that is not legal here is an
`Unplayable` with a sentence saying why; the content check reports it at the step's line."""

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
      ("disc:q2d3", "ship:s4"): the target of a flick, the ship to ram."""

    actions: tuple
    words: str
    also: Callable | None = None
    goal: Callable | None = None
    miss: str = ""
    ends: Callable | None = None
    marks: tuple = ()

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
