"""What the pointer is over on the Kardashev Scale table and what hovering it shows: the large
card for a card in the market, a pyramid or an open picker (over the log, never over what the
player decides about), a seat's score so far line by line, and a seat's whole name when its area
had to shorten it. The large card waits for the mouse to move after a click, so a card just
placed does not pop up under the resting pointer.

A mixin of `table.TableScene`: it reads the scene's layout `lay`, seat places `seats`, table
model, director and pointer, and keeps `hover_armed` (set by `note_pointer`)."""

from __future__ import annotations

import pygame

from game.ui import fonts, look
from game.ui.scenes.game_over import format_points

from . import pickers, tips
from .large_face import LARGE_W, large_card
from .seats import name_layout


class Hovering:
    hover_armed = False  # the large card waits for the mouse to move after a click

    def note_pointer(self, event) -> None:
        """No large card right after a click: only once the mouse moves on."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.hover_armed = False
        elif event.type == pygame.MOUSEMOTION and getattr(event, "pos", None) != self.pointer:
            self.hover_armed = True

    def shows_hover(self) -> bool:
        """Hovering shows only under a scene showing this table (the final position after the
        game), never under a menu."""
        top = self.app.stack.top
        return top is self or getattr(top, "table", None) is self

    def hover_rect(self) -> pygame.Rect | None:
        shown = self.hover_card(self.view()) if self.shows_hover() else None
        return None if shown is None else shown[1]

    def _draw_hover(self, surface, view) -> None:
        """The large card for the card under the mouse, or else a seat's score or name tip."""
        if not self.shows_hover():
            return
        shown = self.hover_card(view)
        if shown is None:
            if self.hover_armed:
                self._draw_name_tip(surface)
                self._draw_score_tip(surface)
            return
        image, rect = shown
        pygame.draw.rect(surface, (0, 0, 0), rect.move(self.lay.px(5), self.lay.px(7)), border_radius=self.lay.px(16))
        fonts.cover_texts(surface, rect)  # the card hides the log under it: its lines are no longer read
        look.blit(surface, image, rect)

    def hover_card(self, view):
        """(image, rect) of the large card to show now, or None: over the log, once the mouse
        has moved since the last click."""
        if not self.hover_armed:
            return None
        hit = self.card_under_mouse(view)
        if hit is None:
            return None
        card, _, reason = hit
        spot = self.lay.hover_spot
        image = large_card(card, reason, self.lay.scale, min(LARGE_W, round(spot.w / self.lay.scale)))
        rect = image.get_rect(midtop=(spot.centerx, spot.y + self.lay.px(3)))
        if rect.bottom > self.metrics.size[1]:
            rect.bottom = self.metrics.size[1]
        return image, rect

    def score_tip(self, p: int) -> list[tuple[str, str]]:
        """The lines of a seat's projected score, as its hover shows them."""
        total, lines = self.projected(p)
        rows = [(line.label, format_points(line.points)) for line in lines]
        return rows + [("If the game ended now", format_points(total))]

    def _draw_score_tip(self, surface) -> None:
        """Hovering a seat's score: what it is made of (base VP and each game-end ability)."""
        for p, places in self.seats.items():
            if places.score_rect.collidepoint(self.pointer):
                tips.draw_score_tip(surface, self.lay, places.area, f"{self.seat_name(p)}: score so far",
                                    self.score_tip(p), self.metrics.size[1])
                return

    def _draw_name_tip(self, surface) -> None:
        """A seat's whole name, when it was too long for its area (a name of dozens of letters)."""
        for p, places in self.seats.items():
            if places.name_rect.collidepoint(self.pointer):
                name = self.seat_name(p)
                if name_layout(name, places.name_width, self.lay.scale)[0] != name:
                    tips.draw_name_tip(surface, self.lay, name, places.name_rect, self.metrics.rect)
                return

    def card_under_mouse(self, view):
        """(card, its rect, why it cannot be bought) under the pointer: in an open picker, else
        in the market or a pyramid; None over anything else."""
        pos = self.pointer
        if pickers.modal_open(self, self.pending_kind()):
            return pickers.card_under_mouse(self, view, pos)
        hidden = self.director.hidden_slots()
        for slot in self.table().market:
            rect = self.market_rect(view, slot.tier, slot.slot)
            if slot.card_id is not None and (slot.tier, slot.slot) not in hidden and rect.collidepoint(pos):
                return view.content.card(slot.card_id), rect, slot.reason
        for p, places in self.seats.items():
            if places.area.collidepoint(pos):
                for _, _, card_id, rect in places.pyramid(view.pyramids[p]).cards(view.pyramids[p]):
                    if rect.collidepoint(pos):
                        return view.content.card(card_id), rect, ""
        return None
