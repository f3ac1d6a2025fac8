"""Every example of the rulebook, as a position set up directly and the actions that follow."""

import math

import pytest

from game.ascending_empires.rules.actions import (Build, CityReward, Develop, EndMove, EndTurn, Flick, Land, Launch,
                                                  Mine, Navigate, Recruit, Scan)
from game.core.errors import IllegalAction

from .helpers import CENTRE, blank, home, in_orbit_spot, kinds, move_then_attack, occupy, planets, put_ship

X, Y = CENTRE


def test_two_ships_in_short_range_destroy_an_enemy_ship():
    state = blank()
    put_ship(state, 0, X - 20, Y)
    put_ship(state, 0, X + 20, Y)
    target = put_ship(state, 1, X, Y + 40)  # 44.7 from each: inside the short range of 60
    supply_before = state.players[1]["ships"]
    events = move_then_attack(state)
    assert state.ship(target) is None
    assert state.players[1]["ships"] == supply_before + 1
    assert state.players[0]["tokens"] == 1
    assert kinds(events).count("attack_ship") == 1


def test_one_ship_alone_or_two_out_of_range_destroy_nothing():
    state = blank()
    put_ship(state, 0, X - 20, Y)
    put_ship(state, 0, X + 80, Y)  # 80 from the target: beyond the short range
    target = put_ship(state, 1, X, Y + 40)
    events = move_then_attack(state)
    assert state.ship(target) is not None
    assert "attack_ship" not in kinds(events)
    assert state.players[0]["tokens"] == 0


@pytest.mark.parametrize("orange, destroyed", [(0, 1), (1, 2)])
def test_multiple_targets_needs_the_orange_technology(orange, destroyed):
    state = blank()
    state.players[0]["tech"]["orange"] = orange
    put_ship(state, 0, X - 20, Y)
    put_ship(state, 0, X + 20, Y)
    targets = [put_ship(state, 1, X - 15, Y + 40), put_ship(state, 1, X + 15, Y + 40)]
    events = move_then_attack(state)
    assert sum(state.ship(t) is None for t in targets) == destroyed
    assert state.players[0]["tokens"] == destroyed
    assert kinds(events).count("attack_ship") == destroyed


def test_battleship_counts_as_two_and_attacks_several_ships_at_long_range():
    state = blank()
    state.players[0]["tech"].update(orange=3)
    put_ship(state, 0, X, Y, battleship=True)
    targets = [put_ship(state, 1, X + 80, Y), put_ship(state, 1, X - 80, Y)]  # long range only
    events = move_then_attack(state)
    assert all(state.ship(t) is None for t in targets)
    assert state.players[0]["tokens"] == 2  # 1 VP per starship
    assert kinds(events).count("attack_ship") == 2


def test_without_long_range_the_battleship_cannot_reach():
    state = blank()
    state.players[0]["tech"].update(orange=1)
    state.players[0]["battleship"] = "supply"
    put_ship(state, 0, X, Y, battleship=True)
    target = put_ship(state, 1, X + 80, Y)
    move_then_attack(state)
    assert state.ship(target) is not None


@pytest.mark.parametrize("attackers, destroyed", [(3, True), (2, False)])
def test_three_ships_destroy_a_battleship_and_earn_two_vp(attackers, destroyed):
    state = blank()
    battleship = put_ship(state, 1, X, Y, battleship=True)
    for i in range(attackers):
        angle = 2 * math.pi * i / 3
        put_ship(state, 0, X + 40 * math.cos(angle), Y + 40 * math.sin(angle))
    move_then_attack(state)
    assert (state.ship(battleship) is None) == destroyed
    assert state.players[0]["tokens"] == (2 if destroyed else 0)
    if destroyed:
        assert state.players[1]["battleship"] == "supply"


def test_double_research_facility_rule():
    state = blank()
    grey = planets(state, "grey")
    double, single, fresh = grey[0], grey[1], grey[2]
    occupy(state, double, 0, facility=2, troop=1)
    occupy(state, single, 0, facility=1, troop=2)
    occupy(state, fresh, 0, troop=2)
    legal = state.legal_actions(0)
    assert Build(single, "facility") not in legal  # a second planet with two facilities
    assert Build(fresh, "facility") in legal  # a planet with none is fine
    assert Build(double, "facility") not in legal  # only one troop there: a facility costs two
    # Once the double is destroyed, another planet may hold two again.
    state.disc(double)["items"].update(facility=0, troop=0)
    state.disc(double)["occupant"] = None
    assert Build(single, "facility") in state.legal_actions(0)


def test_no_research_facility_on_an_asteroid_and_nothing_built_on_a_homeworld():
    state = blank()
    rock = planets(state, kind="asteroid")[0]
    occupy(state, rock, 0, troop=2)
    state.disc(home(state, 0))["items"]["troop"] = 3
    legal = state.legal_actions(0)
    assert Build(rock, "facility") not in legal
    assert Build(rock, "colony") in legal
    assert not [a for a in legal if isinstance(a, Build) and a.disc == home(state, 0)]


def test_level_three_grey_needs_three_facilities_and_pays_the_first_developer():
    state = blank()
    grey = planets(state, "grey")
    state.players[0]["tech"]["grey"] = 2
    state.first_developed += ["grey:1", "grey:2"]
    occupy(state, grey[0], 0, facility=1)
    assert Develop("grey") not in state.legal_actions(0)
    occupy(state, grey[1], 0, facility=2)
    box = state.players[0]["box_troops"]
    events = state.apply(0, Develop("grey"))
    assert state.players[0]["tech"]["grey"] == 3
    assert state.players[0]["tokens"] == 3  # first to level 3: VP equal to the level
    assert state.players[0]["box_troops"] == box - min(box, 4)  # Population Boom: troops from the box
    assert box >= 4
    assert "develop" in kinds(events)
    # The second player to reach it gets no VP.
    if state.phase == "scan":
        state.apply(0, EndTurn())
    state.players[1]["tech"]["grey"] = 2
    occupy(state, grey[2], 1, facility=2)
    occupy(state, grey[3], 1, facility=1)
    state.apply(1, Develop("grey"))
    assert state.players[1]["tokens"] == 0


def test_a_full_first_row_gives_a_starship_and_a_troop_from_the_box():
    state = blank()
    state.players[0]["tech"].update(orange=1, grey=1, purple=1)
    state.first_developed += ["orange:1", "grey:1", "purple:1", "brown:1"]
    occupy(state, planets(state, "brown")[0], 0, facility=1)
    ships, troops = state.players[0]["ships"], state.players[0]["troops"]
    events = state.apply(0, Develop("brown"))
    assert "row_bonus" in kinds(events)
    assert state.players[0]["ships"] == ships + 1
    assert state.players[0]["troops"] == troops + 1
    assert state.players[0]["rows"] == [1]


def test_a_blockaded_planet_allows_no_action_there():
    state = blank()
    grey = planets(state, "grey")[0]
    occupy(state, grey, 0, troop=2, colour="grey")
    legal = state.legal_actions(0)
    assert Recruit(grey) in legal and Mine(grey, 2) in legal and Build(grey, "colony") in legal
    put_ship(state, 1, *in_orbit_spot(state, grey, 0.0))
    assert state.is_blockaded(state.disc(grey))
    legal = state.legal_actions(0)
    for action in (Recruit(grey), Mine(grey, 2), Build(grey, "colony"), Build(grey, "facility"), Launch(grey)):
        assert action not in legal
    # Landing there is forbidden too, even with a ship of its own in orbit.
    ship = put_ship(state, 0, *in_orbit_spot(state, grey, math.pi))
    assert Land(ship, grey) not in state.legal_actions(0)


def test_blockaded_facilities_do_not_count_for_developing():
    state = blank()
    orange = planets(state, "orange")[0]
    occupy(state, orange, 0, facility=1)
    assert Develop("orange") in state.legal_actions(0)
    put_ship(state, 1, *in_orbit_spot(state, orange, 0.0))
    assert Develop("orange") not in state.legal_actions(0)


@pytest.mark.parametrize("defender", [True, False])
def test_a_defended_planet_cannot_be_attacked(defender):
    state = blank(players=3)
    grey = planets(state, "grey")[0]
    occupy(state, grey, 0, colony=1, colour="grey")  # defence 1
    state.current = 1
    put_ship(state, 1, *in_orbit_spot(state, grey, 0.0))
    put_ship(state, 1, *in_orbit_spot(state, grey, math.pi / 2))
    if defender:
        put_ship(state, 2, *in_orbit_spot(state, grey, math.pi))
    events = move_then_attack(state, player=1)
    disc = state.disc(grey)
    if defender:
        assert disc["items"]["colony"] == 1 and "attack_planet" not in kinds(events)
    else:
        assert disc["occupant"] is None and disc["items"]["colony"] == 0
        assert state.players[1]["tokens"] == 1  # one item destroyed
        assert state.players[0]["colonies"] == 4  # the colony goes back to its owner


def test_planet_attack_needs_more_ships_than_the_defence():
    state = blank()
    grey = planets(state, "grey")[0]
    occupy(state, grey, 1, colony=1, troop=1)  # defence 2
    put_ship(state, 0, *in_orbit_spot(state, grey, 0.0))
    put_ship(state, 0, *in_orbit_spot(state, grey, math.pi))
    move_then_attack(state)
    assert state.disc(grey)["items"]["colony"] == 1
    # A Battleship counts as two: with one more starship the attack wins, 2 VP for 2 items.
    state.current = 0
    state.players[0]["battleship"] = "supply"
    put_ship(state, 0, *in_orbit_spot(state, grey, math.pi / 2), battleship=True)
    move_then_attack(state)
    assert state.disc(grey)["occupant"] is None
    assert state.players[0]["tokens"] == 2


def _fight_near_centre(state):
    """The planet nearest the open centre, the direction from it to the centre, and a helper that
    puts a ship at (distance from the planet's centre, angle off that direction)."""
    disc_id = min(planets(state), key=lambda d: math.dist((state.disc(d)["x"], state.disc(d)["y"]), CENTRE))
    disc = state.disc(disc_id)
    towards = math.atan2(Y - disc["y"], X - disc["x"])

    def spot(distance, off=0.0):
        return (disc["x"] + distance * math.cos(towards + off), disc["y"] + distance * math.sin(towards + off))

    return disc_id, spot


def _ships_sorted(state, owner, count):
    """`count` new ships of `owner` (parked anywhere for now), in the order the rules sort ids."""
    return sorted(put_ship(state, owner, X, Y + 50 * i) for i in range(count))


def _place(state, ship_id, xy):
    state.ship(ship_id).update(x=float(xy[0]), y=float(xy[1]))


def test_attacks_are_assigned_so_that_the_most_attacks_happen():
    # Rulebook: every possible attack is mandatory and each starship joins one attack. Four ships
    # are in range of an enemy starship; the two that also orbit an enemy planet (defence 1) must be
    # left for the planet, or its attack is lost.
    state = blank()
    grey, spot = _fight_near_centre(state)
    occupy(state, grey, 1, troop=1)  # defence 1: two ships in orbit win
    orbit_reach = state.disc(grey)["radius"] + state.content.physics.ship_radius * 2
    a, b, c, d = _ships_sorted(state, 0, 4)  # the first two by id, which a greedy pick would send first
    _place(state, a, spot(orbit_reach, -0.3))
    _place(state, b, spot(orbit_reach, 0.3))
    _place(state, c, spot(95, -0.25))
    _place(state, d, spot(95, 0.25))
    target = put_ship(state, 1, *spot(70))
    assert {s["id"] for s in state.orbiters(state.disc(grey))} == {a, b}
    assert all(not state.orbits_of(state.ship(x)) for x in (c, d, target))
    assert all(math.dist(*(((state.ship(x)["x"], state.ship(x)["y"]),
                            (state.ship(target)["x"], state.ship(target)["y"])))) < 60 for x in (a, b, c, d))
    events = move_then_attack(state)
    assert state.ship(target) is None and state.disc(grey)["occupant"] is None
    attack_ship = next(e for e in events if e.kind == "attack_ship")
    attack_planet = next(e for e in events if e.kind == "attack_planet")
    assert sorted(attack_ship.data["attackers"]) == [c, d] and sorted(attack_planet.data["attackers"]) == [a, b]
    assert state.players[0]["tokens"] == 2


def test_when_only_one_attack_can_happen_the_one_worth_most_vp_is_made():
    # Two ships, in range of an enemy starship (1 VP) and orbiting an enemy planet with two items
    # (defence 1: 2 VP). They can make one attack: the planet's.
    state = blank()
    grey, spot = _fight_near_centre(state)
    occupy(state, grey, 1, colony=1, facility=1)
    orbit_reach = state.disc(grey)["radius"] + state.content.physics.ship_radius * 2
    a, b = _ships_sorted(state, 0, 2)
    _place(state, a, spot(orbit_reach, -0.3))
    _place(state, b, spot(orbit_reach, 0.3))
    target = put_ship(state, 1, *spot(70))
    events = move_then_attack(state)
    assert state.disc(grey)["occupant"] is None and state.ship(target) is not None
    assert "attack_ship" not in kinds(events)
    assert state.players[0]["tokens"] == 2


def test_ships_that_destroy_a_defender_leave_the_planet_to_the_others():
    # Ship attacks come first: an enemy starship defending a planet is destroyed by two ships, and
    # the two others in orbit then attack the planet it no longer defends.
    state = blank()
    grey, spot = _fight_near_centre(state)
    occupy(state, grey, 1, troop=1)
    orbit_reach = state.disc(grey)["radius"] + state.content.physics.ship_radius * 2
    a, b, c, d = _ships_sorted(state, 0, 4)
    _place(state, a, spot(orbit_reach, -0.4))
    _place(state, b, spot(orbit_reach, 0.4))
    _place(state, c, spot(orbit_reach + 40, -0.2))
    _place(state, d, spot(orbit_reach + 40, 0.2))
    defender = put_ship(state, 1, *spot(orbit_reach + 5))  # in orbit too
    assert {s["id"] for s in state.orbiters(state.disc(grey))} == {a, b, defender}
    events = move_then_attack(state)
    assert state.ship(defender) is None and state.disc(grey)["occupant"] is None
    assert sorted(next(e for e in events if e.kind == "attack_planet").data["attackers"]) == [a, b]


def test_homeworlds_are_never_attacked_or_blockaded():
    state = blank()
    target = home(state, 1)
    state.disc(target)["items"]["troop"] = 1
    for i in range(3):
        put_ship(state, 0, *in_orbit_spot(state, target, i * 2.0))
    assert not state.is_blockaded(state.disc(target))
    move_then_attack(state)
    assert state.disc(target)["items"]["troop"] == 1


def _clear_line(state, start, angle):
    """Assert no disc lies near the straight path (so the flick is about the ships only)."""
    for disc in state.discs:
        for step in range(0, 200, 5):
            px = start[0] + step * math.cos(angle)
            py = start[1] + step * math.sin(angle)
            assert math.hypot(px - disc["x"], py - disc["y"]) > disc["radius"] + 10


def _flick_right(state, shooter, power):
    """Flick `shooter` to the right along a line clear of discs; the events and the rams among them."""
    ship = state.ship(shooter)
    _clear_line(state, (ship["x"], ship["y"]), 0.0)
    state.apply(0, Navigate(shooter))
    events = state.apply(0, Flick(shooter, 0.0, power))
    return events, [e for e in events if e.kind == "ram"]


def test_a_ram_destroys_only_the_first_two_ships():
    state = blank()
    shooter = put_ship(state, 0, X - 80, Y)
    first = put_ship(state, 1, X - 40, Y)
    second = put_ship(state, 1, X - 20, Y)  # right behind: the first one is knocked into it
    events, ram = _flick_right(state, shooter, 0.6)
    assert len(ram) == 1 and set(ram[0].data["ships"]) == {shooter, first}
    assert state.ship(shooter) is None and state.ship(first) is None
    assert state.ship(second) is not None
    assert next(e for e in events if e.kind == "flick").barrier
    assert state.players[0]["tokens"] == 0  # a ram earns nothing


def test_a_ship_resting_against_an_enemy_ship_rams_it_when_flicked_into_it():
    # Rulebook: flicking a starship into an enemy starship is a ram; both go back to their supplies.
    state = blank()
    r = state.content.physics.ship_radius
    shooter = put_ship(state, 0, X - 40, Y)
    touching = put_ship(state, 1, X - 40 + 2 * r, Y)  # parked against it
    _, ram = _flick_right(state, shooter, 0.4)
    assert len(ram) == 1 and set(ram[0].data["ships"]) == {shooter, touching}
    assert state.ship(shooter) is None and state.ship(touching) is None


def test_a_ship_that_leaves_the_board_goes_back_to_its_supply():
    state = blank()
    board = state.content.board
    shooter = put_ship(state, 0, X, 20.0)  # near the top edge, heading off it
    ships = state.players[0]["ships"]
    state.apply(0, Navigate(shooter))
    events = state.apply(0, Flick(shooter, -math.pi / 2, 1.0))
    assert "lost" in kinds(events)
    assert state.ship(shooter) is None
    assert state.players[0]["ships"] == ships + 1
    assert board.height > 0


def test_flick_accepts_any_angle_and_power_but_not_out_of_range():
    state = blank()
    shooter = put_ship(state, 0, X, Y)
    state.apply(0, Navigate(shooter))
    assert state.is_legal(0, Flick(shooter, 0.123456, 0.05))
    assert not state.is_legal(0, Flick(shooter, 0.1, 0.0))
    assert not state.is_legal(0, Flick(shooter, 0.1, 1.5))
    assert not state.is_legal(0, Flick("s999", 0.1, 0.5))
    with pytest.raises(IllegalAction):
        state.apply(0, Flick(shooter, float("nan"), 0.5))
    state.apply(0, Flick(shooter, 0.123456, 0.05))
    assert state.ship(shooter)["x"] != X  # it moved a little


def test_landing_flips_a_face_down_disc_and_scanning_is_private():
    state = blank()
    target = next(d for d in state.discs if not d["face_up"] and d["kind"] == "planet")
    other = next(d for d in state.discs if not d["face_up"] and d is not target)
    ship = put_ship(state, 0, *in_orbit_spot(state, target["id"], 0.0))
    put_ship(state, 0, *in_orbit_spot(state, other["id"], 0.0))
    view = state.view(1)
    assert view.disc(target["id"])["colour"] is None and view.disc(target["id"])["kind"] == "unknown"
    events = state.apply(0, Land(ship, target["id"]))
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.barrier and target["face_up"] and target["items"]["troop"] == 1
    assert state.view(1).disc(target["id"])["colour"] == target["colour"]
    state.apply(0, EndMove())
    assert state.phase == "scan" and Scan(other["id"]) in state.legal_actions(0)
    events = state.apply(0, Scan(other["id"]))
    assert events[0].barrier
    assert state.view(0).disc(other["id"])["kind"] == other["kind"]
    assert state.view(1).disc(other["id"])["kind"] == "unknown"
    assert state.view(None).disc(other["id"])["kind"] == "unknown"


def test_city_brings_a_troop_or_ship_from_the_box():
    state = blank()
    grey = planets(state, "grey")[0]
    occupy(state, grey, 0, colony=1, troop=1)
    state.apply(0, Build(grey, "city"))
    assert state.phase == "city_reward"
    ships = state.players[0]["ships"]
    state.apply(0, CityReward("ship"))
    assert state.players[0]["ships"] == ships + 1
    assert state.disc(grey)["items"] == {"troop": 0, "colony": 0, "city": 1, "facility": 0}


def test_mining_three_troops_gives_two_vp():
    state = blank()
    grey = planets(state, "grey")[0]
    occupy(state, grey, 0, troop=3)
    state.apply(0, Mine(grey, 3))
    assert state.players[0]["tokens"] == 2
    assert state.disc(grey)["occupant"] is None


def test_last_vp_token_gives_everyone_else_one_last_turn_and_scores():
    state = blank(players=3)
    state.vp_pool = 1
    grey = planets(state, "grey")
    occupy(state, grey[0], 0, troop=2)
    occupy(state, grey[1], 1, city=1, colony=1, troop=1)
    events = state.apply(0, Mine(grey[0], 2))
    assert "end_triggered" in kinds(events)
    assert state.current == 0 and state.legal_actions(0) == [EndTurn()], "the turn ends only when its player says so"
    state.apply(0, EndTurn())
    finished = False
    for player in (1, 2):
        assert not state.is_terminal() and state.current == player
        state.apply(player, Recruit(home(state, player)))
        while not state.is_terminal() and state.current == player:
            legal = state.legal_actions(player)
            state.apply(player, next(a for a in legal if type(a).__name__ in ("EndAction", "EndTurn", "Recruit")))
        finished = state.is_terminal()
    assert finished
    outcome = state.outcome()
    p1 = outcome.result_of(1)
    assert p1.score == 1 + 1 + 2  # one planet, its colony and its city
    assert outcome.winners == (1,)
    assert outcome.result_of(0).score == 1  # the VP token from mining


def test_tie_breaks_are_tokens_then_technology():
    state = blank()
    state.phase = "over"
    state.players[0]["tokens"] = 3
    grey = planets(state, "grey")
    occupy(state, grey[0], 1, troop=1)
    occupy(state, grey[1], 1, troop=1)
    state.players[1]["tokens"] = 1
    state.players[1]["tech"]["grey"] = 1
    outcome = state.outcome()
    assert outcome.result_of(0).score == outcome.result_of(1).score == 3
    assert outcome.winners == (0,)


def test_cities_in_three_quadrants_score_the_bonus():
    state = blank()
    state.phase = "over"
    by_quadrant = {}
    for disc in state.discs:
        if disc["kind"] == "planet" and disc["quadrant"] not in by_quadrant:
            by_quadrant[disc["quadrant"]] = disc["id"]
    for disc_id in list(by_quadrant.values())[:3]:
        occupy(state, disc_id, 0, city=1)
    lines = {line.label: line.points for line in state.outcome().result_of(0).breakdown}
    assert lines["Cities spread over quadrants"] == 3
    assert lines["Cities"] == 6
