"""`GameState.projected_score`: what a player would score if the game ended now.

At the end of every seeded random game it gives each player's final score line by line, in the
true state and in every player's view; during play a rival's projection on a view is the same
when the rival's hidden cards, picks or face-down discs are dealt differently."""

import pytest

from game.core.rng import Rng
from game.eminent_domain.rules.view import determinize
from game.kardashev_scale.rules.terms import PICKS
from tests.conformance.test_conformance import _games, random_playout, setup

GAMES = [p.values[0] for p in _games()]
SEEDS = {"ascending_empires": (1,)}  # a random Ascending Empires game takes thousands of actions
PLAYERS = {"eminent_domain": (2, 4, 5), "kardashev_scale": (2, 4, 6), "ascending_empires": (2, 4), "toy_duel": (2, 4)}


def total(lines) -> float:
    return sum(line.points for line in lines)


def final_state(game_id, players, seed, variants=None):
    definition, content, state = setup(game_id, players, seed)
    if variants is not None:
        from game.core.config import GameConfig, Seat

        seats = tuple(Seat(f"P{i + 1}", "ai", "random") for i in range(players))
        state = definition.new_state(content, GameConfig(game_id, seats, variants, seed))
    random_playout(state, Rng(seed * 31 + players))
    return state


def check_final(state):
    outcome = state.outcome()
    assert outcome is not None
    for result in outcome.results:
        lines = state.projected_score(result.player)
        assert tuple(lines) == tuple(result.breakdown)
        assert total(lines) == result.score
        for viewer in (None, *range(len(outcome.results))):
            assert total(state.view(viewer).projected_score(result.player)) == result.score


@pytest.mark.parametrize("game_id", GAMES)
def test_projection_at_the_end_is_the_final_score(game_id):
    for players in PLAYERS[game_id]:
        for seed in SEEDS.get(game_id, range(1, 7)):
            check_final(final_state(game_id, players, seed))


def test_escalation_projection_at_the_end_is_the_final_score():
    for players in (2, 3, 4):
        for seed in range(1, 6):
            check_final(final_state("eminent_domain", players, seed, ("escalation",)))


# --- hidden information --------------------------------------------------------------------------
def reshuffled(game_id, state, viewer, rng):
    """A true state the viewer cannot tell from `state`: what they may not see dealt again."""
    if game_id == "eminent_domain":
        return determinize(state.view(viewer), rng)
    other = state.clone()
    if game_id == "kardashev_scale":
        for deck in other.decks:
            rng.shuffle(deck)
        if other.phase == "summit":  # a rival's secret dial turned to another pick
            for q, pick in enumerate(other.picks):
                if q != viewer and pick is not None:
                    other.picks[q] = PICKS[rng.randrange(len(PICKS))]
    elif game_id == "ascending_empires":  # face-down discs the viewer has not seen swap identities
        hidden = [d for d in other.discs if not d["face_up"] and viewer not in d["seen_by"]]
        faces = [(d["kind"], d["colour"]) for d in hidden]
        rng.shuffle(faces)
        for disc, (kind, colour) in zip(hidden, faces):
            disc["kind"], disc["colour"] = kind, colour
    elif game_id == "toy_duel":
        for q, hand in enumerate(other.hands):
            if q != viewer:
                pool = hand + other.deck
                rng.shuffle(pool)
                other.hands[q], other.deck = pool[:len(hand)], pool[len(hand):]
    return other


def sampled_states(game_id, players, seed, every):
    """States met along one random game (every `every` actions)."""
    definition, content, state = setup(game_id, players, seed)
    seen, steps = [], [0]

    def keep(s):
        steps[0] += 1
        if steps[0] % every == 0:
            seen.append(s.clone())

    random_playout(state, Rng(seed), keep)
    return seen


@pytest.mark.parametrize("game_id", GAMES)
def test_a_rivals_projection_uses_only_what_the_viewer_sees(game_id):
    rng = Rng(5)
    players = 3
    every = {"ascending_empires": 400, "toy_duel": 1}.get(game_id, 7)
    checked = 0
    for state in sampled_states(game_id, players, 3, every):
        for viewer in range(players):
            other = reshuffled(game_id, state, viewer, rng)
            for rival in range(players):
                if rival == viewer:
                    continue
                seen = state.view(viewer).projected_score(rival)
                assert seen == other.view(viewer).projected_score(rival)
                # nothing that scores is secret in these games: the view counts what the game would
                assert total(seen) == total(state.projected_score(rival))
                checked += 1
    assert checked > 20
