"""The worker-process service: answers tagged with their keys, the newest request of a lane wins,
errors come back as answers, a dead worker is noticed, a stopped service's process serves the
next service with nothing of the last one's, and every process stops at interpreter exit."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core import workers
from game.core.workers import WorkerService
from tests.core.worker_handlers import make_echo, make_patient

ROOT = Path(__file__).resolve().parents[2]
PATIENCE = 60.0  # seconds before a test gives up waiting (a stuck worker, not a speed limit)


def wait_for(service, count: int) -> list:
    answers, deadline = [], time.monotonic() + PATIENCE
    while len(answers) < count and time.monotonic() < deadline and not service.failed:
        answers += service.poll()
        time.sleep(0.002)
    return answers


def wait_until(predicate) -> bool:
    deadline = time.monotonic() + PATIENCE
    while not predicate() and time.monotonic() < deadline:
        time.sleep(0.005)
    return predicate()


@pytest.fixture
def service():
    started = WorkerService(make_echo, "echo", name="orrery-test-worker").start()
    yield started
    started.stop()


def test_answers_come_back_tagged_with_their_keys_from_another_process(service):
    assert service.request("a", 1) and service.request("b", 2, lane="other")
    answers = wait_for(service, 2)
    assert sorted((a.key, a.lane, a.value[:2]) for a in answers) == [("a", "default", ("echo", 1)),
                                                                      ("b", "other", ("echo", 2))]
    assert all(a.error is None and a.value[2] != os.getpid() for a in answers), "the work ran in the worker"
    assert service.poll() == [], "each answer is handed out once"


def test_a_newer_request_replaces_a_waiting_one_of_its_lane(service, tmp_path):
    started, gate = tmp_path / "started", tmp_path / "gate"
    service.request("held", ("hold", str(started), str(gate)))
    assert wait_until(started.exists), "the worker is busy with the held request"
    for key in range(1, 6):
        service.request(key, key)
    service.request("other lane", 0, lane="bots")
    assert wait_until(lambda: not service._worker.requests._buffer), "the queue's feeder has written every request"
    time.sleep(0.05)
    gate.touch()
    answers = wait_for(service, 3)
    time.sleep(0.2)
    answers += service.poll()
    assert [a.key for a in answers] == ["held", 5, "other lane"], "stale requests 1-4 are dropped"


def test_long_work_gives_way_to_a_newer_request_of_its_lane(tmp_path):
    service = WorkerService(make_patient, name="orrery-test-worker").start()
    try:
        started = tmp_path / "started"
        service.request("long", ("long", str(started)))
        assert wait_until(started.exists)
        service.request("other lane", 1, lane="b")  # another lane does not interrupt it
        time.sleep(0.2)
        assert service.poll() == []
        service.request("newer", 2)
        answers = wait_for(service, 2)
        assert sorted(a.key for a in answers) == ["newer", "other lane"], "the long request was given up"
    finally:
        service.stop()


def test_a_failing_request_comes_back_as_an_error_and_the_worker_goes_on(service):
    service.request("bad", "boom")
    service.request("odd", "unpicklable", lane="second")
    service.request("good", 7, lane="third")
    answers = {a.key: a for a in wait_for(service, 3)}
    assert answers["bad"].value is None and "ValueError: boom" in answers["bad"].error
    assert "could not be sent back" in answers["odd"].error
    assert answers["good"].value[:2] == ("echo", 7) and not service.failed


def test_a_dead_worker_is_noticed_and_later_requests_are_refused(service):
    service.request("crash", "crash")
    assert wait_until(lambda: (service.poll() or True) and service.failed)
    assert "exit code 3" in service.failure
    assert not service.running
    assert service.request("after", 1) is False
    assert service.poll() == []
    service.stop()  # stopping a failed service is harmless


def test_a_stopped_service_refuses_requests_and_gives_no_answers(service):
    service.request("x", 1)
    assert wait_for(service, 1)
    service.stop()
    assert not service.running
    assert service.request("late", 2) is False and service.poll() == []
    service.stop()


@pytest.fixture
def no_kept_processes(monkeypatch):
    """The pool of kept processes starts empty (other tests' processes stay out of it)."""
    monkeypatch.setattr(workers, "_idle", [])
    yield
    while workers._idle:
        workers._idle.pop().finish()


def test_a_stopped_services_process_serves_the_next_service_with_its_own_handler(no_kept_processes):
    first = WorkerService(make_echo, "first").start()
    first.request("a", 1)
    assert [a.value[0] for a in wait_for(first, 1)] == ["first"]
    first.stop()
    second = WorkerService(make_echo, "second").start()
    try:
        assert second.pid == first.pid, "no new interpreter for the next service"
        second.request("b", 2)
        assert [(a.key, a.value[:2]) for a in wait_for(second, 1)] == [("b", ("second", 2))]
    finally:
        second.stop()


def test_what_the_service_before_asked_never_reaches_the_next_one(no_kept_processes, tmp_path):
    started, gate = tmp_path / "started", tmp_path / "gate"
    first = WorkerService(make_echo, "first").start()
    first.request("held", ("hold", str(started), str(gate)))
    assert wait_until(started.exists)
    first.request("queued", 1, lane="other")  # still waiting when its service stops
    first.stop()
    second = WorkerService(make_echo, "second").start()
    try:
        gate.touch()  # the held request is answered now, to a service that has gone
        second.request("mine", 2)
        answers = wait_for(second, 1)
        time.sleep(0.2)
        answers += second.poll()
        assert [(a.key, a.value[0]) for a in answers] == [("mine", "second")]
    finally:
        second.stop()


def test_long_work_gives_way_when_its_service_stops(no_kept_processes, tmp_path):
    started = tmp_path / "started"
    first = WorkerService(make_patient).start()
    first.request("long", ("long", str(started)))
    assert wait_until(started.exists)
    first.stop()
    second = WorkerService(make_echo, "second").start()
    try:
        assert second.pid == first.pid
        second.request("next", 3)  # answered only once the long work has given up
        assert [a.key for a in wait_for(second, 1)] == ["next"]
    finally:
        second.stop()


def test_processes_beyond_those_kept_finish_cleanly_and_a_busy_one_is_retired(no_kept_processes, monkeypatch):
    services = [WorkerService(make_echo, str(n)).start() for n in range(workers.IDLE_KEPT + 1)]
    for service in services:
        service.request("k", 0)
        assert wait_for(service, 1)
    processes = [service._worker.process for service in services]
    for service in services:
        service.stop()
    workers._reap(wait=workers.STOP_WAIT * 5)
    assert [p.is_alive() for p in processes] == [True] * workers.IDLE_KEPT + [False]
    assert processes[-1].exitcode == 0, "a clean finish, not a kill"

    monkeypatch.setattr(workers, "SERVICES_PER_PROCESS", 1)  # every process has served enough
    again = WorkerService(make_echo, "again").start()
    assert again.pid in {p.pid for p in processes[:workers.IDLE_KEPT]}
    again.stop()
    workers._reap(wait=workers.STOP_WAIT * 5)
    assert not any(p.pid == again.pid and p.is_alive() for p in processes), "retired, not kept"


def test_a_service_never_started_refuses_requests():
    idle = WorkerService(make_echo, "echo")
    assert not idle.running and idle.request("k", 1) is False and idle.poll() == []
    idle.stop()


def test_workers_still_running_stop_when_the_program_exits(tmp_path):
    script = tmp_path / "leaves_a_worker.py"
    script.write_text(
        "import sys\n"
        f"sys.path.insert(0, {str(ROOT)!r})\n"
        "from game.core.workers import WorkerService\n"
        "from tests.core.worker_handlers import make_echo, make_patient\n"
        "if __name__ == '__main__':\n"
        "    kept, running = (WorkerService(make_echo, 'echo').start() for _ in range(2))\n"
        "    for service in (kept, running):\n"
        "        service.request('k', 1)\n"
        "        while not service.poll():\n"
        "            pass\n"
        "    kept.stop()\n"  # its process is kept for a next service that never comes
        "    print(kept.pid, running.pid, flush=True)\n"  # exits without running.stop()
    )
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    pids = [int(pid) for pid in out.stdout.split()]
    assert len(set(pids)) == 2
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
