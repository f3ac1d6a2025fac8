"""One game being played: the state plus everything around it that is not rules.

The session records every action, keeps the log and the undo history, takes periodic snapshots
and autosaves at the end of each turn. The UI and `--simulate` both drive games through it."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Callable

from .config import GameConfig
from .engine import TURN_END, Event
from .gamelog import LogEntry, entries_from_events
from .undo import UndoHistory, UndoStep

SNAPSHOT_EVERY = 25  # actions between full snapshots kept in saves


def new_save_id() -> str:
    return uuid.uuid4().hex[:12]


@dataclass
class RecordedAction:
    player: int
    action: object
    events: tuple = ()  # what the move did (Event records), as the table saw them when it was played


class NothingTakenBack:
    """For sessions whose moves are never taken back (a replay, a seat at a network table): Undo
    stays unlit. Put it before GameSession among the bases."""

    def can_undo(self, player: int) -> bool:
        return False

    def undo_label(self, player: int) -> str | None:
        return None

    def undo(self, player: int) -> bool:
        return False


class MovesRecorded:
    """A session keeping `actions`, the moves played (RecordedAction, with their events)."""

    def last_move_with(self, kind: str) -> RecordedAction | None:
        """The latest recorded move that had an event of `kind` (e.g. the last reveal), with all
        its events: what a table showed of it live, it can show again after a load (a loaded
        session has played every move again, so its moves carry their events as they were)."""
        for recorded in reversed(self.actions):
            if any(event.kind == kind for event in recorded.events):
                return recorded
        return None


class GameSession(MovesRecorded):
    replaying = False  # a Replay (core/replay.py) plays a finished game again: nobody decides in it
    def __init__(self, definition, content, config: GameConfig, state):
        self.definition = definition
        self.content = content
        self.config = config
        self.state = state
        self.log: list[LogEntry] = []
        self.actions: list[RecordedAction] = []
        self.encoded_actions: list[list] = []  # [player, action as plain data], kept in step for saves
        self.snapshots: dict[int, dict] = {0: state.to_dict()}
        self.undo_history = UndoHistory()
        self.autosaver: Callable[["GameSession"], None] | None = None
        self.listeners: list[Callable[[list[Event]], None]] = []
        self.leave_listeners: list[Callable[["GameSession"], None]] = []  # told when its table is put away
        self.save_id = new_save_id()  # names this game's own autosave file; kept in its saves
        self.version = 0  # goes up with every change of the state (an action or an undo)

    @classmethod
    def start(cls, definition, content, config: GameConfig) -> "GameSession":
        state = definition.new_state(content, config)
        session = cls(definition, content, config, state)
        return session

    # --- who is to act ---------------------------------------------------------------------
    def is_human(self, player: int) -> bool:
        return self.config.seats[player].is_human

    def human_players_to_act(self) -> list[int]:
        if self.state.is_terminal():
            return []
        return [p for p in self.state.to_act() if self.is_human(p)]

    def bot_players_to_act(self) -> list[int]:
        if self.state.is_terminal():
            return []
        return [p for p in self.state.to_act() if not self.is_human(p)]

    def view_for(self, player: int | None):
        return self.state.view(player)

    # --- acting ----------------------------------------------------------------------------
    def apply(self, player: int, action) -> list[Event]:
        log_length, action_count = len(self.log), len(self.actions)
        human = self.is_human(player)
        before = self.state.to_dict() if human else None  # only a person's move is ever taken back
        # the words for the Undo button, read while the action is still legal (only humans undo)
        label = self.state.describe(action) if human and self.state.is_legal(player, action) else ""
        events = self.state.apply(player, action)  # raises IllegalAction and changes nothing
        self.version += 1
        self.actions.append(RecordedAction(player, action, tuple(events)))
        self.encoded_actions.append([player, self.definition.action_codec.to_dict(action)])
        self.log.extend(entries_from_events(events))
        barrier = any(e.barrier for e in events)
        self.undo_history.record(UndoStep(before, log_length, action_count, player, human, label), barrier)
        if len(self.actions) % SNAPSHOT_EVERY == 0:
            self.snapshots[len(self.actions)] = self.state.to_dict()
        for listener in self.listeners:
            listener(events)
        if self.autosaver is not None and (self.state.is_terminal() or any(e.kind == TURN_END for e in events)):
            self.autosaver(self)
        return events

    def left(self) -> None:
        """The game's table was put away (quit to the title, the window closed, or its end):
        whoever watches the game is told (your record counts a game left unfinished)."""
        for listener in self.leave_listeners:
            listener(self)

    def state_edited(self) -> None:
        """The state was changed in place outside the rules (a test's set-up, a tool): whatever
        was read from it before must be read again."""
        self.version += 1
        self.undo_history.clear()

    def can_undo(self, player: int) -> bool:
        """Whether `player` has a move of their own to take back (see undo.py for which)."""
        return self.undo_history.can_undo(player)

    def undo_label(self, player: int) -> str | None:
        """What Undo would take back for `player` ("buy Dyson Swarm"), or None."""
        step = self.undo_history.latest(player)
        return None if step is None else step.label

    def undo(self, player: int) -> bool:
        """Take back `player`'s latest move, if nobody has moved since and nothing was revealed."""
        step = self.undo_history.take(player)
        if step is None:
            return False
        self.restore(step)
        return True

    def restore(self, step: UndoStep) -> None:
        """Put the game back as it was before `step`'s move, and everything after it with it.
        Undo does this for the moves it may take back; a tutorial does it to let a flick that
        missed its target be tried again (game/ui/tutorial)."""
        self.version += 1
        self.state = type(self.state).from_dict(self.content, step.before)
        del self.log[step.log_length:]
        del self.actions[step.action_count:]
        del self.encoded_actions[step.action_count:]
        for index in [i for i in self.snapshots if i > step.action_count]:
            del self.snapshots[index]
