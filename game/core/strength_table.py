"""The measured strength of a game's computer players: what `--strength` last measured, kept as a
small JSON file in the game's own package (`game/<id>/strength.json`), beside the rules and bots
it measures, so a game stays one package and each game's figures change on their own.

`--strength` writes it (`write_table`); the New game screen reads it (`read_table`, on the
catalogue's loading thread) and words the figures (`level_figure`: "beats Hard 7 games in 10").
A level with no figure (no row, or too few games) is described without one: the screen never
says how strong a level is unless it was measured.

    {"game": "kardashev_scale", "rows": [
      {"matchup": "hard vs easy", "seats": ["hard", "easy"], "variants": [], "games": 200,
       "finished": 200, "wins": 175, "ties": 0, "win_rate": 0.875, "date": "2026-12-01",
       "first_seed": 1000, "code": "3f9a0c12e4b7"}, ...]}

`first_seed` and `code` (`code_fingerprint`: the files that decide how the game is played) let a
long measurement go on in a later run (`--strength ... --resume`): games first_seed + games, ...
are played and added, as one longer run would have played them, but only while the code is the
same. A row written before these fields existed is not added to.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
from pathlib import Path

from .bots import LEVELS
from .bounded_read import UnreadableFile, load_json
from .registry import module_of

FILE_NAME = "strength.json"
MIN_GAMES = 50  # fewer finished games than this say too little to put a figure on a level


class StrengthTableError(ValueError):
    """A strength file that cannot be read or written; the message names the file and why."""


def table_path(game_id: str) -> Path:
    """Where a game's figures live: strength.json in its package (beside a module that is no
    package, as <module>.strength.json)."""
    module = Path(importlib.import_module(module_of(game_id)).__file__)
    return module.parent / FILE_NAME if module.name == "__init__.py" else module.with_suffix(".strength.json")


def file_rows(rows: list[dict], date: str) -> list[dict]:
    """--strength's rows (game.strength.strength_rows) as the file keeps them."""
    kept = []
    for row in rows:
        finished = row.get("finished", row["games"])
        kept.append({"matchup": row["matchup"], "seats": [part.split(":")[1] for part in row["spec"].split(",")],
                     "variants": list(row["variants"]), "games": row["games"], "finished": finished,
                     "wins": row["wins"], "ties": row["ties"],
                     "win_rate": round(row["wins"] / finished, 4) if finished else 0.0, "date": date,
                     **({"first_seed": row["seed"], "code": row["code"]} if "code" in row else {})})
    return kept


# Never played: a game's scenes draw it, bench.py times it, strength_table.py records the figures,
# explain.py words a hint for a person (core/explain.py) after its bot has chosen.
_NOT_PLAY = ("scenes", "bench.py", "strength_table.py", "explain.py")


def code_fingerprint(game_id: str) -> str:
    """A short hash of every file that decides how `game_id` is played by its bots (`played_files`).
    Two measurements with the same fingerprint and seeds play the same games; a change to a core
    module the game never imports (saves, say) leaves it as it was."""
    from .content.loader import REPO_ROOT

    digest = hashlib.sha256()
    for path in played_files(game_id):
        name = path.relative_to(REPO_ROOT).as_posix() if REPO_ROOT in path.parents else path.name
        digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:12]


def played_files(game_id: str) -> list[Path]:
    """The game's package (not its scenes or benchmarks), the simulator that seats its bots, the
    game/core modules those import (directly or through each other, imports inside functions
    too) and the game's built-in content."""
    from .content.loader import BUILTIN_CONTENT, REPO_ROOT

    module = Path(importlib.import_module(module_of(game_id)).__file__)
    own = sorted(module.parent.rglob("*.py")) if module.name == "__init__.py" else [module]
    played = [path for path in own if not _not_played(path, REPO_ROOT)] + [REPO_ROOT / "game" / "simulate.py"]
    files = sorted(set(played) | _core_imports(played, REPO_ROOT), key=str)
    return files + sorted(path for path in (BUILTIN_CONTENT / game_id).rglob("*") if path.suffix in (".yaml", ".yml"))


def _not_played(path: Path, root: Path) -> bool:
    relative = path.relative_to(root) if root in path.parents else Path(path.name)
    return any(part in _NOT_PLAY for part in relative.parts)


def _core_imports(sources: list[Path], root: Path) -> set[Path]:
    """The files of the game.core modules that `sources` import, followed through game.core."""
    found: set[Path] = set()
    todo = list(sources)
    while todo:
        path = todo.pop()
        for name in _imported_names(path, root):
            if name != "game.core" and not name.startswith("game.core."):
                continue
            target = _module_file(name, root)
            if target is not None and target not in found and not _not_played(target, root):
                found.add(target)
                todo.append(target)
    return found


def _imported_names(path: Path, root: Path) -> list[str]:
    """Every module `path` may import, absolute: `from .x import y` gives both x and x.y."""
    import ast

    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1]) if root in path.parents else ""
    names = []
    for node in ast.walk(ast.parse(path.read_bytes(), str(path))):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: the package, less one part for each dot past the first
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
            names += [base] + [f"{base}.{alias.name}" for alias in node.names]
    return names


def _module_file(name: str, root: Path) -> Path | None:
    base = root.joinpath(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def continued(row: dict | None, code: str, first_seed: int) -> dict | None:
    """`row` if later games may be added to it: measured with this code from this seed, every
    game finished. Otherwise None: the measurement starts again."""
    return row if row is not None and restart_reason(row, code, first_seed) is None else None


def restart_reason(row: dict, code: str, first_seed: int) -> str | None:
    """Why a resumed run cannot add to the file's `row` and measures it from the start (None: it
    can), in words for the person who expected the row's games to be kept."""
    games = f"its {row.get('games', 0)} games"
    if row.get("code") is None or row.get("first_seed") is None:
        return f"{games} were measured before rows kept their code and first seed"
    if row["code"] != code:
        return f"the code that plays the game changed since {games} (then {row['code']}, now {code})"
    if row["first_seed"] != first_seed:
        return f"{games} began at seed {row['first_seed']}, this run at seed {first_seed}"
    if row.get("finished") != row.get("games"):
        return f"{games} include {row.get('games', 0) - row.get('finished', 0)} that did not finish"
    return None


def merged_rows(old: list[dict], new: list[dict], order: list[str]) -> list[dict]:
    """The file's rows after measuring some of them again: each new row replaces the old one of its
    matchup, the rest stay; rows of matchups the game still has come in its order, then any others."""
    by_matchup = {row["matchup"]: row for row in old}
    by_matchup.update({row["matchup"]: row for row in new})
    ranked = {name: i for i, name in enumerate(order)}
    return sorted(by_matchup.values(), key=lambda row: ranked.get(row["matchup"], len(ranked)))


def write_table(game_id: str, rows: list[dict], path: Path | None = None) -> Path:
    """Write a game's file (rows as `file_rows` makes them) whole: a temporary file renamed over
    the old one, so a failed write leaves the last figures as they were."""
    path = table_path(game_id) if path is None else path
    lines = ",\n".join("    " + json.dumps(row) for row in rows)  # one row a line: diffs show what changed
    text = f'{{\n  "game": {json.dumps(game_id)},\n  "rows": [\n{lines}\n  ]\n}}\n' if rows else \
        json.dumps({"game": game_id, "rows": []}) + "\n"
    temporary = path.with_name(path.name + ".tmp")
    try:
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, path)
    except OSError as error:
        try:
            temporary.unlink()
        except OSError:
            pass
        raise StrengthTableError(f"{path}: could not be written: {error.strerror or error}") from error
    return path


MAX_TABLE_BYTES = 1024 * 1024  # a game's file is a few KB
MAX_GAMES = 10_000_000  # more games than any measurement plays
MAX_TEXT = 200  # characters in a matchup, a date or a code


def read_table(game_id: str, path: Path | None = None) -> list[dict]:
    """A game's measured rows ([] when it has no file yet). The file is checked as content is: a
    file that cannot be read within a size cap, or any row that is not what --strength writes,
    raises StrengthTableError naming the file and its first problem (the levels are then
    described as not measured)."""
    path = table_path(game_id) if path is None else path
    try:
        data = load_json(path, MAX_TABLE_BYTES, "strength file")
    except FileNotFoundError:
        return []
    except UnreadableFile as error:
        raise StrengthTableError(f"{path}: {error.why}") from None
    rows = data.get("rows") if isinstance(data, dict) else None
    if not isinstance(rows, list):
        raise StrengthTableError(f"{path}: expected {{\"rows\": [...]}} with seats, variants, finished and wins "
                                 "in every row")
    problems = [f"rows[{i}]{problem}" for i, row in enumerate(rows) for problem in row_problems(row)]
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise StrengthTableError(f"{path}: {problems[0]}{more}")
    return rows


def _whole(value, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def row_problems(row) -> list[str]:
    """What is wrong with one row of a strength file, each as ".field: expected ..., got ..."."""
    if not isinstance(row, dict):
        return [f": expected a mapping, got {type(row).__name__}"]
    problems = []

    def check(name: str, ok: bool, expected: str, required: bool = True) -> None:
        if name not in row:
            if required:
                problems.append(f".{name}: missing")
        elif not ok:
            shown = repr(row[name])
            problems.append(f".{name}: expected {expected}, got {shown[:40]}{'...' if len(shown) > 40 else ''}")

    seats, variants = row.get("seats"), row.get("variants")
    check("seats", isinstance(seats, list) and 2 <= len(seats) <= 8 and all(s in LEVELS for s in seats),
          f"a list of 2 to 8 levels ({', '.join(LEVELS)})")
    check("variants", isinstance(variants, list) and len(variants) <= 20
          and all(isinstance(v, str) and len(v) <= MAX_TEXT for v in variants), "a list of variant names")
    games = row.get("games") if _whole(row.get("games"), 0, MAX_GAMES) else MAX_GAMES
    check("games", _whole(row.get("games"), 0, MAX_GAMES), f"a whole number from 0 to {MAX_GAMES}", required=False)
    check("finished", _whole(row.get("finished"), 0, games), f"a whole number from 0 to the games ({games})")
    finished = row.get("finished") if _whole(row.get("finished"), 0, games) else games
    check("wins", _whole(row.get("wins"), 0, finished), f"a whole number from 0 to the finished games ({finished})")
    check("ties", _whole(row.get("ties"), 0, finished), "a whole number from 0 to the finished games", required=False)
    rate = row.get("win_rate")
    check("win_rate", isinstance(rate, (int, float)) and not isinstance(rate, bool) and 0 <= rate <= 1,
          "a number from 0 to 1", required=False)
    for name in ("matchup", "date", "code"):
        check(name, isinstance(row.get(name), str) and len(row[name]) <= MAX_TEXT,
              f"text of at most {MAX_TEXT} characters", required=name == "matchup")
    check("first_seed", _whole(row.get("first_seed"), 0, 2 ** 62), "a whole number >= 0", required=False)
    return problems


def level_figure(rows: list[dict], level: str, variants=()) -> str | None:
    """How `level` measured against the strongest other level it was played against one on one
    ("beats Hard 7 games in 10"), with these variants (else without any); None when not measured
    in enough games."""
    wanted = sorted(variants)
    duels = [r for r in rows if len(r["seats"]) == 2 and r["seats"][0] == level and r["seats"][1] != level
             and r["seats"][1] in LEVELS and r["finished"] >= MIN_GAMES]
    chosen = [r for r in duels if sorted(r["variants"]) == wanted] or [r for r in duels if not r["variants"]]
    if not chosen:
        return None
    row = max(chosen, key=lambda r: LEVELS.index(r["seats"][1]))
    rival = row["seats"][1].capitalize()
    rate = row["wins"] / row["finished"]
    tenths = round(10 * rate)
    if row["wins"] == row["finished"]:
        return f"beats {rival} every game"
    if tenths >= 10:
        return f"beats {rival} nearly every game"
    if tenths == 0:
        return f"beats {rival} less than 1 game in 10"
    return f"beats {rival} {tenths} game{'s' if tenths > 1 else ''} in 10"
