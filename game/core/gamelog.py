"""The game log: what happened, in words, each line tied to the player it concerns."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LogEntry:
    player: int | None
    text: str

    def to_list(self) -> list:
        return [self.player, self.text]

    @classmethod
    def from_list(cls, data) -> "LogEntry":
        player, text = data
        return cls(None if player is None else int(player), str(text))


def entries_from_events(events) -> list[LogEntry]:
    return [LogEntry(e.player, e.text) for e in events if e.text]
