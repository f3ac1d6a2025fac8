"""Nothing happens by accident on the board: the second click of a double click on End movement
never presses End your turn, which comes up in its place; Recruit on a full planet is greyed with
the reason on hover instead of ignoring the click."""

from __future__ import annotations

import pygame

from game.ascending_empires.rules import actions as A
from tests.ascending_empires.helpers import occupy, planets
from tests.ascending_empires.ui.conftest import ready_to_launch
from tests.ui.driver import click, frames, items


def test_a_double_click_on_end_movement_does_not_end_the_turn(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    state = scene.session.state
    ready_to_launch(app, scene)
    click(app, "action:move")
    click(app, "disc:home1")
    click(app, "choice:Launch a starship")  # a movement point spent
    assert state.phase == "move" and "step:EndMove" in items(app)
    x, y, w, h = items(app)["step:EndMove"]
    spot = (x + w // 2, y + h // 2)
    click(app, "step:EndMove")
    assert state.phase == "scan" and state.current == 0
    end_turn = pygame.Rect(items(app)["step:EndTurn"])
    assert end_turn.collidepoint(spot), "End your turn comes up where End movement was"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))  # the second click
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    frames(app, 3)
    assert state.current == 0 and not any(isinstance(r.action, A.EndTurn) for r in scene.session.actions)
    click(app, "step:EndTurn")  # a click of its own, a moment later, ends the turn
    assert state.current == 1


def test_recruit_on_a_full_planet_is_greyed_with_the_reason_on_hover(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    state = scene.session.state
    limit = state.rules.item_limit
    full = occupy(state, planets(state)[0], 0, troop=1, colony=limit - 1)
    occupy(state, planets(state)[1], 0, troop=1)  # room here: Recruit stays offered
    scene.session.state_edited()
    frames(app, 1)
    click(app, "action:recruit")
    assert f"disc:{full['id']}" not in items(app) and f"disc:{planets(state)[1]}" in items(app)
    centre = scene.disc_screen_rect(full).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 40)
    title, text = scene.disc_hover()
    assert text.startswith(f"This planet is full: it holds {limit} pieces")
    assert scene.disc_reason(scene.view(), full)
