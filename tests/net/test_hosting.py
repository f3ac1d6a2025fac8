"""A hosted server runs in a process of its own on the app's content: it says where it serves,
takes a free port when the preferred one is taken, tables can be played on it, and it ends when
asked (and with the app, however the app ends)."""

import os
import signal
import subprocess
import sys
import time

from game.net.hosting import HostedServer

from .helpers import ROOT, content, play_seats, seat_options


def ready(hosted, seconds=60):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        hosted.poll()
        if hosted.url or hosted.problem:
            return hosted
        time.sleep(0.02)
    raise AssertionError("the hosted server did not start")


def test_a_hosted_server_serves_a_game_and_stops_when_asked():
    contents = {"kardashev_scale": content("kardashev_scale")}
    first = ready(HostedServer(contents, bind="127.0.0.1", announce=False).start())
    second = ready(HostedServer(contents, bind="127.0.0.1", announce=False, port=first.port).start())
    try:
        assert first.problem is None and first.url.startswith("ws://127.0.0.1:")
        assert second.problem is None and second.port != first.port  # the port was taken: another one
        creator = seat_options(second.url, "hosted", "ai:easy:Ada", create="kardashev_scale", seats=2)
        [ada, bob] = play_seats(creator, [seat_options(second.url, "hosted", "ai:easy:Bob")])
        assert ada["final"] == bob["final"] and ada["winner"]
    finally:
        assert first.wait_stopped() and second.wait_stopped()
    second.poll()
    assert second.problem is None  # asked to stop: not a problem


def test_a_hosted_server_that_dies_says_so():
    hosted = ready(HostedServer({"kardashev_scale": content("kardashev_scale")}, bind="127.0.0.1",
                                announce=False, port=0).start())
    os.kill(hosted._process.pid, signal.SIGKILL)
    deadline = time.monotonic() + 30
    while hosted.problem is None and time.monotonic() < deadline:
        hosted.poll()
        time.sleep(0.02)
    assert hosted.problem == "the game's server stopped (exit code -9)"
    assert not hosted.serving


SCRIPT = """
import os, sys, time
sys.path.insert(0, {root!r})
from game.core.content.service import load_game_content
from game.net.hosting import HostedServer
if __name__ == "__main__":
    hosted = HostedServer({{"kardashev_scale": load_game_content("kardashev_scale").content}}, bind="127.0.0.1",
                          announce=False, port=0).start()
    while hosted.url is None:
        hosted.poll(); time.sleep(0.02)
    print(hosted._process.pid, flush=True)
    time.sleep(600)
"""


def test_a_hosted_server_ends_with_the_app_that_started_it(tmp_path):
    script = tmp_path / "app.py"
    script.write_text(SCRIPT.format(root=str(ROOT)))
    app = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        pid = int(app.stdout.readline())
        app.send_signal(signal.SIGKILL)
        app.wait(30)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and _alive(pid):
            time.sleep(0.05)
        assert not _alive(pid), "the hosted server outlived the app"
    finally:
        if app.poll() is None:
            app.kill()


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
