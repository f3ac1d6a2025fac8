"""The frame loop draws at the full rate while something moves or the player has just acted, and
at IDLE_FPS once nothing has moved and nobody has touched mouse or keys for IDLE_AFTER seconds."""

from __future__ import annotations

import time

import pygame

from game.core.config import GameConfig, Seat
from game.ui import app as app_module
from game.ui.play import start_game
from tests.ui.driver import frames, run_until


def _quiet_for(app, seconds: float) -> None:
    app._last_input = time.perf_counter() - seconds


def test_an_untouched_settled_screen_slows_and_a_touch_brings_the_full_rate_back(app):
    frames(app, 2)
    assert app.stack.top.settled()
    _quiet_for(app, app_module.IDLE_AFTER - 0.5)
    assert app.lively(), "the player acted lately"
    _quiet_for(app, app_module.IDLE_AFTER + 0.1)
    assert not app.lively()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    assert app.lively()


def test_a_computer_player_at_work_keeps_the_full_rate_without_input(app):
    entry = app.catalogue.entry("toy_duel")
    start_game(app, entry, GameConfig("toy_duel", (Seat("A", "ai", "easy"), Seat("B", "ai", "easy")), (), 3))
    table = app.stack.top
    assert run_until(app, lambda: not table.settled())  # a bot thinking or its move being shown
    _quiet_for(app, app_module.IDLE_AFTER + 10)
    assert app.lively()
