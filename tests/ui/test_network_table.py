"""The windowed network table over loopback: a game's own table scene on a RemoteSession fed by a
SeatLink. The other seat is played by a second link with no window. The table animates the
server's moves one after another, says when a move is on its way and whom it waits for (with a
timer), comes back by itself after a drop, and the host may give the seat of a player who left to
a computer player; people at other screens are labelled so, not as computers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.core.bots import make_bot
from game.core.rng import Rng
from game.net.seat_link import AWAY, SEATED
from game.ui import fonts
from game.ui.identity import seat_detail
from game.ui.network_table import open_network_table
from tests.net.helpers import ServerThread, definition
from tests.net.test_seat_link import server_drops
from tests.ui.driver import click, frames, run_until
from tests.ui.network import friend_plays, instant, seated_pair, shot


def texts(app) -> str:
    return " | ".join(t.text for t in fonts.texts_on(app.window))


@pytest.mark.parametrize("game_id", ["kardashev_scale", "eminent_domain", "ascending_empires"])
def test_a_whole_game_is_played_at_a_network_table(make_app, tmp_path, game_id):
    app = make_app()
    instant(app)
    with ServerThread(tmp_path, pace=0.0) as server:
        host, friend = seated_pair(server, game_id, "whole")
        assert open_network_table(app, host)
        table = app.stack.top
        assert table.network is not None and table.bots is None
        rng, mine = Rng(5), Rng(6)
        bot = make_bot(definition(game_id), "easy")  # purposeful moves: a game of a sensible length
        sent = []

        def step():
            friend_plays(friend, rng, bot)
            if app.stack.top.name == "confirm":  # Ascending Empires asks before a planet is given up
                app.stack.top.age = 1.0
                app.stack.top.confirm()
            elif table is app.stack.top and table.deciding_player() == host.seat:
                assert table.choose(bot.choose(table.view(), table.legal(), mine, 0.05))
                if app.stack.top is not table:
                    return False
                sent.append(host.session.move)
                assert table.network.status()[0] == "Your move is on its way to the server\u2026"
                assert table.deciding_player() is None  # nothing more to send until the server answers
            return app.stack.top.name == "game_over"

        assert run_until(app, step, 200_000)
        over = app.stack.top
        offered = {c.id for c in over.controls}
        assert sent and "rematch" not in offered and "replay" not in offered and "view_table" in offered
        scores = {name: score for _, name, score in host.session.result["scores"]}
        shown = {over.names[r.player]: r.score for r in over.outcome.results}
        assert shown == scores  # the final view scores as the server did
        assert host.session.result["final"] == friend.session.result["final"]
        if game_id == "ascending_empires":  # Bob's flicks were flown here, and landed where the server's did
            assert table.flick_checks and all(table.flick_checks)


def test_the_table_says_whom_it_waits_for_and_holds_a_move_while_the_last_one_shows(make_app, tmp_path):
    app = make_app(extra={"track_texts": True})
    with ServerThread(tmp_path, pace=0.0) as server:
        host, friend = seated_pair(server, "kardashev_scale", "waits")
        open_network_table(app, host)
        table = app.stack.top
        assert [seat_detail(s) for s in host.session.config.seats] == ["", "at another screen"]
        rng = Rng(2)
        # the host moves first in the Kardashev Scale: then it waits for Bob, with a timer
        assert run_until(app, lambda: table.deciding_player() == host.seat, 2000)
        frames(app, 3)
        assert "Waiting for Bob \u00b7 0:00" in texts(app)  # the dials are set at once: Bob decides too
        table.choose(table.legal()[0])
        assert run_until(app, lambda: host.seat not in host.session.to_act(), 2000)
        assert run_until(app, lambda: (table.network.status() or ("",))[0].startswith("Waiting for Bob \u00b7 0:0"))
        frames(app, 130)  # two seconds of the app's clock
        assert table.network.status()[0].startswith("Waiting for Bob \u00b7 0:02")
        assert "Waiting for Bob" in texts(app)
        shot(app, "table_waiting_for_bob", tmp_path)
        # a move arriving while the table is busy showing the last one waits for it
        busy = {"on": True}
        table.busy = lambda: busy["on"]
        moves = host.session.move
        while not friend.session.human_players_to_act():
            friend_plays(friend, rng)
        friend_plays(friend, rng)
        assert run_until(app, lambda: host.inbox and host.inbox[0]["type"] == "moved", 2000)
        frames(app, 10)
        assert host.session.move == moves and host.inbox  # held back
        busy["on"] = False
        frames(app, 2)
        assert host.session.move > moves and not any(m["type"] == "moved" for m in host.inbox)


def test_a_dropped_table_comes_back_by_itself(make_app, tmp_path):
    app = make_app()
    instant(app)
    with ServerThread(tmp_path, pace=0.0) as server:
        host, friend = seated_pair(server, "eminent_domain", "drops")
        open_network_table(app, host)
        table = app.stack.top
        rng, mine = Rng(4), Rng(9)

        def play_until(moves):
            def step():
                friend_plays(friend, rng)
                if table.deciding_player() == host.seat:
                    table.choose(table.legal()[mine.randrange(len(table.legal()))])
                return host.session.move >= moves
            assert run_until(app, step, 20_000)

        play_until(8)
        assert run_until(app, lambda: friend_plays(friend, rng) or table.deciding_player() == host.seat, 20_000)
        replaced = []
        table.on_state_replaced = lambda: replaced.append(host.session.move)
        server_drops(server, "drops", host.seat)
        assert run_until(app, lambda: host.status == AWAY, 2000)
        assert table.network.status()[0].startswith("The connection was lost (")
        frames(app, 2)
        assert table.deciding_player() is None and not table.current()[2].task  # nothing can be sent: not asked
        shot(app, "table_connection_lost", tmp_path)
        assert run_until(app, lambda: host.status == SEATED and replaced, 2000)
        shot(app, "table_back_after_the_drop", tmp_path)
        assert table.network.status() is None or not table.network.status()[0].startswith("The connection")
        log_before = len(host.session.log)
        play_until(host.session.move + 6)  # the game goes on
        assert len(host.session.log) > log_before


def test_the_host_gives_the_seat_of_a_player_who_left_to_a_computer(make_app, tmp_path):
    app = make_app()
    instant(app)
    with ServerThread(tmp_path, pace=0.0) as server:
        host, friend = seated_pair(server, "kardashev_scale", "gives", seats=3, computers=["easy"])
        open_network_table(app, host)
        table = app.stack.top
        assert table.network.hosting
        friend.close()  # Bob's window closes
        assert run_until(app, lambda: "net:give" in {i["id"] for i in app.automation_state()["items"]}, 2000)
        assert table.network.status()[0].startswith("Bob left the table: waiting for them to come back \u00b7 0:0")
        shot(app, "table_bob_left", tmp_path)
        click(app, "net:give")
        assert app.stack.top.name == "give_seat"
        shot(app, "give_seat", tmp_path)
        click(app, "give:easy")
        assert app.stack.top is table
        assert run_until(app, lambda: host.session.config.seats[1].kind == "ai", 2000)
        assert run_until(app, lambda: "net:give" not in {i["id"] for i in app.automation_state()["items"]}, 100)
        mine = Rng(1)

        def step():
            if table is app.stack.top and table.deciding_player() == host.seat:
                table.choose(table.legal()[mine.randrange(len(table.legal()))])
            return app.stack.top.name == "game_over"

        assert run_until(app, step, 200_000)  # the computer played Bob's seat to the end


def test_after_the_game_a_lost_connection_is_let_go(make_app, tmp_path):
    app = make_app()
    instant(app)
    with ServerThread(tmp_path, pace=0.0) as server:
        host, friend = seated_pair(server, "kardashev_scale", "after", seats=2)
        open_network_table(app, friend)  # the friend's window this time
        table = app.stack.top
        rng, mine = Rng(3), Rng(4)
        bot = make_bot(definition("kardashev_scale"), "easy")

        def step():
            friend_plays(host, rng, bot)  # the host plays with no window
            if table is app.stack.top and table.deciding_player() == friend.seat:
                table.choose(bot.choose(table.view(), table.legal(), mine, 0.05))
            return friend.session.finished
        assert run_until(app, step, 200_000)
        assert run_until(app, lambda: app.stack.top.name == "game_over", 2000)
        server_drops(server, "after", friend.seat)  # the host's server goes away after the game
        click(app, "view_table")  # the final position: the table is updated again under it
        assert run_until(app, lambda: friend.status == "closed", 2000)
        assert table.network.status() is None  # nothing to come back for, nothing said


@pytest.mark.parametrize("game_id", ["kardashev_scale", "eminent_domain", "ascending_empires"])
def test_a_person_at_another_screen_is_never_called_a_computer(make_app, tmp_path, game_id):
    """Each table's words beside a seat's name: Bob (a person) at another screen, the server's
    computer player a computer, whatever level a seat carries."""
    app = make_app()
    with ServerThread(tmp_path, pace=0.0) as server:
        host, friend = seated_pair(server, game_id, "labels", seats=3, computers=["easy"])
        open_network_table(app, host)
        table = app.stack.top
        seats = host.session.config.seats
        seats_with_levels = [replace(s, level=s.level or "medium") for s in seats]  # a level must not matter
        host.session.config = replace(host.session.config, seats=tuple(seats_with_levels))
        frames(app, 2)
        view = table.view()
        if game_id == "ascending_empires":
            said = [table._seat_key(view, p).subtitle for p in range(3)]
        else:  # both tables write seat_detail beside each seat's name
            said = [seat_detail(s) for s in host.session.config.seats]
        assert said[1] == "at another screen"
        computer = host.session.config.seats[2]  # its level, or nothing where its name says it already
        assert said[2] == "computer \u00b7 easy" or (said[2] == "" and "easy" in computer.name.lower())
