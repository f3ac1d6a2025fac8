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
- Lifetime: `start` takes a worker process (its imports run there, not here); requests made
  before it is ready wait in the queue. `stop` never waits: it lets the process go, and a process
  let go is kept for the next service (`IDLE_KEPT` of them: a rematch, the next table, the aim
  guide), which then starts without a new interpreter, or it is asked to finish and, if it has
  not finished within `STOP_WAIT`, terminated. A kept process serves one service at a time: it
  builds that service's handler afresh, its queued requests and late answers from the service
  before are dropped (answers carry their owner's number), and a request still being worked on
  when its service stops sees `superseded()` say True. Every process still running at
  interpreter exit is stopped; each is a daemon too, and exits by itself within a second when its
  parent goes away however it went (killed with SIGKILL, crashed): a watchdog thread in the worker
  watches its parent's pid, and on Linux the kernel is also asked to end it with its parent
  (PR_SET_PDEATHSIG). With the workers gone, multiprocessing's resource tracker, which lives
  until the last process holding its pipe has ended, goes too."""

from __future__ import annotations

import atexit
import ctypes
import itertools
import multiprocessing
import os
import queue
import signal
import sys
import threading
import time
import traceback
import weakref
from dataclasses import dataclass
from multiprocessing.reduction import ForkingPickler
from typing import Any, Callable

STOP = None  # the message that ends the worker
STOP_WAIT = 1.0  # seconds a process asked to finish gets before it is terminated
PARENT_CHECK_EVERY = 0.5  # seconds between a worker's looks at whether its parent is still there
IDLE_KEPT = 2  # processes let go by their service and kept for the next one
SERVICES_PER_PROCESS = 24  # then a process is retired: what module caches keep stays bounded
_CONTEXT = multiprocessing.get_context("spawn")


@dataclass(frozen=True)
class Answer:
    key: Any
    lane: str
    value: Any = None
    error: str | None = None
    seconds: float = 0.0  # the handler's time in the worker


class _Process:
    """One worker process and its queues: requests (a Queue, whose put never blocks: a feeder
    thread writes the pipe) and answers (a SimpleQueue, which pickles in the worker's own thread,
    so an answer that cannot be sent is reported instead of lost)."""

    def __init__(self, name: str):
        self.requests, self.answers = _CONTEXT.Queue(), _CONTEXT.SimpleQueue()
        # the kernel's parent-death signal follows the thread that started the child: only a child
        # started from the main thread (which lives as long as the app) may ask for it
        from_main = threading.current_thread() is threading.main_thread()
        self.process = _CONTEXT.Process(target=_serve, name=name, daemon=True,
                                        args=(self.requests, self.answers, os.getpid(), from_main))
        self.process.start()
        self.services = 0  # how many services it has served
        self.deadline = 0.0  # once asked to finish: when it is terminated if still running

    def alive(self) -> bool:
        return self.process.is_alive()

    @property
    def finishing(self) -> bool:
        return self.deadline > 0

    def finish(self) -> None:
        """Ask the process to end; it is reaped (or terminated after `STOP_WAIT`) later."""
        if self.finishing:
            return
        try:
            self.requests.put(STOP)
        except (OSError, ValueError):
            pass
        self.deadline = time.monotonic() + STOP_WAIT
        _finishing.append(self)
        _reap()

    def close(self) -> None:
        self.requests.cancel_join_thread()  # never wait on a pipe nobody reads any more
        self.requests.close()
        self.answers.close()


_idle: list[_Process] = []  # let go by their services, newest last
_finishing: list[_Process] = []  # asked to finish, not yet reaped
_owners = itertools.count(1)  # each service's number, carried by its answers


def _take_idle() -> _Process | None:
    _reap()
    while _idle:
        kept = _idle.pop()
        if kept.alive():
            return kept
        kept.process.join(0)
        kept.close()
    return None


def _let_go(worker: _Process, owner: int) -> None:
    """A service is done with `worker`: keep it for the next service, or let it finish."""
    if worker.finishing:
        return
    if worker.alive() and worker.services < SERVICES_PER_PROCESS and len(_idle) < IDLE_KEPT:
        try:
            worker.requests.put(("release", owner))
        except (OSError, ValueError):
            worker.finish()
            return
        _idle.append(worker)
    else:
        worker.finish()


def _reap(wait: float = 0.0) -> None:
    """Collect processes that have finished; terminate those past their deadline. With `wait`,
    give them up to that many seconds first."""
    end = time.monotonic() + wait
    while _finishing:
        for worker in list(_finishing):
            if not worker.alive() or time.monotonic() >= worker.deadline:
                if worker.alive():
                    worker.process.terminate()
                worker.process.join(STOP_WAIT)
                worker.close()
                _finishing.remove(worker)
        if not _finishing or time.monotonic() >= end:
            return
        time.sleep(0.005)


class WorkerService:
    def __init__(self, make_handler: Callable[..., Callable[[Any], Any]], *args, name: str = "orrery-worker"):
        self.make_handler = make_handler
        self.args = args
        self.name = name
        self.failed = False
        self.failure = ""
        self._worker: _Process | None = None
        self._owner = 0
        self._stopped = False
        self._dropped = None

    # --- lifetime -------------------------------------------------------------------------------
    def start(self) -> "WorkerService":
        if self._worker is not None:
            return self
        # pickled here, so a handler or arguments that cannot be sent fail now, in the caller
        owning = bytes(ForkingPickler.dumps((self.make_handler, self.args)))
        worker = _take_idle() or _Process(self.name)
        self._owner = next(_owners)
        worker.requests.put(("own", self._owner, owning))
        worker.services += 1
        self._worker = worker
        _running.add(self)
        # a service dropped without stop() must not keep its worker busy (nor leave it behind)
        self._dropped = weakref.finalize(self, _Process.finish, worker)
        return self

    @property
    def running(self) -> bool:
        return self._worker is not None and not self._stopped and not self.failed

    @property
    def pid(self) -> int | None:
        return self._worker.process.pid if self._worker is not None else None

    def stop(self) -> None:
        """Let the worker go (never waits): kept for the next service, or asked to finish."""
        if self._worker is None or self._stopped:
            return
        self._stopped = True
        _running.discard(self)
        self._dropped.detach()
        if self.failed:
            self._worker.finish()
        else:
            _let_go(self._worker, self._owner)

    # --- asking and collecting ------------------------------------------------------------------
    def request(self, key, payload, lane: str = "default") -> bool:
        """Queue a request; False when the service cannot take it (not started, stopped, failed)."""
        if not self.running:
            return False
        self._worker.requests.put(("ask", lane, key, payload))
        return True

    def poll(self) -> list[Answer]:
        """Answers that have arrived since the last poll (never waits). Notices a dead worker."""
        if self._worker is None or self._stopped:
            return []
        if _finishing:
            _reap()
        worker, answers = self._worker, []
        try:
            while not worker.answers.empty():
                owner, answer = worker.answers.get()
                if owner == self._owner:  # not a late answer to the service before
                    answers.append(answer)
        except (OSError, EOFError, ValueError) as error:  # a pipe broken by a dying worker
            self._fail(f"the worker's answers could not be read: {error}")
            return answers
        if not self.failed and not worker.alive():
            self._fail(f"the worker stopped (exit code {worker.process.exitcode})")
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
    service has let the worker go, or it is stopping), so long work can give up early by raising
    `Superseded`. Cheap to call often: the queue is looked at no more than once every
    `CHECK_EVERY` seconds. Outside a worker it is always False."""
    return _serving is not None and _serving.newer_waiting()


CHECK_EVERY = 0.002
_serving: "_Serving | None" = None  # the worker process's own loop


class _Serving:
    """The worker process's side: its owner's handler, and requests waiting per lane, newest
    kept, served in turn."""

    def __init__(self, requests, answers):
        self.requests, self.answers = requests, answers
        self.waiting: dict[str, tuple] = {}  # lane -> (key, payload), in order of first arrival
        self.lane: str | None = None  # the lane being served
        self.owner = 0  # the service served now
        self.handle = None
        self.next_owner: tuple | None = None  # (owner, pickled handler maker and args), not yet built
        self.released = False  # the owner of the request being served has let the worker go
        self.stopping = False
        self._checked = 0.0

    def take_queued(self, wait: bool) -> None:
        """Move queued messages in: requests into `waiting` (newer ones replace older ones of
        their lane), a new owner into `next_owner`; with `wait`, block until there is work."""
        while not self.stopping:
            idle = not self.waiting and self.next_owner is None
            try:
                message = self.requests.get() if wait and idle else self.requests.get_nowait()
            except queue.Empty:
                return
            if message is STOP:
                self.stopping = True
            elif message[0] == "ask":
                self.waiting[message[1]] = message[2:]
            elif message[0] == "own":
                self.next_owner = message[1:]
            elif message[0] == "release":  # what the owner asked and has not had is dropped
                self.waiting.clear()
                self.next_owner = None
                self.released = True

    def newer_waiting(self) -> bool:
        now = time.perf_counter()
        if now - self._checked >= CHECK_EVERY:
            self._checked = now
            try:
                self.take_queued(wait=False)
            except (EOFError, OSError):
                self.stopping = True
        return self.stopping or self.released or self.lane in self.waiting

    def serve_next_owner(self) -> None:
        self.owner, owning = self.next_owner
        self.next_owner = None
        self.handle = None  # the last owner's handler and what it held go first
        make_handler, args = ForkingPickler.loads(owning)
        self.handle = make_handler(*args)  # raising ends the process: its service sees it stop

    def run(self) -> None:
        while True:
            try:
                self.take_queued(wait=True)
            except (EOFError, OSError):
                return  # the parent has gone
            if self.stopping:
                return
            if self.next_owner is not None:
                self.serve_next_owner()
            if not self.waiting:
                continue
            self.released = False
            self.lane = next(iter(self.waiting))
            key, payload = self.waiting.pop(self.lane)
            started = time.perf_counter()
            try:
                answer = Answer(key, self.lane, value=self.handle(payload), seconds=time.perf_counter() - started)
            except Superseded:
                continue  # a newer request of this lane is next: no answer for this one
            except Exception as error:  # reported to the caller, the worker keeps serving
                text = "".join(traceback.format_exception_only(type(error), error)).strip()
                answer = Answer(key, self.lane, error=text, seconds=time.perf_counter() - started)
            try:
                self.answers.put((self.owner, answer))
            except Exception as error:  # the value would not pickle: say so rather than never answer
                self.answers.put((self.owner, Answer(key, self.lane, error=f"the answer could not be sent back: {error}",
                                                     seconds=answer.seconds)))


def _serve(requests, answers, parent: int | None = None, parent_death_signal: bool = False) -> None:
    """The worker process: serve each owner in turn, until asked to stop or its parent is gone."""
    global _serving
    if parent is not None:
        end_with_parent(parent, parent_death_signal)
    _serving = _Serving(requests, answers)
    _serving.run()


PR_SET_PDEATHSIG = 1  # linux/prctl.h


def end_with_parent(parent: int, parent_death_signal: bool = True) -> None:
    """End this process soon after `parent` is gone: a watchdog thread looks every
    PARENT_CHECK_EVERY seconds (a process whose parent died is handed to another, so its parent
    pid changes), and on Linux the kernel sends SIGKILL at once when asked."""
    if parent_death_signal and sys.platform.startswith("linux"):
        try:
            ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass  # the watchdog alone then
    if os.getppid() != parent:  # gone already, before the kernel was asked
        os._exit(0)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_EVERY)
        os._exit(0)  # nothing of the worker's is worth keeping: its answers have nowhere to go

    threading.Thread(target=watch, name="orrery-parent-watch", daemon=True).start()


_running: "weakref.WeakSet[WorkerService]" = weakref.WeakSet()


@atexit.register
def stop_all() -> None:
    """Stop every service and worker process still running (runs at interpreter exit)."""
    for service in list(_running):
        service.stop()
    while _idle:
        _idle.pop().finish()
    _reap(wait=STOP_WAIT)
