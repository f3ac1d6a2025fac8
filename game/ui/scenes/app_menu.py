"""Settings' "Add Orrery to the app menu" button (game/launcher.py does the work).

Looking, adding and removing touch the disk (and on Windows start PowerShell), so they run as
a `Task`; the button waits, disabled, and the outcome is shown under it in a sentence."""

from __future__ import annotations

import pygame

from game.launcher import Launcher, LauncherError

from .. import fonts, look
from ..tasks import Task

BUTTON_ID = "app_menu"


class AppMenuButton:
    def __init__(self, make_launcher=Launcher):
        self.make_launcher = make_launcher
        self.installed: bool | None = None  # unknown until the first look
        self.message = ""
        self.failed = False
        self.task: Task | None = Task(lambda: self.make_launcher().installed(), "orrery-launcher-look")

    def add_to(self, scene, rect) -> None:
        label = "Remove from the app menu" if self.installed else "Add Orrery to the app menu"
        scene.button(BUTTON_ID, rect, label, self.press, enabled=self.task is None,
                     tooltip="A launcher in the desktop's application menu that starts this copy of Orrery")

    def press(self) -> None:
        if self.task is not None:
            return
        launcher = self.make_launcher()
        work = launcher.uninstall if self.installed else launcher.install
        self.task = Task(lambda: (work(), launcher.installed()), "orrery-launcher")
        self.message, self.failed = "Working\u2026", False

    def finished(self) -> bool:
        """Call every frame; True once when a task ended (the scene then rebuilds its buttons)."""
        if self.task is None or not self.task.done:
            return False
        task, self.task = self.task, None
        if task.error is not None:
            reason = str(task.error) if isinstance(task.error, LauncherError) else repr(task.error)
            self.message, self.failed = f"That did not work: {reason}", True
        elif isinstance(task.result, tuple):
            self.message, self.installed = task.result
        else:
            self.installed = bool(task.result)
        return True

    def draw(self, surface: pygame.Surface, pos, stage) -> None:
        """The outcome under the button, at `pos` (window pixels), sized for `stage` (metrics.py)."""
        if self.message:
            size = stage.text(15)
            width = surface.get_width() - pos[0] - stage.px(16)
            look.blit_text(surface, fonts.shortened(self.message, size, width, "regular"), size, pos,
                           look.DANGER if self.failed else look.MUTED)
