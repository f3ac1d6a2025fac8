"""The bots choose legal steps from views only, and aim flicks that land where they meant."""

import math

import pytest

from game.ascending_empires.rules.actions import Flick, Land, Navigate
from game.ascending_empires.rules.bots import BOTS, LEVELS
from game.core.rng import Rng

from .helpers import blank, in_orbit_spot, put_ship


def _play_steps(levels, seed, steps):
    from game.ascending_empires.rules.setup import new_game
    from .helpers import content

    state = new_game(content(), len(levels), seed)
    bots = [BOTS[level]() for level in levels]
    rngs = [Rng(seed + i) for i in range(len(levels))]
    for _ in range(steps):
        if state.is_terminal():
            break
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        action = bots[player].choose(state.view(player), legal, rngs[player], 1.0)
        assert state.is_legal(player, action)
        state.apply(player, action)
    return state


def test_bots_play_legal_steps_and_make_progress():
    state = _play_steps(["easy", "hard"], 4, 60)
    assert state.turn > 10
    occupied = [d for d in state.discs if d["kind"] != "homeworld" and d["occupant"] is not None]
    assert occupied, "after some turns the bots hold planets"


def test_same_seed_same_bot_game():
    a = _play_steps(["medium", "hard"], 8, 30)
    b = _play_steps(["medium", "hard"], 8, 30)
    assert a.to_dict() == b.to_dict()


def test_hard_flicks_a_ship_into_orbit_of_an_empty_planet():
    state = blank()
    target = next(d for d in state.discs if d["kind"] == "planet" and d["quadrant"] == 1)
    ship = put_ship(state, 0, target["x"] - 120, target["y"] + 60)
    bot = BOTS["hard"]()
    rng = Rng(3)
    choice = bot.choose(state.view(0), state.legal_actions(0), rng, 1.0)
    assert choice == Navigate(ship)
    state.apply(0, choice)
    flick = bot.choose(state.view(0), state.legal_actions(0), rng, 1.0)
    assert isinstance(flick, Flick) and flick.ship == ship
    state.apply(0, flick)
    assert state.ship(ship) is not None and state.orbits_of(state.ship(ship)), "the flick ends in some orbit"


@pytest.mark.parametrize("level, budget", [("medium", 1.0), ("expert", 0.05)])
def test_bot_lands_when_in_orbit_of_an_empty_planet(level, budget):
    from game.ascending_empires.definition import GAME
    from game.core.bots import make_bot

    state = blank()
    target = next(d for d in state.discs if d["kind"] == "planet")
    ship = put_ship(state, 0, *in_orbit_spot(state, target["id"], math.pi / 3))
    choice = make_bot(GAME, level).choose(state.view(0), state.legal_actions(0), Rng(1), budget)
    assert choice == Land(ship, target["id"])


def test_noise_shrinks_with_the_level():
    assert LEVELS["easy"].angle_noise > LEVELS["medium"].angle_noise > LEVELS["hard"].angle_noise
    assert LEVELS["easy"].shot_budget < LEVELS["medium"].shot_budget < LEVELS["hard"].shot_budget
