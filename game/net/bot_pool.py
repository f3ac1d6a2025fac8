"""Computer players and hints for every table of a server, decided in worker processes.

The app gives each table a thinking process of its own (game.core.thinking); a server holding
hundreds of tables cannot, so its tables share a few (`processes`, one per core by default),
each a `WorkerService` (game.core.workers) holding every game's content once, sent when it
starts, and views sent as references into it (thinking.ContentRefs), as the app does.

- A table is always served by the same process (picked from its name), so its requests are
  answered in order; each table asks on lanes of its own ("<table>/bots", "<table>/hint/<seat>"),
  which the worker serves in turn, so a table whose expert thinks for a second never holds up
  the others' easy players beyond that process.
- Decisions are `thinking.Thought`s, as in the app: the seat's view, its legal actions and its
  Rng in, the action and the Rng after it out.
- The event loop never waits: `think` returns at once and `poll` collects what is done.
- A worker that dies is replaced by a new one, which is asked again what the dead one held."""

from __future__ import annotations

import os
import time
import zlib
from collections import OrderedDict

from game.core.bots import DEFAULT_BUDGET, build_bot
from game.core.thinking import ContentReader, ContentRefs, Thought, decide
from game.core.workers import WorkerService

BOTS_KEPT = 2048  # bots a worker keeps between decisions (one per table seat; the oldest go first)


def make_pool_thinker(blobs: dict):
    """The worker's handler: every game's content once, then decisions for any table."""
    from game.core.registry import get_game

    readers = {game_id: ContentReader(blob) for game_id, blob in blobs.items()}
    factories = {game_id: dict(get_game(game_id).bots) for game_id in blobs}
    bots: OrderedDict = OrderedDict()

    def handle(request):
        if request[0] != "think":
            return None
        _, game_id, bot_key, level, blob, rng_state, budget = request
        view, legal = readers[game_id].loads(blob)
        key = (game_id, bot_key, level)
        bot = bots.get(key)
        if bot is None:
            bot = bots[key] = build_bot(game_id, factories[game_id], level)
            if len(bots) > BOTS_KEPT:
                bots.popitem(last=False)
        else:
            bots.move_to_end(key)
        return decide(bot, view, legal, rng_state, budget)

    return handle


def default_processes() -> int:
    return max(1, min(4, os.cpu_count() or 1))


class BotPool:
    def __init__(self, contents: dict, processes: int | None = None, name: str = "orrery-server-bots"):
        """`contents`: game id -> the content its tables play with."""
        self.refs = {game_id: ContentRefs(content) for game_id, content in contents.items()}
        self.processes = processes or default_processes()
        self.name = name
        self._services: list[WorkerService | None] = [None] * self.processes
        self._asked: dict[int, tuple[int, str, tuple]] = {}  # key -> (process, game id, request)
        self._thoughts: dict[int, Thought] = {}
        self._serial = 0
        self.restarts = 0  # workers replaced after dying

    def _service(self, index: int) -> WorkerService:
        service = self._services[index]
        if service is None:
            blobs = {game_id: refs.blob for game_id, refs in self.refs.items()}
            service = WorkerService(make_pool_thinker, blobs, name=f"{self.name}-{index}")
            service.start()
            self._services[index] = service
        return service

    def start(self) -> "BotPool":
        for index in range(self.processes):
            self._service(index)
        return self

    def stop(self) -> None:
        for service in self._services:
            if service is not None:
                service.stop()
        self._services = [None] * self.processes
        self._asked.clear()
        self._thoughts.clear()

    @property
    def waiting(self) -> int:
        """Decisions asked and not yet answered."""
        return len(self._thoughts)

    def think(self, table: str, lane: str, game_id: str, bot_key, level: str, view, legal: list, rng,
              budget: float | None = None) -> Thought:
        """Start a decision for a table (returns at once; `poll` says when it is done)."""
        budget = DEFAULT_BUDGET.get(level, 0.5) if budget is None else budget
        thought = Thought(f"{table}/{lane}", bot_key, level, view, list(legal), rng.to_list(), budget,
                          time.monotonic(), played_as=level)
        self._serial += 1
        thought.key = self._serial
        request = ("think", game_id, bot_key, level, self.refs[game_id].dumps((view, thought.legal)),
                   thought.rng_state, budget)
        index = zlib.crc32(table.encode("utf-8")) % self.processes
        self._asked[thought.key] = (index, thought.lane, request)
        self._thoughts[thought.key] = thought
        self._service(index).request(thought.key, request, lane=thought.lane)
        return thought

    def drop(self, thought: Thought | None) -> None:
        """The answer is no longer wanted (it is ignored when it comes)."""
        if thought is not None and not thought.done:
            self._asked.pop(thought.key, None)
            self._thoughts.pop(thought.key, None)

    def poll(self) -> list[Thought]:
        """The decisions answered since the last poll (never waits)."""
        done = []
        for index, service in enumerate(self._services):
            if service is None:
                continue
            for answer in service.poll():
                thought = self._thoughts.pop(answer.key, None)
                self._asked.pop(answer.key, None)
                if thought is None:
                    continue
                thought.settle(answer)
                done.append(thought)
            if service.failed:
                self._replace(index, service.failure)
        return done

    def _replace(self, index: int, why: str) -> None:
        """A worker died: a new one takes its tables, and is asked again what it held."""
        self.restarts += 1
        print(f"orrery server: a computer players' process stopped ({why}); starting another", flush=True)
        self._services[index].stop()
        self._services[index] = None
        service = self._service(index)
        for key, (where, lane, request) in sorted(self._asked.items()):
            if where == index:
                service.request(key, request, lane=lane)
