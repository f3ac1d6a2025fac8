"""The client side as a table scene would drive it: a connection on its own thread that never
makes the caller wait, a RemoteSession fed by it, a whole game played through `apply`, and the
hint worked out on the server."""

import time

import pytest

from game.core.rng import Rng
from game.net.client import BackgroundConnection
from game.net.headless import HeadlessError
from game.net.remote_session import RemoteSession

from .helpers import ServerThread, content, definition, play_seats, seat_options


def frame_loop(connection, session_box, until, seconds: float = 120.0, on_frame=None):
    """Poll like a frame loop (60 a second), handing every message to the session; each poll is
    timed, since a frame must never wait on the network."""
    slowest = 0.0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        started = time.perf_counter()
        for message in connection.poll():
            session_box.handle(message)
        if on_frame is not None:
            on_frame()
        slowest = max(slowest, time.perf_counter() - started)
        if until():
            return slowest
        time.sleep(1 / 60)
    raise AssertionError("timed out")


class SessionBox:
    """What a network table scene keeps: the session once the table arrives, and what it heard."""

    def __init__(self, connection, game_id):
        self.connection, self.game_id = connection, game_id
        self.session: RemoteSession | None = None
        self.joined = None
        self.hints = []
        self.batches = []

    def handle(self, message):
        if message["type"] == "joined":
            self.joined = message
        elif message["type"] == "table" and message.get("started"):
            self.session = RemoteSession(definition(self.game_id), content(self.game_id), message,
                                         self.connection.send)
        elif self.session is not None:
            self.session.receive(message)
            self.batches += self.session.poll()


def test_a_seat_played_through_a_remote_session_on_a_background_connection(tmp_path):
    with ServerThread(tmp_path) as server:
        connection = BackgroundConnection(server.url, table="bg").start()
        box = SessionBox(connection, "kardashev_scale")
        connection.send({"type": "create", "table": "bg", "game": "kardashev_scale", "seats": 2,
                         "computers": ["easy"], "name": "Ada", "seed": 4})
        frame_loop(connection, box, lambda: box.session is not None, 60)
        session = box.session
        assert box.joined["seat"] == session.seat == 0 and session.config.seats[1].kind == "ai"
        assert session.bot_players_to_act() == [] and not session.can_undo(0)
        # the hint: the strongest level's move for this seat's question, from the server
        frame_loop(connection, box, lambda: bool(session.human_players_to_act()), 60)
        session.request_hint()
        frame_loop(connection, box, lambda: session.hint is not None, 60)
        assert session.hint.action in session.legal_actions() and session.hint.level == "expert"
        assert session.hint.text
        rng = Rng(8)

        def play():
            if session.human_players_to_act() and getattr(play, "asked", None) != session.version:
                play.asked = session.version
                session.apply(session.seat, session.legal_actions()[rng.randrange(len(session.legal_actions()))])

        slowest = frame_loop(connection, box, lambda: session.finished, 120, on_frame=play)
        connection.close()
    assert slowest < 0.25  # polling never waits on the network (generous: the machine is shared)
    assert session.result["final"] and session.state.is_terminal()
    assert sum(len(events) for _, events in box.batches) > 20
    assert any(player == 0 for player, _ in box.batches) and any(player == 1 for player, _ in box.batches)


def test_a_connection_to_nowhere_says_so_through_poll():
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    connection = BackgroundConnection(f"ws://127.0.0.1:{port}").start()
    deadline = time.monotonic() + 30
    messages = []
    while not messages and time.monotonic() < deadline:
        messages = connection.poll()
        time.sleep(0.02)
    assert messages[0]["type"] == "closed" and "cannot reach" in messages[0]["message"]


def test_a_server_chooses_the_seed_unless_told_to_let_creators_choose(tmp_path):
    with ServerThread(tmp_path, allow_seeds=False) as server:
        seeded = seat_options(server.url, "seeded", "ai:random", create="kardashev_scale", seats=2,
                              computers=("random",), seed=5)
        with pytest.raises(HeadlessError, match="chooses every table's seed"):
            play_seats(seeded, [])
        unseeded = seat_options(server.url, "unseeded", "ai:random", create="kardashev_scale", seats=2,
                                computers=("random",))
        assert play_seats(unseeded, [])[0]["final"]


def test_what_is_sent_before_the_connection_is_under_way_goes_first(tmp_path):
    with ServerThread(tmp_path) as server:
        connection = BackgroundConnection(server.url)
        connection.send({"type": "ping", "id": 1})  # before its thread has even started
        connection.start()
        connection.send({"type": "ping", "id": 2})
        pongs = []
        deadline = time.monotonic() + 30
        while len(pongs) < 2 and time.monotonic() < deadline:
            pongs += [m["id"] for m in connection.poll() if m["type"] == "pong"]
            time.sleep(0.01)
        assert pongs == [1, 2]
        connection.close()
        deadline = time.monotonic() + 30
        while not connection.closed and time.monotonic() < deadline:
            time.sleep(0.01)
        connection.send({"type": "ping", "id": 3})  # after it ended: dropped, never raised
        assert connection.closed
