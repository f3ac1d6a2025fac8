"""Load: the saved games, newest first (autosaves marked); choosing one resumes it."""

from __future__ import annotations

import pygame

from game import userdata

from .. import look
from ..menu import UIScene
from ..tasks import Task

BOX = pygame.Rect(260, 160, 1080, 600)
PER_PAGE = 8


class LoadGameScene(UIScene):
    name = "load"
    default_button = "back"

    def __init__(self, app):
        super().__init__(app)
        self.saves = None  # list[SaveInfo] once read
        self.page = 0
        self.task: Task | None = None

    def enter(self) -> None:
        from game.core.saves import list_saves

        self.task = Task(lambda: list_saves(userdata.saves_dir()), "orrery-list-saves")
        self.build()

    def build(self) -> None:
        self.clear_controls()
        for i, info in enumerate((self.saves or [])[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]):
            kind = "Autosave" if info.autosave else "Saved"
            players = ", ".join(info.players) or "unreadable"
            label = f"{info.title}  \u2022  {players}  \u2022  {kind} {info.saved_at}".strip()
            self.button(f"save:{info.path.name}", (BOX.left + 30, BOX.top + 30 + i * 66, BOX.width - 60, 56),
                        label, lambda p=info.path: self.open(p), style="list_item")
        pages = max(1, -(-len(self.saves or []) // PER_PAGE))
        self.button("prev", (BOX.left, BOX.bottom + 30, 160, 58), "\u2190 Newer", lambda: self.turn(-1),
                    enabled=self.page > 0)
        self.button("next", (BOX.left + 176, BOX.bottom + 30, 160, 58), "Older \u2192", lambda: self.turn(1),
                    enabled=self.page < pages - 1)
        self.button("back", (BOX.right - 260, BOX.bottom + 30, 260, 58), "Back", self.back, style="primary")

    def turn(self, step: int) -> None:
        self.page += step
        self.focus = None
        self.build()

    def open(self, path) -> None:
        from .loading import LoadingScene

        self.app.push(LoadingScene(self.app, path))

    def update(self, dt: float) -> None:
        if self.task is not None and self.task.done:
            task, self.task = self.task, None
            self.saves = task.result if task.error is None else []
            self.build()
        super().update(dt)

    def settled(self) -> bool:
        return self.task is None

    def draw_scene(self, surface: pygame.Surface) -> None:
        look.heading(surface, "Load a game", (800, 48))
        look.panel(surface, BOX)
        if self.saves is not None and not self.saves:
            look.blit_text(surface, "No saved games yet. Games save themselves after every turn.", 19,
                           BOX.center, look.MUTED, anchor="center")
