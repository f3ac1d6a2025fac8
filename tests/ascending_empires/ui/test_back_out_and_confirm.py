"""Esc backs out of a choice that spent nothing before it pauses; a step that gives up a planet
asks first (Yes plays it, No leaves everything as it was); the turn waits for End turn unless the
player switched on "End turn by itself"."""

from __future__ import annotations

import pygame

from game.ascending_empires.rules import actions as A
from tests.ascending_empires.helpers import occupy, planets
from tests.ui.driver import click, frames, items, key, settle_under, top


def refresh(app, scene) -> None:
    scene.session.state_edited()
    frames(app, 1)


def answer(app, button: str) -> None:
    frames(app, 30)  # the question ignores clicks in its first moments (the end of the click that opened it)
    click(app, button)


def test_escape_with_an_action_chosen_backs_out_and_only_then_pauses(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    key(app, pygame.K_2)
    assert scene.mode == "move" and any(k.startswith("disc:") for k in items(app))
    key(app, pygame.K_ESCAPE)
    assert top(app) == scene.name and scene.mode is None, "back to the action choice, no pause"
    assert not any(k.startswith("disc:") for k in items(app))
    key(app, pygame.K_ESCAPE)
    assert top(app) == "pause", "with nothing chosen, Esc pauses"
    key(app, pygame.K_ESCAPE)
    assert top(app) == scene.name


def test_escape_closes_a_discs_menu_and_puts_down_a_ship_picked_for_a_flick(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    session = scene.session
    home = scene.disc_screen_rect(scene.view().disc("home1"))
    settle_under(app, home.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=home.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=home.center, button=1))
    frames(app, 3)
    assert scene.popup_disc == "home1"
    key(app, pygame.K_ESCAPE)
    assert scene.popup_disc is None and top(app) == scene.name
    ship = next(s for s in session.state.ships if s["owner"] == 0)
    scene.act(0, A.Navigate(ship["id"]))
    frames(app, 2)
    assert session.state.phase == "flick"
    key(app, pygame.K_ESCAPE)  # the keyboard aim first
    key(app, pygame.K_ESCAPE)  # then the ship itself: no point was spent
    assert session.state.phase == "action" and top(app) == scene.name
    assert [type(r.action) for r in session.actions] == [A.Navigate, A.CancelNavigate]


def test_launching_the_last_troop_off_a_planet_asks_and_no_changes_nothing(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    session = scene.session
    state = session.state
    grey = planets(state, "grey")[0]
    occupy(state, grey, 0, troop=1)
    state.players[0]["ships"] = 1
    refresh(app, scene)
    before = state.to_dict()
    click(app, "action:move")
    click(app, f"disc:{grey}")
    assert top(app) == "confirm"
    assert session.state.to_dict() == before and session.actions == [], "nothing is spent while asking"
    answer(app, "cancel")
    assert top(app) == scene.name
    assert session.state.to_dict() == before and session.actions == []
    click(app, f"disc:{grey}")
    key(app, pygame.K_ESCAPE)  # Esc answers No too
    assert top(app) == scene.name and session.actions == []
    click(app, f"disc:{grey}")
    answer(app, "confirm")
    assert [type(r.action) for r in session.actions] == [A.Launch]
    assert session.state.disc(grey)["occupant"] is None, "the planet is given up"


def test_mining_every_troop_asks_and_yes_mines(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    session = scene.session
    state = session.state
    grey, other = planets(state, "grey")[:2]
    occupy(state, grey, 0, troop=2)
    occupy(state, other, 0, troop=2, colony=1)  # a Colony stays: mining its troops keeps the planet
    refresh(app, scene)
    click(app, "action:mine")
    click(app, f"disc:{other}")
    assert top(app) == scene.name and [type(r.action) for r in session.actions] == [A.Mine]
    assert session.state.disc(other)["occupant"] == 0
    assert scene.undo(), "the Mine is the player's own move"
    frames(app, 1)
    click(app, "action:mine")
    click(app, f"disc:{grey}")
    assert top(app) == "confirm" and session.actions == []
    answer(app, "confirm")
    assert [type(r.action) for r in session.actions] == [A.Mine]
    assert session.state.disc(grey)["occupant"] is None and session.state.players[0]["tokens"] == 1


def test_the_turn_waits_for_end_turn(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    session = scene.session
    click(app, "action:recruit")
    click(app, "disc:home1")
    click(app, "disc:home1")
    frames(app, 120)  # two seconds: nothing ends the turn but the player
    assert session.state.current == 0 and "step:EndTurn" in items(app)
    click(app, "step:EndTurn")
    assert session.state.current == 1


def test_with_the_setting_on_the_turn_ends_by_itself_once_nothing_is_left(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    session = scene.session
    app.settings = app.settings.with_changes(end_turn_when_done=True)
    click(app, "action:recruit")
    click(app, "disc:home1")
    click(app, "disc:home1")
    assert session.state.current == 0, "the settled board shows for a beat first"
    frames(app, 60)
    assert session.state.current == 1
    assert isinstance(session.actions[2].action, A.EndTurn)
