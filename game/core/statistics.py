"""The figures of your record (record.py), per game: what the Statistics screen shows and
`main.py --statistics [--json]` prints. Pure: entries in, plain data out.

Stable ids (the keys of `summary`'s JSON: "games", "finished", "abandoned", "players", "played",
"won", "by_opponent_level", "by_player_count", "best_score", "average_score", "score_by_source",
"longest_winning_streak", "rating", "levels", "last_games") never change meaning; a change that
would is a new SCHEMA version.

Counting rules:
- "played" and "won" count finished games; a win is a first place, shared or not. Abandoned
  games are counted apart and listed, never played, won, scored or rated.
- By opponent level: a game counts once under each different computer level that sat against
  the player, and under "human" when another person did.
- By player count: the number of seats.
- Scores: best and average of the player's final scores; score by source is the average of each
  line of the outcome's breakdown ("Base VP", "Influence"...) over the player's finished games
  (a line a game did not have counts 0 in it).
- Longest winning streak: the most finished games in a row, in the order they ended, won.
- The last games: the LAST_GAMES most recent entries, finished or abandoned, newest first.
Players are the names that sat as people; computer seats are described by their level."""

from __future__ import annotations

from .ratings import Rating, level_ratings, player_ratings, unrated_reason
from .record import ABANDONED, FINISHED

SCHEMA = 1
LAST_GAMES = 20


def _won(seat: dict) -> bool:
    return seat.get("rank") == 1


def _opponent_groups(entry: dict, me: int) -> list[str]:
    groups = set()
    for i, seat in enumerate(entry["seats"]):
        if i != me:
            groups.add("human" if seat["kind"] == "human" else seat["level"])
    return sorted(groups)


def _tally(table: dict, key: str, won: bool) -> None:
    row = table.setdefault(key, {"played": 0, "won": 0})
    row["played"] += 1
    row["won"] += int(won)


def player_summary(name: str, entries: list[dict]) -> dict:
    """One person's figures in one game (entries: that game's, oldest first)."""
    played = won = streak = longest = 0
    by_level: dict = {}
    by_count: dict = {}
    scores: list[float] = []
    sources: dict[str, float] = {}
    abandoned = 0
    for entry in entries:
        seats = [i for i, s in enumerate(entry["seats"]) if s["kind"] == "human" and s["name"] == name]
        if not seats:
            continue
        if entry["status"] == ABANDONED:
            abandoned += 1
            continue
        me = seats[0]
        seat = entry["seats"][me]
        win = _won(seat)
        played += 1
        won += int(win)
        streak = streak + 1 if win else 0
        longest = max(longest, streak)
        for group in _opponent_groups(entry, me):
            _tally(by_level, group, win)
        _tally(by_count, str(len(entry["seats"])), win)
        scores.append(seat["score"])
        for label, points in seat["lines"]:
            sources[label] = sources.get(label, 0.0) + points
    return {"played": played, "won": won, "abandoned": abandoned,
            "by_opponent_level": by_level, "by_player_count": dict(sorted(by_count.items(), key=lambda kv: int(kv[0]))),
            "best_score": max(scores) if scores else None,
            "average_score": round(sum(scores) / len(scores), 2) if scores else None,
            "score_by_source": {label: round(total / played, 2) for label, total in sources.items()} if played else {},
            "longest_winning_streak": longest}


def game_row(entry: dict, levels: dict[str, Rating]) -> dict:
    """One of the last games, as lists show it."""
    seats = [{"name": s["name"], "kind": s["kind"], "level": s.get("level", ""),
              **({"score": s["score"], "rank": s["rank"]} if entry["status"] == FINISHED else {})}
             for s in entry["seats"]]
    return {"save_id": entry["save_id"], "status": entry["status"], "ended_at": entry.get("ended_at", ""),
            "ended_unix": entry["ended_unix"], "variants": entry.get("variants", []), "moves": entry.get("moves", 0),
            "save_file": entry.get("save_file", ""), "seats": seats,
            "winners": [s["name"] for s in entry["seats"] if _won(s)] if entry["status"] == FINISHED else [],
            "rated": unrated_reason(entry, levels) is None}


def game_summary(game_id: str, title: str, entries: list[dict], strength_rows: list[dict]) -> dict:
    """Every figure of one game (entries: its recorded games, any order)."""
    entries = sorted(entries, key=lambda e: e["ended_unix"])
    levels = level_ratings(strength_rows)
    names = []
    for entry in entries:
        for seat in entry["seats"]:
            if seat["kind"] == "human" and seat["name"] not in names:
                names.append(seat["name"])
    ratings = player_ratings(entries, levels)
    players = {}
    for name in names:
        figures = player_summary(name, entries)
        rating = ratings.get(name)
        figures["rating"] = rating.to_dict() if rating is not None else None
        players[name] = figures
    return {"title": title,
            "finished": sum(1 for e in entries if e["status"] == FINISHED),
            "abandoned": sum(1 for e in entries if e["status"] == ABANDONED),
            "players": players,
            "levels": {level: rating.to_dict() for level, rating in levels.items()},
            "last_games": [game_row(e, levels) for e in reversed(entries[-LAST_GAMES:])]}


def summary(record: dict, games: list[tuple[str, str]], strength_rows_of) -> dict:
    """The whole record: `games` is [(game id, title)] in the order to show them;
    `strength_rows_of(game_id)` gives a game's measured strength rows ([] when none)."""
    by_game: dict[str, list] = {}
    for entry in record["games"]:
        by_game.setdefault(entry["game"], []).append(entry)
    known = dict(games)
    for game_id in by_game:  # a game recorded by another build, no longer registered, is still shown
        if game_id not in known:
            known[game_id] = next((e.get("title") for e in by_game[game_id] if e.get("title")), game_id)
    return {"format": "orrery-statistics", "version": SCHEMA,
            "games": {game_id: game_summary(game_id, title, by_game.get(game_id, []), strength_rows_of(game_id))
                      for game_id, title in known.items()}}
