"""Every game's table has the Hint (button and H): the hint for the player's decision is worked
out in the table's process, outlined on that game's board where it would be played, worded by the
game, and never played."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.config import GameConfig, Seat
from game.ui.play import start_game
from tests.ui.driver import frames, key, run_until

GAMES = registry.game_ids()


def human_decides(app, table) -> bool:
    return app.stack.top is table and table.deciding_player() == 0 and bool(table.legal())


@pytest.mark.parametrize("game_id", GAMES)
def test_each_tables_hint_is_outlined_where_it_would_be_played(game_id, make_app):
    app = make_app()
    app.apply_settings(app.settings.with_changes(think_delay=0.0, animation_speed="instant"))
    entry = app.catalogue.entry(game_id)
    assert start_game(app, entry, GameConfig(game_id, (Seat("Ann"), Seat("Bot", "ai", "hard")), (), 4))
    table = app.stack.top
    assert table.hint is not None and "hint" in {c for c in table._buttons}
    assert run_until(app, lambda: human_decides(app, table))
    def annes_moves():
        return [r for r in table.session.actions if r.player == 0]

    moves = annes_moves()
    key(app, pygame.K_h)
    assert run_until(app, lambda: table.hint.shown is not None or bool(table.hint.problem), max_frames=100_000)
    shown = table.hint.shown
    assert shown is not None, table.hint.problem
    assert not table.thinking.failed and shown.played_as == table.hint.level
    assert shown.caption.startswith("Hint: ") and len(shown.caption) > len("Hint: ")
    places = table.hint_places(shown.action)
    screen = table.metrics.rect  # the window, or the 1600x900 surface of a table not yet drawn for it
    assert places and all(screen.contains(p) for p in places), (shown.action, places)
    frames(app, 2)
    caption = table.hint.caption_rect(screen)
    assert caption is not None and screen.contains(caption)
    if table.log_panel is not None:  # the caption covers none of the log's lines: the newest stay readable
        assert not caption.colliderect(table.log_panel.inner), (caption, table.log_panel.inner)
        assert table.log_panel.rows() >= 3
    assert annes_moves() == moves, "the hint was not played"  # (the bot may move meanwhile: a secret pick)
    assert table.button("hint").text == "Hide hint"
