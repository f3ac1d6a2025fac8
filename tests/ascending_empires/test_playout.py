"""Random games through legal_actions/apply: they end, the same seed plays the same game, and
every state survives a save round trip. Also the invariants of the pieces."""

import json
import os

import pytest

from game.ascending_empires import GAME
from game.ascending_empires.rules.setup import new_game
from game.core.rng import Rng

from .helpers import content

MAX_STEPS = 30_000


def _pieces_conserved(state):
    """Troops, starships and structures are never created or lost: supply + box + board."""
    rules = state.rules
    for p, player in enumerate(state.players):
        troops = player["troops"] + player["box_troops"] + sum(
            d["items"]["troop"] for d in state.discs if d["occupant"] == p)
        on_board = sum(1 for s in state.ships if s["owner"] == p and not s["battleship"])
        ships = player["ships"] + player["box_ships"] + on_board
        assert troops == rules.starting_troops + rules.box_troops
        assert ships == rules.starting_ships + rules.box_ships
        assert player["colonies"] + sum(d["items"]["colony"] for d in state.discs if d["occupant"] == p) == rules.colonies
        assert player["cities"] + sum(d["items"]["city"] for d in state.discs if d["occupant"] == p) == rules.cities
        assert min(player["troops"], player["ships"], player["colonies"], player["cities"], player["facilities"]) >= 0
    for disc in state.discs:
        assert sum(disc["items"].values()) <= rules.item_limit
        if disc["kind"] != "homeworld":
            assert (disc["occupant"] is None) == (sum(disc["items"].values()) == 0)
        if disc["kind"] == "homeworld":
            assert disc["items"]["troop"] == sum(disc["items"].values())


def play(players, seed, check=None, limit=None):
    state = new_game(content(), players, seed)
    rng = Rng(seed * 7 + 1)
    actions = []
    while not state.is_terminal() and (limit is None or len(actions) < limit):
        assert len(actions) < MAX_STEPS, "the game did not end"
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        assert legal and len(set(legal)) == len(legal)
        action = legal[rng.randrange(len(legal))]
        state.apply(player, action)
        actions.append(action)
        if check:
            check(state)
    return state, actions


def _check_finished(state, players):
    outcome = state.outcome()
    assert outcome.winners and sorted(r.player for r in outcome.results) == list(range(players))
    assert state.vp_pool == 0  # the game ends only through the last VP token


def test_random_game_ends():
    state, _ = play(2, 0)
    _check_finished(state, 2)


def test_same_seed_same_game():
    first, actions = play(4, 3, limit=600)
    second, again = play(4, 3, limit=600)
    assert actions == again and first.to_dict() == second.to_dict()


@pytest.mark.skipif(not os.environ.get("ORRERY_SOAK"), reason="long soak: set ORRERY_SOAK=1")
def test_four_player_random_game_ends():
    state, _ = play(4, 3)
    _check_finished(state, 4)


def test_save_round_trip_and_invariants_at_every_step():
    codec = GAME.action_codec

    def check(state):
        data = json.loads(json.dumps(state.to_dict()))
        again = type(state).from_dict(content(), data)
        assert again == state
        _pieces_conserved(state)
        if not state.is_terminal():
            player = state.to_act()[0]
            for action in state.legal_actions(player)[:20]:
                assert codec.from_dict(json.loads(json.dumps(codec.to_dict(action)))) == action

    play(3, 5, check, limit=800)


def test_views_hide_unseen_discs_and_offer_the_same_choices():
    state = new_game(content(), 2, 9)
    rng = Rng(9)
    for _ in range(300):
        if state.is_terminal():
            break
        for player in range(2):
            view = state.view(player)
            for disc, seen in zip(state.discs, view.discs):
                if not disc["face_up"] and player not in disc["seen_by"]:
                    assert seen["colour"] is None and seen["kind"] == "unknown"
                else:
                    assert seen["colour"] == disc["colour"]
        player = state.to_act()[0]
        assert state.view(player).legal_actions(player) == state.legal_actions(player)
        legal = state.legal_actions(player)
        state.apply(player, legal[rng.randrange(len(legal))])


@pytest.mark.skipif(not os.environ.get("ORRERY_SOAK"), reason="long soak: set ORRERY_SOAK=1")
@pytest.mark.parametrize("seed", range(10))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_soak(players, seed):
    play(players, seed, _pieces_conserved)
