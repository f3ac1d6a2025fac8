"""A request/answer service on a worker process: CPU-heavy work off the frame loop.

Threads share the interpreter lock, so a search on a thread still stalls the frame loop. A
`WorkerService` runs a handler in a separate process, started with multiprocessing's 'spawn'
method (a fresh interpreter: pygame and the window are never forked), and talks to it through
two queues. The caller never waits: `request` returns at once and `poll` only collects answers
that have already arrived.

    service = WorkerService(make_handler, *args, name="orrery-aim")
    service.start()                          # e.g. when a table opens; returns at once
    service.request(key, payload)            # any picklable key and payload; never blocks
    for answer in service.poll():            # e.g. once a frame; never blocks
        answer.key, answer.value, answer.error, answer.seconds
    service.stop()                           # when the table closes (and at interpreter exit)

- The handler: `make_handler(*args)` is called once in the worker and returns
  `handle(payload) -> value`. `make_handler` must be a module-level function (spawn pickles it by
  name) and `args`, payloads, keys and values must be picklable. Build expensive things (content,
  caches) in `make_handler`, not per request.
- Latest request wins: requests carry a `lane` (default "default"). Among requests the worker has
  not started yet, a newer one replaces an older one of the same lane, which is dropped without an
  answer (a dragged aim asks many times a second; only the newest matters). Different lanes do
  not replace each other and are served in the order they first arrived, so one service can take
  e.g. aims and bot searches side by side.
- Answers are tagged: `Answer(key, lane, value, error, seconds)` with the key given to `request`,
  so the caller matches them to what it asked and ignores answers it no longer needs.
  `seconds` is the handler's own time in the worker.
- Giving up early: long work may call `superseded()` now and then and raise `Superseded` when it
  says True (a newer request of the same lane is waiting); that request then gets no answer.
- Errors: an exception in `handle` comes back as an answer with `error` (its text) and `value`
  None; the worker keeps serving. If the worker process dies, the next `poll` notices:
  `failed` becomes True and `failure` says why; later requests are ignored and no answers come,
  so callers fall back to what they can do without it. Nothing is restarted behind the
  caller's back.
- Lifetime: `start` launches the process (its imports run there, not here); requests made before
  it is ready wait in the queue. `stop` asks the worker to finish, waits briefly, then terminates
  it. Every service still running at interpreter exit is stopped; the process is a daemon too,
  and it exits by itself when its parent goes away."""

from __future__ import annotations

import atexit
import multiprocessing
import queue
import time
import traceback
import weakref
from dataclasses import dataclass
from typing import Any, Callable

STOP = None  # the message that ends the worker
STOP_WAIT = 1.0  # seconds `stop` waits for a clean exit before terminating the worker


@dataclass(frozen=True)
class Answer:
    key: Any
    lane: str
    value: Any = None
    error: str | None = None
    seconds: float = 0.0  # the handler's time in the worker


class WorkerService:
    def __init__(self, make_handler: Callable[..., Callable[[Any], Any]], *args, name: str = "orrery-worker"):
        self.make_handler = make_handler
        self.args = args
        self.name = name
        self.failed = False
        self.failure = ""
        self._context = multiprocessing.get_context("spawn")
        self._process = None
        self._requests = None
        self._answers = None
        self._stopped = False

    # --- lifetime -------------------------------------------------------------------------------
    def start(self) -> "WorkerService":
        if self._process is not None:
            return self
        ctx = self._context
        # requests: a Queue, whose put never blocks (a feeder thread writes the pipe); answers: a
        # SimpleQueue, which pickles in the worker's own thread, so an answer that cannot be sent
        # is reported instead of lost
        self._requests, self._answers = ctx.Queue(), ctx.SimpleQueue()
        self._process = ctx.Process(target=_serve, name=self.name, daemon=True,
                                    args=(self._requests, self._answers, self.make_handler, self.args))
        self._process.start()
        _running.add(self)
        # a service dropped without stop() must not leave its worker behind (nor let the queues'
        # locks vanish under a worker still starting)
        weakref.finalize(self, _terminate, self._process)
        return self

    @property
    def running(self) -> bool:
        return self._process is not None and not self._stopped and not self.failed

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def stop(self) -> None:
        """End the worker: a clean finish if it answers within `STOP_WAIT`, else terminated."""
        if self._process is None or self._stopped:
            return
        self._stopped = True
        _running.discard(self)
        process = self._process
        if process.is_alive():
            try:
                self._requests.put(STOP)
            except (OSError, ValueError):
                pass
            process.join(STOP_WAIT)
        if process.is_alive():
            process.terminate()
            process.join(STOP_WAIT)
        self._requests.cancel_join_thread()  # never wait on a pipe nobody reads any more
        self._requests.close()
        self._answers.close()

    # --- asking and collecting ------------------------------------------------------------------
    def request(self, key, payload, lane: str = "default") -> bool:
        """Queue a request; False when the service cannot take it (not started, stopped, failed)."""
        if not self.running:
            return False
        self._requests.put((lane, key, payload))
        return True

    def poll(self) -> list[Answer]:
        """Answers that have arrived since the last poll (never waits). Notices a dead worker."""
        if self._process is None or self._stopped:
            return []
        answers = []
        try:
            while not self._answers.empty():
                answers.append(self._answers.get())
        except (OSError, EOFError, ValueError) as error:  # a pipe broken by a dying worker
            self._fail(f"the worker's answers could not be read: {error}")
            return answers
        if not self.failed and not self._process.is_alive():
            self._fail(f"the worker stopped (exit code {self._process.exitcode})")
        return answers

    def _fail(self, why: str) -> None:
        self.failed = True
        self.failure = why
        _running.discard(self)


class Superseded(Exception):
    """Raised by a handler that gives up its request because `superseded()` said a newer one of
    its lane is waiting: the request is dropped without an answer, like any stale request."""


def superseded() -> bool:
    """Inside a handler: True when a newer request of the lane being served is waiting (or the
    service is stopping), so long work can give up early by raising `Superseded`. Cheap to call
    often: the queue is looked at no more than once every `CHECK_EVERY` seconds. Outside a worker
    it is always False."""
    return _serving is not None and _serving.newer_waiting()


CHECK_EVERY = 0.002
_serving: "_Serving | None" = None  # the worker process's own loop


class _Serving:
    """The worker process's side: requests waiting per lane, newest kept, served in turn."""

    def __init__(self, requests, answers):
        self.requests, self.answers = requests, answers
        self.waiting: dict[str, tuple] = {}  # lane -> (key, payload), in order of first arrival
        self.lane: str | None = None  # the lane being served
        self.stopping = False
        self._checked = 0.0

    def take_queued(self, wait: bool) -> None:
        """Move queued requests into `waiting` (newer ones replace older ones of their lane);
        with `wait`, block until there is at least one."""
        while not self.stopping:
            try:
                message = self.requests.get() if wait and not self.waiting else self.requests.get_nowait()
            except queue.Empty:
                return
            if message is STOP:
                self.stopping = True
            else:
                self.waiting[message[0]] = message[1:]

    def newer_waiting(self) -> bool:
        now = time.perf_counter()
        if now - self._checked >= CHECK_EVERY:
            self._checked = now
            try:
                self.take_queued(wait=False)
            except (EOFError, OSError):
                self.stopping = True
        return self.stopping or self.lane in self.waiting

    def run(self, handle) -> None:
        while True:
            try:
                self.take_queued(wait=True)
            except (EOFError, OSError):
                return  # the parent has gone
            if self.stopping:
                return
            self.lane = next(iter(self.waiting))
            key, payload = self.waiting.pop(self.lane)
            started = time.perf_counter()
            try:
                answer = Answer(key, self.lane, value=handle(payload), seconds=time.perf_counter() - started)
            except Superseded:
                continue  # a newer request of this lane is next: no answer for this one
            except Exception as error:  # reported to the caller, the worker keeps serving
                text = "".join(traceback.format_exception_only(type(error), error)).strip()
                answer = Answer(key, self.lane, error=text, seconds=time.perf_counter() - started)
            try:
                self.answers.put(answer)
            except Exception as error:  # the value would not pickle: say so rather than never answer
                self.answers.put(Answer(key, self.lane, error=f"the answer could not be sent back: {error}",
                                        seconds=answer.seconds))


def _serve(requests, answers, make_handler, args) -> None:
    """The worker process: build the handler, then answer the newest request of each lane."""
    global _serving
    handle = make_handler(*args)
    _serving = _Serving(requests, answers)
    _serving.run(handle)


def _terminate(process) -> None:
    if process.is_alive():
        process.terminate()


_running: "weakref.WeakSet[WorkerService]" = weakref.WeakSet()


@atexit.register
def stop_all() -> None:
    """Stop every service still running (runs at interpreter exit)."""
    for service in list(_running):
        service.stop()
