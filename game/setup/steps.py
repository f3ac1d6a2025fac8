"""The set-up itself: make the environment, update pip, install the packages, mark it done.

How commands run is up to the caller: in a terminal they print straight to it; with no
terminal their output is read line by line (`run_piped`) for the window or the log file."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import threading
from typing import Callable

from .environment import Environment, no_console_window

# Step ids and the words the window shows for them, in order.
STEPS = (("environment", "Make Orrery's own Python environment (.venv)"),
         ("pip", "Update the package installer (pip)"),
         ("packages", "Download and install the packages"),
         ("start", "Start Orrery"))

RunCommand = Callable[[list[str]], int]
Report = Callable[[str, str], None]  # (step id, "running" | "done" | "skipped" | "failed")


class SetupFailed(Exception):
    def __init__(self, step: str, reason: str):
        super().__init__(reason)
        self.step = step
        self.reason = reason


class SetupCancelled(Exception):
    """The window was closed while setting up."""


def run_setup(env: Environment, run: RunCommand, report: Report, *, shown_in: str) -> None:
    """Raises SetupFailed (with the step that failed); on success the marker is written last.
    `shown_in` is "terminal" (pip draws its own bar), "window" (pip prints progress lines for the
    package rows, where it can) or "log" (no progress at all)."""
    env.forget_installed()
    report("environment", "running")
    if not env.usable():
        if env.venv.exists():  # half-made: start again from nothing
            try:
                shutil.rmtree(env.venv)
            except OSError as exc:
                raise SetupFailed("environment", f"could not remove the unfinished {env.venv}: {exc.strerror}.")
        code = run([env.base_python, "-m", "venv", str(env.venv)])
        if code != 0 or not env.usable():
            raise SetupFailed("environment", "could not create a virtual environment "
                                             "(on Debian or Ubuntu: apt install python3-venv).")
    report("environment", "done")

    report("pip", "running")  # optional: a newer pip is quicker and shows download progress
    code = run(env.pip() + ["install", "--upgrade", "pip", "--retries", "1", "--timeout", "15"]
               + (["--quiet"] if shown_in == "terminal" else []))
    report("pip", "done" if code == 0 else "skipped")

    report("packages", "running")
    progress_bar = {"terminal": "on", "log": "off"}.get(shown_in) or (
        "raw" if pip_prints_raw_progress(env) else "off")
    code = run(env.pip() + ["install", "--progress-bar", progress_bar, "-r", str(env.requirements)])
    if code != 0:
        raise SetupFailed("packages", "installing the packages failed (is the network reachable?).")
    try:
        env.mark_installed()
    except OSError as exc:
        raise SetupFailed("packages", f"could not write {env.marker}: {exc.strerror}.")
    report("packages", "done")


def pip_prints_raw_progress(env: Environment) -> bool:
    """pip 24.1 and later can print download progress as plain "Progress N of M" lines."""
    try:
        result = subprocess.run(env.pip() + ["install", "--help"], capture_output=True, text=True,
                                timeout=120, **no_console_window())
    except (OSError, subprocess.TimeoutExpired):
        return False
    return help_offers_raw_progress(result.stdout)


def help_offers_raw_progress(help_text: str) -> bool:
    option = re.search(r"--progress-bar(.*?)\n\s*--", help_text, re.S)  # its help, up to the next option
    return bool(option and re.search(r"\braw\b", option.group(1)))


def run_in_terminal(command: list[str]) -> int:
    return subprocess.run(command).returncode


class PipedRunner:
    """Runs commands with their output read line by line; `cancel` stops the current one."""

    def __init__(self, on_line: Callable[[str], None]):
        self.on_line = on_line
        self._process: subprocess.Popen | None = None
        self._cancelled = threading.Event()

    def __call__(self, command: list[str]) -> int:
        if self._cancelled.is_set():
            raise SetupCancelled()
        self.on_line("$ " + shlex.join(command))  # so a silent step still shows what runs
        env = dict(os.environ, PYTHONIOENCODING="utf-8", PYTHONUNBUFFERED="1")
        self._process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                         stderr=subprocess.STDOUT, env=env, encoding="utf-8", errors="replace",
                                         **no_console_window())
        if self._cancelled.is_set():  # cancelled while it was starting: `cancel` may not have seen it
            self._process.terminate()
        for line in self._process.stdout:  # text mode splits on \r too, so progress lines arrive one by one
            self.on_line(line.rstrip("\r\n"))
        code = self._process.wait()
        if self._cancelled.is_set():
            raise SetupCancelled()
        return code

    def cancel(self) -> None:
        self._cancelled.set()
        process = self._process
        if process is not None and process.poll() is None:
            process.terminate()
