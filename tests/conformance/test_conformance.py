"""The engine contract, checked the same way for every registered game (DESIGN.md section 2):
random seeded playouts end without error, the same seed gives the same game, a save round-trip
gives back the same state at every step, and views hide the RNG."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.config import GameConfig, Seat
from game.core.content.service import load_game_content
from game.core.registry import available_game_ids, get_game
from game.core.rng import Rng
from tests.core import toygame

MAX_ACTIONS = 20_000


def _games():
    params = [pytest.param("toy_duel", id="toy_duel")]
    params += [pytest.param(g, id=g) for g in available_game_ids()]
    return params


def setup(game_id, players, seed):
    if game_id == "toy_duel":
        definition, content = toygame.GAME, toygame.CONTENT
    else:
        definition = get_game(game_id)
        result = load_game_content(game_id)
        assert result.ok, "\n".join(map(str, result.errors))
        content = result.content
    seats = tuple(Seat(f"P{i + 1}", "ai", "random") for i in range(players))
    needed = getattr(definition, "variant_players", {}).get(players)  # e.g. a fifth seat's expansion
    variants = (needed,) if needed else ()
    return definition, content, definition.new_state(content, GameConfig(game_id, seats, variants, seed))


def player_counts(game_id):
    definition = toygame.GAME if game_id == "toy_duel" else get_game(game_id)
    return sorted({definition.min_players, definition.max_players})


def random_playout(state, rng, check_each_step=None):
    actions = []
    while not state.is_terminal():
        assert len(actions) < MAX_ACTIONS, "the game did not end"
        to_act = state.to_act()
        assert to_act, "a game that is not over must have someone to act"
        player = to_act[rng.randrange(len(to_act))]
        legal = state.legal_actions(player)
        assert legal, f"player {player} must act but has no legal action"
        assert len(set(legal)) == len(legal), "legal actions must not repeat"
        action = legal[rng.randrange(len(legal))]
        state.apply(player, action)
        actions.append((player, action))
        if check_each_step:
            check_each_step(state)
    return actions


@pytest.mark.parametrize("game_id", _games())
def test_random_games_end_and_are_reproducible(game_id):
    for players in player_counts(game_id):
        seed = players  # one seed per table size, each game replayed twice
        definition, content, first = setup(game_id, players, seed)
        actions_a = random_playout(first, Rng(seed))
        _, _, second = setup(game_id, players, seed)
        actions_b = random_playout(second, Rng(seed))
        assert actions_a == actions_b
        assert first.to_dict() == second.to_dict()
        outcome = first.outcome()
        assert outcome is not None and outcome.winners
        assert sorted(r.player for r in outcome.results) == list(range(players))


@pytest.mark.parametrize("game_id", _games())
def test_save_round_trip_at_every_step(game_id):
    definition, content, state = setup(game_id, player_counts(game_id)[-1], 11)
    codec = definition.action_codec

    def check(s):
        data = json.loads(json.dumps(s.to_dict()))  # must survive real JSON
        again = definition.state_class.from_dict(content, data)
        assert again.to_dict() == s.to_dict()
        assert again.is_terminal() == s.is_terminal()
        if not s.is_terminal():
            player = s.to_act()[0]
            legal = s.legal_actions(player)
            assert again.legal_actions(player) == legal
            assert [codec.from_dict(json.loads(json.dumps(codec.to_dict(a)))) for a in legal] == legal

    check(state)
    random_playout(state, Rng(11), check)


@pytest.mark.parametrize("game_id", _games())
def test_views_hide_the_rng_and_offer_the_same_choices(game_id):
    players = player_counts(game_id)[0]
    definition, content, state = setup(game_id, players, 5)
    rng = Rng(5)
    for _ in range(40):
        if state.is_terminal():
            break
        secret = json.dumps(state.rng.to_list())
        for player in range(players):
            view = state.view(player)
            assert secret not in json.dumps(view.to_dict()), "a view must not reveal the RNG state"
            if player in state.to_act():
                assert view.legal_actions(player) == state.legal_actions(player), \
                    "a player's view must offer the same choices as the real state"
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        state.apply(player, legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game_id", _games())
def test_hypothesis_playouts(game_id):
    @settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.data(), st.integers(0, 10_000))
    def run(data, seed):
        _, _, state = setup(game_id, player_counts(game_id)[0], seed)
        steps = 0
        while not state.is_terminal() and steps < 400:
            to_act = state.to_act()
            player = to_act[data.draw(st.integers(0, len(to_act) - 1))]
            legal = state.legal_actions(player)
            state.apply(player, legal[data.draw(st.integers(0, len(legal) - 1))])
            steps += 1

    run()


@pytest.mark.parametrize("game_id", _games())
def test_every_legal_action_is_described_in_words(game_id):
    """describe(action) is what the Undo button says ("Undo: buy Dyson Swarm"): plain words for
    every action a player may take, never a class name."""
    players = player_counts(game_id)[-1]
    _, _, state = setup(game_id, players, 7)
    rng = Rng(7)
    for _ in range(150):
        if state.is_terminal():
            break
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        for action in legal[:40]:
            text = state.describe(action)
            assert isinstance(text, str) and text and text[:1] == text[:1].lower(), (action, text)
            assert type(action).__name__ not in text and repr(action) not in text, (action, text)
        state.apply(player, legal[rng.randrange(len(legal))])
