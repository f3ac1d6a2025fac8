"""The end of the game for each player count: the trigger, equal turns, Logistics, tie rounds."""

import pytest

from game.eminent_domain.rules.ending import triggered
from game.eminent_domain.rules.task_records import TurnStartTask

from .helpers import content, new_game
from .scenario import fresh


def finish_turn(s):
    """Play the current turn to its end with the last legal action each time (dissent, skip...)."""
    turn = s.turn_no
    while s.turn_no == turn and not s.is_terminal():
        p = s.to_act()[0]
        s.apply(p, s.legal_actions(p)[-1])


def empty_stacks(s, *roles):
    for role in roles:
        s.removed += s.stacks[role]
        s.stacks[role] = []


@pytest.mark.parametrize("players,stacks_needed", [(2, 1), (3, 1), (4, 2)])
def test_empty_stacks_trigger_by_player_count(players, stacks_needed):
    s = fresh(players)
    empty_stacks(s, "survey")
    assert triggered(s) == (stacks_needed == 1)
    empty_stacks(s, "warfare")
    assert triggered(s)


def test_extended_three_player_setup():
    s = new_game(3, 1, ("extended_3",))
    assert s.stacks_to_end == 2
    sizes = {role: len(stack) for role, stack in s.stacks.items()}
    assert sizes == {"survey": 12, "warfare": 12, "colonize": 12, "produce_trade": 8, "research": 12}


@pytest.mark.parametrize("players,sizes", [
    (2, {"survey": 12, "warfare": 12, "colonize": 12, "produce_trade": 8, "research": 12}),
    (3, {"survey": 14, "warfare": 13, "colonize": 14, "produce_trade": 10, "research": 14}),
    (4, {"survey": 12, "warfare": 12, "colonize": 12, "produce_trade": 8, "research": 12})])
def test_stack_sizes_after_starting_decks(players, sizes):
    s = new_game(players, 3)
    assert {role: len(stack) for role, stack in s.stacks.items()} == sizes
    for pl in s.players:
        assert len(pl["hand"]) == 5 and len(pl["deck"]) == 5
    assert s.supply == 24 and s.reserve == 8


@pytest.mark.parametrize("players", [2, 3, 4])
def test_everyone_gets_the_same_number_of_turns(players):
    s = fresh(players)
    finish_turn(s)  # player 1
    if players > 2:
        finish_turn(s)  # player 2
    empty_stacks(s, "survey", "warfare")
    assert not s.is_terminal()
    while not s.is_terminal():
        finish_turn(s)
    assert s.turn_no % players == 0  # the round was completed
    assert s.active == players - 1


def test_two_players_one_empty_stack_ends_after_the_round():
    s = fresh(2)
    s.players[0]["influence"] = 1  # no tie, so no extra round
    empty_stacks(s, "colonize")
    finish_turn(s)
    assert not s.is_terminal() and s.mode == "ending"
    finish_turn(s)
    assert s.is_terminal() and s.turn_no == 2


def test_four_players_one_empty_stack_is_not_the_end():
    s = fresh(4)
    empty_stacks(s, "colonize")
    for _ in range(4):
        finish_turn(s)
    assert s.mode == "normal"


def test_influence_supply_running_out_triggers_the_end():
    s = fresh(3)
    s.reserve += s.supply - 1
    s.supply = 1
    s.players[0]["influence"] = 0
    from game.eminent_domain.rules.empire import gain_influence

    gain_influence(s, 0, 3)  # one from the supply, two from the reserve
    assert s.supply == 0 and s.players[0]["influence"] == 3
    assert triggered(s)


def _equalize(s):
    for pl in s.players:
        pl["influence"], pl["fighters"], pl["planets"] = 3, 0, []


def test_tie_after_tiebreak_plays_an_extra_round():
    from game.eminent_domain.rules.ending import after_turn

    s = fresh(2)
    s.mode, s.tasks = "ending", []
    _equalize(s)
    after_turn(s, 1)  # the last seat ends the final round, everyone still equal
    assert s.mode == "tie_round" and s.tasks[-1] == TurnStartTask(0)
    s.tasks = []
    after_turn(s, 0)  # mid-round: play continues
    assert s.mode == "tie_round" and s.tasks[-1].player == 1
    s.tasks = []
    s.players[1]["fighters"] = 1  # the tie-break now separates them
    after_turn(s, 1)
    assert s.is_terminal()
    assert s.outcome().winners == (1,)


def test_tie_rounds_are_limited_then_shared():
    from game.eminent_domain.rules.ending import MAX_TIE_ROUNDS, after_turn

    s = fresh(2)
    s.mode, s.tasks, s.tie_rounds = "tie_round", [], MAX_TIE_ROUNDS
    _equalize(s)
    after_turn(s, 1)
    assert s.is_terminal() and s.outcome().winners == (0, 1)


def test_random_games_give_equal_turns_for_each_player_count_and_variant():
    from collections import Counter

    from game.core.engine import TURN_END
    from game.core.rng import Rng
    from game.eminent_domain.rules.empire import has_hook

    for players, variants in [(2, ()), (3, ()), (3, ("extended_3",)), (4, ()), (3, ("learning",))]:
        for seed in range(3):
            s = new_game(players, seed, variants)
            rng, turns = Rng(seed), Counter()
            while not s.is_terminal():
                p = s.to_act()[0]
                actions = s.legal_actions(p)
                for event in s.apply(p, actions[rng.randrange(len(actions))]):
                    if event.kind == TURN_END:
                        turns[event.player] += 1
            base = {q: turns[q] - int(has_hook(s, q, "final_extra_turn")) for q in range(players)}
            assert len(set(base.values())) == 1, (players, variants, seed, turns)


def test_learning_game_has_no_research_and_no_research_planets():
    s = new_game(2, 4, ("learning",))
    assert "research" not in s.stacks and not s.tech_supply
    assert not {"lyttle", "echo_rose", "srod_avain_n2"} & set(s.planet_def)
    from game.eminent_domain.rules.actions import LeadRole

    s.apply(0, s.legal_actions(0)[-1]) if s.tasks[-1].kind == "action" else None
    assert LeadRole("research") not in s.legal_actions(0)


def test_escalation_is_offered_and_alone_seats_five():
    from game.core.registry import players_problem
    from game.eminent_domain import GAME
    from game.eminent_domain.rules.setup import SetupError

    assert {v.id: v for v in content().variants}["escalation"].available
    assert new_game(2, 1, ("escalation",)).variants == ["escalation"]
    assert players_problem(GAME, 5, ("escalation",)) is None
    assert "only with the 'escalation' variant" in players_problem(GAME, 5, ())
    with pytest.raises(SetupError, match="only with the Escalation variant"):
        new_game(5, 1)
