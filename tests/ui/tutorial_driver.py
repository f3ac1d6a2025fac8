"""Play a tutorial as a player would: with posted clicks on what its step lights up."""

from __future__ import annotations

from tests.ui.driver import click, items, run_until


def coach_of(app):
    return next((s.coach for s in reversed(list(app.stack)) if getattr(s, "coach", None) is not None), None)


def table_of(app):
    return next((s for s in reversed(list(app.stack)) if getattr(s, "coach", None) is not None), None)


def step_of(app) -> dict | None:
    return app.automation_state().get("tutorial")


def waiting_for_player(app) -> bool:
    """The tutorial waits for the player: the step's move can be made (or the tutorial is over)."""
    coach = coach_of(app)
    if coach is None or coach.run.finished:
        return True
    table = table_of(app)
    return app.stack.top is table and table.settled() and (coach.expected() is not None or coach.button_words != "")


def play_step(app, max_clicks: int = 6) -> None:
    """Make the move the current step asks for, clicking only what it lights up."""
    coach = coach_of(app)
    start = (coach.run.step, coach.run.move)
    for _ in range(max_clicks):
        assert run_until(app, lambda: waiting_for_player(app), 4000), f"the tutorial never asked for step {start}"
        if (coach.run.step, coach.run.move) != start or coach.run.finished:
            return
        expected = coach.expected()
        allowed = coach.allowed_ids(expected) if expected is not None else set()
        shown = [i for i in items(app) if i in allowed]
        assert shown, f"step {coach.run.step + 1} ({expected.words if expected else '?'}) lights up nothing " \
                      f"clickable: {sorted(items(app))}"
        drawn = {item for item, _ in table_of(app).table_items()}
        click(app, sorted(shown, key=lambda i: (i in drawn, i))[0])  # a button the step lit (Reveal) first
    assert (coach.run.step, coach.run.move) != start, f"step {start} did not move on after {max_clicks} clicks"


def flick_as_asked(app, angle_offset: float = 0.0) -> None:
    """Drag the step's ship back and let go, as a player would, for the flick the step lists
    (turned by `angle_offset` radians: a miss, to try the retry)."""
    import pygame

    from game.ascending_empires.rules.actions import Flick
    from game.ascending_empires.scenes.aiming import pull_for

    from tests.ui.driver import frames, press_at, release_at

    assert run_until(app, lambda: waiting_for_player(app), 4000)
    coach, table = coach_of(app), table_of(app)
    # the listed shot comes from the table's thinking process, a few frames after the step is lit
    assert run_until(app, lambda: not coach.expected().finding, 400), "the step's shot never came"
    shot = next(a for a in coach.expected().actions if isinstance(a, Flick))
    ship = table.view().ship(shot.ship)
    x, y = table.t.to_screen(ship["x"], ship["y"])
    end = pull_for((x, y), shot.angle + angle_offset, shot.power, table.lay.scale, table.metrics.rect)
    start = (round(x), round(y))
    press_at(start, app=app)
    frames(app, 2)
    for t in (0.5, 1.0):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + t * (end[0] - x), y + t * (end[1] - y)),
                                             rel=(1, 1), buttons=(1, 0, 0)))
        frames(app, 1)
    release_at(end)
    frames(app, 2)


def open_tutorial(make_app, game_id: str, size=(1600, 900)):
    """Learn to play `game_id` from the title, with computers and animations at once."""
    from tests.ui.driver import click, frames

    app = make_app(window_size=size)
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant"))
    frames(app, 2)
    click(app, f"learn:{game_id}")
    assert run_until(app, lambda: coach_of(app) is not None and waiting_for_player(app), 3000)
    return app


def play_through(app, play=play_step) -> list[dict]:
    """Every step played by `play(app)` to the tutorial's end: the --automation `tutorial` of each."""
    coach = coach_of(app)
    seen = []
    while not coach.run.finished:
        assert run_until(app, lambda: waiting_for_player(app), 4000)
        seen.append(app.automation_state()["tutorial"])
        play(app)
    return seen
