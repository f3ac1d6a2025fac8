"""`main.py --statistics [--json]`: your record (game/core/record.py), as a table or one JSON
object (game/core/statistics.py names its fields). Reading it is what the Statistics screen does:
a damaged record is set aside with a message (on stderr) and an empty one shown."""

from __future__ import annotations

import json
import sys

from game import userdata


def game_list() -> list[tuple[str, str]]:
    """(id, title) of every registered game, in the registry's order."""
    from game.core.registry import GameImportError, about, game_ids

    games = []
    for game_id in game_ids():
        try:
            games.append((game_id, about(game_id).title))
        except GameImportError:
            games.append((game_id, game_id.replace("_", " ").title()))
    return games


def strength_rows(game_id: str) -> list[dict]:
    """A game's measured strength rows, [] when it has none or they cannot be read."""
    from game.core.registry import GAME_MODULES
    from game.core.strength_table import StrengthTableError, read_table

    if game_id not in GAME_MODULES:
        return []
    try:
        return read_table(game_id)
    except (StrengthTableError, ImportError):
        return []


def read_figures() -> tuple[dict, str]:
    """(the whole record's figures with each replay marked, what the player should be told).
    Raises RecordError or UserDataError when there is no record to read."""
    from game.core.record import load, mark_replays, record_path
    from game.core.statistics import summary

    loaded = load(record_path(userdata.data_dir()))
    try:
        saves = userdata.saves_dir()
    except userdata.UserDataError:
        saves = None
    figures = summary(loaded.data, game_list(), strength_rows)
    return mark_replays(figures, saves), loaded.message


def statistics_command(args) -> int:
    from game.core.record import RecordError

    try:
        figures, message = read_figures()
    except (RecordError, userdata.UserDataError) as error:
        print(f"main.py: {error}", file=sys.stderr)
        return 1
    if message:
        print(message, file=sys.stderr)
    if args.json:
        print(json.dumps(figures, ensure_ascii=False))
    else:
        print(render(figures))
    return 0


# --- the table -----------------------------------------------------------------------------------
def points(value) -> str:
    if value is None:
        return "-"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def won_of(row: dict) -> str:
    return f"{row['won']}/{row['played']}"


def rating_text(rating: dict | None) -> str:
    return "-" if rating is None else f"{rating['mu']:.1f} \u00b1 {rating['sigma']:.1f}"


def seat_text(seat: dict) -> str:
    who = seat["name"] if seat["kind"] == "human" else f"{seat['name']} ({seat['level']})"
    return f"{who} {points(seat['score'])}" if "score" in seat else who


REPLAY_WORDS = {"saved": "replay: {file}", "deleted": "replay deleted", "none": "no replay (not saved)",
                "unfinished": "unfinished: Load continues it"}


def render(figures: dict) -> str:
    lines = []
    for game in figures["games"].values():
        lines.append(f"{game['title']}: {game['finished']} finished, {game['abandoned']} abandoned")
        if game["levels"]:
            levels = ", ".join(f"{level} {r['mu']:.1f}" for level, r in game["levels"].items())
            lines.append(f"  computer levels rated (from their measured strength): {levels}")
        if game["players"]:
            header = (f"  {'player':<20} {'played':>6} {'won':>5} {'rating':>12} {'best':>6} {'average':>8} "
                      f"{'streak':>7}")
            lines += ["", header]
            for name, p in game["players"].items():
                lines.append(f"  {name[:20]:<20} {p['played']:>6} {p['won']:>5} {rating_text(p['rating']):>12} "
                             f"{points(p['best_score']):>6} {points(p['average_score']):>8} "
                             f"{p['longest_winning_streak']:>7}")
            for name, p in game["players"].items():
                if not p["played"]:
                    continue
                levels = ", ".join(f"{k} {won_of(v)}" for k, v in p["by_opponent_level"].items())
                sizes = ", ".join(f"{k} players {won_of(v)}" for k, v in p["by_player_count"].items())
                sources = ", ".join(f"{k} {points(v)}" for k, v in p["score_by_source"].items())
                lines.append(f"  {name}: won against {levels}; at {sizes}")
                lines.append(f"    average score by source: {sources}")
        if game["last_games"]:
            lines += ["", "  last games:"]
            for row in game["last_games"]:
                seats = ", ".join(seat_text(s) for s in row["seats"])
                result = f"{' and '.join(row['winners'])} won" if row["winners"] else row["status"]
                replay = REPLAY_WORDS[row.get("replay", "none")].format(file=row["save_file"])
                lines.append(f"  {row['ended_at']}  {result}  \u2022  {seats}  \u2022  {replay}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n" if lines else "No games recorded yet.\n"
