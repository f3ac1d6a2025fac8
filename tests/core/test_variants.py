"""The one variant check shared by the New game screen, --game and --simulate: what each game's
content declares (requires, excludes, player counts, availability) decides."""

from __future__ import annotations

import pytest

from game.core.content.service import load_game_content
from game.core.registry import get_game
from game.core.variants import VariantOption, game_variants, option_problem, setup_problem


def table(game_id):
    result = load_game_content(game_id)
    assert result.ok, result.errors
    return get_game(game_id), result.content


@pytest.mark.parametrize("game_id, players, variants, words", [
    ("eminent_domain", 2, ("escalation_scenarios",), "the 'escalation_scenarios' variant needs 'escalation'"),
    ("eminent_domain", 2, ("learning", "scenarios"), "the 'learning' variant cannot be played with 'scenarios'"),
    ("eminent_domain", 2, ("scenarios", "learning"), "the 'scenarios' variant cannot be played with 'learning'"),
    ("eminent_domain", 3, ("escalation", "escalation_scenarios", "learning"), "cannot be played with"),
    ("eminent_domain", 2, ("extended_3",), "the 'extended_3' variant needs exactly 3 players"),
    ("eminent_domain", 5, ("escalation", "learning"), "the 'learning' variant needs 2-4 players"),
    ("eminent_domain", 2, ("escalatoin",), "no variant 'escalatoin'; did you mean 'escalation'?"),
    ("eminent_domain", 2, ("Learning game",), "did you mean 'learning'?"),
    ("eminent_domain", 5, (), "only with the 'escalation' variant"),
    ("kardashev_scale", 2, ("short_game", "long_game"), "cannot be played with 'long_game'"),
    ("kardashev_scale", 2, ("chess",), "no variant 'chess'; its variants: random_start, short_game, long_game"),
    ("ascending_empires", 2, ("longer_46", "longer_42"), "cannot be played with 'longer_42'"),
])
def test_tables_that_cannot_be_played_are_named_in_one_line(game_id, players, variants, words):
    definition, content = table(game_id)
    problem = setup_problem(definition, content, players, variants)
    assert problem is not None and words in problem and "\n" not in problem


@pytest.mark.parametrize("game_id, players, variants", [
    ("eminent_domain", 2, ()),
    ("eminent_domain", 2, ("learning",)),
    ("eminent_domain", 3, ("extended_3", "learning")),
    ("eminent_domain", 5, ("escalation", "escalation_scenarios")),
    ("eminent_domain", 4, ("escalation", "scenarios", "escalation_scenarios")),
    ("kardashev_scale", 3, ("random_start", "long_game")),
    ("ascending_empires", 4, ("longer_46",)),
])
def test_playable_tables_pass_and_their_games_set_up(game_id, players, variants):
    from game.core.config import GameConfig, Seat

    definition, content = table(game_id)
    assert setup_problem(definition, content, players, variants) is None
    seats = tuple(Seat(f"P{i}", "ai", "random") for i in range(players))
    definition.new_state(content, GameConfig(game_id, seats, variants, 1))  # the rules agree


def test_screens_name_variants_as_players_see_them():
    definition, content = table("eminent_domain")
    assert setup_problem(definition, content, 2, ("learning", "scenarios"), for_screen=True) == \
        "Learning game cannot be played with Scenarios."
    assert setup_problem(definition, content, 2, ("escalation_scenarios",), for_screen=True) == \
        "Escalation scenarios needs Escalation."


def test_excludes_works_from_either_side_and_only_against_chosen_variants():
    options = [VariantOption("a", "A", excludes=("b",)), VariantOption("b", "B"), VariantOption("c", "C")]
    assert option_problem(options[1], 2, {"a"}, options) == "cannot be played with A"
    assert option_problem(options[0], 2, {"b"}, options) == "cannot be played with B"
    assert option_problem(options[0], 2, {"a", "c"}, options) == ""
    assert option_problem(options[2], 2, {"a", "b"}, options) == ""


def test_every_game_declares_its_variants_in_content():
    for game_id in ("kardashev_scale", "eminent_domain", "ascending_empires"):
        definition, content = table(game_id)
        ids = {o.id for o in game_variants(definition, content)}
        for option in game_variants(definition, content):
            assert set(option.requires) <= ids and set(option.excludes) <= ids
