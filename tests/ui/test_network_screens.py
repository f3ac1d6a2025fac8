"""Host a game and Join a game over loopback, headless: the host chooses a game and its seats,
its server starts in a process of its own and the screen shows the address and the join code; a
friend finds the server (zeroconf is stood in for: multicast never leaves a test), sees its
tables, takes a seat, and both tables open when every seat is taken. Typed addresses and join
codes, and what goes wrong with them, are said in words."""

from __future__ import annotations

import pygame
import pytest

from game.net import discovery
from game.net.join_code import make_code, read_code
from game.net.seat_link import AWAY, SeatLink
from game.ui import fonts
from game.ui.scenes.join_game import JoinGameScene, server_url
from tests.net.helpers import ServerThread
from tests.ui.driver import click, frames, key, run_until
from tests.ui.network import drain, games, shot


def said(app) -> str:
    return " | ".join(t.text for t in fonts.texts_on(app.window))


def type_into(app, control_id: str, text: str) -> None:
    element = app.stack.top.control(control_id).element
    element.set_text(text)
    frames(app, 1)


def at_table(app) -> bool:
    return getattr(app.stack.top, "network", None) is not None


def open_host(app, game_id="kardashev_scale"):
    click(app, "host")
    assert app.stack.top.name == "choose_game"
    click(app, f"host:{game_id}")
    scene = app.stack.top
    assert scene.name == "host_game"
    return scene


def test_host_a_game_starts_a_server_shows_the_code_and_opens_the_table(make_app, tmp_path):
    app = make_app(extra={"track_texts": True, "host_bind": "127.0.0.1"})
    host = open_host(app)
    assert [(s.kind) for s in host.seats] == ["here", "network"]
    click(app, "add_seat")
    click(app, "seat1:easy")  # a computer goes after the friends: the rows keep the server's order
    assert [s.kind for s in host.seats] == ["here", "network", "easy"]
    click(app, "seat1:hard")
    assert [s.kind for s in host.seats] == ["here", "hard", "easy"]
    assert "seat0:network" not in {c.id for c in host.controls}  # the host's own seat is played here
    click(app, "start")
    assert "Make at least one seat Network" in host.error
    click(app, "seat1:network")
    assert [s.kind for s in host.seats] == ["here", "network", "easy"]
    type_into(app, "seat0:name", "Ada")
    shot(app, "host_game", tmp_path)
    click(app, "start")
    room = app.stack.top
    assert room.name == "waiting_room"
    assert run_until(app, lambda: room.link is not None and room.link.session is not None, 3000)
    frames(app, 2)
    code = read_code(room.code)
    assert room.address == f"127.0.0.1:{code.port}" and code.table == room.link.table
    words = said(app)
    assert room.code in words and room.address in words and "Waiting for a friend" in words
    assert "Waiting for 1 more player" in words
    shot(app, "host_waiting_room", tmp_path)
    # a friend joins with the code, and both sides start
    friend = SeatLink(code.url, games)
    friend.join(code.table, "Bob")
    assert run_until(app, lambda: (drain(friend) or True) and at_table(app), 3000)
    table = app.stack.top
    assert table.network is not None and table.network.hosting
    assert [s.name for s in table.session.config.seats] == ["Ada", "Bob", "Easy bot 3"]
    # leaving ends the hosted game: asked first, then the friend's connection ends
    key(app, pygame.K_ESCAPE)
    assert "save" not in {i["id"] for i in app.automation_state()["items"]}  # the server keeps the game
    click(app, "quit")
    assert app.stack.top.name == "confirm" and "it ends for everyone" in app.stack.top.text
    app.stack.top.age = 1.0
    click(app, "confirm")
    assert app.stack.top.name == "title"
    server = room.server
    assert run_until(app, lambda: (friend.poll() or True) and friend.status == AWAY, 3000)
    assert server.wait_stopped()


def test_stopping_before_anyone_joins_stops_the_server(make_app):
    app = make_app(extra={"host_bind": "127.0.0.1"})
    open_host(app, "eminent_domain")
    click(app, "start")
    room = app.stack.top
    assert run_until(app, lambda: room.code != "", 3000)
    click(app, "back")
    assert app.stack.top.name == "host_game"
    assert room.server.wait_stopped()
    assert room.link.status == "closed"


def test_join_a_game_finds_a_server_lists_its_tables_and_takes_a_seat(make_app, tmp_path, monkeypatch):
    app = make_app(extra={"track_texts": True})
    with ServerThread(tmp_path, pace=0.0) as server:
        found = [discovery.FoundServer("Ada's table", server.url, 1)]
        monkeypatch.setattr(discovery, "browse", lambda seconds: list(found))
        host = SeatLink(server.url, games)
        host.create("friday", "eminent_domain", 3, computers=["easy"], name="Ada")
        other = SeatLink(server.url, games)
        other.create("other", "kardashev_scale", 2, computers=["easy"], name="Cy")  # full: being played
        assert run_until(app, lambda: (drain(host), drain(other)) and host.session and other.session, 3000)
        click(app, "join")
        join = app.stack.top
        assert join.name == "join_game"
        assert run_until(app, lambda: "server:0" in {c.id for c in join.controls}, 3000)
        click(app, "server:0")
        assert run_until(app, lambda: "seat:friday:1" in {c.id for c in join.controls}, 3000)
        frames(app, 2)
        words = said(app)
        assert "Eminent Domain  \u2022  friday  \u2022  2 of 3 seats taken  \u2022  gathering players" in words
        assert "Kardashev Scale  \u2022  other  \u2022  2 of 2 seats taken  \u2022  being played" in words
        assert "At it: Ada, Easy bot 3" in words
        shot(app, "join_game", tmp_path)
        assert not any(c.id.startswith("seat:other") for c in join.controls)  # no seat to take there
        type_into(app, "name", "Bob")
        click(app, "seat:friday:1")
        assert run_until(app, lambda: at_table(app), 3000)
        table = app.stack.top
        shot(app, "joined_table", tmp_path)
        assert table.network.link.seat == 1 and not table.network.hosting
        assert [s.name for s in table.session.config.seats] == ["Ada", "Bob", "Easy bot 3"]
        assert run_until(app, lambda: (drain(host) or True) and host.session.started, 3000)


def test_join_with_a_code_shows_its_table_only_and_mistakes_are_said(make_app, tmp_path, monkeypatch):
    monkeypatch.setattr(discovery, "browse", lambda seconds: [])
    app = make_app(extra={"track_texts": True})
    with ServerThread(tmp_path, pace=0.0) as server:
        port = int(server.url.rsplit(":", 1)[1])
        code = make_code("127.0.0.1", port, 9)
        host = SeatLink(server.url, games)
        host.create(code, "kardashev_scale", 2, name="Ada")
        decoy = SeatLink(server.url, games)
        decoy.create("decoy", "kardashev_scale", 2, name="Cy")
        assert run_until(app, lambda: (drain(host), drain(decoy)) and host.session and decoy.session, 3000)
        scene = JoinGameScene(app)
        app.push(scene)
        frames(app, 2)
        type_into(app, "address", code.lower().replace("-", " ")[:-1] + "U")
        click(app, "connect")
        frames(app, 2)
        assert "'U' is not in a join code" in said(app)
        type_into(app, "address", code.lower())
        click(app, "connect")
        assert run_until(app, lambda: f"seat:{code}:1" in {c.id for c in scene.controls}, 3000)
        assert not any("decoy" in c.id for c in scene.controls)
        assert scene.link.url == f"ws://127.0.0.1:{port}"


@pytest.mark.parametrize("typed, url, table, problem", [
    ("192.168.1.20", "ws://192.168.1.20:8765", None, None),
    ("192.168.1.20:9000", "ws://192.168.1.20:9000", None, None),
    ("ws://box.local:9000/", "ws://box.local:9000", None, None),
    ("wss://[::1]:9000", "wss://[::1]:9000", None, None),
    ("R2M0-2512-7MJS", "ws://192.168.1.20:8765", "R2M0-2512-7MJS", None),
    ("", None, None, "Type the address the host gives you, or their join code."),
    ("http://box:80", None, None, "'http://box:80' is not a server address: use ws://HOST:PORT (or wss:// for TLS)"),
    ("box:port", None, None, "'ws://box:port' is not a server address"),
])
def test_what_may_be_typed_as_an_address(typed, url, table, problem):
    found = server_url(typed)
    assert found[:2] == (url, table)
    if problem is None:
        assert found[2] is None
    else:
        assert found[2].startswith(problem)


def test_a_server_that_cannot_be_reached_is_said(make_app, monkeypatch):
    monkeypatch.setattr(discovery, "browse", lambda seconds: [])
    app = make_app(extra={"track_texts": True})
    scene = JoinGameScene(app)
    app.push(scene)
    frames(app, 2)
    type_into(app, "address", "127.0.0.1:9")
    click(app, "connect")
    assert run_until(app, lambda: scene.problem is not None, 3000)
    frames(app, 2)
    assert "cannot reach ws://127.0.0.1:9" in said(app)


def test_a_seat_taken_waits_in_its_room_and_comes_back_after_a_drop(make_app, tmp_path, monkeypatch):
    from tests.net.test_seat_link import server_drops

    monkeypatch.setattr(discovery, "browse", lambda seconds: [])
    app = make_app(extra={"track_texts": True})
    with ServerThread(tmp_path, pace=0.0) as server:
        host = SeatLink(server.url, games)
        host.create("three", "eminent_domain", 3, name="Ada")
        assert run_until(app, lambda: (drain(host) or True) and host.session is not None, 3000)
        scene = JoinGameScene(app)
        app.push(scene)
        frames(app, 2)
        type_into(app, "address", server.url)
        click(app, "connect")
        assert run_until(app, lambda: "seat:three:1" in {c.id for c in scene.controls}, 3000)  # the list came
        type_into(app, "name", "Bob")
        click(app, "seat:three:1")
        assert run_until(app, lambda: app.stack.top.name == "waiting_room", 3000)
        room = app.stack.top
        assert run_until(app, lambda: "Waiting for 1 more player" in said(app), 3000)
        assert "Bob" in said(app) and "you" in said(app)
        server_drops(server, "three", 1)
        assert run_until(app, lambda: "The connection was lost" in said(app), 3000)
        assert run_until(app, lambda: "Waiting for 1 more player" in said(app), 3000)  # back, by itself
        third = SeatLink(server.url, games)
        third.join("three", "Cy")
        assert run_until(app, lambda: (drain(third) or True) and at_table(app), 3000)
        assert app.stack.top.network.link is room.link and room.link.seat == 1


def test_the_choice_of_game_follows_the_games_as_they_load(make_app):
    app = make_app()
    click(app, "host")
    scene = app.stack.top
    entry = app.catalogue.entry("eminent_domain")
    status = entry.status
    entry.status = "loading"
    frames(app, 2)
    assert not scene.control("host:eminent_domain").element.is_enabled
    assert scene.control("host:eminent_domain").element.text == "Eminent Domain (loading)"
    entry.status = status
    frames(app, 2)
    assert scene.control("host:eminent_domain").element.is_enabled
