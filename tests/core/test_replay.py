"""A replay of each real game (game.core.replay): played on, it goes through the very positions
and log of the game; stepped back from anywhere (past snapshots too) it lands on them again; and
nobody is ever to decide in it."""

from __future__ import annotations

import pytest

from game.core import registry
from game.core.bots import make_bot
from game.core.config import GameConfig, Seat
from game.core.engine import TURN_END
from game.core.replay import Replay
from game.core.rng import Rng
from game.core.session import SNAPSHOT_EVERY, GameSession
from game.simulate import _content

MOVES = 2 * SNAPSHOT_EVERY + 7  # past two snapshots


def played_session(game_id: str) -> tuple[GameSession, list[dict], list[int], set[int]]:
    """A game of random moves with a human seat: its session, each position and log length, and
    the numbers of moves after which a turn was over."""
    definition = registry.get_game(game_id)
    seats = (Seat("Ann"), Seat("Bot", "ai", "easy"), Seat("Cy", "ai", "easy"))
    session = GameSession.start(definition, _content(game_id, None, ()), GameConfig(game_id, seats, (), 11))
    bot, rng = make_bot(definition, "random"), Rng(5)
    positions, logs, turn_ends = [session.state.to_dict()], [0], set()
    while len(session.actions) < MOVES and not session.state.is_terminal():
        player = session.state.to_act()[0]
        legal = session.state.legal_actions(player)
        events = session.apply(player, bot.choose(session.view_for(player), legal, rng, 0.0))
        positions.append(session.state.to_dict())
        logs.append(len(session.log))
        if any(event.kind == TURN_END for event in events):
            turn_ends.add(len(session.actions))
    return session, positions, logs, turn_ends


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_replay_goes_through_the_games_positions_both_ways(game_id):
    played, positions, logs, turn_ends = played_session(game_id)
    replay = Replay(played)
    assert replay.total == len(played.actions) == MOVES and replay.played == 0
    assert replay.state.to_dict() == positions[0] and replay.log == []
    while replay.next_move() is not None:
        replay.play_next()
        assert replay.state.to_dict() == positions[replay.played]
        assert replay.human_players_to_act() == [] and replay.bot_players_to_act() == []
        assert not replay.can_undo(0) and replay.undo_label(0) is None
    assert replay.log == played.log
    assert replay.turn_ends == turn_ends and turn_ends  # every game's turns (or rounds) are known
    last = max(turn_ends)
    assert replay.turn_start(last + 1) == last and replay.turn_start(last) == max(turn_ends - {last}, default=0)
    for count in (MOVES - 1, SNAPSHOT_EVERY + 3, SNAPSHOT_EVERY, SNAPSHOT_EVERY - 1, 1, 0):
        replay.go_back_to(count)
        assert replay.played == count and replay.state.to_dict() == positions[count]
        assert replay.log == played.log[:logs[count]]
    replay.play_next()  # on again from the start: the same first move
    assert replay.state.to_dict() == positions[1] and replay.actions[0] == played.actions[0]
    assert played.state.to_dict() == positions[-1]  # the game itself is untouched
