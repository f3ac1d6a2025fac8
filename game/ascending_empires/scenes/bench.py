"""Benchmark rows of the board scene: frame time while a flick animates, and while computer
players play, at 1600x900 under the dummy video driver. Figures are printed, never asserted.

`bench_rows()` measures in a child process (the dummy drivers must be set before pygame starts);
`python -m game.ascending_empires.scenes.bench --measure` is that child and prints JSON."""

from __future__ import annotations

import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
FLICKS = 10


def _row(name: str, value: float, unit: str, target: str = "", note: str = "") -> dict:
    return {"name": name, "value": round(value, 3), "unit": unit, "target": target, "note": note}


def _percentile(values, share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def bench_rows() -> list[dict]:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ORRERY_HOME=home,
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        out = subprocess.run([sys.executable, "-m", "game.ascending_empires.scenes.bench", "--measure"],
                             cwd=str(ROOT), env=env, capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        return [_row("board frame p95 while a flick animates", float("nan"), "ms", "<= 8",
                     f"failed: {out.stderr.strip()[-200:]}")]
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    flick, cpu, bots = figures["flick_ms"], figures["flick_cpu_ms"], figures["bots_ms"]
    load = f"load average {figures['load']:.1f} on {os.cpu_count()} cores"
    return [
        _row("board frame p50 while a flick animates", statistics.median(flick), "ms", "",
             f"{len(flick)} frames, {FLICKS} flicks, 4 players mid-game"),
        _row("board frame p95 while a flick animates", _percentile(flick, 0.95), "ms", "<= 8", load),
        _row("board frame p95 CPU time while a flick animates", _percentile(cpu, 0.95), "ms", "<= 8",
             "main thread only: steady under a busy machine"),
        _row("board frame p50 while bots play", statistics.median(bots), "ms", "", f"{len(bots)} frames"),
        _row("board frame p95 while bots play", _percentile(bots, 0.95), "ms", "<= 8"),
        _row("board frame p95 CPU time while bots play", _percentile(figures["bots_cpu_ms"], 0.95), "ms", "<= 8",
             "main thread only"),
    ]


def _mid_game(app_players: str, seed: int, actions: int):
    """An app on the board scene after `actions` random legal steps (a busy mid-game board)."""
    from game.core.rng import Rng
    from game.ui.app import App, AppOptions

    app = App(AppOptions(game="ascending_empires", players=app_players, seed=seed, strict=True, sound=False))
    app.settings = app.settings.with_changes(think_delay=0.0)
    app.open_first_scene()
    scene = app.stack.top
    session = scene.session
    rng = Rng(seed)
    from ..rules import actions as A

    for _ in range(actions):
        state = session.state
        if state.is_terminal():
            break
        player = state.to_act()[0]
        legal = [a for a in state.legal_actions(player) if not isinstance(a, A.Withdraw)] or \
            state.legal_actions(player)
        session.apply(player, legal[rng.randrange(len(legal))])
    scene.on_state_replaced()
    return app, scene


def measure() -> dict:
    from ..rules import actions as A

    app, scene = _mid_game("human,ai:random,ai:random,ai:random", 21, 400)
    session = scene.session
    # a position where the human may flick: bring the game to their action phase
    state = session.state
    state.current, state.phase, state.moves_left, state.move_started, state.flick_ship = 0, "action", 0, False, None
    saved = state.to_dict()
    app.frame()
    flick_ms, flick_cpu = [], []
    for k in range(FLICKS):
        session.state = type(state).from_dict(session.content, saved)
        scene.on_state_replaced()
        app.frame()
        ships = [s for s in session.state.ships if s["owner"] == 0]
        if not ships:
            break
        ship = ships[k % len(ships)]
        angle = k * math.tau / FLICKS
        scene.act(0, A.Navigate(ship["id"]))
        scene.act(0, A.Flick(ship["id"], angle, 0.55 + 0.45 * (k % 3) / 2))
        while scene.flight is not None:
            started, cpu = time.perf_counter(), time.thread_time()
            app.frame()
            flick_ms.append((time.perf_counter() - started) * 1000)
            flick_cpu.append((time.thread_time() - cpu) * 1000)
    app.finish()
    app, scene = _mid_game("ai:easy,ai:easy,ai:easy,ai:easy", 22, 200)
    bots_ms, bots_cpu = [], []
    for _ in range(600):
        started, cpu = time.perf_counter(), time.thread_time()
        app.frame()
        bots_ms.append((time.perf_counter() - started) * 1000)
        bots_cpu.append((time.thread_time() - cpu) * 1000)
        time.sleep(0.002)  # let the bots' thread think, as the real loop's tick does
    app.finish()
    return {"flick_ms": flick_ms, "flick_cpu_ms": flick_cpu, "bots_ms": bots_ms, "bots_cpu_ms": bots_cpu, "load": os.getloadavg()[0]}


if __name__ == "__main__":
    if "--measure" in sys.argv:
        print(json.dumps(measure()))
    else:
        for r in bench_rows():
            print(f"{r['name']:<44} {r['value']:>9} {r['unit']:<3} {r['target']:<6} {r['note']}")
