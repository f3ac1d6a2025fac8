"""Undo by snapshots: each step stores the state as it was before an action.

Effects are never reversed one by one. A step that revealed information, drew, shuffled or flicked
is a barrier, and so is a decision by a different human in hot-seat: undo never goes back past one.
Undoing a human's move also takes back the computer moves made after it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class UndoStep:
    before: dict  # state.to_dict() before the action
    log_length: int  # log entries before the action
    action_count: int  # actions recorded before the action
    player: int
    human: bool


class UndoHistory:
    def __init__(self, limit: int = 200):
        self._steps: list[UndoStep] = []
        self._limit = limit

    def record(self, step: UndoStep, barrier: bool) -> None:
        other_human = step.human and any(s.human and s.player != step.player for s in self._steps)
        if other_human:
            self._steps.clear()  # never undo into another human's decisions
        if barrier:
            self._steps.clear()  # the action revealed or drew something: nothing before it can return
            return
        self._steps.append(step)
        del self._steps[:-self._limit]

    def _target(self, player: int) -> int | None:
        """Index of `player`'s latest step, if only computer moves follow it."""
        for index in range(len(self._steps) - 1, -1, -1):
            step = self._steps[index]
            if step.player == player and step.human:
                return index
            if step.human:
                return None
        return None

    def can_undo(self, player: int) -> bool:
        return self._target(player) is not None

    def take(self, player: int) -> UndoStep | None:
        """Remove and return the step to restore, or None when nothing can be undone."""
        index = self._target(player)
        if index is None:
            return None
        step = self._steps[index]
        del self._steps[index:]
        return step

    def clear(self) -> None:
        self._steps.clear()

    def __len__(self) -> int:
        return len(self._steps)
