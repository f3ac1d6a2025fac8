"""Learn to play, when the tutorial was left before its end: go on from the chapter it was left in
(the default), or start from the beginning. Esc goes back to the title."""

from __future__ import annotations

from .message import MessageScene


class TutorialResumeScene(MessageScene):
    name = "tutorial_resume"
    default_button = "resume"

    def __init__(self, app, entry, script, chapter: int):
        title = script.chapters[chapter].title
        super().__init__(app, f"Learn to play {entry.title}",
                         f"You left the tutorial in chapter {chapter + 1} of {len(script.chapters)}, {title}. "
                         "Go on from there, or start from the beginning?")
        self.entry, self.chapter = entry, chapter

    def build(self) -> None:
        self.lay_out()
        px = self.metrics.px
        row, w, h = self.box.bottom - px(64), (self.box.w - px(48 + 24)) // 2, px(45)
        self.button("resume", (self.box.left + px(24), row, w, h), f"Go on at chapter {self.chapter + 1}",
                    lambda: self.start(self.chapter), style="primary")
        self.button("restart", (self.box.right - px(24) - w, row, w, h), "Start from the beginning",
                    lambda: self.start(0))

    def start(self, chapter: int) -> None:
        from ..tutorial.start import open_tutorial

        self.app.stack.pop()
        open_tutorial(self.app, self.entry, chapter)

    def back(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()
