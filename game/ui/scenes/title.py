"""The title screen: the three games, Continue, Load, Statistics, Settings, Quit. F5 reloads content and mods."""

from __future__ import annotations

import pygame

from game import __version__, userdata
from game.core.words import counted

from .. import fonts, look, notices
from ..catalogue import BROKEN, LOADING, MISSING, READY
from ..emblems import emblem
from ..menu import UIScene
from ..play import open_entry_errors
from ..tasks import Task

TILE_W, TILE_H, TILE_GAP, TILE_TOP = 450, 440, 40, 225
EMBLEM = 150


def find_continue(flush_writes) -> tuple[str | None, object]:
    """(why saving is off or None, SaveInfo of the game Continue resumes or None). Runs on a
    worker thread: first waits for saves still being written, so a game just quit is listed."""
    from game.core.saves import latest_unfinished, remove_stale_temp_files

    flush_writes()
    problem = userdata.saving_problem()
    if problem is not None:
        return problem, None
    folder = userdata.saves_dir()
    remove_stale_temp_files(folder)  # left by a write that was interrupted (power cut, kill)
    return None, latest_unfinished(folder)


def describe_continue(info) -> str:
    """What Continue resumes, cut to fit under the buttons (names in a save can be very long)."""
    if info is None:
        return ""
    label = f"Continue: {info.title} with {', '.join(info.players)}  \u2022  saved {info.saved_at}"
    return fonts.shortened(label, 15, 1400, "regular")


class TitleScene(UIScene):
    name = "title"
    default_button = "continue"

    def __init__(self, app):
        super().__init__(app)
        self.autosave = None  # SaveInfo of the unfinished game Continue resumes, once found
        self.saving_off: str | None = None  # why games cannot be saved, once checked
        self.continue_label = ""
        self.leaving = None  # (session, SaveJob): the game just quit, until its autosave is written
        self.autosave_task: Task | None = None
        self._seen: tuple = ()
        self.pitches: dict[str, list[str]] = {}
        self.pointer = (-1, -1)  # last logical mouse position, for the tile highlight

    # layout -------------------------------------------------------------------------------------
    def tiles(self) -> list[tuple[object, pygame.Rect]]:
        entries = self.app.catalogue.entries
        count = max(1, len(entries))
        width = min(TILE_W, (1600 - 80 - (count - 1) * TILE_GAP) // count)
        total = count * width + (count - 1) * TILE_GAP
        left = (1600 - total) // 2
        return [(e, pygame.Rect(left + i * (width + TILE_GAP), TILE_TOP, width, TILE_H))
                for i, e in enumerate(entries)]

    def enter(self) -> None:
        self.look_for_saves()
        self.build()

    def resume(self) -> None:
        # a game may have been saved or deleted, or content reloaded, while we were covered
        self.look_for_saves()
        self.build()

    def look_for_saves(self) -> None:
        flush = self.app.save_writer.flush
        self.autosave_task = Task(lambda: find_continue(flush), "orrery-find-autosave")

    def status_key(self) -> tuple:
        return (self.app.catalogue.generation,) + tuple(e.status for e in self.app.catalogue.entries)

    def offer_continue(self) -> None:
        """Continue is enabled in place when a game to continue is found (or gone): rebuilding every
        button would drop a press already held on another one."""
        control = self.control("continue")
        if control is None:
            return
        if self.autosave is not None:
            control.element.enable()
        else:
            control.element.disable()

    def build(self) -> None:
        self.clear_controls()
        self._seen = self.status_key()
        for entry, tile in self.tiles():
            self.pitches[entry.id] = fonts.wrap(entry.pitch, 18, tile.width - 60)
            row = pygame.Rect(tile.left + 30, tile.bottom - 78, tile.width - 60, 52)
            play = row.copy()
            play.width = int(row.width * 0.64)
            rules = pygame.Rect(play.right + 14, row.top, row.right - play.right - 14, 52)
            if entry.status == READY:
                self.button(f"new:{entry.id}", play, "New game", lambda e=entry: self.new_game(e), style="primary")
            elif entry.status == BROKEN:
                self.button(f"errors:{entry.id}", play, "Content errors", lambda e=entry: open_entry_errors(self.app, e),
                            style="danger", tooltip="This game's content has problems; see the list.")
            elif entry.status == LOADING:
                self.button(f"new:{entry.id}", play, "Loading\u2026", None, enabled=False)
            else:
                self.button(f"soon:{entry.id}", play, "Coming soon", None, enabled=False)
            has_rules = entry.status != MISSING and bool(getattr(entry.definition, "rules_help", ""))
            self.button(f"rules:{entry.id}", rules, "Rules", lambda e=entry: self.rules(e), enabled=has_rules)
        labels = [("continue", "Continue", self.continue_game, "primary"), ("load", "Load", self.load, None),
                  ("statistics", "Statistics", self.statistics, None),
                  ("settings", "Settings", self.settings, None), ("quit", "Quit", self.app.quit, None)]
        width, gap = 230, 24
        left = 800 - (len(labels) * width + (len(labels) - 1) * gap) // 2
        for i, (bid, label, action, style) in enumerate(labels):
            self.button(bid, (left + i * (width + gap), 712, width, 58), label, action, style=style)
        self.offer_continue()

    def watch_leaving(self, session, job) -> None:
        """The game just quit is being autosaved: if that fails, offer it back."""
        self.leaving = (session, job)

    def offer_unsaved_game(self, session, error: str) -> None:
        from ..play import return_to_table
        from .confirm import ConfirmScene

        self.app.sounds.play("error")
        self.app.push(ConfirmScene(
            self.app, "Your game was not saved", f"Autosave failed: {error}. Go back to the game, or leave it? "
            "If you leave it, only what was saved before is kept.", "Leave it", lambda: None,
            cancel_label="Back to the game", on_cancel=lambda: return_to_table(self.app, session)))

    # actions ------------------------------------------------------------------------------------
    def new_game(self, entry) -> None:
        from .new_game import NewGameScene

        self.app.push(NewGameScene(self.app, entry))

    def rules(self, entry) -> None:
        from .rules_help import RulesHelpScene

        self.app.push(RulesHelpScene(self.app, entry.title, entry.definition.rules_help))

    def continue_game(self) -> None:
        if self.autosave is None:
            return
        from .loading import LoadingScene

        self.app.push(LoadingScene(self.app, self.autosave.path, "Resuming your last game"))

    def load(self) -> None:
        from .load_game import LoadGameScene

        self.app.push(LoadGameScene(self.app))

    def statistics(self) -> None:
        from .statistics import StatisticsScene

        self.app.push(StatisticsScene(self.app))

    def settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        pass  # Esc on the title does nothing; Quit is a button

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        return super().handle_event(event)

    def handle_key(self, event) -> bool:
        if event.key == pygame.K_F5:
            self.app.catalogue.reload()
            self.app.sounds.play("click")
            self.build()
            return True
        return False

    # per frame -----------------------------------------------------------------------------------
    def settled(self) -> bool:
        """Not while the search for a game to continue runs: Continue is not yet what it will be
        (--automation and the tests wait for this)."""
        return self.autosave_task is None

    def update(self, dt: float) -> None:
        if self.leaving is not None and self.leaving[1].done:
            (session, job), self.leaving = self.leaving, None
            if job.error is not None:
                self.offer_unsaved_game(session, job.error)
                return
        if self.autosave_task is not None and self.autosave_task.done:
            task, self.autosave_task = self.autosave_task, None
            self.saving_off, self.autosave = task.result if task.error is None else (None, None)
            self.continue_label = describe_continue(self.autosave)
            self.offer_continue()
        if self.status_key() != self._seen:
            focus_id = self.controls[self.focus].id if self.focus is not None else None
            self.build()
            if focus_id is not None:
                self.focus = next((i for i, c in enumerate(self.controls) if c.id == focus_id), None)
        super().update(dt)

    def draw_scene(self, surface: pygame.Surface) -> None:
        look.blit_text(surface, "ORRERY", 104, (800, 38), look.INK, "display", "midtop")
        look.blit_text(surface, "three games among the stars", 21, (800, 158), look.MUTED, anchor="midtop")
        pygame.draw.line(surface, look.ACCENT, (700, 194), (900, 194), 2)
        for entry, tile in self.tiles():
            ready = entry.status in (READY, LOADING)
            edge = look.PANEL_EDGE if entry.status != BROKEN else (160, 64, 90)
            if entry.status == READY and tile.collidepoint(self.pointer):
                edge = look.ACCENT
            look.panel(surface, tile, 205, 18, edge)
            surface.blit(emblem(entry.id, EMBLEM, entry.status == MISSING), (tile.centerx - EMBLEM // 2, tile.top + 18))
            colour = look.INK if ready or entry.status == BROKEN else look.FAINT
            look.blit_text(surface, entry.title, 36, (tile.centerx, tile.top + 178), colour, "display", "midtop")
            look.blit_text(surface, entry.player_range, 17, (tile.centerx, tile.top + 224), look.GOLD if ready else look.FAINT,
                           "bold", "midtop")
            y = tile.top + 258
            for line in self.pitches.get(entry.id, ()):
                look.blit_text(surface, line, 18, (tile.centerx, y), look.MUTED if ready else look.FAINT, anchor="midtop")
                y += 25
            if entry.status == BROKEN:
                count = len(entry.errors)
                look.blit_text(surface, f"{counted(count, 'content problem')} found", 16,
                               (tile.centerx, tile.bottom - 104), look.DANGER, anchor="midtop")
        if self.continue_label:
            look.blit_text(surface, self.continue_label, 15, (800, 782), look.MUTED, anchor="midtop")
        if self.saving_off:
            notices.draw_banner(surface, f"Saving is off: {self.saving_off} Games can be played but not kept.",
                                bottom=852)
        look.blit_text(surface, "Enter: default   Tab / arrows: move   F5: reload content and mods   F11: full screen",
                       14, (800, 862), look.FAINT, anchor="midtop")
        look.blit_text(surface, f"Orrery {__version__}", 13, (1580, 878), look.FAINT, anchor="bottomright")
