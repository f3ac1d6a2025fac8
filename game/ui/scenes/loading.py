"""Loads a save on a worker thread while a small overlay says so; then opens the table (or, for a
game open in another window, offers to watch it read-only: resume.py)."""

from __future__ import annotations

import math

import pygame

from .. import fonts, look
from ..play import content_loader
from ..resume import load_to_resume, open_loaded
from ..scene import Scene
from ..tasks import Task


def load_problem(error: BaseException) -> str:
    """Why a save could not be loaded, for a message."""
    from game.core.errors import SaveError

    if isinstance(error, SaveError):
        return str(error)
    return f"The save could not be opened ({type(error).__name__}: {error})."


class LoadingScene(Scene):
    name = "loading"
    opaque = False
    legacy_canvas = False

    def __init__(self, app, path, label: str = "Loading the game"):
        super().__init__(app)
        self.path = path
        self.label = label
        self.task: Task | None = None

    def enter(self) -> None:
        loader = content_loader(self.app)
        self.task = Task(lambda: load_to_resume(self.path, loader), "orrery-load-save")

    def update(self, dt: float) -> None:
        if self.task is None or not self.task.done:
            return
        task, self.task = self.task, None
        self.app.stack.pop()
        if task.error is not None:
            self.app.sounds.play("error")
            self.app.show_message("This save cannot be resumed", load_problem(task.error))
            return
        open_loaded(self.app, task.result, self.path)

    def settled(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        m = self.metrics
        px = m.px
        look.dim(surface, 190)
        box = m.stage().rect(432, 300, 416, 120)
        look.panel(surface, box, 240, px(12), look.ACCENT)
        label = fonts.shortened(self.label, m.font_px(22), box.w - px(24), "display")
        look.blit_text(surface, label, m.font_px(22), (box.centerx, box.top + px(26)), look.INK, "display", "midtop")
        for i in range(8):  # a ring of dots turning while the worker thread loads
            a = self.app.clock_s * 4 + i * math.tau / 8
            alpha = 60 + int(195 * ((i + 1) / 8))
            pygame.draw.circle(surface, (95, 211, 255, alpha),
                               (box.centerx + px(18) * math.cos(a), box.top + px(84) + px(18) * math.sin(a) * 0.5), px(3))
