"""`--bench`: the benchmark table. Figures are printed, never asserted.

Foundation rows live here; each game adds rows with a `bench_rows()` function in
`game/<id>/bench.py` (or its physics package) returning dicts with name, value, unit, target."""

from __future__ import annotations

import importlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def row(name: str, value: float, unit: str, target: str = "", note: str = "") -> dict:
    return {"name": name, "value": round(value, 3), "unit": unit, "target": target, "note": note}


def _app_env(home: str) -> dict:
    env = dict(os.environ, ORRERY_NO_VENV="1", ORRERY_HOME=home, SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def startup_rows(runs: int = 5) -> list[dict]:
    """Process start to the first drawn title frame, as the app itself reports it."""
    times = []
    with tempfile.TemporaryDirectory() as home:
        for _ in range(runs):
            started = time.perf_counter()
            out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--frames", "1", "--stats"],
                                 env=_app_env(home), capture_output=True, text=True, timeout=120)
            wall = time.perf_counter() - started
            if out.returncode != 0:
                return [row("start-up to first title frame", float("nan"), "s", "<= 1.0",
                            f"app failed: {out.stderr.strip()[-200:]}")]
            try:
                stats = json.loads(out.stdout.strip().splitlines()[-1])
                times.append(stats.get("startup_s", wall))
            except (ValueError, IndexError):
                times.append(wall)
    return [row("start-up to first title frame (median of %d)" % runs, statistics.median(times), "s", "<= 1.0")]


def title_frame_rows(frames: int = 300) -> list[dict]:
    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--frames", str(frames), "--stats"],
                             env=_app_env(home), capture_output=True, text=True, timeout=300)
    if out.returncode != 0:
        return [row("title frame p95 (dummy driver)", float("nan"), "ms", "<= 4", "app failed")]
    stats = json.loads(out.stdout.strip().splitlines()[-1])
    return [row("title frame p50 (dummy driver)", stats["p50_ms"], "ms", ""),
            row("title frame p95 (dummy driver)", stats["p95_ms"], "ms", "<= 4")]


TABLE_FRAMES = 900  # 15 s at 60 frames per second: bots think, moves are shown, then applied


def table_frame_stats(game_id: str, players: int = 4, frames: int = TABLE_FRAMES, seed: int = 7,
                      variants: tuple = ()) -> dict:
    """The app's own --stats for `frames` frames of a game of easy computer players, with the
    default settings (normal animation and computer speed), under the dummy video driver."""
    seats = ",".join(["ai:easy"] * players)
    args = ["--game", game_id, "--players", seats, "--seed", str(seed), "--frames", str(frames), "--stats"]
    for variant in variants:
        args += ["--variant", variant]
    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run([sys.executable, str(ROOT / "main.py"), *args], env=_app_env(home),
                             capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip()[-300:])
    return json.loads([line for line in out.stdout.splitlines() if line.startswith("{")][-1])


def table_frame_rows() -> list[dict]:
    """Every game's table while computer players play at the normal Computer speed."""
    from .core.registry import available_game_ids

    rows = []
    for game_id in available_game_ids():
        name = f"table frame p95 while bots play at normal computer speed: {game_id}"
        try:
            stats = table_frame_stats(game_id)
        except (RuntimeError, subprocess.SubprocessError, ValueError, IndexError) as error:
            rows.append(row(name, float("nan"), "ms", "<= 8", f"failed: {error}"))
            continue
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        note = f"4 easy bots, {stats['frames']} frames, 1600x900 dummy; load average {load:.1f}"
        rows.append(row(name, stats["p95_ms"], "ms", "<= 8", note))
        rows.append(row(f"table frame p95 CPU time while bots play at normal computer speed: {game_id}",
                        stats["cpu_p95_ms"], "ms", "<= 8", "the loop thread only: steady on a busy machine"))
    return rows


def content_rows(runs: int = 5) -> list[dict]:
    from .core.content.service import load_game_content
    from .core.registry import available_game_ids

    rows, total = [], 0.0
    for game_id in available_game_ids():
        times = []
        for _ in range(runs):
            started = time.perf_counter()
            result = load_game_content(game_id)
            times.append(time.perf_counter() - started)
        median = statistics.median(times)
        total += median
        rows.append(row(f"content load + validation: {game_id}", median * 1000, "ms", "",
                        "" if result.ok else f"{len(result.errors)} content errors"))
    rows.append(row("content load + validation: all games", total * 1000, "ms", "<= 300"))
    return rows


def game_rows() -> list[dict]:
    from .core.registry import GAME_MODULES, available_game_ids

    rows = []
    for game_id in available_game_ids():
        for suffix in (".bench", ".physics.bench", ".scenes.bench"):
            try:
                module = importlib.import_module(GAME_MODULES[game_id] + suffix)
            except ModuleNotFoundError:
                continue
            seen = {r["name"] for r in rows}
            rows += [dict(r, name=f"{game_id}: {r['name']}") for r in module.bench_rows()
                     if f"{game_id}: {r['name']}" not in seen]
    return rows


def _new_state(game_id: str, content, players: int, seed: int, variants: tuple = ()):
    from .core.config import GameConfig, Seat
    from .core.registry import get_game

    seats = tuple(Seat(f"P{i + 1}", "ai", "random") for i in range(players))
    return get_game(game_id).new_state(content, GameConfig(game_id, seats, tuple(variants), seed))


def random_games_per_second(game_id: str, content, players: int, seconds: float = 3.0, variants: tuple = ()) -> float:
    """Full games of uniformly random legal moves, straight on the state (no views)."""
    from .core.rng import Rng

    started, games = time.perf_counter(), 0
    while time.perf_counter() - started < seconds:
        state, rng = _new_state(game_id, content, players, games, variants), Rng(games)
        while not state.is_terminal():
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            state.apply(player, legal[rng.randrange(len(legal))])
        games += 1
    return games / (time.perf_counter() - started)


def decision_times(game_id: str, content, level: str, players: int = 2, games: int = 2,
                   variants: tuple = ()) -> list[float]:
    """Seconds per decision of a `level` bot in seat 1 against random players, counting only
    decisions with more than one legal action."""
    from .core.bots import DEFAULT_BUDGET, RandomBot, make_bot
    from .core.registry import get_game
    from .core.rng import Rng

    definition, times = get_game(game_id), []
    for g in range(games):
        state, rng = _new_state(game_id, content, players, 100 + g, variants), Rng(g)
        bots = [make_bot(definition, level)] + [RandomBot() for _ in range(players - 1)]
        while not state.is_terminal():
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            if player == 0 and len(legal) > 1:
                started = time.perf_counter()
                action = bots[0].choose(state.view(0), legal, rng, DEFAULT_BUDGET[level])
                times.append(time.perf_counter() - started)
            else:
                action = bots[player].choose(state.view(player), legal, rng, 0.0)
            state.apply(player, action)
    return times


def rules_rows(game_id: str, games_target: dict, decision_targets: dict, decision_games: int = 2,
               variants: tuple = ()) -> list[dict]:
    """A game's rules rows: random games per second by player count, bot decision time by level.
    `games_target` maps player counts to target text; `decision_targets` levels to (median, p95) text.
    With `variants`, every game is played with them and the row names say so."""
    from .core.content.service import load_game_content

    content = load_game_content(game_id).content
    suffix = f" ({', '.join(variants)})" if variants else ""
    rows = [row(f"random full games per second, {n} players{suffix}",
                random_games_per_second(game_id, content, n, variants=variants), "/s", target)
            for n, target in games_target.items()]
    for level, (median_target, p95_target) in decision_targets.items():
        times = sorted(decision_times(game_id, content, level, games=decision_games, variants=variants))
        p95 = times[int(0.95 * (len(times) - 1))] if times else float("nan")
        rows.append(row(f"{level} bot decision, median{suffix}", 1000 * statistics.median(times), "ms", median_target))
        rows.append(row(f"{level} bot decision, p95{suffix}", 1000 * p95, "ms", p95_target))
    return rows


def run_benchmarks() -> list[dict]:
    return startup_rows() + content_rows() + title_frame_rows() + table_frame_rows() + game_rows()


def format_table(rows: list[dict]) -> str:
    width = max(len(r["name"]) for r in rows)
    lines = [f"| {'benchmark':<{width}} | {'value':>10} | unit | target   | note |",
             f"|{'-' * (width + 2)}|{'-' * 12}|------|----------|------|"]
    for r in rows:
        value = f"{r['value']:.3f}" if isinstance(r["value"], float) else str(r["value"])
        lines.append(f"| {r['name']:<{width}} | {value:>10} | {r['unit']:<4} | {r['target']:<8} | {r.get('note', '')} |")
    return "\n".join(lines)


def bench_command(args) -> int:
    rows = run_benchmarks()
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        print(format_table(rows))
    return 0
