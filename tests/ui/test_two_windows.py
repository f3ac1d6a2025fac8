"""Two app windows play a network game against each other, on a private X display (Xvfb; the test
is skipped, saying why, where there is none).

Each window is the real app in a process of its own, with a home of its own, side by side on
one screen. Everything up to the table is done with real mouse clicks and typing (xdotool): one
window hosts a game from the title, the other joins it by typing the host's join code. At the
table each window's seat is played by `--autoplay easy` (a computer player deciding through the
table, as clicks do), so the game reaches its end; both windows must then show the same result.
Screenshots of the screen are kept with ORRERY_SHOTS=folder."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.xvfb import virtual_display

ROOT = Path(__file__).resolve().parents[2]
WINDOW = (1280, 720)
GAP = 20
CODE = re.compile(r"^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$")
GAME_S = 600  # the game itself, at fast animations (a busy machine draws slowly)


class Window:
    """The app in a window at `left` on `display`, printing --automation lines (read on a thread)."""

    def __init__(self, display: str, left: int, home: Path, name: str):
        self.display, self.left, self.name = display, left, name
        home.mkdir(parents=True)
        # computer moves and animations quick, so a whole game fits in a test
        (home / "settings.json").write_text(json.dumps({"animation_speed": "fast", "computer_speed": "fast",
                                                        "volume": 0.0, "muted": True}))
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                   SDL_VIDEO_WINDOW_POS=f"{left},0", ORRERY_HOME=str(home), ORRERY_NO_VENV="1",
                   ORRERY_NO_ANNOUNCE="1", PYTHONUNBUFFERED="1")
        self.process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--window", f"{WINDOW[0]}x{WINDOW[1]}",
                                         "--automation", "--autoplay", "easy"], env=env, cwd=ROOT,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        self.states: list[dict] = []
        self.other: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            if line.startswith("{"):
                try:
                    self.states.append(json.loads(line))
                    continue
                except ValueError:
                    pass
            self.other.append(line)

    @property
    def state(self) -> dict:
        return self.states[-1] if self.states else {}

    def wait(self, what, seconds: float = 60.0) -> dict:
        """The latest state once `what(state)` holds for it."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            state = self.state
            if state and what(state):
                return state
            if self.process.poll() is not None:
                raise AssertionError(f"the {self.name} window closed:\n{''.join(self.other[-30:])}")
            time.sleep(0.05)
        raise AssertionError(f"the {self.name} window never got there; it shows {self.state.get('scene')} "
                             f"with {[i['id'] for i in self.state.get('items', [])][:30]}, saying "
                             f"{self.texts()[:20]}\n"
                             f"{''.join(self.other[-30:])}")

    def scene(self, name: str, seconds: float = 60.0) -> dict:
        return self.wait(lambda s: s.get("scene") == name, seconds)

    def click(self, item: str, until=None, seconds: float = 90.0) -> dict:
        """A real click at the middle of `item` (once the window shows it), again until `until(state)`
        holds: a control ignores a click while it is new under the pointer (clicks.py), and a busy
        machine may draw the window's frames slowly. Returns the state `until` held for."""
        deadline = time.monotonic() + seconds
        rest = 0.8  # as a hand rests a moment on a button before pressing it; longer when it was too short
        while True:
            state = self.wait(lambda s: any(i["id"] == item for i in s.get("items", [])),
                              max(1.0, deadline - time.monotonic()))
            x, y, w, h = next(i["rect"] for i in state["items"] if i["id"] == item)
            xdotool(self.display, "mousemove", str(self.left + x + w // 2), str(y + h // 2))
            time.sleep(rest)  # the app's clock, which the click rule reads, runs slow when its frames do
            rest = min(4.0, rest * 2)
            xdotool(self.display, "click", "1")
            if until is None:
                return state
            try:
                return self.wait(until, min(8.0, max(1.0, deadline - time.monotonic())))
            except AssertionError:
                if time.monotonic() >= deadline or self.process.poll() is not None:
                    raise

    def focus(self) -> None:
        """Keys to this window: there is no window manager, so the X focus is set by hand."""
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                               env=dict(os.environ, DISPLAY=self.display), timeout=30, capture_output=True, text=True)
        for wid in found.stdout.split()[-1:]:
            xdotool(self.display, "windowfocus", wid)

    def type(self, text: str) -> None:
        """Types `text` into the field with the keyboard focus, replacing what it held."""
        self.focus()
        xdotool(self.display, "key", "ctrl+a")
        xdotool(self.display, "type", "--delay", "60", text)

    def texts(self) -> list[str]:
        return [t.get("text", "") for t in self.state.get("texts", [])]

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)  # SDL makes it a window close: the app finishes
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)


def xdotool(display: str, *args: str) -> None:
    subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=display), check=True, timeout=30,
                   capture_output=True)


def screenshot(display: str, name: str, folder: Path) -> None:
    if shutil.which("import") is None:
        return
    folder.mkdir(parents=True, exist_ok=True)
    subprocess.run(["import", "-window", "root", str(folder / f"{name}.png")], env=dict(os.environ, DISPLAY=display),
                   timeout=60, capture_output=True)


@pytest.mark.skipif(shutil.which("xdotool") is None, reason="needs xdotool for real clicks (apt-get install xdotool)")
def test_two_app_windows_play_a_network_game_against_each_other(tmp_path):
    shots = Path(os.environ.get("ORRERY_SHOTS") or tmp_path / "shots")
    with virtual_display(2 * WINDOW[0] + GAP, WINDOW[1], use_existing=False) as display:
        host = Window(display, 0, tmp_path / "host", "host")
        friend = Window(display, WINDOW[0] + GAP, tmp_path / "friend", "friend")
        try:
            host.scene("title", 120)
            friend.scene("title", 120)
            # the host: Host a game, the Kardashev Scale, its seats as offered (here and a friend's)
            host.click("host", until=lambda s: s.get("scene") == "choose_game")
            host.click("host:kardashev_scale", until=lambda s: s.get("scene") == "host_game")
            room = host.click("start", until=lambda s: s.get("scene") == "waiting_room" and any(
                CODE.match(t.get("text", "")) for t in s["texts"]))
            code = next(t for t in (x.get("text", "") for x in room["texts"]) if CODE.match(t))
            # the friend: Join a game, the code typed in, a seat taken
            friend.click("join", until=lambda s: s.get("scene") == "join_game")
            seat = f"seat:{code}:1"
            for attempt in range(4):
                friend.click("address")
                friend.type(code.lower())
                try:
                    friend.wait(lambda s: any(t.get("text", "").upper() == code for t in s.get("texts", [])), 10)
                    friend.click("connect", until=lambda s: any(i["id"] == seat for i in s.get("items", [])),
                                 seconds=20)
                    break
                except AssertionError:
                    if attempt == 3:
                        raise
            friend.click(seat, until=lambda s: s.get("scene") in ("waiting_room", "kardashev_table"))
            host.wait(lambda s: s.get("scene") == "kardashev_table", 90)
            friend.wait(lambda s: s.get("scene") == "kardashev_table", 90)
            time.sleep(3)
            screenshot(display, "two_windows_playing", shots)
            # the seats play themselves through their tables to the end
            deadline = time.monotonic() + GAME_S
            over = None
            while time.monotonic() < deadline:
                if host.state.get("scene") == "game_over" and friend.state.get("scene") == "game_over":
                    over = True
                    break
                for window in (host, friend):
                    if window.process.poll() is not None:
                        raise AssertionError(f"the {window.name} window closed:\n{''.join(window.other[-30:])}")
                time.sleep(0.5)
            screenshot(display, "two_windows_game_over", shots)
            assert over, (f"the game did not end in {GAME_S} s: host at {host.state.get('scene')}, "
                          f"friend at {friend.state.get('scene')}")
            time.sleep(1)
            winner = [t for t in host.texts() if t.endswith(" wins!") or "share the victory" in t]
            assert winner and winner == [t for t in friend.texts() if t.endswith(" wins!") or "share the victory" in t]
        except BaseException:
            screenshot(display, "two_windows_failed", shots)  # what the windows showed when it went wrong
            raise
        finally:
            host.close()
            friend.close()
