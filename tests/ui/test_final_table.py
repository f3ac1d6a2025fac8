"""Game over's View table: the final position, read-only, the whole log scrollable, Esc back."""

from __future__ import annotations

import pygame

from game.core.config import GameConfig, Seat
from game.core.gamelog import LogEntry
from game.core.session import GameSession
from game.ui.log_panel import MAX_LINES, LogPanel
from tests.ui import duel_table
from tests.ui.driver import centre_of, click, click_at, frames, items, key, run_until, top


class SmallLogDuel(duel_table.DuelTable):
    """The duel with a short log panel, so one game's log is longer than the panel."""

    def __init__(self, app, session):
        super().__init__(app, session)
        self.add_log_panel((1180, 120, 380, 120))
        self.add_button("poke", (200, 400, 160, 48), "Poke", self.poke)
        self.pokes = 0
        self.hovered = []

    def poke(self) -> None:
        self.pokes += 1

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered.append(event.pos)
        return super().handle_event(event)


def finished_game(app):
    app.apply_settings(app.settings.with_changes(think_delay=0.0, animation_speed="instant"))
    seats = (Seat("Ann", "ai", "easy"), Seat("Bob", "ai", "easy"))
    session = GameSession.start(duel_table.GAME, duel_table.CONTENT, GameConfig("toy_duel", seats, (), 3))
    table = SmallLogDuel(app, session)
    app.stack.clear_to(table)
    assert run_until(app, lambda: top(app) == "game_over")
    frames(app, 2)
    return table


def test_view_table_shows_the_final_position_read_only_and_esc_returns(app):
    table = finished_game(app)
    state_before = table.session.state.to_dict()
    click(app, "view_table")
    assert top(app) == "final_table"
    assert [s.name for s in app.stack.visible()] == ["final_table"]  # the table is drawn by it, nothing else
    assert "back_to_results" in items(app) and "log" in items(app)
    frames(app, 2)
    click_at(app, app.viewport.to_window((280, 424)))  # on the table's own button: nothing happens
    assert table.pokes == 0
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # no undo, no choices
    assert table.session.state.to_dict() == state_before and top(app) == "final_table"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 1)
    assert table.hovered and table.pointer == (300, 300)  # hovering still reaches the table
    key(app, pygame.K_ESCAPE)
    assert top(app) == "game_over"
    click(app, "view_table")
    click(app, "back_to_results")
    assert top(app) == "game_over" and table.session.state.to_dict() == state_before


def test_the_log_scrolls_with_the_wheel_through_the_whole_game(app):
    table = finished_game(app)
    click(app, "view_table")
    panel = table.log_panel
    assert panel.max_lines is None and len(panel.texts) == len(table.session.log)
    assert len(panel.lines) > panel.rows()
    x, y = centre_of(app, "log")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    for _ in range(200):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    frames(app, 1)
    assert panel.scroll == len(panel.lines) - panel.rows()  # up to the first line of the game


def test_a_log_panel_can_hold_a_whole_long_game():
    pygame.font.init()
    panel = LogPanel((0, 0, 380, 300), (Seat("Ann"), Seat("Bob")))
    log = [LogEntry(i % 2, f"Move {i}") for i in range(MAX_LINES + 700)]
    panel.sync(log)
    assert len(panel.lines) == MAX_LINES
    panel.keep_whole_log(log)
    assert len(panel.lines) == len(log) and panel.lines[0][0] == "Move 0"
    log.append(LogEntry(0, "One more"))
    panel.sync(log)
    assert len(panel.lines) == len(log)
