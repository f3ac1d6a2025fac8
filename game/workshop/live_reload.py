"""Live reload for the gallery and the Mods screen: a saved YAML file reloads its game's content
in the background within a second, keeping the last good content when the new one has errors.

    live = LiveReload.for_catalogue(app.catalogue, on_update=note)   # watches what the catalogue loads
    live.start()
    ... live.state("kardashev_scale").content   # the last good content (what to draw)
    ... live.state("kardashev_scale").errors    # [] or the problems of the latest edit (show them in place)
    live.stop()

A game is reloaded in the catalogue's way (its own process, with a time limit) on a thread of its
own, one reload at a time per game (a change during a reload loads again after it). Good content
becomes the catalogue's, so the next New game uses it; a game in progress keeps the content it
started with (its session holds it), so it is never changed under its players.
`on_update(game_id, state)` is called on the reload's thread."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Callable

from game.core.content.loader import BUILTIN_CONTENT
from game.core.content.watch import POLL_INTERVAL, ContentWatcher
from game.core.registry import game_ids


@dataclass
class LiveState:
    content: object = None  # the last good content (None until one loads)
    errors: list = field(default_factory=list)  # the latest load's problems ([] when it was good)
    loading: bool = False
    reloads: int = 0  # loads finished since the start


class LiveReload:
    def __init__(self, load: Callable, content_root=None, mods_dir=None, mod_dirs=(), games=None,
                 initial: dict | None = None, on_update: Callable | None = None, apply: Callable | None = None,
                 interval: float = POLL_INTERVAL):
        """`load(game_id) -> (content or None, errors)`; `initial`: {game id: content} already
        loaded; `apply(game_id, content)`: hand good content on (the catalogue)."""
        self.load, self.on_update, self.apply = load, on_update, apply
        self.games = list(games or game_ids())
        self.states = {g: LiveState(content=(initial or {}).get(g)) for g in self.games}
        self.watcher = ContentWatcher(content_root or BUILTIN_CONTENT, mods_dir, mod_dirs, self.games,
                                      self.reload_games, interval)
        self._lock = threading.Lock()
        self._again: set[str] = set()

    @classmethod
    def for_catalogue(cls, catalogue, on_update: Callable | None = None, interval: float = POLL_INTERVAL):
        initial = {e.id: e.content for e in catalogue.entries if e.content is not None}
        return cls(catalogue.content_of, catalogue.content_root, catalogue.user_mods_dir, catalogue.mod_dirs,
                   [e.id for e in catalogue.entries], initial, on_update, catalogue.use_content, interval)

    def state(self, game_id: str) -> LiveState:
        return self.states[game_id]

    def start(self) -> "LiveReload":
        self.watcher.start()
        return self

    def stop(self) -> None:
        self.watcher.stop()

    def reload_games(self, games) -> None:
        for game in games:
            self.reload(game)

    def reload(self, game_id: str) -> None:
        """Load `game_id` again in the background (again after the current load, if one runs)."""
        state = self.states[game_id]
        with self._lock:
            if state.loading:
                self._again.add(game_id)
                return
            state.loading = True
        threading.Thread(target=self._reload, args=(game_id,), name=f"live-reload-{game_id}", daemon=True).start()

    def _reload(self, game_id: str) -> None:
        state = self.states[game_id]
        while True:
            try:
                content, errors = self.load(game_id)
            except Exception as error:  # noqa: BLE001 - shown in place, never raised into the app
                content, errors = None, [f"{game_id}: content could not be loaded: {error}"]
            with self._lock:
                if content is not None and not errors:
                    state.content, state.errors = content, []
                else:
                    state.errors = list(errors) or [f"{game_id}: content could not be loaded"]
                state.reloads += 1
                again = game_id in self._again
                self._again.discard(game_id)
                state.loading = again
            if content is not None and not errors and self.apply is not None:
                self.apply(game_id, content)
            if self.on_update is not None:
                self.on_update(game_id, state)
            if not again:
                return
