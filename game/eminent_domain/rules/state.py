"""EminentState: the whole game as plain data, behind the engine contract (game/core/engine.py).

What happens next is an explicit stack of task records (`self.tasks`, top at the end): each is
a small record of the step it names ("boost", "survey", "cleanup"..., task_records.py) with named
fields. Automatic steps run at once; a decision step waits for its player. Everything else is
plain data, and the records turn into plain data and back, so saves, clones and views copy it."""

from __future__ import annotations

import marshal

from game.core.engine import Event, GameState, Outcome, Pending, copy_plain
from game.core.rng import Rng

from . import flow, scenarios  # noqa: F401  (with the modules they import, every step registers itself)
from .catalog import catalog_for
from .describe import describe
from .scoring import final_outcome, score_lines
from .task_records import Task, task_from_dict
from .tasks import advance, decide, options, prompt, waiting
from .view import redact

HIDDEN = -1


_FIELDS = ("names", "players", "card_face", "planet_def", "stacks", "tech_supply", "planet_deck",
           "planet_discard", "planet_box", "removed", "supply", "reserve", "active", "start_player",
           "turn_no", "mode", "extra_queue", "tie_rounds", "tasks", "turn", "hand_size", "stacks_to_end",
           "variants", "no_research", "hidden_cards", "hidden_planets", "is_view")
_TASKS = _FIELDS.index("tasks")


class EminentState(GameState):
    game_id = "eminent_domain"

    def __init__(self, content):
        self.content = content
        self.cat = catalog_for(content)
        self.rng = Rng(0)
        self.names: list[str] = []
        self.players: list[dict] = []
        self.card_face: list[str] = []
        self.planet_def: list[str] = []
        self.stacks: dict[str, list[int]] = {}
        self.tech_supply: list[int] = []
        self.planet_deck: list[int] = []
        self.planet_discard: list[int] = []
        self.planet_box: list[int] = []
        self.removed: list[int] = []
        self.supply = 0
        self.reserve = 0
        self.active = 0
        self.start_player = 0
        self.turn_no = 0
        self.mode = "normal"  # normal, ending (trigger seen), extra_turns, tie_round, over
        self.extra_queue: list[int] = []
        self.tie_rounds = 0
        self.tasks: list[Task] = []
        self.turn: dict = {}
        self.hand_size = 5
        self.stacks_to_end = 1
        self.variants: list[str] = []
        self.no_research = False
        # Only in views: per player, the sorted cards whose place (hand or deck) the viewer cannot
        # see, and the planets it cannot see (deck, box, rivals' face-down planets).
        self.hidden_cards: list[list[int]] = []
        self.hidden_planets: list[int] = []
        self.is_view = False

    @property
    def n(self) -> int:
        return len(self.players)

    def name(self, p: int) -> str:
        return self.names[p] if p < len(self.names) else f"Player {p + 1}"

    # --- task stack ------------------------------------------------------------------------
    def push(self, *tasks: Task) -> None:
        """Push tasks so that the first one given runs first."""
        self.tasks.extend(reversed(tasks))

    # --- engine contract -------------------------------------------------------------------
    def to_act(self) -> list[int]:
        if self.mode == "over" or not self.tasks:
            return []
        return [self.tasks[-1].player]

    def pending(self, player: int) -> Pending | None:
        if player not in self.to_act():
            return None
        task = self.tasks[-1]
        return Pending(player, task.kind, prompt(self, task))

    def waiting_for(self, player: int) -> str:
        """What everyone else is told while `player` decides: "Vega is choosing the role to lead"."""
        if player not in self.to_act():
            return ""
        return f"{self.name(player)} is {waiting(self, self.tasks[-1])}."

    def legal_actions(self, player: int) -> list:
        if player not in self.to_act():
            return []
        return options(self, self.tasks[-1])

    def describe(self, action) -> str:
        return describe(self, action)

    def _apply(self, player: int, action) -> list[Event]:
        task = self.tasks.pop()
        events = decide(self, task, action)
        events += advance(self)
        return events

    def is_terminal(self) -> bool:
        return self.mode == "over"

    def outcome(self) -> Outcome | None:
        return final_outcome(self) if self.mode == "over" else None

    def projected_score(self, player: int) -> tuple:
        """Influence tokens, face-up planets, technologies (and Escalation's battlecruiser), as if
        the game ended now. On a view a rival's face-down planets are unknown and score nothing
        (only face-up planets score anyway), and the cards of their hidden hand and deck are
        counted from the pool the view keeps: which cards they own is public, only where each
        lies is hidden, so reshuffling hand and deck never changes it."""
        return score_lines(self, player)

    def progress(self) -> dict:
        return {"turn": self.turn_no, "round": -(-self.turn_no // max(1, self.n)), "supply": self.supply,
                "empty_stacks": sum(1 for s in self.stacks.values() if not s)}

    # --- information -----------------------------------------------------------------------
    def view(self, player: int | None) -> "EminentState":
        return redact(self, player)

    # --- copies and saves ------------------------------------------------------------------
    def to_dict(self) -> dict:
        data = {name: copy_plain(getattr(self, name)) for name in _FIELDS if name != "tasks"}
        data["tasks"] = [copy_plain(task.to_dict()) for task in self.tasks]
        data["rng"] = self.rng.to_list()
        return data

    @classmethod
    def from_dict(cls, content, data: dict) -> "EminentState":
        """From `to_dict` data; tasks saved before they were records (short keys) are read too."""
        state = cls(content)
        for name in _FIELDS:
            if name != "tasks":
                setattr(state, name, copy_plain(data[name]))
        state.tasks = [task_from_dict(copy_plain(task)) for task in data["tasks"]]
        state.rng = Rng.from_list(data["rng"])
        return state

    def clone(self) -> "EminentState":
        state = EminentState.__new__(EminentState)
        state.content, state.cat = self.content, self.cat
        # The fields are plain data; marshal copies them in C, twice as fast as copy_plain, and the
        # searching bots clone a state for every option they try. Task records never change: the
        # clone shares them.
        fields = [getattr(self, name) for name in _FIELDS]
        fields[_TASKS] = []
        state.__dict__.update(zip(_FIELDS, marshal.loads(marshal.dumps(fields))))
        state.tasks = list(self.tasks)
        state.rng = self.rng.clone()
        return state
