"""Each ability of the built-in placard changes the rules as its text says."""

import math

import pytest

from game.ascending_empires.rules.actions import Build, Develop, EndAction, Land, Launch, Mine, Recruit

from .helpers import blank, modded_placard, home, in_orbit_spot, move_then_attack, occupy, planets, put_ship


def test_battleship_joins_the_supply_and_two_starships_go_to_the_box():
    state = blank()
    state.players[0]["tech"]["orange"] = 2
    state.first_developed += ["orange:1", "orange:2", "orange:3"]
    occupy(state, planets(state, "orange")[0], 0, facility=2)
    occupy(state, planets(state, "orange")[1], 0, facility=1)
    ships, box = state.players[0]["ships"], state.players[0]["box_ships"]
    state.apply(0, Develop("orange"))
    p = state.players[0]
    assert p["battleship"] == "supply" and p["ships"] == ships - 2 and p["box_ships"] == box + 2


def test_launching_a_battleship_costs_one_troop():
    state = blank()
    state.players[0]["battleship"] = "supply"
    hw = home(state, 0)
    state.disc(hw)["items"]["troop"] = 1
    state.players[0]["troops"] -= 1
    state.apply(0, Launch(hw, battleship=True))
    assert state.players[0]["battleship"] == "board"
    assert state.disc(hw)["items"]["troop"] == 0
    assert any(s["battleship"] for s in state.ships)


def test_conscription_recruits_three():
    state = blank()
    state.players[0]["tech"]["grey"] = 1
    hw = home(state, 0)
    occupy(state, planets(state, "grey")[0], 0, troop=1)
    for _ in range(3):
        assert state.phase in ("action", "recruit")
        state.apply(0, Recruit(hw))
    assert state.disc(hw)["items"]["troop"] == 3
    assert state.current == 1 or state.phase == "scan"


def test_fortified_garrisons_add_one_defence():
    state = blank()
    grey = planets(state, "grey")[0]
    occupy(state, grey, 1, colony=1)
    assert state.defence(state.disc(grey)) == 1
    state.players[1]["tech"]["grey"] = 2
    assert state.defence(state.disc(grey)) == 2
    put_ship(state, 0, *in_orbit_spot(state, grey, 0.0))
    put_ship(state, 0, *in_orbit_spot(state, grey, math.pi))
    move_then_attack(state)
    assert state.disc(grey)["items"]["colony"] == 1  # two ships no longer outnumber the defence


def test_ion_drives_give_a_third_movement_point():
    state = blank()
    state.players[0]["tech"]["purple"] = 1
    hw = home(state, 0)
    state.disc(hw)["items"]["troop"] = 3
    state.players[0]["troops"] -= 3
    state.players[0]["ships"] = 3
    for expected in (2, 1):
        state.apply(0, Launch(hw))
        assert state.phase == "move" and state.moves_left == expected
    state.apply(0, Launch(hw))
    assert state.phase != "move"


def test_drop_pods_land_two_troops():
    state = blank()
    state.players[0]["tech"]["purple"] = 2
    target = planets(state, "grey")[0]
    ship = put_ship(state, 0, *in_orbit_spot(state, target, 0.0))
    state.apply(0, Land(ship, target))
    assert state.disc(target)["items"]["troop"] == 2


def test_orbital_shipyards_take_two_starships_from_the_box():
    state = blank()
    state.players[0]["tech"]["purple"] = 2
    state.first_developed += ["purple:1", "purple:2", "purple:3"]
    occupy(state, planets(state, "purple")[0], 0, facility=2)
    occupy(state, planets(state, "purple")[1], 0, facility=1)
    ships, box = state.players[0]["ships"], state.players[0]["box_ships"]
    state.apply(0, Develop("purple"))
    assert (state.players[0]["ships"], state.players[0]["box_ships"]) == (ships + 2, box - 2)


def test_free_launch_in_a_mod_launches_without_a_troop(tmp_path):
    modded = modded_placard(tmp_path, "{when: on_develop, do: {gain_from_box: {ships: 2}}}", "{when: passive, do: free_launch}")
    state = blank(content_=modded)
    state.players[0]["tech"]["purple"] = 3
    hw = home(state, 0)
    assert Launch(hw) in state.legal_actions(0)  # no troop on the homeworld at all
    state.apply(0, Launch(hw))
    assert state.disc(hw)["items"]["troop"] == 0


def test_prefabrication_builds_a_facility_on_a_brown_planet_for_one_troop():
    state = blank()
    brown, grey = planets(state, "brown")[0], planets(state, "grey")[0]
    occupy(state, brown, 0, troop=1)
    occupy(state, grey, 0, troop=1)
    assert Build(brown, "facility") not in state.legal_actions(0)
    state.players[0]["tech"]["brown"] = 1
    assert Build(brown, "facility") in state.legal_actions(0)
    assert Build(grey, "facility") not in state.legal_actions(0)
    state.apply(0, Build(brown, "facility"))
    assert state.disc(brown)["items"]["troop"] == 0 and state.disc(brown)["items"]["facility"] == 1


@pytest.mark.parametrize("colour,vp", [("brown", 3), ("grey", 2)])
def test_deep_drills_add_a_vp_to_mining_three_on_brown_planets_only(colour, vp):
    state = blank()
    state.players[0]["tech"]["brown"] = 2
    target = planets(state, colour)[0]
    occupy(state, target, 0, troop=3)
    state.apply(0, Mine(target, 3))
    assert state.players[0]["tokens"] == vp


def test_fortified_garrisons_also_recruit_one_more():
    state = blank()
    before = state.recruit_limit(0)
    state.players[0]["tech"]["grey"] = 2  # Conscription and Fortified Garrisons each add one
    assert state.recruit_limit(0) == before + 2


def test_arcologies_add_a_vp_per_city_on_brown_planets_only():
    state = blank()
    state.phase = "over"
    occupy(state, planets(state, "grey")[0], 0, city=2)
    occupy(state, planets(state, "brown")[0], 0, city=1)
    before = {line.label: line.points for line in state.outcome().result_of(0).breakdown}["Cities"]
    state.players[0]["tech"]["brown"] = 3
    after = {line.label: line.points for line in state.outcome().result_of(0).breakdown}["Cities"]
    assert (before, after) == (6, 7)


def test_recruit_stops_at_three_items():
    state = blank()
    target = planets(state, "grey")[0]
    occupy(state, target, 0, troop=2)
    state.apply(0, Recruit(target))
    assert Recruit(target) not in state.legal_actions(0)
    assert EndAction() in state.legal_actions(0)
