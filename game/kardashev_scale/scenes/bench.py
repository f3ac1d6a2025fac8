"""The table scene's `--bench` row: frame time of the real app while computer players play.

Runs `main.py` under the dummy video driver with four easy computer players at the default
animation speed and thinking time, and reads the frame statistics the app prints (--stats)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
FRAMES = 900  # 15 s at 60 frames per second: several rounds with reveals, purchases and refills


def table_frame_stats(players: int = 4, frames: int = FRAMES, seed: int = 7) -> dict:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ORRERY_NO_VENV="1", ORRERY_HOME=home, SDL_VIDEODRIVER="dummy",
                   SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        seats = ",".join(["ai:easy"] * players)
        out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--game", "kardashev_scale", "--players", seats,
                              "--seed", str(seed), "--frames", str(frames), "--stats"],
                             env=env, capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip()[-300:])
    return json.loads([line for line in out.stdout.splitlines() if line.startswith("{")][-1])


def bench_rows(frames: int = FRAMES) -> list[dict]:
    from game.bench import row

    try:
        stats = table_frame_stats(frames=frames)
    except (RuntimeError, subprocess.TimeoutExpired, ValueError, IndexError) as error:
        return [row("table frame p95 while bots play (1600x900, dummy)", float("nan"), "ms", "<= 8", str(error))]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    note = f"4 easy bots, normal animation, {stats['frames']} frames; load average {load:.1f}"
    return [row("table frame p50 while bots play (1600x900, dummy)", stats["p50_ms"], "ms", "", note),
            row("table frame p95 while bots play (1600x900, dummy)", stats["p95_ms"], "ms", "<= 8", note)]
