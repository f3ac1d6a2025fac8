"""`--bench` rows of network play: how many tables of computer players one server process holds
at once, and how long a message takes there and back at that load (loopback).

A server runs in a process of its own (`main.py --serve`, computer players at their usual pace);
this process opens `tables` connections, each creating a Kardashev Scale table of one network seat
(played here at once with its first legal move) and three easy computer players, so every table
is playing. Once all are, each connection pings the server every second for `seconds` and the
round trips are timed; the row says how many moves the server applied meanwhile."""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from . import protocol

ROOT = Path(__file__).resolve().parents[2]
TABLES = 200
MEASURE_S = 15.0
PACE_S = 0.6  # the server's default: a computer player's move takes at least this long


class _Seat:
    """One bench connection: creates its table, plays its seat's first legal move, pings."""

    def __init__(self, url: str, name: str):
        self.url, self.name = url, name
        self.websocket = None
        self.started = asyncio.Event()
        self.round_trips: list[float] = []
        self.sent: dict[int, float] = {}
        self.moves = 0
        self.finished = False

    async def run(self, measuring: asyncio.Event, stop: asyncio.Event) -> None:
        from websockets.asyncio.client import connect

        async with connect(protocol.table_url(self.url, self.name), compression=None,
                           max_size=protocol.MAX_SERVER_MESSAGE_BYTES) as websocket:
            self.websocket = websocket
            await websocket.send(protocol.encode("create", table=self.name, game="kardashev_scale", seats=4,
                                                 computers=["easy", "easy", "easy"], name="Bench"))
            pinger = asyncio.create_task(self._ping(measuring, stop))
            try:
                while not stop.is_set():
                    try:
                        raw = await asyncio.wait_for(websocket.recv(), 1.0)
                    except asyncio.TimeoutError:
                        continue
                    self._heard(json.loads(raw))
            finally:
                pinger.cancel()

    def _heard(self, message: dict) -> None:
        kind = message["type"]
        if kind == "pong":
            sent = self.sent.pop(message["id"], None)
            if sent is not None:
                self.round_trips.append(time.perf_counter() - sent)
        elif kind in ("table", "moved"):
            self.started.set()
            self.moves = message.get("move", self.moves)
            self.finished = message.get("result") is not None
            if message.get("legal"):
                task = asyncio.ensure_future(self.websocket.send(protocol.encode("act", action=message["legal"][0],
                                                                                 move=message["move"])))
                task.add_done_callback(lambda done: done.cancelled() or done.exception())  # closing: no matter

    async def _ping(self, measuring: asyncio.Event, stop: asyncio.Event) -> None:
        await measuring.wait()
        serial = 0
        await asyncio.sleep((hash(self.name) % 1000) / 1000)  # spread over the second
        while not stop.is_set():
            serial += 1
            self.sent[serial] = time.perf_counter()
            await self.websocket.send(protocol.encode("ping", id=serial))
            await asyncio.sleep(1.0)


async def _measure(url: str, tables: int, seconds: float) -> dict:
    seats = [_Seat(url, f"bench-{index}") for index in range(tables)]
    measuring, stop = asyncio.Event(), asyncio.Event()
    tasks = []
    for seat in seats:
        tasks.append(asyncio.create_task(seat.run(measuring, stop)))
        await asyncio.sleep(0.005)  # not all in the same instant
    await asyncio.wait_for(asyncio.gather(*(seat.started.wait() for seat in seats)), 120)
    await asyncio.sleep(3.0)  # every table under way
    moves_before = sum(seat.moves for seat in seats)
    measuring.set()
    await asyncio.sleep(seconds)
    playing = sum(1 for seat in seats if not seat.finished)
    moves = sum(seat.moves for seat in seats) - moves_before
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    trips = sorted(t for seat in seats for t in seat.round_trips)
    return {"tables": tables, "playing": playing, "moves_per_s": moves / seconds, "round_trips": trips}


def network_rows(tables: int = TABLES, seconds: float = MEASURE_S) -> list[dict]:
    from game.bench import row

    names = ("network: tables of computer players one server process holds at once",
             "network: message latency p95 on loopback at that load")
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, ORRERY_NO_VENV="1", ORRERY_NO_ANNOUNCE="1", PYTHONUNBUFFERED="1")
        server = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--serve", "--bind", "127.0.0.1",
                                   "--port", "0", "--pace", str(PACE_S), "--server-dir", folder, "--no-announce"],
                                  env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            line = server.stdout.readline()
            if not line.startswith("serving on "):
                raise RuntimeError(f"the server did not start: {line.strip()}")
            started = time.perf_counter()
            result = asyncio.run(_measure(line.split()[-1], tables, seconds))
            wall = time.perf_counter() - started
        except (RuntimeError, OSError, asyncio.TimeoutError) as error:
            return [row(name, float("nan"), unit, target, f"failed: {error}")
                    for name, unit, target in zip(names, ("", "ms"), (f">= {TABLES}", "<= 50"))]
        finally:
            server.terminate()
            server.wait(60)
    trips = result["round_trips"]
    p95 = trips[int(0.95 * (len(trips) - 1))] * 1000 if trips else float("nan")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    note = (f"Kardashev Scale, 1 client seat + 3 easy computers a table, computer pace {PACE_S:g} s; "
            f"{result['playing']} still playing after {seconds:g} s; {result['moves_per_s']:.0f} moves/s applied")
    return [row(names[0], float(result["playing"]), "tables", f">= {TABLES}", note),
            row(names[1], p95, "ms", "<= 50",
                f"{len(trips)} pings over {seconds:g} s, median {statistics.median(trips) * 1000 if trips else 0:.1f} ms; "
                f"clients in the bench process; load average {load:.1f}; {wall:.0f} s in all")]
