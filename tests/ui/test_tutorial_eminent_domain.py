"""Eminent Domain's Learn to play at the table, by posted clicks on what each step lights: an
action, a role led and boosted, a planet surveyed, the cleanup, following Vega's role, colonies."""

from __future__ import annotations

from tests.ui.driver import click, frames, run_until
from tests.ui.tutorial_driver import coach_of, open_tutorial, play_through


def test_the_tutorial_is_played_to_its_end_by_clicks_and_the_game_goes_on(make_app):
    app = open_tutorial(make_app, "eminent_domain")
    coach = coach_of(app)
    assert [step["step"] for step in play_through(app)] == list(range(1, 16))
    session = coach.session
    zhephan = next(r for r in session.state.players[0]["planets"] if session.state.planet_def[r["uid"]] == "zhephan")
    assert len(zhephan["col"]) == 2  # the two colonies the tutorial placed
    assert run_until(app, lambda: coach.button_words == "Play on", 2000)
    frames(app, 20)
    click(app, "tutorial:play_on")
    assert app.stack.top.coach is None
    assert run_until(app, lambda: session.state.to_act() == [0] and session.state.pending(0).kind == "discard", 3000)
