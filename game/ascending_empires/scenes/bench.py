"""Benchmark rows of the board scene: frame time while a flick animates, while an aim is dragged
(the aim guide asking its worker process), and while computer players play, at 1600x900 under
the dummy video driver; and the aim guide's prediction latency. The table is drawn for the
window, so the flick and the drag are measured again at 1280x720 and 2560x1440 (each at the UI
scale that suits it: 100% and 200%). Figures are printed, never asserted.

`bench_rows()` measures in child processes (the dummy drivers must be set before pygame starts);
`python -m game.ascending_empires.scenes.bench --measure [--window WxH]` is that child and prints
JSON (with a window: the flick and the drag only)."""

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
DRAG_FRAMES = 240
LATENCY_AIMS = 80
OTHER_WINDOWS = ((1280, 720), (2560, 1440))  # besides the default 1600x900


def _row(name: str, value: float, unit: str, target: str = "", note: str = "") -> dict:
    return {"name": name, "value": round(value, 3), "unit": unit, "target": target, "note": note}


def _percentile(values, share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _measured(window: tuple[int, int] | None = None) -> dict | str:
    """The child's figures, or why it failed."""
    extra = ["--window", f"{window[0]}x{window[1]}"] if window else []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ORRERY_HOME=home,
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        out = subprocess.run([sys.executable, "-m", "game.ascending_empires.scenes.bench", "--measure", *extra],
                             cwd=str(ROOT), env=env, capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        return f"failed: {out.stderr.strip()[-200:]}"
    return json.loads(out.stdout.strip().splitlines()[-1])


def bench_rows() -> list[dict]:
    figures = _measured()
    if isinstance(figures, str):
        return [_row("board frame p95 while a flick animates", float("nan"), "ms", "<= 8", figures)]
    return _default_rows(figures) + [row for window in OTHER_WINDOWS for row in _window_rows(window)]


def _window_rows(window: tuple[int, int]) -> list[dict]:
    """The flick's and the drag's frame time p95 in a window of another size."""
    at = f"at {window[0]}x{window[1]}"
    figures = _measured(window)
    if isinstance(figures, str):
        return [_row(f"board frame p95 while a flick animates {at}", float("nan"), "ms", "<= 8", figures)]
    load = f"UI scale {figures['percent']}%; load average {figures['load']:.1f} on {os.cpu_count()} cores"
    return [_row(f"board frame p95 while a flick animates {at}", _percentile(figures["flick_ms"], 0.95), "ms",
                 "<= 8", load),
            _row(f"board frame p95 CPU time while a flick animates {at}", _percentile(figures["flick_cpu_ms"], 0.95),
                 "ms", "<= 8", "main thread only"),
            _row(f"board frame p95 while dragging an aim {at}", _percentile(figures["drag_ms"], 0.95), "ms", "<= 8",
                 load),
            _row(f"board frame p95 CPU time while dragging an aim {at}", _percentile(figures["drag_cpu_ms"], 0.95),
                 "ms", "<= 8", "main thread only")]


def _default_rows(figures: dict) -> list[dict]:
    flick, cpu, bots = figures["flick_ms"], figures["flick_cpu_ms"], figures["bots_ms"]
    load = f"load average {figures['load']:.1f} on {os.cpu_count()} cores"
    return [
        _row("board frame p50 while a flick animates", statistics.median(flick), "ms", "",
             f"{len(flick)} frames, {FLICKS} flicks, 4 players mid-game"),
        _row("board frame p95 while a flick animates", _percentile(flick, 0.95), "ms", "<= 8", load),
        _row("board frame p95 CPU time while a flick animates", _percentile(cpu, 0.95), "ms", "<= 8",
             "main thread only: steady under a busy machine"),
        _row("board frame p50 while dragging an aim", statistics.median(figures["drag_ms"]), "ms", "",
             f"{len(figures['drag_ms'])} frames, a new aim every frame"),
        _row("board frame p95 while dragging an aim", _percentile(figures["drag_ms"], 0.95), "ms", "<= 8", load),
        _row("board frame p95 CPU time while dragging an aim", _percentile(figures["drag_cpu_ms"], 0.95), "ms",
             "<= 8", "main thread only"),
        _row("aim guide exact after the pointer stops, median", statistics.median(figures["drag_settle_frames"]),
             "frames", "<= 2", "meanwhile the last guide for a nearby aim shows, faint"),
        _row("aim prediction latency, request to answer, median", statistics.median(figures["latency_ms"]), "ms",
             "", f"{len(figures['latency_ms'])} aims on the worker process"),
        _row("aim prediction latency, request to answer, p95", _percentile(figures["latency_ms"], 0.95), "ms",
             "<= 16", "within a frame"),
        _row("aim prediction in the worker, median", statistics.median(figures["predict_ms"]), "ms", "",
             "the resolver run to rest, with its path"),
        _row("board frame p50 while bots play", statistics.median(bots), "ms", "", f"{len(bots)} frames"),
        _row("board frame p95 while bots play", _percentile(bots, 0.95), "ms", "<= 8"),
        _row("board frame p95 CPU time while bots play", _percentile(figures["bots_cpu_ms"], 0.95), "ms", "<= 8",
             "main thread only"),
    ]


def _mid_game(app_players: str, seed: int, actions: int, window: tuple[int, int] | None = None):
    """An app on the board scene after `actions` random legal steps (a busy mid-game board)."""
    from game.ui.app import App, AppOptions

    app = App(AppOptions(game="ascending_empires", players=app_players, seed=seed, strict=True, sound=False,
                         window_size=window))
    app.settings = app.settings.with_changes(think_delay=0.0)
    app.open_first_scene()
    scene = app.stack.top
    play_random_steps(scene.session.state, seed, actions)
    scene.on_state_replaced()
    return app, scene


def play_random_steps(state, seed: int, steps: int) -> None:
    """Seeded random legal steps on `state` (no withdrawing while anything else is possible): a
    busy mid-game board. Steps where only the turn's end is left are taken but not counted, so a
    seed gives the same board as when turns ended by themselves."""
    from game.core.rng import Rng

    from ..rules import actions as A

    rng = Rng(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        player = state.to_act()[0]
        legal = [a for a in state.legal_actions(player) if not isinstance(a, A.Withdraw)] or \
            state.legal_actions(player)
        state.apply(player, legal[rng.randrange(len(legal))])
        while _only_the_turns_end(state):
            state.apply(state.current, state.legal_actions(state.current)[0])


def _only_the_turns_end(state) -> bool:
    from ..rules import actions as A

    if state.is_terminal():
        return False
    legal = state.legal_actions(state.current)
    return len(legal) == 1 and (isinstance(legal[0], A.EndTurn) or
                                (isinstance(legal[0], A.EndAction) and state.phase == "withdraw"))


def measure(window: tuple[int, int] | None = None) -> dict:
    """The figures at 1600x900 (the default window), or the flick's and the drag's in `window`."""
    from ..rules import actions as A

    app, scene = _mid_game("human,ai:random,ai:random,ai:random", 21, 400, window)
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
    session.state = type(state).from_dict(session.content, saved)
    scene.on_state_replaced()
    app.frame()
    drag = _drag(app, scene)
    if window is not None:
        percent = app.metrics.percent
        app.finish()
        scene.exit()
        return {"flick_ms": flick_ms, "flick_cpu_ms": flick_cpu, "load": os.getloadavg()[0], "percent": percent,
                **drag}
    latency, worked = _prediction_latency(scene)
    app.finish()
    scene.exit()
    app, scene = _mid_game("ai:easy,ai:easy,ai:easy,ai:easy", 22, 200)
    bots_ms, bots_cpu = [], []
    for _ in range(600):
        started, cpu = time.perf_counter(), time.thread_time()
        app.frame()
        bots_ms.append((time.perf_counter() - started) * 1000)
        bots_cpu.append((time.thread_time() - cpu) * 1000)
        time.sleep(0.002)  # let the bots' thread think, as the real loop's tick does
    app.finish()
    return {"flick_ms": flick_ms, "flick_cpu_ms": flick_cpu, "bots_ms": bots_ms, "bots_cpu_ms": bots_cpu,
            "load": os.getloadavg()[0], **drag, "latency_ms": latency, "predict_ms": worked}


def _drag(app, scene) -> dict:
    """A slingshot drag that sweeps round a ship and in and out at the pace of the real loop (a
    frame every ~16 ms), pausing now and then as a player does before letting go: frame times,
    and how many frames after the pointer stops the guide shows the exact prediction."""
    import pygame

    ship = next(s for s in scene.view().ships if s["owner"] == 0)
    centre = scene.t.to_screen(ship["x"], ship["y"])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    app.frame()
    _wait_for_worker(scene)
    times, cpu_times, settle, waiting = [], [], [], False
    for i in range(DRAG_FRAMES):
        moving = i % 12 < 6  # six frames of motion, then the pointer rests
        if moving:
            pull = (24 + 120 * (0.5 + 0.5 * math.sin(i * 0.07))) * scene.lay.scale  # units to pixels
            at = (centre[0] - pull * math.cos(i * 0.03), centre[1] - pull * math.sin(i * 0.03))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0)))
        started, cpu = time.perf_counter(), time.thread_time()
        app.frame()
        times.append((time.perf_counter() - started) * 1000)
        cpu_times.append((time.thread_time() - cpu) * 1000)
        rest = i % 12 - 5  # frames since the pointer stopped
        if rest == 1:
            waiting = True
        if rest > 0 and waiting and scene.guide.shown(scene.aim).kind == "exact":
            settle.append(rest)
            waiting = False
        time.sleep(max(0.0, 1 / 60 - times[-1] / 1000))
    scene.cancel_aim()
    return {"drag_ms": times, "drag_cpu_ms": cpu_times, "drag_settle_frames": settle or [float("nan")]}


def _wait_for_worker(scene) -> None:
    """The worker's start-up (imports in a fresh interpreter) is no part of a drag."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and scene.guide.available and not scene.guide.latencies:
        scene.guide.update(scene.view(), scene.aim)
        time.sleep(0.005)


def _prediction_latency(scene) -> list[float]:
    """Request to answer on the aim guide's worker, one aim at a time (ms)."""
    from ..physics.prediction import snap
    from ..rules import table

    view = scene.view()
    discs = tuple(table.disc_body(d) for d in view.discs)
    ships = tuple(table.ship_body(s) for s in view.ships)
    own = [s["id"] for s in view.ships if s["owner"] == 0]
    service, found, worked = scene.guide.service, [], []
    for k in range(LATENCY_AIMS):
        angle, power = snap(k * 2.399, 0.1 + 0.9 * ((k * 0.618) % 1.0))
        started = time.perf_counter()
        service.request(("bench", k), (discs, ships, own[k % len(own)], angle, power), lane="bench")
        answers = []
        while not answers and not service.failed:
            answers = service.poll()
            time.sleep(0.0002)
        found.append((time.perf_counter() - started) * 1000)
        worked += [a.seconds * 1000 for a in answers]
    return found, worked


if __name__ == "__main__":
    if "--measure" in sys.argv:
        size = sys.argv[sys.argv.index("--window") + 1] if "--window" in sys.argv else None
        print(json.dumps(measure(tuple(int(v) for v in size.split("x")) if size else None)))
    else:
        for r in bench_rows():
            print(f"{r['name']:<44} {r['value']:>9} {r['unit']:<3} {r['target']:<6} {r['note']}")
