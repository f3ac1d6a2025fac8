"""Drops over loopback: a client killed mid-game is waited for and takes its seat back with its
token; a server killed mid-game is started again on its folder and every table plays on."""

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import time

from game.net.headless import HeadlessSeat

from .helpers import ROOT, ServerProcess, ServerThread, seat_options


def client_process(url: str, table: str, spec: str, *extra) -> subprocess.Popen:
    env = dict(os.environ, ORRERY_NO_VENV="1", PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--join", url, "--table", table, "--as", spec,
                             "--headless", *extra], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_for(condition, seconds: float = 60.0, step: float = 0.05):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(step)
    raise AssertionError("timed out")


def test_a_client_killed_mid_game_is_waited_for_and_comes_back_with_its_token(tmp_path):
    with ServerThread(tmp_path, pace=0.0) as server:
        table = "dropped"
        frames: list[str] = []
        creator = seat_options(server.url, table, "ai:easy:Ada", create="eminent_domain", seats=2, seed=5,
                               raw_log=frames)

        async def ada():
            return await HeadlessSeat(creator).play()

        results = {}

        def run_ada():
            results["ada"] = asyncio.run(ada())

        import threading

        ada_thread = threading.Thread(target=run_ada, daemon=True)
        ada_thread.start()
        wait_for(lambda: table in server.call(lambda: list(server.server.tables)))
        bob = client_process(server.url, table, "ai:easy:Bob")
        token_line = wait_for(lambda: bob.stderr.readline())
        token = token_line.split("--token ")[1].strip()
        wait_for(lambda: server.call(lambda: server.server.tables[table].move) >= 10)
        bob.send_signal(signal.SIGKILL)
        bob.wait(30)
        waiting = wait_for(lambda: server.call(lambda: server.server.tables[table].waiting()))
        assert waiting[0]["seat"] == 1 and waiting[0]["name"] == "Bob"
        moves = server.call(lambda: server.server.tables[table].move)
        assert not server.call(lambda: server.server.tables[table].finished)
        # Ada was told whom the table waits for
        wait_for(lambda: any('"waiting":[{"seat":1,"name":"Bob"' in f for f in frames))
        time.sleep(1.0)
        assert server.call(lambda: server.server.tables[table].move) <= moves + 30  # it stops at Bob's turn
        back = client_process(server.url, table, "ai:easy", "--token", token)
        out, err = back.communicate(timeout=180)
        assert back.returncode == 0, err
        ada_thread.join(120)
    line = json.loads(out.strip().splitlines()[-1])
    assert set(line) == {"table", "winner", "scores", "final"}
    assert line == results["ada"]
    assert set(line["scores"]) == {"Ada", "Bob"}  # the seat kept its name


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_server_killed_mid_game_resumes_its_tables_from_its_folder(tmp_path):
    port = free_port()
    server = ServerProcess(tmp_path, port=port, pace=0.05).start()
    try:
        table = "restarted"
        lines: list[str] = []
        creator = seat_options(server.url, table, "ai:easy", create="kardashev_scale", seats=3, computers=("easy",),
                               seed=9, rejoin_for=90.0, lines=lines)
        joiner = seat_options(server.url, table, "ai:random", rejoin_for=90.0, lines=lines)

        async def both():
            from .helpers import _play

            game = asyncio.create_task(_play(creator, [joiner]))
            deadline = time.monotonic() + 60
            while not (tmp_path / f"{table}.json").exists() or not list((tmp_path / "saves").glob("*.json")):
                assert time.monotonic() < deadline
                await asyncio.sleep(0.05)
            await asyncio.sleep(1.5)  # a few rounds
            server.kill()
            assert not game.done()
            await asyncio.sleep(0.5)
            restarted = ServerProcess(tmp_path, port=port, pace=0.05)
            await asyncio.to_thread(restarted.start)
            return await game, restarted

        results, restarted = asyncio.run(asyncio.wait_for(both(), 240))
        assert any("resumed 1 table: restarted" in line for line in restarted.output)
        assert restarted.interrupt() == 0
        assert any("every table is saved" in line for line in restarted.output)
    finally:
        if server.process.poll() is None:
            server.kill()
    assert results[0] == results[1] and results[0]["final"]
