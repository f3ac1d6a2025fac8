"""A server's table without sockets: seats and tokens, the start, intents checked by the rules,
what each seat is sent, away players and the host's hand-over, and the files a restart resumes."""

import json

import pytest

from game.core.rng import Rng
from game.net.protocol import ProtocolError
from game.net.tables import COMPUTER, NETWORK, Table, TableStore

from .helpers import Wired, content, definition


def ks_table(**fields):
    return Table.create("friday", definition("kardashev_scale"), content("kardashev_scale"), 3, **fields)


def test_a_table_starts_when_its_last_player_sits_down():
    table, seat, token = ks_table(computers=["easy"], seed=4, creator="Ada")
    assert (seat, table.started) == (0, False)
    assert [s.kind for s in table.seats] == [NETWORK, NETWORK, COMPUTER]
    assert table.summary()["status"] == "open" and table.summary()["open_seats"] == 1
    second, other = table.join("Ada")
    assert second == 1 and other != token and table.started
    assert [s.name for s in table.session.config.seats] == ["Ada", "Ada 2", "Easy bot 3"]
    assert [s.kind for s in table.session.config.seats] == ["human", "human", "ai"]
    with pytest.raises(ProtocolError) as caught:
        table.join("Cy")
    assert caught.value.code == "table_full"


@pytest.mark.parametrize("fields, words", [
    ({"computers": ["easy", "easy", "easy"]}, "no seat for a player"),
    ({"computers": ["grandmaster"]}, "no grandmaster computer player"),
    ({"variants": ["no_such_variant"]}, "no_such_variant"),
])
def test_settings_no_game_can_start_from_are_refused_in_one_line(fields, words):
    with pytest.raises(ProtocolError) as caught:
        ks_table(**fields)
    assert caught.value.code == "bad_settings" and words in caught.value.message


def test_a_table_name_must_be_plain():
    with pytest.raises(ProtocolError) as caught:
        Table.create("no spaces", definition("kardashev_scale"), content("kardashev_scale"), 2)
    assert caught.value.code == "bad_table"


def test_a_token_takes_its_seat_back_and_nothing_else():
    table, seat, token = ks_table(computers=["easy"])
    table.join("Bo")
    assert table.join(token=token) == (0, token)
    with pytest.raises(ProtocolError) as caught:
        table.join(token="guessed")
    assert caught.value.code == "bad_token"


def test_each_seat_is_sent_its_own_view_its_own_moves_and_never_the_seed():
    wired = Wired("kardashev_scale", 2, seed=123456789)
    table = wired.table
    for seat in (0, 1):
        snapshot = json.loads(next(f for f in wired.frames[seat] if '"started":true' in f))
        assert snapshot["view"] == table.session.view_for(seat).to_dict()
        assert snapshot["you"] == seat and "seed" not in snapshot["settings"]
        assert "123456789" not in "".join(wired.frames[seat])
    first = wired.sessions[0]
    action = first.legal_actions()[0]
    first.apply(0, action)
    wired.deliver()
    mine, theirs = json.loads(wired.frames[0][-1]), json.loads(wired.frames[1][-1])
    assert mine["type"] == theirs["type"] == "moved"
    assert "action" in mine and "action" not in theirs  # a secret dial stays secret
    assert theirs["view"]["picks"][0] == "hidden"


def test_a_move_is_checked_by_the_rules_and_a_refusal_changes_nothing():
    wired = Wired("kardashev_scale", 2)
    table = wired.table
    before = table.session.state.to_dict()
    for action, code in [({"type": "BuyCard", "tier": "galactic", "slot": 9, "column": 0}, "illegal"),
                         ({"type": "Teleport"}, "bad_action"),
                         ({"type": "PickDial", "choice": ["a", {"b": 1}]}, "illegal"),
                         ({"type": "PickDial", "choice": "advance", "extra": 1}, "bad_action"),
                         ({"nothing": "here"}, "bad_action")]:
        with pytest.raises(ProtocolError) as caught:
            table.act(0, action, table.move)
        assert caught.value.code == code, action
    assert table.session.state.to_dict() == before and table.move == 0


def test_an_answer_to_an_earlier_question_is_stale_but_a_rivals_move_does_not_date_it():
    wired = Wired("kardashev_scale", 2)
    table, codec = wired.table, wired.definition.action_codec
    pick = codec.to_dict(table.session.state.legal_actions(1)[0])
    table.act(0, codec.to_dict(table.session.state.legal_actions(0)[0]), 0)  # seat 1 sets its dial
    table.act(1, pick, 0)  # seat 2 still answers the question it saw at move 0: not stale
    assert table.move == 2
    wired.deliver()
    rng = Rng(3)
    while not table.finished and table.move < 40:
        session = next(s for s in wired.sessions.values() if s.human_players_to_act())
        seat = session.seat
        old_move = table.move
        session.apply(seat, session.legal_actions()[rng.randrange(len(session.legal_actions()))])
        wired.deliver()
        if seat in table.session.state.to_act() and table.decided_at[seat] > old_move:
            with pytest.raises(ProtocolError) as caught:
                table.act(seat, codec.to_dict(table.session.state.legal_actions(seat)[0]), old_move)
            assert caught.value.code == "stale"
            return
    pytest.fail("no seat was asked two questions in a row")


def test_only_the_private_part_of_an_event_is_held_back_from_other_seats():
    from game.core.engine import Event
    from game.net.seat_view import event_for

    scan = Event("scan", "Ada secretly looks at a face-down disc.", 0,
                 {"disc": "d7", "private": {"kind": "planet", "colour": "red"}}, barrier=True)
    assert event_for(scan, 0)["data"]["private"] == {"kind": "planet", "colour": "red"}
    theirs = event_for(scan, 1)
    assert theirs["data"] == {"disc": "d7"} and theirs["text"] == scan.text and theirs["barrier"]
    assert "private" in scan.data  # the session's own event is left as it was


def test_away_players_are_waited_for_and_the_host_may_give_their_seat_to_a_computer():
    now = [1000.0]
    wired = Wired("kardashev_scale", 3, clock=lambda: now[0])
    table = wired.table
    wired.sessions[0].clock = lambda: now[0]
    table.detach(2, wired.sent[2])
    wired.deliver()  # the others are told at once
    now[0] += 12.5
    assert table.waiting() == [{"seat": 2, "name": "P3", "waited_s": 12.5}]
    assert wired.sessions[0].waiting() == [(2, "P3", 12.5)]  # the timer runs on between messages
    with pytest.raises(ProtocolError) as caught:
        table.give_seat(1, 2, "easy")
    assert caught.value.code == "not_host"
    with pytest.raises(ProtocolError) as caught:
        table.give_seat(0, 1, "easy")  # P2 is still here
    assert caught.value.code == "bad_seat"
    wired.sessions[0].give_seat(2, "easy")
    assert table.seats[2].given and table.session.config.seats[2].kind == "ai"
    assert table.waiting() == [] and 2 in [p for p in table.session.state.to_act() if table.seats[p].computer_plays]
    seat, _ = table.join(token=wired.tokens[2])  # back: the seat is theirs again
    assert seat == 2 and not table.seats[2].given and table.session.config.seats[2].kind == "human"


@pytest.mark.parametrize("game_id, players, computers, level", [("kardashev_scale", 3, ("random",), "random"),
                                                                ("eminent_domain", 3, ("random",), "random"),
                                                                ("ascending_empires", 2, (), "easy")])
def test_remote_sessions_follow_the_whole_game_from_their_own_views(game_id, players, computers, level):
    wired = Wired(game_id, players, computers=computers, seed=5)
    wired.play_to_end(Rng(5), level=level)
    wired.deliver()
    table = wired.table
    for seat, session in wired.sessions.items():
        assert session.finished and session.result["final"] == json.loads(wired.frames[seat][-1])["result"]["final"]
        assert session.state.to_dict() == table.session.view_for(seat).to_dict()
        assert [e.text for e in session.log] == [e.text for e in table.session.log]
        assert len(session.actions) == table.move


def test_a_table_and_its_seats_are_written_for_a_restart(tmp_path):
    from game.core.saves import autosave_path, load_session, read_checked_body

    store = TableStore(tmp_path)
    wired = Wired("kardashev_scale", 2, store=store)
    table = wired.table
    meta = read_checked_body(store.meta_path("wired"), "orrery-net-table")
    assert meta["seats"][0]["token_hash"] and wired.tokens[0] not in json.dumps(meta)
    saved = load_session(autosave_path(store.saves, "kardashev_scale", meta["save"]), lambda g: content(g))
    assert saved.state == table.session.state


def test_a_restarted_server_resumes_a_table_with_its_seats_tokens_and_hand_overs(tmp_path):
    from game.net.server import Server, ServerOptions

    from .helpers import contents

    store = TableStore(tmp_path)
    wired = Wired("eminent_domain", 3, store=store, seed=8)
    table = wired.table
    rng = Rng(2)
    while table.move < 60:
        session = next(s for s in wired.sessions.values() if s.human_players_to_act())
        session.apply(session.seat, session.legal_actions()[rng.randrange(len(session.legal_actions()))])
        wired.deliver()
    table.detach(2, wired.sent[2])
    table.give_seat(0, 2, "easy")
    table.session.autosaver.save(table.session)
    saved_moves = table.move
    server = Server(ServerOptions(folder=tmp_path, announce=False, contents=contents()), report=print)
    assert server.resume_tables() == ["wired"]
    again = server.tables["wired"]
    assert again.move == saved_moves and again.session.state == table.session.state
    assert again.seats[2].given and again.session.config.seats[2].kind == "ai"
    assert {w["seat"] for w in again.waiting()} == {0, 1}  # nobody is connected after a restart
    assert again.join(token=wired.tokens[1]) == (1, wired.tokens[1])
    assert again.join(token=wired.tokens[2]) == (2, wired.tokens[2]) and not again.seats[2].given
    server.writer.flush()
    server.pool.stop()


def test_a_table_left_before_its_game_began_is_closed_after_a_while_and_a_game_never(tmp_path):
    from game.net.server import OPEN_TABLE_IDLE_S, Server, ServerOptions

    from .helpers import contents

    server = Server(ServerOptions(folder=tmp_path, announce=False, contents=contents()), report=print)
    now = 5000.0
    open_table, seat, _ = Table.create("gathering", definition("kardashev_scale"), content("kardashev_scale"), 2,
                                       store=server.store, clock=lambda: now)
    playing = Wired("kardashev_scale", 2, store=server.store).table
    server.tables.update(gathering=open_table, wired=playing)
    open_table.attach(seat, lambda text: None)
    assert server.sweep(now + 2 * OPEN_TABLE_IDLE_S) == []  # someone is there
    open_table.detach(seat, open_table.senders[seat])
    playing.senders.clear()
    playing.empty_since = now
    assert server.sweep(now + OPEN_TABLE_IDLE_S - 1) == []
    assert server.sweep(now + OPEN_TABLE_IDLE_S) == ["gathering"]
    assert list(server.tables) == ["wired"] and not server.store.meta_path("gathering").exists()


def test_a_client_with_other_cards_or_rules_refuses_the_table():
    from game.net.remote_session import RemoteSession, TableMismatch

    wired = Wired("kardashev_scale", 2)
    snapshot = json.loads(next(f for f in wired.frames[0] if '"started":true' in f))
    with pytest.raises(TableMismatch, match="other cards or rules"):
        RemoteSession(wired.definition, wired.content, dict(snapshot, identity="modded"), lambda m: None)
    with pytest.raises(TableMismatch, match="plays Kardashev Scale"):
        RemoteSession(definition("eminent_domain"), content("eminent_domain"), snapshot, lambda m: None)
