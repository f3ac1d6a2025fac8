"""What Orrery remembers of a player's learning, in the user data folder (`learning.json`): the
chapter each tutorial was left in (Learn to play resumes there) and which first-time tips were
shown (each shows once). Read once at start-up, written on a worker thread (SettingsWriter) so
the frame loop never waits on the disk. A missing or damaged file gives a fresh start, never an
error: at worst a tip shows again."""

from __future__ import annotations

import json
import os
from pathlib import Path

from game.core.bounded_read import UnreadableFile, load_json

MAX_BYTES = 64 * 1024  # a few games, a few tips each


def write_learning(path: Path, data: dict) -> None:
    """Atomic write: a temp file beside the target, then rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(data, indent=2, sort_keys=True), encoding="utf-8")
    os.replace(tmp, path)


class Learning:
    def __init__(self, chapters: dict | None = None, tips: dict | None = None, writer=None):
        self.chapters: dict[str, int] = dict(chapters or {})  # game id -> chapter left in (0-based)
        self.tips: dict[str, set[str]] = {g: set(k) for g, k in (tips or {}).items()}  # game id -> kinds shown
        self.writer = writer

    @classmethod
    def load(cls, path: Path | None, writer=None) -> "Learning":
        data = {}
        if path is not None:
            try:
                data = load_json(Path(path), MAX_BYTES, "learning file")
            except (FileNotFoundError, UnreadableFile):
                data = {}
        data = data if isinstance(data, dict) else {}
        chapters = {g: c for g, c in _mapping(data.get("tutorial_chapters")).items()
                    if isinstance(c, int) and not isinstance(c, bool) and 0 <= c < 100}
        tips = {g: {k for k in kinds if isinstance(k, str)} for g, kinds in _mapping(data.get("tips_shown")).items()
                if isinstance(kinds, list)}
        return cls(chapters, tips, writer)

    # --- tutorials ----------------------------------------------------------------------------
    def chapter(self, game_id: str) -> int:
        """The chapter the game's tutorial was left in (0: not started, or finished)."""
        return self.chapters.get(game_id, 0)

    def reached_chapter(self, game_id: str, chapter: int) -> None:
        if self.chapters.get(game_id) != chapter:
            self.chapters[game_id] = chapter
            self._save()

    def finished_tutorial(self, game_id: str) -> None:
        if self.chapters.pop(game_id, None) is not None:
            self._save()

    # --- first-time tips ----------------------------------------------------------------------
    def tip_shown(self, game_id: str, kind: str) -> bool:
        return kind in self.tips.get(game_id, ())

    def show_tip(self, game_id: str, kind: str) -> None:
        if not self.tip_shown(game_id, kind):
            self.tips.setdefault(game_id, set()).add(kind)
            self._save()

    def _save(self) -> None:
        if self.writer is not None:
            self.writer.save({"tutorial_chapters": dict(sorted(self.chapters.items())),
                              "tips_shown": {g: sorted(k) for g, k in sorted(self.tips.items())}})


def _mapping(value) -> dict:
    return {k: v for k, v in value.items() if isinstance(k, str)} if isinstance(value, dict) else {}
