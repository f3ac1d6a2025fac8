"""Ascending Empires' Learn to play at the table, by posted input as a player would: the flick is
taught on the board itself (a practice shot into a marked orbit, a ram, a ricochet), each flick
step done only by what the flick does, with a retry from where it was played when it misses."""

from __future__ import annotations

import math
import os
import signal

from game.ascending_empires.rules.actions import Flick, Navigate
from game.core.tutorial.moves import Unplayable
from tests.ui.driver import click, frames, run_until
from tests.ui.tutorial_driver import (coach_of, flick_as_asked, open_tutorial as open_game_tutorial, play_step,
                                      play_through, table_of, waiting_for_player)


def open_tutorial(make_app):
    return open_game_tutorial(make_app, "ascending_empires")


def is_flick_step(coach) -> bool:
    expected = coach.expected()
    return expected is not None and any(isinstance(a, (Flick, Navigate)) for a in expected.shown())


def play(app) -> None:
    """The step's move: a drag for a flick, clicks on what the step lights for the rest."""
    coach = coach_of(app)
    assert run_until(app, lambda: waiting_for_player(app), 4000)
    if not is_flick_step(coach):
        play_step(app)
        return
    before = coach.run.step
    flick_as_asked(app)
    assert run_until(app, lambda: coach.run.step != before or coach.missed, 3000), f"step {before + 1} never flew"
    assert not coach.missed, coach.run.missed


def test_the_tutorial_teaches_the_flick_and_is_played_to_its_end_then_the_game_goes_on(make_app):
    app = open_tutorial(make_app)
    coach = coach_of(app)
    asked = [step["expects"] for step in play_through(app, play)]
    played = len(coach.session.actions)  # the tutorial's moves; Vega's own may come before Play on is pressed
    assert asked[0] == "flick your ship into orbit of the marked disc"
    assert "bounce your ship off the marked disc into the other's orbit" in asked
    assert "ram the marked enemy ship" in asked
    assert any(e.kind == "ram" for r in coach.session.actions for e in r.events)  # the ram happened, by a drag
    assert run_until(app, lambda: coach.button_words == "Play on", 2000)
    frames(app, 20)
    click(app, "tutorial:play_on")
    table = app.stack.top
    assert table.coach is None
    session = table.session
    assert run_until(app, lambda: any(r.player == 1 for r in session.actions[played:]), 8000)  # Vega moves by itself


def test_a_flick_that_misses_is_tried_again_from_where_it_was_played(make_app):
    app = open_tutorial(make_app)
    coach, table = coach_of(app), table_of(app)
    ship = dict(table.view().ship("s1"))
    flick_as_asked(app, angle_offset=math.radians(100))  # well wide of the marked disc
    assert run_until(app, lambda: coach.missed and coach.button_words == "Try again", 3000)
    assert coach.run.step == 0 and "did not stop inside the marked disc's orbit ring" in coach.run.missed
    frames(app, 20)
    click(app, "tutorial:try_again")
    assert not coach.missed
    moved = table.view().ship("s1")
    assert (moved["x"], moved["y"]) == (ship["x"], ship["y"])  # the position it was played from
    flick_as_asked(app)
    assert run_until(app, lambda: coach.run.step == 1, 3000)


def test_a_greyed_ship_is_not_picked_up(make_app):
    app = open_tutorial(make_app)
    coach, table = coach_of(app), table_of(app)
    other = table.view().ship("s2")
    from tests.ui.driver import press_at, release_at

    press_at(tuple(round(v) for v in table.t.to_screen(other["x"], other["y"])), app=app)
    frames(app, 2)
    assert table.aim is None  # the step asks for the other ship
    release_at((10, 10))
    frames(app, 2)
    assert coach.run.step == 0 and len(coach.session.actions) == 0


def test_every_steps_card_sits_beside_the_board_at_1280x720(make_app):
    """The card takes the room under the placards (or the log), never the board, where the flicks
    are aimed: every step's card fits one of the table's places for it."""
    from game.ui.tutorial.card import unit_scale

    app = open_game_tutorial(make_app, "ascending_empires", size=(1280, 720))
    coach, table = coach_of(app), table_of(app)
    s = unit_scale(table.metrics)
    for index in range(len(coach.run.steps)):
        area, picture, _ = coach.card_place(coach.step_card(index), s, None)
        assert area is not None, f"step {index + 1}'s card fits none of {table.coach_areas()}"
        assert not area.colliderect(table.lay.board)
    frames(app, 3)
    assert coach.card_rect is not None and not coach.card_rect.colliderect(table.lay.board)


def searches_here(monkeypatch) -> list[str]:
    """The shot searches made in this process from now on (the tutorial's flick and ram searches,
    whatever runs them), by name."""
    from game.ascending_empires.rules import tutorial as rules

    made: list[str] = []
    for name in ("_shot_into_orbit", "_ram_shot"):
        def counted(*args, _search=getattr(rules, name), _name=name):
            made.append(_name)
            return _search(*args)
        monkeypatch.setattr(rules, name, counted)
    return made


def scripted_line(coach):
    """The moves the content check plays: Skip step and the computers must play the same."""
    from game.core.tutorial.line import play_line

    session = coach.session
    line, problems = play_line(session.definition.new_state, session.content, coach.script, "ascending_empires",
                               session.definition.tutorial)
    assert problems == []
    return line


def skip_step(app) -> None:
    import pygame

    from tests.ui.driver import key

    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "tutorial_menu"
    click(app, "skip_step")


def test_the_frame_loop_searches_no_shot_and_skip_and_the_computer_play_the_listed_shots(make_app, monkeypatch):
    """The frame loop never waits on a search: a flick step is lit at once and its shot is searched
    for in the table's thinking process; Skip step plays that shot once it is in, and the
    computer's scripted flicks fly theirs, each the one the content check flew."""
    app = open_tutorial(make_app)
    coach, table = coach_of(app), table_of(app)
    line = scripted_line(coach)
    made = searches_here(monkeypatch)
    expected = coach.expected()
    assert expected is not None and is_flick_step(coach)
    ship = table.view().ship("s1")
    assert any(rect.collidepoint(table.ship_screen_rect(ship).center) for rect in coach.places())
    assert "ship:s1" in coach.allowed_ids(expected)
    skip_step(app)
    assert run_until(app, lambda: coach.run.step == 1 and not coach.run.skipping, 2000)
    while coach.run.step < 3:  # land, end the turn; then Vega's three scripted moves, two of them flicks
        play(app)
    assert run_until(app, lambda: waiting_for_player(app) and coach.run.step == 3, 4000)
    played = [(r.player, r.action) for r in coach.session.actions]
    scripted = [(m.player, m.action) for m in line.moves[:len(played)]]
    assert played == scripted
    assert sum(isinstance(action, Flick) for player, action in played if player == 1) == 2
    assert isinstance(played[1][1], Flick) and played[1][0] == 0  # the skipped step's flick, as listed
    assert made == [], f"the frame loop searched for a shot: {made}"
    thinking = table.bots.runner.thinking
    assert not thinking.failed and thinking.service.pid != os.getpid()
    try:  # (the count does see a search made here)
        coach.session.definition.tutorial.kinds["flick"].search(coach.session.state, 1, ("s3", "q3d3", ""))
    except Unplayable:
        pass
    assert made == ["_shot_into_orbit"]


def test_without_the_thinking_process_the_shots_are_searched_in_the_loop_as_before(make_app, monkeypatch):
    app = open_tutorial(make_app)
    coach, table = coach_of(app), table_of(app)
    line = scripted_line(coach)
    thinking = table.bots.runner.thinking
    os.kill(thinking.service.pid, signal.SIGKILL)
    assert run_until(app, lambda: thinking.failed, 600)
    made = searches_here(monkeypatch)
    skip_step(app)
    assert run_until(app, lambda: coach.run.step == 1 and not coach.run.skipping, 2000)
    while coach.run.step < 3:
        play(app)
    assert run_until(app, lambda: waiting_for_player(app) and coach.run.step == 3, 4000)
    played = [(r.player, r.action) for r in coach.session.actions]
    assert played == [(m.player, m.action) for m in line.moves[:len(played)]]
    assert made, "the computer's scripted flicks were searched for here"
