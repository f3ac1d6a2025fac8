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
    if table.log_panel is not None:  # the caption covers none of the log's newest lines: they stay readable
        log = table.log_panel
        newest = pygame.Rect(log.inner.x, log.inner.bottom - 3 * log.line_h - log.clear_below, log.inner.w,
                             3 * log.line_h)
        assert not caption.colliderect(newest), (caption, newest)
        assert table.log_panel.rows() >= 3
    assert annes_moves() == moves, "the hint was not played"  # (the bot may move meanwhile: a secret pick)
    assert table.button("hint").text == "Hide hint"


def hint_at_the_first_decision(app, game_id: str):
    """Ann against a hard bot (seed 4): the Hint for her first decision, shown. Returns the table."""
    app.apply_settings(app.settings.with_changes(think_delay=0.0, animation_speed="instant"))
    assert start_game(app, app.catalogue.entry(game_id), GameConfig(game_id, (Seat("Ann"), Seat("Bot", "ai", "hard")),
                                                                      (), 4))
    table = app.stack.top
    assert run_until(app, lambda: human_decides(app, table))
    key(app, pygame.K_h)
    assert run_until(app, lambda: table.hint.shown is not None or bool(table.hint.problem), max_frames=100_000)
    assert table.hint.shown is not None, table.hint.problem
    return table


@pytest.mark.parametrize("game_id", GAMES)
def test_each_tables_hint_says_why_and_what_it_does_in_a_caption_that_fits(game_id, make_app):
    """At 1280x720: the caption's lines, the move, why (the search's figures) and its effect, are
    none of them cut, and the caption stays in the window."""
    from game.ui import fonts
    app = make_app(window_size=(1280, 720))
    table = hint_at_the_first_decision(app, game_id)
    shown = table.hint.shown
    move, why, effect = shown.caption.split("\n")
    assert move.startswith("Hint: ") and why and effect
    assert any(ch.isdigit() for ch in why), why  # figures from the search
    frames(app, 2)
    _, box, cut = table.hint._caption_box(shown.caption, table.metrics.rect)  # on the surface the table draws on
    assert not cut and table.metrics.rect.contains(box), shown.caption
    assert shown.caption not in fonts.shortened_this_frame()


def test_ascending_empires_hint_shows_the_whole_shot(make_app):
    app = make_app()
    table = hint_at_the_first_decision(app, "ascending_empires")
    shown = table.hint.shown
    assert type(shown.action).__name__ == "Navigate", shown.action  # the expert's first step here is a Move
    shot = shown.shot
    assert type(shot).__name__ == "Flick" and shot.ship == shown.action.ship
    aim = table.hint_aim()  # the slingshot drawn for it: its ship, angle and power
    assert (aim.ship, aim.angle, aim.power) == (shot.ship, shot.angle, shot.power) and aim.pull_px is not None
    assert run_until(app, lambda: table.guide.shown(aim).kind == "exact", max_frames=100_000)
    prediction = table.guide.shown(aim).prediction
    assert prediction.rest is not None and len(prediction.path) >= 2  # where it stops, drawn in the hint's gold
    assert "Stops in orbit of" in shown.caption or "Stops in open space" in shown.caption
