import os
import signal
import time

import pytest

from game.core.bot_runner import BotError, BotRunner
from game.core.bots import DEFAULT_BUDGET, make_bot, seat_rng
from game.core.config import GameConfig, Seat
from game.core.content.service import load_game_content
from game.core.playout import SeatedBots, play_out
from game.core.registry import get_game
from game.core.session import GameSession
from tests.core import thinking_game
from tests.core.toygame import CONTENT, GAME

PATIENCE = 60.0  # seconds before a test gives up (a stuck worker, not a speed limit)


def play(runner, session, until=None) -> list:
    """Run the runner as the frame loop does, applying its moves; the moves, in order."""
    moves, deadline = [], time.monotonic() + PATIENCE
    while not session.state.is_terminal() and time.monotonic() < deadline and not (until and until()):
        move = runner.poll()
        if move:
            session.apply(*move)
            moves.append(move)
        else:
            time.sleep(0.001)
    return moves


@pytest.fixture
def runners():
    made = []

    def make(session, **kwargs) -> BotRunner:
        runner = BotRunner(session, think_delay=0.0, **kwargs)
        made.append(runner)
        return runner

    yield make
    for runner in made:
        runner.stop()


def test_bots_play_a_whole_game_without_poll_ever_blocking(runners):
    seats = (Seat("A", "ai", "easy"), Seat("B", "ai", "random"), Seat("C", "ai", "easy"))
    session = GameSession.start(GAME, CONTENT, GameConfig("toy_duel", seats, (), 5))
    runner = runners(session)
    play(runner, session)
    assert session.state.is_terminal()
    assert session.state.outcome().winners


def test_answer_is_dropped_after_cancel(runners):
    seats = (Seat("A", "ai", "easy"), Seat("B", "ai", "easy"))
    session = GameSession.start(GAME, CONTENT, GameConfig("toy_duel", seats, (), 5))
    runner = runners(session)
    assert runner.poll() is None  # starts thinking
    runner.cancel()
    time.sleep(0.05)
    assert runner.thinking_player is None


def test_a_table_of_bots_plays_the_game_simulate_plays_for_its_seed(runners):
    """Every decision in the thinking process, each seat's Rng moved on by its own answers only:
    the very game that --simulate (bots called here, in seat order) plays for the seed."""
    game_id = "kardashev_scale"
    definition, content = get_game(game_id), load_game_content(game_id).content
    levels = ("hard", "medium", "easy")
    config = GameConfig(game_id, tuple(Seat(f"P{i}", "ai", lv) for i, lv in enumerate(levels)), (), 21)
    session = GameSession.start(definition, content, config)
    runner = runners(session)
    moves = play(runner, session)
    assert session.state.is_terminal()
    assert not runner.thinking.failed, runner.thinking.failure

    expected = []
    state = definition.new_state(content, config)
    bots = [make_bot(definition, lv) for lv in levels]
    policy = SeatedBots(bots, [seat_rng(21, p) for p in range(3)], [DEFAULT_BUDGET[lv] for lv in levels])
    play_out(state, policy, on_action=lambda s, player, action, events: expected.append((player, action)))
    assert moves == expected


def test_an_answer_dropped_by_an_undo_leaves_the_seats_rng_as_it_was(runners):
    seats = (Seat("A", "ai", "hard"), Seat("B", "ai", "hard"))
    session = GameSession.start(GAME, CONTENT, GameConfig("toy_duel", seats, (), 8))
    runner = runners(session)
    before = {p: rng.to_list() for p, rng in runner._rngs.items()}
    assert runner.poll() is None
    thought = runner.thought
    deadline = time.monotonic() + PATIENCE
    while not thought.done and time.monotonic() < deadline:
        runner.thinking.poll()
        time.sleep(0.002)
    runner.cancel()  # as an undo does: the answer that came is not used
    assert {p: rng.to_list() for p, rng in runner._rngs.items()} == before
    first = play(runner, session, until=lambda: len(session.actions) >= 1)
    assert first and runner._rngs[first[0][0]].to_list() != before[first[0][0]]


def test_a_failing_bot_is_reported_with_its_seat(runners):
    seats = (Seat("Ann", "ai", "expert"), Seat("Bob", "ai", "easy"))
    session = GameSession.start(thinking_game.FAILING, CONTENT, GameConfig("toy_duel", seats, (), 5))
    runner = runners(session)
    with pytest.raises(BotError, match="Ann's expert computer player failed: ValueError: no idea what to play"):
        play(runner, session)


def test_an_expert_goes_on_as_a_hard_player_on_a_thread_when_the_process_dies(runners):
    seats = (Seat("Ann", "ai", "expert"), Seat("Bob", "ai", "expert"))
    session = GameSession.start(thinking_game.GAME, CONTENT, GameConfig("toy_duel", seats, (), 5))
    runner = runners(session)
    assert runner.notice is None
    assert runner.poll() is None
    deadline = time.monotonic() + PATIENCE
    while runner.thinking.service.pid is None and time.monotonic() < deadline:
        time.sleep(0.01)
    os.kill(runner.thinking.service.pid, signal.SIGKILL)
    play(runner, session)
    assert session.state.is_terminal()
    assert "hard" in runner.notice


def test_every_level_thinks_in_another_process(runners):
    seats = (Seat("A", "ai", "easy"), Seat("B", "ai", "medium"), Seat("C", "ai", "hard"), Seat("D", "ai", "random"))
    session = GameSession.start(GAME, CONTENT, GameConfig("toy_duel", seats, (), 5))
    runner = runners(session)
    seen = []
    deadline = time.monotonic() + PATIENCE
    while len(seen) < 8 and time.monotonic() < deadline:
        thought = runner.thought
        move = runner.poll()
        if move:
            seen.append(thought.on_thread)
            session.apply(*move)
    assert seen == [False] * 8
