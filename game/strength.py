"""`--strength`: the bot strength table of the README, measured with the same code as --simulate.

Each row seats the bot under test against others, moves the seats round the table every game (so
no one profits from sitting first) and reports how often the first seat won outright. The rows of
a game are its GameDefinition.strength; `--level` measures only one level's rows (the expert's
games take minutes each), and the file keeps the other rows as they were last measured.
`--resume` brings rows to --games games over several runs (`resumed_rows`).

Measured with the built-in content, each game's rows are also written to its strength file
(game.core.strength_table: game/<id>/strength.json), which the New game screen reads to say how
strong each level is. A run with --content or --mod, or with errors, writes nothing."""

from __future__ import annotations

import sys
import time

from .core.config import parse_players
from .core.registry import GameImportError, UnknownGame, game_ids, get_game
from .core.strength_table import code_fingerprint, continued, restart_reason
from .simulate import played_games, run_simulation, tied_first, won_outright


def levels_of(spec: str) -> list[str]:
    """The computer players' levels of a matchup's seats, in seat order."""
    return [seat.level for seat in parse_players(spec)]


def describe(spec: str) -> str:
    levels = levels_of(spec)
    others = levels[1:]
    if len(set(others)) == 1 and len(others) > 1:
        return f"{levels[0]} vs {len(others)} {others[0]}"
    return f"{levels[0]} vs {' + '.join(others)}"


def matchups(game_id: str, level: str | None = None, players: int | None = None) -> tuple:
    """The rows --strength measures for a game (its GameDefinition.strength); with a level, only
    those where that level plays the seats' first; with `players`, only those of that table size."""
    return tuple(m for m in get_game(game_id).strength
                 if (level is None or first_level(m.players) == level)
                 and (players is None or len(levels_of(m.players)) == players))


def first_level(spec: str) -> str:
    return levels_of(spec)[0]


def strength_rows(game_id: str, games: int, jobs: int, seed: int = 1000, content_dir=None, mod_dirs=(),
                  level: str | None = None, players: int | None = None) -> list[dict]:
    code = code_fingerprint(game_id)
    rows = []
    for matchup in matchups(game_id, level, players):
        spec, variants = matchup.players, tuple(matchup.variants)
        summary = run_simulation(game_id, spec, games, seed, jobs, rotate=True, variants=variants,
                                 content_dir=content_dir, mod_dirs=mod_dirs)
        first = summary["seats"][0]
        rows.append(table_row(game_id, matchup, summary["games"], summary["finished"], first["wins"], first["ties"],
                              len(summary["errors"]), seed, code, summary["decision_ms"]))
    return rows


def table_row(game_id: str, matchup, games: int, finished: int, wins: int, ties: int, errors: int, seed: int,
              code: str, decision_ms: dict | None = None) -> dict:
    """One row of the strength table, as printed and (game.core.strength_table.file_rows) kept."""
    return {"game": game_id, "players": len(matchup.players.split(",")), "matchup": describe_row(matchup),
            "variants": list(matchup.variants), "spec": matchup.players, "games": games, "finished": finished,
            "wins": wins, "ties": ties, "win_pct": 100 * wins / (finished or 1), "target": matchup.target,
            "errors": errors, "decision_ms": decision_ms or {}, "seed": seed, "code": code}


SAVE_EVERY = 30.0  # seconds: how much of a resumed run a stop may lose, beside the games in play


def resumed_rows(game_id: str, games: int, jobs: int, seed: int = 1000, level: str | None = None,
                 players: int | None = None, clock=time.monotonic) -> list[dict]:
    """Each row brought to `games` games: the games its file row already counts (same code, same
    first seed) are kept and only the next seeds are played, the file written every SAVE_EVERY
    seconds and at the end, so a run that is stopped keeps what it finished. A failed game ends
    its row's run there (the games before it are kept) and is printed."""
    code = code_fingerprint(game_id)
    rows = []
    for matchup in matchups(game_id, level, players):
        row = _file_row(game_id, describe_row(matchup))
        old = continued(row, code, seed)
        if row is not None and old is None:
            print(f"{game_id} {describe_row(matchup)}: measured from the start, since "
                  f"{restart_reason(row, code, seed)}", file=sys.stderr)
        tally = [old["games"], old["wins"], old["ties"]] if old else [0, 0, 0]
        print(f"{game_id} {describe_row(matchup)}: {tally[0]} games kept, "
              f"{max(0, games - tally[0])} to play", file=sys.stderr)
        errors, saved = 0, clock()

        def current() -> dict:
            return table_row(game_id, matchup, tally[0], tally[0], tally[1], tally[2], errors, seed, code)

        for game in played_games(game_id, matchup.players, max(0, games - tally[0]), seed + tally[0], jobs,
                                 rotate=True, variants=tuple(matchup.variants), batch=1):
            if game.error is not None:
                errors += 1
                print(f"ERROR in game with seed {game.seed}:\n{game.error}", file=sys.stderr)
                break
            tally[0] += 1
            tally[1] += won_outright(game, 0)
            tally[2] += tied_first(game, 0)
            if clock() - saved >= SAVE_EVERY:
                _save(game_id, [*rows, current()])
                saved = clock()
        rows.append(current())
        _save(game_id, rows)
    return rows


def _file_row(game_id: str, matchup: str) -> dict | None:
    from .core.strength_table import read_table

    return next((row for row in read_table(game_id) if row["matchup"] == matchup), None)


def _save(game_id: str, rows: list[dict], keep_others: bool = True):
    """Write `rows` into the game's file (with `keep_others`, the file's other rows as they were)
    and return its path; StrengthTableError says why it could not be."""
    import datetime

    from .core.strength_table import file_rows, merged_rows, read_table, write_table

    new = file_rows(rows, datetime.date.today().isoformat())
    if keep_others:
        new = merged_rows(read_table(game_id), new, [describe_row(m) for m in matchups(game_id)])
    return write_table(game_id, new)


def describe_row(matchup) -> str:
    """A matchup's name in the table and the file: "hard vs easy (escalation)"."""
    variants = tuple(matchup.variants)
    return describe(matchup.players) + (f" ({', '.join(variants)})" if variants else "")


def format_rows(rows: list[dict]) -> str:
    lines = ["| game | players | matchup | games | first seat wins | ties | target | met |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        met = "yes" if r["win_pct"] >= r["target"] and not r["errors"] else "no"
        lines.append(f"| {r['game']} | {r['players']} | {r['matchup']} | {r['games']} | {r['win_pct']:.1f}% | "
                     f"{r['ties']} | >= {r['target']}% | {met} |")
    return "\n".join(lines)


def strength_command(args) -> int:
    games = [args.strength] if args.strength != "all" else game_ids()
    try:
        for game_id in games:
            get_game(game_id)
    except UnknownGame as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    except GameImportError as exc:
        print(exc, file=sys.stderr)
        return 1
    level = getattr(args, "level", None)
    players = getattr(args, "table_size", None)
    if level and not any(matchups(game_id, level) for game_id in games):
        print(f"main.py: no strength row has {level!r} in its first seat", file=sys.stderr)
        return 2
    if players is not None and not any(matchups(game_id, level, players) for game_id in games):
        print(f"main.py: no strength row{f' of {level!r}' if level else ''} is for {players} players",
              file=sys.stderr)
        return 2
    resume = getattr(args, "resume", False)
    if resume and (args.content or args.mod):
        print("main.py: --resume adds to the figures of the built-in content only", file=sys.stderr)
        return 2
    rows, unwritten = [], False
    seed = args.seed if args.seed is not None else 1000
    for game_id in games:
        if resume:
            measured, written = resume_game(game_id, args.games, max(1, args.jobs), seed, level, players)
            rows += measured
            unwritten = unwritten or not written
            continue
        measured = strength_rows(game_id, args.games, max(1, args.jobs), seed, args.content, args.mod, level,
                                 players)
        if not measured:
            continue
        rows += measured
        unwritten = not record(game_id, measured, args) or unwritten
    if args.json:
        import json

        print(json.dumps(rows, indent=2))
    else:
        print(format_rows(rows))
    return 1 if unwritten or any(r["errors"] for r in rows) else 0


def resume_game(game_id: str, games: int, jobs: int, seed: int, level: str | None,
                players: int | None = None) -> tuple[list[dict], bool]:
    """`resumed_rows`, and whether its file could be written (if not, stderr says why)."""
    from .core.strength_table import StrengthTableError, table_path

    try:
        rows = resumed_rows(game_id, games, jobs, seed, level, players)
    except StrengthTableError as error:
        print(f"main.py: {error}", file=sys.stderr)
        return [], False
    if rows:
        print(f"{game_id}: figures written to {table_path(game_id)}", file=sys.stderr)
    return rows, True


def record(game_id: str, rows: list[dict], args) -> bool:
    """Write a game's strength file from this run (or say on stderr why not); False when a write
    that should have happened failed."""
    from .core.strength_table import StrengthTableError, table_path

    if args.content or args.mod:
        print(f"{game_id}: measured with other content or mods: {table_path(game_id).name} left as it was",
              file=sys.stderr)
        return True
    if any(r["errors"] for r in rows):
        print(f"{game_id}: some games failed: {table_path(game_id).name} left as it was", file=sys.stderr)
        return True
    try:  # with --level or --table-size, the other rows as last measured
        some = bool(getattr(args, "level", None)) or getattr(args, "table_size", None) is not None
        path = _save(game_id, rows, keep_others=some)
    except StrengthTableError as error:
        print(f"main.py: {error}", file=sys.stderr)
        return False
    print(f"{game_id}: figures written to {path}", file=sys.stderr)
    return True
