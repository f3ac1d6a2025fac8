"""The Mods screen's "New mod": a name and a game, then the small working mod `--new-mod` writes
(game.workshop.new_mod: one changed and one new card, technology or variant, every line
commented) into the mods folder, written on a worker thread. A name that cannot be a mod id, or
a folder that exists already, is said in place and nothing is written."""

from __future__ import annotations

import pygame
import pygame_gui

from game.workshop.new_mod import DEFAULT_GAME, TEMPLATES, NewModError, name_problem, write_new_mod

from .. import fonts, look
from ..menu import UIScene
from ..tasks import Task

WIDTH, HEIGHT = 700, 380  # design units


def free_name(folder, base: str = "my_first_mod") -> str:
    """`base`, or base_2, base_3... whichever is not a folder in `folder` yet."""
    if folder is None or not (folder / base).exists():
        return base
    n = 2
    while (folder / f"{base}_{n}").exists():
        n += 1
    return f"{base}_{n}"


class NewModScene(UIScene):
    name = "new_mod"
    opaque = False
    default_button = "write"
    legacy_canvas = False

    def __init__(self, app, on_written):
        super().__init__(app)
        self.on_written = on_written
        self.folder = app.catalogue.user_mods_dir
        self.mod_name = free_name(self.folder)
        self.game = DEFAULT_GAME
        self.problem = ""
        self.writing: Task | None = None
        self.entry = None

    def box(self) -> pygame.Rect:
        m = self.metrics
        rect = pygame.Rect(0, 0, min(m.px(WIDTH), m.size[0] - m.px(24)), m.px(HEIGHT))
        rect.center = (m.size[0] // 2, m.size[1] // 2)
        return rect

    def build(self) -> None:
        self.clear_controls()
        px, box = self.metrics.px, self.box()
        inner = box.w - px(64)
        self.entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(box.x + px(32), box.y + px(110), inner, px(44)),
                                                         self.ui, initial_text=self.mod_name)
        self.entry.set_text_length_limit(40)
        self.track("name", self.entry, focusable=True)
        titles = {e.id: e.title for e in self.app.catalogue.entries}
        games = [g for g in TEMPLATES if g in titles]
        width = (inner - px(10) * (len(games) - 1)) // max(1, len(games))
        for i, game in enumerate(games):
            self.button(f"game:{game}", (box.x + px(32) + i * (width + px(10)), box.y + px(196), width, px(42)),
                        titles[game], lambda g=game: self.choose(g),
                        style="choice_on" if game == self.game else "choice_off")
        row = box.bottom - px(64)
        half = (inner - px(16)) // 2
        self.button("cancel", (box.x + px(32), row, half, px(44)), "Cancel", self.back)
        self.button("write", (box.right - px(32) - half, row, half, px(44)), "Write the mod", self.write,
                    style="primary", enabled=self.writing is None)

    def choose(self, game: str) -> None:
        self.game = game
        self.build()

    def handle_ui_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.mod_name = event.text.strip()
            self.problem = ""
            return True
        return False

    def write(self) -> None:
        problem = name_problem(self.mod_name)
        if problem:
            self.problem = problem.removeprefix("--new-mod: ")
            self.app.sounds.play("error")
            return
        folder, name, game = self.folder, self.mod_name, self.game
        self.writing = Task(lambda: write_new_mod(folder, name, game), "orrery-new-mod")
        self.build()

    def update(self, dt: float) -> None:
        if self.writing is not None and self.writing.done:
            task, self.writing = self.writing, None
            if task.error is None:
                self.app.stack.pop()
                self.on_written(task.result)
                return
            self.problem = str(task.error) if isinstance(task.error, NewModError) else \
                f"The mod could not be written: {task.error}"
            self.app.sounds.play("error")
            self.build()
        super().update(dt)

    def draw_scene(self, surface: pygame.Surface) -> None:
        m, box = self.metrics, self.box()
        px, width = m.px, box.w - m.px(64)
        look.dim(surface)
        look.panel(surface, box, 240, px(12), look.ACCENT)
        look.blit_text(surface, "New mod", m.font_px(25), (box.centerx, box.y + px(20)), look.GOLD, "display", "midtop")
        look.blit_text(surface, "Its id (small letters, digits and _):", m.font_px(15), (box.x + px(32), box.y + px(80)),
                       look.INK, "bold")
        look.blit_text(surface, "The game it changes:", m.font_px(15), (box.x + px(32), box.y + px(166)), look.INK, "bold")
        changed, added, _ = TEMPLATES[self.game]
        words = self.problem or (f"It changes one {changed} and adds one {added}, every line commented, and loads as "
                                 f"written; it goes into {self.folder}.")
        y = box.y + px(252)
        for line in fonts.wrap(words, m.font_px(14), width)[:3]:
            look.blit_text(surface, fonts.shortened(line, m.font_px(14), width, "regular"), m.font_px(14),
                           (box.x + px(32), y), look.DANGER if self.problem else look.MUTED)
            y += fonts.font(m.font_px(14)).get_linesize()
