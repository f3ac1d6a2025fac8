"""Benchmark rows for `main.py --bench`: flick resolution time, evaluations per second for the bots'
shot search, and shot accuracy. Figures are printed by the caller, never asserted."""

from __future__ import annotations

import math
import statistics
import time

from game.core.rng import Rng

from .accuracy import shot_accuracy
from .aim import best_shot
from .travel import travel_table
from .content import load_board, load_physics
from .resolver import Flick, resolve_flick
from .scenarios import random_position

# Suggested execution wobble of a hard bot (radians, share of power) for the accuracy row.
HARD_NOISE = (0.006, 0.012)


def _row(name: str, value: float, unit: str, target: str = "", note: str = "") -> dict:
    return {"name": name, "value": round(value, 3), "unit": unit, "target": target, "note": note}


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def flick_problems(count: int, seed: int = 0):
    physics, board = load_physics(), load_board()
    rng = Rng(seed)
    problems = []
    for _ in range(count):
        discs, ships = random_position(board, physics, rng, ship_count=8, players=4)
        ship = rng.choice(ships)
        problems.append((discs, ships, Flick(ship.id, rng.uniform(0, 2 * math.pi), rng.uniform(0.1, 1.0))))
    return physics, board, problems


def bench_rows(flicks: int = 400, searches: int = 30, accuracy_positions: int = 50) -> list[dict]:
    physics, board, problems = flick_problems(flicks)
    travel_table(physics)  # built once per spec; not part of any flick
    for discs, ships, flick in problems[:20]:
        resolve_flick(physics, board, discs, ships, flick)  # warm-up
    # CPU time of this process alongside wall time: on a busy machine (other jobs, parallel test
    # runs) wall time mostly measures the wait for a core.
    wall, cpu = [], []
    started, started_cpu = time.perf_counter(), time.process_time()
    for discs, ships, flick in problems:
        t, c = time.perf_counter(), time.process_time()
        resolve_flick(physics, board, discs, ships, flick)
        cpu.append((time.process_time() - c) * 1000.0)
        wall.append((time.perf_counter() - t) * 1000.0)
    per_second_wall = len(problems) / (time.perf_counter() - started)
    per_second_cpu = len(problems) / (time.process_time() - started_cpu)

    search_times = []
    rng = Rng(5)
    for discs, ships, flick in problems[:searches]:
        target = min((d for d in discs), key=lambda d: abs(math.hypot(d.x - 400, d.y - 400) - 200))
        c = time.process_time()
        best_shot(physics, board, discs, ships, flick.ship_id, target.id, rng=rng.fork())
        search_times.append((time.process_time() - c) * 1000.0)

    exact = shot_accuracy(physics, board, count=accuracy_positions)
    noisy = shot_accuracy(physics, board, count=accuracy_positions, angle_sigma=HARD_NOISE[0],
                          power_sigma=HARD_NOISE[1])
    where = f"{accuracy_positions} seeded positions, random reachable targets"
    return [
        _row("flick resolved to rest, median (CPU)", statistics.median(cpu), "ms", "<= 10",
             f"{flicks} random flicks, 8 ships, full board"),
        _row("flick resolved to rest, p95 (CPU)", _percentile(cpu, 0.95), "ms"),
        _row("flick resolved to rest, median (wall)", statistics.median(wall), "ms", "<= 10"),
        _row("flick resolved to rest, p95 (wall)", _percentile(wall, 0.95), "ms"),
        _row("flick evaluations per second (CPU)", per_second_cpu, "/s", "", "resolve_flick calls, one core"),
        _row("flick evaluations per second (wall)", per_second_wall, "/s"),
        _row("shot search (best_shot, budget 96), median (CPU)", statistics.median(search_times), "ms"),
        _row("shot accuracy, exact execution", exact["executed"], "frac", "", where),
        _row("shot accuracy, hard-bot wobble", noisy["executed"], "frac", ">= 0.8",
             f"{where}; noise {HARD_NOISE[0]} rad, {HARD_NOISE[1]:.0%} power"),
    ]


if __name__ == "__main__":  # python -m game.ascending_empires.physics.bench
    for r in bench_rows():
        print(f"{r['name']:<52} {r['value']:>10} {r['unit']:<5} {r['target']:<7} {r['note']}")
