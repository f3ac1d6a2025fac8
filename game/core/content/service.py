"""Loading a registered game's content with its mods, as the app and the command line need it."""

from __future__ import annotations

from pathlib import Path

from ..registry import get_game
from .loader import BUILTIN_CONTENT, LoadResult, load_content
from .mods import discover_mods


def load_game_content(game_id: str, content_root: Path | None = None, mod_dirs=(),
                      user_mods_dir: Path | None = None) -> LoadResult:
    """Built-in (or `content_root`) content of one game with every mod applied, in mod order."""
    definition = get_game(game_id)
    mods, mod_errors = discover_mods(user_mods_dir, mod_dirs)
    result = load_content(definition.content_spec, content_root or BUILTIN_CONTENT, mods)
    if mod_errors:
        return LoadResult(None, mod_errors + result.errors)
    return result
