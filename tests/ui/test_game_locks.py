"""Two windows on one game: a game in progress is locked while a window has it open; a second
window (Continue, Load, --load) is told and may watch it read-only, never overwrite its autosave;
a lock left by a killed window is taken over."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import userdata
from game.core.locks import GameLock, Holder, lock_path, read_holder
from game.core.saves import list_saves
from tests.core.test_content_isolation import wait_until
from tests.ui.driver import click, frames, run_until, top

ROOT = Path(__file__).resolve().parents[2]


# --- the lock itself ----------------------------------------------------------------------------
def finished_process_pid() -> int:
    """The id of a process that has ended (and been collected)."""
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(done.stdout)


def test_a_lock_is_held_by_one_holder_at_a_time(tmp_path):
    save = tmp_path / "autosave-x-1.json"
    mine, theirs = GameLock(save), GameLock(save)  # two windows (here: of one process)
    assert mine.acquire() is None and mine.held
    holder = theirs.acquire()
    assert holder is not None and holder.pid == os.getpid() and holder.token == mine.token and not theirs.held
    assert "another Orrery window (process" in holder.describe()
    mine.release()
    assert not lock_path(save).exists()
    assert theirs.acquire() is None and read_holder(lock_path(save)).token == theirs.token


def test_a_lock_whose_process_is_gone_is_taken_over(tmp_path):
    save = tmp_path / "autosave-x-1.json"
    dead = Holder(finished_process_pid(), Holder.of_this_process("t").host, time.time() - 60, None, "old")
    lock_path(save).write_text(json.dumps(dead.to_dict()))
    lock = GameLock(save)
    assert lock.acquire() is None
    assert read_holder(lock_path(save)).token == lock.token
    assert sorted(p.name for p in tmp_path.iterdir()) == [lock_path(save).name]  # nothing left beside it


def test_a_lock_of_a_process_id_used_again_by_another_process_is_stale(tmp_path):
    if not Path("/proc/self/stat").exists():
        pytest.skip("needs /proc to tell processes apart")
    save = tmp_path / "autosave-x-1.json"
    reused = Holder(os.getpid(), Holder.of_this_process("t").host, time.time(), "1", "old")  # started at tick 1
    lock_path(save).write_text(json.dumps(reused.to_dict()))
    assert GameLock(save).acquire() is None


# --- two windows ---------------------------------------------------------------------------------
def start_other_window(home: Path) -> subprocess.Popen:
    """Another Orrery window playing Kardashev Scale (two computer players, so it goes on alone)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ORRERY_NO_VENV": "1",
           "ORRERY_HOME": str(home)}
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--game", "kardashev_scale",
                             "--players", "ai:easy:Ada,ai:easy:Bo", "--frames", "1000000"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def its_autosave(home: Path):
    saves = [info for info in list_saves(home / "saves") if info.autosave and info.readable]
    return saves[0] if saves else None


def test_a_second_window_is_told_watches_read_only_and_takes_over_once_the_first_is_killed(make_app):
    app = make_app()
    home = userdata.data_dir()
    other = start_other_window(home)
    try:
        assert wait_until(lambda: its_autosave(home) is not None and lock_path(its_autosave(home).path).exists(), 120), \
            "the other window never autosaved its game"
        save = its_autosave(home).path
        assert read_holder(lock_path(save)).pid == other.pid
        app.to_title()
        assert run_until(app, lambda: app.stack.top.autosave is not None)
        click(app, "continue")
        assert run_until(app, lambda: top(app) == "confirm")
        question = app.stack.top
        assert question.title == "Open in another window"
        assert any(f"process {other.pid}" in line for line in question.lines)
        frames(app, 30)  # the question ignores the first clicks
        click(app, "confirm")
        assert run_until(app, lambda: top(app) == "read_only_table")
        watched = app.stack.top.table.session
        assert watched.autosaver is None and not watched.bot_players_to_act() and not watched.human_players_to_act()
        assert app.stack.top.notice() == f"Read-only: this game is played in another Orrery window (process {other.pid}, " \
            f"since {time.strftime('%H:%M', time.localtime(read_holder(lock_path(save)).started))})"
        assert read_holder(lock_path(save)).pid == other.pid  # still the other window's
        click(app, "close_read_only")
        assert top(app) == "title"

        other.send_signal(signal.SIGKILL)  # the first window dies with the game open: its lock is stale
        other.wait(10)
        before = save.read_bytes()
        app.to_title()
        assert run_until(app, lambda: app.stack.top.autosave is not None)
        click(app, "continue")
        assert run_until(app, lambda: getattr(app.stack.top, "session", None) is not None
                         and top(app) not in ("loading", "read_only_table"))
        session = app.stack.top.session
        assert session.autosaver is not None and session.autosaver.target == save
        app.save_writer.flush()
        holder = read_holder(lock_path(save))
        assert holder.pid == os.getpid() and holder.token == session.autosaver.lock.token
        assert save.read_bytes() != before or session.autosaver.problem is None
        app.to_title()  # the game is put away: its lock goes once its last autosave is written
        app.save_writer.flush()
        assert not lock_path(save).exists()
    finally:
        if other.poll() is None:
            other.kill()
            other.wait(10)


def test_load_and_the_command_line_respect_the_lock_too(make_app, tmp_path):
    app = make_app()
    home = userdata.data_dir()
    other = start_other_window(home)
    try:
        assert wait_until(lambda: its_autosave(home) is not None and lock_path(its_autosave(home).path).exists(), 120)
        save = its_autosave(home).path
        app.to_title()
        frames(app, 3)
        click(app, "load")
        assert run_until(app, lambda: top(app) == "load" and app.stack.top.saves)
        click(app, f"save:{save.name}")
        assert run_until(app, lambda: top(app) == "confirm")
        assert app.stack.top.title == "Open in another window"
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ORRERY_NO_VENV": "1",
               "ORRERY_HOME": str(home)}
        third = subprocess.run([sys.executable, str(ROOT / "main.py"), "--load", str(save), "--frames", "5",
                                "--automation"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert third.returncode == 0, third.stderr
        assert f"is open in another Orrery window (process {other.pid}" in third.stderr
        scenes = [json.loads(line)["scene"] for line in third.stdout.splitlines() if line.startswith("{")]
        assert scenes and scenes[-1] == "read_only_table"
        assert read_holder(lock_path(save)).pid == other.pid
    finally:
        other.kill()
        other.wait(10)
