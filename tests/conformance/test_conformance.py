"""The engine contract, checked the same way for every registered game (checks.py). A registered
game whose package fails to import fails each of these by name: it never drops out of them."""

import pytest

from game.core import registry
from game.core.registry import game_ids

from . import checks


@pytest.mark.parametrize("game_id", game_ids())
def test_random_games_end_and_are_reproducible(game_id):
    checks.random_games_end_and_are_reproducible(game_id, checks.table_sizes(game_id))


@pytest.mark.parametrize("game_id", game_ids())
def test_save_round_trip_at_every_step(game_id):
    """At every step, or every few of a long game (the game's ConformancePlan); the soak, every step."""
    every = 1 if checks.SOAK else registry.get_game(game_id).conformance.round_trip_every
    checks.save_round_trip_at_every_step(game_id, checks.table_sizes(game_id)[-1], every=every)


@pytest.mark.parametrize("game_id", game_ids())
def test_views_hide_the_rng_and_offer_the_same_choices(game_id):
    checks.views_hide_the_rng_and_offer_the_same_choices(game_id, checks.table_sizes(game_id)[0])


@pytest.mark.parametrize("game_id", game_ids())
def test_hypothesis_playouts(game_id):
    checks.hypothesis_playouts(game_id, checks.table_sizes(game_id)[0])


@pytest.mark.parametrize("game_id", game_ids())
def test_every_legal_action_is_described_in_words(game_id):
    checks.every_legal_action_is_described_in_words(game_id, checks.table_sizes(game_id)[-1])


@pytest.mark.skipif(not checks.SOAK, reason="long soak: set ORRERY_SOAK=1")
@pytest.mark.parametrize("game_id", game_ids())
def test_soak_table_sizes(game_id):
    """The table sizes a game leaves out of the everyday suite (GameDefinition.conformance)."""
    checks.run_all(game_id, soak=True)
