"""`--simulate`: bot-only games played headless, with results and decision times.

Each game is reproducible from (game, seats, seed): game k uses seed S + k. Bots see only views."""

from __future__ import annotations

import json
import statistics
import sys
import time
import traceback
from dataclasses import dataclass, field
from typing import Iterator

from .core.bots import DEFAULT_BUDGET, make_bot, seat_rng, seats_problem
from .core.config import GameConfig, SeatSpecError, parse_players
from .core.playout import SeatedBots, play_out
from .core.registry import GameImportError, UnknownGame, get_game
from .core.variants import setup_problem
from .item_figures import item_figures, mark

MAX_ACTIONS = 20_000  # a game longer than this is reported as an error (it would never end)


@dataclass
class GameRecord:
    seed: int
    order: list[int]  # order[position] = index of the seat spec sitting there
    ranks: list[int] = field(default_factory=list)  # by seat spec index
    scores: list[float] = field(default_factory=list)
    actions: int = 0
    progress: dict = field(default_factory=dict)
    decisions: dict = field(default_factory=dict)  # level -> list of seconds
    items: dict = field(default_factory=dict)  # item id -> seat spec indices owning it at the end
    error: str | None = None


_content_cache: dict = {}


def user_mods() -> tuple[str | None, tuple[str, ...]]:
    """(the user's mods folder, the mods switched off there): what the app loads besides --mod."""
    from .content_commands import _disabled, _mods_dir

    folder = _mods_dir()
    return (str(folder) if folder is not None else None), tuple(_disabled())


def _content(game_id: str, content_dir, mod_dirs, user_mod_source=None):
    """The game's content as the games use it; `user_mod_source`: (user mods folder, mods switched
    off) as `user_mods()` gives them, None for none of the user's mods."""
    key = (game_id, content_dir, tuple(mod_dirs), user_mod_source)
    if key not in _content_cache:
        from pathlib import Path

        from .core.content.service import load_game_content

        folder, disabled = user_mod_source or (None, ())
        result = load_game_content(game_id, Path(content_dir) if content_dir else None,
                                   [Path(m) for m in mod_dirs], Path(folder) if folder else None, disabled)
        if not result.ok:
            raise RuntimeError("content errors:\n" + "\n".join(map(str, result.errors)))
        _content_cache[key] = result.content
    return _content_cache[key]


def play_game(game_id: str, spec: str, seed: int, rotate: bool, variants=(), content_dir=None,
              mod_dirs=(), budget_scale: float = 1.0, user_mod_source=None) -> GameRecord:
    seats = parse_players(spec)
    n = len(seats)
    shift = seed % n if rotate else 0
    order = [(i + shift) % n for i in range(n)]
    record = GameRecord(seed, order)
    try:
        definition = get_game(game_id)
        content = _content(game_id, content_dir, mod_dirs, user_mod_source)
        placed = tuple(seats[i] for i in order)
        state = definition.new_state(content, GameConfig(game_id, placed, tuple(variants), seed))
        bots = [make_bot(definition, seat.level) for seat in placed]
        rngs = [seat_rng(seed, pos) for pos in range(n)]
        budgets = [DEFAULT_BUDGET.get(bot.level, 0.5) * budget_scale for bot in bots]

        def timed(player, bot, legal, seconds):
            record.decisions.setdefault(bot.level, []).append(seconds)

        record.actions = play_out(state, SeatedBots(bots, rngs, budgets, timed), max_actions=MAX_ACTIONS).actions
        outcome = state.outcome()
        record.ranks = [0] * n
        record.scores = [0.0] * n
        for result in outcome.results:
            record.ranks[order[result.player]] = result.rank
            record.scores[order[result.player]] = result.score
        record.progress = state.progress()
        if definition.owned_items is not None:
            record.items = {item: [order[p] for p in owners] for item, owners in definition.owned_items(state).items()}
    except Exception:
        record.error = traceback.format_exc(limit=6)
    return record


def run_simulation(game_id: str, spec: str, games: int, seed: int = 1, jobs: int = 1, rotate: bool = False,
                   variants=(), content_dir=None, mod_dirs=(), budget_scale: float = 1.0,
                   user_mod_source=None) -> dict:
    seats = parse_players(spec)
    started = time.perf_counter()
    records = list(played_games(game_id, spec, games, seed, jobs, rotate, variants, content_dir, mod_dirs,
                                budget_scale, user_mod_source=user_mod_source))
    elapsed = time.perf_counter() - started
    return summarise(game_id, seats, records, elapsed, rotate,
                     simulated_content(game_id, content_dir, mod_dirs, user_mod_source), variants)


def simulated_content(game_id: str, content_dir=None, mod_dirs=(), user_mod_source=None):
    """The content the games of a simulation play with (None when it cannot be loaded: every game
    then reports the error)."""
    try:
        return _content(game_id, content_dir, mod_dirs, user_mod_source)
    except RuntimeError:
        return None


def simulation_tasks(game_id: str, spec: str, games: int, seed: int = 1, rotate: bool = False, variants=(),
                     content_dir=None, mod_dirs=(), budget_scale: float = 1.0, user_mod_source=None) -> list[tuple]:
    """The arguments of play_game for each game of a simulation (game k plays seed + k)."""
    return [(game_id, spec, seed + k, rotate, tuple(variants), content_dir, tuple(mod_dirs), budget_scale,
             user_mod_source) for k in range(games)]


def run_one(task: tuple) -> GameRecord:
    """One game of `simulation_tasks` (a module-level function: processes are handed it)."""
    return play_game(*task)


def played_games(game_id: str, spec: str, games: int, seed: int = 1, jobs: int = 1, rotate: bool = False,
                 variants=(), content_dir=None, mod_dirs=(), budget_scale: float = 1.0,
                 batch: int | None = None, user_mod_source=None, context: str | None = None) -> Iterator[GameRecord]:
    """The games of a simulation one by one, in seed order, each as soon as it and those before it
    are played; with `jobs` > 1 (or a `context`) the processes play on meanwhile, handed `batch`
    games at a time (default: a few batches a process, which costs least; 1 hears of every game as
    it ends). `context`: how the processes start ("fork", "spawn"; default fork where there is
    one); closing the iterator early stops them."""
    tasks = simulation_tasks(game_id, spec, games, seed, rotate, variants, content_dir, mod_dirs, budget_scale,
                             user_mod_source)
    if (jobs > 1 or context) and games > 1:
        import multiprocessing

        start = context or ("fork" if sys.platform != "win32" else "spawn")
        with multiprocessing.get_context(start).Pool(max(1, jobs)) as pool:
            yield from pool.imap(run_one, tasks, chunksize=batch or max(1, games // (jobs * 8)))
    else:
        for task in tasks:
            yield run_one(task)


def won_outright(record: GameRecord, seat: int) -> bool:
    return record.ranks[seat] == 1 and record.ranks.count(1) == 1


def tied_first(record: GameRecord, seat: int) -> bool:
    return record.ranks[seat] == 1 and record.ranks.count(1) > 1


def _p95(values: list[float]) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


def summarise(game_id, seats, records: list[GameRecord], elapsed: float, rotate: bool, content=None,
              variants=()) -> dict:
    """The figures of a simulation; with the `content` played (and the `variants`), the mods and
    identity, and every item's group (the game's item_groups) for the per-item figures."""
    finished = [r for r in records if r.error is None]
    per_seat = []
    for i, seat in enumerate(seats):
        wins = sum(1 for r in finished if won_outright(r, i))
        ties = sum(1 for r in finished if tied_first(r, i))
        scores = [r.scores[i] for r in finished]
        per_seat.append({"seat": i + 1, "name": seat.name, "level": seat.level, "wins": wins, "ties": ties,
                         "win_rate": wins / len(finished) if finished else 0.0,
                         "mean_score": statistics.fmean(scores) if scores else 0.0})
    levels: dict[str, list[float]] = {}
    for r in finished:
        for level, times in r.decisions.items():
            levels.setdefault(level, []).extend(times)
    items: dict[str, list[int]] = {}  # item -> [times owned, times its owner won outright]
    for r in finished:
        for item, owners in r.items.items():
            tally = items.setdefault(item, [0, 0])
            for seat in owners:
                tally[0] += 1
                tally[1] += 1 if won_outright(r, seat) else 0
    groups = None
    if content is not None:
        definition = get_game(game_id)
        groups = definition.item_groups(content, tuple(variants)) if definition.item_groups is not None else None
    figures, group_figures, unowned = item_figures({k: tuple(v) for k, v in items.items()}, groups)
    return {
        "game": game_id, "games": len(records), "finished": len(finished), "rotate_seats": rotate,
        "mods": [{"id": i, "version": v} for i, v in getattr(content, "mod_versions", ())],
        "identity": getattr(content, "identity", None),
        "seconds": round(elapsed, 3),
        "games_per_second": round(len(records) / elapsed, 2) if elapsed > 0 else 0.0,
        "mean_actions": statistics.fmean(r.actions for r in finished) if finished else 0.0,
        "mean_rounds": (statistics.fmean(r.progress.get("round", 0) for r in finished) if finished else 0.0),
        "seats": per_seat,
        "decision_ms": {level: {"mean": 1000 * statistics.fmean(t), "median": 1000 * statistics.median(t),
                                "p95": 1000 * _p95(t), "count": len(t)} for level, t in sorted(levels.items())},
        "errors": [{"seed": r.seed, "error": r.error} for r in records if r.error],
        "items": figures,
        "item_groups": group_figures,
        "unowned": unowned,
    }


def print_summary(summary: dict) -> None:
    print(f"{summary['game']}: {summary['finished']}/{summary['games']} games finished in "
          f"{summary['seconds']:.1f} s ({summary['games_per_second']:.1f} games/s)"
          + (", seats rotated" if summary["rotate_seats"] else ""))
    mods = ", ".join(f"{m['id']} {m['version']}" for m in summary.get("mods", ())) or "none"
    if summary.get("identity"):
        print(f"content: mods {mods} (identity {summary['identity']})")
    print(f"mean game length: {summary['mean_actions']:.1f} actions, {summary['mean_rounds']:.1f} rounds")
    print(f"{'seat':<5}{'name':<22}{'level':<8}{'wins':>6}{'ties':>6}{'win %':>8}{'mean score':>12}")
    for s in summary["seats"]:
        print(f"{s['seat']:<5}{s['name'][:21]:<22}{s['level']:<8}{s['wins']:>6}{s['ties']:>6}"
              f"{100 * s['win_rate']:>7.1f}%{s['mean_score']:>12.2f}")
    print("decision time per level (ms): " + "; ".join(
        f"{lvl} mean {d['mean']:.2f} median {d['median']:.2f} p95 {d['p95']:.2f}"
        for lvl, d in summary["decision_ms"].items()))
    if summary["items"]:
        rows = sorted(summary["items"].items(), key=lambda kv: -kv[1]["owner_win_rate"])
        mean = sum(v["owner_won"] for _, v in rows) / max(1, sum(v["owned"] for _, v in rows))
        print(f"how often an item's owner won (all items: {100 * mean:.1f}%; each beside its group's rate, "
              "(!) more than two standard errors from it):")
        for item, v in rows:
            if v["owned"]:  # the others are listed as nobody took
                print(f"  {item:<34}{v['owned']:>6} owned  {100 * v['owner_win_rate']:>6.1f}% won"
                      f"  {v['group']} {100 * v['group_rate']:.1f}% {mark(v)}".rstrip())
        print("groups: " + "; ".join(f"{g} {100 * v['owner_win_rate']:.1f}% of {v['owned']} owned"
                                     for g, v in summary["item_groups"].items()))
    if summary.get("unowned"):
        print(f"nobody took ({len(summary['unowned'])}): {', '.join(summary['unowned'])}")
    for error in summary["errors"]:
        print(f"ERROR in game with seed {error['seed']}:\n{error['error']}")


def simulate_command(args) -> int:
    if not args.players:
        print("--simulate needs --players, e.g. --players ai:hard,ai:random", file=sys.stderr)
        return 2
    try:
        seats = parse_players(args.players)
        definition = get_game(args.simulate)
    except (UnknownGame, SeatSpecError) as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    except GameImportError as exc:
        print(exc, file=sys.stderr)
        return 1
    if any(seat.is_human for seat in seats):
        print("--simulate plays computer seats only: use ai:LEVEL for every seat", file=sys.stderr)
        return 2
    problem = seats_problem(definition, seats)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    source = user_mods()
    try:
        content = _content(args.simulate, args.content, args.mod, source)
    except RuntimeError as exc:
        print(exc, file=sys.stderr)
        return 1
    problem = setup_problem(definition, content, len(seats), args.variant)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    try:
        summary = run_simulation(args.simulate, args.players, args.games, args.seed if args.seed is not None else 1,
                                 max(1, args.jobs), getattr(args, "rotate_seats", False), args.variant,
                                 args.content, args.mod, user_mod_source=source)
    except RuntimeError as exc:
        print(exc, file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print_summary(summary)
    return 1 if summary["errors"] else 0
