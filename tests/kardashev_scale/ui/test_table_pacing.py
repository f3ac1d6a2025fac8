"""Computer players you can follow on the Kardashev Scale table: a purchase is shown in the market
before it happens, points and tokens float up where they are gained, and every seat shows the
score it would have if the game ended now (equal to the final score at the end)."""

from __future__ import annotations

import pytest

from game.kardashev_scale.rules.actions import BuyCard
from game.kardashev_scale.scenes import flights
from game.kardashev_scale.scenes.director import BUY_PREVIEW
from tests.kardashev_scale.ui.table_driver import bot, hover, open_app, start
from tests.ui.driver import frames, run_until, skip_ahead


FIRST_PURCHASE = 8  # seed 5's first purchase is its tenth move: the moves before it are played at once


@pytest.fixture
def app():
    made = open_app(animation_speed="normal")
    made.apply_settings(made.settings.with_changes(computer_speed="normal"))
    yield made
    made.finish()


def test_a_computer_purchase_shows_in_the_market_before_it_happens(app, monkeypatch):
    lifted = []  # (rect, ring) of each market card raised out of its slot
    real_lift = flights.lift
    monkeypatch.setattr(flights, "lift", lambda surface, rect, image, lay, ring=None:
                        lifted.append((tuple(rect), ring)) or real_lift(surface, rect, image, lay, ring))
    table = start(app, [bot("Nova", "medium"), bot("Orion", "medium"), bot("Vega", "medium")], seed=5)
    skip_ahead(app, table, FIRST_PURCHASE)
    assert run_until(app, lambda: table.bot_preview is not None and isinstance(table.bot_preview[1], BuyCard),
                     40000)
    buyer, action = table.bot_preview
    view = table.view()
    card_id = view.market[("planetary", "stellar", "galactic").index(action.tier)][action.slot]
    moves = len(table.session.actions)
    lifted.clear()
    app.frame()
    # the card rises out of its market slot with a ring (the buyer's colour) while nothing is bought
    slot_rect = tuple(table.market_rect(view, action.tier, action.slot))
    assert any(rect == slot_rect and ring is not None for rect, ring in lifted), lifted
    assert card_id not in [c for _, ids in view.pyramids[buyer] for c in ids]  # not bought yet
    shown = table.table()
    assert shown.seats[buyer].status == "Buying"
    assert shown.panel.text.endswith(f"buys {view.content.card(card_id).name}.")
    shown = 0
    while len(table.session.actions) == moves:
        app.frame()
        shown += 1
        assert shown < 2000
    # held for the preview time at normal speed (60 frames a second), then applied as shown
    assert shown >= int(BUY_PREVIEW * 60 * app.settings.preview_factor) - 2
    assert table.session.actions[-1].player == buyer and table.session.actions[-1].action == action
    assert run_until(app, lambda: card_id in [c for _, ids in table.view().pyramids[buyer] for c in ids], 4000)


def test_points_and_tokens_float_up_where_they_are_gained(app):
    table = start(app, [bot("Nova", "medium"), bot("Orion", "medium"), bot("Vega", "medium")], seed=5)
    skip_ahead(app, table, FIRST_PURCHASE)
    seen_vp = seen_tokens = None

    def floated():
        nonlocal seen_vp, seen_tokens
        for item in table.floaters.items:
            if item.text.endswith(" VP") and seen_vp is None:
                seen_vp = item
            elif item.text.startswith("+") and not item.text.endswith(" VP") and seen_tokens is None:
                seen_tokens = item
        return seen_vp is not None and seen_tokens is not None

    assert run_until(app, floated, 40000)
    holders = [p for p, area in table.areas.items() if area.collidepoint(seen_vp.pos)]
    assert len(holders) == 1  # over the pyramid of the seat that bought the card
    owner = holders[0]
    vp = int(seen_vp.text[1:].split(" ")[0])
    assert vp in {table.view().content.card(c).vp for _, ids in table.view().pyramids[owner] for c in ids}
    word = seen_tokens.text.split(" ")[1]
    assert word in ("Conflict", "Trade", "Research")
    assert any(area.inflate(0, 40).collidepoint(seen_tokens.pos) for area in table.areas.values())


def test_every_seat_shows_its_projected_score_and_at_the_end_its_final_score():
    app = open_app()  # instant: a whole game in a few seconds
    try:
        table = start(app, [bot("Nova", "medium"), bot("Orion", "easy"), bot("Vega", "hard"), bot("Lyra")], seed=8)
        checked = 0
        last_version = None
        while not table.session.state.is_terminal():
            app.frame()
            if table.session.version != last_version and not table.busy():
                last_version = table.session.version
                view = table.view()
                for p in range(4):
                    lines = view.projected_score(p)
                    expected = sum(line.points for line in lines)
                    assert table.shown_score(view, p) == (view.base_vp(p), expected)
                    seat = table.table().seats[p]  # what the seat's picture is drawn from
                    assert (seat.base_vp, seat.score) == (view.base_vp(p), expected)
                    tip = table.score_tip(p)
                    assert [label for label, _ in tip[:-1]] == [line.label for line in lines]
                checked += 1
            assert checked < 10000
        assert run_until(app, lambda: app.stack.top.name == "game_over", 2000)
        outcome = table.session.state.outcome()
        view = table.view()
        for result in outcome.results:
            assert table.shown_score(view, result.player)[1] == result.score
        assert checked > 20
    finally:
        app.finish()


def test_the_score_breakdown_shows_on_hover(app):
    table = start(app, [bot("Nova"), bot("Orion")], seed=3)
    frames(app, 2)
    drawn = []
    real = table._draw_score_tip
    table._draw_score_tip = lambda surface: drawn.append(1) or real(surface)
    hover(app, table.seats[1].score_rect.center)
    assert drawn and table.score_tip(1)[-1][0] == "If the game ended now"


def test_the_final_position_still_shows_the_large_cards_and_score_lines():
    app = open_app()
    try:
        table = start(app, [bot("Nova"), bot("Orion")], seed=3, variants=("short_game",))
        assert run_until(app, lambda: app.stack.top.name == "game_over", 20000)
        from tests.ui.driver import click

        click(app, "view_table")
        assert app.stack.top.name == "final_table"
        tips, cards = [], []
        real_tip, real_card = table._draw_score_tip, table.hover_card
        table._draw_score_tip = lambda surface: tips.append(1) or real_tip(surface)
        table.hover_card = lambda view: cards.append(real_card(view)) or cards[-1]
        hover(app, table.seats[0].score_rect.center)
        assert tips
        view = table.view()
        card_rect = next(r for *_, r in table.seats[0].pyramid(view.pyramids[0]).cards(view.pyramids[0]))
        hover(app, card_rect.center)
        assert cards and cards[-1] is not None
    finally:
        app.finish()
