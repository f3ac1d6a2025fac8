"""The Ascending Empires table drawn for the window (tests/ui/layout.py's checks): at the six window
sizes of issue 28, with two and with four players, at the start and mid-game, with each overlay
the table shows (a disc's menu, the tooltips of a disc, a greyed action and a placard's tile, a
ship's ranges, the aim with its guide and power meter, the keyboard aim's keys, a computer
player's steps, the hint, the question before giving up a planet, the final round, the final
position): no text under 12 units (scaled with the UI scale), none over another, none outside the
window."""

from __future__ import annotations

import math
import os

import pygame
import pytest

from game.ascending_empires.rules import actions as A
from game.ascending_empires.scenes import choices
from game.ascending_empires.scenes.bench import play_random_steps
from game.core.config import GameConfig, Seat
from game.ui import fonts
from game.ui.table import BotPreview
from tests.ascending_empires.helpers import occupy, planets
from tests.ascending_empires.ui.conftest import seed_where_first_player_starts
from tests.ui.conftest import make_app, toy_registered  # noqa: F401 - the app fixture of the layout tests
from tests.ui.driver import click, click_at, frames, items, key, run_until
from tests.ui.layout import SIZES, text_problems

NAMES = ("Alexandra Kowalska", "Orion", "Vega Seven", "Lyra")  # the first: the longest name New game takes


def open_table(make_app, size, players: int):
    from game.ui.play import start_game

    app = make_app(window_size=size)
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant",
                                                 think_delay=600.0))  # the computer players wait: the test moves
    seats = (Seat(NAMES[0]),) + tuple(Seat(name, "ai", "easy") for name in NAMES[1:players])
    config = GameConfig("ascending_empires", seats, (), seed_where_first_player_starts(players))
    assert start_game(app, app.catalogue.entry("ascending_empires"), config)
    frames(app, 3)
    table = app.stack.top
    assert table.name == "ascending_empires_board" and not table.legacy_canvas
    return app, table


def check(app, what: str, least: int = 20) -> None:
    """The frame's texts: none too small, over another or outside the window, and nothing cut
    short but the longest name on its placard (its tooltip has it whole)."""
    frames(app, 2)
    cut = [text for text in fonts.shortened_this_frame() if text != NAMES[0]]
    assert not cut, f"{what} at {app.window.get_size()}: cut short: {cut}"
    if os.environ.get("ORRERY_LAYOUT_SHOTS"):  # a folder: each frame checked is saved there, to look at
        name = "".join(c if c.isalnum() else "-" for c in f"{app.window.get_width()}-{what}")
        pygame.image.save(app.window, os.path.join(os.environ["ORRERY_LAYOUT_SHOTS"], f"{name}.png"))
    assert len(fonts.texts_on(app.window)) >= least, f"{what}: its texts were not noted"
    problems = text_problems(app)
    assert not problems, f"{what} at {app.window.get_size()}, {app.metrics.percent}%:\n" + "\n".join(problems[:12])


def hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(round, pos)), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    frames(app, 30)  # past the tooltip's delay


def post(event_type, **fields) -> None:
    pygame.event.post(pygame.event.Event(event_type, **fields))


def edited(app, table) -> None:
    table.session.state_edited()
    table.on_state_replaced()
    frames(app, 6)  # one changed placard is repainted a frame


def mid_game(app, table, seed: int) -> None:
    """A busy board: seeded random steps, then the person at the screen to choose an action."""
    state = table.session.state
    play_random_steps(state, seed, 160)
    state.current, state.phase, state.moves_left, state.move_started, state.flick_ship = 0, "action", 0, False, None
    edited(app, table)


def own_ship(table):
    ships = sorted(choices.draggable_ships(table.legal(), table.view()))
    return table.view().ship(ships[0])


def aim_checks(app, table, what: str) -> None:
    """Dragging a ship's slingshot (the guide's exact prediction, its labels, the power meter),
    then the keyboard aim (its keys along the board's foot)."""
    ship = own_ship(table)
    centre = table.ship_screen_rect(ship).center
    board = table.t.rect.center
    angle = math.atan2(board[1] - centre[1], board[0] - centre[0])
    post(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)
    frames(app, 1)
    pull = 90 * table.lay.scale
    post(pygame.MOUSEMOTION, pos=(round(centre[0] - pull * math.cos(angle)), round(centre[1] - pull * math.sin(angle))),
         rel=(0, 0), buttons=(1, 0, 0))
    assert run_until(app, lambda: table.aim is not None and table.guide.shown(table.aim).kind == "exact", 4000)
    check(app, f"{what}, a flick aimed with its guide")
    key(app, pygame.K_ESCAPE)
    post(pygame.MOUSEBUTTONUP, pos=centre, button=1)
    frames(app, 2)
    key(app, pygame.K_TAB)
    assert table.aim is not None and not table.aim.dragging
    check(app, f"{what}, a flick aimed with the keys")
    key(app, pygame.K_ESCAPE)
    assert table.aim is None


def bot_step_checks(app, table, what: str) -> None:
    """A computer player's steps, shown before they are applied: a flick's aim, a step on a disc,
    a technology on its placard."""
    view = table.view()
    bot_ship = next((s for s in view.ships if s["owner"] == 1), None)
    steps = [A.Develop("grey"), A.Recruit("home2")]
    if bot_ship is not None:
        steps.append(A.Flick(bot_ship["id"], 2.0, 0.8))
    for action in steps:
        table._preview = BotPreview(1, action, table.session.version, 600.0)
        check(app, f"{what}, a computer player's {type(action).__name__} shown")
    table._preview = None


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 4])
def test_the_ascending_empires_table_reads_at_every_size(make_app, size, players):
    app, table = open_table(make_app, size, players)
    what = f"the Ascending Empires table of {players}"
    check(app, f"{what} at the start")
    hover(app, table.t.to_screen(*(lambda d: (d["x"], d["y"]))(table.view().disc("home1"))))
    assert table.disc_hover() is not None
    check(app, f"{what} with a disc's tooltip")
    hover(app, table.button("action:develop").get_abs_rect().center)
    check(app, f"{what} with a greyed action's reason")
    tile = next(spot for p, spot in table.placard_spots if p == players - 1 and spot.key == "tech:purple:3")
    hover(app, tile.rect.center)
    check(app, f"{what} with a technology's tooltip")
    hover(app, table.ship_screen_rect(own_ship(table)).center)
    check(app, f"{what} with a ship's ranges and its caption")
    hover(app, (1, 1))
    click_at(app, table.disc_screen_rect(table.view().disc("home1")).center)
    assert table.popup_disc == "home1"
    check(app, f"{what} with a disc's menu open")
    key(app, pygame.K_ESCAPE)
    click(app, "action:recruit")
    check(app, f"{what} choosing where to recruit")
    key(app, pygame.K_ESCAPE)
    aim_checks(app, table, f"{what} at the start")

    mid_game(app, table, 7 + players)
    check(app, f"{what} mid-game")
    aim_checks(app, table, f"{what} mid-game")
    bot_step_checks(app, table, f"{what} mid-game")
    key(app, pygame.K_h)
    assert run_until(app, lambda: table.hint.shown is not None or bool(table.hint.problem), max_frames=100_000)
    assert table.hint.shown is not None, table.hint.problem
    check(app, f"{what} with a hint shown")
    key(app, pygame.K_h)

    state = table.session.state
    grey = planets(state, "grey")[-1]
    occupy(state, grey, 0, troop=1)
    state.players[0]["ships"] = max(1, state.players[0]["ships"])
    state.end_trigger, state.trigger_turn, state.final_turns_left = 1, state.turn - 1, players - 1
    edited(app, table)
    check(app, f"{what} in the final round")
    click(app, "action:move")
    assert f"disc:{grey}" in items(app)
    click(app, f"disc:{grey}")
    if app.stack.top.name != "confirm":  # a menu first: the launch is one of its steps
        click(app, next(i for i in items(app) if i.startswith("choice:Launch")))
    assert app.stack.top.name == "confirm"
    check(app, f"{what} asking before a planet is given up", least=4)  # the table is dimmed under the question


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_ascending_empires_final_position_reads_at_every_size(make_app, size):
    """A four-player game brought to its end, its table viewed from the scores."""
    app, table = open_table(make_app, size, 4)
    state = table.session.state
    play_random_steps(state, 5, 200)
    state.phase = "over"
    edited(app, table)
    assert run_until(app, lambda: app.stack.top.name == "game_over", 2000)
    click(app, "view_table")
    assert app.stack.top.name == "final_table"
    check(app, "the Ascending Empires table's final position")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "game_over"
    click(app, "replay")
    assert app.stack.top.name == "replay"
    check(app, "the Ascending Empires game's replay")


def test_a_resize_or_a_new_ui_scale_lays_the_table_out_again_keeping_the_aim(make_app):
    """Mid-game with a ship aimed by the keys: the window grows from 1280x720 to 2560x1440, then
    the UI scale is set to 80%: the table is laid out again each time (board, placards, buttons,
    the aim's scale and its ship's place), its texts still read, and the aim is kept."""
    app, table = open_table(make_app, (1280, 720), 4)
    mid_game(app, table, 11)
    key(app, pygame.K_TAB)
    aim = table.aim
    assert aim is not None and table.lay.scale == 1.0
    ship, angle, power = aim.ship, aim.angle, aim.power
    board, undo = table.lay.board, table.undo_menu.undo_rect
    app.window = pygame.display.set_mode((2560, 1440), pygame.RESIZABLE)
    post(pygame.WINDOWSIZECHANGED, x=2560, y=1440)
    frames(app, 3)
    assert app.metrics.size == (2560, 1440) and table.lay.scale == 2.0
    assert table.lay.board.w > 1.8 * board.w and table.undo_menu.undo_rect.h > 1.8 * undo.h
    assert (table.aim.ship, table.aim.angle, table.aim.power, table.aim.scale) == (ship, angle, power, 2.0)
    assert table.aim.origin_px == table.t.to_screen(*(lambda s: (s["x"], s["y"]))(table.view().ship(ship)))
    check(app, "the table after the window grew, a ship aimed with the keys")
    app.apply_settings(app.settings.with_changes(ui_scale=80))
    frames(app, 3)
    assert table.lay.scale == pytest.approx(0.8) and table.aim.scale == pytest.approx(0.8)
    check(app, "the table at 80% in a large window")
