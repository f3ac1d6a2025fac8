"""A game in progress is open in one window at a time.

While a window plays a game, a lock file lies beside the game's autosave
(`autosave-<game>-<id>.json.lock`), holding who holds it: the process id, the host, when the lock
was taken, what the system says of the process's start (so a later process that happens to get
the same id is not taken for it) and a token of the lock itself (two windows in one process are
two holders). A second window that wants the same game finds the lock and is told who holds
it; it may watch the game read-only, never write its autosave. A lock whose process is gone (the
window was killed, the machine restarted) is stale and is taken over.

Taking over is safe against two windows doing it at once: the stale file is first renamed to a
name of the taker's own (a rename succeeds for one of them only), then the lock is made anew
with an exclusive create. Pure Python: no pygame."""

from __future__ import annotations

import json
import os
import socket
import sys
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

LOCK_SUFFIX = ".lock"
BEING_WRITTEN_S = 5.0  # a lock file this young that cannot be read yet is being written: held
MAX_LOCK_BYTES = 4096


def lock_path(autosave: Path) -> Path:
    """Where the lock of the game whose autosave is `autosave` lies (never listed as a save)."""
    autosave = Path(autosave)
    return autosave.with_name(autosave.name + LOCK_SUFFIX)


def process_start(pid: int) -> str | None:
    """What the system says of when process `pid` started (Linux: its start in clock ticks since
    boot), or None where that cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            return stat.read().rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return None


def pid_running(pid: int) -> bool:
    """Whether a process with this id runs on this machine (a zombie has ended)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":  # os.kill(pid, 0) would send Ctrl+C there
        import ctypes

        kernel = ctypes.windll.kernel32
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        try:
            return bool(kernel.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259  # STILL_ACTIVE
        finally:
            kernel.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: it runs
        return True
    except OSError:
        return False
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return True


@dataclass(frozen=True)
class Holder:
    """Who holds a lock, as its file says."""

    pid: int
    host: str
    started: float  # when the lock was taken (seconds since the epoch)
    process_start: str | None
    token: str

    @classmethod
    def of_this_process(cls, token: str) -> "Holder":
        return cls(os.getpid(), socket.gethostname(), time.time(), process_start(os.getpid()), token)

    def to_dict(self) -> dict:
        return {"pid": self.pid, "host": self.host, "started": self.started, "process_start": self.process_start,
                "token": self.token}

    @classmethod
    def from_dict(cls, data) -> "Holder | None":
        try:
            start = data.get("process_start")
            return cls(int(data["pid"]), str(data["host"]), float(data["started"]),
                       None if start is None else str(start), str(data["token"]))
        except (AttributeError, KeyError, TypeError, ValueError):
            return None

    def alive(self) -> bool:
        """Whether the window that took the lock may still be open. A process on another host
        cannot be looked at: its lock is taken to be held."""
        if self.host != socket.gethostname():
            return True
        if not pid_running(self.pid):
            return False
        now = process_start(self.pid)
        return self.process_start is None or now is None or now == self.process_start

    def describe(self) -> str:
        """"another Orrery window (process 4242, since 14:02)"; the host too when it is another."""
        since = time.strftime("%H:%M", time.localtime(self.started))
        where = "" if self.host == socket.gethostname() else f" on {self.host}"
        return f"another Orrery window (process {self.pid}{where}, since {since})"


def read_holder(path: Path) -> Holder | None:
    """The holder a lock file names, or None when it cannot be read (gone, damaged)."""
    try:
        with open(path, "rb") as file:
            data = json.loads(file.read(MAX_LOCK_BYTES + 1)[:MAX_LOCK_BYTES])
    except (OSError, ValueError, RecursionError):
        return None
    return Holder.from_dict(data)


def _young(path: Path) -> bool:
    try:
        return time.time() - path.stat().st_mtime < BEING_WRITTEN_S
    except OSError:
        return False


class GameLock:
    """This window's hold on one game's lock. `acquire` takes it (or says who keeps it), `release`
    gives it back; both are cheap file operations, done off the frame loop (the loading thread,
    the save writer)."""

    def __init__(self, autosave: Path):
        self.path = lock_path(autosave)
        self.token = uuid.uuid4().hex
        self.held = False

    def acquire(self) -> Holder | None:
        """Take the lock: None when this window holds it now, else the holder that keeps it."""
        if self.held:
            return None
        for _ in range(5):
            if self._create():
                self.held = True
                return None
            holder = read_holder(self.path)
            if holder is not None and holder.token == self.token:
                self.held = True
                return None
            if holder is not None and holder.alive():
                return holder
            if holder is None and _young(self.path):  # another window is writing it this moment
                return Holder(0, socket.gethostname(), time.time(), None, "")
            self._clear_stale(holder)
        return read_holder(self.path) or Holder(0, socket.gethostname(), time.time(), None, "")

    def _create(self) -> bool:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            return False
        try:
            os.write(fd, json.dumps(Holder.of_this_process(self.token).to_dict()).encode())
        except BaseException:  # a full disk: no empty lock left to stand in anyone's way
            os.close(fd)
            try:
                os.unlink(self.path)
            except OSError:
                pass
            raise
        os.close(fd)
        return True

    def _clear_stale(self, seen: Holder | None) -> None:
        """Remove a lock whose holder is gone; a lock taken over by another window meanwhile
        (it is no longer the one seen) is put back."""
        aside = self.path.with_name(f"{self.path.name}.stale-{self.token}")
        try:
            os.rename(self.path, aside)
        except FileNotFoundError:
            return  # another window cleared it first
        except OSError:
            return
        now = read_holder(aside)
        if now is not None and now != seen and now.alive():
            try:
                os.rename(aside, self.path)  # not the stale one: another window's fresh lock
            except OSError:
                pass
            return
        try:
            os.unlink(aside)
        except OSError:
            pass

    def release(self) -> None:
        """Give the lock back (its file goes, if it is still this window's)."""
        if not self.held:
            return
        self.held = False
        holder = read_holder(self.path)
        if holder is not None and holder.token == self.token:
            try:
                os.unlink(self.path)
            except OSError:
                pass
