"""Bot shot search: open shots land in the aimed orbit, predictions match replays, seeded search."""

import math

from game.ascending_empires.physics.accuracy import shot_accuracy
from game.ascending_empires.physics.aim import best_shot
from game.ascending_empires.physics.shots import bank_flicks, candidate_flicks, shot_kind
from game.ascending_empires.physics.travel import distance_for_speed, power_for_distance
from game.ascending_empires.physics.resolver import DiscBody, Flick, ShipBody, in_orbit, resolve_flick
from game.core.rng import Rng


def test_power_for_distance_inverts_open_ground_travel(board, physics):
    for length in (40.0, 150.0, 320.0, 600.0):
        power = power_for_distance(physics, length)
        result = resolve_flick(physics, board, [], [ShipBody("s", 0, 100, 400)], Flick("s", 0.0, power))
        assert abs(result.positions["s"][0] - 100 - length) < 0.5
    assert power_for_distance(physics, 1e6) is None
    assert abs(distance_for_speed(physics, power_for_distance(physics, 250.0) * physics.max_speed) - 250.0) < 0.5


def test_an_open_shot_lands_in_the_aimed_orbit_as_predicted(board, physics):
    target = DiscBody("t", "planet", 500, 300, board.planet_radius)
    other = DiscBody("o", "planet", 300, 600, board.planet_radius)
    ships = [ShipBody("me", 0, 200, 350), ShipBody("them", 1, 650, 650)]
    shot = best_shot(physics, board, [target, other], ships, "me", "t")
    assert shot.in_target_orbit
    replay = resolve_flick(physics, board, [target, other], ships, Flick("me", shot.angle, shot.power))
    assert replay == shot.result
    assert in_orbit(replay.positions["me"], target, physics, board)


def test_open_shots_prefer_lines_that_forgive_a_misjudged_power(board, physics):
    target = DiscBody("t", "planet", 500, 400, board.planet_radius)
    ships = [ShipBody("me", 0, 200, 400)]
    shots = candidate_flicks(physics, board, [target], ships, "me", target)
    tolerances = [t for _, _, t in shots]
    assert tolerances == sorted(tolerances, reverse=True)
    assert tolerances[0] > 2 * tolerances[-1]  # grazing lines beat the head-on line
    assert len(shots) >= 10


def test_a_blocked_target_is_still_searched_with_bank_shots(board, physics):
    target = DiscBody("t", "planet", 600, 400, board.planet_radius)
    wall = DiscBody("w", "planet", 400, 400, board.planet_radius)
    ships = [ShipBody("me", 0, 330, 400)]
    assert candidate_flicks(physics, board, [target, wall], ships, "me", target) == []
    assert shot_kind(physics, board, [target, wall], ships, "me", target) is None
    shot = best_shot(physics, board, [target, wall], ships, "me", "t", budget=40, rng=Rng(3))
    assert shot is not None
    again = best_shot(physics, board, [target, wall], ships, "me", "t", budget=40, rng=Rng(3))
    assert (shot.angle, shot.power) == (again.angle, again.power)


def test_noisy_search_reports_how_reliable_its_shot_is(board, physics):
    target = DiscBody("t", "planet", 500, 300, board.planet_radius)
    ships = [ShipBody("me", 0, 200, 350)]
    shot = best_shot(physics, board, [target], ships, "me", "t", rng=Rng(1), noise=(0.005, 0.01))
    assert shot.in_target_orbit and shot.reliability is not None and shot.reliability >= 0.5


def test_shot_accuracy_is_measured_over_seeded_positions(board, physics):
    figures = shot_accuracy(physics, board, count=6, seed=11, budget=24)
    assert figures["positions"] == 6
    assert 0.0 <= figures["executed"] <= 1.0 and 0.0 <= figures["predicted"] <= 1.0
    assert figures == shot_accuracy(physics, board, count=6, seed=11, budget=24)
    assert math.isclose(figures["predicted"], figures["executed"])  # no noise: played as predicted


def test_a_worked_out_bank_shot_off_a_disc_lands_first_time(board, physics):
    target = DiscBody("t", "planet", 600, 400, board.planet_radius)
    wall = DiscBody("w", "planet", 400, 400, board.planet_radius)
    cushion = DiscBody("c", "planet", 400, 280, board.planet_radius)
    discs, ships = [target, wall, cushion], [ShipBody("me", 0, 200, 400)]
    assert candidate_flicks(physics, board, discs, ships, "me", target) == []
    banks = bank_flicks(physics, board, discs, ships, "me", target)
    assert banks
    assert shot_kind(physics, board, discs, ships, "me", target) == "bank"
    assert shot_kind(physics, board, discs, ships, "me", cushion) == "straight"
    angle, power, _ = banks[0]
    result = resolve_flick(physics, board, discs, ships, Flick("me", angle, power))
    assert result.collisions == (("me", "c"),)
    assert in_orbit(result.positions["me"], target, physics, board)


def test_bench_rows_have_the_shape_the_bench_table_needs():
    from game.ascending_empires.physics.bench import bench_rows

    rows = bench_rows(flicks=30, searches=2, accuracy_positions=2)
    assert len(rows) >= 6
    for row in rows:
        assert set(row) >= {"name", "value", "unit", "target"}
        assert isinstance(row["value"], float) and row["value"] >= 0.0
