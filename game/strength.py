"""`--strength`: the bot strength table of the README, measured with the same code as --simulate.

Each row seats the bot under test against others, moves the seats round the table every game (so
no one profits from sitting first) and reports how often the first seat won outright. The rows of
a game are its GameDefinition.strength."""

from __future__ import annotations

import sys

from .core.registry import GameImportError, UnknownGame, game_ids, get_game
from .simulate import run_simulation


def describe(spec: str) -> str:
    levels = [part.split(":")[1] for part in spec.split(",")]
    others = levels[1:]
    if len(set(others)) == 1 and len(others) > 1:
        return f"{levels[0]} vs {len(others)} {others[0]}"
    return f"{levels[0]} vs {' + '.join(others)}"


def matchups(game_id: str) -> tuple:
    """The rows --strength measures for a game (its GameDefinition.strength)."""
    return get_game(game_id).strength


def strength_rows(game_id: str, games: int, jobs: int, seed: int = 1000, content_dir=None, mod_dirs=()) -> list[dict]:
    rows = []
    for matchup in matchups(game_id):
        spec, target, variants = matchup.players, matchup.target, tuple(matchup.variants)
        summary = run_simulation(game_id, spec, games, seed, jobs, rotate=True, variants=variants,
                                 content_dir=content_dir, mod_dirs=mod_dirs)
        first = summary["seats"][0]
        finished = summary["finished"] or 1
        label = describe(spec) + (f" ({', '.join(variants)})" if variants else "")
        rows.append({"game": game_id, "players": len(spec.split(",")), "matchup": label, "variants": list(variants),
                     "games": summary["games"], "wins": first["wins"], "ties": first["ties"],
                     "win_pct": 100 * first["wins"] / finished, "target": target,
                     "errors": len(summary["errors"]),
                     "decision_ms": summary["decision_ms"]})
    return rows


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
    rows = []
    for game_id in games:
        rows += strength_rows(game_id, args.games, max(1, args.jobs), args.seed if args.seed is not None else 1000,
                              args.content, args.mod)
    if args.json:
        import json

        print(json.dumps(rows, indent=2))
    else:
        print(format_rows(rows))
    return 1 if any(r["errors"] for r in rows) else 0
