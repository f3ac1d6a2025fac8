"""First-start set-up of Orrery's own Python environment (`.venv` beside main.py).

Standard library only: this runs before the packages are installed. With a terminal, pip
prints its progress there as usual; with none (a double-click), a window shows each step
(`window`), or, where tkinter or a display is missing, a log file and a notification do
(`headless`)."""

from __future__ import annotations

import sys

from .environment import Environment
from .log import SetupLog
from .steps import SetupFailed, run_in_terminal, run_setup

__all__ = ["Environment", "set_up"]


def set_up(env: Environment, terminal: bool) -> bool:
    """True once the environment is ready; False after a failure that has been explained."""
    if terminal:
        return set_up_in_terminal(env)
    log = SetupLog()
    try:
        try:
            import tkinter

            from .window import free_tk_objects, set_up_in_window
        except ImportError as exc:
            return _without_window(env, log, f"tkinter is missing ({exc})")
        try:
            root = tkinter.Tk(className="Orrery")
        except tkinter.TclError as exc:  # no display to open a window on
            return _without_window(env, log, f"no window could be opened ({exc})")
        succeeded = set_up_in_window(root, env, log)
        del root
        free_tk_objects()
        return succeeded
    finally:
        log.close()


def _without_window(env: Environment, log: SetupLog, why: str) -> bool:
    from .headless import set_up_without_window

    return set_up_without_window(env, log, why)


def set_up_in_terminal(env: Environment) -> bool:
    print("Orrery: first start - setting up its own Python environment in .venv (this happens once).", flush=True)

    def report(step: str, state: str) -> None:
        if step == "packages" and state == "running":
            print("Orrery: installing packages from requirements.txt ...", flush=True)

    try:
        run_setup(env, run_in_terminal, report, shown_in="terminal")
    except SetupFailed as failure:
        above = " pip's message is above." if failure.step == "packages" else ""
        print(f"Orrery could not start: {failure.reason}{above}\n\n{env.manual_steps()}", file=sys.stderr)
        return False
    return True
