"""Texts shown shorter than they are: noted per frame by the fitting helpers (and for clipped
buttons and the Undo label), reported by every --automation line as "shortened"."""

from __future__ import annotations

import json

import pygame

from game.ui import fonts
from game.ui.menu import UIScene
from game.ui.scene import Scene
from tests.ui.driver import frames, key
from tests.ui.test_pacing import open_duel

LONG = "The Interstellar Cooperative Mining Consortium of the Outer Reaches"


def test_shortened_notes_what_it_cuts_until_the_next_frame():
    pygame.font.init()
    fonts.begin_frame()
    assert fonts.shortened("Short", 16, 400) == "Short"
    assert fonts.shortened_this_frame() == []
    cut = fonts.shortened(LONG, 16, 120)
    assert cut.endswith("…") and len(cut) < len(LONG)
    fonts.shortened(LONG, 16, 120)
    assert fonts.shortened_this_frame() == [LONG]  # full text, once
    fonts.begin_frame()
    assert fonts.shortened_this_frame() == []


def test_a_cached_picture_notes_its_cut_text_on_every_frame_it_is_shown():
    pygame.font.init()
    builds = []

    @fonts.remembers_shortened(maxsize=8)
    def name_plate(name: str) -> pygame.Surface:
        builds.append(name)
        return fonts.render(fonts.shortened(name, 16, 100), 16, (255, 255, 255))

    for _ in range(3):
        fonts.begin_frame()
        name_plate(LONG)
        assert fonts.shortened_this_frame() == [LONG]
    assert builds == [LONG]  # drawn once, reported every time
    fonts.begin_frame()
    with fonts.capture_shortened() as caught:
        fonts.shortened(LONG, 16, 50)
    assert caught == [LONG]


class Plate(Scene):
    name = "plate"

    def __init__(self, app, width):
        super().__init__(app)
        self.width = width

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))
        surface.blit(fonts.render(fonts.shortened(LONG, 16, self.width), 16, (255, 255, 255)), (10, 10))


def test_every_automation_line_says_what_was_shortened(app, capsys):
    app.options.automation = True
    frames(app, 2)
    title_lines = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    assert title_lines and all(line["shortened"] == [] for line in title_lines)
    assert {"scene", "stack", "turn", "items"} <= set(title_lines[-1])  # the keys before it stay
    app.stack.clear_to(Plate(app, 120))
    frames(app, 2)
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    assert lines[-1]["scene"] == "plate" and lines[-1]["shortened"] == [LONG]
    app.stack.clear_to(Plate(app, 1500))
    frames(app, 2)
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    assert lines[-1]["shortened"] == []


class NarrowButton(UIScene):
    name = "narrow"

    def enter(self) -> None:
        self.button("wide_words", (100, 100, 120, 48), "Upgrade to the Improved Fleet")
        self.button("fits", (100, 200, 220, 48), "Done")


def test_a_button_whose_words_do_not_fit_is_noted(app):
    app.stack.clear_to(NarrowButton(app))
    frames(app, 2)
    assert app.automation_state()["shortened"] == ["Upgrade to the Improved Fleet"]


def test_the_undo_label_cut_to_fit_is_noted_on_every_frame(app):
    table = open_duel(app)
    app.apply_settings(app.settings.with_changes(think_delay=5.0))  # Bob waits: Ann's move stays undoable
    table.undo_menu.undo_rect.w = 90  # too narrow for "Undo: pick the 7"
    table.choose(table.session.state.legal_actions(0)[0])
    frames(app, 3)
    full = f"Undo: {table.session.undo_label(0)}"
    assert table.button("undo").text != full
    for _ in range(3):
        frames(app, 1)
        assert full in app.automation_state()["shortened"]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    frames(app, 2)
    assert full not in app.automation_state()["shortened"]

