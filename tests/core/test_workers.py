"""The worker-process service: answers tagged with their keys, the newest request of a lane wins,
errors come back as answers, a dead worker is noticed, and the worker stops with the service
and at interpreter exit."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

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
    assert wait_until(lambda: not service._requests._buffer), "the queue's feeder has written every request"
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


def test_stop_ends_the_worker_process(service):
    service.request("x", 1)
    assert wait_for(service, 1)
    process = service._process
    service.stop()
    assert not process.is_alive() and process.exitcode == 0, "a clean finish, not a kill"
    assert service.request("late", 2) is False and service.poll() == []
    service.stop()


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
        "    service = WorkerService(make_echo, 'echo').start()\n"
        "    service.request('k', 1)\n"
        "    while not service.poll():\n"
        "        pass\n"
        "    print(service.pid, flush=True)\n"  # exits without stop()
    )
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    pid = int(out.stdout.strip())
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
