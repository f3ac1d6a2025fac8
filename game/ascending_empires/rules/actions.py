"""The actions of Ascending Empires: frozen dataclasses of plain fields, for saves and the UI.

A turn is a short sequence of steps: the first step chooses the action (Recruit, Withdraw,
Launch/Navigate/Land for a Move, Mine, Build, Develop), further steps continue it, then the
player may Scan before EndTurn."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import ActionCodec


@dataclass(frozen=True)
class Recruit:
    """Place one troop from the supply on `disc`; a Recruit action places up to its limit."""
    disc: str


@dataclass(frozen=True)
class StartWithdraw:
    """Instead of recruiting: take troops back to the supply (the turn ends after)."""


@dataclass(frozen=True)
class Withdraw:
    """Send `count` troops from `disc` back to the supply; withdrawing ends the turn."""
    disc: str
    count: int


@dataclass(frozen=True)
class Launch:
    """Movement: a troop on `disc` goes to the supply, a ship from the supply goes into its orbit."""
    disc: str
    battleship: bool = False


@dataclass(frozen=True)
class Navigate:
    """Movement: choose a ship to flick (the flick itself follows)."""
    ship: str


@dataclass(frozen=True)
class Flick:
    """The flick of the chosen ship: `angle` in radians (board axes), `power` in (0, 1]."""
    ship: str
    angle: float
    power: float


@dataclass(frozen=True)
class CancelNavigate:
    """Put the chosen ship down without flicking it (no movement point spent)."""


@dataclass(frozen=True)
class Land:
    """Movement: `ship` in orbit of `disc` goes to the supply and a troop lands on `disc`."""
    ship: str
    disc: str


@dataclass(frozen=True)
class EndMove:
    """Stop moving; attacks are resolved now."""


@dataclass(frozen=True)
class Mine:
    disc: str
    troops: int


@dataclass(frozen=True)
class Build:
    disc: str
    structure: str  # "facility" | "colony" | "city"


@dataclass(frozen=True)
class CityReward:
    """After a City: take a troop or a starship from the box."""
    kind: str  # "troop" | "ship"


@dataclass(frozen=True)
class Develop:
    colour: str


@dataclass(frozen=True)
class Scan:
    """Look secretly at a face-down disc one of your ships orbits."""
    disc: str


@dataclass(frozen=True)
class EndAction:
    """Stop recruiting or withdrawing."""


@dataclass(frozen=True)
class EndTurn:
    pass


@dataclass(frozen=True)
class Pass:
    """Only when no action at all is possible."""


ACTION_CLASSES = (Recruit, StartWithdraw, Withdraw, Launch, Navigate, Flick, CancelNavigate, Land, EndMove, Mine, Build,
                  CityReward, Develop, Scan, EndAction, EndTurn, Pass)
ACTION_CODEC = ActionCodec(*ACTION_CLASSES)
