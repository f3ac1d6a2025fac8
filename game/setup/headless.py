"""Set-up with no terminal and no window (tkinter missing, or no display): the log goes to the
user data folder, a desktop notification says where, and the output still reaches whatever
standard output and error are connected to (a CI log, a file)."""

from __future__ import annotations

import sys

from .environment import Environment
from .log import SetupLog
from .notify import notify
from .steps import PipedRunner, SetupFailed, run_setup


def set_up_without_window(env: Environment, log: SetupLog, why: str) -> bool:
    icon = env.root / "assets" / "icon.png"
    log.write(f"No set-up window: {why}")
    notify("Orrery is setting up", "The first start installs what Orrery needs; it takes about a minute. "
                                   f"The log is in {log.where()}", icon=icon)

    def on_line(line: str) -> None:
        log.write(line)
        _say(sys.stdout, line)

    try:
        run_setup(env, PipedRunner(on_line), lambda step, state: log.write(f"[{step}: {state}]"), shown_in="log")
    except SetupFailed as failure:
        message = f"Orrery could not start: {failure.reason}"
        log.write(f"{message}\n\n{env.manual_steps()}")
        _say(sys.stderr, f"{message} The whole log is in {log.where()}\n\n{env.manual_steps()}")
        notify("Orrery could not start", f"{failure.reason} The log is in {log.where()}", urgent=True, icon=icon)
        return False
    log.write("[set-up finished]")
    return True


def _say(stream, text: str) -> None:
    if stream is None:  # pythonw on Windows has no standard streams
        return
    try:
        print(text, file=stream, flush=True)
    except (OSError, ValueError):
        pass  # the stream was closed: the log file still has everything
