"""The gallery's "Simulate 200 games" without its screen: bot games in background processes with
progress and cancellation, giving the same figures as --simulate."""

from __future__ import annotations

import time

from game.simulate import run_simulation
from game.workshop.balance_run import BalanceRun


def test_a_run_reports_progress_and_gives_the_figures_of_simulate():
    seen = []
    run = BalanceRun("kardashev_scale", "ai:easy,ai:easy", 6, seed=3, jobs=2,
                     on_progress=lambda done, total: seen.append((done, total))).start()
    assert run.wait(120) and run.error is None and not run.cancelled
    assert seen == [(k, 6) for k in range(1, 7)] and run.progress == (6, 6)
    same = run_simulation("kardashev_scale", "ai:easy,ai:easy", 6, seed=3, rotate=True)
    for key in ("items", "unowned", "item_groups", "seats", "identity", "mods"):
        assert run.result[key] == same[key], key


def test_a_run_can_be_cancelled_at_once():
    done = []
    run = BalanceRun("eminent_domain", "ai:hard,ai:hard", 200, jobs=2, on_done=done.append).start()
    time.sleep(1.0)
    asked = time.monotonic()
    run.cancel()
    assert run.wait(30)
    assert time.monotonic() - asked < 10
    assert run.cancelled and run.result is None and run.error is None and done == [run]
    assert run.progress[0] < 200


def test_a_run_that_cannot_start_says_why():
    run = BalanceRun("kardashev_scale", "ai:nobody,ai:easy", 2).start()
    assert run.wait(30) and run.result is None and "nobody" in run.error
