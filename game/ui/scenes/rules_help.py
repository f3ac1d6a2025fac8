"""Rules help for one game: its markdown file (GameDefinition.rules_help), scrollable."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from .. import look
from ..menu import UIScene
from ..richtext import escape, markdown_to_html, scroll_box
from ..tasks import Task

ROOT = Path(__file__).resolve().parents[3]
BOX = pygame.Rect(200, 140, 1200, 630)


def read_rules(relative_path: str) -> str:
    if not relative_path:
        raise FileNotFoundError("this game has no rules help yet")
    return (ROOT / relative_path).read_text(encoding="utf-8")


class RulesHelpScene(UIScene):
    name = "rules_help"
    default_button = "back"

    def __init__(self, app, title: str, rules_path: str):
        super().__init__(app)
        self.title = title
        self.rules_path = rules_path
        self.task: Task | None = None
        self.box = None

    def enter(self) -> None:
        self.task = Task(lambda: read_rules(self.rules_path), "orrery-read-rules")
        self.box = pygame_gui.elements.UITextBox("<font color='#8d9ab8'>Opening the rules\u2026</font>", BOX, self.ui)
        self.track("rules_text", self.box)
        self.button("back", (BOX.centerx - 130, BOX.bottom + 30, 260, 58), "Back", self.back, style="primary")

    def update(self, dt: float) -> None:
        if self.task is not None and self.task.done:
            task, self.task = self.task, None
            if task.error is None:
                self.box.set_text(markdown_to_html(task.result))
            elif isinstance(task.error, FileNotFoundError):
                self.box.set_text(f"<font color='#ff7a90'>The rules help of {escape(self.title)} is not written "
                                  f"yet ({escape(self.rules_path or 'no file named')}).</font>")
            else:
                self.box.set_text(f"<font color='#ff7a90'>The rules help could not be opened: "
                                  f"{escape(task.error)}</font>")
        super().update(dt)

    def settled(self) -> bool:
        return self.task is None

    def handle_key(self, event) -> bool:
        return scroll_box(self.box, event)

    def draw_scene(self, surface: pygame.Surface) -> None:
        look.heading(surface, f"How to play {self.title}", (800, 42))
        look.blit_text(surface, "Scroll with the mouse wheel, arrow keys or Page Up / Page Down.", 15,
                       (800, 112), look.MUTED, anchor="midtop")
