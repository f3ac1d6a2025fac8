"""The pause menu over a game: resume, rules, save, settings, quit to title."""

from __future__ import annotations

import pygame

from game import userdata

from .. import look
from ..menu import UIScene

BOX = pygame.Rect(0, 0, 460, 470)
BOX.center = (800, 450)


class PauseScene(UIScene):
    name = "pause"
    opaque = False
    default_button = "resume"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.note = ""

    def enter(self) -> None:
        items = (("resume", "Resume", self.back, "primary"), ("rules", "Rules", self.rules, None),
                 ("save", "Save game", self.save, None), ("settings", "Settings", self.settings, None),
                 ("quit", "Quit to title", self.quit_to_title, "danger"))
        y = BOX.top + 100
        for bid, label, action, style in items:
            self.button(bid, (BOX.left + 60, y, BOX.width - 120, 56), label, action, style=style,
                        enabled=bid != "rules" or bool(self.session.definition.rules_help))
            y += 70

    def rules(self) -> None:
        from .rules_help import RulesHelpScene

        self.app.push(RulesHelpScene(self.app, self.session.definition.title, self.session.definition.rules_help))

    def save(self) -> None:
        from game.core.saves import new_save_path

        path = new_save_path(userdata.saves_dir(), self.session.definition.id)
        self.app.save_writer.submit(path, self.session)  # snapshot now, written on the writer thread
        self.note = f"Saved as {path.name}"

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit_to_title(self) -> None:
        self.app.to_title()  # the game is autosaved after every turn; Continue resumes it

    def draw_scene(self, surface: pygame.Surface) -> None:
        look.dim(surface)
        look.panel(surface, BOX, 240, edge=look.ACCENT)
        look.blit_text(surface, "Paused", 38, (BOX.centerx, BOX.top + 30), look.INK, "display", "midtop")
        if self.note:
            look.blit_text(surface, self.note, 16, (BOX.centerx, BOX.bottom + 16), look.GOLD, anchor="midtop")
