"""Hot-seat privacy: covers the whole screen until the named player clicks or presses Enter."""

from __future__ import annotations

import pygame

from .. import look
from ..identity import draw_seat_marker
from ..menu import UIScene

CARD = pygame.Rect(0, 0, 700, 380)
CARD.center = (800, 450)


class PassScene(UIScene):
    """Opaque on purpose: nothing of the table below is drawn while it shows."""

    name = "pass"
    opaque = True
    default_button = "ready"

    def __init__(self, app, seat, player: int, then=None, reason: str = ""):
        super().__init__(app)
        self.seat = seat
        self.player = player
        self.then = then
        self.reason = reason

    def enter(self) -> None:
        self.app.sounds.play("turn")
        self.button("ready", (CARD.centerx - 160, CARD.bottom - 96, 320, 60), f"I am {self.seat.name[:18]}",
                    self.ready, style="primary")

    def ready(self) -> None:
        self.app.stack.pop()
        if self.then is not None:
            self.then()

    def back(self) -> None:
        pass  # only the named player's click lifts the screen; Esc must not reveal anything

    def whose_turn(self) -> list[str]:
        return [self.seat.name]

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and CARD.collidepoint(event.pos) \
                and not self.control("ready").element.get_abs_rect().collidepoint(event.pos):
            self.ready()  # a click anywhere on the card counts
            return True
        return super().handle_event(event)

    def draw_scene(self, surface: pygame.Surface) -> None:
        look.panel(surface, CARD, 235, 22, look.ACCENT)
        draw_seat_marker(surface, (CARD.centerx, CARD.top + 70), 26, self.seat, self.player,
                         self.app.settings.colour_blind)
        look.blit_text(surface, f"Pass to {self.seat.name}", 44, (CARD.centerx, CARD.top + 116), look.INK,
                       "display", "midtop")
        look.blit_text(surface, self.reason or "Everyone else, look away: what only they may see is about to show.", 18,
                       (CARD.centerx, CARD.top + 186), look.MUTED, anchor="midtop")
        look.blit_text(surface, "Click or press Enter when you are ready.", 16, (CARD.centerx, CARD.top + 220),
                       look.FAINT, anchor="midtop")
