"""The title screen: the three games (New game, Learn to play, Rules, Gallery), Continue, Load, Host
a game, Join a game, Statistics, Mods, Settings, Quit. F5 reloads content and mods."""

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

# in design units on a stage as wide as the window and 720 tall (metrics.py)
TILE_W, TILE_H, TILE_GAP, TILE_TOP = 380, 392, 30, 172
MENU_Y = 578  # the row of Continue, Load... under the tiles
EMBLEM = 124


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


def has_gallery(entry) -> bool:
    """Whether the workshop's gallery can show this game (its content loaded, good or last good)."""
    from ..gallery.painters import adapter_for

    return entry.status in (READY, BROKEN) and adapter_for(entry.id) is not None \
        and bool(getattr(entry.definition, "gallery", ""))


def describe_continue(info) -> str:
    """What Continue resumes (cut to fit when drawn: names in a save can be very long)."""
    if info is None:
        return ""
    return f"Continue: {info.title} with {', '.join(info.players)}  \u2022  saved {info.saved_at}"


class TitleScene(UIScene):
    name = "title"
    default_button = "continue"
    legacy_canvas = False

    def __init__(self, app):
        super().__init__(app)
        self.autosave = None  # SaveInfo of the unfinished game Continue resumes, once found
        self.saving_off: str | None = None  # why games cannot be saved, once checked
        self.continue_label = ""
        self.leaving = None  # (session, SaveJob): the game just quit, until its autosave is written
        self.autosave_task: Task | None = None
        self._seen: tuple = ()
        self.pitches: dict[str, list[str]] = {}
        self.pointer = (-1, -1)  # last mouse position, for the tile highlight

    # layout -------------------------------------------------------------------------------------
    @property
    def stage(self):
        return self.metrics.wide_stage()

    def tiles(self) -> list[tuple[object, pygame.Rect]]:
        """Each game's tile: as wide as the window lets them be, up to a third wider than at 16:9."""
        stage, entries = self.stage, self.app.catalogue.entries
        count = max(1, len(entries))
        width = min(TILE_W * 4 / 3, (stage.width - 64 - (count - 1) * TILE_GAP) / count)
        left = (stage.width - (count * width + (count - 1) * TILE_GAP)) / 2
        return [(e, stage.rect(left + i * (width + TILE_GAP), TILE_TOP, width, TILE_H)) for i, e in enumerate(entries)]

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
        stage, px = self.stage, self.metrics.px
        for entry, tile in self.tiles():
            self.pitches[entry.id] = fonts.wrap(entry.pitch, px(15), tile.width - px(44))
            label = self.play_label(entry)
            play, rules, cards = self.button_row(tile, label)
            row = play.union(cards)
            if entry.status == READY:
                self.button(f"new:{entry.id}", play, label, lambda e=entry: self.new_game(e), style="primary")
            elif entry.status == BROKEN:
                self.button(f"errors:{entry.id}", play, label, lambda e=entry: open_entry_errors(self.app, e),
                            style="danger", tooltip="This game's content has problems; see the list.")
            elif entry.status == LOADING:
                self.button(f"new:{entry.id}", play, label, None, enabled=False)
            else:
                self.button(f"soon:{entry.id}", play, label, None, enabled=False)
            has_rules = entry.status != MISSING and bool(getattr(entry.definition, "rules_help", ""))
            self.button(f"rules:{entry.id}", rules, "Rules", lambda e=entry: self.rules(e), enabled=has_rules,
                        style="small_button")
            self.button(f"gallery:{entry.id}", cards, "Gallery", lambda e=entry: self.gallery(e), style="small_button",
                        enabled=has_gallery(entry), tooltip="Every card, planet and tile, as mods leave them")
            if entry.status in (READY, LOADING):  # a broken game's tile says how many problems it has there
                learn = pygame.Rect(row.left, row.top - px(44), row.width, px(36))
                self.button(f"learn:{entry.id}", learn, "Learn to play", lambda e=entry: self.learn(e),
                            style="small_button", enabled=self.has_tutorial(entry),
                            tooltip="A guided first game against easy computer players: each step says what to "
                                    "do and why.")
        labels = [("continue", "Continue", self.continue_game, "primary"), ("load", "Load", self.load, None),
                  ("host", "Host a game", self.host_game, None), ("join", "Join a game", self.join_game, None),
                  ("statistics", "Statistics", self.statistics, None), ("mods", "Mods", self.mods, None),
                  ("settings", "Settings", self.settings, None), ("quit", "Quit", self.app.quit, None)]
        gap = 19
        width = min(184, (stage.width - 64 - (len(labels) - 1) * gap) / len(labels))  # a narrow window: narrower
        left = (stage.width - (len(labels) * width + (len(labels) - 1) * gap)) / 2
        for i, (bid, label, action, style) in enumerate(labels):
            self.button(bid, stage.rect(left + i * (width + gap), MENU_Y, width, 46), label, action, style=style)
        self.offer_continue()

    @staticmethod
    def play_label(entry) -> str:
        """The words of a tile's first button, by the game's state."""
        return {READY: "New game", BROKEN: "Content errors", LOADING: "Loading\u2026"}.get(entry.status, "Coming soon")

    def button_row(self, tile: pygame.Rect, label: str) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """New game, Rules and Gallery across the foot of a tile, each as wide as its words need and
        New game taking most of what is left; where four or more tiles leave too little, the row
        reaches nearer the tile's edges and its gaps narrow before any words are cut."""
        px, text = self.metrics.px, self.metrics.classic_text
        needs = [fonts.font(text(21), "bold").size(label)[0], fonts.font(text(15)).size("Rules")[0],
                 fonts.font(text(15)).size("Gallery")[0]]
        for margin, gap, pad in ((22, 11, 10), (12, 6, 6)):
            width = tile.width - 2 * px(margin)
            spare = width - sum(needs) - 3 * 2 * px(pad) - 2 * px(gap)
            if spare >= 0:
                break
        widths = [need + 2 * px(pad) for need in needs]
        if spare >= 0:
            to_play = max(0, min(spare, int(width * 0.47) - widths[0]))  # New game first, to about half the row
            widths[0] += to_play
            rest = spare - to_play
            widths[1] += int(rest * 0.43)
            widths[2] += rest - int(rest * 0.43)
        else:  # words would be cut: every button gives up its share
            widths = [max(1, w + spare * w // sum(widths)) for w in widths]
        top, height, x, found = tile.bottom - px(62), px(42), tile.left + px(margin), []
        for w in widths:
            found.append(pygame.Rect(x, top, w, height))
            x += w + px(gap)
        return tuple(found)

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

    @staticmethod
    def has_tutorial(entry) -> bool:
        from ..tutorial.start import script_of

        return script_of(entry) is not None

    def learn(self, entry) -> None:
        from ..tutorial.start import learn_to_play

        learn_to_play(self.app, entry)

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

    def host_game(self) -> None:
        from .host_game import ChooseGameScene, HostGameScene

        self.app.push(ChooseGameScene(self.app, lambda entry: self.app.push(HostGameScene(self.app, entry))))

    def join_game(self) -> None:
        from .join_game import JoinGameScene

        self.app.push(JoinGameScene(self.app))

    def statistics(self) -> None:
        from .statistics import StatisticsScene

        self.app.push(StatisticsScene(self.app))

    def mods(self) -> None:
        from ..gallery.mods import ModsScene

        self.app.push(ModsScene(self.app))

    def gallery(self, entry) -> None:
        from ..gallery.scene import GalleryScene

        self.app.push(GalleryScene(self.app, entry.id))

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
        stage, m = self.stage, self.metrics
        px, mid = m.px, stage.centre_x
        look.blit_text(surface, "ORRERY", px(84), (mid, stage.y(22)), look.INK, "display", "midtop")
        look.blit_text(surface, "three games among the stars", px(17), (mid, stage.y(124)), look.MUTED, anchor="midtop")
        pygame.draw.line(surface, look.ACCENT, (mid - px(80), stage.y(154)), (mid + px(80), stage.y(154)), max(1, px(2)))
        for entry, tile in self.tiles():
            ready = entry.status in (READY, LOADING)
            edge = look.PANEL_EDGE if entry.status != BROKEN else (160, 64, 90)
            if entry.status == READY and tile.collidepoint(self.pointer):
                edge = look.ACCENT
            look.panel(surface, tile, 205, px(14), edge)
            size = px(EMBLEM)
            look.blit(surface, emblem(entry.id, size, entry.status == MISSING), (tile.centerx - size // 2, tile.top + px(12)))
            colour = look.INK if ready or entry.status == BROKEN else look.FAINT
            y = tile.top + px(142)
            size = next((m.font_px(u) for u in (29, 27, 25, 23, 21) if fonts.font(m.font_px(u), "display").size(
                entry.title)[0] <= tile.w - px(20)), m.font_px(21))  # four or more tiles are narrower
            look.blit_text(surface, fonts.shortened(entry.title, size, tile.w - px(20), "display"), size,
                           (tile.centerx, y), colour, "display", "midtop")
            look.blit_text(surface, entry.player_range, px(14), (tile.centerx, y + px(38)), look.GOLD if ready else look.FAINT,
                           "bold", "midtop")
            y += px(64)
            line_h = fonts.font(px(15)).get_linesize()
            room = (tile.bottom - px(114) - y) // line_h  # the pitch keeps clear of the buttons
            for line in self.pitches.get(entry.id, ())[:room]:
                look.blit_text(surface, line, px(15), (tile.centerx, y), look.MUTED if ready else look.FAINT, anchor="midtop")
                y += line_h
            if entry.status == BROKEN:
                count = len(entry.errors)
                look.blit_text(surface, f"{counted(count, 'content problem')} found", px(13),
                               (tile.centerx, tile.bottom - px(84)), look.DANGER, anchor="midtop")
        if self.continue_label:
            label = fonts.shortened(self.continue_label, px(13), m.size[0] - px(40), "regular")
            look.blit_text(surface, label, px(13), (mid, stage.y(MENU_Y + 55)), look.MUTED, anchor="midtop")
        bottom = stage.y(682)
        if self.saving_off:
            bottom = notices.draw_banner(surface, f"Saving is off: {self.saving_off} Games can be played but not kept.",
                                         bottom, m.scale).top - px(5)
        if self.app.settings_problem:  # the settings file was set aside at start
            notices.draw_banner(surface, self.app.settings_problem, bottom, m.scale)
        keys = "Enter: default   Tab / arrows: move   F5: reload content and mods   F11: full screen"
        look.blit_text(surface, fonts.shortened(keys, px(12), m.size[0] - px(160), "regular"), px(12),
                       (mid, stage.y(690)), look.FAINT, anchor="midtop")
        look.blit_text(surface, f"Orrery {__version__}", px(12), (m.size[0] - px(12), m.size[1] - px(8)), look.FAINT,
                       anchor="bottomright")
