"""The table's frame loop keeps drawing while an expert thinks: the decision is worked out in the
table's thinking process, never on the loop's thread or beside it on another thread."""

from __future__ import annotations

import re

import pytest

from game import bench
from game.core import registry, thinking
from game.core.config import GameConfig, Seat
from game.ui.play import start_game
from tests.ui.driver import run_until

ENOUGH_FRAMES = 20  # a decision of most of a second leaves room for far more; on a thread, one or two
LONG_DECISION = 0.3  # seconds of the bot's own: a real expert's quick answers (a clear best move) are passed over
# a real game's expert: Ascending Empires' answers most moves within 0.2 s on a quiet fast machine,
# still long enough for dozens of frames beside it in a process, and next to none on a thread
LONG_REAL_DECISION = 0.12


@pytest.fixture
def busy_expert(monkeypatch, toy_registered):
    monkeypatch.setitem(registry.GAME_MODULES, "toy_duel", "tests.ui.expert_duel")
    monkeypatch.delitem(registry._loaded, "toy_duel", raising=False)


def frames_during_one_expert_decision(app, game_id: str, players: tuple, long_decision: float = LONG_DECISION) -> int:
    """Frames the app draws from the moment the expert starts thinking until its answer is in."""
    app.apply_settings(app.settings.with_changes(think_delay=0.0))
    entry = app.catalogue.entry(game_id)
    start_game(app, entry, GameConfig(game_id, tuple(Seat(f"P{i}", "ai", lv) for i, lv in enumerate(players)), (), 3))
    table = app.stack.top
    for _ in range(80):  # the first expert decision that takes a while (the busy expert's always does;
        # Ascending Empires' expert answers most moves in a few dozen milliseconds)
        assert run_until(app, lambda: table.bots.thinking_level == "expert" or table.session.state.is_terminal())
        assert not table.session.state.is_terminal(), "no long expert decision in a whole game"
        thought = table.bots.thought
        drawn = app.frame_count
        assert run_until(app, lambda: thought.done, max_frames=1_000_000)
        assert thought.error is None, thought.error
        if thought.seconds >= long_decision:
            return app.frame_count - drawn
        assert run_until(app, lambda: table.bots.thought is not thought)
    raise AssertionError("the expert never thought for long")


def test_the_table_keeps_drawing_while_an_expert_thinks(busy_expert, make_app):
    app = make_app()
    frames = frames_during_one_expert_decision(app, "toy_duel", ("expert", "easy"))
    assert frames >= ENOUGH_FRAMES, f"only {frames} frames were drawn while the expert thought"


def test_the_count_tells_a_thread_apart(busy_expert, make_app, monkeypatch):
    """The same decision on a thread (the process refused, the expert kept as itself) lets the
    frame loop draw next to nothing: the test above would fail if the bot ran on a thread."""
    monkeypatch.setattr(thinking.Thinking, "start", lambda self: self._fail("kept on a thread for this test"))
    monkeypatch.setattr(thinking, "THREAD_FALLBACK", {})
    app = make_app()
    frames = frames_during_one_expert_decision(app, "toy_duel", ("expert", "easy"))
    assert frames < ENOUGH_FRAMES


EXPERT_GAMES = [g for g in registry.game_ids() if "expert" in registry.get_game(g).bots]


@pytest.mark.skipif(not EXPERT_GAMES, reason="no game has an expert computer player yet")
@pytest.mark.parametrize("game_id", EXPERT_GAMES or ["none"])
def test_every_games_table_keeps_drawing_while_its_expert_thinks(game_id, make_app):
    app = make_app()
    frames = frames_during_one_expert_decision(app, game_id, ("expert", "hard"), LONG_REAL_DECISION)
    assert frames >= ENOUGH_FRAMES, f"only {frames} frames were drawn while the expert thought"


def test_bench_times_a_games_expert_once_it_has_one(toy_registered, monkeypatch):
    """No rows for a game without an expert; once it has one, its decision time and the table's
    frame time while it thinks (measured in a child process, which finds the game the registry
    names here)."""
    from tests.core import toygame

    assert bench.expert_rows(["toy_duel"]) == []
    monkeypatch.setitem(registry.GAME_MODULES, "toy_duel", "tests.ui.expert_duel")
    monkeypatch.delitem(registry._loaded, "toy_duel", raising=False)
    rows = bench.expert_rows(["toy_duel"], decisions=2, frame_decisions=1, content_root=str(toygame.CONTENT_ROOT),
                             frames=40)
    assert [r["name"] for r in rows] == ["expert decision time median: toy_duel", "expert decision time p95: toy_duel",
                                         "table frame p95 while an expert thinks: toy_duel"]
    assert all(r["value"] > 0 for r in rows), rows
    watched = re.match(r"(\d+) frames over (\d+) expert decisions", rows[2]["note"])
    assert watched and int(watched[2]) >= 1, rows[2]["note"]  # at least the decisions asked for
    assert int(watched[1]) >= 40, rows[2]["note"]  # the frames asked for, even when the decisions came first


def test_a_table_whose_thinking_process_dies_says_so_and_plays_on(busy_expert, make_app, monkeypatch):
    import os
    import signal

    from game.ui import notices

    app = make_app()
    app.apply_settings(app.settings.with_changes(think_delay=0.0))
    seats = (Seat("Ann", "ai", "expert"), Seat("Bob", "ai", "easy"))
    start_game(app, app.catalogue.entry("toy_duel"), GameConfig("toy_duel", seats, (), 3))
    table = app.stack.top
    assert run_until(app, lambda: table.bots.thinking_level == "expert" and table.thinking.ready)
    assert notices.table_notice(app) is None
    drawn = []
    real_banner = notices.draw_banner
    monkeypatch.setattr(notices, "draw_banner", lambda surface, text, *args, **kw: drawn.append(text) or
                        real_banner(surface, text, *args, **kw))
    os.kill(table.thinking.service.pid, signal.SIGKILL)
    moves = len(table.session.actions)
    assert run_until(app, lambda: len(table.session.actions) > moves + 2 or table.session.state.is_terminal())
    assert "thinking process stopped" in notices.table_notice(app) and "hard" in notices.table_notice(app)
    assert drawn and drawn[-1] == notices.table_notice(app)
