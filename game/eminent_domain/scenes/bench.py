"""`--bench` rows for the Eminent Domain table: frame time while computer players play.

Measured in a child process under the dummy video and audio drivers (the benchmark process may
have a real display), at 1600x900: the app's whole frame (events, update, drawing) while four
easy bots play, paced at 60 frames per second with the default thinking delay, as a player sees
it; and a stress figure with no thinking delay (a move every other frame). Escalation with five
players is measured at 1600x900 and, drawn for the window, at 1280x720 and 2560x1440 too."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def measure(frames: int = 600, think_delay: float = 0.6, paced: bool = True, players: int = 4,
            seed: int = 9, variants: tuple = (), size: tuple = (1600, 900)) -> dict:
    """Run in a process with the dummy drivers: frame times of a bots-only game on the table."""
    from game.core.config import GameConfig, Seat
    from game.core.session import GameSession
    from game.ui.app import App, AppOptions
    from game.ui.play import open_table

    from ..rules.setup import new_game

    app = App(AppOptions(strict=True, sound=False, window_size=tuple(size)))
    app.open_first_scene()
    app.catalogue.wait(60)
    app.apply_settings(app.settings.with_changes(think_delay=think_delay, animation_speed="normal"))
    seats = tuple(Seat(name, "ai", "easy") for name in ("Vega", "Orion", "Lyra", "Cass", "Rigel")[:players])
    entry = app.catalogue.entry("eminent_domain")
    config = GameConfig("eminent_domain", seats, tuple(variants), seed)
    # a variant the New game screen does not offer yet is still measured (its rules are being finished)
    open_table(app, GameSession(entry.definition, entry.content, config,
                                new_game(entry.content, config, allow_unavailable=True)))
    table = app.stack.top
    for _ in range(5):  # first frames build caches
        app.frame()
    times = []
    started_actions = len(table.session.actions)
    for _ in range(frames):
        if app.stack.top is not table:
            break  # game over
        start = time.perf_counter()
        app.frame()
        spent = time.perf_counter() - start
        times.append(spent)
        if paced and spent < 1 / 60:
            time.sleep(1 / 60 - spent)
    app.finish()
    ms = sorted(t * 1000 for t in times) or [0.0]
    return {"p50": ms[len(ms) // 2], "p95": ms[min(len(ms) - 1, int(0.95 * len(ms)))], "frames": len(ms),
            "moves": len(table.session.actions) - started_actions}


def _child(**kwargs) -> dict:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ORRERY_HOME=home,
                   ORRERY_NO_VENV="1", PYGAME_HIDE_SUPPORT_PROMPT="1")
        code = ("import json, sys; from game.eminent_domain.scenes.bench import measure; "
                f"print(json.dumps(measure(**{kwargs!r})))")
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                             timeout=600)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip()[-300:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def bench_rows() -> list[dict]:
    from game.bench import row

    try:
        paced = _child(frames=600, think_delay=0.6, paced=True)
        stress = _child(frames=600, think_delay=0.0, paced=False)
        escalation = _child(frames=600, think_delay=0.6, paced=True, players=5, variants=("escalation",))
        sized = {size: _child(frames=600, think_delay=0.6, paced=True, players=5, variants=("escalation",), size=size)
                 for size in ((1280, 720), (2560, 1440))}
    except (RuntimeError, subprocess.SubprocessError, ValueError) as error:
        return [row("table frame p95 while bots play", float("nan"), "ms", "<= 8", f"failed: {error}")]
    note = f"{paced['frames']} frames at 60 fps, {paced['moves']} bot moves, 4 easy bots, 1600x900, dummy driver"
    return [row("table frame p50 while bots play", paced["p50"], "ms", "", note),
            row("table frame p95 while bots play", paced["p95"], "ms", "<= 8", note),
            row("table frame p95, bots with no thinking delay (stress)", stress["p95"], "ms", "",
                f"{stress['moves']} moves in {stress['frames']} frames"),
            row("table frame p95 while bots play Escalation, 5 players", escalation["p95"], "ms", "<= 8",
                f"{escalation['frames']} frames at 60 fps, {escalation['moves']} bot moves, 5 easy bots")] + \
        [row(f"table frame p95 while bots play Escalation, 5 players, {w}x{h}", found["p95"], "ms", "<= 8",
             f"{found['frames']} frames at 60 fps, {found['moves']} bot moves, 5 easy bots")
         for (w, h), found in sized.items()]


if __name__ == "__main__":
    for r in bench_rows():
        print(r)
