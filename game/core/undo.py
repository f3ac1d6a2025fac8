"""Undo by snapshots: each step stores the state as it was before an action.

Effects are never reversed one by one. A player may take back only their own moves since the
last barrier: a step that revealed information, drew, shuffled or flicked is one, and so is any
move by another player, human or computer. So Undo never rewinds someone else's move, and once a
computer player has answered, the moves before its answer stay."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class UndoStep:
    before: dict | None  # state.to_dict() before the action (None for a computer player's, never taken back)
    log_length: int  # log entries before the action
    action_count: int  # actions recorded before the action
    player: int
    human: bool
    label: str = ""  # what the action did, in the player's words ("buy Dyson Swarm")


class UndoHistory:
    """The undoable moves since the last barrier: all by one human player, oldest first."""

    def __init__(self, limit: int = 200):
        self._steps: list[UndoStep] = []
        self._limit = limit

    def record(self, step: UndoStep, barrier: bool) -> None:
        if barrier or not step.human or (self._steps and self._steps[-1].player != step.player):
            self._steps.clear()  # nothing before this move can come back
        if barrier or not step.human:
            return  # a computer player's move is never taken back, nor one that revealed something
        self._steps.append(step)
        del self._steps[:-self._limit]

    def latest(self, player: int) -> UndoStep | None:
        """`player`'s move that Undo would take back now, if any."""
        if self._steps and self._steps[-1].player == player:
            return self._steps[-1]
        return None

    def can_undo(self, player: int) -> bool:
        return self.latest(player) is not None

    def take(self, player: int) -> UndoStep | None:
        """Remove and return the step to restore, or None when nothing can be undone."""
        step = self.latest(player)
        if step is not None:
            self._steps.pop()
        return step

    def clear(self) -> None:
        self._steps.clear()

    def __len__(self) -> int:
        return len(self._steps)
