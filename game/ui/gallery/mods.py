"""The Mods screen (from the title and the gallery): every installed mod with its name, version,
description, the games it changes, its folder, and OK or each problem at its `file:line:col` in
plain words; a switch per mod (remembered in the settings; every game's content loads again at
once, so a broken mod switched off lets its game be played without it); what a mod needs and what
needs it, and a mod that needs one switched off says so; "Open mods folder" (the file manager) and
"New mod" (the small working mod `--new-mod` writes); "Gallery" shows what a mod changed.

The list is made on a worker thread (game.workshop.mod_list, from the problems the games were
loaded with) and made again whenever the content loads again: after a switch, F5, or a YAML file
saved in a mod (live reload, as in the gallery)."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.registry import game_ids
from game.core.words import counted

from .. import fonts, look
from ..catalogue import LOADING
from ..menu import UIScene
from ..richtext import scroll_box
from ..scenes.content_errors import error_html
from ..tasks import Task
from .watching import WatchesContent

PAD = 24
HEAD_H = 104  # the heading and the folder's line
ROW_H, ROW_GAP = 46, 8
SWITCH_W = 84
LIST_W = 500
FOOT_H = 46
OTHER = "(outside the mods)"  # the list's entry for problems a mod causes in the built-in files


def game_titles(catalogue, games) -> str:
    titles = {e.id: e.title for e in catalogue.entries}
    return ", ".join(titles.get(g, g) for g in games) or "no game"


def inside(problems, folder) -> list[str]:
    """Problems with their file named from the mod's folder (shown just above them): a long
    path would be broken over lines in the middle of its words."""
    prefix = f"{folder}/"
    return [p[len(prefix):] if p.startswith(prefix) else p for p in problems]


def details_html(mod, catalogue) -> str:
    """Everything about one mod, for the details box."""
    from ..richtext import escape

    switched = "on" if mod.enabled else "off"
    lines = [f"<b>{escape(mod.id)}</b> {escape(mod.version)} \u00b7 switched {switched}"
             + (" (named with --mod: always on)" if mod.from_command_line else "")]
    if mod.description:
        lines.append(escape(mod.description))
    lines.append(f"<b>Changes:</b> {escape(game_titles(catalogue, mod.games))}")
    lines.append(f"<b>Folder:</b> <font face='dejavu_mono'>{escape(mod.folder)}</font>")
    if mod.depends:
        lines.append(f"<b>Needs:</b> {escape(', '.join(mod.depends))}")
    if mod.dependents:
        lines.append(f"<b>Needed by:</b> {escape(', '.join(mod.dependents))}")
    if not mod.enabled:
        lines.append("Switched off: the games load without it and its files are not checked.")
    elif mod.ok:
        lines.append("<font color='#7ee2a8'><b>OK</b></font>: its files load without a problem.")
    else:
        lines.append(f"<font color='#ff7a90'><b>{escape(counted(len(mod.problems), 'problem'))}</b></font> "
                     "(switch it off to play its games without it), in its folder:")
        lines.append(error_html(inside(mod.problems, mod.folder)))
    if mod.warnings:
        lines.append("<b>Warnings:</b>")
        lines.append(error_html(inside(mod.warnings, mod.folder)))
    return "<br>".join(lines)


class ModsScene(WatchesContent, UIScene):
    name = "mods"
    default_button = "back"
    legacy_canvas = False

    def __init__(self, app):
        super().__init__(app)
        self.mods = None  # game.workshop.mod_list.ModList, once made
        self.listing: Task | None = None
        self.wanted = True  # the list must be made again (once the content has loaded)
        self.selected: str | None = None
        self.page = 0
        self.message = ""  # what the last button did ("Opened ...", a problem)
        self.message_bad = False
        self.opening: Task | None = None
        self.seen = None
        self.box = None

    # --- life ----------------------------------------------------------------------------------
    def enter(self) -> None:
        self.start_watching()
        self.build()

    def resume(self) -> None:
        self.start_watching()
        self.wanted = True
        self.build()


    # --- the list --------------------------------------------------------------------------------
    def loaded_problems(self) -> dict:
        """{game id: problems} as the games are loaded now: the live reload's latest, else the catalogue's."""
        results = {}
        for entry in self.app.catalogue.entries:
            state = self.watch.state(entry.id) if self.watch is not None else None
            if state is not None and state.errors:
                results[entry.id] = list(state.errors)
            elif entry.id in game_ids():
                results[entry.id] = list(entry.errors)
        return results

    def make_list(self) -> None:
        from game.workshop.mod_list import list_mods

        catalogue = self.app.catalogue
        folder, extra, disabled = catalogue.user_mods_dir, catalogue.mod_dirs, catalogue.disabled_mods
        results = self.loaded_problems()
        self.wanted = False
        self.seen = catalogue.generation
        self.listing = Task(lambda: list_mods(folder, extra, disabled, results), "orrery-list-mods")

    def loading(self) -> bool:
        return any(e.status == LOADING for e in self.app.catalogue.entries)

    def entries(self) -> list:
        """The list's rows: each mod, then the problems outside the mods' folders if any."""
        if self.mods is None:
            return []
        rows = list(self.mods.mods)
        if self.mods.other_problems:
            rows.append(OTHER)
        return rows

    def chosen(self):
        rows = self.entries()
        found = next((r for r in rows if r != OTHER and r.id == self.selected), None)
        if found is None and self.selected == OTHER and OTHER in rows:
            return OTHER
        return found or (rows[0] if rows else None)

    # --- layout ----------------------------------------------------------------------------------
    def areas(self) -> tuple[pygame.Rect, pygame.Rect, int]:
        """(the list, the details, the foot's top), in window pixels."""
        m = self.metrics
        px, (cw, ch) = m.px, m.canvas
        list_w = min(LIST_W, (cw - 2 * PAD) * 0.45)
        foot = ch - 18 - FOOT_H
        height = foot - 18 - HEAD_H
        return (pygame.Rect(px(PAD), px(HEAD_H), px(list_w), px(height)),
                pygame.Rect(px(PAD + list_w + 16), px(HEAD_H), px(cw - 2 * PAD - list_w - 16), px(height)), px(foot))

    def rows_per_page(self) -> int:
        listed, _, _ = self.areas()
        px = self.metrics.px
        return max(1, (listed.h - px(16 + FOOT_H + 8) + px(ROW_GAP)) // px(ROW_H + ROW_GAP))

    def build(self) -> None:
        self.clear_controls()
        px = self.metrics.px
        listed, details, foot = self.areas()
        rows = self.entries()
        per = self.rows_per_page()
        pages = max(1, -(-len(rows) // per))
        self.page = min(self.page, pages - 1)
        chosen = self.chosen()
        y = listed.y + px(10)
        for row in rows[self.page * per:(self.page + 1) * per]:
            x = listed.x + px(10)
            width = listed.w - px(20)
            if row == OTHER:
                count = sum(len(p) for p in self.mods.other_problems.values())
                self.button("mod:other", (x, y, width, px(ROW_H)), f"Built-in files: {counted(count, 'problem')}",
                            lambda: self.select(OTHER), style="choice_on" if chosen == OTHER else "choice_off",
                            tooltip="Problems in the built-in files that a mod causes (it removed what they name)")
            else:
                on = row.enabled
                self.button(f"switch:{row.id}", (x, y, px(SWITCH_W), px(ROW_H)), "On" if on else "Off",
                            lambda r=row: self.switch(r), style="choice_on" if on else "choice_off",
                            enabled=not row.from_command_line,
                            tooltip=("Named with --mod: always on" if row.from_command_line else
                                     f"Switch {row.name} {'off' if on else 'on'}: every game loads again at once"))
                label = f"{row.name} {row.version}".strip() + f"  \u00b7  {row.state}"
                self.button(f"mod:{row.id}", (x + px(SWITCH_W + 8), y, width - px(SWITCH_W + 8), px(ROW_H)), label,
                            lambda r=row: self.select(r.id), style="choice_on" if row is chosen else "choice_off",
                            tooltip=row.description or None)
            y += px(ROW_H + ROW_GAP)
        if pages > 1:
            bottom = listed.bottom - px(10 + FOOT_H)
            self.button("page:prev", (listed.x + px(10), bottom, px(60), px(FOOT_H)), "\u25c2", lambda: self.turn(-1),
                        style="small_button", enabled=self.page > 0)
            self.button("page:next", (listed.right - px(70), bottom, px(60), px(FOOT_H)), "\u25b8", lambda: self.turn(1),
                        style="small_button", enabled=self.page < pages - 1)
        self.box = None
        if chosen is not None:
            if chosen == OTHER:
                text = "<br>".join(f"<b>{game}</b>:<br>{error_html(problems)}"
                                   for game, problems in sorted(self.mods.other_problems.items()))
            else:
                text = details_html(chosen, self.app.catalogue)
            box_rect = pygame.Rect(details.x, details.y, details.w, details.h - px(FOOT_H + 16))
            self.box = pygame_gui.elements.UITextBox(text, box_rect, self.ui)
            self.track("mod_details", self.box)
            if chosen != OTHER:
                shown = [g for g in chosen.games if self.app.catalogue.entry(g) is not None]
                self.button("gallery", (details.x, details.bottom - px(FOOT_H), px(220), px(FOOT_H)), "Gallery",
                            lambda g=shown: self.open_gallery(g[0], chosen.id), enabled=bool(shown) and chosen.enabled,
                            tooltip=f"What {chosen.name} adds and changes, card by card")
        self.button("back", (px(PAD), foot, px(150), px(FOOT_H)), "Back", self.back)
        self.button("open_folder", (px(PAD + 160), foot, px(240), px(FOOT_H)), "Open mods folder", self.open_folder,
                    tooltip="Show the mods folder in the file manager (made if need be)",
                    enabled=self.app.catalogue.user_mods_dir is not None)
        self.button("new_mod", (px(PAD + 410), foot, px(180), px(FOOT_H)), "New mod", self.new_mod, style="primary",
                    tooltip="Write a small working mod to start from (as --new-mod does)",
                    enabled=self.app.catalogue.user_mods_dir is not None)

    # --- actions ----------------------------------------------------------------------------------
    def select(self, key: str) -> None:
        self.selected = key
        self.build()

    def turn(self, step: int) -> None:
        self.page += step
        self.build()

    def switch(self, mod) -> None:
        from game.workshop.switches import switch_in_app

        switch_in_app(self.app, mod.id, not mod.enabled)
        self.selected = mod.id
        self.message, self.message_bad = f"{mod.name} switched {'off' if mod.enabled else 'on'}; loading the games again\u2026", False
        self.wanted = True

    def open_gallery(self, game_id: str, mod_id: str) -> None:
        from .scene import GalleryScene

        self.app.push(GalleryScene(self.app, game_id, mod=mod_id))

    def open_folder(self) -> None:
        from game.workshop.open_folder import open_mods_folder

        self.opening = Task(open_mods_folder, "orrery-open-folder")

    def new_mod(self) -> None:
        from .new_mod import NewModScene

        self.app.push(NewModScene(self.app, self.mod_written))

    def mod_written(self, folder) -> None:
        """The New mod dialog wrote `folder`: the games load again with it, and it is shown."""
        self.app.catalogue.reload()
        self.selected = folder.name
        self.message, self.message_bad = f"Wrote {folder}: edit its files, and this list and the gallery follow.", False
        self.wanted = True

    def handle_key(self, event) -> bool:
        if event.key == pygame.K_F5:
            self.app.catalogue.reload()
            self.wanted = True
            return True
        return self.box is not None and scroll_box(self.box, event)

    # --- frames -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.watch is not None and self.watch.take_news():
            self.wanted = True
        if self.app.catalogue.generation != self.seen:
            self.wanted = True
        if self.wanted and not self.loading() and (self.listing is None or self.listing.done):
            self.make_list()
        if self.listing is not None and self.listing.done:
            task, self.listing = self.listing, None
            if task.error is not None:
                self.message, self.message_bad = f"The mods could not be listed: {task.error}", True
            else:
                self.mods = task.result
                if self.message.endswith("\u2026"):
                    self.message = ""
            self.build()
        if self.opening is not None and self.opening.done:
            task, self.opening = self.opening, None
            problem = task.result if task.error is None else str(task.error)
            self.message_bad = bool(problem)
            self.message = problem or f"Opened {self.app.catalogue.user_mods_dir} in the file manager."
        super().update(dt)

    def settled(self) -> bool:
        return (self.mods is not None and self.listing is None and not self.wanted and not self.loading()
                and self.watch is not None and self.watch.started)

    def draw_scene(self, surface: pygame.Surface) -> None:
        m = self.metrics
        px, width = m.px, m.size[0] - m.px(2 * PAD)
        listed, details, foot = self.areas()
        look.blit_text(surface, "Mods", m.font_px(30), (px(PAD), px(16)), look.INK, "display")
        folder = self.app.catalogue.user_mods_dir
        where = f"Mods folder: {folder}" if folder is not None else "There is no user data folder, so no mods folder."
        look.blit_text(surface, fonts.shortened(where, m.font_px(14), width, "regular"), m.font_px(14),
                       (px(PAD), px(62)), look.MUTED)
        look.panel(surface, listed, radius=px(12))
        if self.mods is None:
            look.blit_text(surface, "Looking for mods\u2026", m.font_px(16), listed.center, look.MUTED, anchor="center")
        elif not self.mods.mods and not self.mods.other_problems:
            y = listed.y + px(16)
            words = ("No mods yet. New mod writes a small working one to start from; Open mods folder shows "
                     "where mods go.")
            for line in fonts.wrap(words, m.font_px(16), listed.w - px(32)):
                look.blit_text(surface, line, m.font_px(16), (listed.x + px(16), y), look.MUTED)
                y += fonts.font(m.font_px(16)).get_linesize()
        if self.message:  # beside the foot's buttons, on two lines at most
            left = px(PAD + 600)
            room, size = m.size[0] - px(PAD) - left, m.font_px(13)
            lines = fonts.wrap(self.message, size, room)
            if len(lines) > 2:
                lines = lines[:1] + [fonts.shortened(" ".join(lines[1:]), size, room, "regular")]
            line_h = fonts.font(size).get_linesize()
            y = foot + (px(FOOT_H) - line_h * len(lines)) // 2
            for line in lines:
                look.blit_text(surface, fonts.shortened(line, size, room, "regular"), size, (left, y),
                               look.DANGER if self.message_bad else look.MUTED)
                y += line_h
