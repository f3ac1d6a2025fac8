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


def test_a_run_groups_the_items_of_the_content_it_is_given(tmp_path):
    """A screen that reloaded its content (live reload) passes it: the figures speak of it, not of
    the content this process loaded for an earlier run."""
    from game.core.content.service import load_game_content
    from tests.core.test_content_mods import make_mod

    card = ("cards:\n  - id: {id}\n    name: Extra\n    tier: planetary\n    aspect: culture\n    vp: 1\n"
            "    cost: {{trade: 1}}\n")
    mod = make_mod(tmp_path / "extra", "id: extra\nversion: '1'\n", kardashev_scale__cards=card.format(id="first_extra"))
    first = BalanceRun("kardashev_scale", "ai:easy,ai:easy", 2, mod_dirs=[mod]).start()
    assert first.wait(120) and first.error is None
    (mod / "kardashev_scale" / "cards.yaml").write_text(card.format(id="second_extra"))
    content = load_game_content("kardashev_scale", None, [mod]).content
    second = BalanceRun("kardashev_scale", "ai:easy,ai:easy", 2, mod_dirs=[mod], content=content).start()
    assert second.wait(120) and second.error is None
    assert second.result["identity"] == content.identity != first.result["identity"]
    groups = set(second.result["items"]) | set(second.result["unowned"])
    assert "second_extra" in groups and "first_extra" not in groups
