"""The games the title screen offers, and the state of each: missing, loading, ready or broken.

Each game's content is loaded on its own, in a process of its own with a time limit, waited for
on a background thread (the frame loop never waits on the disk): a game whose content is broken
or too slow to load gets its error screen while the others are playable as soon as they are
ready. F5 calls `reload()`. Each game's measured strength (its strength file,
game.core.strength_table) is read there too, for the New game screen. A game whose package is
missing or fails to import is shown as not playable (the command line and the tests report it as
an error); a game whose content has errors opens the content-errors screen instead of a new game. While a game loads, its tile shows what
the game's light package module says of it (registry.about), without importing its rules."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

from game.core.content.worker import LOAD_TIME_LIMIT, load_isolated
from game.core.registry import GameAbout, about, game_ids, get_game, module_of
from game.core.strength_table import StrengthTableError, read_table
from game.core.variants import VariantOption, game_variants  # noqa: F401 (the screens' variants)

MISSING, LOADING, READY, BROKEN = "missing", "loading", "ready", "broken"


@dataclass
class GameEntry:
    id: str
    title: str
    min_players: int
    max_players: int
    pitch: str
    status: str = LOADING
    definition: object = None
    content: object = None
    errors: list = field(default_factory=list)
    problem: str = ""  # why a game is missing
    strength: list = field(default_factory=list)  # the measured rows of its strength file (strength_table.py)
    strength_problem: str = ""  # why that file could not be read

    @property
    def player_range(self) -> str:
        if self.min_players == self.max_players:
            return f"{self.min_players} players"
        return f"{self.min_players}-{self.max_players} players"

    @property
    def variants(self) -> list["VariantOption"]:
        return game_variants(self.definition, self.content)


def _about(game_id: str) -> GameAbout:
    """What a game's tile shows while it loads; a game whose package cannot even say that is
    shown by its id (its loader then marks it as not playable, with the reason)."""
    try:
        return about(game_id)
    except ImportError:
        return GameAbout.unknown(game_id)


class Catalogue:
    def __init__(self, content_root: Path | None = None, mod_dirs=(), user_mods_dir: Path | None = None,
                 background: bool = True, autostart: bool = True, time_limit: float = LOAD_TIME_LIMIT,
                 disabled_mods=()):
        self.content_root = content_root
        self.mod_dirs = tuple(mod_dirs)
        self.user_mods_dir = user_mods_dir
        self.disabled_mods = tuple(disabled_mods)  # the user's mods switched off (settings); reload() after a change
        self.background = background
        self.time_limit = time_limit
        self.entries: list[GameEntry] = []
        self.generation = 0  # bumped on every reload so scenes can rebuild
        self._lock = threading.Lock()
        self._started = False
        self._set_loading_entries()
        if autostart:
            self.start()

    def start(self) -> None:
        """Begin loading (the app calls this once its first frame is on screen, so start-up
        does not share the processor with the loader)."""
        if not self._started:
            self._started = True
            self.reload()

    def entry(self, game_id: str) -> GameEntry | None:
        return next((e for e in self.entries if e.id == game_id), None)

    def reload(self) -> None:
        """Re-read every game, each on its own thread: its package (imported there too, since the
        three packages take a noticeable part of a second to import) and its content with mods."""
        self._started = True
        entries, generation = self._set_loading_entries()
        for entry in entries:
            if self.background:
                threading.Thread(target=self._load_entry, args=(entry, generation), daemon=True,
                                 name=f"content-loader-{entry.id}").start()
            else:
                self._load_entry(entry, generation)

    def _set_loading_entries(self) -> tuple[list[GameEntry], int]:
        entries = []
        for game_id in game_ids():
            shown = _about(game_id)
            entries.append(GameEntry(game_id, shown.title, shown.min_players, shown.max_players, shown.pitch, LOADING))
        with self._lock:
            self.entries = entries
            self.generation += 1
            return entries, self.generation

    def _load_entry(self, entry: GameEntry, generation: int) -> None:
        # The content loads in its own process meanwhile the package is imported here.
        loaded: dict = {}
        loader = threading.Thread(target=lambda: loaded.update(result=self._load_one(entry.id)), daemon=True,
                                  name=f"content-wait-{entry.id}")
        loader.start()
        try:
            definition = get_game(entry.id)  # imports under the registry's import lock
        except Exception as error:  # noqa: BLE001 - any import failure means "not playable yet"
            with self._lock:
                entry.status, entry.problem = MISSING, f"{type(error).__name__}: {error}"
            return
        strength, strength_problem = [], ""
        try:
            strength = read_table(entry.id)
        except StrengthTableError as error:  # the levels are then described without figures
            strength_problem = str(error)
        loader.join()
        content, errors = loaded.get("result", (None, [f"{entry.id}: content could not be loaded"]))
        with self._lock:
            if generation != self.generation:
                return  # a newer reload took over
            entry.definition = definition
            entry.title, entry.pitch = definition.title, definition.pitch
            entry.min_players, entry.max_players = definition.min_players, definition.max_players
            entry.content, entry.errors = content, errors
            entry.strength, entry.strength_problem = strength, strength_problem
            entry.status = BROKEN if errors or content is None else READY

    def _load_one(self, game_id: str):
        """(content or None, errors) of one game, loaded in its own process within the time limit."""
        try:
            result = load_isolated(game_id, module_of(game_id), self.content_root, self.mod_dirs,
                                   self.user_mods_dir, game_ids(), time_limit=self.time_limit,
                                   disabled=self.disabled_mods)
        except Exception as error:  # noqa: BLE001 - a crash in loading is shown, not raised
            return None, [f"{game_id}: content could not be loaded: {error}"]
        return result.content, list(result.errors)

    def content_of(self, game_id: str):
        """(content or None, errors) of one game loaded afresh as this catalogue loads it (live reload)."""
        return self._load_one(game_id)

    def use_content(self, game_id: str, content) -> None:
        """Good content loaded afresh (live reload) becomes the game's: the next New game plays it.
        A game in progress keeps the content it started with."""
        with self._lock:
            entry = self.entry(game_id)
            if entry is not None and entry.status in (READY, BROKEN) and content is not None:
                entry.content, entry.errors, entry.status = content, [], READY
                self.generation += 1

    def wait(self, timeout: float | None = None) -> bool:
        """Block until loading finished (tests and --game start-up only, never the frame loop)."""
        import time

        self.start()
        end = None if timeout is None else time.monotonic() + timeout
        while any(e.status == LOADING for e in self.entries):
            if end is not None and time.monotonic() > end:
                return False
            time.sleep(0.005)
        return True
