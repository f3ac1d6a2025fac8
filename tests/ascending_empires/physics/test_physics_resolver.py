"""The flick resolver: determinism, rams, losses off the board, settling, animation = resolution."""

import math

import pytest

from game.ascending_empires.physics.resolver import (DiscBody, Flick, FlickSimulation, ShipBody, in_orbit,
                                                     resolve_flick)
from game.ascending_empires.physics.scenarios import random_position
from game.core.rng import Rng

RIGHT, LEFT, DOWN = 0.0, math.pi, math.pi / 2


def test_same_flick_gives_the_same_result_every_time(board, physics):
    for seed in range(20):
        rng = Rng(seed)
        discs, ships = random_position(board, physics, rng, ship_count=6)
        flick = Flick(ships[0].id, rng.uniform(0, 2 * math.pi), rng.uniform(0.3, 1.0))
        first = resolve_flick(physics, board, discs, ships, flick)
        again = resolve_flick(physics, board, list(reversed(discs)), list(reversed(ships)), flick)
        assert first == again


def test_animation_in_any_frame_sizes_ends_exactly_where_the_resolver_does(board, physics):
    rng = Rng(7)
    discs, ships = random_position(board, physics, rng, ship_count=8)
    flick = Flick(ships[1].id, 1.0, 0.8)
    expected = resolve_flick(physics, board, discs, ships, flick)
    for frame in (1 / 60, 1 / 144, 0.05, 0.0123):
        sim = FlickSimulation(physics, board, discs, ships, flick)
        frames = 0
        while not sim.done:
            sim.advance(frame)
            frames += 1
            assert frames < 100_000
        assert sim.result() == expected
        assert sim.positions() == expected.positions


def test_first_two_ships_of_different_owners_are_the_ram_and_later_contacts_are_not(board, physics):
    ships = [ShipBody("red1", 0, 100, 400), ShipBody("blue1", 1, 200, 400), ShipBody("blue2", 1, 260, 400)]
    result = resolve_flick(physics, board, [], ships, Flick("red1", RIGHT, 0.8))
    assert result.ram == ("blue1", "red1")
    assert result.collisions[0] == ("blue1", "red1")
    assert ("blue1", "blue2") in result.collisions  # the struck ship carried on into its neighbour
    assert "blue2" not in result.ram
    assert set(result.positions) == {"red1", "blue1", "blue2"}  # the rules remove the rammed pair


def test_touching_your_own_ship_first_does_not_use_up_the_ram(board, physics):
    ships = [ShipBody("red1", 0, 100, 400), ShipBody("red2", 0, 160, 400), ShipBody("blue1", 1, 220, 400)]
    result = resolve_flick(physics, board, [], ships, Flick("red1", RIGHT, 0.8))
    assert result.collisions[0] == ("red1", "red2")
    assert result.ram == ("blue1", "red2")


def test_a_ship_already_touching_an_enemy_is_not_a_ram_when_flicked_away(board, physics):
    r = physics.ship_radius
    ships = [ShipBody("red1", 0, 300, 400), ShipBody("blue1", 1, 300 + 2 * r, 400)]
    result = resolve_flick(physics, board, [], ships, Flick("red1", LEFT, 0.3))
    assert result.ram is None
    assert result.collisions == ()


@pytest.mark.parametrize("gap", [0.0, 0.005, -0.02])
def test_a_ship_resting_against_an_enemy_rams_it_when_flicked_into_it(board, physics, gap):
    # Rulebook: flicking a starship into an enemy starship is a ram, however close they started.
    r = physics.ship_radius
    ships = [ShipBody("red1", 0, 300, 400), ShipBody("blue1", 1, 300 + 2 * r + gap, 400)]
    result = resolve_flick(physics, board, [], ships, Flick("red1", RIGHT, 0.3))
    assert result.ram == ("blue1", "red1")
    assert result.collisions[0] == ("blue1", "red1")


def test_a_ship_pushed_into_an_enemy_it_rests_against_rams_it_and_resting_pairs_that_stay_still_do_not(
        board, physics):
    r = physics.ship_radius
    ships = [ShipBody("red1", 0, 200, 400), ShipBody("red2", 0, 300, 400), ShipBody("blue1", 1, 300 + 2 * r, 400),
             ShipBody("red3", 0, 300, 600), ShipBody("blue2", 1, 300 + 2 * r, 600)]  # a pair that never moves
    result = resolve_flick(physics, board, [], ships, Flick("red1", RIGHT, 0.5))
    assert result.collisions[0] == ("red1", "red2")
    assert result.ram == ("blue1", "red2")
    assert not any("red3" in pair or "blue2" in pair for pair in result.collisions)
    assert result.positions["red3"] == (300.0, 600.0) and result.positions["blue2"] == (300.0 + 2 * r, 600.0)


def test_a_ship_flicked_off_the_board_is_lost_and_others_stay(board, physics):
    ships = [ShipBody("red1", 0, 700, 400), ShipBody("blue1", 1, 100, 100)]
    sim = FlickSimulation(physics, board, [], ships, Flick("red1", RIGHT, 1.0))
    events = []
    while not sim.done:
        sim.step()
        events += sim.events_since_last()
    result = sim.result()
    assert result.lost == ("red1",)
    assert result.positions == {"blue1": (100.0, 100.0)}
    assert [e.kind for e in events] == ["lost"]


def test_a_ship_knocked_off_the_board_is_lost_too(board, physics):
    ships = [ShipBody("red1", 0, 700, 400), ShipBody("blue1", 1, 780, 400)]
    result = resolve_flick(physics, board, [], ships, Flick("red1", RIGHT, 0.9))
    assert result.ram == ("blue1", "red1")
    assert "blue1" in result.lost


def test_a_gentle_flick_stays_on_the_board_and_comes_to_rest(board, physics):
    ships = [ShipBody("red1", 0, 400, 400)]
    result = resolve_flick(physics, board, [], ships, Flick("red1", DOWN, 0.3))
    x, y = result.positions["red1"]
    assert x == pytest.approx(400.0)
    assert 400.0 < y < board.height
    assert result.lost == () and result.ram is None
    assert result.sim_time < 10.0


def test_ships_ricochet_off_discs(board, physics):
    disc = DiscBody("p", "planet", 400, 400, board.planet_radius)
    ships = [ShipBody("red1", 0, 250, 400)]
    sim = FlickSimulation(physics, board, [disc], ships, Flick("red1", RIGHT, 0.5))
    events = []
    while not sim.done:
        sim.step()
        events += sim.events_since_last()
    result = sim.result()
    assert result.collisions == (("red1", "p"),)
    ricochets = [e for e in events if e.kind == "ricochet"]
    assert len(ricochets) == 1 and ricochets[0].b == "p" and ricochets[0].speed > 0
    assert result.positions["red1"][0] < 400 - disc.radius - physics.ship_radius  # it bounced back


def test_everything_settles_with_no_motion_left(board, physics):
    rng = Rng(99)
    discs, ships = random_position(board, physics, rng, ship_count=8)
    speeds = []  # the fastest ship after each substep
    sim = FlickSimulation(physics, board, discs, ships, Flick(ships[0].id, 0.7, 1.0),
                          observer=lambda s: speeds.append(max(b.velocity.length for b in s.bodies.values())))
    while not sim.done:
        sim.step()
    assert sim.sim_time < 10.0
    assert speeds[0] > 1000 and speeds[-1] <= physics.rest_speed  # it ended once nothing moved
    # a finished simulation does not move on
    before = sim.positions()
    assert sim.advance(1.0) == 0 and sim.positions() == before


def test_bad_flicks_are_refused(board, physics):
    ships = [ShipBody("red1", 0, 400, 400)]
    with pytest.raises(ValueError):
        resolve_flick(physics, board, [], ships, Flick("nobody", 0.0, 0.5))
    with pytest.raises(ValueError):
        resolve_flick(physics, board, [], ships, Flick("red1", 0.0, 1.5))
    with pytest.raises(ValueError):
        DiscBody("x", "moon", 0, 0, 5)


def test_result_is_only_ready_when_done(board, physics):
    sim = FlickSimulation(physics, board, [], [ShipBody("red1", 0, 400, 400)], Flick("red1", 0.0, 0.5))
    with pytest.raises(RuntimeError):
        sim.result()


def test_orbit_rings_report_ships_passing_through_and_agree_with_in_orbit_at_rest(board, physics):
    planet = DiscBody("p", "planet", 400, 400, board.planet_radius)
    home = DiscBody("h", "homeworld", 200, 400, board.homeworld_radius)
    start_x = 200 + home.radius + physics.ship_radius + 1
    ships = [ShipBody("red1", 0, start_x, 400)]
    # leaves its homeworld's ring, glances off the planet inside its ring and runs on out of it
    sim = FlickSimulation(physics, board, [planet, home], ships, Flick("red1", math.radians(-8), 0.75))
    assert sim.orbits() == {("red1", "h")}
    events = []
    while not sim.done:
        sim.step()
        events += [(e.kind, e.b) for e in sim.events_since_last()]
    assert events == [("orbit_leave", "h"), ("orbit_enter", "p"), ("ricochet", "p"), ("orbit_leave", "p")]
    final = sim.result().positions["red1"]
    assert sim.orbits() == {("red1", d.id) for d in (planet, home) if in_orbit(final, d, physics, board)}


_REPLAY = """
import math, sys
sys.path.insert(0, {root!r})
from game.ascending_empires.physics.content import load_board, load_physics
from game.ascending_empires.physics.resolver import Flick, resolve_flick
from game.ascending_empires.physics.scenarios import random_position
from game.core.rng import Rng
board, physics = load_board(), load_physics()
for seed in range(5):
    rng = Rng(seed)
    discs, ships = random_position(board, physics, rng, ship_count=8)
    print(repr(resolve_flick(physics, board, discs, ships, Flick(ships[seed].id, seed * 1.3, 0.9))))
"""


def test_results_are_the_same_in_a_fresh_process_with_other_hash_seeds(board, physics):
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[3])
    here = []
    for seed in range(5):
        rng = Rng(seed)
        discs, ships = random_position(board, physics, rng, ship_count=8)
        here.append(repr(resolve_flick(physics, board, discs, ships, Flick(ships[seed].id, seed * 1.3, 0.9))))
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        out = subprocess.run([sys.executable, "-c", _REPLAY.format(root=root)], capture_output=True, text=True,
                             env=env, check=True).stdout.splitlines()
        assert out == here


def test_interpolated_positions_lie_between_steps_and_end_at_rest(board, physics):
    sim = FlickSimulation(physics, board, [], [ShipBody("red1", 0, 100, 400)], Flick("red1", RIGHT, 0.5))
    sim.advance(physics.time_step * 3.5)
    x_now = sim.positions()["red1"][0]
    x_drawn = sim.interpolated_positions()["red1"][0]
    assert x_drawn < x_now  # half a step behind the newest step
    assert x_drawn > 100
    while not sim.done:
        sim.advance(1 / 144)
    assert sim.interpolated_positions() == sim.result().positions


def test_a_ship_that_enters_an_orbit_and_then_leaves_the_board_reports_both(board, physics):
    home = DiscBody("h", "homeworld", 70, 400, board.homeworld_radius)
    ships = [ShipBody("red1", 0, 300, 400)]
    # runs left, grazes through the homeworld's ring and off the board's left edge
    graze = math.asin((home.radius + physics.ship_radius + 4) / 230)
    sim = FlickSimulation(physics, board, [home], ships, Flick("red1", math.pi + graze, 1.0))
    events = []
    while not sim.done:
        sim.step()
        events += [(e.kind, e.b) for e in sim.events_since_last()]
    assert events == [("orbit_enter", "h"), ("orbit_leave", "h"), ("lost", None)]
    assert sim.orbits() == set() and sim.result().lost == ("red1",)


def test_a_ship_lost_while_in_an_orbit_ring_leaves_it(board, physics):
    home = DiscBody("h", "homeworld", 45, 400, board.homeworld_radius)
    # parked in the ring right at the board's edge, then flicked straight off it
    ships = [ShipBody("red1", 0, 45, 400 - home.radius - physics.ship_radius - 3)]
    sim = FlickSimulation(physics, board, [home], ships, Flick("red1", -math.pi / 2 - 0.9, 1.0))
    assert sim.orbits() == {("red1", "h")}
    events = []
    while not sim.done:
        sim.step()
        events += [(e.kind, e.b) for e in sim.events_since_last()]
    assert ("lost", None) in events and ("orbit_leave", "h") in events
    assert sim.orbits() == set()


def test_freeing_a_finished_flick_raises_nothing_in_callbacks(board, physics, monkeypatch):
    import gc
    import sys

    caught = []
    monkeypatch.setattr(sys, "unraisablehook", caught.append)
    planet = DiscBody("p", "planet", 400, 400, board.planet_radius)
    home = DiscBody("h", "homeworld", 200, 400, board.homeworld_radius)
    for power in (0.0, 0.3, 0.5):  # ends resting in the homeworld ring, in the planet ring, beyond
        result = resolve_flick(physics, board, [planet, home], [ShipBody("red1", 0, 238, 400)],
                               Flick("red1", 0.0, power))
        assert result.positions
    gc.collect()
    assert caught == []
