"""Computer players' decisions worked out in a worker process, never in the frame loop.

Threads share the interpreter lock: a bot that searches for a second on a thread stalls the
frame loop for that second. `Thinking` is one table's thinking service: a `WorkerService`
(game.core.workers) whose handler, `make_thinker`, holds the game's bots. The frame loop asks
and collects; it never waits.

    thinking = Thinking(definition, content)    # e.g. when a table opens
    thinking.start()                            # returns at once; the worker starts meanwhile
    thought = thinking.think("bot", seat, level, view, legal, rng, budget)   # never blocks
    thinking.poll()                             # once a frame: collects answers
    if thought.done: thought.action, thought.rng_after, thought.error (and thought.explanation, asked with explain=True)
    thinking.drop(thought)                      # no longer wanted (undo, the hint was put away)
    work = thinking.work("tutorial", function, *args)   # any other costly pure work; None: do it yourself
    thinking.stop()                             # when the table closes

- The same move as anywhere else: the bot gets the seat's view, the legal actions and a Rng in
  the seat's state, as `--simulate` gives them; the thought carries the Rng's state after the
  decision, and the caller adopts it only with an answer it uses (a dropped answer leaves the
  seat's Rng as it was). Each seat key (a player's index, "hint") has its own bot in the worker,
  made once and kept for the whole game, as a game keeps one bot per seat.
- A snapshot: the view and legal actions are pickled when asked. The content is sent once, when
  the worker starts; what a view shares with it goes as references (`ContentRefs`,
  `ContentReader`), so the worker's view points into the worker's one copy of the content as a
  view here points into the session's (identity kept: caches keyed by the content keep working).
- Lanes: computer players ask on "bot", the hint on "hint" (workers.py: a newer request replaces
  a waiting one of its lane). A long search may call `workers.superseded()` and give up.
- Other work: `work(lane, function, *args)` runs a module-level function (sent by name) on
  arguments pickled as views are (a tutorial step's shot search on the position, say) and comes
  back as a `Work`, collected by the same `poll`. Its answer is whatever the function returns
  there, as it would here: the caller may always do the work itself instead, and does when the
  process is not there (`work` returns None, or the `Work` comes back `lost`).
- If the worker cannot start or dies, what it held is worked out again on threads, and every
  later decision too; `notice` says so. A level too slow for a thread plays as its fallback
  (`THREAD_FALLBACK`: expert as hard, which decides in milliseconds)."""

from __future__ import annotations

import io
import pickle
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from .bots import DEFAULT_BUDGET, build_bot
from .explain import explained_choice, explainer, hint_bot
from .rng import Rng
from .workers import WorkerService

THREAD_FALLBACK = {"expert": "hard"}  # a level that must not search on a thread -> what plays instead
READY = "ready"


# --- the content, sent once -------------------------------------------------------------------
PROTOCOL = 3  # memo entries by explicit index (protocol 4 numbers them implicitly, which a shared memo breaks)


class ContentRefs:
    """The parent's side: the content pickled once (`blob`, sent when the worker starts), then
    every view pickled with the pickler's memo seeded from it, so what the view shares with the
    content goes as a memo reference, not a copy (fast: the C pickler does it all)."""

    def __init__(self, content):
        out = io.BytesIO()
        pickler = pickle.Pickler(out, PROTOCOL)
        pickler.dump(content)
        self.blob = out.getvalue()
        self._memo = pickler.memo.copy()  # id -> (index, object); it keeps the objects alive

    def dumps(self, value) -> bytes:
        out = io.BytesIO()
        pickler = pickle.Pickler(out, PROTOCOL)
        pickler.memo = self._memo  # a copy is taken: the seed stays the content's alone
        pickler.dump(value)
        return out.getvalue()


class ContentReader:
    """The worker's side: one unpickler for the worker's life. Its first load is the content, and
    its memo then holds the content's objects under the parent's indices, so each later load
    (a view) points into this one copy of the content."""

    def __init__(self, blob: bytes):
        self._feed = _Feed(blob)
        self._unpickler = pickle.Unpickler(self._feed)
        self.content = self._unpickler.load()

    def loads(self, blob: bytes):
        self._feed.replace(blob)
        return self._unpickler.load()


class _Feed:
    """A file for the unpickler whose bytes are replaced before each load."""

    def __init__(self, data: bytes):
        self.replace(data)

    def replace(self, data: bytes) -> None:
        self.data, self.pos = data, 0

    def read(self, n: int = -1) -> bytes:
        end = len(self.data) if n is None or n < 0 else self.pos + n
        chunk = self.data[self.pos:end]
        self.pos += len(chunk)
        return chunk

    def readinto(self, buffer) -> int:
        chunk = self.read(len(buffer))
        buffer[:len(chunk)] = chunk
        return len(chunk)

    def readline(self) -> bytes:
        end = self.data.find(b"\n", self.pos)
        end = len(self.data) if end < 0 else end + 1
        chunk = self.data[self.pos:end]
        self.pos = end
        return chunk

    def peek(self, n: int = 0) -> bytes:  # lets the C unpickler read ahead in large chunks
        return self.data[self.pos:self.pos + max(n, 1)]


# --- one decision -------------------------------------------------------------------------------
def decide(bot, view, legal: list, rng_state, budget: float, explainer=None) -> tuple[object, list, object]:
    """(the bot's choice, the Rng's state after it, what the Hint says of it or None): the same on
    a thread and in the worker. (The choice need not be in `legal`: a flick may take any angle;
    the rules judge it.) With the game's `explainer` (core/explain.py) the choice is the same,
    worded as well."""
    rng = Rng(state=tuple(rng_state))
    if explainer is None:
        return bot.choose(view, legal, rng, budget), rng.to_list(), None
    action, explanation = explained_choice(explainer, bot, view, legal, rng, budget)
    return action, rng.to_list(), explanation


def make_bot_for(game_id: str, factories: dict, level: str, explainer=None):
    """A seat's bot; for a hint, the one the game's explain module watches while it chooses."""
    return hint_bot(explainer, level, factories) or build_bot(game_id, factories, level)


def make_thinker(game_id: str, factories: dict, content_blob: bytes):
    """The worker's handler: the content once, each seat's bot once, then decisions."""
    reader = ContentReader(content_blob)
    bots: dict = {}
    explainers: list = []  # the game's explain module, imported at the first hint

    def handle(request):
        if request[0] == "work":
            function, args = reader.loads(request[1])
            return function(*args)
        if request[0] != "think":
            return READY if request[0] == READY else None  # "ready" is answered once it is; "drop" replaces
        _, seat, level, blob, rng_state, budget, explain = request
        view, legal = reader.loads(blob)
        if explain and not explainers:
            explainers.append(explainer(game_id))
        words = explainers[0] if explain else None
        bot = bots.get((seat, level, explain))
        if bot is None:
            bot = bots[(seat, level, explain)] = make_bot_for(game_id, factories, level, words)
        return decide(bot, view, legal, rng_state, budget, words)

    return handle


@dataclass(eq=False)
class Thought:
    """One decision being worked out. `done` once answered: `action` and `rng_after`, or `error`
    (a text). `level` is the level asked for, `played_as` the one that
    decided (its thread fallback after a failure)."""

    lane: str
    seat: Any
    level: str
    view: Any
    legal: list
    rng_state: list
    budget: float
    started: float
    played_as: str = ""
    on_thread: bool = False
    action: Any = None
    rng_after: list | None = None
    error: str | None = None
    seconds: float = 0.0  # the bot's own time
    done: bool = False
    key: Any = field(default=None, repr=False)
    explain: bool = False  # asked to say why (a hint): `explanation` comes with the answer
    explanation: Any = None  # core.explain.Explanation, or None

    def settle(self, answer) -> None:
        """Take the worker's answer (workers.Answer): the decision, or the error, and its time."""
        self.seconds = answer.seconds
        if answer.error is not None:
            self.error = answer.error
        else:
            self.answered(*answer.value)
        self.done = True

    def answered(self, action, rng_after, explanation=None) -> None:
        # the very object offered, when the choice is one of them (as a bot here would return it)
        self.action = next((option for option in self.legal if option == action), action)
        self.rng_after = rng_after
        self.explanation = explanation


@dataclass(eq=False)
class Work:
    """A function worked out in the thinking process (`Thinking.work`). `done` once answered:
    `value`, or `error` (a text); `lost` when the process stopped before answering (the caller
    then works it out itself)."""

    lane: str
    key: Any = None
    value: Any = None
    error: str | None = None
    seconds: float = 0.0  # the function's own time in the process
    done: bool = False
    lost: bool = False

    def settle(self, answer) -> None:
        self.value, self.error, self.seconds, self.done = answer.value, answer.error, answer.seconds, True


class Thinking:
    def __init__(self, definition, content, name: str = "orrery-thinking"):
        self.game_id = definition.id
        self.factories = dict(definition.bots)
        self._refs = ContentRefs(content)
        self.service = WorkerService(make_thinker, self.game_id, self.factories, self._refs.blob, name=name)
        self.ready = False  # the worker has built its handler and answers
        self.failure = ""  # why the worker is not used, once it is not
        self._asked: dict = {}  # key -> Thought waiting on the worker
        self._works: dict = {}  # key -> Work waiting on the worker
        self._serial = 0
        self._thread_bots: dict = {}
        self._started = False

    # --- lifetime -------------------------------------------------------------------------------
    def start(self) -> None:
        """Launch the worker (once; returns at once). A worker that cannot start means threads."""
        if self._started:
            return
        self._started = True
        try:
            self.service.start()
        except Exception as error:  # noqa: BLE001 - no process (or bots that cannot be sent): threads
            self._fail(f"it could not start: {type(error).__name__}: {error}")
            return
        self.service.request(READY, (READY,), lane=READY)

    def stop(self) -> None:
        self.service.stop()
        self._asked.clear()
        self._works.clear()

    @property
    def failed(self) -> bool:
        return bool(self.failure)

    @property
    def notice(self) -> str | None:
        """What the players should know when the worker is not used, else None (`failure` says why)."""
        if not self.failure:
            return None
        return ("The computer players' thinking process stopped: they go on thinking in this window, "
                "and an expert plays as a hard player.")

    # --- asking ---------------------------------------------------------------------------------
    def think(self, lane: str, seat, level: str, view, legal: list, rng: Rng, budget: float | None = None,
              explain: bool = False) -> Thought:
        """Start working out `seat`'s choice among `legal`; returns at once. `explain`: the answer
        also says why, with what the search measured (core/explain.py; for the hint)."""
        self.start()
        budget = DEFAULT_BUDGET.get(level, 0.5) if budget is None else budget
        thought = Thought(lane, seat, level, view, list(legal), rng.to_list(), budget, time.monotonic(),
                          played_as=level, explain=explain)
        if self.failed:
            self._on_thread(thought)
            return thought
        self._serial += 1
        thought.key = self._serial
        request = ("think", seat, level, self._refs.dumps((view, thought.legal)), thought.rng_state, budget, explain)
        if self.service.request(thought.key, request, lane=lane):
            self._asked[thought.key] = thought
        else:  # the service stopped or failed meanwhile
            self.poll()
            self._on_thread(thought)
        return thought

    def work(self, lane: str, function, *args) -> Work | None:
        """Start working out `function(*args)` in the process; returns at once. None when the
        process is not there to take it (it could not start, or stopped): the caller works it out
        itself. `function` must be module-level (it is sent by name), its arguments and answer
        picklable."""
        self.start()
        if self.failed:
            return None
        self._serial += 1
        work = Work(lane, key=("work", self._serial))
        if not self.service.request(work.key, ("work", self._refs.dumps((function, args))), lane=lane):
            self.poll()  # the service stopped or failed meanwhile
            return None
        self._works[work.key] = work
        return work

    def drop(self, thought: Thought | Work | None) -> None:
        """Forget a thought (or a work): its answer is not wanted. One the worker has not started
        is replaced by a request that does nothing, so the worker never spends time on it."""
        if thought is None or thought.done:
            return
        if self._asked.pop(thought.key, None) is None and self._works.pop(thought.key, None) is None:
            return
        self.service.request(("drop", thought.key), ("drop",), lane=thought.lane)

    def poll(self) -> None:
        """Collect the worker's answers (never waits); notice a worker that died."""
        for answer in self.service.poll():
            if answer.lane == READY:
                self.ready = answer.error is None
                if answer.error is not None:  # the handler could not be built: no decision would come
                    self._fail(f"it could not start: {answer.error}")
                continue
            thought = self._asked.pop(answer.key, None) or self._works.pop(answer.key, None)
            if thought is None:
                continue  # dropped, or a "drop"
            thought.settle(answer)
        if self.service.failed and not self.failed:
            self._fail(self.service.failure)

    def _fail(self, why: str) -> None:
        self.failure = why or "it stopped"
        waiting, self._asked = list(self._asked.values()), {}
        works, self._works = list(self._works.values()), {}
        self.service.stop()
        for work in works:  # the caller works these out itself
            work.lost, work.done = True, True
            work.error = f"the thinking process stopped: {self.failure}"
        for thought in waiting:  # worked out again from the same Rng state
            self._on_thread(thought)

    # --- the fallback: a thread ------------------------------------------------------------------
    def _on_thread(self, thought: Thought) -> None:
        level = THREAD_FALLBACK.get(thought.level, thought.level)
        if level != thought.level and level not in self.factories:
            level = next((lv for lv in ("medium", "easy") if lv in self.factories), "random")
        thought.played_as, thought.on_thread = level, True
        budget = thought.budget if level == thought.level else DEFAULT_BUDGET.get(level, 0.5)

        def work():
            started = time.perf_counter()
            try:
                words = explainer(self.game_id) if thought.explain else None
                bot = self._thread_bots.get((thought.seat, level, thought.explain))
                if bot is None:
                    bot = self._thread_bots[(thought.seat, level, thought.explain)] = \
                        make_bot_for(self.game_id, self.factories, level, words)
                thought.answered(*decide(bot, thought.view, thought.legal, thought.rng_state, budget, words))
            except Exception as error:  # noqa: BLE001 - reported by whoever asked, like the worker's
                thought.error = f"{type(error).__name__}: {error}"
            thought.seconds = time.perf_counter() - started
            thought.done = True

        threading.Thread(target=work, name=f"orrery-bot-{thought.seat}", daemon=True).start()
