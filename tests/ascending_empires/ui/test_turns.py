"""Whole turns on the board scene through clicks, greyed actions with their reasons, the private
look in hot-seat, and computer players playing on the scene."""

from __future__ import annotations

import os

import pygame
import pytest

from game.ascending_empires.physics.geometry import place_in_orbit
from game.ascending_empires.rules import actions as A
from game.ascending_empires.rules import table
from tests.ascending_empires.ui.conftest import board_scene, ready_to_launch
from tests.ui.driver import click, click_at, frames, items, key, run_until, top


def test_a_recruit_turn_played_by_clicks(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    session = scene.session
    assert "disc:home1" not in items(app), "no target before an action is chosen"
    click(app, "action:recruit")
    assert "disc:home1" in items(app)
    click(app, "disc:home1")
    assert session.state.phase == "recruit"
    assert "step:EndAction" in items(app)
    click(app, "disc:home1")
    assert session.state.disc("home1")["items"]["troop"] == 2
    assert session.state.current == 0 and session.state.phase == "scan", "the action is over, the turn is not"
    click(app, "step:EndTurn")
    assert session.state.current == 1
    assert [type(r.action) for r in session.actions[:3]] == [A.Recruit, A.Recruit, A.EndTurn]


def test_a_disc_clicked_before_choosing_an_action_offers_what_can_be_done_there(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    home = scene.disc_screen_rect(scene.view().disc("home1"))
    click_at(app, home.center)
    offered = sorted(k for k in items(app) if k.startswith("choice:"))
    assert "choice:Recruit a troop" in offered
    assert scene.session.actions == [], "nothing is done until a choice is clicked"
    click(app, "choice:Recruit a troop")
    assert [type(r.action) for r in scene.session.actions] == [A.Recruit]
    assert scene.session.state.phase == "recruit"


def test_number_keys_choose_from_the_action_bar(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    key(app, pygame.K_1)
    assert scene.mode == "recruit" and "disc:home1" in items(app)
    key(app, pygame.K_5)  # Develop is greyed: nothing changes
    assert scene.mode == "recruit"
    key(app, pygame.K_2)
    assert scene.mode == "move"


def test_withdrawing_troops_by_clicks_ends_the_turn(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    state = scene.session.state
    state.disc("home1")["items"]["troop"] = 2
    state.players[0]["troops"] -= 2
    scene.session.state_edited()
    frames(app, 1)
    click(app, "action:recruit")
    click(app, "step:StartWithdraw")
    assert state.phase == "withdraw" and "step:EndAction" not in items(app), "one troop must come back first"
    click(app, "disc:home1")
    assert state.disc("home1")["items"]["troop"] == 1 and state.current == 0
    click(app, "step:EndAction")
    assert state.current == 1 and state.players[0]["troops"] == 5


def test_greyed_actions_say_why_when_hovered(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    found = items(app)
    assert {"action:recruit", "action:move"} <= set(found)
    assert not {"action:mine", "action:build", "action:develop"} & set(found)
    reason = scene.hover_reason("develop")
    assert "Research Facilities" in reason and "0/1" in reason
    assert "homeworld" in scene.hover_reason("mine")
    # the tooltip appears where the pointer rests (from the motion event, never the polled mouse)
    centre = scene.button("action:develop").get_abs_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 40)
    surface = pygame.Surface((1600, 900))
    scene.draw(surface)
    scene.draw_after(surface)
    below = surface.get_at((centre[0] - 100, centre[1] + 30))
    plain = pygame.Surface((1600, 900))
    scene.hover_pos = None
    scene.draw(plain)
    scene.draw_after(plain)
    assert below != plain.get_at((centre[0] - 100, centre[1] + 30)), "a tooltip is drawn by the greyed button"
    click(app, "action:recruit")
    count = len(scene.session.actions)
    click_at(app, centre)  # a greyed button does nothing
    assert len(scene.session.actions) == count


def test_launching_from_a_choice_on_the_disc(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    state = scene.session.state
    ready_to_launch(app, scene, battleship=True)
    click(app, "action:move")
    click(app, "disc:home1")  # a starship or the Battleship: the disc offers both
    choices = [k for k in items(app) if k.startswith("choice:")]
    assert {"choice:Launch a starship", "choice:Launch the Battleship"} <= set(choices)
    # its own ships orbit it: they could land, each numbered on the board and in the menu
    landings = sorted(c for c in choices if "Land" in c)
    assert len(landings) == 2
    assert landings == ["choice:Land a troop from ship 1", "choice:Land a troop from ship 2"]
    assert set(scene.popup_ships.values()) == {1, 2}
    ships = len(state.ships)
    click(app, "choice:Launch a starship")
    assert len(scene.session.state.ships) == ships + 1
    assert scene.session.state.phase == "move"
    assert not [k for k in items(app) if k.startswith("choice:")]


def test_the_secret_look_stays_with_its_player_in_hot_seat(open_board):
    app = open_board("human,human")
    scene = board_scene(app)
    if top(app) == "pass":
        click(app, "ready")
    assert scene.viewer == 0
    state = scene.session.state
    content = scene.content
    hidden = next(d for d in state.discs if not d["face_up"])
    ship = next(s for s in state.ships if s["owner"] == 0)
    others = [s for s in state.ships if s is not ship]
    spot = place_in_orbit(table.disc_body(hidden), [table.disc_body(d) for d in state.discs],
                          [table.ship_body(s) for s in others], content.physics, content.board)
    ship["x"], ship["y"] = spot
    scene.session.state_edited()
    frames(app, 1)
    click(app, "action:recruit")
    click(app, "disc:home1")
    click(app, "disc:home1")
    assert state.phase == "scan"
    assert scene.view().disc(hidden["id"])["kind"] == "unknown"
    click(app, f"disc:{hidden['id']}")
    assert scene.view().disc(hidden["id"])["kind"] == hidden["kind"], "the looker now knows it"
    assert scene.director.private_note is not None
    click(app, "step:EndTurn")
    assert top(app) == "pass", "the next player gets the screen only through the pass screen"
    click(app, "ready")
    assert scene.viewer == 1
    assert scene.view().disc(hidden["id"])["kind"] == "unknown"


def test_computer_players_play_on_the_scene(open_board):
    app = open_board("ai:easy,ai:easy", seed=11, animation="fast")
    scene = app.stack.top
    session = scene.session
    assert run_until(app, lambda: session.state.turn >= 7 or session.state.is_terminal(), 20000)
    frames(app, 1)
    flicks = [r for r in session.actions if isinstance(r.action, A.Flick)]
    assert flicks, "the bots flicked"
    assert scene.flick_checks == [True] * len(flicks), "every flick was animated and matched the rules"
    # the log scrolls back with the wheel over it
    log = pygame.Rect(items(app)["log"])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    frames(app, 1)
    assert scene.log_panel.scroll == 6


def test_four_computer_players_on_the_scene(open_board):
    app = open_board("ai:random,ai:random,ai:random,ai:random", seed=5, animation="instant")
    scene = app.stack.top
    session = scene.session
    assert sum(spot.key.startswith(("tech:", "row:")) for _, spot in scene.placard_spots) == 4 * 15
    assert run_until(app, lambda: session.state.turn >= 9, 20000)
    flicks = [r for r in session.actions if isinstance(r.action, A.Flick)]
    assert scene.flick_checks == [True] * len(flicks)


@pytest.mark.skipif(not os.environ.get("ORRERY_SOAK"), reason="a whole game: set ORRERY_SOAK=1")
def test_computer_players_play_a_whole_game_on_the_scene(open_board):
    app = open_board("ai:easy,ai:easy,ai:easy", seed=12, animation="instant")
    scene = board_scene(app)
    session = scene.session
    assert run_until(app, lambda: top(app) == "game_over", 400000)
    assert session.state.is_terminal()
    flicks = [r for r in session.actions if isinstance(r.action, A.Flick)]
    assert flicks and scene.flick_checks == [True] * len(flicks)
