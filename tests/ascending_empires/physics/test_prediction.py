"""The aim guide's prediction: the resolver's own result with the path, bounces, resting spot or
exit, and knocked ships; and the aim grid the scene fires on."""

import math

from game.ascending_empires.physics import prediction as P
from game.ascending_empires.physics.resolver import DiscBody, Flick, ShipBody, resolve_flick
from game.ascending_empires.physics.scenarios import random_position
from game.core.rng import Rng

RIGHT, LEFT = 0.0, math.pi


def test_a_prediction_is_the_resolvers_result_with_its_path(board, physics):
    for seed in range(30):
        rng = Rng(seed)
        discs, ships = random_position(board, physics, rng, ship_count=8)
        angle, power = P.snap(rng.uniform(0, math.tau), rng.uniform(0.02, 1.0))
        flick = Flick(ships[0].id, angle, power)
        predicted = P.predict_flick(physics, board, discs, ships, flick)
        resolved = resolve_flick(physics, board, discs, ships, flick)
        assert predicted.result == resolved
        assert predicted.rest == resolved.positions.get(ships[0].id)
        assert predicted.leaves_board == (ships[0].id in resolved.lost)
        assert predicted.path[0] == (ships[0].x, ships[0].y)
        assert predicted.path[-1] == (predicted.rest or predicted.exit)
        moved = {s.id for s in ships[1:] if resolved.positions.get(s.id) != (s.x, s.y)}
        assert {k.ship for k in predicted.knocked} == moved
        for knocked in predicted.knocked:
            assert knocked.rest == resolved.positions.get(knocked.ship)
            assert (knocked.exit is not None) == (knocked.ship in resolved.lost)


def test_a_weak_flick_towards_the_edge_stays_on_the_board_and_a_hard_one_leaves(board, physics):
    ships = [ShipBody("s", 0, 100.0, 400.0)]
    soft = P.predict_flick(physics, board, [], ships, Flick("s", LEFT, 0.2))
    hard = P.predict_flick(physics, board, [], ships, Flick("s", LEFT, 0.65))
    assert not soft.leaves_board and soft.rest[0] > 0.0
    assert hard.leaves_board and hard.rest is None and hard.exit[0] <= 0.0
    assert hard.path[-1] == hard.exit and soft.path[-1] == soft.rest and len(soft.path) > 2


def test_a_ship_flicked_into_the_disc_it_touches_shows_the_bounce(board, physics):
    disc = DiscBody("p", "planet", 400.0, 400.0, board.planet_radius)
    touching = ShipBody("s", 0, 400.0 + board.planet_radius + physics.ship_radius, 400.0)
    predicted = P.predict_flick(physics, board, [disc], [touching], Flick("s", LEFT, 0.5))  # into the disc
    assert predicted.rest[0] > touching.x + 20, "it bounces back off the disc"
    assert len(predicted.bounces) == 1 and math.dist(predicted.bounces[0], (touching.x, touching.y)) < 8


def test_a_ricochet_and_a_knocked_ship_are_in_the_prediction(board, physics):
    disc = DiscBody("p", "planet", 500.0, 400.0, board.planet_radius)
    ships = [ShipBody("a", 0, 200.0, 400.0), ShipBody("b", 1, 300.0, 300.0)]
    off_disc = P.predict_flick(physics, board, [disc], ships, Flick("a", RIGHT, 0.6))
    assert len(off_disc.bounces) == 1 and off_disc.bounces[0][0] < 500 - board.planet_radius
    at_ship = P.predict_flick(physics, board, [disc], ships, Flick("a", -math.pi / 4, 0.6))
    assert at_ship.ram == ("a", "b") and at_ship.ram_at is not None
    assert [k.ship for k in at_ship.knocked] == ["b"] and at_ship.knocked[0].path[0] == (300.0, 300.0)


def test_the_aim_grid_is_fine_and_firing_a_cell_predicts_that_cell():
    rng = Rng(3)
    for _ in range(500):
        angle, power = rng.uniform(-10, 10), rng.uniform(0.0, 1.2)
        snapped = P.snap(angle, power)
        assert P.snap(*snapped) == snapped, "a snapped aim stays put"
        assert abs(math.remainder(snapped[0] - angle, math.tau)) <= math.pi / P.ANGLE_CELLS + 1e-6
        assert P.MIN_POWER_CELL / P.POWER_CELLS <= snapped[1] <= 1.0
        if 0.02 <= power <= 1.0:
            assert abs(snapped[1] - power) <= 0.5 / P.POWER_CELLS + 1e-9
    assert P.snap(math.tau - 1e-9, 0.5) == (0.0, 0.5), "the grid wraps round"
    assert P.cell_values((900, 200)) == (round(math.pi / 2, 6), 0.5)


def test_the_worker_handler_predicts_a_payload(board, physics):
    discs, ships = random_position(board, physics, Rng(4), ship_count=6)
    handle = P.make_predictor(physics, board)
    predicted = handle((tuple(discs), tuple(ships), ships[0].id, 1.0, 0.5))
    assert predicted.result == resolve_flick(physics, board, discs, ships, Flick(ships[0].id, 1.0, 0.5))
