import time

from game.core.bot_runner import BotRunner
from game.core.config import GameConfig, Seat
from game.core.session import GameSession
from tests.core.toygame import CONTENT, GAME


def test_bots_play_a_whole_game_without_poll_ever_blocking():
    seats = (Seat("A", "ai", "easy"), Seat("B", "ai", "random"), Seat("C", "ai", "easy"))
    session = GameSession.start(GAME, CONTENT, GameConfig("toy_duel", seats, (), 5))
    runner = BotRunner(session, think_delay=0.0)
    deadline = time.monotonic() + 20
    while not session.state.is_terminal() and time.monotonic() < deadline:
        move = runner.poll()
        if move:
            session.apply(*move)
        else:
            time.sleep(0.001)
    assert session.state.is_terminal()
    assert session.state.outcome().winners


def test_answer_is_dropped_after_cancel():
    seats = (Seat("A", "ai", "easy"), Seat("B", "ai", "easy"))
    session = GameSession.start(GAME, CONTENT, GameConfig("toy_duel", seats, (), 5))
    runner = BotRunner(session, think_delay=0.0)
    assert runner.poll() is None  # starts thinking
    runner.cancel()
    time.sleep(0.05)
    assert runner.thinking_player is None
