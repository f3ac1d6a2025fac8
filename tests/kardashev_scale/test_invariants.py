"""Invariants under random play (hypothesis draws every action from legal_actions): tokens move
only as the events say, no card is lost or copied, nobody starts a round above their limit,
saves round-trip at every step, and views hide secrets."""

import json
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.kardashev_scale import GAME
from game.kardashev_scale.rules.state import KardashevState
from game.kardashev_scale.rules.terms import TOKENS

from .helpers import all_cards, content, new_game

ALL_CARDS = Counter(c.id for c in content().cards)


def expected_changes(events, players):
    delta = [[0, 0, 0] for _ in range(players)]
    for e in events:
        d = e.data
        if e.kind in ("tokens_gained", "summit_result"):
            delta[e.player][TOKENS.index(d["token"])] += d["amount"]
        elif e.kind == "tokens_lost":
            delta[e.player][TOKENS.index(d["token"])] -= d["amount"]
        elif e.kind == "tokens_taken":
            delta[e.player][TOKENS.index(d["token"])] += d["amount"]
            delta[d["from"]][TOKENS.index(d["token"])] -= d["amount"]
        elif e.kind == "card_bought":
            delta[e.player] = [a - b for a, b in zip(delta[e.player], d["paid"])]
        elif e.kind == "tokens_discarded":
            delta[e.player] = [a - b for a, b in zip(delta[e.player], d["tokens"])]
    return delta


def check_step(state, before, events):
    n = state.n
    delta = expected_changes(events, n)
    for p in range(n):
        assert state.tokens[p] == [b + d for b, d in zip(before[p], delta[p])], "tokens moved without an event"
        assert min(state.tokens[p]) >= 0
    assert Counter(all_cards(state)) == ALL_CARDS, "a card was lost or copied"
    if state.phase == "summit" and all(pick is None for pick in state.picks):
        for p in range(n):
            assert sum(state.tokens[p]) <= state.modifiers(p).token_limit
    data = json.loads(json.dumps(state.to_dict()))
    again = KardashevState.from_dict(state.content, data)
    assert again == state and again.to_dict() == state.to_dict()
    if not state.is_terminal():
        player = state.to_act()[0]
        assert again.legal_actions(player) == state.legal_actions(player)
        codec = GAME.action_codec
        legal = state.legal_actions(player)
        assert [codec.from_dict(json.loads(json.dumps(codec.to_dict(a)))) for a in legal] == legal


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data(), st.integers(2, 6), st.integers(0, 100_000))
def test_random_play_keeps_every_invariant(data, players, seed):
    state = new_game([f"P{i}" for i in range(players)], seed)
    steps = 0
    while not state.is_terminal() and steps < 700:
        to_act = state.to_act()
        player = to_act[data.draw(st.integers(0, len(to_act) - 1))]
        legal = state.legal_actions(player)
        assert legal and legal == sorted(set(legal), key=lambda a: (type(a).__name__, repr(a)))
        before = [list(t) for t in state.tokens]
        events = state.apply(player, legal[data.draw(st.integers(0, len(legal) - 1))])
        check_step(state, before, events)
        steps += 1


def test_views_hide_picks_deck_order_and_rng():
    state = new_game(("A", "B", "C"), seed=9)
    state.apply(1, state.legal_actions(1)[0])
    view = state.view(0)
    assert view.picks == [None, "hidden", None]
    assert all(set(deck) <= {"?"} for deck in view.decks)
    assert [len(d) for d in view.decks] == [len(d) for d in state.decks]
    assert view.rng.to_list() != state.rng.to_list()
    assert view.market == state.market and view.tokens == state.tokens
    assert state.view(1).picks[1] == state.picks[1]
    assert state.view(None).picks == [None, "hidden", None]


def test_the_same_seed_gives_the_same_game():
    from .helpers import random_game

    assert random_game(4, 21) == random_game(4, 21)
    assert random_game(4, 21).to_dict() != random_game(4, 22).to_dict()


def test_events_name_players_and_a_round_end_is_marked():
    from game.core.engine import TURN_END

    state = new_game(("Ana", "Ben", "Cleo"))
    events = []
    for p, pick in enumerate(["conflict", "trade", "research"]):
        events += state.apply(p, state.legal_actions(p)[[a.choice for a in state.legal_actions(p)].index(pick)])
    texts = " ".join(e.text for e in events)
    assert "Ana" in texts and "Cleo" in texts
    assert events[-1].kind == TURN_END


def test_clone_shares_nothing_mutable():
    from .helpers import random_game

    state = random_game(3, 5)
    copy = state.clone()
    assert copy == state and copy.to_dict() == state.to_dict()
    copy.tokens[0][0] += 1
    copy.pyramids[0][0][1].append("x")
    copy.decks[0].append("y")
    copy.market[0][0] = None
    copy.picks[0] = "conflict"
    assert copy != state and state.to_dict() == random_game(3, 5).to_dict()
