import errno
import json
import os
import threading
import time

import pytest

from game.core import registry
from game.core import saves as saves_module
from game.core.config import GameConfig, Seat
from game.core.content.loader import Content
from game.core.errors import SaveError
from game.core.saves import (MAX_LISTED_CHARS, BackgroundWriter, SavingOff, _checksum, autosave_path,
                             delete_save, enable_autosave, latest_unfinished, list_saves, load_session,
                             remove_stale_temp_files, write_save)
from game.core.session import GameSession
from game.core.rng import Rng
from tests.core.toygame import CONTENT, GAME


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    monkeypatch.setitem(registry.GAME_MODULES, "toy_duel", "tests.core.toygame")


def new_session(seed=3, names=("Ann", "Bob")):
    seats = tuple(Seat(n) for n in names[:1]) + tuple(Seat(n, "ai", "easy") for n in names[1:])
    return GameSession.start(GAME, CONTENT, GameConfig("toy_duel", seats, (), seed))


def play(session, steps, seed=3):
    rng = Rng(seed)
    for _ in range(steps):
        if session.state.is_terminal():
            return session
        player = session.state.to_act()[0]
        legal = session.state.legal_actions(player)
        session.apply(player, legal[rng.randrange(len(legal))])
    return session


def played_session(steps=7, seed=3):
    return play(new_session(seed), steps, seed)


def play_to_the_end(session):
    while not session.state.is_terminal():
        player = session.state.to_act()[0]
        session.apply(player, session.state.legal_actions(player)[0])
    return session


def loader(game_id):
    return CONTENT


def rewrite(path, change):
    """Edit a save and give it a correct checksum again, as a careful hand (or a bug) would."""
    data = json.loads(path.read_text())
    change(data)
    body = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = _checksum(body)
    path.write_text(json.dumps(data))


def test_round_trip_resumes_exactly(tmp_path):
    session = played_session()
    path = write_save(tmp_path / "a.json", session)
    loaded = load_session(path, loader)
    assert loaded.state.to_dict() == session.state.to_dict()
    assert [a.action for a in loaded.actions] == [a.action for a in session.actions]
    assert loaded.log == session.log
    assert loaded.save_id == session.save_id  # the same game in progress: it keeps writing the same autosave
    # and the game goes on identically from there
    for s in (session, loaded):
        player = s.state.to_act()[0]
        s.apply(player, s.state.legal_actions(player)[0])
    assert loaded.state.to_dict() == session.state.to_dict()


def test_write_is_atomic_and_leaves_no_temporary_files(tmp_path):
    write_save(tmp_path / "a.json", played_session())
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


@pytest.mark.parametrize("cut", [1, 50, 0.5, -2])
def test_truncated_save_is_refused(tmp_path, cut):
    path = write_save(tmp_path / "a.json", played_session())
    text = path.read_text()
    keep = int(len(text) * cut) if isinstance(cut, float) else cut
    path.write_text(text[:keep])
    with pytest.raises(SaveError, match="damaged|not an Orrery save"):
        load_session(path, loader)


def test_edited_save_fails_its_checksum(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    data = json.loads(path.read_text())
    data["current"]["scores"][0] += 5
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="checksum"):
        load_session(path, loader)


def test_unknown_version_is_refused(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    data = json.loads(path.read_text())
    data["version"] = 99
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="different version"):
        load_session(path, loader)


def test_changed_content_is_refused(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    with pytest.raises(SaveError, match="different High Card Duel content"):
        load_session(path, lambda game_id: Content("toy_duel", {}, identity="toy-2"))


def test_save_whose_moves_do_not_lead_to_its_position_is_refused(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    rewrite(path, lambda data: data["current"]["scores"].__setitem__(0, data["current"]["scores"][0] + 1))
    with pytest.raises(SaveError, match="do not lead"):
        load_session(path, loader)


def test_not_a_save(tmp_path):
    path = tmp_path / "x.json"
    path.write_text('{"hello": 1}')
    with pytest.raises(SaveError, match="not an Orrery save"):
        load_session(path, loader)


def test_autosave_in_background_and_latest(tmp_path):
    session = played_session(steps=0)
    writer = BackgroundWriter()
    enable_autosave(session, tmp_path, writer)
    for _ in range(4):
        player = session.state.to_act()[0]
        session.apply(player, session.state.legal_actions(player)[0])
    writer.flush()
    latest = latest_unfinished(tmp_path)
    assert latest.path == autosave_path(tmp_path, "toy_duel", session.save_id)
    loaded = load_session(latest.path, loader)
    assert loaded.state.round == session.state.round
    infos = list_saves(tmp_path)
    assert infos[0].players == ("Ann", "Bob") and infos[0].autosave and not infos[0].finished


# --- one autosave per game in progress --------------------------------------------------------
def test_two_games_of_one_title_keep_their_own_autosaves(tmp_path):
    first = new_session(seed=3, names=("Ann", "Medium bot"))
    enable_autosave(first, tmp_path)
    play(first, 6)
    second = new_session(seed=4, names=("Hal", "Eve"))
    enable_autosave(second, tmp_path)
    play(second, 2)
    autosaves = [i for i in list_saves(tmp_path) if i.autosave]
    assert len(autosaves) == 2  # the second game did not overwrite the first
    assert {i.players for i in autosaves} == {("Ann", "Medium bot"), ("Hal", "Eve")}
    assert latest_unfinished(tmp_path).players == ("Hal", "Eve")  # the most recently played
    ann = next(i for i in autosaves if i.players[0] == "Ann")
    first.autosaver.close()  # Ann's game is put away (else its lock keeps it: see test_game_locks.py)
    resumed = load_session(ann.path, loader)
    assert resumed.state.to_dict() == first.state.to_dict()
    enable_autosave(resumed, tmp_path)
    play(resumed, 2, seed=8)  # Ann's game goes on in its own file
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.endswith(".lock")) == \
        sorted(i.path.name for i in autosaves)  # (each game open here holds its lock beside its autosave)
    assert latest_unfinished(tmp_path).players == ("Ann", "Medium bot")


def test_a_version_1_save_still_loads_and_gets_an_id(tmp_path):
    session = played_session()
    path = write_save(tmp_path / "autosave-toy_duel.json", session)

    def as_version_1(data):
        for key in ("save_id", "saved_unix", "finished", "result"):
            del data[key]
        data["version"] = 1
    rewrite(path, as_version_1)
    loaded = load_session(path, loader)
    assert loaded.state.to_dict() == session.state.to_dict()
    assert saves_module.SAVE_ID.fullmatch(loaded.save_id) and loaded.save_id != session.save_id
    info = list_saves(tmp_path)[0]
    assert info.readable and info.autosave and not info.finished


def test_a_finished_game_keeps_its_result_and_does_not_take_continue(tmp_path):
    unfinished = new_session(seed=5, names=("Ann", "Bob"))
    enable_autosave(unfinished, tmp_path)
    play(unfinished, 2)
    time.sleep(0.01)
    finished = new_session(seed=6, names=("Hal", "Eve"))
    enable_autosave(finished, tmp_path)
    play_to_the_end(finished)
    infos = {i.players: i for i in list_saves(tmp_path)}
    done = infos[("Hal", "Eve")]
    outcome = finished.state.outcome()
    assert done.finished and done.winners == tuple(["Hal", "Eve"][p] for p in outcome.winners)
    assert sorted(done.scores) == sorted((["Hal", "Eve"][r.player], r.score) for r in outcome.results)
    assert list_saves(tmp_path)[0].players == ("Hal", "Eve")  # the newest file...
    assert latest_unfinished(tmp_path).players == ("Ann", "Bob")  # ...but Continue is the unfinished game
    loaded = load_session(done.path, loader)
    assert loaded.state.is_terminal()


def test_a_finished_flag_that_disagrees_with_the_position_is_refused(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    rewrite(path, lambda data: data.update(finished=True))
    with pytest.raises(SaveError, match="says the game is over"):
        load_session(path, loader)


@pytest.mark.parametrize("bad_id", ["../../escape", "", "a b", "x" * 65, 7])
def test_a_save_id_that_is_not_a_plain_name_is_refused(tmp_path, bad_id):
    path = write_save(tmp_path / "a.json", played_session())
    rewrite(path, lambda data: data.update(save_id=bad_id))
    with pytest.raises(SaveError, match="no valid game id"):
        load_session(path, loader)


# --- writes that fail -------------------------------------------------------------------------
def half_then_disk_full(real_write):
    def write(fd, data):
        if len(data) > 1:  # write part of it, as a filling disk does, then fail
            real_write(fd, bytes(data[:len(data) // 2]))
        raise OSError(errno.ENOSPC, "No space left on device")
    return write


def raising(code, text):
    def fail(*args, **kwargs):
        raise OSError(code, text)
    return fail


FAULTS = {
    "disk full while writing": ("write", lambda: half_then_disk_full(os.write), "the disk is full"),
    "read-only disk": ("mkstemp", lambda: raising(errno.EROFS, "Read-only file system"), "read-only disk"),
    "permission denied": ("mkstemp", lambda: raising(errno.EACCES, "Permission denied"), "may not write"),
    "disk error on sync": ("fsync", lambda: raising(errno.EIO, "Input/output error"), "Input/output error"),
    "rename refused": ("replace", lambda: raising(errno.EBUSY, "Device or resource busy"), "busy"),
}


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_a_failed_write_is_reported_and_the_previous_save_stays_intact(tmp_path, monkeypatch, fault):
    where, make, message = FAULTS[fault]
    session = new_session()
    autosaver = enable_autosave(session, tmp_path, BackgroundWriter())
    play(session, 2)  # one turn: the autosave is on disk
    autosaver.writer.flush()
    path = autosaver.target
    before = path.read_bytes()
    target = {"write": (os, "write"), "fsync": (os, "fsync"), "replace": (os, "replace"),
              "mkstemp": (saves_module.tempfile, "mkstemp")}[where]
    monkeypatch.setattr(*target, make())
    job = autosaver.save(play(session, 2))
    assert job.wait(10) and not job.ok
    monkeypatch.undo()
    assert message in job.error
    assert message in autosaver.problem
    assert path.read_bytes() == before  # byte for byte
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name, path.name + ".lock"]  # no temporary file left
    assert autosaver.save(session).wait(10) and autosaver.problem is None  # the next write works again


def test_a_saves_path_that_is_a_file_is_reported(tmp_path):
    blocker = tmp_path / "saves"
    blocker.write_text("not a folder")
    job = BackgroundWriter().submit(blocker / "x.json", played_session())
    assert job.wait(10) and job.error == f"{blocker} is not a folder (a file is in the way)"
    assert blocker.read_text() == "not a folder"


def test_a_save_name_taken_by_a_folder_is_reported(tmp_path):
    (tmp_path / "x.json").mkdir()
    job = BackgroundWriter().submit(tmp_path / "x.json", played_session())
    assert job.wait(10) and "is a folder, not a file" in job.error
    assert list_saves(tmp_path) == []  # a folder is never listed


def test_an_unexpected_error_does_not_stop_the_writer(tmp_path, monkeypatch):
    writer = BackgroundWriter()
    real_dumps = json.dumps
    monkeypatch.setattr(saves_module.json, "dumps", lambda *a, **k: (_ for _ in ()).throw(TypeError("odd value")))
    bad = writer.submit(tmp_path / "a.json", played_session())
    assert bad.wait(10) and "unexpected error" in bad.error
    monkeypatch.setattr(saves_module.json, "dumps", real_dumps)
    good = writer.submit(tmp_path / "b.json", played_session())
    flushing = threading.Thread(target=writer.flush, daemon=True)
    flushing.start()
    flushing.join(10)
    assert not flushing.is_alive() and good.ok and (tmp_path / "b.json").exists()


def test_saving_off_writes_nothing_and_says_why(tmp_path):
    session = new_session()
    session.autosaver = SavingOff("Orrery cannot make its saves folder /x (a file is in the way).")
    play(session, 4)
    assert session.autosaver.problem.startswith("Saving is off: Orrery cannot make")
    assert list(tmp_path.iterdir()) == []


# --- the saves folder -------------------------------------------------------------------------
def test_temporary_files_of_interrupted_writes_are_removed_and_never_listed(tmp_path):
    write_save(tmp_path / "good.json", played_session())
    stale = tmp_path / ".tmp-a1b2c3.json"
    stale.write_text('{"format": "orrery-save", "ver')  # a write cut off by a power cut
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = tmp_path / ".tmp-d4e5f6.json"
    fresh.write_text("{")  # another Orrery window writing right now
    assert [i.path.name for i in list_saves(tmp_path)] == ["good.json"]
    assert remove_stale_temp_files(tmp_path) == 1
    assert not stale.exists() and fresh.exists()


def test_broken_files_never_hide_the_other_saves(tmp_path):
    good = write_save(tmp_path / "autosave-toy_duel-good.json", played_session())
    past = time.time() - 60
    os.utime(good, (past, past))
    (tmp_path / "autosave-gone.json").symlink_to(tmp_path / "deleted.json")  # a dangling link
    (tmp_path / "loop.json").symlink_to(tmp_path / "loop.json")  # a link to itself
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe\x00junk")
    (tmp_path / "shape.json").write_text('{"format": "orrery-save", "config": 3}')
    with open(tmp_path / "huge.json", "wb") as handle:  # sparse: costs no disk
        handle.truncate(saves_module.MAX_SAVE_BYTES + 1)
    infos = {i.path.name: i for i in list_saves(tmp_path)}
    assert set(infos) == {"autosave-toy_duel-good.json", "autosave-gone.json", "loop.json", "binary.json",
                          "shape.json", "huge.json"}
    assert infos["autosave-toy_duel-good.json"].readable
    assert "not there" in infos["autosave-gone.json"].problem
    assert "too large" in infos["huge.json"].problem
    assert all(not i.readable for name, i in infos.items() if name != "autosave-toy_duel-good.json")
    assert latest_unfinished(tmp_path).path == good  # Continue is not hidden
    with pytest.raises(SaveError, match="not there"):
        load_session(tmp_path / "autosave-gone.json", loader)
    delete_save(tmp_path / "autosave-gone.json")  # the link goes, nothing else
    assert not os.path.lexists(tmp_path / "autosave-gone.json")


def test_a_named_pipe_in_the_saves_folder_never_blocks(tmp_path):
    write_save(tmp_path / "good.json", played_session())
    os.mkfifo(tmp_path / "pipe.json")
    result = {}
    reader = threading.Thread(target=lambda: result.update(infos=list_saves(tmp_path)), daemon=True)
    reader.start()
    reader.join(10)
    assert not reader.is_alive(), "reading the saves folder blocked on a named pipe"
    infos = {i.path.name: i for i in result["infos"]}
    assert infos["good.json"].readable and "not a regular file" in infos["pipe.json"].problem
    with pytest.raises(SaveError, match="not a regular file"):
        load_session(tmp_path / "pipe.json", loader)


def test_very_long_names_are_cut_in_lists(tmp_path):
    session = new_session(names=("A" * 5000, "B\n" * 3000))
    write_save(tmp_path / "long.json", session)
    info = list_saves(tmp_path)[0]
    assert all(len(name) <= MAX_LISTED_CHARS and name.isprintable() for name in info.players)
    assert info.players[0].endswith("\u2026")


# --- the settings must agree with the game ----------------------------------------------------
def edit_config(path, **changes):
    rewrite(path, lambda data: data["config"].update(changes))


def test_a_save_whose_settings_have_another_seat_count_is_refused(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    seats = json.loads(path.read_text())["config"]["seats"]
    edit_config(path, seats=seats + [{"name": "Cas", "kind": "human"}])
    with pytest.raises(SaveError, match="do not give the position its game started from"):
        load_session(path, loader)


def test_a_save_whose_settings_are_for_another_game_is_refused(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    edit_config(path, game_id="kardashev_scale")
    with pytest.raises(SaveError, match="it is labelled High Card Duel, but its settings are for Kardashev Scale"):
        load_session(path, loader)


def test_a_save_whose_settings_ask_for_an_unknown_variant_is_refused(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    edit_config(path, variants=["double_cards"])
    with pytest.raises(SaveError, match="variant High Card Duel does not have"):
        load_session(path, loader)


def test_a_save_with_too_many_seats_for_its_game_is_refused(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    seats = json.loads(path.read_text())["config"]["seats"]
    edit_config(path, seats=seats * 3)
    with pytest.raises(SaveError, match="takes 2 to 4 players"):
        load_session(path, loader)


def real_game_save(tmp_path, game_id, names, variants=()):
    from game.core.content.service import load_game_content

    definition = registry.get_game(game_id)
    content = load_game_content(game_id).content
    config = GameConfig(game_id, tuple(Seat(n, "ai", "easy") for n in names), tuple(variants), 11)
    session = play(GameSession.start(definition, content, config), 3)
    return write_save(tmp_path / f"{game_id}.json", session), (lambda gid: content)


def test_kardashev_scale_settings_with_a_third_seat_are_refused(tmp_path):
    path, content_of = real_game_save(tmp_path, "kardashev_scale", ("Ana", "Ben"))
    assert load_session(path, content_of).config.player_count == 2
    seats = json.loads(path.read_text())["config"]["seats"]
    edit_config(path, seats=seats + [{"name": "Cas", "kind": "ai", "level": "easy"}])
    with pytest.raises(SaveError, match="seat 3 players but its game has 2"):
        load_session(path, content_of)


def test_ascending_empires_settings_with_another_variant_are_refused(tmp_path):
    path, content_of = real_game_save(tmp_path, "ascending_empires", ("Ana", "Ben"))
    edit_config(path, variants=["longer_42"])
    with pytest.raises(SaveError, match="different variants"):
        load_session(path, content_of)
