"""Hostile and broken clients while a game is being played: each bad message gets an error for
that client alone, the table and the server play on, and the players finish their game."""

import asyncio
import json

from websockets.asyncio.client import connect

from game.core.rng import Rng
from game.net import protocol

from .helpers import ServerThread, play_seats, seat_options


def random_json(rng: Rng, depth: int = 0):
    """A random JSON value (deep lists, odd numbers, long strings, objects of any keys)."""
    kind = rng.randrange(9 if depth < 4 else 5)
    if kind == 0:
        return None
    if kind == 1:
        return rng.randrange(2) == 1
    if kind == 2:
        return [-1, 0, 1, 2 ** 63, -(2 ** 70), 10 ** 30][rng.randrange(6)]
    if kind == 3:
        return [0.5, -1e308, 1e-300, 3.0][rng.randrange(4)]
    if kind == 4:
        return ["", "act", "Pass", "x" * 500, "\u0000\ud7ff", "../../etc"][rng.randrange(6)]
    if kind in (5, 6):
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = ["type", "v", "table", "action", "move", "seat", "token", "name", "seats", "game", "computers", "level"]
    return {keys[rng.randrange(len(keys))]: random_json(rng, depth + 1) for _ in range(rng.randrange(5))}


def hostile_messages(rng: Rng, count: int) -> list[str]:
    """Messages of every known type with random fields, and random values as messages."""
    types = sorted(protocol.CLIENT_MESSAGES) + ["teleport", ""]
    out = []
    for index in range(count):
        if index % 3 == 0:
            out.append(json.dumps(random_json(rng)))
        else:
            body = random_json(rng, 2)
            body = body if isinstance(body, dict) else {}
            body.update(v=protocol.PROTOCOL_VERSION, type=types[rng.randrange(len(types))])
            out.append(json.dumps(body))
    return out


async def answer(ws, timeout: float = 5.0) -> dict:
    return json.loads(await asyncio.wait_for(ws.recv(), timeout))


async def until(ws, kind: str, timeout: float = 10.0) -> dict:
    while True:
        message = await answer(ws, timeout)
        if message["type"] == kind:
            return message


async def pinged(ws, ident) -> bool:
    await ws.send(protocol.encode("ping", id=ident))
    while True:  # pongs of earlier pings may come first
        message = await until(ws, "pong")
        if message["id"] == ident:
            return True


async def hostile(url: str, table: str) -> dict:
    """Everything a broken or hostile client might send; returns the error codes it got."""
    codes = {}
    async with connect(protocol.table_url(url, table), compression=None, max_size=None) as ws:
        assert (await answer(ws))["type"] == "welcome"
        cases = {
            "binary": b"\x00\x01",
            "too_large": "x" * (protocol.MAX_MESSAGE_BYTES + 10),
            "bad_json": '{"v":1,"type":"list"',
            "nan": '{"v":1,"type":"act","action":{},"move":NaN}',
            "deep": "[" * 30_000 + "]" * 30_000,
            "version": '{"v":0,"type":"list"}',
            "unknown_type": protocol.encode("teleport"),
            "bad_message": '{"v":1,"type":"join","table":7}',
            "table_full": protocol.encode("join", table=table, name="Mallory"),
            "bad_token": protocol.encode("join", table=table, token="guess" * 4),
            "not_seated": protocol.encode("act", action={"type": "Pass"}, move=0),
            "table_exists": protocol.encode("create", table=table, game="kardashev_scale", seats=2),
            "give_not_seated": protocol.encode("give_seat", seat=0, level="easy"),
        }
        for name, frame in cases.items():
            await ws.send(frame)
            reply = await until(ws, "error")
            codes[name] = reply["code"]
        assert await pinged(ws, "after the cases")
        for index, frame in enumerate(hostile_messages(Rng(11), 120)):
            await ws.send(frame)
            if index % 20 == 19:
                await asyncio.sleep(0.5)  # keep within the rate: this is about content, not floods
        assert await pinged(ws, "after random messages")
        # a flood: most are dropped, with one rate_limited error, and the connection still serves after
        await asyncio.gather(*(ws.send(protocol.encode("ping", id=i)) for i in range(1500)))
        codes["flood"] = (await until(ws, "error"))["code"]
        await asyncio.sleep(2.5)
        assert await pinged(ws, "after the flood")
        # its own table: illegal, stale and out-of-turn moves change nothing, a legal one plays
        await ws.send(protocol.encode("create", table=f"{table}-mine", game="kardashev_scale", seats=2,
                                      computers=["random"], name="Mallory"))
        codes["own_table_wrong_path"] = (await until(ws, "error"))["code"]  # this connection is for `table`
    async with connect(protocol.table_url(url, f"{table}-mine"), compression=None) as ws:
        await answer(ws)
        await ws.send(protocol.encode("create", table=f"{table}-mine", game="kardashev_scale", seats=2,
                                      computers=["random"], name="Mallory"))
        snapshot = await until(ws, "table")
        for name, action in [("illegal", {"type": "BuyCard", "tier": "galactic", "slot": 9, "column": 0}),
                             ("bad_action", {"type": "PickDial", "choice": "advance", "extra": [1] * 100}),
                             ("illegal_value", {"type": "PickDial", "choice": {"a": [1, {"b": None}]}})]:
            await ws.send(protocol.encode("act", action=action, move=snapshot["move"]))
            codes[name] = (await until(ws, "error"))["code"]
        await ws.send(protocol.encode("give_seat", seat=1, level="easy"))
        codes["not_host_seat"] = (await until(ws, "error"))["code"]
        legal = snapshot["legal"][0]
        await ws.send(protocol.encode("act", action=legal, move=snapshot["move"]))
        moved = await until(ws, "moved")
        codes["played"] = moved["player"]
    # a frame larger than the WebSocket layer takes: that connection alone is closed
    async with connect(protocol.table_url(url, table), compression=None) as ws:
        await answer(ws)
        await ws.send("y" * (protocol.MAX_FRAME_BYTES + 1))
        try:
            await asyncio.wait_for(ws.recv(), 5)
            codes["huge_frame"] = "answered"
        except Exception as error:  # noqa: BLE001 - closed, as it should be
            codes["huge_frame"] = type(error).__name__
    return codes


def test_bad_clients_get_errors_of_their_own_while_a_game_plays_on(tmp_path):
    with ServerThread(tmp_path, pace=0.05) as server:
        table = "fuzzed"
        creator = seat_options(server.url, table, "ai:easy", create="eminent_domain", seats=3, computers=("easy",),
                               seed=3)
        joiner = seat_options(server.url, table, "ai:random")

        async def everything():
            game = asyncio.create_task(asyncio.to_thread(play_seats, creator, [joiner]))
            await asyncio.sleep(1.0)  # the table exists and its game is under way
            assert not game.done()  # the fuzz starts while the game is being played
            codes = await hostile(server.url, table)
            return codes, await game

        codes, results = asyncio.run(asyncio.wait_for(everything(), 240))
        lines = list(server.lines)
    assert codes["binary"] == "binary" and codes["too_large"] == "too_large"
    assert codes["bad_json"] == codes["nan"] == codes["deep"] == "bad_json"
    assert codes["version"] == "version" and codes["unknown_type"] == "unknown_type"
    assert codes["bad_message"] == "bad_message" and codes["table_full"] == "table_full"
    assert codes["bad_token"] == "bad_token" and codes["not_seated"] == "not_seated"
    assert codes["table_exists"] == "table_exists" and codes["give_not_seated"] == "not_seated"
    assert codes["flood"] == "rate_limited" and codes["own_table_wrong_path"] == "wrong_table"
    assert codes["illegal"] == "illegal" and codes["bad_action"] == "bad_action"
    assert codes["illegal_value"] == "illegal" and codes["not_host_seat"] == "bad_seat"
    assert codes["played"] == 0 and codes["huge_frame"] == "ConnectionClosedError"
    assert len(results) == 2 and results[0] == results[1] and results[0]["final"]
    assert not [line for line in lines if "failed" in line], lines  # no message broke the server
