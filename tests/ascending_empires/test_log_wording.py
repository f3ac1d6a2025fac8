"""The log reads as plain English: counted words agree with their number, 'an' before a vowel,
and a ship is named by whose it is ("Player 1's starship drifts off the board")."""

from __future__ import annotations

import math
import re

from game.ascending_empires.rules.actions import Flick, Land, Navigate, StartWithdraw, Withdraw
from game.ascending_empires.rules.setup import new_game
from game.core.rng import Rng

from .helpers import CENTRE, blank, content, in_orbit_spot, move_then_attack, occupy, planets, put_ship

CLUMSY = (re.compile(r"\(s\)"), re.compile(r"\ba [aeiouAEIOU]"), re.compile(r"\bof Player \d"),
          re.compile(r"(planet|asteroid|ship|Battleship|starship) of "),
          re.compile(r"\b1 (troops|starships|pieces)\b"), re.compile(r"\b([02-9]|\d\d+) (troop|starship|piece)\b"))


def clumsy(text: str) -> list[str]:
    return [pattern.pattern for pattern in CLUMSY if pattern.search(text)]


def test_an_orange_planet_turns_over_and_one_troop_lands():
    state = blank()
    target = next(d for d in state.discs if not d["face_up"] and d["kind"] == "planet")
    target["colour"] = "orange"
    ship = put_ship(state, 0, *in_orbit_spot(state, target["id"], 0.0))
    texts = [e.text for e in state.apply(0, Land(ship, target["id"]))]
    assert "The disc turns over: an orange planet." in texts
    assert "Player 1 lands 1 troop." in texts


def test_a_lost_ship_is_named_by_its_owner_and_troops_taken_back_are_counted():
    state = blank()
    shooter = put_ship(state, 0, CENTRE[0], 20.0)
    aimed = [e.text for e in state.apply(0, Navigate(shooter))]
    texts = [e.text for e in state.apply(0, Flick(shooter, -math.pi / 2, 1.0))]
    assert aimed == [""]  # aiming logs no line of its own: the flick says what happened
    assert texts[:2] == ["Player 1 flicks a starship.", "Player 1's starship drifts off the board."]
    state = blank()
    occupy(state, planets(state, "grey")[0], 0, troop=2)
    state.apply(0, StartWithdraw())
    texts = [e.text for e in state.apply(0, Withdraw(planets(state, "grey")[0], 2))]
    assert texts == ["Player 1 takes 2 troops back."]


def test_an_attacked_planet_is_named_by_its_holder():
    state = blank()
    grey = planets(state, "grey")[0]
    occupy(state, grey, 1, troop=1)
    put_ship(state, 0, *in_orbit_spot(state, grey, 0.0))
    put_ship(state, 0, *in_orbit_spot(state, grey, math.pi))
    texts = [e.text for e in move_then_attack(state)]
    assert "Player 1 overwhelms Player 2's planet: 1 piece destroyed." in texts


def test_seeded_games_log_nothing_clumsy():
    seen, kinds = set(), set()
    for players, seed in ((2, 1), (3, 2), (4, 3), (4, 4)):
        state = new_game(content(), players, seed)
        rng = Rng(seed)
        for _ in range(1500):
            if state.is_terminal():
                break
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            for event in state.apply(player, legal[rng.randrange(len(legal))]):
                seen.add(event.text)
                kinds.add(event.kind)
    assert {"land", "reveal", "withdraw", "lost"} <= kinds, "the games met the texts that were clumsy"
    assert not {text: clumsy(text) for text in seen if clumsy(text)}
