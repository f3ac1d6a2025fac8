"""A game played again, move by move, from its recorded moves: what a replay shows.

A `Replay` is a session that starts from the game's first position and plays the recorded moves
when it is told to. Nobody decides in it: as far as a table can tell no player is to act, so no
choice is offered, no computer player thinks and no hot-seat screen is passed; nothing in it is
autosaved or taken back. The moves are legal where they were first played and lead to the same
positions (loading a save checks just that, saves.py), so stepping through them shows the game
as it was played."""

from __future__ import annotations

from .engine import TURN_END
from .session import GameSession, NothingTakenBack, RecordedAction


class Replay(NothingTakenBack, GameSession):
    replaying = True  # tables show whose move it is, never the live question to a player
    def __init__(self, played: GameSession):
        definition, content = played.definition, played.content
        first = definition.state_class.from_dict(content, played.snapshots[0])
        super().__init__(definition, content, played.config, first)
        self.moves: list[RecordedAction] = list(played.actions)
        self._log_after: list[int] = [0]  # the log's length after each number of moves played
        self.turn_ends: set[int] = set()  # numbers of moves after which a turn (or round) was over

    # --- nobody decides, nothing is taken back --------------------------------------------------
    def human_players_to_act(self) -> list[int]:
        return []

    def bot_players_to_act(self) -> list[int]:
        return []

    # --- where it stands ------------------------------------------------------------------------
    @property
    def played(self) -> int:
        """How many of the game's moves have been played again."""
        return len(self.actions)

    @property
    def total(self) -> int:
        return len(self.moves)

    def next_move(self) -> RecordedAction | None:
        return self.moves[self.played] if self.played < self.total else None

    # --- moving ---------------------------------------------------------------------------------
    def apply(self, player: int, action):
        events = super().apply(player, action)
        self.undo_history.clear()
        self._log_after.append(len(self.log))
        if any(event.kind == TURN_END for event in events):
            self.turn_ends.add(self.played)
        return events

    def turn_start(self, before: int) -> int:
        """Where the turn (or round) that was going on just before move `before` began: the last
        turn end before it (every move up to `before` has been played once, so its ends are known)."""
        return max((count for count in self.turn_ends if count < before), default=0)

    def play_next(self):
        """Play the next recorded move; its events (empty at the end)."""
        move = self.next_move()
        return [] if move is None else self.apply(move.player, move.action)

    def go_back_to(self, count: int) -> None:
        """The position after the first `count` moves, from the nearest snapshot at or before it
        (at most SNAPSHOT_EVERY - 1 moves played again, so a step back is quick)."""
        count = max(0, min(count, self.played))
        if count == self.played:
            return
        start = max(k for k in self.snapshots if k <= count)
        state = self.definition.state_class.from_dict(self.content, self.snapshots[start])
        for move in self.moves[start:count]:
            state.apply(move.player, move.action)
        self.state = state
        del self.log[self._log_after[count]:]
        del self._log_after[count + 1:]
        del self.actions[count:]
        del self.encoded_actions[count:]
        for k in [k for k in self.snapshots if k > count]:
            del self.snapshots[k]
        self.version += 1
