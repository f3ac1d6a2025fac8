"""New game remembers each game's last table across restarts: the seats (names, who plays,
colours), the variants and who starts. Kept in the user data folder (`new_game.json`), read once
at start-up with the settings and written on a worker thread when a game starts, so the frame
loop never waits on the disk. A file that is missing, damaged or from an older content (a level
or a variant that is gone) gives what it can and the defaults for the rest, never an error."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

MAX_NAME = 18  # New game's name field takes this many characters


@dataclass(frozen=True)
class SeatSetup:
    name: str
    kind: str  # "human" or a computer level
    colour: int  # index into PLAYER_COLOURS


@dataclass(frozen=True)
class TableSetup:
    seats: tuple[SeatSetup, ...]
    variants: tuple[str, ...]
    first_player: int = 0

    def to_dict(self) -> dict:
        return {"seats": [{"name": s.name, "kind": s.kind, "colour": s.colour} for s in self.seats],
                "variants": list(self.variants), "first_player": self.first_player}

    @classmethod
    def from_dict(cls, data) -> "TableSetup | None":
        """The set-up in `data`, or None when it holds no usable seat."""
        if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
            return None
        seats = []
        for seat in data["seats"]:
            if not isinstance(seat, dict):
                continue
            name, kind, colour = seat.get("name"), seat.get("kind"), seat.get("colour")
            if isinstance(name, str) and isinstance(kind, str) and isinstance(colour, int) \
                    and not isinstance(colour, bool):
                seats.append(SeatSetup(name[:MAX_NAME], kind, colour))
        variants = tuple(v for v in data.get("variants", []) if isinstance(v, str)) \
            if isinstance(data.get("variants"), list) else ()
        first = data.get("first_player", 0)
        first = first if isinstance(first, int) and not isinstance(first, bool) and first >= 0 else 0
        return cls(tuple(seats), variants, first) if seats else None


def write_setups(path: Path, data: dict) -> None:
    """Atomic write: a temp file beside the target, then rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(data, indent=2), encoding="utf-8")
    os.replace(tmp, path)


class LastSetups:
    """Each game's last table, by game id; `writer` (a SettingsWriter) writes changes."""

    def __init__(self, games: dict[str, TableSetup] | None = None, writer=None):
        self.games: dict[str, TableSetup] = dict(games or {})
        self.writer = writer

    @classmethod
    def load(cls, path: Path | None, writer=None) -> "LastSetups":
        games = {}
        if path is not None:
            try:
                data = json.loads(Path(path).read_text(encoding="utf-8"))
            except (OSError, ValueError):
                data = {}
            found = data.get("games") if isinstance(data, dict) else None
            for game_id, setup in (found.items() if isinstance(found, dict) else ()):
                table = TableSetup.from_dict(setup)
                if isinstance(game_id, str) and table is not None:
                    games[game_id] = table
        return cls(games, writer)

    def get(self, game_id: str) -> TableSetup | None:
        return self.games.get(game_id)

    def person_name(self, game_id: str) -> str | None:
        """The name of the first person at this screen in this game's last table, else in any
        game's (Learn to play calls the learner so), or None."""
        tables = [self.games[game_id]] if game_id in self.games else []
        for table in tables + [t for g, t in sorted(self.games.items()) if g != game_id]:
            name = next((s.name for s in table.seats if s.kind == "human" and s.name.strip()), None)
            if name:
                return name
        return None

    def remember(self, game_id: str, setup: TableSetup) -> None:
        self.games[game_id] = setup
        if self.writer is not None:
            self.writer.save({"games": {g: s.to_dict() for g, s in sorted(self.games.items())}})
