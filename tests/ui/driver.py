"""Drive the app like a player: clicks at window pixels and key presses as posted events."""

from __future__ import annotations

import time

import pygame

from game.ui.app import FPS as FRAME_RATE


def frames(app, count: int = 3) -> None:
    for _ in range(count):
        app.frame()


def items(app) -> dict:
    return {item["id"]: item["rect"] for item in app.automation_state()["items"]}


def settle_under(app, pos, max_frames: int = 40) -> None:
    """Run frames until what is under `pos` (window pixels) takes a press: a control that has just
    appeared or moved ignores presses for a moment (game/ui/clicks.py), as a player's hand would
    take that moment to get there."""
    for _ in range(max_frames):
        top = app.stack.top
        rule = getattr(top, "clicks", None)
        where = app.viewport.to_logical(pos) if top is not None and top.legacy_canvas else pos
        if rule is None or rule.settled_at(where):
            return
        app.frame()


def click_at(app, pos, button: int = 1) -> None:
    settle_under(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frames(app, 3)  # the press, then the UI_BUTTON_PRESSED event pygame_gui posts


def centre_of(app, item_id: str) -> tuple[int, int]:
    """The window pixel at the centre of a clickable item."""
    x, y, w, h = items(app)[item_id]
    return (x + w // 2, y + h // 2)


def press_at(pos, button: int = 1, app=None) -> None:
    """Only the press of a click (post the release later, with `release_at`); with `app`, once
    what is under `pos` takes a press."""
    if app is not None:
        settle_under(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def release_at(pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def click(app, item_id: str) -> None:
    found = items(app)
    assert item_id in found, f"{item_id!r} is not clickable on {app.stack.top.name}: {sorted(found)}"
    x, y, w, h = found[item_id]
    click_at(app, (x + w // 2, y + h // 2))


def key(app, key_code: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key_code, mod=mod, unicode=unicode, scancode=0))
    frames(app, 2)


def run_until(app, predicate, max_frames: int = 5000) -> bool:
    """Run frames until `predicate()` holds. A frame cap, not a time limit: the test fails only if
    the state is never reached. Each frame lets a waiting thread (a save being written) take the
    interpreter lock; bots think in processes of their own, in real time, so the cap is also
    never reached sooner than the real time those frames stand for at the app's rate (a quiet,
    fast machine runs thousands of headless frames a second, faster than a worker answers)."""
    deadline = time.perf_counter() + max_frames / FRAME_RATE
    count = 0
    while count < max_frames or time.perf_counter() < deadline:
        if predicate():
            return True
        app.frame()
        count += 1
        time.sleep(0)
    return predicate()


def skip_ahead(app, table, moves: int) -> None:
    """Play the first `moves` moves at instant speed, then go on at the speed set before: a test
    of what normal speed shows starts near where it happens (e.g. a game's first points, which
    come after thousands of frames at normal speed)."""
    before = app.settings
    app.apply_settings(before.with_changes(computer_speed="instant", animation_speed="instant"))
    assert run_until(app, lambda: len(table.session.actions) >= moves, 200 * moves)
    app.apply_settings(app.settings.with_changes(computer_speed=before.computer_speed,
                                                 animation_speed=before.animation_speed))


def top(app):
    return app.stack.top.name
