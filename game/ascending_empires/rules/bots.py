"""Computer players for Ascending Empires: easy, medium and hard.

Every bot sees only its view. Each decision is a one-step look-ahead: every legal step is tried on
a copy of the view (a Move step is followed by the attacks it would trigger) and the copy is
scored by evaluate.py. Flicks cannot be listed, so for the most promising (ship, target disc)
pairs the bot runs the physics shot search (physics/aim.py, which simulates candidate flicks on
the real resolver), then scores the predicted outcome the same way. The chosen flick is played
with execution noise that shrinks with the level; easy also sometimes plays a random step."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial

from game.core.playout import after

from . import table
from .actions import EndMove, EndTurn, Flick, Navigate, Pass, Scan, StartWithdraw, Withdraw
from .evaluate import WEIGHTS, evaluate

# Easy cares less for ships waiting in orbit to land and for research, so it spreads and
# develops more slowly than the other levels.
EASY_WEIGHTS = {**WEIGHTS, "landing_spot": 0.25, "facility": 1.0, "tech_level": 1.2}


@dataclass(frozen=True)
class Level:
    name: str
    targets: int          # (ship, disc) pairs given a shot search
    shot_budget: int      # simulated flicks per shot search
    angle_noise: float    # radians, standard deviation of the executed angle
    power_noise: float    # relative standard deviation of the executed power
    blunder: float        # chance of a random non-flick step
    careful: bool         # also weighs ships left open to attack
    weights: tuple = ()   # evaluation weights (evaluate.WEIGHTS when empty)

    @property
    def evaluation(self) -> dict:
        return dict(self.weights) if self.weights else WEIGHTS


LEVELS = {
    "easy": Level("easy", 1, 8, 0.05, 0.10, 0.3, False, tuple(sorted(EASY_WEIGHTS.items()))),
    "medium": Level("medium", 3, 16, 0.02, 0.04, 0.03, False),
    "hard": Level("hard", 4, 28, 0.006, 0.012, 0.0, True),
}


class AscendingEmpiresBot:
    def __init__(self, level: Level):
        self.settings = level
        self.level = level.name
        self._plan: tuple | None = None  # (turn, ship, angle, power) chosen with the Navigate

    # --- the Bot protocol --------------------------------------------------------------------
    def _routine(self, view, me: int, legal_actions: list, rng):
        """The decisions every level takes alike, or None: a lone choice, withdrawing, a look
        (free information), withdrawing with nothing left to do, and the flick planned with the
        Navigate."""
        if len(legal_actions) == 1:
            return legal_actions[0]
        if view.phase == "withdraw":
            return self._withdraw(view, me, legal_actions)
        if view.phase == "scan":
            return next((a for a in legal_actions if isinstance(a, Scan)), EndTurn())
        if view.phase == "action" and self._stuck(view, me, legal_actions):
            return StartWithdraw()  # nothing left to do with an empty supply
        if view.phase == "flick" and self._plan is not None:
            return self._execute_flick(view, me, rng)
        return None

    def choose(self, view, legal_actions: list, rng, budget: float = 0.0):
        me = view.current
        routine = self._routine(view, me, legal_actions, rng)
        if routine is not None:
            return routine
        if view.phase == "flick":
            return self._execute_flick(view, me, rng)
        steps = [a for a in legal_actions if not isinstance(a, (Navigate, StartWithdraw, Pass))]
        if view.phase == "action" and not steps and not any(isinstance(a, Navigate) for a in legal_actions):
            steps = list(legal_actions)
        if self.settings.blunder and rng.random() < self.settings.blunder and steps:
            return steps[rng.randrange(len(steps))]
        best, best_value = None, -math.inf
        for action in steps:
            value = self._value_after(view, me, [action]) + rng.uniform(0.0, 1e-6)
            if value > best_value:
                best, best_value = action, value
        # A flick is worth at most about a landing spot or a blockade more than now: when another
        # step already gains clearly more, the shot search is skipped.
        gain = best_value - evaluate(view, me, self.settings.evaluation, careful=self.settings.careful) if best is not None else 0.0
        if any(isinstance(a, Navigate) for a in legal_actions) and gain < 1.0:
            shot = self._best_flick(view, me, rng)
            if shot is not None and (best is None or shot[0] > best_value):
                _, ship, angle, power = shot
                self._plan = (view.turn, ship, angle, power)
                return Navigate(ship)
        if best is None:  # nothing but withdrawing or passing
            return next((a for a in legal_actions if not isinstance(a, Navigate)), legal_actions[0])
        return best

    # --- an empty supply ------------------------------------------------------------------------
    @staticmethod
    def _stuck(view, me: int, legal_actions: list) -> bool:
        """No troop in the supply and nothing to recruit, mine, build or develop: take troops back
        (the one-step look-ahead cannot see that this restarts recruiting and mining)."""
        if view.players[me]["troops"] > 0 or not any(isinstance(a, StartWithdraw) for a in legal_actions):
            return False
        productive = ("Recruit", "Mine", "Build", "Develop")
        return not any(type(a).__name__ in productive for a in legal_actions)

    def _withdraw(self, view, me: int, legal_actions: list):
        """Take back troops where it costs least: the homeworld, then crowded planets."""
        options = [a for a in legal_actions if isinstance(a, Withdraw)]
        if not options or view.recruited >= 2:
            return next(a for a in legal_actions if not isinstance(a, Withdraw))

        def cost(action):
            disc = view.disc(action.disc)
            empties = disc["kind"] != "homeworld" and sum(disc["items"].values()) == action.count
            return (disc["kind"] != "homeworld", empties, -action.count if disc["kind"] == "homeworld" else action.count,
                    action.disc)

        return min(options, key=cost)

    # --- looking ahead -----------------------------------------------------------------------
    def _value_after(self, view, me: int, actions: list) -> float:
        state = after(view, me, actions)
        if state.phase == "move" and state.current == me:
            state.apply(me, EndMove())  # the attacks this Move would bring
        elif state.phase == "withdraw":
            return -math.inf
        if state.phase == "scan" and state.current == me and state.legal_actions(me) == [EndTurn()]:
            state.apply(me, EndTurn())  # nothing to look at: the turn's end, which may end the game
        return evaluate(state, me, self.settings.evaluation, careful=self.settings.careful)

    def _best_flick(self, view, me: int, rng):
        """(value, ship, angle, power) of the best flick found, or None."""
        from ..physics.aim import best_shot  # imports pymunk: only when a flick is searched

        physics, board = view.content.physics, view.content.board
        discs = [table.disc_body(d) for d in view.discs]
        ships = [table.ship_body(s) for s in view.ships]
        best = None
        for _, ship, disc in flick_targets(view, me)[: self.settings.targets]:
            shot = best_shot(physics, board, discs, ships, ship["id"], disc["id"],
                             budget=self.settings.shot_budget, rng=rng.fork(), noise=self._noise(),
                             noise_samples=3)
            if shot is None:
                continue
            value = self._value_after(view, me, [Navigate(ship["id"]), Flick(ship["id"], shot.angle, shot.power)])
            if best is None or value > best[0]:
                best = (value, ship["id"], shot.angle, shot.power)
        return best

    def _noise(self):
        """The careful level knows its own hand: its shot search prefers flicks that still land
        with its wobble."""
        if not self.settings.careful:
            return None
        return (self.settings.angle_noise, self.settings.power_noise)

    def _execute_flick(self, view, me: int, rng):
        plan = self._plan
        self._plan = None
        if plan is None or plan[0] != view.turn or plan[1] != view.flick_ship:
            found = None
            for _, ship, disc in flick_targets(view, me):
                if ship["id"] == view.flick_ship:
                    from ..physics.aim import best_shot

                    shot = best_shot(view.content.physics, view.content.board,
                                     [table.disc_body(d) for d in view.discs],
                                     [table.ship_body(s) for s in view.ships], ship["id"], disc["id"],
                                     budget=self.settings.shot_budget, rng=rng.fork())
                    if shot is not None:
                        found = (view.turn, ship["id"], shot.angle, shot.power)
                        break
            plan = found or (view.turn, view.flick_ship, rng.uniform(0, 2 * math.pi), 0.3)
        _, ship, angle, power = plan
        return Flick(ship, *wobble(angle, power, rng, self.settings))


def flick_targets(view, me: int) -> list[tuple[float, dict, dict]]:
    """(prior, ship, disc) pairs worth a shot search, most promising first."""
    pairs = []
    for ship in view.ships:
        if ship["owner"] != me:
            continue
        here = {d["id"] for d in view.orbits_of(ship)}
        for disc in view.discs:
            if disc["id"] in here or disc["kind"] == "homeworld":
                continue
            occupant = disc["occupant"]
            if occupant is None:
                prior = 2.0 + (0.3 if not disc["face_up"] else 0.0)
            elif occupant != me:
                prior = 1.2
            else:
                continue
            far = math.hypot(disc["x"] - ship["x"], disc["y"] - ship["y"])
            pairs.append((prior - far / 300.0, ship, disc))
    pairs.sort(key=lambda p: (-p[0], p[1]["id"], p[2]["id"]))
    return pairs


def wobble(angle: float, power: float, rng, level: Level) -> tuple[float, float]:
    """How a bot's hand plays a chosen flick: Gaussian wobble in angle and power (the level's)."""
    angle += rng.gauss(0.0, level.angle_noise)
    power = min(1.0, max(0.02, power * (1.0 + rng.gauss(0.0, level.power_noise))))
    return angle, power


BOTS = {name: partial(AscendingEmpiresBot, level) for name, level in LEVELS.items()}

__all__ = ["AscendingEmpiresBot", "BOTS", "LEVELS", "Withdraw"]
