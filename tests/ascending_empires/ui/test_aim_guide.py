"""The aim guide on the board scene, driven by posted mouse events: it promises where the flick
fired will stop (predicted on the worker process, cached per aim), says "off the board!" only when
the path leaves it, shows a bounce off a disc the ship touches, never shows a neighbouring aim as
a promise, and falls back to a plain line when the worker dies."""

from __future__ import annotations

import math
import os
import signal

import pygame
import pytest

from game.ascending_empires.physics.geometry import aim_contact, place_in_orbit
from game.ascending_empires.physics.resolver import Flick as PhysicsFlick
from game.ascending_empires.physics.resolver import resolve_flick
from game.ascending_empires.rules import actions as A
from game.ascending_empires.rules import table
from game.ascending_empires.scenes import aim_guide, choices
from game.ascending_empires.scenes.bench import play_random_steps
from game.core.rng import Rng
from tests.ascending_empires.helpers import put_ship
from tests.ui.driver import frames, run_until

WINDOW = pygame.Rect(0, 0, 1600, 900)


def post(event_type, **fields) -> None:
    pygame.event.post(pygame.event.Event(event_type, **fields))


def press(app, at) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    frames(app, 1)


def pull_to(app, to) -> None:
    post(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0))
    frames(app, 1)


def release(app, at) -> None:
    post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    frames(app, 1)


def exact_guide(app, scene):
    """Frames until the guide shows the prediction for exactly the aim on screen."""
    assert run_until(app, lambda: scene.guide.shown(scene.aim).kind == "exact", 4000), \
        f"no answer from the worker: {scene.guide.service.failure or 'still waiting'}"
    return scene.guide.prediction(scene.aim)


def ship_centre(scene, ship_id):
    return scene.ship_screen_rect(scene.view().ship(ship_id)).center


def pull_point(centre, angle: float, pull: float):
    """Where to drag to so the shot flies along `angle` (the pull is opposite), kept in the window."""
    x = centre[0] - pull * math.cos(angle)
    y = centre[1] - pull * math.sin(angle)
    return (min(WINDOW.right - 1, max(0, round(x))), min(WINDOW.bottom - 1, max(0, round(y))))


def mid_game(scene, seed: int, steps: int = 200) -> None:
    """Random legal steps from the start, ships of both players put in orbits round the board,
    then player 0 to choose an action."""
    state = scene.session.state
    play_random_steps(state, seed, steps)
    physics, board = scene.content.physics, scene.content.board
    rng = Rng(seed)
    for owner in (0, 1, 0, 1, 0, 0, 1, 0):
        disc = state.discs[rng.randrange(len(state.discs))]
        spot = place_in_orbit(table.disc_body(disc), [table.disc_body(d) for d in state.discs],
                              [table.ship_body(s) for s in state.ships], physics, board,
                              start_angle=rng.uniform(0, math.tau))
        if spot is not None:
            put_ship(state, owner, *spot)
    state.current, state.phase, state.moves_left, state.move_started, state.flick_ship = 0, "action", 0, False, None
    scene.session.state_edited()
    scene.on_state_replaced()


def open_lines_to_ships(scene, ship_id) -> list[float]:
    """Angles from the ship straight at another ship with nothing in between."""
    view = scene.view()
    me = view.ship(ship_id)
    discs, ships = [table.disc_body(d) for d in view.discs], [table.ship_body(s) for s in view.ships]
    found = []
    for other in view.ships:
        angle = math.atan2(other["y"] - me["y"], other["x"] - me["x"])
        if other is not me and aim_contact(scene.content.physics, scene.content.board, discs, ships, ship_id,
                                           angle).target == other["id"]:
            found.append(angle)
    return found


def aim_from(app, scene, ship) -> tuple[int, int]:
    """The ship moved where the test put it, then picked up: its centre on the screen."""
    scene.session.state_edited()
    frames(app, 1)
    centre = ship_centre(scene, ship["id"])
    press(app, centre)
    return centre


def words_said(monkeypatch) -> list[str]:
    """Every label the guide draws from now on, in order."""
    said = []
    real_label = aim_guide.label
    monkeypatch.setattr(aim_guide, "label", lambda surface, text, *rest: (said.append(text),
                                                                          real_label(surface, text, *rest))[1])
    return said


def resolved(scene, ship_id, angle, power):
    view = scene.view()
    return resolve_flick(scene.content.physics, scene.content.board, [table.disc_body(d) for d in view.discs],
                         [table.ship_body(s) for s in view.ships], PhysicsFlick(ship_id, angle, power))


def test_the_guide_shows_where_the_fired_flick_stops_for_50_seeded_aims(open_board):
    app = open_board("human,ai:easy", animation="instant")
    scene = app.stack.top
    session = scene.session
    mid_game(scene, 41)
    assert sum(ship["owner"] == 0 for ship in session.state.ships) >= 4
    saved = session.state.to_dict()
    rng = Rng(2024)
    lost = rams = knocks = 0
    for k in range(50):
        session.state = type(session.state).from_dict(session.content, saved)
        session.state_edited()
        scene.on_state_replaced()
        frames(app, 1)
        ships = sorted(choices.draggable_ships(scene.legal(), scene.view()))
        ship_id = ships[k % len(ships)]
        centre = ship_centre(scene, ship_id)
        press(app, centre)
        angle = rng.uniform(0, math.tau)
        if k % 3 == 0:  # every third straight at a ship in open line: knocks and rams
            angle = next(iter(open_lines_to_ships(scene, ship_id)), angle)
        to = pull_point(centre, angle, rng.uniform(24, 200))
        pull_to(app, to)
        predicted = exact_guide(app, scene)
        angle, power = scene.aim.flick_values()
        expected = resolved(scene, ship_id, angle, power)
        assert predicted.result == expected, f"aim {k}: the guide is the resolver's own result"
        assert predicted.leaves_board == (ship_id in expected.lost)
        release(app, to)
        assert run_until(app, lambda: scene.flight is None, 3000)
        fired = [r.action for r in session.actions if isinstance(r.action, A.Flick)][-1]
        assert (fired.ship, fired.angle, fired.power) == (ship_id, predicted.angle, predicted.power), \
            "the flick fired is the one the guide showed"
        after = session.state.ship(ship_id)
        if predicted.rest is None:
            assert after is None, "the guide said it leaves the board"
            lost += 1
        elif predicted.ram and ship_id in predicted.ram:
            assert after is None, "rammed: both ships go back to the supply"
            rams += 1
        else:
            assert (after["x"], after["y"]) == predicted.rest, f"aim {k}: the ship stops where the guide said"
        knocks += bool(predicted.knocked)
        assert scene.flick_checks[-1] is True
    assert scene.guide.requests <= 50
    assert 0 < lost < 50, "some of the seeded aims fly off the board, most do not"
    assert knocks > 0, "some knock other ships"


def test_aims_seen_before_come_from_the_cache_and_a_new_aim_never_shows_an_old_promise(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    ship_id = sorted(choices.draggable_ships(scene.legal(), scene.view()))[0]
    centre = ship_centre(scene, ship_id)
    board = scene.t.rect.center
    towards_centre = math.atan2(board[1] - centre[1], board[0] - centre[0])
    press(app, centre)
    first = pull_point(centre, towards_centre, 90)
    pull_to(app, first)
    exact_guide(app, scene)
    # one pixel further: another cell of the aim grid; until its answer comes, the last one is
    # only a faint hint ("nearby"), never shown as this aim's promise
    second = (first[0] - round(math.cos(towards_centre) * 3), first[1] - round(math.sin(towards_centre) * 3))
    pull_to(app, second)
    shown = scene.guide.shown(scene.aim)
    assert shown.kind == "nearby"
    assert (shown.prediction.angle, shown.prediction.power) != scene.aim.flick_values()
    second_prediction = exact_guide(app, scene)
    assert (second_prediction.angle, second_prediction.power) == scene.aim.flick_values()
    asked = scene.guide.requests
    pull_to(app, first)
    assert scene.guide.shown(scene.aim).kind == "exact", "an aim seen before is answered at once"
    assert scene.guide.requests == asked
    # a jump to an aim far from anything known: a faint short line until its answer comes
    pull_to(app, pull_point(centre, towards_centre + 2.0, 150))
    assert scene.guide.shown(scene.aim).kind == "pending"
    exact_guide(app, scene)


def test_off_the_board_is_said_only_when_the_predicted_path_leaves(open_board, monkeypatch):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    state = scene.session.state
    ship = next(s for s in state.ships if s["owner"] == 0)
    ship["x"], ship["y"] = 120.0, 400.0  # open space near the left edge
    centre = aim_from(app, scene, ship)
    said = words_said(monkeypatch)
    for pull, leaves in ((30, False), (50, False), (150, True), (200, True)):
        pull_to(app, pull_point(centre, math.pi, pull))  # the shot flies left, at the edge
        predicted = exact_guide(app, scene)
        expected = resolved(scene, ship["id"], *scene.aim.flick_values())
        said.clear()
        frames(app, 1)
        assert predicted.leaves_board is leaves is (ship["id"] in expected.lost)
        assert ("off the board!" in said) is leaves, f"pull {pull}"


def test_a_ship_touching_a_disc_shows_its_bounce_when_aimed_into_it(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    state = scene.session.state
    physics, disc = scene.content.physics, next(d for d in state.discs if d["kind"] == "planet")
    ship = next(s for s in state.ships if s["owner"] == 0)
    reach = disc["radius"] + physics.ship_radius + 0.005
    ship["x"], ship["y"] = disc["x"] + reach, disc["y"]  # right of the disc, touching it
    scene.session.state_edited()
    frames(app, 1)
    centre = ship_centre(scene, ship["id"])
    press(app, centre)
    pull_to(app, pull_point(centre, math.pi, 110))  # the shot points left, into the disc
    predicted = exact_guide(app, scene)
    assert predicted.bounces and math.dist(predicted.bounces[0], (ship["x"], ship["y"])) < 8
    assert predicted.rest[0] > ship["x"] + 20, "it comes back off the disc"
    surface = pygame.Surface((1600, 900))
    scene.draw(surface)
    x, y = scene.t.to_screen(*predicted.path[len(predicted.path) // 2])
    near = [surface.get_at((round(x) + dx, round(y) + dy))[:3] for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    assert aim_guide.AIM_INK in near, "the guide's path is drawn"


def test_a_bounce_is_a_diamond_unlike_the_stop_ring_and_a_key_says_which_is_which(open_board, monkeypatch):
    """Play test N3: a shot bouncing straight back showed two rings on one line, and which was the
    stop was clear only after firing. The bounce is now a diamond, and a key names both marks."""
    blank = pygame.Surface((40, 40))
    aim_guide.bounce_mark(blank, aim_guide.AIM_INK, (20, 20))
    ink = [(x, y) for x in range(40) for y in range(40) if blank.get_at((x, y))[:3] == aim_guide.AIM_INK]
    tip = aim_guide.BOUNCE_MARK  # units: at a scale of 1, pixels
    assert {(20, 20 - tip), (20 + tip, 20), (20, 20 + tip), (20 - tip, 20)} <= set(ink), "four points: a diamond"
    assert (20, 20) not in ink, "hollow, unlike the stop's dot"
    app = open_board("human,ai:easy")
    scene = app.stack.top
    state = scene.session.state
    physics, disc = scene.content.physics, next(d for d in state.discs if d["kind"] == "planet")
    ship = next(s for s in state.ships if s["owner"] == 0)
    ship["x"], ship["y"] = disc["x"] + disc["radius"] + physics.ship_radius + 0.005, disc["y"]
    scene.session.state_edited()
    frames(app, 1)
    centre = ship_centre(scene, ship["id"])
    press(app, centre)
    pull_to(app, pull_point(centre, math.pi, 110))  # straight into the disc: it bounces back
    predicted = exact_guide(app, scene)
    marks, keys = [], []
    monkeypatch.setattr(aim_guide, "bounce_mark", lambda surface, colour, at, s=1.0: marks.append(at))
    real_key = aim_guide.draw_marks_key
    monkeypatch.setattr(aim_guide, "draw_marks_key", lambda surface, area, s: keys.append(real_key(surface, area, s)))
    scene.draw(pygame.Surface((1600, 900)))
    bounces = [scene.t.to_screen(*p) for p in predicted.bounces]
    assert len(keys) == 1 and keys[0].collidepoint(marks[-1])  # the key shows the diamond too
    assert marks[:-1] == bounces
    assert aim_guide.MARKS_KEY == ("bounce", "stops here")


def test_when_the_worker_dies_the_guide_is_a_plain_line_and_play_goes_on(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    assert scene.guide.available
    os.kill(scene.guide.service.pid, signal.SIGKILL)
    assert run_until(app, lambda: not scene.guide.available, 4000)
    ship_id = sorted(choices.draggable_ships(scene.legal(), scene.view()))[0]
    centre = ship_centre(scene, ship_id)
    press(app, centre)
    board = scene.t.rect.center
    to = pull_point(centre, math.atan2(board[1] - centre[1], board[0] - centre[0]), 100)
    pull_to(app, to)
    frames(app, 3)
    assert scene.guide.shown(scene.aim).kind == "plain"
    release(app, to)
    assert run_until(app, lambda: scene.flight is None, 3000)
    assert any(isinstance(r.action, A.Flick) for r in scene.session.actions), "the flick is still played"


def test_the_worker_runs_while_the_table_is_open_and_is_let_go_when_it_closes(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    assert scene.guide.service._worker.alive() and scene.guide.service.running
    app.to_title()
    assert not scene.guide.service.running and not scene.guide.available
    bots = open_board("ai:easy,ai:easy")
    assert bots.stack.top.guide.service.pid is None, "no guide to predict at a table without players"


def test_the_resting_spot_says_whether_it_will_be_in_orbit(open_board, monkeypatch):
    """A bounce mark and the resting spot look alike: the spot says "in orbit" exactly when the
    rules will count the ship in orbit of a disc where it stops, and outlines that disc's ring."""
    app = open_board("human,ai:easy")
    scene = app.stack.top
    state = scene.session.state
    content = scene.content
    ship = next(s for s in state.ships if s["owner"] == 0)
    disc = next(d for d in state.discs if d["kind"] == "planet"
                and not any(math.dist((o["x"], o["y"]), (d["x"] + 110, d["y"])) < o["radius"] + 40
                            for o in state.discs))  # open space right of it
    ship["x"], ship["y"] = disc["x"] + 110.0, disc["y"]
    centre = aim_from(app, scene, ship)
    said = words_said(monkeypatch)
    seen = set()
    for pull in range(18, 70, 4):
        pull_to(app, pull_point(centre, math.pi, pull))  # towards the disc
        predicted = exact_guide(app, scene)
        fired = resolved(scene, ship["id"], *scene.aim.flick_values())
        rest = fired.positions[ship["id"]]  # where the flick fired on release stops
        orbiting = [d["id"] for d in state.discs if table.orbit_test(
            rest, table.disc_body(d), content.physics, content.board, False)]
        said.clear()
        frames(app, 1)
        words = "in orbit" if orbiting else "not in orbit"
        assert words in said and ({"in orbit", "not in orbit"} - {words}).isdisjoint(said), f"pull {pull}: {said}"
        assert predicted.rest == pytest.approx(rest)
        seen.add(words)
    assert seen == {"in orbit", "not in orbit"}, "the pulls tried stop both short of the ring and in it"


def test_a_predicted_ram_says_ram_and_no_resting_spot(open_board, monkeypatch):
    """Both ships of a ram are lost: the guide says "ram!" where they meet and no longer says
    "in orbit" or "not in orbit" beside it (play test: both were said at once)."""
    app = open_board("human,ai:easy")
    scene = app.stack.top
    state = scene.session.state
    ship = next(s for s in state.ships if s["owner"] == 0)
    enemy = next(s for s in state.ships if s["owner"] == 1)
    ship["x"], ship["y"] = 120.0, 400.0  # open space near the left edge
    enemy["x"], enemy["y"] = 200.0, 400.0  # straight ahead of it
    centre = aim_from(app, scene, ship)
    said = words_said(monkeypatch)
    pull_to(app, pull_point(centre, 0.0, 60))  # the shot flies right, into the enemy ship
    predicted = exact_guide(app, scene)
    assert predicted.ram_at is not None
    said.clear()
    frames(app, 1)
    assert "ram!" in said and "in orbit" not in said and "not in orbit" not in said, said
