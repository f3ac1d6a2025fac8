"""Full Kardashev Scale games on the real table scene: a human seat played only through clicks on
table_items(), hot-seat privacy, and computer players alone."""

from __future__ import annotations

import pytest

from tests.kardashev_scale.ui.table_driver import bot, human, open_app, play_to_the_end, start
from tests.ui.driver import frames, items, run_until


@pytest.fixture
def app():
    made = open_app()
    yield made
    made.finish()


def test_a_human_plays_a_whole_game_through_clicks_against_bots(app):
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion", "medium")], seed=11)
    decisions = play_to_the_end(app, seed=2)
    state = table.session.state
    assert state.is_terminal()
    assert app.stack.top.name == "game_over"
    # the human really played: every one of Ann's recorded actions came from a click
    ann_actions = [r for r in table.session.actions if r.player == 0]
    assert len(ann_actions) >= decisions > 10
    assert any(type(r.action).__name__ == "BuyCard" for r in ann_actions)


def test_computer_players_alone_finish_a_game_on_the_table(app):
    table = start(app, [bot(f"Bot {i}") for i in range(4)], seed=7)
    assert run_until(app, lambda: app.stack.top.name == "game_over", 60000)
    assert table.session.state.is_terminal()
    frames(app, 2)
    assert {"rematch", "title"} <= set(items(app))


def test_two_humans_share_the_screen_for_a_whole_quick_game(app):
    table = start(app, [human("Ann"), human("Bob"), bot("Cy")], seed=13, variants=("short_game",))
    viewers = set()
    real_pass_to = table.pass_to

    def pass_to(player, reason=""):
        viewers.add(player)
        real_pass_to(player, reason)

    table.pass_to = pass_to
    play_to_the_end(app, seed=4)
    assert table.session.state.is_terminal() and viewers == {0, 1}
    for player in (0, 1):
        assert any(r.player == player and type(r.action).__name__ == "BuyCard" for r in table.session.actions)
