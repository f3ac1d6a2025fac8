"""The expert's search of the rest of its own turn.

From a position in the middle of the player's turn, every step is tried on a copy of the view and
ranked by what the position would be worth if the player stopped there (its stop-now value: the Move or
the Recruit ended, the turn ended, the position scored as the bots score it). The best few are
searched further, step after step, to the turn's end: the best line wins (a max over steps).
A flick is searched as the shot the physics shot search finds for each promising target
(aim.best_shot), then valued as the mean over several replays with the player's own wobble
(`bots.wobble`), so a shot that often misses or rams is worth what it will really bring.
The position at the turn's end is scored by `evaluation` (by default the level's).

Work is counted in `Effort` units (one flick simulation or one position scored), so a seeded
search is the same search on any machine; the deadline is only a guard."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Callable

from game.core import workers
from game.core.playout import after

from . import table
from .actions import (CancelNavigate, EndAction, EndMove, EndTurn, Flick, Navigate, Pass, Scan,
                      StartWithdraw)
from .bots import Level, flick_targets, wobble
from .evaluate import evaluate

SKIPPED = (Pass, StartWithdraw, Scan, CancelNavigate)  # never part of a searched line


@dataclass
class Effort:
    """Work allowed and done: `units` counted by the search, `deadline` (perf_counter) a guard.
    In a table's worker process, a question dropped meanwhile (an undo) ends the search at once
    (`workers.Superseded`)."""

    units: int
    deadline: float = math.inf
    spent: int = 0

    def spend(self, units: int = 1) -> None:
        self.spent += units

    @property
    def exhausted(self) -> bool:
        if workers.superseded():
            raise workers.Superseded()
        return self.spent >= self.units or time.perf_counter() > self.deadline

    def fits(self, units: int) -> bool:
        """Whether `units` more can be spent within the allowance."""
        return self.spent + units <= self.units and time.perf_counter() <= self.deadline


@dataclass(frozen=True)
class Breadth:
    """How wide the search looks: steps searched further at the root and below, targets tried
    per ship, and wobbly replays of a flick (the first of a line, and any later one)."""

    root_steps: int = 8
    steps: int = 3
    root_targets: int = 6
    targets: int = 2
    replays: int = 4
    later_replays: int = 1


@dataclass
class Option:
    static: float                   # the stop-now value
    step: object                    # the step as the line plays it (a Flick stands for Navigate + Flick)
    child: object                   # the position after it (a flick: played exactly as aimed)
    settled: object                 # that position with the Move, the Recruit and the turn ended
    flick: Flick | None = None


@dataclass
class Searched:
    """A searched first step: its value, the line it starts, and the positions its line reaches
    at the turn's end with their weights (several for a flick's replays)."""

    value: float
    line: list
    ends: list


def state_key(state) -> str:
    """The identity of a position: equal keys, equal positions (everything is plain data)."""
    return repr(state.to_dict())


@dataclass
class TurnSearch:
    view: object
    me: int
    level: Level
    rng: object
    effort: Effort
    breadth: Breadth = field(default_factory=Breadth)
    evaluation: Callable | None = None  # (position, player) -> value; default the level's evaluation
    _memo: dict = field(default_factory=dict)
    _shots: dict = field(default_factory=dict)

    def root_options(self) -> list[Searched]:
        """Every first step from the view, searched to the turn's end, best first. A line is
        [(key of the position the step is played in, step), ...] and ends at the first flick
        (where it ends decides the rest)."""
        return sorted(self._search(self.view, 0, 0), key=lambda o: -o.value)

    # --- the search ----------------------------------------------------------------------------
    def value(self, state, depth: int, flicks: int) -> Searched:
        if self._turn_over(state):
            return Searched(self.score(state), [], [(1.0, state)])
        key = state_key(state)
        if key not in self._memo:
            options = self._search(state, depth, flicks)
            if options:
                best = max(options, key=lambda o: o.value)
            else:
                settled = self._settled(state)
                best = Searched(self.score(settled), [], [(1.0, settled)])
            self._memo[key] = best
        return self._memo[key]

    def _search(self, state, depth: int, flicks: int) -> list[Searched]:
        key = state_key(state)
        options = sorted(self.options(state, depth), key=lambda o: -o.static)
        width = self.breadth.root_steps if depth == 0 else self.breadth.steps
        found = []
        for i, option in enumerate(options):
            line = [(key, option.step)]
            if i >= width or self.effort.exhausted:
                found.append(Searched(option.static, line, [(1.0, option.settled)]))
            elif option.flick is None:
                rest = self.value(option.child, depth + 1, flicks)
                found.append(Searched(rest.value, line + rest.line, rest.ends))
            else:
                found.append(self._replayed(state, option, line, depth, flicks))
        return found

    def _replayed(self, state, option: Option, line: list, depth: int, flicks: int) -> Searched:
        """A flick valued over replays with the player's wobble, each searched to the turn's end."""
        replays = self.breadth.replays if flicks == 0 else self.breadth.later_replays
        total, ends, done = 0.0, [], 0
        while done < replays and not (done and self.effort.exhausted):
            done += 1
            angle, power = wobble(option.flick.angle, option.flick.power, self.rng, self.level)
            played = after(state, self.me, self._flick_steps(state, Flick(option.flick.ship, angle, power)),
                           trusted=True)
            self.effort.spend()
            rest = self.value(played, depth + 1, flicks + 1)
            total += rest.value
            ends += [(weight, end) for weight, end in rest.ends]
        return Searched(total / done, line, [(weight / done, end) for weight, end in ends])

    # --- steps and their stop-now values ---------------------------------------------------------
    def options(self, state, depth: int) -> list[Option]:
        found = []
        targets = self.breadth.root_targets if depth == 0 else self.breadth.targets
        for action in state.legal_actions(self.me):
            if isinstance(action, Navigate):
                found += self._flick_options(state, action.ship, targets)
            elif not isinstance(action, (SKIPPED + (Flick,))):
                found.append(self._option(action, after(state, self.me, [action], trusted=True)))
        if state.phase == "flick":
            found += self._flick_options(state, state.flick_ship, targets)
        return found

    def _flick_steps(self, state, flick: Flick) -> list:
        return [flick] if state.phase == "flick" else [Navigate(flick.ship), flick]

    def _flick_options(self, state, ship_id: str, targets: int) -> list[Option]:
        found = []
        pairs = [disc for _, ship, disc in flick_targets(state, self.me) if ship["id"] == ship_id][:targets]
        for disc in pairs:
            if not self.effort.fits(self.level.shot_budget):
                break
            shot = self._shot(state, ship_id, disc["id"])
            if shot is None:
                continue
            flick = Flick(ship_id, shot.angle, shot.power)
            self.effort.spend()
            found.append(self._option(flick, after(state, self.me, self._flick_steps(state, flick), trusted=True), flick))
        return found

    def _shot(self, state, ship_id: str, disc_id: str):
        """The shot search's flick for putting a ship in orbit of a disc (searched once per board)."""
        from ..physics.aim import best_shot  # imports pymunk: only when a flick is searched

        key = (tuple((s["id"], s["x"], s["y"]) for s in state.ships), ship_id, disc_id)
        if key not in self._shots:
            physics, board = state.content.physics, state.content.board
            self._shots[key] = best_shot(physics, board, [table.disc_body(d) for d in state.discs],
                                         [table.ship_body(s) for s in state.ships], ship_id, disc_id,
                                         budget=self.level.shot_budget, rng=self.rng.fork(),
                                         noise=(self.level.angle_noise, self.level.power_noise), noise_samples=3)
            self.effort.spend(self.level.shot_budget)
        return self._shots[key]

    def _option(self, step, child, flick: Flick | None = None) -> Option:
        """A step with its stop-now value: the position if the player ends the Move, the
        Recruit and the turn right after it."""
        settled = self._settled(child)
        return Option(self.score(settled), step, child, settled, flick)

    def _settled(self, state):
        for _ in range(4):
            if self._turn_over(state):
                break
            phase = state.phase
            if phase == "move":
                state = after(state, self.me, [EndMove()], trusted=True)
            elif phase == "recruit":
                state = after(state, self.me, [EndAction()], trusted=True)
            elif phase == "scan":
                state = after(state, self.me, [EndTurn()], trusted=True)
            elif phase == "flick":
                state = after(state, self.me, [CancelNavigate()], trusted=True)
            elif phase == "city_reward":
                rewards = state.legal_actions(self.me)
                state = max((after(state, self.me, [r], trusted=True) for r in rewards),
                            key=lambda s: self.score(s)) if rewards else state
            else:
                break
        return state

    def score(self, state) -> float:
        self.effort.spend()
        if self.evaluation is not None:
            return self.evaluation(state, self.me)
        return evaluate(state, self.me, self.level.evaluation, careful=self.level.careful)

    def _turn_over(self, state) -> bool:
        return state.is_terminal() or state.current != self.me
