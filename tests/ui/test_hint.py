"""The Hint button and H on a table (tests/ui/duel_table.py, the toolkit's example): the strongest
computer player's move for the player at the screen, worked out in the table's thinking process,
outlined where it would be played with a caption, never played, dropped when the decision
changes, and never given for anyone else's pick."""

from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.core.config import GameConfig, Seat
from game.ui.hint import hint_tip
from game.ui.play import start_game
from tests.ui.driver import click, frames, items, key, run_until


@pytest.fixture
def busy_expert(monkeypatch, toy_registered):
    """The toy game with an expert (a busy one: most of a second a decision)."""
    monkeypatch.setitem(registry.GAME_MODULES, "toy_duel", "tests.ui.expert_duel")
    monkeypatch.delitem(registry._loaded, "toy_duel", raising=False)


def open_duel(app, seats, seed=5, think_delay=5.0):
    app.apply_settings(app.settings.with_changes(think_delay=think_delay))  # computer seats wait: Ann decides
    assert start_game(app, app.catalogue.entry("toy_duel"), GameConfig("toy_duel", seats, (), seed))
    frames(app, 3)
    return list(app.stack)[0]  # the table (a pass screen may cover it)


def wait_for_hint(app, table) -> bool:
    return run_until(app, lambda: table.hint.shown is not None or table.hint.problem, max_frames=100_000)


def test_h_shows_the_experts_move_outlined_with_a_caption_and_plays_nothing(busy_expert, make_app):
    app = make_app()
    table = open_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    assert "expert" in table.button("hint").tool_tip_text
    key(app, pygame.K_h)
    assert table.hint.thinking and table.button("hint").text == "Thinking\u2026"
    thought = table.hint.thought
    frames_before = app.frame_count
    assert wait_for_hint(app, table)
    assert app.frame_count - frames_before >= 20, "the table kept drawing while the expert thought"
    assert not thought.on_thread
    shown = table.hint.shown
    assert shown.action in table.legal() and shown.played_as == "expert"
    assert shown.caption == f"Hint: pick the {shown.action.card}"
    card = pygame.Rect(table.button(f"card:{shown.action.card}").get_abs_rect())
    assert table.hint_places(shown.action) == [card]
    # the computer seat may have picked meanwhile (a slow machine); Ann has not
    assert [r for r in table.session.actions if r.player == 0] == [] and table.deciding_player() == 0, \
        "a hint is never played"
    frames(app, 2)
    assert table.button("hint").text == "Hide hint"
    assert table.button("hint").tool_tip_text is None  # no tip over the caption while the hint shows
    key(app, pygame.K_h)  # put away
    assert table.hint.shown is None
    frames(app, 2)
    assert "expert" in table.button("hint").tool_tip_text


def test_the_hint_asks_with_the_players_view_only(busy_expert, make_app, monkeypatch):
    app = make_app()
    table = open_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    asked = []
    real_think = type(table.thinking).think

    def think(self, lane, seat, level, view, legal, rng, budget=None, explain=False):
        asked.append((lane, level, view))
        return real_think(self, lane, seat, level, view, legal, rng, budget, explain)

    monkeypatch.setattr(type(table.thinking), "think", think)
    click(app, "hint")
    (lane, level, view), = [a for a in asked if a[0] == "hint"]
    assert level == "expert" and view.viewer == 0
    assert view.hands[1] == ["?"] * len(view.hands[1]) and set(view.deck) == {"?"}


def test_a_move_drops_the_hint_being_worked_out(busy_expert, make_app):
    app = make_app()
    table = open_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    key(app, pygame.K_h)
    thought = table.hint.thought
    click(app, next(i for i in items(app) if i.startswith("card:")))
    assert table.session.actions and table.hint.thought is None and table.hint.shown is None
    assert run_until(app, lambda: table.deciding_player() == 0 and table.legal())  # the next round
    frames(app, 120)
    assert table.hint.shown is None and not thought.done, "its answer was not wanted any more"


def test_no_hint_for_anyone_elses_decision(make_app):
    app = make_app()
    table = open_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    click(app, next(i for i in items(app) if i.startswith("card:")))  # Ann has picked: the bot is to pick
    assert table.deciding_player() is None
    assert not table.button("hint").is_enabled
    key(app, pygame.K_h)
    assert table.hint.thought is None and table.hint.shown is None


def test_hot_seat_hint_only_for_the_player_whose_turn_it_is(make_app):
    app = make_app()
    table = open_duel(app, (Seat("Ann"), Seat("Bob")))
    assert app.stack.top.name == "pass"  # nobody's screen yet: no hint behind the cover
    key(app, pygame.K_h)
    assert table.hint.thought is None
    click(app, "ready")
    key(app, pygame.K_h)
    assert wait_for_hint(app, table) and table.hint.shown is not None
    assert table.hint.shown.played_as == "hard", "the toy game has no expert: its hard player answers"
    click(app, next(i for i in items(app) if i.startswith("card:")))
    assert app.stack.top.name == "pass" and table.viewer == 1
    assert table.hint.shown is None, "Ann's hint is not shown to Bob"
    click(app, "ready")
    assert table.button("hint").is_enabled and table.hint.shown is None


def test_without_an_expert_the_tooltip_names_the_level_that_answers(make_app):
    app = make_app()
    table = open_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    tip = table.button("hint").tool_tip_text
    assert tip == hint_tip("hard") and "hard" in tip and "no expert" in tip
