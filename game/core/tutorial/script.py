"""A tutorial script: a fixed opening, then chapters of steps, each asking the player for one move
(or a short run of moves) and saying in a sentence or two what to do and why it is good now.

In YAML (the `tutorial` section of content/<game>/tutorial.yaml):

    tutorial:
      title: Learn to play Kardashev Scale
      opening:
        players: [{name: Player}, {name: Vega, level: easy}, {name: Orion, level: easy}]
        seed: 11                          # with the deal, the whole opening
        deal: {...}                       # the game's own: the market, the board (TutorialRules.deal)
      chapters:
        - title: The Summit
          steps:
            - text: Set your dial to Research ...
              others: [{seat: 2, dial: trade}]   # the computer players' moves before this step's
              expects: {dial: research}           # the move asked for (or a list of moves, in turn)
      closing: The game goes on ...

The first player is the one learning (seat 1); the others are computer players. While the
tutorial runs they play only the moves the script gives them, so every step is asked in the
position the script was written for; after the last step they play for themselves. A chapter has
3 to 6 steps, the whole tutorial 10 to 20. Every part keeps where it stands in its file, so a
step the rules refuse is reported at its line (line.py)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.bots import LEVELS
from game.core.content.errors import Position, did_you_mean, shown
from game.core.content.schema import INVALID, CheckContext, Custom, Enum, Field, Int, ListOf, Record, Str, optional
from game.core.content.yamlfile import LList, LMap

from .moves import TutorialRules

CHAPTER_STEPS = (3, 6)  # steps in a chapter, least and most
TOTAL_STEPS = (10, 20)  # steps in a whole tutorial
SEED_MAX = 2 ** 31 - 1


@dataclass(frozen=True)
class Move:
    kind: str  # a name of the game's TutorialRules.kinds
    argument: object  # as that kind's schema built it
    seat: int  # 0 for the player learning; a computer player's seat otherwise
    where: Position
    path: str

    def described(self) -> str:
        """The move as the script writes it ("dial: research"), for messages."""
        return f"{self.kind}: {self.argument}"


@dataclass(frozen=True)
class Step:
    text: str
    expects: tuple[Move, ...]  # the player's moves, in turn
    others: tuple[Move, ...]  # the computer players' moves before them, in order
    where: Position
    path: str


@dataclass(frozen=True)
class Chapter:
    title: str
    steps: tuple[Step, ...]
    where: Position


@dataclass(frozen=True)
class OpeningSeat:
    name: str
    level: str  # "" for the player learning


@dataclass(frozen=True)
class Opening:
    players: tuple[OpeningSeat, ...]
    seed: int
    deal: object  # the game's own set-up, as its schema built it (None when the script gives none)
    where: Position


@dataclass(frozen=True)
class Script:
    title: str
    opening: Opening
    chapters: tuple[Chapter, ...]
    closing: str
    where: Position

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every step, chapter after chapter."""
        return tuple(step for chapter in self.chapters for step in chapter.steps)

    def chapter_of(self, step_index: int) -> int:
        """The chapter (0-based) holding the step of this index over the whole tutorial."""
        for number, first in enumerate(self.first_steps()):
            if step_index < first + len(self.chapters[number].steps):
                return number
        return len(self.chapters) - 1

    def first_steps(self) -> list[int]:
        """The index of each chapter's first step over the whole tutorial."""
        firsts, count = [], 0
        for chapter in self.chapters:
            firsts.append(count)
            count += len(chapter.steps)
        return firsts


# --- the schema --------------------------------------------------------------------------------
def _located(record: Record, build):
    """`record` checked, then built by `build(fields, pos, path)`: the part keeps its position."""
    def check(value, ctx: CheckContext, path: str, pos: Position):
        fields = record.check(value, ctx, path, pos)
        if fields is INVALID:
            return INVALID
        try:
            return build(fields, getattr(value, "pos", pos), path)
        except ValueError as error:
            return ctx.error(getattr(value, "pos", pos), path, str(error))
    return Custom(check, record.description, record.json_schema())


def _move_schema(rules: TutorialRules, computer: bool) -> Custom:
    """`{kind: argument}` (the player learning), or `{seat: N, kind: argument}` (a computer)."""
    kinds = rules.kinds
    what = "a computer player's move, {seat: N, <move>: ...}" if computer else "a move, {<move>: ...}"

    def check(value, ctx: CheckContext, path: str, pos: Position):
        if not isinstance(value, LMap):
            return ctx.error(pos, path, f"expected {what}, such as {_example(kinds, computer)}")
        named = [key for key in value if key != "seat" or not computer]
        unknown = [key for key in named if key not in kinds]
        for key in unknown:
            ctx.error(value.key_pos[key], f"{path}.{key}", f"unknown move {shown(key)}; the moves are "
                      f"{', '.join(sorted(kinds))}" + did_you_mean(key, kinds))
        if unknown:
            return INVALID
        if len(named) != 1:
            return ctx.error(value.pos, path, f"expected one move, got {len(named)}: "
                             f"{', '.join(map(str, named)) or 'none'}")
        seat = 0
        if computer:
            if "seat" not in value:
                return ctx.error(value.pos, path, "a computer player's move names its seat: seat: 2 is the "
                                 "second player in the opening")
            seat = Int(2, 6).check(value["seat"], ctx, f"{path}.seat", value.value_pos["seat"])
            if seat is INVALID:
                return INVALID
            seat -= 1
        kind = kinds[named[0]]
        argument = kind.schema.check(value[named[0]], ctx, f"{path}.{named[0]}", value.value_pos[named[0]])
        if argument is INVALID:
            return INVALID
        return Move(kind.name, argument, seat, value.pos, path)

    json = {"type": "object", "minProperties": 1, "maxProperties": 2 if computer else 1,
            "properties": {**({"seat": {"type": "integer", "minimum": 2, "maximum": 6}} if computer else {}),
                           **{name: kind.schema.json_schema() for name, kind in kinds.items()}},
            "additionalProperties": False}
    return Custom(check, what, json)


def _example(kinds: dict, computer: bool) -> str:
    name = sorted(kinds)[0] if kinds else "move"
    return f"{{seat: 2, {name}: ...}}" if computer else f"{{{name}: ...}}"


def _expects_schema(move: Custom) -> Custom:
    """One move, or a list of moves made in turn."""
    many = ListOf(move, min_items=1, max_items=6)

    def check(value, ctx, path, pos):
        if isinstance(value, LList):
            return many.check(value, ctx, path, pos)
        built = move.check(value, ctx, path, pos)
        return INVALID if built is INVALID else (built,)
    return Custom(check, "a move, or a list of moves made in turn",
                  {"oneOf": [move.json_schema(), many.json_schema()]})


def _step(fields, pos, path) -> Step:
    return Step(fields["text"].strip(), fields["expects"], fields["others"], pos, path)


def _chapter(fields, pos, path) -> Chapter:
    steps = fields["steps"]
    least, most = CHAPTER_STEPS
    if not least <= len(steps) <= most:
        raise ValueError(f"a chapter has {least} to {most} steps, this one has {len(steps)}")
    return Chapter(fields["title"], steps, pos)


def _script(fields, pos, path) -> Script:
    chapters = fields["chapters"]
    total = sum(len(c.steps) for c in chapters)
    least, most = TOTAL_STEPS
    if not least <= total <= most:
        raise ValueError(f"a tutorial has {least} to {most} steps in all, this one has {total}")
    return Script(fields["title"], fields["opening"], chapters, fields["closing"].strip(), pos)


def _opening_seat(fields, pos, path) -> OpeningSeat:
    return OpeningSeat(fields["name"], fields["level"] or "")


def tutorial_schema(rules: TutorialRules) -> Custom:
    """The `tutorial` section of a game whose moves and deal are `rules`."""
    seat = _located(Record({"name": Str(), "level": optional(Enum(*[lv for lv in LEVELS if lv != "random"]), "",
                                                            doc="a computer player's level; none for the player learning")},
                           name="player"), _opening_seat)
    opening_fields = {"players": ListOf(seat, min_items=2, max_items=6), "seed": Int(0, SEED_MAX)}
    if rules.deal is not None:
        opening_fields["deal"] = optional(rules.deal, None, doc="how the decks or the board are set")

    def opening(fields, pos, path) -> Opening:
        players = fields["players"]
        if players[0].level:
            raise ValueError("the first player is the one learning: give them no level")
        if any(not p.level for p in players[1:]):
            raise ValueError("every player after the first is a computer player: give each a level (easy)")
        return Opening(players, fields["seed"], fields.get("deal"), pos)

    step = _located(Record({
        "text": Field(Str(), doc="what to do and why it is good now, in a sentence or two"),
        "expects": _expects_schema(_move_schema(rules, computer=False)),
        "others": optional(ListOf(_move_schema(rules, computer=True)), (),
                           doc="the computer players' moves before this step's, in the order they are made"),
    }, name="step"), _step)
    chapter = _located(Record({"title": Str(), "steps": ListOf(step, min_items=1)}, name="chapter"), _chapter)
    return _located(Record({
        "title": Str(),
        "opening": _located(Record(opening_fields, name="opening"), opening),
        "chapters": ListOf(chapter, min_items=1),
        "closing": Field(Str(), doc="what the player reads when the last step is done; the game then goes on"),
    }, name="tutorial"), _script)


def tips_schema(rules: TutorialRules) -> Record:
    """The `tips` section: a line for each decision a first-time tip explains (a kind of the
    game's pending decisions), shown the first time a player is asked it in a normal game."""
    return Record({kind: optional(Str(), "") for kind in rules.tip_kinds}, name="tips")
