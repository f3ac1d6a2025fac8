"""The pause menu over a game: resume, rules, save, settings, quit to title.

"Saved as ..." is shown only once the save is on disk; a save that fails says why. Quit to title
writes the game's autosave and goes to the title, which offers the game back if that write fails;
with saving off the player is asked first."""

from __future__ import annotations

import pygame

from game import userdata

from .. import fonts, look
from ..menu import UIScene

BOX = (410, 150, 460, 380)  # on the 1280x720 stage (metrics.py)
NOTE_W = 600
NOTE = 14


class PauseScene(UIScene):
    name = "pause"
    opaque = False
    default_button = "resume"
    legacy_canvas = False

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.note = ""
        self.note_colour = look.GOLD
        self.save_job = None  # "Save game" being written

    def saving_off(self) -> str | None:
        """Why this game cannot be saved at all, or None."""
        autosaver = self.session.autosaver
        if getattr(self.session, "remote", False):
            return "A network game is kept by its server, not saved here."
        if autosaver is None:
            return "This game is not being saved."
        from game.core.saves import SavingOff

        return autosaver.problem if isinstance(autosaver, SavingOff) else None

    @property
    def box(self) -> pygame.Rect:
        return self.metrics.stage().rect(*BOX)

    def build(self) -> None:
        off = self.saving_off()
        box, px = self.box, self.metrics.px
        quit_tip = ("Saving is off: quitting ends this game." if off
                    else "Back to the title; Continue resumes this game.")
        items = (("resume", "Resume", self.back, "primary", None), ("rules", "Rules", self.rules, None, None),
                 ("save", "Save game", self.save, None, off), ("settings", "Settings", self.settings, None, None),
                 ("quit", "Quit to title", self.quit_to_title, "danger", quit_tip))
        y = box.top + px(80)
        for bid, label, action, style, tip in items:
            enabled = (bid != "rules" or bool(self.session.definition.rules_help)) and (bid != "save" or not off)
            self.button(bid, (box.left + px(48), y, box.width - px(96), px(45)), label, action, style=style,
                        tooltip=tip, enabled=enabled)
            y += px(56)  # with saving off, the banner under the menu says why (notices.py)

    def set_note(self, text: str, colour=look.GOLD) -> None:
        self.note, self.note_colour = text, colour

    def rules(self) -> None:
        from .rules_help import RulesHelpScene

        self.app.push(RulesHelpScene(self.app, self.session.definition.title, self.session.definition.rules_help))

    def save(self) -> None:
        from game.core.saves import new_save_path

        if self.save_job is not None and not self.save_job.done:
            return  # one save at a time
        try:
            folder = userdata.saves_dir()
        except userdata.UserDataError as error:
            self.set_note(f"Could not save: {error}", look.DANGER)
            return
        path = new_save_path(folder, self.session.definition.id)
        self.save_job = self.app.save_writer.submit(path, self.session)  # snapshot now, written on the writer thread
        self.set_note("Saving\u2026", look.MUTED)

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def quit_to_title(self) -> None:
        warning = getattr(self.session, "quit_warning", None)
        if warning:  # a network table: what leaving it means for the others
            from .confirm import ConfirmScene

            self.app.push(ConfirmScene(self.app, "Leave the table?", warning, "Leave", self.app.to_title,
                                       cancel_label="Keep playing"))
            return
        autosaver = self.session.autosaver
        job = autosaver.save(self.session) if autosaver is not None else None
        if job is None:
            self.confirm_quit(f"{self.saving_off()} If you quit now, this game is lost.")
            return
        title = self.app.to_title()
        title.watch_leaving(self.session, job)  # Continue resumes it; if the write fails, the title says so

    def confirm_quit(self, reason: str) -> None:
        from .confirm import ConfirmScene

        self.app.push(ConfirmScene(self.app, "Quit without saving?", reason, "Quit without saving",
                                   self.app.to_title, cancel_label="Keep playing"))

    def update(self, dt: float) -> None:
        if self.save_job is not None and self.save_job.done:
            job, self.save_job = self.save_job, None
            if job.error is None:
                self.set_note(f"Saved as {job.path.name}")
            else:
                self.set_note(f"Could not save: {job.error}. Your earlier saves are unchanged.", look.DANGER)
        super().update(dt)

    def draw_scene(self, surface: pygame.Surface) -> None:
        m, box = self.metrics, self.box
        look.dim(surface)
        look.panel(surface, box, 240, m.px(12), look.ACCENT)
        look.blit_text(surface, "Paused", m.font_px(32), (box.centerx, box.top + m.px(22)), look.INK, "display", "midtop")
        size = m.font_px(NOTE)
        y = box.bottom + m.px(12)
        for line in fonts.wrap(self.note, size, min(m.px(NOTE_W), m.size[0] - m.px(24)))[:3] if self.note else ():
            look.blit_text(surface, line, size, (box.centerx, y), self.note_colour, anchor="midtop")
            y += fonts.font(size).get_linesize()
