"""Who plays and how: seats, variants and the seed of one game."""

from __future__ import annotations

from dataclasses import dataclass, field

BOT_LEVELS = ("random", "easy", "medium", "hard", "expert")

# Player colours and shapes (the shape keeps players apart in colour-blind mode).
PLAYER_COLOURS = ("#e6553a", "#3a8fe6", "#f2c230", "#4cc26a", "#b45ee0", "#e68a3a")
PLAYER_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "star")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "human"  # "human" or "ai"
    level: str = "medium"  # bot level when kind == "ai"
    colour: str = ""
    shape: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_dict(self) -> dict:
        return {"name": self.name, "kind": self.kind, "level": self.level,
                "colour": self.colour, "shape": self.shape}

    @classmethod
    def from_dict(cls, data: dict) -> "Seat":
        return cls(str(data["name"]), str(data.get("kind", "human")), str(data.get("level", "medium")),
                   str(data.get("colour", "")), str(data.get("shape", "")))


@dataclass(frozen=True)
class GameConfig:
    game_id: str
    seats: tuple[Seat, ...]
    variants: tuple[str, ...] = ()
    seed: int = 0
    options: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def player_count(self) -> int:
        return len(self.seats)

    def to_dict(self) -> dict:
        return {"game_id": self.game_id, "seats": [s.to_dict() for s in self.seats],
                "variants": list(self.variants), "seed": self.seed, "options": dict(self.options)}

    @classmethod
    def from_dict(cls, data: dict) -> "GameConfig":
        return cls(str(data["game_id"]), tuple(Seat.from_dict(s) for s in data["seats"]),
                   tuple(data.get("variants", ())), int(data.get("seed", 0)), dict(data.get("options", {})))


class SeatSpecError(ValueError):
    pass


def parse_players(spec: str) -> tuple[Seat, ...]:
    """Parse the command line's `human[:Name],ai:LEVEL[:Name],...` into seats with colours."""
    seats = []
    for index, part in enumerate(p.strip() for p in spec.split(",")):
        if not part:
            raise SeatSpecError(f"seat {index + 1} is empty in {spec!r}")
        bits = part.split(":")
        kind = bits[0].lower()
        if kind == "human":
            name = bits[1] if len(bits) > 1 and bits[1] else f"Player {index + 1}"
            if len(bits) > 2:
                raise SeatSpecError(f"seat {index + 1}: use human[:Name], got {part!r}")
            seat = Seat(name, "human", "medium")
        elif kind in ("ai", "bot", "computer"):
            if len(bits) < 2 or bits[1].lower() not in BOT_LEVELS:
                raise SeatSpecError(f"seat {index + 1}: use ai:LEVEL[:Name] with LEVEL one of "
                                    f"{', '.join(BOT_LEVELS)}; got {part!r}")
            level = bits[1].lower()
            name = bits[2] if len(bits) > 2 and bits[2] else f"{level.capitalize()} bot {index + 1}"
            seat = Seat(name, "ai", level)
        else:
            raise SeatSpecError(f"seat {index + 1}: expected 'human' or 'ai:LEVEL', got {part!r}")
        seats.append(Seat(seat.name, seat.kind, seat.level, PLAYER_COLOURS[index % len(PLAYER_COLOURS)],
                          PLAYER_SHAPES[index % len(PLAYER_SHAPES)]))
    return tuple(seats)
