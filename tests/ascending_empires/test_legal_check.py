"""Applying a step checks it by listing only the steps of its kind, never the whole legal list
again, and that check agrees with the legal list everywhere in a game."""

from game.ascending_empires.rules import legal
from game.ascending_empires.rules.actions import Flick, Pass
from game.ascending_empires.rules.setup import new_game
from game.core.rng import Rng

from .helpers import content


def _random_game(players: int, seed: int, steps: int):
    """(state, legal list) before each step of a seeded random game."""
    state, rng = new_game(content(), players, seed), Rng(seed)
    for _ in range(steps):
        if state.is_terminal():
            return
        player = state.to_act()[0]
        actions = state.legal_actions(player)
        yield state, player, actions
        state.apply(player, actions[rng.randrange(len(actions))])


def test_the_check_agrees_with_the_legal_list_at_every_step():
    seen = set()
    for players, seed in ((2, 5), (4, 6)):
        for state, player, actions in _random_game(players, seed, 300):
            seen.update(a for a in actions if not isinstance(a, Flick))
            assert all(state.is_legal(player, a) for a in actions)
            for action in seen:  # steps of other phases, other players, earlier positions
                assert state.is_legal(player, action) == (action in actions), (state.phase, action)
            assert state.is_legal(player, Pass()) == (actions == [Pass()])
            other = (player + 1) % state.n
            assert not any(state.is_legal(other, a) for a in actions)


def test_applying_a_step_does_not_list_every_step_again(monkeypatch):
    listed = []
    original = legal.legal_actions
    monkeypatch.setattr(legal, "legal_actions", lambda state, player: listed.append(1) or original(state, player))
    applied = 0
    for state, player, actions in _random_game(2, 7, 200):
        before = len(listed)
        chosen = next((a for a in actions if not isinstance(a, Pass)), None)
        if chosen is None:
            continue
        state.clone().apply(player, chosen)
        assert len(listed) == before, f"applying {chosen!r} listed every legal step again"
        applied += 1
    assert applied > 100
