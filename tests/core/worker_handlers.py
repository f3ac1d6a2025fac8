"""Handlers for the worker-service tests: module-level, so a spawned worker can import them."""

from __future__ import annotations

import os
import time
from pathlib import Path


def make_echo(prefix: str):
    """Echoes payloads; "boom" raises, "crash" kills the worker, ("hold", started, gate) waits
    until the file `gate` exists after creating `started`, "unpicklable" returns a lambda."""

    def handle(payload):
        if payload == "boom":
            raise ValueError("boom")
        if payload == "crash":
            os._exit(3)
        if payload == "unpicklable":
            return lambda: None
        if isinstance(payload, tuple) and payload[0] == "hold":
            Path(payload[1]).touch()
            while not Path(payload[2]).exists():
                time.sleep(0.005)
        return (prefix, payload, os.getpid())

    return handle


def make_patient():
    """Works on ("long", started) until a newer request of its lane waits, then gives it up."""
    from game.core.workers import Superseded, superseded

    def handle(payload):
        if isinstance(payload, tuple) and payload[0] == "long":
            Path(payload[1]).touch()
            while True:
                if superseded():
                    raise Superseded()
                time.sleep(0.001)
        return payload

    return handle


def pid_and_sum(*numbers):
    """Plain work for Thinking.work: where it ran, and the sum."""
    return os.getpid(), sum(numbers)


def nap(seconds: float) -> float:
    time.sleep(seconds)
    return seconds
