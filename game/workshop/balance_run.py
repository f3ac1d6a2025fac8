"""The gallery's "Simulate 200 games": bot games played in background processes, with progress
and cancellation, giving the figures `--simulate` gives (the same play_game, the same summary).

    run = BalanceRun("kardashev_scale", "ai:hard,ai:hard", 200, on_progress=lambda done, total: ...)
    run.start()          # returns at once; the games play in `jobs` processes
    ... run.progress     # (games finished, games in all), for a progress bar
    run.cancel()         # stops the processes within a fraction of a second
    ... run.done, run.result (the summary, per-item figures included), run.error

The processes are started with 'spawn' by default (a fresh interpreter: the app's window and
threads are never forked). `on_progress(done, total)` and `on_done(run)` are called on the run's
own thread: a screen should only note what they say and draw it on its next frame."""

from __future__ import annotations

import multiprocessing
import queue
import threading
import time
from typing import Callable

from game.core.config import parse_players
from game.simulate import run_one, simulated_content, simulation_tasks, summarise

POLL_S = 0.2  # how often a waiting run looks whether it was cancelled


class BalanceRun:
    def __init__(self, game_id: str, players: str, games: int, seed: int = 1, jobs: int = 2, rotate: bool = True,
                 variants=(), content_dir=None, mod_dirs=(), user_mod_source=None,
                 on_progress: Callable | None = None, on_done: Callable | None = None, context: str = "spawn",
                 content=None):
        """`content`: the content the games play, as the screen shows it (its items are grouped by
        it); default: loaded as --simulate loads it (cached per process, so a screen that reloads
        content passes its own)."""
        self.game_id, self.players, self.games = game_id, players, games
        self.seed, self.jobs, self.rotate, self.variants = seed, max(1, jobs), rotate, tuple(variants)
        self.content_dir, self.mod_dirs, self.user_mod_source = content_dir, tuple(mod_dirs), user_mod_source
        self.on_progress, self.on_done, self.context = on_progress, on_done, context
        self.content = content
        self.finished = 0
        self.result: dict | None = None
        self.error: str | None = None
        self.cancelled = False
        self._cancel = threading.Event()
        self._done = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def progress(self) -> tuple[int, int]:
        return self.finished, self.games

    @property
    def done(self) -> bool:
        return self._done.is_set()

    @property
    def cancelling(self) -> bool:
        """Cancel was asked and the run has not yet ended."""
        return self._cancel.is_set() and not self.done

    def start(self) -> "BalanceRun":
        self._thread = threading.Thread(target=self._run, name=f"balance-{self.game_id}", daemon=True)
        self._thread.start()
        return self

    def cancel(self) -> None:
        self._cancel.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Tests and the command line only; screens poll `done`."""
        return self._done.wait(timeout)

    def _run(self) -> None:
        started = time.perf_counter()
        records = []
        try:
            seats = parse_players(self.players)
            tasks = simulation_tasks(self.game_id, self.players, self.games, self.seed, self.rotate, self.variants,
                                     self.content_dir, self.mod_dirs, 1.0, self.user_mod_source)
            records = self._play(tasks)
            if self._cancel.is_set():
                self.cancelled = True
            else:
                records.sort(key=lambda record: record.seed)  # the order --simulate reports them in
                content = self.content if self.content is not None else \
                    simulated_content(self.game_id, self.content_dir, self.mod_dirs, self.user_mod_source)
                self.result = summarise(self.game_id, seats, records, time.perf_counter() - started, self.rotate,
                                        content, self.variants)
        except Exception as error:  # noqa: BLE001 - reported to the screen, never raised into the app
            self.error = f"{type(error).__name__}: {error}"
        finally:
            self._done.set()
            if self.on_done is not None:
                self.on_done(self)

    def _play(self, tasks: list) -> list:
        """The games' records as they end, each process playing its share; on cancel the
        processes are ended at once (a pool would wait for the games they are playing)."""
        context = multiprocessing.get_context(self.context)
        answers = context.Queue()
        count = min(self.jobs, max(1, len(tasks)))
        processes = [context.Process(target=play_share, args=(tasks[i::count], answers), daemon=True,
                                     name=f"balance-{self.game_id}-{i + 1}") for i in range(count)]
        records = []
        try:
            for process in processes:
                process.start()
            while len(records) < len(tasks) and not self._cancel.is_set():
                try:
                    records.append(answers.get(timeout=POLL_S))
                except queue.Empty:
                    if not any(p.is_alive() for p in processes) and answers.empty():
                        raise RuntimeError("a simulation process stopped before its games were played") from None
                    continue
                self.finished = len(records)
                if self.on_progress is not None:
                    self.on_progress(self.finished, self.games)
        finally:
            for process in processes:
                if process.is_alive():
                    process.terminate()
            for process in processes:
                process.join(timeout=5.0)
            answers.close()
            answers.cancel_join_thread()
        return records


def play_share(tasks: list, answers) -> None:
    """A process's share of the games, each record sent as soon as its game ends."""
    for task in tasks:
        answers.put(run_one(task))
