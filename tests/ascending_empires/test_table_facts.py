"""The rules' own answers to what the table shows on hover: a disc's defence and what it is made
of, what an attack on it takes, and what developing a technology level needs."""

from __future__ import annotations

import math

from game.ascending_empires.rules.actions import Develop
from game.ascending_empires.rules.combat import planet_attack
from game.ascending_empires.rules.legal import development_need

from .helpers import blank, home, in_orbit_spot, move_then_attack, occupy, planets, put_ship


def test_defence_is_the_sum_of_its_parts_with_the_holders_technology():
    state = blank()
    grey = planets(state, "grey")[0]
    disc = occupy(state, grey, 1, troop=2, city=1, facility=1)
    assert state.defence_parts(disc) == [("troop", 2), ("city", 2)]
    state.players[1]["tech"]["grey"] = 2  # Fortified Garrisons: one more on every planet held
    assert state.defence_parts(disc) == [("troop", 2), ("city", 2), ("Fortified Garrisons", 1)]
    assert state.defence(disc) == 5
    assert state.defence_parts(state.disc(home(state, 1))) == []  # no troops at home in a blank game


def test_planet_attack_says_what_the_attack_needs_and_matches_the_attack_made():
    state = blank(players=3)
    grey = planets(state, "grey")[0]
    disc = occupy(state, grey, 1, troop=1, colony=1)
    attack = planet_attack(state, disc, 0)
    assert (attack.defence, attack.need, attack.strength, attack.defenders, attack.vp) == (2, 3, 0, (), 2)
    assert planet_attack(state, disc, 1) is None, "not one's own"
    assert planet_attack(state, state.disc(home(state, 1)), 0) is None, "homeworlds are never attacked"
    put_ship(state, 0, *in_orbit_spot(state, grey, 0.0))
    put_ship(state, 0, *in_orbit_spot(state, grey, math.pi))
    guard = put_ship(state, 2, *in_orbit_spot(state, grey, math.pi / 2))
    attack = planet_attack(state, disc, 0)
    assert attack.strength == 2 and attack.defenders == (guard,) and attack.defended
    assert planet_attack(state, disc, None).defenders == tuple(sorted(s["id"] for s in state.orbiters(disc)))
    state.ships.remove(state.ship(guard))
    put_ship(state, 0, *in_orbit_spot(state, grey, -math.pi / 2))
    attack = planet_attack(state, disc, 0)
    assert attack.strength >= attack.need
    move_then_attack(state)
    assert disc["occupant"] is None and state.players[0]["tokens"] == attack.vp


def test_development_need_counts_facilities_on_planets_of_the_colour():
    state = blank()
    grey = planets(state, "grey")
    need = development_need(state, 0, "grey", 2)
    assert (need.owned, need.level_below, need.facilities, need.have, need.ready) == (False, False, 2, 0, False)
    occupy(state, grey[0], 0, facility=2)
    assert development_need(state, 0, "grey", 1).ready
    assert not development_need(state, 0, "grey", 2).ready, "level 1 first"
    state.players[0]["tech"]["grey"] = 1
    assert development_need(state, 0, "grey", 1).owned
    assert development_need(state, 0, "grey", 2).ready and Develop("grey") in state.legal_actions(0)
    put_ship(state, 1, *in_orbit_spot(state, grey[0], 0.0))  # blockaded: its facilities do not count
    assert development_need(state, 0, "grey", 2).have == 0 and Develop("grey") not in state.legal_actions(0)
