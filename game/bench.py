"""`--bench`: the benchmark table. Figures are printed, never asserted.

Foundation rows live here; each game adds its rows through the functions its GameDefinition.bench
names (usually `bench_rows()` in game/<id>/bench.py and its physics and scenes packages), each
returning dicts with name, value, unit, target (`row` builds one). Row names get the game's id
in front."""

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
                      variants: tuple = (), window: tuple[int, int] | None = None) -> dict:
    """The app's own --stats for `frames` frames of a game of easy computer players, with the
    default settings (normal animation and computer speed), under the dummy video driver, in a
    window of `window` pixels (default 1600x900) at the UI scale that suits it."""
    seats = ",".join(["ai:easy"] * players)
    args = ["--game", game_id, "--players", seats, "--seed", str(seed), "--frames", str(frames), "--stats"]
    if window is not None:
        args += ["--window", f"{window[0]}x{window[1]}"]
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
    from .core.registry import game_ids

    rows = []
    for game_id in game_ids():
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
        for window in WINDOWS:  # a laptop screen and a large one, at the UI scale each gets by default
            size = f"{window[0]}x{window[1]}"
            name = f"table frame p95 while bots play, {size}: {game_id}"
            try:
                stats = table_frame_stats(game_id, players=MOST_SEATS.get(game_id, 4), window=window)
            except (RuntimeError, subprocess.SubprocessError, ValueError, IndexError) as error:
                rows.append(row(name, float("nan"), "ms", "<= 8", f"failed: {error}"))
                continue
            seats = MOST_SEATS.get(game_id, 4)
            rows.append(row(name, stats["p95_ms"], "ms", "<= 8", f"{seats} easy bots, {stats['frames']} frames, dummy"))
            rows.append(row(f"table frame p95 CPU time while bots play, {size}: {game_id}", stats["cpu_p95_ms"], "ms",
                            "<= 8", "the loop thread only"))
    return rows


WINDOWS = ((1280, 720), (2560, 1440))
MOST_SEATS = {"kardashev_scale": 6, "eminent_domain": 4, "ascending_empires": 4}  # the most each seats without a variant


def content_rows(runs: int = 5) -> list[dict]:
    from .core.content.service import load_game_content
    from .core.registry import game_ids

    rows, total = [], 0.0
    for game_id in game_ids():
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


# Long games for the load benchmark: (game, players, level, variants, seed, moves at most). The
# longest real games: Ascending Empires' flicking games run to many hundreds of moves, and
# Eminent Domain with five players and Escalation to about 800.
LONG_GAMES = (("ascending_empires", 4, "random", (), 5, 680), ("eminent_domain", 5, "medium", ("escalation",), 7, 800),
              ("kardashev_scale", 4, "random", (), 5, 800))


def long_game_session(game_id: str, players: int, level: str, variants: tuple, seed: int, moves: int):
    """A session of `moves` moves (or to the end) played by bots, its first seat a person's, so its
    undo history and labels are made as at a table."""
    from .core.bots import make_bot, seat_rng
    from .core.config import GameConfig, Seat
    from .core.content.service import load_game_content
    from .core.registry import get_game
    from .core.session import GameSession

    definition, content = get_game(game_id), load_game_content(game_id).content
    seats = (Seat("P1"),) + tuple(Seat(f"P{i + 1}", "ai", level) for i in range(1, players))
    session = GameSession.start(definition, content, GameConfig(game_id, seats, variants, seed))
    bots = [make_bot(definition, level) for _ in range(players)]
    rngs = [seat_rng(seed, p) for p in range(players)]
    while not session.state.is_terminal() and len(session.actions) < moves:
        player = session.state.to_act()[0]
        legal = session.state.legal_actions(player)
        session.apply(player, bots[player].choose(session.state.view(player), legal, rngs[player], 0.0))
    return session


def save_load_rows(runs: int = 3) -> list[dict]:
    """Loading a long game's save: read, checked, and played again move by move through the rules
    (on the loading thread, behind the loading overlay)."""
    from .core.saves import load_session, write_save

    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for game_id, players, level, variants, seed, moves in LONG_GAMES:
            session = long_game_session(game_id, players, level, variants, seed, moves)
            path = write_save(Path(folder) / f"{game_id}.json", session)
            times = []
            for _ in range(runs):
                started = time.perf_counter()
                load_session(path, lambda _id, content=session.content: content)
                times.append(time.perf_counter() - started)
            rows.append(row(f"save load, every move played again: {game_id}", 1000 * statistics.median(times), "ms",
                            "", f"{len(session.actions)} moves, {players} players, {path.stat().st_size // 1024} KB"))
    return rows


def game_rows(games=None) -> list[dict]:
    """The games' own rows (every registered game's, or those of `games`), in registry order,
    each name prefixed with the game's id."""
    from .core.registry import game_ids

    rows = []
    for game_id in game_ids() if games is None else games:
        for make_rows in bench_functions(game_id):
            seen = {r["name"] for r in rows}
            rows += [dict(r, name=f"{game_id}: {r['name']}") for r in make_rows()
                     if f"{game_id}: {r['name']}" not in seen]
    return rows


def bench_functions(game_id: str) -> list:
    """The functions a game's GameDefinition.bench names, imported."""
    from .core.registry import get_game

    functions = []
    for name in get_game(game_id).bench:
        module, _, function = name.partition(":")
        functions.append(getattr(importlib.import_module(module), function))
    return functions


def _new_state(game_id: str, content, players: int, seed: int, variants: tuple = ()):
    from .core.config import GameConfig, Seat
    from .core.registry import get_game

    seats = tuple(Seat(f"P{i + 1}", "ai", "random") for i in range(players))
    return get_game(game_id).new_state(content, GameConfig(game_id, seats, tuple(variants), seed))


def random_games_per_second(game_id: str, content, players: int, seconds: float = 3.0, variants: tuple = ()) -> float:
    """Full games of uniformly random legal moves, straight on the state (no views)."""
    from .core.playout import play_out, random_policy
    from .core.rng import Rng

    started, games = time.perf_counter(), 0
    while time.perf_counter() - started < seconds:
        play_out(_new_state(game_id, content, players, games, variants), random_policy(Rng(games)))
        games += 1
    return games / (time.perf_counter() - started)


class _Enough(Exception):
    """Enough decisions timed: the game being played is left unfinished."""


def decision_times(game_id: str, content, level: str, players: int = 2, games: int = 2,
                   variants: tuple = (), rivals: str = "random", max_decisions: int | None = None) -> list[float]:
    """Seconds per decision of a `level` bot in seat 1 against `rivals` bots, counting only
    decisions with more than one legal action (at most `max_decisions` of them)."""
    from .core.bots import DEFAULT_BUDGET, make_bot
    from .core.playout import SeatedBots, play_out
    from .core.registry import get_game
    from .core.rng import Rng

    definition, times = get_game(game_id), []

    def timed(player, bot, legal, seconds):
        if player == 0 and len(legal) > 1:
            times.append(seconds)
            if max_decisions is not None and len(times) >= max_decisions:
                raise _Enough()

    for g in range(games):
        bots = [make_bot(definition, level)] + [make_bot(definition, rivals) for _ in range(players - 1)]
        rng = Rng(g)  # one Rng for the whole table
        budgets = [DEFAULT_BUDGET[level]] + [DEFAULT_BUDGET[rivals]] * (players - 1)
        try:
            play_out(_new_state(game_id, content, players, 100 + g, variants),
                     SeatedBots(bots, [rng] * players, budgets, timed))
        except _Enough:
            break
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


EXPERT_DECISIONS = 30  # expert decisions timed per game (about a second each)
EXPERT_FRAME_DECISIONS = 3  # expert decisions the table is watched through, at least
EXPERT_FRAMES = 300  # frames drawn while it thinks, at least (a clear best move ends a decision in a few)


def expert_rows(games=None, decisions: int = EXPERT_DECISIONS, frame_decisions: int = EXPERT_FRAME_DECISIONS,
                content_root: str | None = None, frames: int = EXPERT_FRAMES) -> list[dict]:
    """For every game with an expert (or those of `games`): its decision time against a hard
    player, and the table's frame time while it thinks, over `frame_decisions` decisions and
    `frames` frames at least (`content_root`: not the built-in content)."""
    from .core.content.service import load_game_content
    from .core.registry import game_ids, get_game

    rows = []
    for game_id in game_ids() if games is None else games:
        if "expert" not in get_game(game_id).bots:
            continue  # the rows appear once the game has an expert
        content = load_game_content(game_id, Path(content_root) if content_root else None).content
        times = sorted(decision_times(game_id, content, "expert", games=2, rivals="hard", max_decisions=decisions))
        p95 = times[int(0.95 * (len(times) - 1))] if times else float("nan")
        note = f"{len(times)} decisions against a hard player, 2 players"
        rows.append(row(f"expert decision time median: {game_id}", 1000 * statistics.median(times) if times
                        else float("nan"), "ms", "<= 1000", note))
        rows.append(row(f"expert decision time p95: {game_id}", 1000 * p95, "ms", "<= 2500", note))
        name = f"table frame p95 while an expert thinks: {game_id}"
        try:
            stats = expert_frame_stats(game_id, frame_decisions, content_root, frames)
        except (RuntimeError, subprocess.SubprocessError, ValueError, IndexError) as error:
            rows.append(row(name, float("nan"), "ms", "<= 8", f"failed: {error}"))
            continue
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        rows.append(row(name, stats["p95_ms"], "ms", "<= 8",
                        f"{stats['frames']} frames over {stats['decisions']} expert decisions, 1600x900 dummy, "
                        f"60 fps; load average {load:.1f}"))
    return rows


def expert_frame_stats(game_id: str, decisions: int = EXPERT_FRAME_DECISIONS, content_root: str | None = None,
                       frames: int = EXPERT_FRAMES) -> dict:
    """`measure_expert_frames` in a child process under the dummy drivers (the game's package
    named as the registry here names it, so a game registered only here is found there too)."""
    from .core.registry import module_of

    call = (f"measure_expert_frames({game_id!r}, {module_of(game_id)!r}, decisions={decisions!r}, "
            f"content_root={content_root!r}, frames={frames!r})")
    code = f"import json; from game.bench import measure_expert_frames; print(json.dumps({call}))"
    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=_app_env(home), capture_output=True,
                             text=True, timeout=900)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip()[-300:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure_expert_frames(game_id: str, module: str, decisions: int = EXPERT_FRAME_DECISIONS,
                          content_root: str | None = None, max_frames: int = 20_000,
                          frames: int = EXPERT_FRAMES) -> dict:
    """The app's frame times (events, update, drawing; paced at 60 frames per second) while an
    expert, seated against a hard player at the normal Computer speed, thinks: only the frames
    drawn while its decision is being worked out count, over `decisions` decisions and `frames`
    frames at least (or to the end of the game)."""
    from .core.config import GameConfig, Seat
    from .core.content.service import load_game_content
    from .core.registry import GAME_MODULES, get_game
    from .core.session import GameSession
    from .ui.app import STEP, App, AppOptions, frame_stats
    from .ui.play import open_table

    GAME_MODULES.setdefault(game_id, module)
    definition = get_game(game_id)
    content = load_game_content(game_id, Path(content_root) if content_root else None).content
    app = App(AppOptions(strict=True, sound=False))
    app.open_first_scene()
    app.apply_settings(app.settings.with_changes(computer_speed="normal", animation_speed="normal"))
    seats = (Seat("Expert", "ai", "expert"), Seat("Hard", "ai", "hard"))
    open_table(app, GameSession.start(definition, content, GameConfig(game_id, seats, (), 7)))
    table = app.stack.top
    times, seen, thinking = [], 0, None
    for _ in range(max_frames):
        if app.stack.top is not table or (seen >= decisions and len(times) >= frames):
            break  # game over, or enough seen
        start = time.perf_counter()
        app.frame()
        spent = time.perf_counter() - start
        now = table.bots.thought if table.bots is not None and table.bots.thinking_level == "expert" else None
        if thinking is not None and now is not thinking:
            seen += 1
        if now is not None and not now.done:
            times.append(spent)
        thinking = now
        if spent < STEP:
            time.sleep(STEP - spent)
    table.close()
    app.finish()
    return dict(frame_stats(times), decisions=seen)


def network_rows() -> list[dict]:
    from .net.bench import network_rows as rows

    return rows()


def workshop_rows() -> list[dict]:
    from .ui.gallery.bench import bench_rows

    return bench_rows()


def run_benchmarks() -> list[dict]:
    return (startup_rows() + content_rows() + save_load_rows() + title_frame_rows() + table_frame_rows()
            + expert_rows() + game_rows() + network_rows() + workshop_rows())


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
