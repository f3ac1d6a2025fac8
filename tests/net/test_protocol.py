"""The wire format: what a client's frame must be, and the one-line error each fault gets."""

import json

import pytest

from game.net import protocol
from game.net.protocol import MAX_MESSAGE_BYTES, ProtocolError, decode, encode


def message(**fields) -> str:
    return json.dumps({"v": protocol.PROTOCOL_VERSION, **fields})


@pytest.mark.parametrize("raw, code", [
    (b'{"v":1,"type":"list"}', "binary"),
    ("x" * (MAX_MESSAGE_BYTES + 1), "too_large"),
    ('{"v":1,"type":"list"' + " " * 10, "bad_json"),
    ('{"v":1,"type":"act","action":{},"move":NaN}', "bad_json"),
    ('{"v":1,"type":"act","action":{},"move":Infinity}', "bad_json"),
    ("[" * 100_00 + "]" * 100_00, "bad_json"),
    ("[1, 2]", "bad_message"),
    ('"hello"', "bad_message"),
    ('{"type":"list"}', "version"),
    ('{"v":2,"type":"list"}', "version"),
    ('{"v":true,"type":"list"}', "version"),
    ('{"v":1}', "unknown_type"),
    ('{"v":1,"type":"teleport"}', "unknown_type"),
    ('{"v":1,"type":["list"]}', "unknown_type"),
    ('{"v":1,"type":"join"}', "bad_message"),
    ('{"v":1,"type":"join","table":5}', "bad_message"),
    ('{"v":1,"type":"create","table":"a","game":"x","seats":true}', "bad_message"),
    ('{"v":1,"type":"create","table":"a","game":"x","seats":2.5}', "bad_message"),
    ('{"v":1,"type":"act","action":"Pass"}', "bad_message"),
    ('{"v":1,"type":"give_seat","seat":1}', "bad_message"),
])
def test_every_fault_of_a_frame_is_named(raw, code):
    with pytest.raises(ProtocolError) as caught:
        decode(raw)
    assert caught.value.code == code
    assert caught.value.message and "\n" not in caught.value.message


def test_a_message_over_64_kib_is_refused_by_its_bytes_not_its_characters():
    text = "é" * (MAX_MESSAGE_BYTES // 2 + 10)  # fewer characters than the limit, more bytes
    with pytest.raises(ProtocolError) as caught:
        decode(message(type="join", table="t", name=text))
    assert caught.value.code == "too_large"
    assert decode(message(type="join", table="t", name="é" * 100))["name"] == "é" * 100


def test_good_messages_pass_with_their_fields():
    assert decode(message(type="list")) == {"v": 1, "type": "list"}
    act = decode(message(type="act", action={"type": "Pass"}, move=3))
    assert act["action"] == {"type": "Pass"} and act["move"] == 3
    assert decode(message(type="ping", id=[1, "x"]))["id"] == [1, "x"]


def test_encode_carries_the_version_and_refuses_nan():
    assert json.loads(encode("pong", id=1)) == {"v": 1, "type": "pong", "id": 1}
    with pytest.raises(ValueError):
        encode("pong", id=float("nan"))
    error = json.loads(protocol.error("illegal", "not now", "act"))
    assert error == {"v": 1, "type": "error", "code": "illegal", "message": "not now", "ref": "act"}


def test_a_server_message_of_another_version_is_refused_by_the_client():
    with pytest.raises(ProtocolError) as caught:
        protocol.parse_server_message('{"v":9,"type":"welcome"}')
    assert caught.value.code == "version"
    assert protocol.parse_server_message('{"v":1,"type":"welcome"}')["type"] == "welcome"


def test_table_names_paths_and_player_names():
    assert protocol.check_table_name("friday-night_2") is None
    assert protocol.check_table_name("") and protocol.check_table_name("a b") and protocol.check_table_name("x" * 41)
    assert protocol.table_of_path("/") is None
    assert protocol.table_of_path("/t/friday") == "friday"
    assert protocol.table_of_path("/orrery/t/friday?x=1") == "friday"
    assert protocol.table_of_path("/t/bad name") == ""
    assert protocol.table_url("ws://h:1/", "friday") == "ws://h:1/t/friday"
    assert protocol.clean_name("  Ada\n\x00 ", "P1") == "Ada"
    assert protocol.clean_name("\x07", "P1") == "P1"
    assert len(protocol.clean_name("x" * 100, "P1")) == protocol.MAX_NAME_CHARS


def test_sets_travel_as_sorted_lists_and_other_objects_are_refused():
    assert json.loads(encode("moved", data={"ships": {"b", "a"}}))["data"]["ships"] == ["a", "b"]
    with pytest.raises(TypeError):
        encode("moved", data=object())
