"""kill -9 of the app never leaves a process behind: its computer players' worker processes and
multiprocessing's resource tracker end within a few seconds of the app's death."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GONE_WITHIN = 10.0  # seconds after the kill


def process_table() -> dict[int, tuple[int, str, int]]:
    """pid -> (parent pid, state, CPU ticks used) of every process /proc shows."""
    table = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        table[int(entry.name)] = (int(fields[1]), fields[0], int(fields[11]) + int(fields[12]))
    return table


def descendants(pid: int) -> dict[int, int]:
    """pid -> CPU ticks of every living process below `pid`."""
    table = process_table()
    found, todo = {}, [pid]
    while todo:
        parent = todo.pop()
        for child, (ppid, state, ticks) in table.items():
            if ppid == parent and child not in found and state != "Z":
                found[child] = ticks
                todo.append(child)
    return found


def alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"  # a zombie has ended; only its parent has not collected it yet


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc to follow the processes")
def test_worker_processes_end_when_the_app_is_killed(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ORRERY_NO_VENV": "1",
           "ORRERY_HOME": str(tmp_path / "home")}
    app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--game", "kardashev_scale",
                            "--players", "ai:expert,ai:expert", "--frames", "100000"],
                           cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    below: dict[int, int] = {}
    try:
        # wait until an expert is at work in its worker process: a child that has used the processor
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            below = descendants(app.pid)
            if len(below) >= 2 and max(below.values()) >= 50:  # half a second of one core
                break
            time.sleep(0.2)
        assert len(below) >= 2, f"expected a worker and the resource tracker under the app, found {below}"
        names = {pid: (Path("/proc") / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ")[:200] for pid in below}
        assert any(b"resource_tracker" in name for name in names.values()), names
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        end = time.monotonic() + GONE_WITHIN
        while time.monotonic() < end and any(alive(pid) for pid in below):
            time.sleep(0.1)
        left = {pid: names[pid] for pid in below if alive(pid)}
        assert not left, f"still running {GONE_WITHIN:g} s after the app was killed: {left}"
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(10)
        for pid in below:  # what a failed run left: ended here, not left to pile up
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
