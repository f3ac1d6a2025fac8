"""SeatLink, a window's place at a network table, over loopback: a host creates, a friend finds
the table in the lobby and takes a seat, both play through their sessions to the end; a dropped
connection comes back with the seat's token and the whole table; a refused seat, a lost table and
another game's content each end in one line."""

import time

from game.core.rng import Rng
from game.net import seat_link
from game.net.seat_link import AWAY, CLOSED, LOBBY, LOST, SEATED, SeatLink

from .helpers import ServerThread, content, definition


def games(game_id):
    try:
        return definition(game_id), content(game_id)
    except KeyError:
        raise LookupError(f"this Orrery has no game {game_id!r}") from None


def pump(links, until, seconds=60.0, on_frame=None):
    """Poll like a frame loop; every session message goes straight to its session."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for link in links:
            link.poll()
            while (message := link.next_message()) is not None:
                link.session.receive(message)
                link.session.poll()
        if on_frame is not None:
            on_frame()
        if until():
            return
        time.sleep(1 / 60)
    raise AssertionError("timed out: " + "; ".join(f"{link.status} {link.problem}" for link in links))


def away(url: str, table: str, token: str, games=games) -> SeatLink:
    """A link that was seated at `table` with `token` and has just lost its connection."""
    link = SeatLink(url, games)
    link.token, link.table, link.status, link.retry_at = token, table, AWAY, 0
    return link


def server_drops(server, table: str, seat: int) -> None:
    """The server closes the connection of `seat` at `table` (a real drop, as a broken network)."""
    def drop():
        for conn in list(server.server.connections):
            if conn.table is not None and conn.table.name == table and conn.seat == seat:
                conn.close_soon()
                return True
        return False

    assert server.call(drop)


def test_a_host_and_a_friend_play_a_whole_game_and_a_drop_comes_back_by_itself(tmp_path):
    with ServerThread(tmp_path) as server:
        host = SeatLink(server.url, games)
        host.create("friday", "kardashev_scale", 3, computers=["easy"], name="Ada")
        pump([host], lambda: host.session is not None)
        assert host.status == SEATED and host.seat == 0 and host.host == 0 and not host.session.started

        friend = SeatLink(server.url, games).open()
        pump([friend], lambda: friend.status == LOBBY)
        friend.list_tables()
        pump([friend], lambda: friend.tables)
        listed = friend.tables[0]
        assert listed["table"] == "friday" and listed["open_seats"] == 1 and listed["status"] == "open"
        friend.join("friday", "Bob", seat=1)
        pump([host, friend], lambda: friend.session is not None and host.session.started)
        assert friend.seat == 1 and friend.session.started
        assert [s.kind for s in friend.session.config.seats] == ["remote", "human", "ai"]

        rng = Rng(3)
        dropped = {}

        def play():
            for link in (host, friend):
                session = link.session
                if session.human_players_to_act():
                    legal = session.legal_actions()
                    session.apply(session.seat, legal[rng.randrange(len(legal))])
            if not dropped and host.session.move >= 6:
                dropped["token"] = friend.token
                server_drops(server, "friday", 1)
            if dropped and "away" not in dropped and friend.status == AWAY:
                dropped["away"] = friend.seconds_away()

        pump([host, friend], lambda: host.session.finished and friend.session.finished, 180, play)
        assert "away" in dropped, "the drop was not noticed"
        assert friend.status == SEATED and friend.token == dropped["token"] and friend.away_since is None
        assert host.session.result["final"] == friend.session.result["final"]
        # the whole table came back: nothing said while it was away is missing
        assert [e.to_list() for e in friend.session.log] == [e.to_list() for e in host.session.log]
        host.close()
        friend.close()
        assert host.status == CLOSED


def test_refusals_end_in_one_line(tmp_path):
    with ServerThread(tmp_path) as server:
        host = SeatLink(server.url, games)
        host.create("full", "eminent_domain", 2, computers=["easy"], name="Ada")
        pump([host], lambda: host.session is not None and host.session.started)
        late = SeatLink(server.url, games)
        late.join("full", "Bob")
        pump([late], lambda: late.problem is not None)
        assert late.problem == "table full has no open seat" and late.session is None
        assert late.status == LOBBY  # may choose another table

        # a token the server does not know: the seat is lost, with the reason
        stranger = away(server.url, "full", "not-a-token")
        pump([stranger], lambda: stranger.status == LOST)
        assert stranger.problem == "table full no longer holds this seat"

        # a table of a game this Orrery does not have
        def no_games(game_id):
            raise LookupError(f"this Orrery has no game {game_id!r}")

        other = SeatLink(server.url, no_games)
        other.create("other", "kardashev_scale", 2, computers=["easy"], name="Cy")
        pump([other], lambda: other.status == LOST)
        assert other.problem == "this Orrery has no game 'kardashev_scale'"


def test_a_server_that_cannot_be_reached_is_said_and_a_seat_keeps_trying(tmp_path, monkeypatch):
    link = SeatLink("ws://127.0.0.1:9", games)  # nothing listens on port 9
    link.join("any", "Ada")
    pump([link], lambda: link.status == LOST)
    assert link.problem.startswith("cannot reach ws://127.0.0.1:9/t/any")

    # seated once: a drop is retried, longer and longer, never given up while the table is open
    monkeypatch.setattr(seat_link, "RETRY_WAITS", (0.05, 0.1))
    monkeypatch.setattr(seat_link, "RETRY_MOST", 0.1)
    seated = SeatLink("ws://127.0.0.1:9", games)
    seated.token, seated.table, seated.status = "t", "any", SEATED
    seated._closed("the connection to the server was lost")
    pump([seated], lambda: seated.attempts >= 4, 30)
    assert seated.status == AWAY and seated.problem.startswith("cannot reach")
    seated.close()
    assert seated.status == CLOSED and seated.connection is None


def test_another_window_taking_the_seat_ends_this_one(tmp_path):
    with ServerThread(tmp_path) as server:
        first = SeatLink(server.url, games)
        first.create("twice", "kardashev_scale", 2, computers=["easy"], name="Ada")
        pump([first], lambda: first.session is not None and first.session.started)
        second = away(server.url, "twice", first.token)
        pump([first, second], lambda: first.status == LOST and second.status == SEATED)
        assert first.problem == "this seat was taken up by another window with its token"
        assert second.session is not None and second.seat == 0
