"""Hot-seat privacy: covers the whole screen until the named player clicks or presses Enter."""

from __future__ import annotations

import pygame

from .. import fonts, look
from ..identity import draw_seat_marker
from ..menu import UIScene

CARD = (360, 208, 560, 304)  # on the 1280x720 stage (metrics.py)


class PassScene(UIScene):
    """Opaque on purpose: nothing of the table below is drawn while it shows."""

    name = "pass"
    opaque = True
    default_button = "ready"
    legacy_canvas = False

    def __init__(self, app, seat, player: int, then=None, reason: str = ""):
        super().__init__(app)
        self.seat = seat
        self.player = player
        self.then = then
        self.reason = reason

    def enter(self) -> None:
        self.app.sounds.play("turn")
        super().enter()

    @property
    def card(self) -> pygame.Rect:
        return self.metrics.stage().rect(*CARD)

    def build(self) -> None:
        card, px = self.card, self.metrics.px
        self.button("ready", (card.centerx - px(128), card.bottom - px(77), px(256), px(48)), f"I am {self.seat.name[:18]}",
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
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.card.collidepoint(event.pos) \
                and not self.control("ready").element.get_abs_rect().collidepoint(event.pos):
            self.ready()  # a click anywhere on the card counts
            return True
        return super().handle_event(event)

    def draw_scene(self, surface: pygame.Surface) -> None:
        card, m = self.card, self.metrics
        px, width = m.px, card.w - m.px(32)
        look.panel(surface, card, 235, px(18), look.ACCENT)
        draw_seat_marker(surface, (card.centerx, card.top + px(56)), px(21), self.seat, self.player,
                         self.app.settings.colour_blind)
        title = fonts.shortened(f"Pass to {self.seat.name}", m.font_px(36), width, "display")
        look.blit_text(surface, title, m.font_px(36), (card.centerx, card.top + px(92)), look.INK, "display", "midtop")
        reason = self.reason or "Everyone else, look away: what only they may see is about to show."
        y = card.top + px(146)
        for line in fonts.wrap(reason, m.font_px(15), width)[:2]:
            look.blit_text(surface, line, m.font_px(15), (card.centerx, y), look.MUTED, anchor="midtop")
            y += fonts.font(m.font_px(15)).get_linesize()
        look.blit_text(surface, "Click or press Enter when you are ready.", m.font_px(13), (card.centerx, y + px(4)),
                       look.FAINT, anchor="midtop")
