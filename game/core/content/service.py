"""Loading a registered game's content with its mods, as the app and the command line need it."""

from __future__ import annotations

from pathlib import Path

from ..registry import game_ids, get_game
from .loader import BUILTIN_CONTENT, ContentSpec, LoadResult, load_content
from .mods import ModScan, scan_mods


def find_mods(mod_dirs=(), user_mods_dir: Path | None = None, disabled=()) -> ModScan:
    """The mods in the user's mods folder (less those switched off, `disabled`) and the given
    folders, with every problem and warning."""
    return scan_mods(user_mods_dir, [Path(m) for m in mod_dirs], game_ids(), disabled)


def load_with_mods(spec: ContentSpec, content_root: Path | None, scan: ModScan, progress=None) -> LoadResult:
    """One game's content with the scanned mods; broken mods that change this game make it fail,
    mods for other games do not. `progress`: see loader.load_content."""
    result = load_content(spec, content_root or BUILTIN_CONTENT, scan.mods, progress)
    mod_errors = scan.errors_for(spec.game_id)
    if mod_errors:
        return LoadResult(None, mod_errors + result.errors, list(scan.warnings))
    result.warnings = list(scan.warnings) + list(result.warnings)
    return result


def load_game_content(game_id: str, content_root: Path | None = None, mod_dirs=(),
                      user_mods_dir: Path | None = None, disabled=()) -> LoadResult:
    """Built-in (or `content_root`) content of one game with every mod applied, in mod order
    (the user's mods but those switched off, `disabled`)."""
    definition = get_game(game_id)
    return load_with_mods(definition.content_spec, content_root, find_mods(mod_dirs, user_mods_dir, disabled))
