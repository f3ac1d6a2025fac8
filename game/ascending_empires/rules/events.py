"""What happens in Ascending Empires, as typed records (game.core.engine.TypedEvent): the log
prints their words, the table's director animates them by type, bots and searches ignore them.

`kind`, `text`, `player`, `data` and `barrier` are what they were as plain events, so the log, the
network server's per-seat filtering (`data["private"]` of a secret look) and saves read them as
before. An event that arrives as a plain `Event` (a network client rebuilds them from messages)
becomes its record again with `as_record`."""

from __future__ import annotations

from game.core import engine
from game.core.engine import TURN_END, Event, TypedEvent


class VpTaken(TypedEvent):
    __slots__ = ("amount", "reason")
    KIND, FIELDS = "vp", ("amount", "reason")


class EndTriggered(TypedEvent):
    """The last VP token of the pool was taken: everyone else has one last turn."""

    __slots__ = ()
    KIND = "end_triggered"


class TurnEnded(TypedEvent):
    __slots__ = ("turn",)
    KIND, FIELDS, BARRIER = TURN_END, ("turn",), True  # an ended turn is final: Undo never reaches back into it


class GameOver(TypedEvent):
    __slots__ = ()
    KIND = "game_over"


class Recruited(TypedEvent):
    __slots__ = ("disc",)
    KIND, FIELDS = "recruit", ("disc",)


class Withdrawn(TypedEvent):
    __slots__ = ("disc", "count")
    KIND, FIELDS = "withdraw", ("disc", "count")


class Launched(TypedEvent):
    __slots__ = ("disc", "ship", "x", "y")
    KIND, FIELDS = "launch", ("disc", "ship", "x", "y")


class ShipPicked(TypedEvent):
    """A ship is picked up to be flicked (no log line: the flick says what happened)."""

    __slots__ = ("ship",)
    KIND, FIELDS = "aim", ("ship",)


class Flicked(TypedEvent):
    """A flick resolved: where every ship came to rest, the ships lost off the board, a ram."""

    __slots__ = ("ship", "angle", "power", "positions", "lost", "ram")
    KIND, FIELDS, BARRIER = "flick", ("ship", "angle", "power", "positions", "lost", "ram"), True


class Rammed(TypedEvent):
    __slots__ = ("ships",)
    KIND, FIELDS = "ram", ("ships",)


class ShipLost(TypedEvent):
    """A ship drifted off the board (its owner is the event's player)."""

    __slots__ = ("ship",)
    KIND, FIELDS = "lost", ("ship",)


class DiscRevealed(TypedEvent):
    __slots__ = ("disc", "disc_kind", "colour")
    KIND, FIELDS, ATTRS, BARRIER = "reveal", ("disc", "kind", "colour"), ("disc", "disc_kind", "colour"), True


class Landed(TypedEvent):
    __slots__ = ("disc", "ship", "troops")
    KIND, FIELDS = "land", ("disc", "ship", "troops")


class Mined(TypedEvent):
    __slots__ = ("disc", "troops")
    KIND, FIELDS = "mine", ("disc", "troops")


class Built(TypedEvent):
    __slots__ = ("disc", "structure")
    KIND, FIELDS = "build", ("disc", "structure")


class CityRewarded(TypedEvent):
    """A new City brought a troop or a starship from the box (`piece`)."""

    __slots__ = ("piece",)
    KIND, FIELDS, ATTRS = "city_reward", ("kind",), ("piece",)


class PiecesFromBox(TypedEvent):
    """A technology's bonus: troops and starships from the box to the supply."""

    __slots__ = ("troops", "ships")
    KIND, FIELDS = "bonus", ("troops", "ships")


class BattleshipCommissioned(TypedEvent):
    """The Battleship technology: the Battleship to the supply, `returned` starships to the box."""

    __slots__ = ("battleship", "returned")
    KIND, FIELDS = "bonus", ("battleship", "returned")


class Developed(TypedEvent):
    __slots__ = ("colour", "level")
    KIND, FIELDS = "develop", ("colour", "level")


class RowCompleted(TypedEvent):
    __slots__ = ("row",)
    KIND, FIELDS = "row_bonus", ("row",)


class Scanned(TypedEvent):
    """A secret look at a face-down disc: `private` (what it is) is for its player only."""

    __slots__ = ("disc", "private")
    KIND, FIELDS, BARRIER = "scan", ("disc", "private"), True


class Passed(TypedEvent):
    __slots__ = ()
    KIND = "pass"


class ShipDestroyed(TypedEvent):
    __slots__ = ("target", "attackers")
    KIND, FIELDS = "attack_ship", ("target", "attackers")


class PlanetOverwhelmed(TypedEvent):
    __slots__ = ("disc", "items", "attackers")
    KIND, FIELDS = "attack_planet", ("disc", "items", "attackers")


RECORDS = (VpTaken, EndTriggered, TurnEnded, GameOver, Recruited, Withdrawn, Launched, ShipPicked, Flicked, Rammed,
           ShipLost, DiscRevealed, Landed, Mined, Built, CityRewarded, PiecesFromBox, BattleshipCommissioned,
           Developed, RowCompleted, Scanned, Passed, ShipDestroyed, PlanetOverwhelmed)


def as_record(event: Event) -> Event:
    """The event as its typed record: itself when it is one, else rebuilt from its kind and data
    (a kind this game does not know stays as it is)."""
    return engine.as_record(event, RECORDS)
