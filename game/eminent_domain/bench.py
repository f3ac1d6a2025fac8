"""Eminent Domain's `--bench` rows: random full games per second and bot decision times."""

from __future__ import annotations

import statistics
import time

from game.bench import row
from game.core.bots import DEFAULT_BUDGET, RandomBot, make_bot
from game.core.config import GameConfig, Seat
from game.core.content.service import load_game_content
from game.core.rng import Rng


def _new(content, players: int, seed: int):
    from . import GAME

    seats = tuple(Seat(f"P{i + 1}", "ai", "random") for i in range(players))
    return GAME.new_state(content, GameConfig("eminent_domain", seats, (), seed))


def random_games_per_second(content, players: int, seconds: float = 3.0) -> float:
    started, games = time.perf_counter(), 0
    while time.perf_counter() - started < seconds:
        s, rng = _new(content, players, games), Rng(games)
        while not s.is_terminal():
            p = s.to_act()[0]
            legal = s.legal_actions(p)
            s.apply(p, legal[rng.randrange(len(legal))])
        games += 1
    return games / (time.perf_counter() - started)


def decision_times(content, level: str, players: int = 2, games: int = 2) -> list[float]:
    """Seconds per decision of `level` (seat 1) against random opponents, decisions with a choice only."""
    from . import GAME

    times = []
    for g in range(games):
        s, rng = _new(content, players, 100 + g), Rng(g)
        bots = [make_bot(GAME, level)] + [RandomBot() for _ in range(players - 1)]
        while not s.is_terminal():
            p = s.to_act()[0]
            legal = s.legal_actions(p)
            if p == 0 and len(legal) > 1:
                started = time.perf_counter()
                action = bots[0].choose(s.view(0), legal, rng, DEFAULT_BUDGET[level])
                times.append(time.perf_counter() - started)
            else:
                action = bots[p].choose(s.view(p), legal, rng, 0.0)
            s.apply(p, action)
    return times


def bench_rows() -> list[dict]:
    content = load_game_content("eminent_domain").content
    rows = [row("random full games per second, 2 players", random_games_per_second(content, 2), "/s", ""),
            row("random full games per second, 4 players", random_games_per_second(content, 4), "/s", ">= 20")]
    for level, target in (("easy", ""), ("medium", ""), ("hard", "<= 1.0")):
        times = sorted(decision_times(content, level))
        p95 = times[int(0.95 * (len(times) - 1))]
        rows.append(row(f"{level} bot decision median (p95 {p95:.3f} s)", statistics.median(times), "s", target))
    return rows
