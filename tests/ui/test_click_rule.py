"""The click rule in the shared menus (UIScene) and the New game screen's exclusive choices: a
button acts only when pressed and released on it while it was already on screen."""

from __future__ import annotations

import pygame

from game.ui.menu import UIScene
from tests.ui.driver import click, frames, items


class TwoStepScene(UIScene):
    """One button at one place; what it does changes with `step` (as a rebuilt menu would)."""
    name = "two_step"

    def __init__(self, app):
        super().__init__(app)
        self.step = 0
        self.done: list[int] = []

    def enter(self) -> None:
        self.build()

    def build(self) -> None:
        self.clear_controls()
        step = self.step
        self.button("go", (600, 400, 300, 60), f"Step {step}", lambda: self.done.append(step))


def dispatch(app, kind, pos) -> None:
    app.dispatch(pygame.event.Event(kind, pos=pos, button=1))


def test_a_menu_rebuilt_between_a_click_and_its_handling_does_not_take_it(app):
    scene = app.push(TwoStepScene(app))
    frames(app, 2)
    centre = scene.control("go").element.get_abs_rect().center
    dispatch(app, pygame.MOUSEBUTTONDOWN, centre)  # pressed and released on "Step 0"...
    dispatch(app, pygame.MOUSEBUTTONUP, centre)
    scene.step = 1  # ...and the menu changes before the click is handled: a new "go" button
    scene.build()
    frames(app, 3)
    assert scene.done == []  # the new button never saw a press; the old one is gone


def test_a_press_before_the_menu_changed_is_void_and_a_fresh_click_works(app):
    scene = app.push(TwoStepScene(app))
    frames(app, 2)
    centre = scene.control("go").element.get_abs_rect().center
    dispatch(app, pygame.MOUSEBUTTONDOWN, centre)
    scene.step = 1
    scene.build()  # the button under the pointer changes while the mouse button is down
    frames(app, 1)
    dispatch(app, pygame.MOUSEBUTTONUP, centre)
    frames(app, 3)
    assert scene.done == []
    click(app, "go")  # the new button, pressed and released while on screen
    assert scene.done == [1]


def test_a_button_appearing_under_the_pointer_in_the_same_frame_cannot_be_pressed(app):
    scene = app.push(TwoStepScene(app))
    frames(app, 2)
    centre = scene.control("go").element.get_abs_rect().center
    scene.step = 2
    scene.build()  # not drawn yet: the player has not seen it
    dispatch(app, pygame.MOUSEBUTTONDOWN, centre)
    dispatch(app, pygame.MOUSEBUTTONUP, centre)
    frames(app, 3)
    assert scene.done == []


def test_a_button_that_just_appeared_under_the_pointer_ignores_a_click_for_300_ms(app):
    """The second click of a double click lands on the button the first one brought up: nothing
    happens until the button has been on screen for SETTLE_S (0.3 s of the app's clock); a click
    after that works."""
    scene = app.push(TwoStepScene(app))
    frames(app, 30)
    centre = scene.control("go").element.get_abs_rect().center
    scene.step = 1
    scene.build()  # a new button where the old one was, as "End your turn" replaces "End movement"
    frames(app, 2)  # drawn: it is on screen, but only for 2 frames (33 ms)
    shown = app.clock_s
    dispatch(app, pygame.MOUSEBUTTONDOWN, centre)
    dispatch(app, pygame.MOUSEBUTTONUP, centre)
    frames(app, 3)
    assert app.clock_s - shown < 0.3 and scene.done == []
    while app.clock_s - shown < 0.3:
        frames(app, 1)
    dispatch(app, pygame.MOUSEBUTTONDOWN, centre)
    dispatch(app, pygame.MOUSEBUTTONUP, centre)
    frames(app, 3)
    assert scene.done == [1]


def test_a_button_that_moved_under_the_pointer_ignores_a_click_for_a_moment(app):
    scene = app.push(TwoStepScene(app))
    frames(app, 30)
    button = scene.control("go").element
    button.set_relative_position((600, 330))  # slides up under a pointer resting at (750, 360)
    frames(app, 2)
    dispatch(app, pygame.MOUSEBUTTONDOWN, (750, 360))
    dispatch(app, pygame.MOUSEBUTTONUP, (750, 360))
    frames(app, 3)
    assert scene.done == []
    frames(app, 18)
    dispatch(app, pygame.MOUSEBUTTONDOWN, (750, 360))
    dispatch(app, pygame.MOUSEBUTTONUP, (750, 360))
    frames(app, 3)
    assert scene.done == [0]


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_the_rule_itself():
    from game.ui.clicks import SETTLE_S, ClickRule

    clock = Clock()
    rule = ClickRule(clock)
    box = pygame.Rect(0, 0, 10, 10)
    rule.presented([("a", box), ("b", box.move(20, 0))])
    assert not rule.target_pressed("a")  # just appeared
    clock.now += SETTLE_S
    rule.presented([("a", box), ("b", box.move(30, 0))])  # b moved: it starts again
    assert not rule.target_pressed("b") and not rule.settled_at((35, 5)) and rule.settled_at((5, 5))
    clock.now += SETTLE_S
    rule.presented([("a", box), ("b", box.move(30, 0))])
    assert rule.target_pressed("a") and rule.target_released("a")
    assert rule.target_pressed("b") and not rule.target_released("a")  # released elsewhere
    assert not rule.target_pressed("c")  # never shown
    assert not rule.target_released("c")
    rule.widget_pressed("a")
    rule.cancel()
    assert not rule.widget_released("a")


def test_quick_and_long_game_are_one_choice_and_random_start_greys_who_starts(app):
    app.catalogue.wait(30)
    frames(app, 2)
    click(app, "new:kardashev_scale")
    scene = app.stack.top
    click(app, "variant:short_game")
    click(app, "variant:long_game")  # the other option of the same choice
    assert scene.config().variants == ("long_game",)
    assert scene.control("variant:long_game").element.text.startswith("\u25c9")
    assert scene.control("variant:short_game").element.text.startswith("\u25cb")
    click(app, "variant:long_game")  # the chosen option again: back to the usual length
    assert scene.config().variants == ()
    assert "first_player" in items(app)
    click(app, "variant:random_start")
    assert "first_player" not in items(app)  # greyed: the game draws who starts
    assert scene.control("first_player").element.text == "Starts: drawn at random"
    click(app, "variant:short_game")
    assert set(scene.config().variants) == {"random_start", "short_game"}
    click(app, "variant:random_start")
    assert "first_player" in items(app)
