"""`--autoplay LEVEL`: a computer player makes the person's decisions through the table (its
`choose`), thinking in the table's process, until the game is over; a question the move puts over
the table is answered yes."""

from __future__ import annotations

import pytest

from game.core.config import GameConfig, Seat
from game.ui.play import start_game
from tests.ui.driver import run_until


@pytest.mark.parametrize("game_id", ["kardashev_scale", "ascending_empires"])
def test_autoplay_plays_the_person_at_the_screen_to_the_end(make_app, game_id):
    app = make_app(autoplay="easy")
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant"))
    entry = app.catalogue.entry(game_id)
    start_game(app, entry, GameConfig(game_id, (Seat("Ada", "human"), Seat("Bot", "ai", "easy")), (), 7))
    table = app.stack.top
    chosen = []
    real_choose = table.choose
    table.choose = lambda action: chosen.append(action) or real_choose(action)
    assert run_until(app, lambda: app.stack.top.name == "game_over", 200_000)
    assert chosen and all(r.action is not None for r in table.session.actions)
    assert any(r.player == 0 for r in table.session.actions)  # Ada's moves were made here, through the table


def test_without_autoplay_the_person_decides(make_app):
    app = make_app()
    assert app.autoplay is None
    entry = app.catalogue.entry("kardashev_scale")
    start_game(app, entry, GameConfig("kardashev_scale", (Seat("Ada", "human"), Seat("Bot", "ai", "easy")), (), 7))
    table = app.stack.top
    run_until(app, lambda: False, 90)
    assert not any(r.player == 0 for r in table.session.actions)
