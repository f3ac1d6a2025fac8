"""Learn to play judges a flick step by where the ship stops, not by how it was aimed, so a
learner's flick may leave the board otherwise than the script's listed shot does. Whatever a
flick the step accepts leaves, every later step must still be playable, and the ram with a
straight shot a person can find. Here each of the learner's flick steps is done in a few other
ways than the listed one, the extremes of what its step accepts, then the script is played on
from there: among them ricochets that stop on the west side of q2d6's orbit, where, with a ram
still to come, the disc itself stood between the bounced ship and the ship to ram."""

from __future__ import annotations

import functools
import itertools
import math

import pytest

from game.ascending_empires.physics.bodies import Flick as Shot
from game.ascending_empires.physics.resolver import resolve_flick
from game.ascending_empires.rules import table
from game.ascending_empires.rules.actions import Flick
from game.ascending_empires.rules.setup import new_state
from game.ascending_empires.rules.tutorial import RULES
from game.core.tutorial.line import play_line
from game.core.tutorial.run import TutorialRun

from .helpers import content

GAME = "ascending_empires"
RAM_FAN = (-4.0, -2.0, 0.0, 2.0, 4.0)  # degrees either side of the bearing of the ship to ram


@functools.lru_cache(maxsize=1)
def line():
    found, problems = play_line(new_state, content(), content().tutorial, GAME, RULES)
    assert problems == []
    return found


def step_index(kind: str, **argument) -> int:
    """The step whose first asked move is this one (so the cases name moves, not step numbers)."""
    for index, step in enumerate(content().tutorial.steps):
        move = step.expects[0]
        if move.kind == kind and all(value in move.argument for value in argument.values()):
            return index
    raise AssertionError(f"the script asks no {kind} {argument}")


def at(step: int):
    """The position where the step begins, reached by the listed line, and a run there."""
    state = new_state(content(), line().config)
    for move in line().before_step(step):
        state.apply(move.player, move.action)
    return state, TutorialRun(content().tutorial, RULES, step=step)


def computers(state, run) -> None:
    while (scripted := run.next_other(state)) is not None:
        player, action = scripted
        run.observe(player, action, state.apply(player, action), state, None)


def fly(state, run, keys, angle: float, power: float) -> str | None:
    """The step's flick aimed by hand: its ship chosen, then flown at (angle, power)."""
    computers(state, run)
    expected = run.expected(state, next(keys))
    for action in expected.actions:
        if not isinstance(action, Flick):
            run.observe(0, action, state.apply(0, action), state, expected)
    expected = run.expected(state, next(keys))
    shot = Flick(expected.actions[0].ship, angle, power)
    assert expected.allows(shot)
    return run.observe(0, shot, state.apply(0, shot), state, expected)


def straight_ram(state, ship_id: str, target_id: str) -> None:
    """Flown straight at the ship to ram, or a few degrees off, the flick rams it: no bank needed."""
    physics, board = state.content.physics, state.content.board
    discs, ships = [table.disc_body(d) for d in state.discs], [table.ship_body(s) for s in state.ships]
    ship, target = state.ship(ship_id), state.ship(target_id)
    bearing = math.atan2(target["y"] - ship["y"], target["x"] - ship["x"])
    for degrees in RAM_FAN:
        result = resolve_flick(physics, board, discs, ships, Shot(ship_id, bearing + math.radians(degrees), 0.6))
        assert result.ram is not None and set(result.ram) == {ship_id, target_id}, \
            f"{ship_id} aimed {degrees} degrees off {target_id} does not ram it"


def play_on(state, run, keys) -> None:
    """The rest of the script by its listed moves: each step must be playable where it is asked."""
    rams_seen = set()
    while not run.finished:
        computers(state, run)
        expected = run.expected(state, next(keys))
        assert expected is not None, f"step {run.step + 1} cannot be played: {run.unplayable}"
        move = run.current().expects[run.move]
        if move.kind == "ram" and run.step not in rams_seen:
            rams_seen.add(run.step)
            straight_ram(state, *move.argument)
        action = expected.actions[0]
        assert run.observe(0, action, state.apply(0, action), state, expected) != "missed", \
            f"step {run.step + 1}'s listed move misses: {run.missed}"


CASES = [  # (the step's move, aim (angle, power) on the aim grid, where the flicked ship stops)
    (("flick", {"ship": "s1", "to": "q2d2"}), (1.11352, 0.2675), None),
    (("flick", {"ship": "s1", "to": "q2d2"}), (1.462586, 0.2175), None),
    (("ram", {"ship": "s2", "target": "s3"}), (1.668535, 0.3), None),
    (("ram", {"ship": "s2", "target": "s3"}), (1.877974, 0.7), None),
    (("flick", {"ship": "s5", "via": "q2d1"}), (3.0456, 0.475), "west"),
    (("flick", {"ship": "s5", "via": "q2d1"}), (3.0456, 0.465), "west"),
    (("flick", {"ship": "s5", "via": "q2d1"}), (3.036873, 0.445), "west"),
    (("flick", {"ship": "s5", "via": "q2d1"}), (3.097959, 0.545), "east"),
]


@pytest.mark.parametrize("move, aim, side", CASES)
def test_a_flick_step_done_another_way_leaves_every_later_step_playable(move, aim, side):
    kind, argument = move
    step = step_index(kind, **argument)
    state, run = at(step)
    keys = itertools.count()
    assert fly(state, run, keys, *aim) == "step", f"the aim {aim} does not do step {step + 1}: {run.missed}"
    if side is not None:  # the ricochet: which side of the disc it stopped on
        ship, disc = state.ship(argument["ship"]), state.disc(content().tutorial.steps[step].expects[0].argument[1])
        assert (ship["x"] < disc["x"] - 20) == (side == "west")
    play_on(state, run, keys)
    assert run.finished
