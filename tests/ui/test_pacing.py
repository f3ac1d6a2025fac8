"""Pacing and scores on the shared table: computer moves shown before they apply, at the
Computer speed; floating texts over any table; projected scores from the viewer's view."""

from __future__ import annotations

import pygame

from game.core.config import GameConfig, Seat
from game.core.session import GameSession
from game.ui import look
from tests.ui import duel_table
from tests.ui.driver import frames, key, run_until, top

PREVIEW_S = 0.5


class PreviewDuel(duel_table.DuelTable):
    """Shows each computer move for half a second (at normal speed) before it applies."""

    def __init__(self, app, session):
        super().__init__(app, session)
        self.previews: list = []
        self.replaced = 0

    def preview_bot_move(self, player, action) -> float:
        self.previews.append((player, action))
        return PREVIEW_S

    def on_state_replaced(self) -> None:
        self.replaced += 1


class SelfDrawnDuel(duel_table.DuelTable):
    """A table that paints everything itself and never calls the base's draw."""

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))


def open_duel(app, cls=PreviewDuel, seats=None, speed="normal", animation="normal", seed=5):
    app.apply_settings(app.settings.with_changes(computer_speed=speed, animation_speed=animation))
    seats = seats or (Seat("Ann"), Seat("Bob", "ai", "easy"))
    session = GameSession.start(duel_table.GAME, duel_table.CONTENT, GameConfig("toy_duel", seats, (), seed))
    table = cls(app, session)
    app.stack.clear_to(table)
    frames(app, 2)
    return table


def frames_until_applied(app, table, limit=400) -> int:
    count = 0
    while table.bot_preview is not None and count < limit:
        app.frame()
        count += 1
    return count


def test_a_computer_move_is_shown_before_it_applies_and_a_click_meanwhile_is_ignored(app):
    table = open_duel(app)
    assert run_until(app, lambda: table.bot_preview is not None)
    player, action = table.bot_preview
    assert player == 1 and table.previews == [(1, action)]
    assert not table.session.actions  # held, not applied
    assert table.busy() and not table.settled() and table.deciding_player() is None
    assert not table.choose(table.session.state.legal_actions(0)[0])  # Ann's click: nothing happens
    assert not table.session.actions
    waited = frames_until_applied(app, table)
    assert abs(waited - PREVIEW_S * 60) <= 2  # half a second of fixed 1/60 s steps
    assert [(r.player, r.action) for r in table.session.actions] == [(1, action)]
    assert table.deciding_player() == 0 and table.choose(table.session.state.legal_actions(0)[0])


def test_the_computer_speed_scales_the_showing_and_instant_shows_nothing(app):
    waits = {}
    for speed in ("slow", "normal", "fast"):
        table = open_duel(app, speed=speed)
        assert run_until(app, lambda: table.bot_preview is not None)
        assert table.pace(1.0) == app.settings.preview_factor
        waits[speed] = frames_until_applied(app, table)
    assert waits["slow"] > waits["normal"] > waits["fast"] > 0
    assert abs(waits["slow"] - PREVIEW_S * app.settings.with_changes(computer_speed="slow").preview_factor * 60) <= 2
    table = open_duel(app, speed="instant")
    assert run_until(app, lambda: bool(table.session.actions))
    assert table.previews == [] and table.bot_preview is None and table.pace(3.0) == 0.0


def test_undo_drops_the_computer_move_being_shown(app):
    table = open_duel(app)
    table.choose(table.session.state.legal_actions(0)[0])  # Ann picks first; Bob has not yet
    assert run_until(app, lambda: table.bot_preview is not None)
    assert len(table.session.actions) == 1
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.bot_preview is None and table.replaced == 1
    assert not table.session.actions  # Ann's pick taken back, Bob's shown move never applied
    frames(app, int(PREVIEW_S * 60) + 5)
    assert all(r.player == 1 for r in table.session.actions)  # Bob thinks again on the new state


def test_game_over_waits_for_the_last_move_shown(app):
    table = open_duel(app, seats=(Seat("Ann", "ai", "easy"), Seat("Bob", "ai", "easy")), speed="fast")
    seen_preview = False
    for _ in range(20_000):
        if top(app) == "game_over":
            break
        if table.bot_preview is not None:
            seen_preview = True
            assert top(app) == "duel_table" and not table.session.state.is_terminal()
        app.frame()
    assert seen_preview and top(app) == "game_over"


def gold_pixels(surface, rect) -> int:
    gold = pygame.Color(*look.GOLD)
    count = 0
    for x in range(rect.left, rect.right, 2):
        for y in range(rect.top, rect.bottom, 2):
            c = surface.get_at((x, y))
            if abs(c.r - gold.r) < 40 and abs(c.g - gold.g) < 40 and abs(c.b - gold.b) < 60:
                count += 1
    return count


def test_floating_text_rises_and_fades_over_a_table_that_draws_itself(app):
    table = open_duel(app, cls=SelfDrawnDuel, speed="instant")
    area = pygame.Rect(300, 300, 200, 120)
    frames(app, 1)
    assert gold_pixels(app.surface, area) == 0
    table.float_text("+2 VP", (400, 400))
    frames(app, 1)
    assert gold_pixels(app.surface, area) > 10  # drawn by the stack after the table's own draw
    frames(app, 80)  # about 1.3 s of game time
    assert not table.floaters
    assert gold_pixels(app.surface, area) == 0
    app.apply_settings(app.settings.with_changes(animation_speed="fast"))
    table.float_text("+1 VP", (400, 400))
    frames(app, 40)  # twice as fast: gone within 0.7 s
    assert not table.floaters
    app.apply_settings(app.settings.with_changes(animation_speed="instant"))
    table.float_text("+1 VP", (400, 400))
    assert not table.floaters  # instant: not shown at all


def test_undo_clears_floating_texts(app):
    table = open_duel(app)
    app.apply_settings(app.settings.with_changes(think_delay=5.0))  # Bob waits: Ann's pick stays hers to undo
    table.choose(table.session.state.legal_actions(0)[0])
    table.float_text("+1", (200, 200))
    frames(app, 1)
    assert table.floaters and table.session.can_undo(0)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert not table.floaters and not table.session.actions


def test_projected_scores_come_from_the_viewers_view_once_per_moment(app):
    table = open_duel(app, speed="instant")
    calls = []
    real = type(table.session.state).projected_score

    def counting(state, player):
        calls.append((state.viewer, player))
        return real(state, player)

    type(table.session.state).projected_score = counting
    try:
        total, lines = table.projected(1)
        assert total == 0 and isinstance(total, int) and lines[0].label == "rounds won"
        assert table.projected(1) == (total, lines) and calls == [(0, 1)]  # on Ann's view, cached
        assert run_until(app, lambda: table.deciding_player() == 0)
        table.choose(table.session.state.legal_actions(0)[-1])
        assert run_until(app, lambda: table.session.state.round == 1)
        state = table.session.state
        assert table.projected(0)[0] == state.scores[0] and table.projected(1)[0] == state.scores[1]
    finally:
        type(table.session.state).projected_score = real


def test_a_floating_text_near_the_top_stays_wholly_below_the_ceiling():
    """A "+2" rising from a seat at the top of the screen (or under a table's top bar) starts lower
    instead of leaving the screen; one with room rises from where it was put."""
    from game.ui.floaters import RISE, Floaters, _rendered

    floaters = Floaters()
    floaters.add("+2 Research", (400, 41), look.GOLD, 1.0)  # a top-row seat's token chip
    floaters.add("+4 VP (planets)", (1104, 62), look.GOLD, 1.0, ceiling=56)  # under a 56-pixel bar
    floaters.add("+1 VP", (400, 400), look.GOLD, 1.0)
    for item, ceiling in zip(floaters.items, (0, 56)):
        top_at_highest = item.pos[1] - RISE - _rendered(item.text, item.colour).get_height() / 2
        assert top_at_highest >= ceiling, (item.text, top_at_highest)
    assert floaters.items[2].pos == (400.0, 400.0)
