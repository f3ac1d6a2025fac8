"""Esc during a tutorial: go back to it, skip the step (its move is played for you), skip the
rest of the chapter, read the rules, or leave (the tutorial resumes at this chapter next time)."""

from __future__ import annotations

import pygame

from .. import fonts, look
from ..menu import UIScene

BOX = (400, 160, 480, 400)  # on the 1280x720 stage (metrics.py): five buttons under the title
NOTE = 14


class TutorialMenuScene(UIScene):
    name = "tutorial_menu"
    opaque = False
    default_button = "back"
    legacy_canvas = False

    def __init__(self, app, coach):
        super().__init__(app)
        self.coach = coach

    @property
    def box(self) -> pygame.Rect:
        return self.metrics.stage().rect(*BOX)

    def build(self) -> None:
        box, px = self.box, self.metrics.px
        definition = self.coach.session.definition
        run = self.coach.run
        last_chapter = run.chapter == len(self.coach.script.chapters) - 1
        items = (("back", "Back to the tutorial", self.back, "primary", None),
                 ("skip_step", "Skip step", self.skip_step, None, "The tutorial plays this step's move for you."),
                 ("skip_chapter", "Skip the rest of the tutorial" if last_chapter else "Skip chapter",
                  self.skip_chapter, None, "The tutorial plays the moves left in this chapter for you."),
                 ("rules", "Rules", self.rules, None, None),
                 ("leave", "Leave the tutorial", self.leave, "danger",
                  "Back to the title. Learn to play starts again at this chapter."))
        y = box.top + px(84)
        for bid, label, action, style, tip in items:
            enabled = bid != "rules" or bool(definition.rules_help)
            self.button(bid, (box.left + px(48), y, box.width - px(96), px(45)), label, action, style=style,
                        tooltip=tip, enabled=enabled)
            y += px(56)

    def back(self) -> None:
        self.app.stack.pop()

    def skip_step(self) -> None:
        self.app.stack.pop()
        self.coach.skip_step()

    def skip_chapter(self) -> None:
        self.app.stack.pop()
        self.coach.skip_chapter()

    def rules(self) -> None:
        from .rules_help import RulesHelpScene

        definition = self.coach.session.definition
        self.app.push(RulesHelpScene(self.app, definition.title, definition.rules_help))

    def leave(self) -> None:
        self.app.to_title()

    def draw_scene(self, surface: pygame.Surface) -> None:
        m, box = self.metrics, self.box
        run = self.coach.run
        look.dim(surface)
        look.panel(surface, box, 240, m.px(12), look.ACCENT)
        look.blit_text(surface, "Tutorial", m.font_px(32), (box.centerx, box.top + m.px(18)), look.INK, "display",
                       "midtop")
        where = f"Chapter {run.chapter + 1} of {len(self.coach.script.chapters)}, step {run.step_in_chapter()}: " \
                f"{self.coach.script.chapters[run.chapter].title}"
        size = m.font_px(NOTE)
        look.blit_text(surface, fonts.shortened(where, size, box.w - m.px(40), "regular"), size,
                       (box.centerx, box.top + m.px(58)), look.MUTED, anchor="midtop")
