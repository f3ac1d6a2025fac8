"""A question over the current scene with two answers: the safe one is the default.

Used before anything that cannot be taken back (deleting a save, quitting a game that is not
saved). Clicks in the first moments after it opens are ignored, so the second click of a
double-click can never answer it; Enter and Esc give the safe answer."""

from __future__ import annotations

import pygame

from .message import MessageScene

ARM_S = 0.4  # seconds during which clicks on the question are ignored


class ConfirmScene(MessageScene):
    name = "confirm"
    default_button = "cancel"

    def __init__(self, app, title: str, text: str, confirm_label: str, on_confirm, cancel_label: str = "Cancel",
                 on_cancel=None):
        super().__init__(app, title, text)
        self.confirm_label, self.cancel_label = confirm_label, cancel_label
        self.on_confirm, self.on_cancel = on_confirm, on_cancel
        self.age = 0.0

    def build(self) -> None:
        self.lay_out()
        px = self.metrics.px
        row, w, h = self.box.bottom - px(64), (self.box.w - px(48 + 24)) // 2, px(45)
        self.button("cancel", (self.box.left + px(24), row, w, h), self.cancel_label, self.back, style="primary")
        self.button("confirm", (self.box.right - px(24) - w, row, w, h), self.confirm_label, self.confirm,
                    style="danger")

    @property
    def armed(self) -> bool:
        return self.age >= ARM_S

    def confirm(self) -> None:
        if not self.armed:
            return
        self.app.stack.pop()
        self.on_confirm()

    def back(self) -> None:
        self.app.sounds.play("back")
        self.app.stack.pop()
        if self.on_cancel is not None:
            self.on_cancel()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.armed and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return True  # too soon to be an answer: the end of the click that opened this
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        self.age += dt
        super().update(dt)
