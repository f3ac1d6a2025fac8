"""Saves as a player meets them: Continue, Load with Delete, the pause menu, failed writes and a
user data folder that cannot be made. Driven with posted clicks and keys; failures really happen
(a file where a folder should be) or come from a monkeypatched write raising ENOSPC."""

from __future__ import annotations

import contextlib
import errno
import gc
import json
import os
import time

import pygame
import pytest

from game import userdata
from game.core import saves as saves_module
from game.core.config import GameConfig, Seat
from game.core.saves import SavingOff, list_saves, write_save
from game.core.session import GameSession
from game.ui import notices
from game.ui.scenes import confirm
from tests.ui import duel_table
from tests.ui.driver import centre_of, click, click_at, frames, items, key, press_at, release_at, run_until, settle_under, top


def start_duel(app, seats, seed=5):
    from game.ui.play import start_game

    assert start_game(app, app.catalogue.entry("toy_duel"), GameConfig("toy_duel", tuple(seats), (), seed))
    frames(app, 2)
    return list(app.stack)[0]


def play_a_round(app, table):
    """Ann picks a card, the bot answers: a turn ends, so the game autosaves."""
    rounds = table.session.state.round
    assert run_until(app, lambda: any(i.startswith("card:") for i in items(app)))
    click(app, next(i for i in items(app) if i.startswith("card:")))
    assert run_until(app, lambda: table.session.state.round == rounds + 1)
    app.save_writer.flush()


def quit_to_title(app):
    key(app, pygame.K_ESCAPE)
    assert top(app) == "pause"
    click(app, "quit")
    assert top(app) == "title"


def saved_session(names=("Ann", "Bob"), seed=5, steps=2, finish=False):
    seats = (Seat(names[0]),) + tuple(Seat(n, "ai", "easy") for n in names[1:])
    session = GameSession.start(duel_table.GAME, duel_table.CONTENT, GameConfig("toy_duel", seats, (), seed))
    while not session.state.is_terminal() and (finish or len(session.actions) < steps):
        player = session.state.to_act()[0]
        session.apply(player, session.state.legal_actions(player)[0])
    return session


def put_save(session, name=None, age_s=0.0):
    """Write a save straight into the saves folder, `age_s` seconds old."""
    path = write_save(userdata.saves_dir() / (name or f"autosave-toy_duel-{session.save_id}.json"), session)
    if age_s:
        data = json.loads(path.read_text())
        data["saved_unix"] -= age_s
        body = {k: v for k, v in data.items() if k != "checksum"}
        data["checksum"] = saves_module._checksum(body)
        path.write_text(json.dumps(data))
    return path


def open_load(app):
    click(app, "load")
    assert top(app) == "load"
    assert run_until(app, lambda: app.stack.top.task is None)
    frames(app, 2)
    return app.stack.top


def save_rows(app):
    return sorted(i[len("save:"):] for i in items(app) if i.startswith("save:"))


@pytest.fixture
def fast_bots(app):
    app.apply_settings(app.settings.with_changes(think_delay=0.0))
    return app


# --- one autosave per game in progress --------------------------------------------------------
def test_a_second_game_of_the_same_title_keeps_the_first_one(fast_bots):
    app = fast_bots
    first = start_duel(app, (Seat("Ann"), Seat("Medium bot", "ai", "easy")))
    play_a_round(app, first)
    play_a_round(app, first)
    quit_to_title(app)
    second = start_duel(app, (Seat("Player 1"), Seat("Computer 1", "ai", "easy")), seed=8)
    play_a_round(app, second)
    quit_to_title(app)
    assert run_until(app, lambda: "continue" in items(app))
    assert "Player 1, Computer 1" in app.stack.top.continue_label  # the most recently played
    open_load(app)
    autosaves = [i for i in list_saves(userdata.saves_dir()) if i.autosave]
    assert {i.players for i in autosaves} == {("Ann", "Medium bot"), ("Player 1", "Computer 1")}
    ann = next(i for i in autosaves if i.players[0] == "Ann")
    click(app, f"save:{ann.path.name}")
    assert run_until(app, lambda: top(app) == "duel_table")
    resumed = app.stack.top.session
    assert resumed.state.to_dict() == first.session.state.to_dict() and resumed.save_id == first.session.save_id
    play_a_round(app, app.stack.top)  # it goes on writing its own file
    assert sorted(p.name for p in userdata.saves_dir().iterdir() if not p.name.endswith(".lock")) == \
        sorted(i.path.name for i in autosaves)  # (the game open holds its lock beside its autosave)


def test_continue_skips_a_finished_game_and_load_shows_its_result(fast_bots):
    app = fast_bots
    unfinished = start_duel(app, (Seat("Ann"), Seat("Hal", "ai", "easy")))
    play_a_round(app, unfinished)
    quit_to_title(app)
    bots = start_duel(app, (Seat("Vega", "ai", "easy"), Seat("Orion", "ai", "easy")), seed=9)
    assert run_until(app, lambda: top(app) == "game_over")
    outcome = bots.session.state.outcome()
    click(app, "title")
    assert run_until(app, lambda: app.stack.top.autosave_task is None)
    frames(app, 2)
    assert "Ann, Hal" in app.stack.top.continue_label  # not the game that just ended
    load = open_load(app)
    _, _, second, _ = load.rows[0]  # the newest first
    winner = ["Vega", "Orion"][outcome.winners[0]] if len(outcome.winners) == 1 else None
    assert second.startswith("Finished: ") and "Vega" in second and "Orion" in second
    if winner:
        assert f"{winner} won" in second
    assert load.rows[1][2].startswith("In progress")


def test_resuming_a_version_1_autosave_keeps_writing_that_file(fast_bots):
    app = fast_bots
    path = put_save(saved_session(("Ann", "Bob")), name="autosave-toy_duel.json")
    data = json.loads(path.read_text())
    for field in ("save_id", "saved_unix", "finished", "result"):
        del data[field]
    data["version"] = 1
    data["checksum"] = saves_module._checksum({k: v for k, v in data.items() if k != "checksum"})
    path.write_text(json.dumps(data))
    app.stack.top.resume()
    assert run_until(app, lambda: "continue" in items(app))
    click(app, "continue")
    assert run_until(app, lambda: top(app) == "duel_table")
    app.save_writer.flush()
    assert sorted(p.name for p in userdata.saves_dir().iterdir()) == ["autosave-toy_duel.json",
                                                                      "autosave-toy_duel.json.lock"]
    assert json.loads(path.read_text())["version"] == saves_module.VERSION  # rewritten in the new format


# --- Delete, with a confirmation a double-click cannot give ----------------------------------
def test_delete_asks_first_and_a_double_click_never_deletes(app):
    keep = put_save(saved_session(("Ann", "Bob")), age_s=30)
    doomed = put_save(saved_session(("Cas", "Dan"), seed=7))
    open_load(app)
    assert save_rows(app) == sorted([keep.name, doomed.name])
    x, y, w, h = items(app)[f"delete:{doomed.name}"]
    spot = (x + w // 2, y + h // 2)
    settle_under(app, spot)  # Delete has been on screen a while
    for _ in range(2):  # a double-click on Delete
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
        frames(app, 2)
    frames(app, 2)
    assert top(app) == "confirm" and doomed.exists()
    cx, cy, cw, ch = items(app)["confirm"]
    click_at(app, (cx + cw // 2, cy + ch // 2))  # at once: too soon to be an answer
    assert top(app) == "confirm" and doomed.exists()
    key(app, pygame.K_RETURN)  # Enter keeps it
    assert top(app) == "load" and doomed.exists()
    click(app, f"delete:{doomed.name}")
    frames(app, int(confirm.ARM_S * 60) + 2)
    click(app, "confirm")
    assert run_until(app, lambda: app.stack.top.task is None and top(app) == "load")
    frames(app, 2)
    assert not doomed.exists() and keep.exists()
    assert save_rows(app) == [keep.name]


# --- failed writes are shown ------------------------------------------------------------------
@contextlib.contextmanager
def disk_full(monkeypatch):
    """Every write fails as on a full disk, until the block ends. The garbage collector waits
    meanwhile: a multiprocessing lock collected in the block would tell its resource tracker
    through os.write, and the tracker's lock was seen to deadlock there."""
    def write(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        with monkeypatch.context() as patch:
            patch.setattr(os, "write", write)
            yield
    finally:
        if was_enabled:
            gc.enable()


def test_pause_says_saved_only_once_it_is_on_disk(app, monkeypatch):
    import threading

    table = start_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    gate = threading.Event()
    real_write = saves_module.write_save_data

    def slow_write(path, save):
        gate.wait(10)
        return real_write(path, save)
    monkeypatch.setattr(saves_module, "write_save_data", slow_write)
    key(app, pygame.K_ESCAPE)
    click(app, "save")
    pause = app.stack.top
    frames(app, 5)
    assert pause.note == "Saving\u2026" and not list(userdata.saves_dir().glob("toy_duel-*.json"))
    gate.set()
    assert run_until(app, lambda: pause.note.startswith("Saved as "))
    assert (userdata.saves_dir() / pause.note[len("Saved as "):]).exists()
    assert table.session.autosaver.problem is None


def test_pause_shows_a_save_that_failed(app, monkeypatch):
    start_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    with disk_full(monkeypatch):
        click(app, "save")
        assert run_until(app, lambda: pause.save_job is None)
    assert pause.note.startswith("Could not save: the disk is full") and "Saved as" not in pause.note
    assert pause.note_colour == (255, 122, 144)


def test_a_failed_autosave_is_shown_on_the_table_and_the_old_one_kept(fast_bots, monkeypatch):
    app = fast_bots
    table = start_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    play_a_round(app, table)
    path = table.session.autosaver.target
    before = path.read_bytes()
    drawn = []
    real_banner = notices.draw_banner
    monkeypatch.setattr(notices, "draw_banner", lambda surface, text, *args, **kw: drawn.append(text) or
                        real_banner(surface, text, *args, **kw))
    with disk_full(monkeypatch):
        play_a_round(app, table)
        frames(app, 2)
    assert drawn and drawn[-1].startswith("Autosave failed: the disk is full")
    assert path.read_bytes() == before
    assert not [p for p in userdata.saves_dir().iterdir() if p.name.startswith(".tmp-")]


def test_the_banner_shows_on_a_real_game_table_that_draws_itself(make_app, monkeypatch):
    app = make_app()
    from game.ui.play import start_game

    entry = app.catalogue.entry("kardashev_scale")
    assert start_game(app, entry, GameConfig("kardashev_scale", (Seat("Ann"), Seat("Ben", "ai", "easy")), (), 3))
    frames(app, 3)
    session = next(s.session for s in app.stack if getattr(s, "session", None) is not None)
    session.autosaver = SavingOff("Orrery cannot make its saves folder /x (a file is in the way).")
    drawn = []
    real_banner = notices.draw_banner
    monkeypatch.setattr(notices, "draw_banner", lambda surface, text, *args, **kw: drawn.append(text) or
                        real_banner(surface, text, *args, **kw))
    frames(app, 2)
    assert drawn and drawn[-1].startswith("Saving is off")


def test_quitting_when_the_autosave_fails_offers_the_game_back(app, monkeypatch):
    table = start_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    key(app, pygame.K_ESCAPE)
    with disk_full(monkeypatch):
        click(app, "quit")
        assert run_until(app, lambda: top(app) == "confirm")
    assert "not saved" in app.stack.top.title and "the disk is full" in " ".join(app.stack.top.lines)
    key(app, pygame.K_RETURN)  # the safe answer: back to the game
    assert top(app) == "duel_table" and app.stack.top.session is table.session
    quit_to_title(app)  # the disk has room again: no question
    frames(app, 5)
    assert top(app) == "title"
    assert run_until(app, lambda: "continue" in items(app))


# --- no user data folder: the app runs with saving off ------------------------------------------
@pytest.mark.parametrize("blocked", ["home", "saves"])
def test_a_user_data_folder_that_cannot_be_made_switches_saving_off(make_app, tmp_path, monkeypatch, blocked):
    if blocked == "home":
        (tmp_path / "blocker").write_text("a file where a folder should be")
        monkeypatch.setenv("ORRERY_HOME", str(tmp_path / "blocker" / "orrery"))
    else:
        home = tmp_path / "home2"
        home.mkdir()
        (home / "saves").write_text("a file where the saves folder should be")
        monkeypatch.setenv("ORRERY_HOME", str(home))
    userdata.data_dir.cache_clear()
    app = make_app()
    assert top(app) == "title"
    title = app.stack.top
    assert run_until(app, lambda: title.autosave_task is None)
    assert "a file is in the way" in title.saving_off and "continue" not in items(app)
    app.apply_settings(app.settings.with_changes(volume=0.3))  # settings still apply for this run
    app.settings_writer.flush()
    open_load(app)
    assert save_rows(app) == []
    key(app, pygame.K_ESCAPE)
    table = start_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    assert isinstance(table.session.autosaver, SavingOff)
    assert notices.save_notice(app).startswith("Saving is off")
    key(app, pygame.K_ESCAPE)
    assert top(app) == "pause" and "save" not in items(app) and notices.save_notice(app).startswith("Saving is off")
    click(app, "quit")
    assert top(app) == "confirm" and "this game is lost" in " ".join(app.stack.top.lines)
    key(app, pygame.K_ESCAPE)
    assert top(app) == "pause"


# --- broken files and long names never spoil the title or Load ---------------------------------
def test_broken_files_and_leftovers_never_hide_continue(app):
    folder = userdata.saves_dir()
    good = put_save(saved_session(("Ann", "Bob")), age_s=120)
    (folder / "autosave-toy_duel-gone.json").symlink_to(folder / "nothing-here.json")
    (folder / "autosave-toy_duel-bad.json").write_text('{"format": "orrery-save", "version": 2')
    leftover = folder / ".tmp-k3j4h5.json"
    leftover.write_text('{"format": "orrery-save", "vers')
    old = time.time() - 3600
    os.utime(leftover, (old, old))
    app.stack.top.resume()
    assert run_until(app, lambda: "continue" in items(app))
    assert "Ann, Bob" in app.stack.top.continue_label
    assert not leftover.exists()
    open_load(app)
    assert save_rows(app) == sorted([good.name, "autosave-toy_duel-gone.json", "autosave-toy_duel-bad.json"])
    problems = [second for _, _, second, colour in app.stack.top.rows if colour == (255, 122, 144)]
    assert len(problems) == 2 and any("not there" in p for p in problems)


def test_a_press_held_while_continue_appears_still_clicks(app, monkeypatch):
    """The search for a game to continue ends between a press and its release: Continue is
    enabled in place, and the button under the pointer keeps its click."""
    import threading

    from game.ui.scenes import title as title_module

    put_save(saved_session(("Ann", "Bob")))
    searching = threading.Event()
    find = title_module.find_continue

    def find_when_let(flush):  # the search ends only when the test says so
        searching.wait(10)
        return find(flush)

    monkeypatch.setattr(title_module, "find_continue", find_when_let)
    title = app.stack.top
    title.resume()
    frames(app, 2)  # the buttons are on screen before the press (the click rule)
    assert "continue" not in items(app)
    new_game = next(i for i in items(app) if i.startswith("new:"))
    pos = centre_of(app, new_game)
    continue_button = title.control("continue").element
    press_at(pos, app=app)
    frames(app, 2)
    searching.set()
    assert run_until(app, lambda: "continue" in items(app))
    assert title.control("continue").element is continue_button  # enabled, not rebuilt
    release_at(pos)
    frames(app, 3)
    assert top(app) == "new_game"


def test_very_long_names_are_shortened_on_the_title_and_load(app):
    from game.ui import fonts

    put_save(saved_session(("Ann" * 3000, "B" * 20000)))
    app.stack.top.resume()
    assert run_until(app, lambda: "continue" in items(app))
    frames(app, 2)
    assert app.stack.top.continue_label.startswith("Continue: High Card Duel with AnnAnn")
    assert any(cut.startswith("Continue: High Card Duel with AnnAnn") for cut in fonts.shortened_this_frame())
    app.frame()
    shown = [t for t in fonts.texts_on(app.window) if t.text.startswith("Continue: High Card Duel with")]
    assert len(shown) == 1 and shown[0].text.endswith("\u2026")
    assert app.window.get_rect().contains(shown[0].rect)
    load = open_load(app)
    rect, first, second, _ = load.rows[0]
    assert first.endswith("\u2026") and fonts.font(17, "bold").size(first)[0] <= rect.width
    frames(app, 3)


def test_closing_the_window_mid_turn_keeps_every_move(fast_bots):
    app = fast_bots
    table = start_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    play_a_round(app, table)
    assert run_until(app, lambda: any(i.startswith("card:") for i in items(app)))
    click(app, next(i for i in items(app) if i.startswith("card:")))  # half a round: no autosave yet
    moves = len(table.session.actions)
    app.finish()
    saved = json.loads(table.session.autosaver.target.read_text())
    assert len(saved["actions"]) == moves


def test_playing_on_from_a_save_you_made_keeps_the_autosave_it_came_from(fast_bots):
    app = fast_bots
    table = start_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    play_a_round(app, table)
    key(app, pygame.K_ESCAPE)
    click(app, "save")
    assert run_until(app, lambda: app.stack.top.save_job is None)
    manual = userdata.saves_dir() / app.stack.top.note[len("Saved as "):]
    key(app, pygame.K_ESCAPE)
    play_a_round(app, table)
    quit_to_title(app)
    app.save_writer.flush()
    original = table.session.autosaver.target
    kept = original.read_bytes()
    open_load(app)
    click(app, f"save:{manual.name}")
    assert run_until(app, lambda: top(app) == "duel_table")
    branch = app.stack.top
    assert branch.session.save_id != table.session.save_id
    play_a_round(app, branch)
    assert original.read_bytes() == kept  # the game it was saved from is still there, as it was
    assert branch.session.autosaver.target != original and branch.session.autosaver.target.exists()


def test_load_names_the_mods_a_save_was_made_with_and_marks_missing_ones(app):
    path = put_save(saved_session(("Ann", "Hal")))
    data = json.loads(path.read_text())
    data["content"]["mods"] = ["ghost"]
    data["content"]["mod_versions"] = [["ghost", "1.2"]]
    data["checksum"] = saves_module._checksum({k: v for k, v in data.items() if k != "checksum"})
    path.write_text(json.dumps(data))
    load = open_load(app)
    _, _, second, _ = load.rows[0]
    assert second.startswith("In progress") and second.endswith("Mods: ghost 1.2 (missing)")
