"""Random seeded games through legal_actions/apply: they end, replay identically, survive save
round trips at every step, and every card stays in exactly one place."""

import pytest

from game.eminent_domain import GAME

from .helpers import assert_conserved, content, new_game, play_random


ESCALATION_CONFIGS = [(2, ("escalation",)), (3, ("escalation",)), (4, ("escalation",)), (5, ("escalation",)),
                      (3, ("escalation", "extended_3"))]


@pytest.mark.parametrize("players,variants", [(2, ()), (3, ()), (3, ("extended_3",)), (4, ()),
                                              (2, ("learning",)), (4, ("learning",))] + ESCALATION_CONFIGS)
def test_random_games_end_with_cards_conserved(players, variants):
    for seed in range(4):
        s = play_random(new_game(players, seed, variants), seed, check=assert_conserved)
        assert s.is_terminal()
        outcome = s.outcome()
        assert sorted(r.player for r in outcome.results) == list(range(players))
        for r in outcome.results:
            assert r.score == sum(line.points for line in r.breakdown)


@pytest.mark.parametrize("players,variants", [(3, ()), (5, ("escalation",))])
def test_save_round_trip_at_every_step(players, variants):
    def check(s):
        assert GAME.state_class.from_dict(content(), s.to_dict()) == s
        assert s.clone() == s

    play_random(new_game(players, 7, variants), 7, check=check)


@pytest.mark.parametrize("players", [2, 5])
def test_escalation_views_offer_the_same_choices_and_determinize_consistently(players):
    """A player's view offers exactly the real choices (the start planet choice included), and a
    determinized view is a complete game with every card and planet in one place."""
    from game.core.rng import Rng
    from game.eminent_domain.rules.view import determinize

    s = new_game(players, 3, ("escalation",))
    rng = Rng(3)
    for _ in range(300):
        if s.is_terminal():
            break
        p = s.to_act()[0]
        view = s.view(p)
        assert view.legal_actions(p) == s.legal_actions(p)
        assert_conserved(determinize(view, Rng(1)))
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.randrange(len(legal))])


def test_same_seed_same_game():
    a = play_random(new_game(4, 11), 3)
    b = play_random(new_game(4, 11), 3)
    assert a == b
    assert a.to_dict() == b.to_dict()


def test_turn_end_event_each_turn():
    from game.core.engine import TURN_END
    from game.core.rng import Rng

    s = new_game(2, 5)
    rng = Rng(5)
    turn_ends = 0
    while not s.is_terminal():
        p = s.to_act()[0]
        acts = s.legal_actions(p)
        events = s.apply(p, acts[rng.randrange(len(acts))])
        turn_ends += sum(1 for e in events if e.kind == TURN_END)
    assert turn_ends == s.turn_no


def test_draws_and_shuffles_are_barriers():
    from game.core.rng import Rng

    s = new_game(2, 9)
    rng = Rng(9)
    seen = set()
    while not s.is_terminal():
        p = s.to_act()[0]
        acts = s.legal_actions(p)
        for e in s.apply(p, acts[rng.randrange(len(acts))]):
            if e.kind in ("draw", "shuffle", "survey", "planet_gained", "shuffle_planets"):
                assert e.barrier
                seen.add(e.kind)
    assert {"draw", "shuffle"} <= seen


def test_every_legal_action_has_a_label():
    from game.core.rng import Rng
    from game.eminent_domain.rules.describe import action_label

    s = new_game(3, 13)
    rng = Rng(13)
    while not s.is_terminal():
        p = s.to_act()[0]
        legal = s.legal_actions(p)
        for action in legal:
            label = action_label(s, action)
            assert label and not label.startswith(type(action).__name__ + "(")
        s.apply(p, legal[rng.randrange(len(legal))])
