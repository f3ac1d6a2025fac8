"""Orbits, ranges, the aim line and orbit placement, judged on positions."""

import math

import pytest

from game.ascending_empires.physics.resolver import (DiscBody, Flick, ShipBody, aim_contact, first_contact,
                                                     in_orbit, place_in_orbit, resolve_flick, within_range)


@pytest.fixture
def planet(board):
    return DiscBody("p", "planet", 400, 400, board.planet_radius)


def test_orbit_is_any_part_of_the_ship_touching_the_ring(board, physics, planet):
    edge = planet.radius + board.orbit_ring_width + physics.ship_radius  # hull just touching the ring
    assert in_orbit((400 + edge, 400), planet, physics, board)
    assert in_orbit((400, 400 - edge + 0.5), planet, physics, board)
    assert not in_orbit((400 + edge + 0.01, 400), planet, physics, board)
    assert in_orbit((400 + planet.radius + physics.ship_radius, 400), planet, physics, board)
    # a Battleship's bigger hull reaches the ring from further out
    assert in_orbit((400 + edge + 2, 400), planet, physics, board, battleship=True)


def test_a_flick_that_stops_in_the_ring_is_in_orbit(board, physics, planet):
    ships = [ShipBody("red1", 0, 200, 400)]
    ring_outer = planet.radius + board.orbit_ring_width + physics.ship_radius
    verdicts = []
    for step in range(15, 60):
        result = resolve_flick(physics, board, [planet], ships, Flick("red1", 0.0, step / 100))
        x, y = result.positions["red1"]
        orbiting = in_orbit((x, y), planet, physics, board)
        assert orbiting == (400 - x <= ring_outer + 1e-6)
        verdicts.append(orbiting)
    assert verdicts[0] is False and any(verdicts)


def test_range_is_centre_to_centre(physics):
    assert within_range((0, 0), (physics.short_range, 0), physics.short_range)
    assert not within_range((0, 0), (physics.short_range + 0.01, 0), physics.short_range)
    assert within_range((0, 0), (0, physics.long_range), physics.long_range)


def test_aim_line_stops_at_the_first_disc_ship_or_edge(board, physics, planet):
    ships = [ShipBody("red1", 0, 200, 400), ShipBody("blue1", 1, 200, 300)]
    r = physics.ship_radius
    x, y = first_contact(physics, board, [planet], ships, "red1", 0.0)
    assert (x, y) == pytest.approx((400 - planet.radius - r, 400))
    contact = aim_contact(physics, board, [planet], ships, "red1", -math.pi / 2)
    assert contact.kind == "ship" and contact.target == "blue1"
    assert (contact.x, contact.y) == pytest.approx((200, 300 + 2 * r))
    edge = aim_contact(physics, board, [planet], ships, "red1", math.pi)
    assert edge.kind == "edge" and (edge.x, edge.y) == pytest.approx((0, 400))


def test_place_in_orbit_finds_free_spots_until_the_ring_is_full(board, physics, planet):
    ships = []
    for i in range(40):
        spot = place_in_orbit(planet, [planet], ships, physics, board)
        if spot is None:
            break
        assert in_orbit(spot, planet, physics, board)
        assert math.dist(spot, (planet.x, planet.y)) > planet.radius + physics.ship_radius
        assert all(math.dist(spot, (s.x, s.y)) > 2 * physics.ship_radius for s in ships)
        ships.append(ShipBody(f"s{i}", 0, *spot))
    assert 6 <= len(ships) < 40


def test_two_starting_ships_fit_in_every_corner_orbit(board, physics):
    discs = [DiscBody(c.id, "homeworld", c.x, c.y, board.homeworld_radius) for c in board.corners]
    for disc in discs:
        ships = []
        for i in range(2):
            spot = place_in_orbit(disc, discs, ships, physics, board)
            assert spot is not None and board.on_board(*spot)
            ships.append(ShipBody(f"{disc.id}{i}", 0, *spot))
