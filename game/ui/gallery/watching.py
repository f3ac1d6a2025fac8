"""Live reload for a workshop screen while it is on top: started on a worker thread (its first
look at the files is disk work the frame loop must not wait on) and stopped when the screen is
covered or closed. What the reloads bring is read on the next frame: `take_news()` says whether a
game was reloaded since it was last asked, `state(game)` gives the last good content and the
latest problems (game.workshop.live_reload.LiveState)."""

from __future__ import annotations

import threading

from ..tasks import Task


class Watching:
    def __init__(self, catalogue):
        self.live = None  # the LiveReload, once started
        self.news: set = set()  # games reloaded since last asked (added on the reload's thread)
        self._lock = threading.Lock()
        self._stopped = False

        def start():
            from game.workshop.live_reload import LiveReload

            live = LiveReload.for_catalogue(catalogue, on_update=lambda game, state: self.news.add(game))
            live.start()
            with self._lock:
                if self._stopped:  # the screen went while the watcher started
                    live.stop()
                else:
                    self.live = live

        self._starting = Task(start, "orrery-live-reload")

    @property
    def started(self) -> bool:
        return self.live is not None or self._starting.done

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            live, self.live = self.live, None
        if live is not None:
            live.stop()

    def state(self, game_id: str):
        live = self.live
        return live.states.get(game_id) if live is not None else None

    def reloading(self, game_id: str) -> bool:
        state = self.state(game_id)
        return state is not None and state.loading

    def take_news(self, game_id: str | None = None) -> bool:
        """Whether `game_id` (any game, for None) was reloaded since last asked."""
        if game_id is None:
            found = bool(self.news)
            self.news.clear()
            return found
        if game_id in self.news:
            self.news.discard(game_id)
            return True
        return False


class WatchesContent:
    """Mixed into a workshop screen (before UIScene): live reload runs while the screen is on top
    (`self.watch`), from `start_watching()` (on entering and when uncovered) until it is covered,
    closed or the app ends."""

    watch: Watching | None = None

    def start_watching(self) -> None:
        if self.watch is None:
            self.watch = Watching(self.app.catalogue)

    def stop_watching(self) -> None:
        if self.watch is not None:
            self.watch.stop()
            self.watch = None

    def pause(self) -> None:
        super().pause()
        self.stop_watching()

    def exit(self) -> None:
        self.stop_watching()
        super().exit()

    def close(self) -> None:
        self.stop_watching()
        super().close()
