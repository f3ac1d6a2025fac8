"""Game over's Watch replay: the game played again on its own table, move by move, read-only."""

from __future__ import annotations

import pygame

from game.core.replay import Replay
from game.ui.scenes.replay import ReplayScene
from tests.ui.driver import click, click_at, frames, items, key, run_until, top
from tests.ui.test_final_table import finished_game


def replay_scene(app) -> ReplayScene:
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    return scene


def watch_a_finished_game(app):
    """A finished duel's table and, over its scores, Watch replay opened on it."""
    table = finished_game(app)
    click(app, "replay")
    return table, replay_scene(app)


def test_the_replay_starts_at_the_first_position_and_steps_through_the_moves(app):
    table, scene = watch_a_finished_game(app)
    played = table.session
    replay = scene.replay
    assert top(app) == "replay" and [s.name for s in app.stack.visible()] == ["replay"]
    assert replay.played == 0 and replay.total == len(played.actions) > 2
    assert replay.state.to_dict() == played.snapshots[0]
    assert {"replay_back", "replay_play", "replay_next", "replay_scores", "log"} <= set(items(app))
    click(app, "replay_next")
    assert run_until(app, lambda: scene.settled())
    assert replay.played == 1 and replay.actions[0] == played.actions[0]
    assert replay.log == played.log[:len(replay.log)] and replay.log
    key(app, pygame.K_RIGHT)
    assert run_until(app, lambda: scene.settled()) and replay.played == 2
    key(app, pygame.K_LEFT)
    assert replay.played == 1 and replay.log == played.log[:len(replay.log)]
    key(app, pygame.K_END)
    assert run_until(app, lambda: scene.settled())
    assert replay.played == replay.total and replay.state.to_dict() == played.state.to_dict()
    assert replay.log == played.log
    frames(app, 3)
    assert top(app) == "replay"  # the end of the replay stays on its table (no second game over)
    key(app, pygame.K_HOME)
    assert replay.played == 0 and replay.state.to_dict() == played.snapshots[0] and replay.log == []


def test_a_click_on_the_progress_bar_jumps_there(app):
    table, scene = watch_a_finished_game(app)
    played = table.session
    line = scene.progress_line()
    for share in (0.5, 0.25, 1.0):
        x = line.x + round(line.w * share) - (1 if share == 1.0 else 0)
        click_at(app, app.viewport.to_window((x, line.centery)))
        assert run_until(app, lambda: scene.settled())
        assert abs(scene.replay.played - share * scene.replay.total) <= 1
        assert scene.replay.log == played.log[:len(scene.replay.log)]
    assert scene.replay.state.to_dict() == played.state.to_dict()


def test_shift_and_an_arrow_go_a_turn_at_a_time(app):
    table, scene = watch_a_finished_game(app)
    played = table.session
    replay = scene.replay
    seen = []
    while replay.next_move() is not None:
        key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
        assert run_until(app, lambda: scene.settled())
        seen.append(replay.played)
    assert len(seen) >= 2 and seen == sorted(set(seen)) and seen[-1] == replay.total
    assert set(seen[:-1]) <= replay.turn_ends  # each stop the end of a turn
    for earlier in reversed([0] + seen[:-1]):
        key(app, pygame.K_LEFT, pygame.KMOD_SHIFT)
        assert replay.played == earlier and replay.log == played.log[:len(replay.log)]


def test_play_shows_the_moves_one_after_another_and_pauses(app):
    table, scene = watch_a_finished_game(app)
    click(app, "replay_play")
    assert scene.playing and app.stack.top.control("replay_play").element.text == "Pause"
    assert run_until(app, lambda: scene.replay.played >= 3)
    key(app, pygame.K_SPACE)
    assert not scene.playing
    stopped = scene.replay.played
    frames(app, 30)
    assert scene.replay.played == stopped
    key(app, pygame.K_SPACE)
    assert run_until(app, lambda: scene.replay.next_move() is None and scene.settled())
    assert not scene.playing and scene.replay.state.to_dict() == table.session.state.to_dict()


def test_the_replay_is_read_only_and_leaves_the_played_game_as_it_ended(app):
    table, scene = watch_a_finished_game(app)
    played_before = table.session.state.to_dict()
    replica = scene.table
    assert replica is not table and type(replica) is type(table) and replica.session is scene.replay
    click(app, "replay_next")
    assert run_until(app, lambda: scene.settled())
    assert replica.deciding_player() is None and not replica.session.human_players_to_act()
    assert replica.button("poke") is not None and not replica.button("poke").is_enabled  # greyed: watched, not played
    click_at(app, app.viewport.to_window((280, 424)))  # the table's own button: nothing happens
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert replica.pokes == 0 and scene.replay.played == 1
    key(app, pygame.K_ESCAPE)
    assert top(app) == "game_over" and table.session.state.to_dict() == played_before


def test_a_replay_of_a_real_game_plays_to_the_same_end_and_back():
    """Any game: stepping back from the end lands on the positions the game went through."""
    from game.core.config import GameConfig, Seat
    from game.core.session import GameSession
    from tests.ui import duel_table

    seats = (Seat("Ann", "ai", "easy"), Seat("Bob", "ai", "easy"))
    played = GameSession.start(duel_table.GAME, duel_table.CONTENT, GameConfig("toy_duel", seats, (), 9))
    positions = [played.state.to_dict()]
    while not played.state.is_terminal():
        player = played.state.to_act()[0]
        played.apply(player, played.state.legal_actions(player)[0])
        positions.append(played.state.to_dict())
    replay = Replay(played)
    while replay.next_move() is not None:
        replay.play_next()
        assert replay.state.to_dict() == positions[replay.played]
    for count in range(replay.total, -1, -1):
        replay.go_back_to(count)
        assert replay.state.to_dict() == positions[count] and replay.played == count


def test_a_finished_game_loaded_from_a_save_can_be_watched_again(app):
    from tests.ui.test_saves_ui import open_load, put_save, saved_session

    played = saved_session(finish=True)
    assert played.state.is_terminal()
    path = put_save(played)
    open_load(app)
    click(app, f"save:{path.name}")
    assert run_until(app, lambda: top(app) == "game_over")
    click(app, "replay")
    scene = replay_scene(app)
    assert scene.replay.total == len(played.actions) and scene.replay.played == 0
    key(app, pygame.K_END)
    assert run_until(app, lambda: scene.settled())
    assert scene.replay.state.to_dict() == played.state.to_dict() and scene.replay.log == played.log
