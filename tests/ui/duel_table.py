"""A small real table scene for the toy game of tests/core (High Card Duel), built only on the
documented TableScene API: it is both the UI tests' game and a worked example for game authors."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pygame_gui

from game.ui import look
from game.ui.table import TableScene
from tests.core import toygame

CARD_W, CARD_H = 120, 170


class DuelTable(TableScene):
    name = "duel_table"

    def __init__(self, app, session):
        super().__init__(app, session)
        self.buttons: dict = {}  # pygame_gui button -> action
        self.shown_for = None  # (viewer, action count) the buttons were built for
        self.add_log_panel((1180, 120, 380, 640))
        self.add_undo_button((1180, 780, 180, 52))

    def rebuild(self) -> None:
        for button in self.buttons:
            button.kill()
        self.buttons.clear()
        player = self.viewer
        if player is None:
            return
        for i, action in enumerate(self.session.state.legal_actions(player)):
            rect = pygame.Rect(200 + i * (CARD_W + 30), 600, CARD_W, CARD_H)
            self.buttons[pygame_gui.elements.UIButton(rect, str(action.card), self.ui)] = action

    def update(self, dt: float) -> None:
        super().update(dt)
        # rebuilt only when this player's choices change, so a bot moving cannot eat a click
        legal = tuple(self.session.state.legal_actions(self.viewer)) if self.viewer is not None else ()
        key = (self.viewer, legal)
        if key != self.shown_for:
            self.shown_for = key
            self.rebuild()

    def handle_event(self, event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self.buttons.get(event.ui_element)
            if action is not None and self.viewer in self.session.state.to_act():
                self.play_sound("card")
                self.act(self.viewer, action)
                return True
        return super().handle_event(event)

    def on_state_replaced(self) -> None:
        self.shown_for = None

    def draw_table(self, surface) -> None:
        view = self.view()
        look.blit_text(surface, "High Card Duel", 40, (80, 40), look.INK, "display")
        for p, seat in enumerate(self.session.config.seats):
            y = 140 + p * 60
            self.draw_player_marker(surface, (100, y + 14), 12, p)
            look.blit_text(surface, f"{seat.name}: {view.scores[p]} points", 22, (130, y), look.INK)

    def table_items(self):
        return [(f"card:{a.card}", b.get_abs_rect()) for b, a in self.buttons.items()]


GAME = replace(toygame.GAME, table_scene="tests.ui.duel_table:DuelTable", rules_help="")
CONTENT = toygame.CONTENT
