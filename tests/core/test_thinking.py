"""Decisions worked out in the thinking process (game.core.thinking): the same move and the same
Rng state as the bot makes here, the content sent once and shared by every view, answers that
are collected without waiting, and threads (an expert playing as hard) once the process dies."""

from __future__ import annotations

import os
import pickle
import signal
import time

import pytest

from game.core import registry
from game.core.bots import DEFAULT_BUDGET, build_bot, levels_of
from game.core.config import GameConfig, Seat
from game.core.content.service import load_game_content
from game.core.rng import Rng
from game.core.thinking import ContentReader, ContentRefs, Thinking, decide
from tests.core import thinking_game, toygame, worker_handlers

PATIENCE = 60.0  # seconds before a test gives up waiting (a stuck worker, not a speed limit)
DECISIONS = 12  # decisions with a choice compared per level


def wait_done(thinking: Thinking, *thoughts) -> bool:
    deadline = time.monotonic() + PATIENCE
    while not all(t.done for t in thoughts) and time.monotonic() < deadline:
        thinking.poll()
        time.sleep(0.002)
    return all(t.done for t in thoughts)


@pytest.fixture
def thinking_for():
    made = []

    def make(definition, content) -> Thinking:
        thinking = Thinking(definition, content, name="orrery-test-thinking")
        made.append(thinking)
        return thinking

    yield make
    for thinking in made:
        thinking.stop()


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_worker_makes_the_move_the_bot_makes_here(game_id, thinking_for):
    """Every level with a fixed amount of work (the expert searches by the clock, so two runs
    may differ anyway): the worker's choice and Rng state are the local bot's, decision after
    decision, with one bot per seat on each side as a game keeps them."""
    definition = registry.get_game(game_id)
    content = load_game_content(game_id).content
    thinking = thinking_for(definition, content)
    thinking.start()
    for level in [lv for lv in levels_of(definition) if lv not in ("random", "expert")]:
        seats = (Seat("A", "ai", level), Seat("B", "ai", level))
        state = definition.new_state(content, GameConfig(game_id, seats, (), 11))
        here = {p: build_bot(game_id, definition.bots, level) for p in (0, 1)}
        rngs = {p: Rng(100 + p).to_list() for p in (0, 1)}
        compared = 0
        while compared < DECISIONS and not state.is_terminal():
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            view = state.view(player)
            action, rng_after, _ = decide(here[player], view, legal, rngs[player], DEFAULT_BUDGET[level])
            if len(legal) > 1:
                thought = thinking.think("bot", (level, player), level, state.view(player), legal,
                                         Rng.from_list(rngs[player]))
                assert wait_done(thinking, thought)
                assert thought.error is None, thought.error
                assert (thought.action, thought.rng_after) == (action, rng_after), f"{level}, decision {compared}"
                assert not thought.on_thread
                compared += 1
            rngs[player] = rng_after
            state.apply(player, action)
        assert compared == DECISIONS or state.is_terminal()


def test_views_go_with_references_into_the_content_sent_once():
    game_id = "eminent_domain"
    definition = registry.get_game(game_id)
    content = load_game_content(game_id).content
    seats = tuple(Seat(f"P{i}", "ai", "random") for i in range(4))
    state = definition.new_state(content, GameConfig(game_id, seats, (), 3))
    refs = ContentRefs(content)
    reader = ContentReader(refs.blob)  # as the worker builds it
    view = state.view(0)
    blob = refs.dumps((view, state.legal_actions(0)))
    assert len(blob) < len(pickle.dumps(view)) / 2, "the content is not sent again with every view"
    for _ in range(2):  # one reader serves view after view
        loaded, legal = reader.loads(blob)
        assert loaded.content is reader.content
        assert legal == state.legal_actions(0)
        assert loaded.to_dict() == view.to_dict()


def test_asking_never_waits_and_the_answer_comes_from_another_process(thinking_for):
    thinking = thinking_for(thinking_game.GAME, thinking_game.CONTENT)
    state = thinking_game.GAME.new_state(thinking_game.CONTENT, GameConfig("toy_duel", (Seat("A"), Seat("B")), (), 4))
    started = time.perf_counter()
    thought = thinking.think("bot", 0, "expert", state.view(0), state.legal_actions(0), Rng(1))
    asked_in = time.perf_counter() - started
    assert not thought.done  # the busy expert takes most of a second; asking took a moment
    assert asked_in < 0.5, f"asking took {asked_in:.2f} s: it waited for something"
    assert wait_done(thinking, thought) and thought.error is None
    assert thought.action in state.legal_actions(0) and not thought.on_thread
    assert thinking.ready and thinking.service.pid != os.getpid()


def test_a_bot_that_fails_in_the_worker_reports_its_error(thinking_for):
    thinking = thinking_for(thinking_game.FAILING, thinking_game.CONTENT)
    state = toygame.GAME.new_state(toygame.CONTENT, GameConfig("toy_duel", (Seat("A"), Seat("B")), (), 4))
    thought = thinking.think("bot", 0, "expert", state.view(0), state.legal_actions(0), Rng(1))
    assert wait_done(thinking, thought)
    assert thought.action is None and "ValueError: no idea what to play" in thought.error
    assert not thinking.failed, "the worker goes on serving"


def test_a_dropped_question_gets_no_answer(thinking_for):
    thinking = thinking_for(thinking_game.GAME, thinking_game.CONTENT)
    state = toygame.GAME.new_state(toygame.CONTENT, GameConfig("toy_duel", (Seat("A"), Seat("B")), (), 4))
    first = thinking.think("bot", 0, "expert", state.view(0), state.legal_actions(0), Rng(1))
    thinking.drop(first)
    second = thinking.think("bot", 1, "hard", state.view(1), state.legal_actions(1), Rng(2))
    assert wait_done(thinking, second)
    time.sleep(0.2)
    thinking.poll()
    assert not first.done


def test_when_the_worker_dies_the_decision_is_made_on_a_thread_by_the_hard_bot(thinking_for):
    thinking = thinking_for(thinking_game.GAME, thinking_game.CONTENT)
    state = toygame.GAME.new_state(toygame.CONTENT, GameConfig("toy_duel", (Seat("A"), Seat("B")), (), 4))
    warm = thinking.think("bot", 1, "easy", state.view(1), state.legal_actions(1), Rng(2))
    assert wait_done(thinking, warm) and not warm.on_thread
    thought = thinking.think("bot", 0, "expert", state.view(0), state.legal_actions(0), Rng(1))
    os.kill(thinking.service.pid, signal.SIGKILL)
    assert wait_done(thinking, thought)
    assert thinking.failed and thought.on_thread and thought.played_as == "hard" and thought.error is None
    hard_here = decide(build_bot("toy_duel", toygame.GAME.bots, "hard"), state.view(0), state.legal_actions(0),
                       Rng(1).to_list(), DEFAULT_BUDGET["hard"])
    assert (thought.action, thought.rng_after, None) == hard_here, "worked out again from the same Rng state"
    assert "stopped" in thinking.notice and "hard" in thinking.notice
    later = thinking.think("bot", 1, "easy", state.view(1), state.legal_actions(1), Rng(3))
    assert wait_done(thinking, later) and later.on_thread and later.played_as == "easy"


def test_other_work_is_done_in_the_process_and_comes_back_lost_when_it_stops(thinking_for):
    """Thinking.work (a tutorial step's shot search): a function sent by name runs in the process
    on the arguments given; once the process is gone, what was out comes back `lost` and later
    work is not taken (the caller does it itself)."""
    thinking = thinking_for(thinking_game.GAME, thinking_game.CONTENT)
    work = thinking.work("tutorial", worker_handlers.pid_and_sum, 2, 3)
    assert work is not None and wait_done(thinking, work)
    assert work.error is None and not work.lost and work.value == (thinking.service.pid, 5)
    assert thinking.service.pid != os.getpid()
    slow = thinking.work("tutorial", worker_handlers.nap, 30.0)
    os.kill(thinking.service.pid, signal.SIGKILL)
    assert wait_done(thinking, slow)
    assert slow.lost and slow.value is None and "stopped" in slow.error
    assert thinking.work("tutorial", worker_handlers.pid_and_sum, 1) is None


def test_bots_that_cannot_be_sent_to_a_worker_think_on_threads():
    from dataclasses import replace

    unsendable = replace(toygame.GAME, bots={**toygame.GAME.bots, "easy": lambda: toygame.HighestCardBot("easy")})
    thinking = Thinking(unsendable, toygame.CONTENT, name="orrery-test-thinking")
    try:
        state = toygame.GAME.new_state(toygame.CONTENT, GameConfig("toy_duel", (Seat("A"), Seat("B")), (), 4))
        thought = thinking.think("bot", 0, "easy", state.view(0), state.legal_actions(0), Rng(1))
        assert thinking.failed and "could not start" in thinking.failure and "stopped" in thinking.notice
        assert wait_done(thinking, thought) and thought.on_thread and thought.error is None
    finally:
        thinking.stop()
