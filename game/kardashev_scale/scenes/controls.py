"""Where the player's input goes on the Kardashev Scale table: the controls the table draws itself
for the decision of the moment (dial segments, buyable market cards, the picker's spaces, payments,
answers and +/- buttons), each a `widgets.Control` whose click makes one of the viewer's legal
actions; the keys (C/T/R/A or 1-4 set the dial, Esc or a right-click puts back a card being
placed); and what a hint outlines. The base table's click rule (game/ui/clicks.py) hit-tests
press and release with `target_at` and calls `click_target`.

A mixin of `table.TableScene`: it reads the scene's decision (`pending_kind`, `deciding`), layout
`lay`, panel and modal places, and keeps `placing` (the market card chosen, waiting for its
pyramid space) and the controls found for the moment."""

from __future__ import annotations

import math

import pygame

from ..rules.actions import BuyCard, ChooseOption, Pay, PickDial
from ..rules.terms import PICKS, TIERS
from . import pickers
from .art import dial_segment_at
from .widgets import Control

DIAL_KEYS = {pygame.K_c: "conflict", pygame.K_t: "trade", pygame.K_r: "research", pygame.K_a: "advance",
             pygame.K_1: "conflict", pygame.K_2: "trade", pygame.K_3: "research", pygame.K_4: "advance"}


class TableControls:
    def controls(self) -> list[Control]:
        key = (self.moment(), self.placing, tuple(self.discard_pick), self.animating(), id(self.lay))
        if key == self._controls_key:
            return self._controls
        self._controls_key = key
        found: list[Control] = []
        kind, player, view = self.pending_kind(), self.deciding(), self.view()
        if kind == "pick_dial":
            found += [self._dial_control(pick) for pick in PICKS]
        elif kind == "buy":
            if self.placing is None:
                buyable = {(a.tier, a.slot) for a in view.legal_actions(player) if type(a) is BuyCard}
                found += [Control(f"market:{tier}:{slot}", self.market_rect(view, tier, slot),
                                  lambda t=tier, s=slot: self._start_placing(t, s)) for tier, slot in sorted(buyable)]
            else:
                found += pickers.placement_controls(self, view, player)
        elif kind == "pay":
            found += pickers.payment_controls(self, view, player)
        elif kind in ("choose_token", "choose_neighbour_token"):
            found += pickers.option_controls(self, view, player)
        elif kind == "discard":
            found += pickers.discard_controls(self, view, player)
        self._controls = found
        return found

    def _dial_control(self, pick: str) -> Control:
        centre, radius = self.panel.picker_centre, self.panel.picker_radius
        angle = math.radians(pickers.dial_angle(pick))
        rect = pygame.Rect(0, 0, self.lay.px(46), self.lay.px(46))
        rect.center = (int(centre[0] + radius * 0.66 * math.cos(angle)), int(centre[1] + radius * 0.66 * math.sin(angle)))
        return Control(f"dial:{pick}", rect, lambda: self.set_dial(pick),
                       hit=lambda pos: dial_segment_at(centre, radius, pos) == pick)

    def _start_placing(self, tier: str, slot: int) -> None:
        self.placing = (tier, slot)
        self.play_sound("card")

    def cancel_placing(self) -> None:
        self.placing = None

    def table_items(self):
        return [(c.id, c.rect) for c in self.controls()]

    def hint_targets(self, action) -> list[str]:
        """The dial segment, the market card (or, while it is being placed, its pyramid space),
        the payment or the answer a hint is about."""
        if isinstance(action, PickDial):
            return [f"dial:{action.choice}"]
        if isinstance(action, BuyCard):
            placing = self.placing == (action.tier, action.slot)
            return [f"place:{action.column}"] if placing else [f"market:{action.tier}:{action.slot}"]
        if isinstance(action, Pay):
            return [pickers.pay_id(action)]
        if isinstance(action, ChooseOption):
            return [f"option:{action.option}"]
        return []

    def ui_moment(self):
        return self.placing  # which card the pyramid spaces would place (the dial and +/- mean the same)

    # ------------------------------------------------------------------ input
    def target_at(self, pos) -> str | None:
        return next((c.id for c in self.controls() if c.contains(pos)), None)

    def click_target(self, target: str) -> None:
        if self.animating():
            return  # a click during an animation is ignored
        control = next((c for c in self.controls() if c.id == target), None)
        if control is not None:
            control.on_click()

    def click_elsewhere(self, pos) -> None:
        if self.placing is not None and not self.modal.rect.collidepoint(pos):
            self.placing = None  # a click outside the placement picker puts the card back

    def local_undo_label(self) -> str | None:
        if self.placing is not None and self.asked() == "buy":
            tier, slot = self.placing
            card_id = self.view().market[TIERS.index(tier)][slot]
            return f"choose {self.view().content.card(card_id).name}" if card_id else None
        return None

    def local_undo(self) -> None:
        self.placing = None

    def handle_event(self, event) -> bool:
        self.note_pointer(event)  # hover.py: the large card waits for the mouse to move after a click
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.placing is not None:
            self.placing = None
            return True
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return True
        return super().handle_event(event)

    def handle_key(self, event) -> bool:
        """Keys for the common choices: C/T/R/A (or 1-4) set the dial, Esc puts back a card being
        placed (otherwise Esc opens the menu); Enter takes the highlighted choice (the base)."""
        if self.animating():
            return False
        if self.pending_kind() == "pick_dial" and event.key in DIAL_KEYS and not event.mod & pygame.KMOD_CTRL:
            self.set_dial(DIAL_KEYS[event.key])
            return True
        if event.key == pygame.K_ESCAPE and self.placing is not None:
            self.placing = None
            return True
        return False
