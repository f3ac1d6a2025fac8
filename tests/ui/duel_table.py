"""A small real table scene for the toy game of tests/core (High Card Duel), built only on the
documented TableScene API: it is both the UI tests' game and a worked example for game authors."""

from __future__ import annotations

from dataclasses import replace

from game.ui import look
from game.ui.choice_buttons import Choice, ChoiceButtons
from game.ui.table import TableScene
from tests.core import toygame

CARD_W, CARD_H = 120, 170


class DuelTable(TableScene):
    name = "duel_table"

    def __init__(self, app, session):
        super().__init__(app, session)
        self.add_log_panel((1180, 120, 380, 640))
        self.add_undo_menu((1180, 780, 180, 52), (1380, 780, 180, 52))
        self.add_hint((980, 780, 180, 52))  # H too; a hinted card's button is outlined by itself
        # one button per legal card, in a row; a click plays it (if still legal) through choose()
        self.cards = ChoiceButtons(self, (200, 600, 5 * (CARD_W + 30), CARD_H), prefix="card:", height=CARD_H,
                                   gap=30, columns=lambda count: count)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.cards.show(Choice(str(a.card), str(a.card), a) for a in self.legal())

    def on_events(self, events) -> None:
        self.play_sound("card")

    def draw_table(self, surface) -> None:
        view = self.view()
        look.blit_text(surface, "High Card Duel", 40, (80, 40), look.INK, "display")
        for p, seat in enumerate(self.session.config.seats):
            y = 140 + p * 60
            self.draw_player_marker(surface, (100, y + 14), 12, p)
            look.blit_text(surface, f"{seat.name}: {view.scores[p]} points", 22, (130, y), look.INK)


GAME = replace(toygame.GAME, table_scene="tests.ui.duel_table:DuelTable", rules_help="")
CONTENT = toygame.CONTENT
