"""Loads a save on a worker thread while a small overlay says so; then opens the table."""

from __future__ import annotations

import math

import pygame

from .. import look
from ..play import content_loader, open_table
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

    def __init__(self, app, path, label: str = "Loading the game"):
        super().__init__(app)
        self.path = path
        self.label = label
        self.task: Task | None = None

    def enter(self) -> None:
        from game.core.saves import load_session

        loader = content_loader(self.app)
        self.task = Task(lambda: load_session(self.path, loader), "orrery-load-save")

    def update(self, dt: float) -> None:
        if self.task is None or not self.task.done:
            return
        task, self.task = self.task, None
        self.app.stack.pop()
        if task.error is not None:
            self.app.sounds.play("error")
            self.app.show_message("This save cannot be resumed", load_problem(task.error))
            return
        open_table(self.app, task.result, self.path)

    def settled(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        look.dim(surface, 190)
        box = pygame.Rect(0, 0, 520, 150)
        box.center = (800, 450)
        look.panel(surface, box, 240, edge=look.ACCENT)
        look.blit_text(surface, self.label, 26, (box.centerx, box.top + 34), look.INK, "display", "midtop")
        for i in range(8):  # a ring of dots turning while the worker thread loads
            a = self.app.clock_s * 4 + i * math.tau / 8
            alpha = 60 + int(195 * ((i + 1) / 8))
            pygame.draw.circle(surface, (95, 211, 255, alpha),
                               (box.centerx + 22 * math.cos(a), box.top + 105 + 22 * math.sin(a) * 0.5), 4)
