"""`--check-content`, `--dump-content GAME`, `--list-effects GAME`."""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

from .core.content.service import load_game_content
from .core.registry import UnknownGame, available_game_ids, get_game


def _mods_dir():
    from .userdata import mods_dir

    return mods_dir()


def check_content(content_dir: str | None, mod_dirs: list[str]) -> int:
    root = Path(content_dir) if content_dir else None
    failed = False
    for game_id in available_game_ids():
        result = load_game_content(game_id, root, [Path(m) for m in mod_dirs], _mods_dir())
        for error in result.errors:
            print(error)
        failed = failed or not result.ok
    if not failed:
        print(f"content OK: {', '.join(available_game_ids())}", file=sys.stderr)
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


def dump_content(game_id: str, content_dir: str | None, mod_dirs: list[str]) -> int:
    try:
        result = load_game_content(game_id, Path(content_dir) if content_dir else None,
                                   [Path(m) for m in mod_dirs], _mods_dir())
    except UnknownGame as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    if not result.ok:
        for error in result.errors:
            print(error, file=sys.stderr)
        return 1
    content = result.content
    print(json.dumps({"game": game_id, "identity": content.identity, "mods": list(content.mods),
                      "sections": to_plain(content.sections)}, indent=2))
    return 0


def list_effects(game_id: str) -> int:
    try:
        definition = get_game(game_id)
    except UnknownGame as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    vocabulary = definition.content_spec.vocabulary
    if vocabulary is None:
        print(f"{game_id} has no ability vocabulary")
        return 0
    print(vocabulary.describe())
    return 0
