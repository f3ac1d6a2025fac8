"""Rules help for one game: its markdown file (GameDefinition.rules_help), scrollable."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from .. import fonts, look
from ..gui import WINDOW_TEXT
from ..menu import UIScene
from ..richtext import escape, markdown_to_html, scroll_box
from ..tasks import Task

ROOT = Path(__file__).resolve().parents[3]
BOX = (40, 110, 960, 520)  # on a stage as wide as the window (metrics.py): the box takes up to 960 units


def read_rules(relative_path: str) -> str:
    if not relative_path:
        raise FileNotFoundError("this game has no rules help yet")
    return (ROOT / relative_path).read_text(encoding="utf-8")


class RulesHelpScene(UIScene):
    name = "rules_help"
    default_button = "back"
    legacy_canvas = False

    def __init__(self, app, title: str, rules_path: str):
        super().__init__(app)
        self.title = title
        self.rules_path = rules_path
        self.task: Task | None = None
        self.box = None
        self.html = "<font color='#8d9ab8'>Opening the rules\u2026</font>"

    def enter(self) -> None:
        self.task = Task(lambda: read_rules(self.rules_path), "orrery-read-rules")
        super().enter()

    def box_rect(self) -> pygame.Rect:
        stage = self.metrics.wide_stage()
        width = min(BOX[2], stage.width - 2 * BOX[0])
        return stage.rect((stage.width - width) / 2, BOX[1], width, BOX[3])

    def build(self) -> None:
        start = self.box.scroll_bar.start_percentage if self.box is not None and self.box.scroll_bar else 0.0
        rect, px = self.box_rect(), self.metrics.px
        self.box = pygame_gui.elements.UITextBox(self.html, rect, self.ui)
        if start and self.box.scroll_bar is not None:  # the same place in the rules after a resize
            self.box.scroll_bar.set_scroll_from_start_percentage(start)
        self.track("rules_text", self.box)
        self.button("back", (rect.centerx - px(104), rect.bottom + px(24), px(208), px(46)), "Back", self.back,
                    style="primary")

    def show(self, html: str) -> None:
        self.html = html
        self.box.set_text(html)

    def update(self, dt: float) -> None:
        if self.task is not None and self.task.done:
            task, self.task = self.task, None
            if task.error is None:
                self.markdown = task.result
                self.show(markdown_to_html(task.result, self.metrics.scale * WINDOW_TEXT))
            elif isinstance(task.error, FileNotFoundError):
                self.show(f"<font color='#ff7a90'>The rules help of {escape(self.title)} is not written "
                          f"yet ({escape(self.rules_path or 'no file named')}).</font>")
            else:
                self.show(f"<font color='#ff7a90'>The rules help could not be opened: {escape(task.error)}</font>")
        super().update(dt)

    def settled(self) -> bool:
        return self.task is None

    def handle_key(self, event) -> bool:
        return scroll_box(self.box, event)

    def metrics_changed(self) -> None:
        if getattr(self, "markdown", None) is not None:  # the headings' sizes follow the UI scale
            self.html = markdown_to_html(self.markdown, self.metrics.scale * WINDOW_TEXT)
        super().metrics_changed()

    def draw_scene(self, surface: pygame.Surface) -> None:
        m = self.metrics
        stage = m.wide_stage()
        look.heading(surface, fonts.shortened(f"How to play {self.title}", m.font_px(36), m.size[0] - m.px(40), "display"),
                     (stage.centre_x, stage.y(28)), m.font_px(36), scale=m.scale)
        look.blit_text(surface, "Scroll with the mouse wheel, arrow keys or Page Up / Page Down.", m.font_px(13),
                       (stage.centre_x, stage.y(86)), look.MUTED, anchor="midtop")
