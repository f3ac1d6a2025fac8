"""The feel of a flick: a free flick at 25%, 50% and full power coasts within 5% of how far it did
before sliding friction and damping moved into pymunk (a pivot joint with a maximum force and the
space's damping, instead of a Python velocity callback per ship per substep)."""

import dataclasses

import pytest

from game.ascending_empires.physics.resolver import Flick, ShipBody, resolve_flick
from game.ascending_empires.physics.travel import _open_ground

POWERS = (0.25, 0.5, 1.0)
# Measured on commit 32f986f (the resolver with the Python velocity callback) with the shipped
# physics.yaml: `resolve_flick` of a lone starship on open ground (`travel._open_ground`), flicked
# along x; the distance it coasted, in board units.
BEFORE = {0.25: 85.5429, 0.5: 297.8443, 1.0: 954.2191}


def callback_model_distance(physics, power: float) -> float:
    """How far a ship coasted under the callback model, worked out from the constants: each
    substep it moves at its speed, then keeps `linear_damping ** dt` of it, loses
    `table_deceleration x dt`, and stops dead once no faster than `rest_speed`."""
    dt = physics.substep
    keep = physics.linear_damping ** dt
    speed, travelled = power * physics.max_speed, 0.0
    while speed > 0.0:
        travelled += speed * dt
        speed = min(speed * keep - physics.table_deceleration * dt, physics.max_speed)
        if speed <= physics.rest_speed:
            speed = 0.0
    return travelled


def coasting_distance(physics, power: float, battleship: bool = False) -> float:
    board = _open_ground(physics)
    start = (board.width / 2 - 1e4, board.height / 2)
    result = resolve_flick(physics, board, [], [ShipBody("s", 0, *start, battleship)], Flick("s", 0.0, power))
    return result.positions["s"][0] - start[0]


def test_the_callback_model_reproduces_the_distances_measured_before(physics):
    for power in POWERS:
        assert callback_model_distance(physics, power) == pytest.approx(BEFORE[power], abs=1e-3)


def _variants(physics):
    """The shipped constants, and a modder's: more friction and damping, a slower flick."""
    return [physics, dataclasses.replace(physics, table_deceleration=1100.0, linear_damping=0.35, max_speed=1200.0,
                                         rest_speed=4.0)]


@pytest.mark.parametrize("variant", [0, 1])
@pytest.mark.parametrize("battleship", [False, True])
def test_free_flicks_coast_within_five_percent_of_before(physics, variant, battleship):
    spec = _variants(physics)[variant]
    for power in POWERS:
        before = callback_model_distance(spec, power)
        assert coasting_distance(spec, power, battleship) == pytest.approx(before, rel=0.05), \
            f"power {power}: the feel of the flick changed"
