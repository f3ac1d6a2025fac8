"""The gallery's `--bench` row: how long a saved mod file takes to be drawn again in the open
gallery (the watcher's look, the game's content loaded afresh in its own process, the pictures
that changed drawn again). Measured in a process of its own, under the dummy video driver, with
a mod written into a private user data folder; printed, never asserted."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 5


def measure(runs: int = RUNS) -> list[float]:
    """Seconds from each save of the mod's card file to the gallery showing the new content."""
    from game import userdata
    from game.workshop.new_mod import write_new_mod

    from ..app import App, AppOptions
    from .scene import GalleryScene

    cards = write_new_mod(userdata.mods_dir(), "bench_mod") / "kardashev_scale" / "cards.yaml"
    app = App(AppOptions(window_size=(1280, 720), sound=False))
    app.open_first_scene()
    app.catalogue.wait(60)
    scene = app.push(GalleryScene(app, "kardashev_scale"))
    times = []
    try:
        while not scene.settled():
            app.frame()
        for run in range(runs):
            shown = scene.content
            cards.write_text(cards.read_text().replace(f"vp: {3 + run}\n", f"vp: {4 + run}\n", 1))
            saved = time.perf_counter()
            while scene.content is shown:
                app.frame()
            times.append(time.perf_counter() - saved)
            for _ in range(10):
                app.frame()
    finally:
        app.finish()
    return times


def bench_rows() -> list[dict]:
    from game.bench import ROOT, _app_env, row

    name = "workshop: a saved mod file drawn again in the gallery (median of %d)" % RUNS
    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run([sys.executable, "-c", "import json; from game.ui.gallery.bench import measure; "
                              "print(json.dumps(measure()))"], env=_app_env(home), cwd=str(ROOT),
                             capture_output=True, text=True, timeout=300)
    if out.returncode != 0:
        return [row(name, float("nan"), "s", "<= 1.0", f"failed: {out.stderr.strip()[-200:]}")]
    times = json.loads(out.stdout.strip().splitlines()[-1])
    return [row(name, statistics.median(times), "s", "<= 1.0", f"slowest {max(times):.2f} s")]

