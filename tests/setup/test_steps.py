"""The set-up steps with real venv and pip runs, no network (see conftest.py)."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.setup.pip_progress import PipProgress
from game.setup.steps import PipedRunner, SetupCancelled, SetupFailed, help_offers_raw_progress, run_setup
from tests.setup.conftest import PROBE, make_wheel, premade_venv


class Record:
    """Runs commands as the window does, keeping what happened. With `quick_venv`, the
    environment command makes its environment with `premade_venv` (the same result, without
    ensurepip's seconds; a first start from nothing runs the real one in tests/test_cli.py)."""

    def __init__(self, quick_venv: bool = False):
        self.commands, self.reports, self.lines = [], [], []
        self.runner = PipedRunner(self.lines.append)
        self.quick_venv = quick_venv

    def run(self, command):
        self.commands.append(command)
        if self.quick_venv and command[1:3] == ["-m", "venv"]:
            premade_venv(Path(command[3]))
            return 0
        return self.runner(command)

    def report(self, step, state):
        self.reports.append((step, state))

    def made_a_venv(self) -> bool:
        return any(command[1:3] == ["-m", "venv"] for command in self.commands)


def set_up(env, quick_venv: bool = False) -> Record:
    record = Record(quick_venv)
    try:
        run_setup(env, record.run, record.report, shown_in="window")
    except SetupFailed as failure:
        record.failure = failure
    else:
        record.failure = None
    return record


def probe_imports(env) -> bool:
    return subprocess.run([str(env.python()), "-c", f"import {PROBE}"]).returncode == 0


def test_a_failed_install_leaves_no_marker_and_retry_then_finishes(checkout, wheels):
    env = checkout
    premade_venv(env.venv)  # made from nothing in the test below
    first = set_up(env)  # the folder is empty: pip cannot find the package
    assert first.failure is not None and first.failure.step == "packages"
    assert "is the network reachable" in first.failure.reason
    assert first.reports == [("environment", "running"), ("environment", "done"), ("pip", "running"),
                             ("pip", "done"), ("packages", "running")]
    assert not env.marker.exists() and not env.installed()
    progress = PipProgress()
    for line in first.lines:
        progress.feed(line)
    assert any("No matching distribution found for orrery-probe==1.0" in error for error in progress.errors)

    make_wheel(wheels)
    second = set_up(env)  # Retry
    assert second.failure is None and second.reports[-1] == ("packages", "done")
    assert not second.made_a_venv()  # the good environment from the first try is kept
    assert env.installed() and env.marker.read_text() == env.requirements_hash()
    assert probe_imports(env)

    # requirements.txt changes and the new package cannot be had: the old marker goes too
    env.requirements.write_text(env.requirements.read_text() + "orrery-missing==2.0\n")
    third = set_up(env)
    assert third.failure is not None and not env.marker.exists()


def test_a_half_made_environment_is_made_again(checkout, wheels):
    env = checkout
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env.venv)], check=True)
    (env.venv / "left-over").write_text("from an interrupted start")
    assert env.python().exists() and not env.usable()
    make_wheel(wheels)
    record = set_up(env, quick_venv=True)
    assert record.failure is None and record.made_a_venv()
    assert not (env.venv / "left-over").exists()  # started from nothing, not patched up
    assert env.installed() and probe_imports(env)


def test_a_python_without_a_working_venv_module_says_what_to_install(checkout, wheels, tmp_path, monkeypatch):
    shadow = tmp_path / "no-venv"
    shadow.mkdir()
    (shadow / "venv.py").write_text("import sys\nsys.exit('Error: this Python cannot make environments (test)')\n")
    monkeypatch.setenv("PYTHONPATH", str(shadow))
    record = set_up(checkout)
    assert record.failure is not None and record.failure.step == "environment"
    assert "apt install python3-venv" in record.failure.reason
    assert "Error: this Python cannot make environments (test)" in record.lines
    assert record.reports == [("environment", "running")] and not checkout.installed()


def test_cancel_stops_the_running_command_at_once():
    started = threading.Event()
    runner = PipedRunner(lambda line: started.set() if line == "working" else None)
    slow = [sys.executable, "-c", "import time; print('working', flush=True); time.sleep(60)"]
    outcome = []

    def work():
        try:
            runner(slow)
        except SetupCancelled:
            outcome.append("cancelled")

    thread = threading.Thread(target=work)
    thread.start()
    assert started.wait(30)
    began = time.monotonic()
    runner.cancel()
    thread.join(30)
    assert outcome == ["cancelled"] and time.monotonic() - began < 20
    with pytest.raises(SetupCancelled):  # and nothing more runs after a cancel
        runner([sys.executable, "-c", "pass"])


def test_a_cancel_while_the_command_starts_still_stops_it():
    runner = PipedRunner(lambda line: runner.cancel() if line.startswith("$ ") else None)
    began = time.monotonic()
    with pytest.raises(SetupCancelled):
        runner([sys.executable, "-c", "import time; time.sleep(60)"])
    assert time.monotonic() - began < 20


def test_raw_progress_is_used_only_where_pip_offers_it():
    pip_23 = ("  --progress-bar <progress_bar>\n                              Specify whether the progress bar "
              "should be used\n                              [on, off] (default: on)\n"
              "  --root-user-action <root_user_action>\n  Action if pip is run as a root user [warn, ignore]\n")
    pip_26 = ("  --progress-bar <progress_bar>\n                              Specify whether the progress bar "
              "should be used.\n                              In 'auto' mode, --quiet\n"
              "                              will suppress all progress bars. [auto, on,\n"
              "                              off, raw] (default: auto)\n  --root-user-action <root_user_action>\n")
    assert not help_offers_raw_progress(pip_23)
    assert help_offers_raw_progress(pip_26)
    assert not help_offers_raw_progress("")
