"""Flicking on the board scene with posted mouse events and keys, as a player does it."""

from __future__ import annotations

import math

import pygame
import pytest

from game.ascending_empires.rules import actions as A
from game.core.errors import IllegalAction
from game.ascending_empires.scenes import aiming
from tests.ui.driver import frames, items, key, run_until


def post(event_type, **fields) -> None:
    pygame.event.post(pygame.event.Event(event_type, **fields))


def my_ship(app):
    """One of the viewer's ships that can be flicked, its rect on screen and the unit vector from
    it towards the board centre (open space to aim at)."""
    scene = app.stack.top
    found = items(app)
    ship_id = sorted(k for k in found if k.startswith("ship:"))[0].split(":", 1)[1]
    ship = scene.session.state.ship(ship_id)
    dx, dy = 400 - ship["x"], 400 - ship["y"]
    length = math.hypot(dx, dy)
    return ship_id, pygame.Rect(found[f"ship:{ship_id}"]), (dx / length, dy / length)


def scene_shown(scene, ship_id):
    """Where the last animated flick left the ship on screen."""
    return scene.director.last_flight_positions[ship_id]


def drag(app, start, direction, pull: float, steps: int = 6) -> tuple[int, int]:
    """Press at `start`, pull back against `direction` over several frames; returns the end point."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app, 1)
    end = start
    for i in range(1, steps + 1):
        end = (round(start[0] - direction[0] * pull * i / steps), round(start[1] - direction[1] * pull * i / steps))
        post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
        frames(app, 1)
    return end


def test_a_slingshot_drag_flicks_the_ship_and_the_rules_take_what_was_shown(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    session = scene.session
    assert scene.my_turn()
    ship_id, rect, towards_centre = my_ship(app)
    before = dict(session.state.ship(ship_id))
    end = drag(app, rect.center, towards_centre, pull=120)
    assert scene.aim is not None and scene.aim.dragging
    assert 0.4 < scene.aim.power < 0.8
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app, 1)
    # the flick plays first: the rules have chosen the ship but not yet moved it
    assert scene.flight is not None and scene.animating()
    assert not any(isinstance(r.action, A.Flick) for r in session.actions)
    assert session.state.ship(ship_id)["x"] == before["x"]
    seen = []
    for _ in range(6):
        frames(app, 1)
        seen.append(scene.flight.positions()[ship_id])
    assert len(set(seen)) == len(seen), "the ship moves a little every frame"
    assert run_until(app, lambda: scene.flight is None, 3000)
    flick = [r.action for r in session.actions if isinstance(r.action, A.Flick)]
    assert len(flick) == 1 and flick[0].ship == ship_id
    angle = math.atan2(towards_centre[1], towards_centre[0])
    assert abs(math.remainder(flick[0].angle - angle, math.tau)) < 0.05
    pull = 120 / scene.lay.scale  # the pull in design units: the same hand movement at any UI scale
    assert abs(flick[0].power - (pull - aiming.DEAD_ZONE) / (aiming.FULL_PULL - aiming.DEAD_ZONE)) < 0.02
    after = session.state.ship(ship_id)
    assert math.hypot(after["x"] - before["x"], after["y"] - before["y"]) > 10
    assert (after["x"], after["y"]) == tuple(scene_shown(scene, ship_id))
    assert scene.flick_checks == [True]
    assert session.state.phase in ("move", "scan", "action")  # one movement point spent
    assert not scene.session.can_undo(scene.viewer), "undo never crosses a flick"


def test_a_tap_picks_the_ship_for_keyboard_aiming(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    session = scene.session
    ship_id, rect, _ = my_ship(app)
    post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=(rect.centerx + 3, rect.centery), button=1)
    frames(app, 2)
    assert scene.aim is not None and not scene.aim.dragging and scene.aim.ship == ship_id
    assert session.actions == [], "a release inside the dead zone fires nothing"
    angle, power = scene.aim.angle, scene.aim.power
    for _ in range(4):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT, mod=pygame.KMOD_SHIFT)
    assert math.isclose(scene.aim.angle, (angle + 4 * aiming.TURN_STEP - aiming.FINE_TURN_STEP) % math.tau)
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEDOWN, mod=pygame.KMOD_SHIFT)
    assert math.isclose(scene.aim.power, power + 2 * aiming.POWER_STEP - aiming.FINE_POWER_STEP)
    expected = scene.aim.flick_values()
    key(app, pygame.K_RETURN)
    assert scene.flight is not None
    assert run_until(app, lambda: scene.flight is None, 3000)
    flick = [r.action for r in session.actions if isinstance(r.action, A.Flick)]
    assert [(f.ship, f.angle, f.power) for f in flick] == [(ship_id, *expected)]
    assert scene.flick_checks == [True]


def test_escape_and_right_click_cancel_an_aim(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    ship_id, rect, towards_centre = my_ship(app)
    drag(app, rect.center, towards_centre, pull=90)
    post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=3)
    frames(app, 1)
    assert scene.aim is None
    post(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
    frames(app, 2)
    assert scene.session.actions == [] and scene.flight is None
    # a keyboard aim: Tab picks a ship, Esc puts it down without opening the pause menu
    key(app, pygame.K_TAB)
    assert scene.aim is not None
    key(app, pygame.K_ESCAPE)
    assert scene.aim is None and app.stack.top is scene
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name != scene.name  # with nothing aimed, Esc is the pause menu again


def test_clicks_during_a_flick_are_ignored(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    ship_id, rect, towards_centre = my_ship(app)
    end = drag(app, rect.center, towards_centre, pull=150)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app, 2)
    assert scene.flight is not None
    count = len(scene.session.actions)
    found = items(app)
    assert not any(k.startswith(("ship:", "disc:", "action:")) for k in found)
    post(pygame.MOUSEBUTTONDOWN, pos=scene.button("action:recruit").get_abs_rect().center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=scene.button("action:recruit").get_abs_rect().center, button=1)
    frames(app, 2)
    assert len(scene.session.actions) == count


def test_an_illegal_flick_is_refused_before_anything_moves(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    ship_id, _, _ = my_ship(app)
    scene.act(0, A.Navigate(ship_id))
    with pytest.raises(IllegalAction):
        scene.act(0, A.Flick(ship_id, 0.0, 1.5))
    assert scene.flight is None and scene.session.state.phase == "flick"
