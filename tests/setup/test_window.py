"""The set-up window, driven for real through Tk's event loop. It needs a display: $DISPLAY, or
a private Xvfb started here (.ci/run installs it); with neither the tests are skipped and say so."""

from __future__ import annotations

import threading
import time

import pytest

tk = pytest.importorskip("tkinter", reason="this Python has no tkinter")

from game.setup.log import SetupLog  # noqa: E402
from game.setup.window import SetupWindow, free_tk_objects  # noqa: E402
from tests.setup.conftest import make_wheel, premade_venv  # noqa: E402
from tests.xvfb import virtual_display  # noqa: E402


@pytest.fixture(scope="module")
def display():
    with virtual_display() as name:
        yield name


@pytest.fixture
def root(display):
    free_tk_objects()  # the last test's window, here and not in this test's set-up thread (Tcl would abort)
    try:
        window = tk.Tk(screenName=display, className="Orrery")
    except tk.TclError as exc:
        pytest.skip(f"no display for a Tk window ({exc})")
    yield window
    try:
        window.destroy()
    except tk.TclError:
        pass  # the set-up window closed itself
    for thread in threading.enumerate():  # no set-up thread of this test runs into the next one
        if thread.name == "orrery-setup":
            thread.join(30)


def pump(root, until, seconds=180.0) -> bool:
    """Run Tk's loop until `until()` holds or the window is gone."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if until():
            return True
        try:
            root.update()
        except tk.TclError:
            return until()
        time.sleep(0.02)
    return until()


def test_an_error_shows_in_full_with_the_manual_steps_and_retry_finishes(root, checkout, wheels, tmp_path):
    premade_venv(checkout.venv)  # the packages step is what fails here
    log = SetupLog(tmp_path / "data")
    window = SetupWindow(root, checkout, log)
    assert pump(root, lambda: window.failure.winfo_manager() == "pack")
    assert window.working.winfo_manager() == ""  # the error takes the package list's place
    assert window.reason.cget("text").startswith("Orrery could not start: installing the packages failed")
    shown = window.help.get("1.0", "end")
    assert "No matching distribution found for orrery-probe==1.0" in shown
    assert "-m venv .venv" in shown and "pip install -r requirements.txt" in shown
    assert str(log.path) in shown
    assert window.step_states == {"environment": "done", "pip": "done", "packages": "failed", "start": "waiting"}
    assert "No matching distribution" in window.log_text.get("1.0", "end")
    assert not checkout.installed()

    make_wheel(wheels)
    window.retry_button.invoke()
    assert window.failure.winfo_manager() == "" and window.working.winfo_manager() == "pack"  # trying again
    assert pump(root, lambda: window.closed)
    assert window.succeeded and checkout.installed()
    assert window.progress.rows() == [("orrery-probe", "installed")]
    text = log.path.read_text()
    assert "--- Retry ---" in text and "Successfully installed orrery-probe-1.0" in text


def test_closing_the_window_stops_the_set_up_without_a_marker(root, checkout, wheels, tmp_path):
    make_wheel(wheels)
    window = SetupWindow(root, checkout, SetupLog(tmp_path / "data"))
    assert pump(root, lambda: window.step_states["environment"] == "running", 60)
    window.close()
    window.worker.join(120)
    assert not window.worker.is_alive()
    assert window.closed and not window.succeeded and not checkout.installed()
