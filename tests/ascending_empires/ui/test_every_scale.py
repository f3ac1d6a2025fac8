"""Flicking reads and works alike at every window size and UI scale: the slingshot's dead zone and
full pull are design units (so they grow with the scale), keyboard aiming turns and powers the
same, and the flick fired is exactly the one the guide predicted, whatever pixels map to it.
What issue 28 found over other words stays clear at every scale: the power meter's % inside the
board, "in orbit" off the resting ring, "Final round" on a line of its own under the header, the
Hint's "Thinking..." clear of its turning mark."""

from __future__ import annotations

import math

import pygame
import pytest

from game.ascending_empires.physics.prediction import snap
from game.ascending_empires.rules import actions as A
from game.ascending_empires.scenes import aim_guide, aiming, choices, layout, overlays
from game.ascending_empires.scenes.layout import table_layout
from game.ascending_empires.scenes.model import Status
from game.ascending_empires.scenes.status import draw_status
from game.ui import fonts, look
from game.ui.metrics import Metrics, default_ui_scale
from tests.ascending_empires.ui.test_aim_guide import exact_guide, post
from tests.ui.driver import frames, key, run_until
from tests.ui.layout import SIZES

# (window, UI scale asked, the scale the table is drawn at)
SCALES = [((1280, 720), 80, 0.8), ((1600, 900), 125, 1.25), ((2560, 1440), 200, 2.0)]


def opened(open_board, size, percent):
    app = open_board("human,ai:easy", animation="instant", window_size=size, ui_scale=percent)
    frames(app, 2)
    return app, app.stack.top


def my_ship(scene):
    return scene.view().ship(sorted(choices.draggable_ships(scene.legal(), scene.view()))[0])


def towards_board_centre(scene, centre) -> float:
    board = scene.t.rect.center
    return math.atan2(board[1] - centre[1], board[0] - centre[0])


def pulled(centre, angle: float, pull_px: float) -> tuple[int, int]:
    return (round(centre[0] - pull_px * math.cos(angle)), round(centre[1] - pull_px * math.sin(angle)))


def flicks(scene) -> list:
    return [r.action for r in scene.session.actions if isinstance(r.action, A.Flick)]


def labels_drawn(scene, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """The aim's labels (words and pill) as the next frame draws them."""
    said = []
    real = overlays.label
    monkeypatch.setattr(overlays, "label", lambda surface, text, *rest: said.append((text, real(surface, text, *rest)))
                        or said[-1][1])
    scene.draw(pygame.Surface(scene.metrics.size))
    monkeypatch.setattr(overlays, "label", real)
    return said


def landed_where_promised(app, scene, ship_id, predicted) -> None:
    assert run_until(app, lambda: scene.flight is None, 3000)
    fired = flicks(scene)[-1]
    assert (fired.ship, fired.angle, fired.power) == (ship_id, predicted.angle, predicted.power), \
        "the flick fired is the one the guide showed"
    after = scene.session.state.ship(ship_id)
    assert (after["x"], after["y"]) == predicted.rest, "the ship stops where the guide said"
    assert scene.flick_checks[-1] is True, "the rules got exactly the flight shown"


@pytest.mark.parametrize("size,percent,scale", SCALES, ids=lambda v: str(v))
def test_the_slingshot_means_the_same_pull_at_every_scale(open_board, monkeypatch, size, percent, scale):
    app, scene = opened(open_board, size, percent)
    assert scene.lay.scale == pytest.approx(scale)
    ship = my_ship(scene)
    centre = scene.ship_screen_rect(ship).center
    angle = towards_board_centre(scene, centre)
    dead, full = aiming.DEAD_ZONE * scale, aiming.FULL_PULL * scale

    # a pull just short of the dead zone (in window pixels: longer at a larger scale) fires nothing
    post(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)
    frames(app, 1)
    short = pulled(centre, angle, dead - 3)
    post(pygame.MOUSEMOTION, pos=short, rel=(0, 0), buttons=(1, 0, 0))
    frames(app, 1)
    assert scene.aim.in_dead_zone()
    assert "pull back further, or let go to cancel" in [text for text, _ in labels_drawn(scene, monkeypatch)]
    post(pygame.MOUSEBUTTONUP, pos=short, button=1)
    frames(app, 2)
    assert not flicks(scene) and scene.aim is not None and not scene.aim.dragging, \
        "a release in the dead zone keeps the ship picked for the keys"

    # half way between the dead zone and a full pull is half power, and the meter says so
    post(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)
    frames(app, 1)
    half = pulled(centre, angle, dead + 0.5 * (full - dead))
    post(pygame.MOUSEMOTION, pos=half, rel=(0, 0), buttons=(1, 0, 0))
    frames(app, 1)
    assert scene.aim.power == pytest.approx(0.5, abs=0.01)
    assert math.remainder(scene.aim.angle - angle, math.tau) == pytest.approx(0, abs=0.01)
    predicted = exact_guide(app, scene)
    shown = dict(labels_drawn(scene, monkeypatch))
    percent_words = f"{round(scene.aim.power * 100)}%"
    assert percent_words in shown and scene.lay.board.contains(shown[percent_words])
    assert fonts.font(overlays.text_px(scale, overlays.LABEL_SIZE), "bold").get_height() <= shown[percent_words].h
    post(pygame.MOUSEBUTTONUP, pos=half, button=1)
    frames(app, 1)
    landed_where_promised(app, scene, ship["id"], predicted)


@pytest.mark.parametrize("size,percent,scale", SCALES, ids=lambda v: str(v))
def test_keyboard_aiming_turns_powers_and_fires_the_promised_flick_at_every_scale(open_board, monkeypatch, size,
                                                                                  percent, scale):
    app, scene = opened(open_board, size, percent)
    key(app, pygame.K_TAB)
    aim = scene.aim
    assert aim is not None and not aim.dragging and aim.scale == pytest.approx(scale)
    ship_id = aim.ship
    start_angle, start_power = aim.angle, aim.power
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_PAGEDOWN, mod=pygame.KMOD_SHIFT)
    assert math.remainder(aim.angle - start_angle - 3 * aiming.TURN_STEP, math.tau) == pytest.approx(0, abs=1e-9)
    assert aim.power == pytest.approx(start_power + 2 * aiming.POWER_STEP - aiming.FINE_POWER_STEP)
    predicted = exact_guide(app, scene)
    assert (predicted.angle, predicted.power) == snap(aim.angle, aim.power)
    shown = labels_drawn(scene, monkeypatch)
    words = [text for text, _ in shown]
    assert f"{round(aim.power * 100)}%" in words and any("Enter fires" in text for text in words)
    assert all(scene.lay.board.contains(pill) for _, pill in shown), "the meter and the keys stay on the board"
    key(app, pygame.K_RETURN)
    landed_where_promised(app, scene, ship_id, predicted)


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5, 2.0])
def test_the_power_meter_and_its_percent_stay_inside_by_every_edge(scale):
    area = pygame.Rect(round(300 * scale), round(8 * scale), round(700 * scale), round(700 * scale))
    surface = pygame.Surface((area.right + 40, area.bottom + 40))
    inset = round(3 * scale)
    corners = [(area.left + inset, area.top + inset), (area.right - inset, area.top + inset),
               (area.left + inset, area.bottom - inset), (area.right - inset, area.bottom - inset), area.center]
    for anchor in corners:
        for away in (None, (anchor[0] - 30, anchor[1]), (anchor[0] + 30, anchor[1])):
            pill = overlays.draw_power_meter(surface, anchor, 1.0, area, scale, away_from=away)
            meter = overlays.meter_place(anchor, area, scale, away, pill.h + overlays.px(scale, 4))
            frame = meter.inflate(2 * overlays.px(scale, 3), 2 * overlays.px(scale, 3))
            assert area.contains(pill) and area.contains(frame), f"{anchor}, {scale}: {pill}, {frame}"
            assert not pill.colliderect(frame), "the % sits above its gauge"
            assert meter.h == overlays.px(scale, overlays.METER[1]), "the gauge grows with the scale"


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5, 2.0])
def test_in_orbit_keeps_clear_of_the_resting_ring_at_every_scale(scale):
    area = pygame.Rect(0, 0, round(700 * scale), round(700 * scale))
    size = overlays.text_px(scale, overlays.LABEL_SIZE)
    ring = 14 * scale
    for end, came_from in (((area.centerx, area.centery), (area.centerx, area.centery - 90)),  # from above
                           ((area.centerx, area.centery), (area.centerx, area.centery + 90)),  # from below
                           ((area.centerx, area.bottom - 20 * scale), (area.centerx - 90, area.bottom - 20 * scale))):
        for words in ("in orbit", "not in orbit"):
            spot, anchor = aim_guide.orbit_words_spot(end, ring, [came_from, end], words, size, area, scale)
            pill = overlays.pill_of(words, size, spot, anchor, scale)
            assert area.contains(pill)
            nearest = (min(max(end[0], pill.left), pill.right), min(max(end[1], pill.top), pill.bottom))
            assert math.dist(nearest, end) > ring, f"the words over the ring at {end}, scale {scale}"
            path_side = came_from[1] - end[1]
            if path_side:
                assert (pill.centery - end[1]) * path_side < 0, "the words on the side the path does not come from"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hints_thinking_words_keep_clear_of_its_turning_mark(size):
    """While a hint is worked out the Hint button says "Thinking..." with a turning mark at its
    right end (game/ui/hint.py): the button is wide enough for both, at every UI scale."""
    for percent in (80, 100, default_ui_scale(size), 200):
        metrics = Metrics.for_window(size, percent)
        button = table_layout(metrics, 4).hint
        c = metrics.classic_px
        mark_left = button.right - c(14) - c(14) // 2  # hint.py's _draw_progress
        for words in layout.HINT_WORDS:
            w = fonts.font(metrics.classic_text(15)).size(words)[0]  # the small_button style's font
            assert button.centerx + w / 2 <= mark_left, f"{words} at {size}, {metrics.percent}%"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_final_round_has_a_line_of_its_own_under_the_header(size, monkeypatch):
    """The status panel of the longest name's turn in the final round, with a Move under way: the
    title, the turn, "Final round", the words, the pool and the moves left, none over another."""
    drawn = []
    real = look.blit_text
    monkeypatch.setattr(look, "blit_text", lambda surface, text, *rest, **kw: drawn.append(
        (text, real(surface, text, *rest, **kw))) or drawn[-1][1])
    for percent in (80, default_ui_scale(size), 200):
        metrics = Metrics.for_window(size, percent)
        rect = table_layout(metrics, 4).status
        shown = Status(False, "Alexandra Kowalska's turn", 0, 23, "Alexandra Kowalska is moving: flick a ship "
                       "or end the movement", True, (2, 3), 4, 40)
        drawn.clear()
        draw_status(pygame.Surface(metrics.size), rect, shown, lambda *args: None, metrics.scale)
        words = [text for text, _ in drawn]
        assert any(text.startswith("Final round") for text in words), words
        for i, (text, box) in enumerate(drawn):
            assert rect.contains(box), f"{text} outside the panel at {size}, {metrics.percent}%"
            clash = [other for other, b in drawn[i + 1:] if b.colliderect(box)]
            assert not clash, f"{text} over {clash} at {size}, {metrics.percent}%"


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5, 2.0])
def test_the_power_meter_keeps_off_the_guides_words(scale):
    """A pull by the board's top corner with "in orbit" written just beside it (as at a ship in
    its homeworld's orbit shot along the top): the gauge and its % go where they cover no word."""
    area = pygame.Rect(round(330 * scale), round(12 * scale), round(690 * scale), round(690 * scale))
    surface = pygame.Surface((area.right + 40, area.bottom + 40))
    anchor = (area.x + round(105 * scale), area.y - round(10 * scale))  # the pointer, past the rim
    for words in ([overlays.pill_of("in orbit", overlays.text_px(scale, 12), (anchor[0] - round(30 * scale),
                                                                               area.y + round(20 * scale)),
                                    "midtop", scale)],
                  [pygame.Rect(anchor[0] - round(60 * scale), area.y, round(200 * scale), round(30 * scale))]):
        for away in (None, (anchor[0] - round(40 * scale), anchor[1] + round(60 * scale))):
            pill = overlays.draw_power_meter(surface, anchor, 0.49, area, scale, away_from=away, avoid=words)
            meter = overlays.meter_place(anchor, area, scale, away, pill.h + overlays.px(scale, 4), words)
            frame = meter.inflate(2 * overlays.px(scale, 3), 2 * overlays.px(scale, 3))
            assert area.contains(pill) and area.contains(frame)
            assert pill.collidelist(words) < 0 and frame.collidelist(words) < 0, f"{scale}: {pill} {frame} {words}"
