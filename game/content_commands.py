"""`--check-content`, `--dump-content GAME`, `--list-effects GAME`."""

from __future__ import annotations

import dataclasses
import json
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from .core.content.service import find_mods
from .core.content.worker import LOAD_TIME_LIMIT, load_isolated
from .core.registry import GameImportError, UnknownGame, game_ids, get_game, module_of


def _mods_dir():
    from .userdata import mods_dir

    return mods_dir()


def _disabled() -> tuple[str, ...]:
    """The user's mods switched off in the settings file: the command line loads what the app does."""
    from .workshop.switches import disabled_mods

    return disabled_mods()


def _load(game_id: str, content_dir: str | None, mod_dirs, time_limit: float):
    """One game's content with its mods, in a process of its own that is stopped after `time_limit`."""
    return load_isolated(game_id, module_of(game_id), Path(content_dir) if content_dir else None,
                         [Path(m) for m in mod_dirs], _mods_dir(), game_ids(), time_limit=time_limit,
                         disabled=_disabled())


def _count(number: int, word: str) -> str:
    return f"{number} {word}{'' if number == 1 else 's'}"


def importable(games: list[str]) -> tuple[list[str], list[GameImportError]]:
    """The games whose package imports, and the failures of the others (a registered game that
    does not import is a problem to report, never a game to leave out quietly)."""
    ok, failures = [], []
    for game_id in games:
        try:
            get_game(game_id)
        except GameImportError as failure:
            failures.append(failure)
        else:
            ok.append(game_id)
    return ok, failures


def check_content(content_dir: str | None, mod_dirs: list[str], time_limit: float = LOAD_TIME_LIMIT) -> int:
    """Every problem on stdout, one a line (a broken mod.yaml once, not once per game), then a
    summary per game on stderr. Games load side by side, each within `time_limit` seconds. A
    registered game whose code fails to import is a problem too."""
    scan = find_mods([Path(m) for m in mod_dirs], _mods_dir(), _disabled())
    shown_once = {str(e) for e in scan.errors}
    for line in sorted(shown_once) + [str(w) for w in scan.warnings]:
        print(line)
    games, broken = importable(game_ids())
    for failure in broken:
        print(failure)
    with ThreadPoolExecutor(max_workers=max(1, len(games))) as pool:
        results = list(pool.map(lambda g: _load(g, content_dir, mod_dirs, time_limit), games))
    summary = [f"{failure.game_id}: its code does not import (see above)" for failure in broken]
    for game_id, result in zip(games, results):
        own = [e for e in result.errors if str(e) not in shown_once]
        for error in own:
            print(error)
        scanned = {str(w) for w in scan.warnings}
        for warning in (w for w in result.warnings if str(w) not in scanned):
            print(warning)  # the game plays; its tutorial cannot with these mods
        from_mods = len(result.errors) - len(own)
        if result.ok:
            summary.append(f"{game_id}: OK")
        else:
            parts = [_count(len(own), "problem")] if own else []
            if from_mods:
                parts.append(f"{_count(from_mods, 'problem')} of its mods (listed once above)")
            summary.append(f"{game_id}: {' and '.join(parts)}")
    if scan.problems or scan.warnings:
        summary.append(f"mods: {_count(len(scan.problems), 'problem')}, {_count(len(scan.warnings), 'warning')}")
    if scan.mods:
        summary.append("mods used: " + ", ".join(f"{m.id} {m.version}" for m in scan.mods))
    if scan.switched_off:
        summary.append("mods switched off: " + ", ".join(m.id if m else f.name for f, m in scan.switched_off))
    failed = bool(scan.problems) or bool(broken) or not all(r.ok for r in results)
    for line in summary:
        print(line, file=sys.stderr)
    if not failed:
        print(f"content OK: {', '.join(games)}", file=sys.stderr)
    return 1 if failed else 0


def to_plain(value):
    """Frozen definitions -> JSON-able data."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data = {f.name: to_plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
        name = getattr(type(value), "vocabulary_name", None)
        return {name: data} if name else data
    if isinstance(value, dict):
        return {str(k): to_plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_plain(v) for v in value]
    return value


def game_or_exit_code(game_id: str):
    """(the game's definition, None), or (None, exit code) once its one-line problem is printed:
    2 for a game that does not exist, 1 for one whose code fails to import."""
    try:
        return get_game(game_id), None
    except UnknownGame as exc:
        print(exc.args[0], file=sys.stderr)
        return None, 2
    except GameImportError as exc:
        print(exc, file=sys.stderr)
        return None, 1


def dump_content(game_id: str, content_dir: str | None, mod_dirs: list[str]) -> int:
    definition, code = game_or_exit_code(game_id)
    if definition is None:
        return code
    result = _load(game_id, content_dir, mod_dirs, LOAD_TIME_LIMIT)
    if not result.ok:
        for error in result.errors:
            print(error, file=sys.stderr)
        return 1
    content = result.content
    print(json.dumps({"game": game_id, "identity": content.identity, "mods": list(content.mods),
                      "sections": to_plain(content.sections)}, indent=2))
    return 0


def list_effects(game_id: str) -> int:
    definition, code = game_or_exit_code(game_id)
    if definition is None:
        return code
    vocabulary = definition.content_spec.vocabulary
    if vocabulary is None:
        print(f"{game_id} has no ability vocabulary")
        return 0
    print(vocabulary.describe())
    return 0


def list_mods_command(mod_dirs: list[str]) -> int:
    """`--mods`: every installed mod, switched on or off, OK or its problems."""
    from .workshop.mod_list import describe, list_mods

    folder = _mods_dir()
    print(f"mods folder: {folder if folder is not None else 'none (there is no user data folder)'}\n")
    print(describe(list_mods(folder, [Path(m) for m in mod_dirs], _disabled())))
    return 0


def switch_mod_command(mod_id: str, on: bool) -> int:
    """`--enable-mod ID` / `--disable-mod ID`: switch one of the user's mods on or off (settings)."""
    from .core.content.errors import did_you_mean
    from .workshop.mod_list import list_mods
    from .workshop.switches import switch_mod

    folder = _mods_dir()
    installed = [m for m in list_mods(folder, (), _disabled(), load=lambda games: {}).mods]
    found = next((m for m in installed if mod_id in (m.id, m.folder.name)), None)
    if found is None:
        names = [m.id for m in installed]
        known = f"; the mods folder ({folder}) holds " + ", ".join(names) if names else f"; {folder} holds no mod"
        print(f"no mod {mod_id!r} in the mods folder{did_you_mean(mod_id, names) or known}", file=sys.stderr)
        return 2
    try:
        switch_mod(found.id, on)
    except OSError as error:
        print(f"the settings file cannot be written: {error.strerror or error}", file=sys.stderr)
        return 1
    needed = f"; mods that need it: {', '.join(found.dependents)}" if found.dependents and not on else ""
    print(f"{found.id} is switched {'on' if on else 'off'}{needed}")
    return 0


def schema_command(game_id: str, folder: str | None = None) -> int:
    """`--schema GAME`: the JSON Schema of each of the game's content files (and mod.yaml), as one
    JSON object keyed by file name; with `--schema-dir DIR` one file each, `<name>.schema.json`."""
    from .core.content.json_schema import game_schemas

    definition, code = game_or_exit_code(game_id)
    if definition is None:
        return code
    schemas = game_schemas(definition.content_spec)
    if folder is None:
        print(json.dumps(schemas, indent=2))
        return 0
    target = Path(folder)
    try:
        target.mkdir(parents=True, exist_ok=True)
        for name, schema in schemas.items():
            (target / f"{Path(name).stem}.schema.json").write_text(json.dumps(schema, indent=2), encoding="utf-8")
    except OSError as error:
        print(f"--schema-dir: cannot write in {target}: {error.strerror or error}", file=sys.stderr)
        return 1
    print(f"{len(schemas)} schemas written to {target}: " + ", ".join(f"{Path(n).stem}.schema.json" for n in schemas))
    return 0


def new_mod_command(name: str, game_id: str | None) -> int:
    """`--new-mod NAME [--game GAME]`: a small working mod in the user's mods folder."""
    from .workshop.new_mod import DEFAULT_GAME, NewModError, write_new_mod

    game_id = game_id or DEFAULT_GAME
    try:
        folder = write_new_mod(_mods_dir(), name, game_id)
    except NewModError as error:
        print(error, file=sys.stderr)
        return 2 if error.usage else 1
    files = sorted(str(p.relative_to(folder)) for p in folder.rglob("*.yaml"))
    print(f"new {game_id} mod {name!r} in {folder}: {', '.join(files)}")
    print(f"check it with: python3 main.py --check-content; play it: python3 main.py --game {game_id} "
          "--players human,ai:easy")
    return 0
