"""Load: the saved games, newest first. Each row says what it is (autosave or saved, in progress
or finished with its result, or why it cannot be read); choosing one resumes it, and its Delete
asks first."""

from __future__ import annotations

import pygame

from game import userdata

from .. import fonts, look
from ..menu import UIScene
from ..tasks import Task
from .game_over import format_points

BOX = pygame.Rect(260, 160, 1080, 600)  # on the classic stage (the old 1600x900 coordinates, in the middle)
PER_PAGE = 8
ROW_H, ROW_STEP = 58, 66
DELETE_W = 130
TEXT_PAD = 18


def result_text(info) -> str:
    """"Finished: Ann won  ·  Ann 34, Hal 25" from a finished game's save."""
    winners = list(info.winners)
    if len(winners) == 1:
        who = f"{winners[0]} won"
    elif winners:
        who = f"{', '.join(winners[:-1])} and {winners[-1]} shared the win"
    else:
        who = "game over"
    scores = ", ".join(f"{name} {format_points(score)}" for name, score in info.scores)
    return f"Finished: {who}" + (f"  \u2022  {scores}" if scores else "")


def row_lines(info, active_mods=None) -> tuple[str, str, tuple]:
    """The two lines of a row and the colour of the second; `active_mods`: the mods its game uses
    now, to mark those the save was made with that are missing."""
    from game.core.saves import mods_note

    kind = "Autosave" if info.autosave else "Saved"
    if not info.readable:
        return info.path.name, info.problem, look.DANGER
    first = f"{info.title}  \u2022  {', '.join(info.players)}"
    mods = mods_note(info.mods, active_mods)
    mods = f"  \u2022  {mods}" if mods else ""
    if info.finished:
        return first, f"{result_text(info)}  \u2022  {kind} {info.saved_at}{mods}", look.GOLD
    return first, f"In progress  \u2022  {kind} {info.saved_at}{mods}", look.MUTED


def row_rect(index: int) -> pygame.Rect:
    """A row's place in the stage's units."""
    return pygame.Rect(BOX.left + 30, BOX.top + 30 + index * ROW_STEP, BOX.width - 60 - DELETE_W - 12, ROW_H)


class LoadGameScene(UIScene):
    name = "load"
    default_button = "back"
    legacy_canvas = False

    def __init__(self, app):
        super().__init__(app)
        self.saves = None  # list[SaveInfo] once read
        self.page = 0
        self.task: Task | None = None
        self.rows: list[tuple[pygame.Rect, str, str, tuple]] = []  # drawn text of the visible rows

    def enter(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        from game.core.saves import list_saves

        def read():
            try:
                return list_saves(userdata.saves_dir())
            except userdata.UserDataError:
                return []

        self.task = Task(read, "orrery-list-saves")
        self.build()

    def build(self) -> None:
        self.clear_controls()
        self.rows = []
        st = self.stage = self.metrics.classic_stage()
        saves = self.saves or []
        pages = max(1, -(-len(saves) // PER_PAGE))
        self.page = min(self.page, pages - 1)
        for i, info in enumerate(saves[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]):
            place = row_rect(i)
            rect = st.rect(*place)
            entry = self.app.catalogue.entry(info.game)
            content = entry.content if entry is not None else None
            first, second, colour = row_lines(info, getattr(content, "mod_versions", None))
            width = rect.width - 2 * st.px(TEXT_PAD)
            self.rows.append((rect, fonts.shortened(first, st.text(17), width, "bold"),
                              fonts.shortened(second, st.text(15), width, "regular"), colour))
            self.button(f"save:{info.path.name}", rect, "", lambda p=info.path: self.open(p), style="list_item")
            self.button(f"delete:{info.path.name}", st.rect(place.right + 12, place.top, DELETE_W, ROW_H), "Delete",
                        lambda i=info: self.ask_delete(i), style="danger", tooltip="Delete this save (asks first)")
        self.button("prev", st.rect(BOX.left, BOX.bottom + 30, 160, 58), "\u2190 Newer", lambda: self.turn(-1),
                    enabled=self.page > 0)
        self.button("next", st.rect(BOX.left + 176, BOX.bottom + 30, 160, 58), "Older \u2192", lambda: self.turn(1),
                    enabled=self.page < pages - 1)
        self.button("back", st.rect(BOX.right - 260, BOX.bottom + 30, 260, 58), "Back", self.back, style="primary")

    def turn(self, step: int) -> None:
        self.page += step
        self.focus = None
        self.build()

    def open(self, path) -> None:
        from .loading import LoadingScene

        self.app.push(LoadingScene(self.app, path))

    def ask_delete(self, info) -> None:
        from .confirm import ConfirmScene

        m = self.metrics
        width = m.px(ConfirmScene.WIDTH - 64)
        what = "\n".join(fonts.shortened(line, m.font_px(ConfirmScene.TEXT), width, "regular")
                         for line in row_lines(info)[:2])
        self.app.push(ConfirmScene(self.app, "Delete this save?", f"{what}\nA deleted save cannot be brought back.",
                                   "Delete", lambda: self.delete(info.path), cancel_label="Keep it"))

    def delete(self, path) -> None:
        from game.core.saves import delete_save, list_saves

        def work():
            delete_save(path)
            return list_saves(userdata.saves_dir())

        self.task = Task(work, "orrery-delete-save")

    def update(self, dt: float) -> None:
        if self.task is not None and self.task.done:
            task, self.task = self.task, None
            if task.error is None:
                self.saves = task.result
            else:
                from game.core.errors import SaveError

                self.app.show_message("The save was not deleted", str(task.error) if isinstance(task.error, SaveError)
                                      else f"{type(task.error).__name__}: {task.error}")
                self.refresh()
            self.build()
        super().update(dt)

    def settled(self) -> bool:
        return self.task is None

    def draw_scene(self, surface: pygame.Surface) -> None:
        st = self.stage
        look.heading(surface, "Load a game", st.point(800, 40), st.text(44), scale=st.scale)
        look.panel(surface, st.rect(*BOX), radius=st.px(14))
        if self.saves is not None and not self.saves:
            look.blit_text(surface, "No saved games yet. Games save themselves after every turn.", st.text(19),
                           st.point(*BOX.center), look.MUTED, anchor="center")

    def draw_over(self, surface: pygame.Surface) -> None:
        st = self.stage
        for rect, first, second, colour in self.rows:
            look.blit_text(surface, first, st.text(17), (rect.left + st.px(TEXT_PAD), rect.top + st.px(6)), look.INK, "bold")
            look.blit_text(surface, second, st.text(15), (rect.left + st.px(TEXT_PAD), rect.top + st.px(32)), colour)
