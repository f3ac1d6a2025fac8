"""The flick animation: the scene's Flight is the rules' own simulation, with sounds for what happens."""

from __future__ import annotations

import math

from game.ascending_empires.rules import actions as A
from game.ascending_empires.scenes.flight import Flight, results_match
from tests.ascending_empires.helpers import CENTRE, blank, content


def position(*ships):
    """A game with only these ships: (id, owner, x, y)."""
    state = blank(2)
    for ship_id, owner, x, y in ships:
        state.ships.append({"id": ship_id, "owner": owner, "x": x, "y": y, "battleship": False})
        state.players[owner]["ships"] -= 1
    state.phase, state.flick_ship = "flick", ships[0][0]
    return state


def play(state, action, frame=1 / 60):
    flight = Flight(content(), state.view(0), 0, action)
    sounds, frames = [], 0
    while not flight.done:
        sounds += flight.sounds_for(flight.advance(frame))
        frames += 1
    return flight, sounds, frames


def test_a_ram_is_shown_then_the_rules_agree():
    x, y = CENTRE
    state = position(("s1", 0, x, y), ("s2", 1, x + 80, y))
    action = A.Flick("s1", 0.0, 0.6)
    flight, sounds, frames = play(state, action)
    assert frames > 10, "played over many frames, not at once"
    assert flight.rammed == ["s1", "s2"] and "hit" in sounds
    events = state.apply(0, action)
    data = next(e.data for e in events if e.kind == "flick")
    assert results_match(flight.result(), data)
    assert data["ram"] == ["s1", "s2"]


def test_a_ship_flicked_off_the_board_is_shown_lost():
    state = position(("s1", 0, 40.0, 400.0))
    flight, sounds, _ = play(state, A.Flick("s1", math.pi, 1.0))
    assert flight.lost == ["s1"] and "back" in sounds
    assert "s1" not in flight.positions()
    data = next(e.data for e in state.apply(0, A.Flick("s1", math.pi, 1.0)) if e.kind == "flick")
    assert results_match(flight.result(), data) and data["lost"] == ["s1"]


def test_an_instant_flight_is_the_same_flick():
    x, y = CENTRE
    state = position(("s1", 0, x, y), ("s2", 1, x + 50, y + 30))
    action = A.Flick("s1", 0.5, 0.8)
    slow, _, _ = play(state, action)
    fast = Flight(content(), state.view(0), 0, action)
    fast.advance(0)
    assert fast.done and fast.result() == slow.result()


def test_results_that_differ_do_not_match():
    x, y = CENTRE
    state = position(("s1", 0, x, y))
    flight, _, _ = play(state, A.Flick("s1", 0.0, 0.5))
    data = next(e.data for e in state.apply(0, A.Flick("s1", 0.0, 0.5)) if e.kind == "flick")
    moved = dict(data, positions={"s1": [data["positions"]["s1"][0] + 1.0, data["positions"]["s1"][1]]})
    assert results_match(flight.result(), data) and not results_match(flight.result(), moved)
