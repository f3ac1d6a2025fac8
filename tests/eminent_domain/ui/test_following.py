"""Following computer players on the Eminent Domain table: each move is shown before it applies
(the role card flies from the seat to its stack), every seat shows its projected score (the
engine's, from the viewer's view, line by line on hover) and points gained float up there."""

from __future__ import annotations

import pygame

from game.core.config import Seat
from game.eminent_domain.rules.actions import LeadRole
from game.eminent_domain.scenes.following import float_start
from game.ui import floaters
from tests.eminent_domain.ui.staging import open_game
from tests.ui.driver import frames, run_until, skip_ahead, top


def following(app):
    app.apply_settings(app.settings.with_changes(computer_speed="normal", animation_speed="normal"))


def test_a_computer_players_led_role_is_shown_flying_to_its_stack_before_it_applies(app):
    following(app)
    table = open_game(app, (Seat("Vega", "ai", "easy"), Seat("Ann")), seed=4)
    s = table.session.state
    assert run_until(app, lambda: table.bot_preview is not None and isinstance(table.bot_preview[1], LeadRole), 3000)
    player, lead = table.bot_preview
    assert player == 0 and s.pending(0).kind == "role"  # shown, not yet applied
    assert not any(isinstance(r.action, LeadRole) for r in table.session.actions)
    _, lay, _ = table.current()
    flight = next(f for f in table.flights if f.get("dest_rect") is not None)
    stack = "produce_trade" if lead.role in ("produce", "trade") else lead.role
    assert flight["face"] == stack and flight["dest_rect"] == lay.rects[f"lead:{lead.role}"]
    assert lay.opponents[0].contains(flight["src"])  # from Vega's seat
    assert table.banner is not None and table.banner[0] == f"Vega leads {lead.role.capitalize()}"
    frames(app, 10)
    assert s.pending(0).kind == "role" and table.bot_preview is not None  # a pace a person can follow
    assert run_until(app, lambda: table.bot_preview is None, 600)
    assert any(isinstance(r.action, LeadRole) and r.player == 0 for r in table.session.actions)
    assert s.turn.get("role") == lead.role


def test_at_instant_speed_nothing_is_held(app):
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant"))
    table = open_game(app, (Seat("Vega", "ai", "easy"), Seat("Ann")), seed=4)
    assert run_until(app, lambda: table.session.state.to_act() == [1], 3000)
    assert table.bot_preview is None and not table.flights and not table.marks


def test_every_seat_shows_its_projected_score_with_the_lines_on_hover(app):
    table = open_game(app, tuple(Seat(n, "ai", "easy") for n in ("Vega", "Orion", "Lyra", "Cass")), seed=9)
    checks = 0

    def shown_scores_match() -> bool:
        nonlocal checks
        if top(app) != "eminent_domain_table" or table.busy():
            return False
        view = table.view()
        for q in range(4):
            expected = sum(line.points for line in view.projected_score(q))
            assert table.painter.scores_shown[q] == f"Score {expected:g}"
        checks += 1
        return checks >= 40 and any(table.projected(q)[0] for q in range(4))

    assert run_until(app, shown_scores_match, 20000)
    _, lay, _ = table.current()
    words = table.painter.score_words(1)
    assert words.startswith("If the game ended now, Orion would score")
    assert all(line.label in words for line in table.projected(1)[1])
    x, y, w, h = lay.rects["score:1"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + w // 2, y + h // 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)
    # the rest of the game at once: the final check is of the last position only
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant"))
    assert run_until(app, lambda: top(app) == "game_over", 30000)
    outcome = table.session.state.outcome()
    table.painter.draw(pygame.Surface((1600, 900)))  # the final table, as View table shows it
    for result in outcome.results:
        assert table.painter.scores_shown[result.player] == f"Score {result.score:g}"


def test_points_gained_float_up_at_the_seat_that_gained_them(app):
    following(app)
    app.apply_settings(app.settings.with_changes(computer_speed="fast"))
    table = open_game(app, tuple(Seat(n, "ai", "easy") for n in ("Vega", "Orion")), seed=3)
    skip_ahead(app, table, 22)  # the first points come late in a game: seed 3's with its 26th move
    before = {}

    def floated() -> bool:
        if not table.floaters.items:
            before.update({q: table.projected(q)[0] for q in range(2)})
            return False
        return True

    assert run_until(app, floated, 40000)
    item = table.floaters.items[0]
    _, lay, _ = table.current()
    def at(f, q) -> bool:  # rising from seat q's score (stacked when several lines change)
        r = lay.rects[f"score:{q}"]
        m = table.metrics
        starts = {float_start(lay, r, k, m.classic_px(floaters.RISE), m.classic_text(floaters.SIZE)) for k in range(4)}
        return round(f.pos[0]) == r.centerx and round(f.pos[1]) in starts

    seat = next(q for q in range(2) if at(item, q))
    here = [f.text for f in table.floaters.items if at(f, seat)]
    # what floated there adds up to what the seat's projected score gained or lost
    amounts = [int(text.split()[0].replace("−", "-")) for text in here]
    assert sum(amounts) == table.projected(seat)[0] - before[seat], here
    assert all(text.split(" ", 1)[1] in ("influence", "VP (planets)", "VP (technologies)", "VP (fleet)")
               for text in here)
