"""A person can follow the computer players and the score: a bot's aim line and power show before
its flick, its other steps show one by one with a pause, "+N VP" rises where points are won, every
seat shows its projected score (the rules' projected_score, with its lines on hover), and nothing
the table shows a player is cut short in a four-player game at 1600x900 or 1280x720."""

from __future__ import annotations

import time

import pygame
import pytest

from game.ascending_empires.rules import actions as A
from game.ascending_empires.scenes import board as board_module
from game.ascending_empires.scenes import overlays
from game.ui import fonts
from game.ui.app import App, AppOptions
from tests.ascending_empires.helpers import occupy, planets
from tests.ascending_empires.ui.conftest import seed_where_first_player_starts
from tests.ui.driver import click, frames, run_until
from tests.ui.legibility import EXTRA_SIZES, size_id


def follow(app, computer_speed: str = "normal") -> None:
    app.settings = app.settings.with_changes(think_delay=0.0, computer_speed=computer_speed, animation_speed="fast")


def record_frames(app, scene, until, limit: int = 6000) -> list[tuple]:
    """(game clock, the step being shown, actions applied) after every frame until `until()`."""
    seen = []
    for _ in range(limit):
        app.frame()
        seen.append((app.clock_s, scene.bot_preview, len(scene.session.actions)))
        if until():
            return seen
        time.sleep(0.0005)  # the bots think on a thread
    raise AssertionError("the computer player never got there")


def test_a_bots_aim_line_and_power_show_before_its_flick_is_played(open_board, monkeypatch):
    app = open_board("ai:easy:Bob,human:Ann")
    scene = app.stack.top
    follow(app)
    aims = []
    real = overlays.draw_aim
    monkeypatch.setattr(overlays, "draw_aim", lambda surface, t, content, view, aim, area, s, guide=None: (
        aims.append((aim.ship, aim.angle, aim.power, aim.dragging)), real(surface, t, content, view, aim, area, s,
                                                                        guide)))

    def previewing_a_flick():
        return scene.bot_preview is not None and isinstance(scene.bot_preview[1], A.Flick)

    record_frames(app, scene, previewing_a_flick)
    shown_at, (player, flick) = app.clock_s, scene.bot_preview
    assert player == 0 and scene.flight is None, "not flicked yet"
    assert not any(isinstance(r.action, A.Flick) for r in scene.session.actions)
    assert isinstance(scene.session.actions[-1].action, A.Navigate), "the ship is picked up, then aimed"
    scene.draw(pygame.Surface((1600, 900)))
    assert aims[-1] == (flick.ship, flick.angle, flick.power, True), "its pull, aim line and power are drawn"
    record_frames(app, scene, lambda: scene.flight is not None)
    waited = app.clock_s - shown_at
    shown_for = scene.pace(board_module.BOT_SHOW[A.Flick])
    assert 0.45 <= shown_for <= 0.7, "about half a second at normal speed"
    assert shown_for - 1 / 30 <= waited <= shown_for + 4 / 60
    assert scene.flight.action == flick, "the flick played is the one shown"


def test_a_bots_steps_appear_one_by_one_with_a_pause(open_board):
    app = open_board("ai:easy:Bob,human:Ann")
    scene = app.stack.top
    follow(app)
    session = scene.session
    start = len(session.actions)  # (what the bot did while the board opened, at instant speed, is not watched)
    seen = record_frames(app, scene, lambda: session.state.current == 1 and not scene.busy())
    applied = [r.action for r in session.actions[start:]]
    assert any(isinstance(a, A.EndTurn) for a in applied) and len(applied) >= 2
    # every step of the bot was on screen before it was applied, for the time the scene asked
    for index, action in enumerate(applied, start):
        frames_shown = [clock for clock, preview, count in seen if count == index and preview == (0, action)]
        wanted = scene.pace(scene.preview_bot_move(0, action))
        if wanted > 0:
            assert frames_shown, f"{action} was never shown"
            assert frames_shown[-1] - frames_shown[0] >= wanted - 2 / 60, f"{action} shown too briefly"
    shown_steps = [a for a in applied if scene.preview_bot_move(0, a) > 0]
    assert any(isinstance(a, A.EndTurn) for a in shown_steps), "a beat before the next player's turn"


def test_a_bots_recruit_shows_on_its_disc_and_its_develop_on_its_placard(open_board, monkeypatch):
    from game.ui.table import BotPreview

    app = open_board("human:Ann,ai:easy:Bob")
    scene = app.stack.top
    state = scene.session.state
    frames(app, 1)
    follow(app)
    state.ships[:] = [ship for ship in state.ships if ship["owner"] != 1]
    state.players[1]["ships"] = 0
    state.current = 1  # Bob, with no ship anywhere: recruiting is all there is to do
    scene.session.state_edited()
    assert {type(a) for a in state.legal_actions(1)} == {A.Recruit}
    said = []
    real = overlays.label
    monkeypatch.setattr(overlays, "label", lambda surface, text, *rest: (said.append(text),
                                                                         real(surface, text, *rest))[1])
    record_frames(app, scene, lambda: scene.bot_preview is not None)
    player, action = scene.bot_preview
    assert isinstance(action, A.Recruit)
    before = state.disc(action.disc)["items"]["troop"]
    count = len(scene.session.actions)
    scene.draw(pygame.Surface((1600, 900)))
    assert "Recruit" in said and state.disc(action.disc)["items"]["troop"] == before, "shown, not yet placed"
    record_frames(app, scene, lambda: len(scene.session.actions) > count)
    assert state.disc(action.disc)["items"]["troop"] == before + 1
    # a technology about to be developed rings on the bot's own placard, with its name
    said.clear()
    scene._preview = BotPreview(1, A.Develop("grey"), scene.session.version, 5.0)
    surface = pygame.Surface((1600, 900))
    scene.draw(surface)
    tile = next(spot for p, spot in scene.placard_spots if p == 1 and spot.key == "tech:grey:1")
    assert "Develop Conscription" in said
    assert scene.owner_rgb(1) in [surface.get_at((tile.rect.centerx, tile.rect.y - d))[:3] for d in range(2, 7)]


def test_vp_won_rise_from_where_they_were_won(open_board):
    app = open_board("human:Ann,ai:easy:Bob")
    scene = app.stack.top
    app.settings = app.settings.with_changes(animation_speed="normal")
    state = scene.session.state
    grey = planets(state, "grey")[0]
    disc = occupy(state, grey, 0, troop=2, colony=1)
    scene.session.state_edited()
    frames(app, 1)
    click(app, "action:mine")
    click(app, f"disc:{grey}")
    vp = state.rules.mining[2]
    assert state.players[0]["tokens"] == vp > 0
    texts = [(item.text, item.pos) for item in scene.floaters.items]
    x, y = scene.t.to_screen(disc["x"], disc["y"] - disc["radius"])
    assert texts == [(f"+{vp} VP", (x, y))], "over the mined planet"


def test_every_seat_shows_its_projected_score_with_the_lines_on_hover(open_board):
    from tests.ascending_empires.ui.conftest import board_scene

    app = open_board("human:Ann,ai:easy,ai:easy,ai:easy")
    scene = board_scene(app)
    state = scene.session.state
    occupy(state, planets(state, "grey")[0], 0, troop=1, colony=1, city=1)
    occupy(state, planets(state, "purple")[0], 2, colony=1)
    state.players[3]["tokens"] = 4
    scene.session.state_edited()
    frames(app, 1 + 4)  # one changed placard is repainted a frame
    view = scene.view()
    shown = {p: spot for p, spot in scene.placard_spots if spot.key == "score"}
    assert sorted(shown) == [0, 1, 2, 3]
    for p, spot in shown.items():
        lines = view.projected_score(p)
        total = sum(line.points for line in lines)
        assert spot.title == f"Score if the game ended now: {total:g}"
        assert spot.text.split("\n") == [f"{line.label}: {line.points:g}" for line in lines]
    assert [int(shown[p].title.rsplit(" ", 1)[1]) for p in range(4)] != [0, 0, 0, 0]
    # a change of the position changes the seat's score on the placard
    state.players[1]["tokens"] += 3
    scene.session.state_edited()
    frames(app, 2)
    again = {p: spot for p, spot in scene.placard_spots if spot.key == "score"}
    assert again[1].title != shown[1].title and again[0].title == shown[0].title


@pytest.mark.parametrize("size", EXTRA_SIZES, ids=size_id)
def test_nothing_is_cut_short_while_four_computer_players_show_their_steps(size, tmp_path, monkeypatch):
    from game import userdata

    monkeypatch.setenv("ORRERY_HOME", str(tmp_path / "home"))
    userdata.data_dir.cache_clear()
    # a four-player game played by the player is in tests/ui/test_legibility.py; here the computer
    # players' steps are shown at normal speed (their words on the board)
    app = App(AppOptions(game="ascending_empires", players="ai:easy,ai:medium,ai:easy,ai:hard",
                         seed=seed_where_first_player_starts(4), window_size=size, strict=True, sound=False))
    follow(app)
    assert app.open_first_scene() == 0
    cut, previews = set(), set()
    try:
        scene = app.stack.top
        for _ in range(2400):
            app.frame()
            cut.update(fonts.shortened_this_frame())
            if scene.bot_preview is not None:
                previews.add(type(scene.bot_preview[1]).__name__)
            time.sleep(0.0005)
    finally:
        app.finish()
        for s in list(app.stack):
            s.exit()
        userdata.data_dir.cache_clear()
    assert {"Navigate", "Flick"} <= previews
    assert not cut, cut


@pytest.mark.parametrize("scale", [0.8, 1.0, 2.0])
def test_a_bots_pull_by_the_rim_stays_on_the_board_and_keeps_its_power(scale):
    board = pygame.Rect(round(300 * scale), round(8 * scale), round(700 * scale), round(700 * scale))
    left_edge = (board.x + 16 * scale, board.centery)
    aim = overlays.bot_aim(left_edge, A.Flick("s1", 0.0, 0.9), board, scale)  # flies right: pulled left
    assert board.collidepoint(aim.pull_px) and aim.power == 0.9 and not aim.in_dead_zone()
    free = overlays.bot_aim(board.center, A.Flick("s1", 0.0, 0.9), board, scale)
    assert free.pull > aim.pull and abs(free.pull_px[1] - board.centery) < 1e-6


def test_a_move_that_changes_every_placard_repaints_one_a_frame(open_board, monkeypatch):
    from game.ascending_empires.scenes import seats
    from tests.ascending_empires.ui.conftest import board_scene

    app = open_board("human:Ann,ai:easy,ai:easy,ai:easy")
    scene = board_scene(app)
    frames(app, 2)
    painted = []
    real = seats.draw_placard
    monkeypatch.setattr(seats, "draw_placard", lambda *args, **kw: painted.append(args[3]) or real(*args, **kw))
    for p in range(4):
        scene.session.state.players[p]["tokens"] += 1
    scene.session.state_edited()
    per_frame = []
    for _ in range(6):
        before = len(painted)
        frames(app, 1)
        per_frame.append(len(painted) - before)
    assert per_frame == [1, 1, 1, 1, 0, 0] and sorted(painted) == [0, 1, 2, 3]
