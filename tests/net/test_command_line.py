"""The command line of network play: `--serve` and `--join ... --headless` as processes, four
clients at one table printing the same line, TLS, the values refused with exit code 2, and no
pygame in the server or the headless client."""

import json
import shutil
import subprocess

import pytest

from .helpers import ServerProcess, main_py
from .test_rejoin import client_process


def test_four_headless_clients_play_a_whole_game_and_print_the_same_line(tmp_path):
    with ServerProcess(tmp_path) as server:
        creator = client_process(server.url, "four", "ai:easy:Ada", "--create", "kardashev_scale", "--seats", "4",
                                 "--seed", "21")
        assert "joined table four as seat 1" in creator.stderr.readline()
        others = [client_process(server.url, "four", spec) for spec in ("ai:random:Bo", "ai:easy:Cy", "ai:random")]
        outputs = [process.communicate(timeout=180) for process in [creator, *others]]
        assert [p.returncode for p in [creator, *others]] == [0, 0, 0, 0], [err for _, err in outputs]
        assert server.interrupt() == 0
    lines = [json.loads(out.strip().splitlines()[-1]) for out, _ in outputs]
    assert all(line == lines[0] for line in lines)
    assert set(lines[0]) == {"table", "winner", "scores", "final"}
    assert lines[0]["table"] == "four" and len(lines[0]["scores"]) == 4 and len(lines[0]["final"]) == 16
    assert lines[0]["winner"] in lines[0]["scores"] or " and " in lines[0]["winner"]
    assert any(line.startswith("serving on ws://127.0.0.1:") for line in server.output)


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test certificate")
def test_cert_and_key_serve_wss(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", str(key), "-out", str(cert),
                    "-days", "1", "-subj", "/CN=localhost"], check=True, capture_output=True, timeout=60)
    with ServerProcess(tmp_path / "srv", extra=["--cert", str(cert), "--key", str(key)]) as server:
        assert server.url.startswith("wss://127.0.0.1:")
        import asyncio
        import ssl

        from game.net.client import Connection

        context = ssl.create_default_context(cafile=str(cert))
        context.check_hostname = False

        async def hello():
            connection = Connection(server.url, ssl=context)
            welcome = await connection.open()
            await connection.close()
            return welcome

        welcome = asyncio.run(hello())
        assert welcome["type"] == "welcome" and welcome["protocol"] == 1
    broken = main_py("--serve", "--port", "0", "--cert", str(cert), "--key", str(cert), timeout=60)
    assert broken.returncode == 2 and len(broken.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("args, words", [
    (["--serve", "--port", "70000"], "--port"),
    (["--serve", "--pace", "-1"], "--pace"),
    (["--serve", "--cert", "x.pem"], "--cert and --key"),
    (["--serve", "--join", "ws://h:1"], "different commands"),
    (["--join", "ws://h:1", "--headless"], "--table"),
    (["--join", "ws://h:1", "--table", "t"], "--headless"),
    (["--join", "http://h:1", "--table", "t", "--headless"], "not a server address"),
    (["--join", "ws://h:1", "--table", "bad name", "--headless"], "table name"),
    (["--join", "ws://h:1", "--table", "t", "--headless", "--as", "human"], "computer player"),
    (["--join", "ws://h:1", "--table", "t", "--headless", "--as", "ai:genius"], "--as"),
    (["--join", "ws://h:1", "--table", "t", "--headless", "--seats", "3"], "--create"),
    (["--join", "ws://h:1", "--table", "t", "--headless", "--create", "chess", "--seats", "2"], "unknown game"),
    (["--join", "ws://h:1", "--table", "t", "--headless", "--create", "kardashev_scale"], "--seats"),
    (["--join", "ws://h:1", "--table", "t", "--headless", "--create", "kardashev_scale", "--seats", "2",
      "--computers", "easy,easy"], "no seat"),
    (["--join", "ws://h:1", "--table", "t", "--headless", "--create", "kardashev_scale", "--seats", "2",
      "--computers", "clever"], "not a level"),
    (["--join", "ws://h:1", "--table", "t", "--headless", "--create", "kardashev_scale", "--seats", "2",
      "--token", "x"], "--token"),
    (["--table", "t"], "goes with --join"),
])
def test_malformed_network_options_exit_2_with_one_line(args, words):
    done = main_py(*args, timeout=60)
    assert done.returncode == 2, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and words in done.stderr, done.stderr


def test_a_server_that_cannot_be_reached_is_one_line_and_exit_1():
    import socket

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    done = main_py("--join", f"ws://127.0.0.1:{port}", "--table", "t", "--headless", "--create", "kardashev_scale",
                   "--seats", "2", timeout=60)
    assert done.returncode == 1 and len(done.stderr.strip().splitlines()) == 1 and "cannot reach" in done.stderr


def test_the_server_and_the_headless_client_never_load_pygame():
    code = ("import sys; import game.net.server, game.net.headless, game.net.client, game.net.discovery, "
            "game.net.remote_session, game.net.bot_pool; print('pygame' in sys.modules)")
    import os
    import sys

    from .helpers import ROOT

    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert done.stdout.strip() == "False", done.stderr
