"""The turn ends only with its player's EndTurn: after any action (the last movement point too),
after withdrawing every troop, and the bots take that step without playing any differently."""

from __future__ import annotations

import math

from game.ascending_empires.rules.actions import (EndAction, EndMove, EndTurn, Launch, Mine, Recruit, StartWithdraw,
                                                  Withdraw)
from game.ascending_empires.rules.bots import LEVELS, AscendingEmpiresBot
from tests.ascending_empires.helpers import blank, home, occupy, planets


def test_the_turn_waits_for_end_turn_after_the_last_movement_point():
    state = blank()
    state.disc(home(state, 0))["items"]["troop"] = 3
    state.players[0]["ships"] = 2
    state.apply(0, Launch(home(state, 0)))
    state.apply(0, Launch(home(state, 0)))  # both points spent
    assert state.current == 0 and state.phase == "scan"
    assert state.legal_actions(0) == [EndTurn()]
    assert "end your turn" in state.pending(0).prompt
    events = state.apply(0, EndTurn())
    assert state.current == 1 and state.phase == "action" and events[0].kind == "turn_end"


def test_the_turn_waits_after_recruiting_and_after_ending_a_move():
    state = blank()
    state.apply(0, Recruit(home(state, 0)))
    state.apply(0, Recruit(home(state, 0)))
    assert (state.current, state.phase) == (0, "scan")
    state.apply(0, EndTurn())
    state.disc(home(state, 1))["items"]["troop"] = 2
    state.players[1]["ships"] = 1
    state.apply(1, Launch(home(state, 1)))
    state.apply(1, EndMove())
    assert (state.current, state.phase, state.legal_actions(1)) == (1, "scan", [EndTurn()])


def test_taking_back_the_last_troop_leaves_only_the_step_that_ends_the_turn():
    state = blank()
    grey = planets(state, "grey")[0]
    occupy(state, grey, 0, troop=1)
    state.disc(home(state, 0))["items"]["troop"] = 0
    state.apply(0, StartWithdraw())
    state.apply(0, Withdraw(grey, 1))
    assert state.current == 0 and state.legal_actions(0) == [EndAction()]
    state.apply(0, EndAction())
    assert state.current == 1


def test_bots_value_a_step_that_ends_the_game_as_the_end_it_brings():
    # the last turn of the game: mining the last VP token wins it, and the bot sees that through
    # the EndTurn that now follows every action
    state = blank(players=2)
    grey = planets(state, "grey")
    occupy(state, grey[0], 0, troop=2)
    state.end_trigger, state.trigger_turn, state.final_turns_left = 1, state.turn - 1, 1
    bot = AscendingEmpiresBot(LEVELS["hard"])
    value = bot._value_after(state.view(0), 0, [Mine(grey[0], 2)])
    assert value == 1000.0, "a finished game counts its ranks"
    assert not math.isinf(value)


def test_an_ended_turn_is_final_for_undo_in_hot_seat():
    from game.ascending_empires import GAME
    from game.core.config import GameConfig, Seat
    from game.core.session import GameSession
    from tests.ascending_empires.helpers import content

    seats = (Seat("Ann", "human", "easy"), Seat("Bob", "human", "easy"))
    session = GameSession.start(GAME, content(), GameConfig("ascending_empires", seats, (), 5))
    first = session.state.current
    session.apply(first, Recruit(home(session.state, first)))
    session.apply(first, Recruit(home(session.state, first)))
    assert session.undo_label(first) == session.state.describe(Recruit(home(session.state, first)))
    session.apply(first, EndTurn())
    assert session.state.current != first
    assert not session.can_undo(first), "nobody can undo into the turn before the next player's"
    assert not session.can_undo(session.state.current)
