"""Reading the Kardashev Scale table at a glance: abilities on the market faces, owned cards as
small faces, last Summit at each seat until the next reveal, the same seat identity on the table
and the results screen, the computer's level always shown, a compact Summit log, a large card
that covers no decision, and no text cut short."""

from __future__ import annotations

import pygame
import pytest

from game.core.config import Seat
from game.core.rng import Rng
from game.kardashev_scale.rules.vocabulary import VOCABULARY, brief_ability
from game.kardashev_scale.scenes import areas, faces, layout, pickers
from game.ui import fonts, identity, look
from tests.kardashev_scale.helpers import content, new_game
from tests.kardashev_scale.ui.table_driver import (bot, human, open_app, pick_dial, play_one_decision,
                                                   settled_for_human, start)
from tests.ui.driver import click, frames, items, run_until
from tests.ui.legibility import EXTRA_SIZES, size_id


@pytest.fixture
def app():
    made = open_app()
    yield made
    made.finish()


def move_to(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.viewport.to_window(pos), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    frames(app, 2)


def wait_for_human(app):
    assert run_until(app, lambda: settled_for_human(app) or app.stack.top.name == "pass", 20000)


def joined(lines) -> str:
    """Lines back into the text they were wrapped from (a hyphen added at a break taken out)."""
    text = ""
    for line in lines:
        line = faces.unglued(line)
        if text.endswith("-") and not text.endswith(" -"):
            text = text[:-1] + line  # a break the layout added (the card names' own hyphens stay)
        else:
            text = f"{text} {line}" if text else line
    return text


# ------------------------------------------------------------------ market faces

def test_every_effect_and_condition_has_a_few_words_for_the_card_face():
    for registry in (VOCABULARY.effects, VOCABULARY.conditions):
        for name, entry in registry.items():
            assert "brief" in vars(entry.cls), f"{name} has no brief for the card face"


@pytest.mark.parametrize("size", [layout.MARKET_CARD, (pickers.CARD_BOX.w, pickers.CARD_BOX.h)])
def test_every_market_face_shows_its_name_and_each_ability_in_full_at_a_legible_size(size):
    w, h = size
    for card in content().cards:
        face = faces.market_layout(card, w, h)
        assert face.fits, card.name
        assert joined(face.name_lines) == card.name
        assert [when for when, _ in face.abilities] == [a.when for a in card.abilities]
        for ability, (_, lines) in zip(card.abilities, face.abilities):
            assert joined(lines) == brief_ability(ability)  # the ability itself is on the face
            assert faces.lines_fit(lines, face.ability_size, w - 16 - 20, faces.ABILITY_FACE)
        assert faces.lines_fit(face.name_lines, face.name_size, w - 16, faces.NAME_FACE)
        # 12 logical pixels at least: still 9.6 on screen in a 1280x720 window
        assert face.ability_size >= 12 and face.name_size >= 11, card.name
        bottom = face.ability_top + sum(len(lines) for _, lines in face.abilities) * \
            faces.line_height(face.ability_size, faces.ABILITY_FACE)
        assert bottom <= h - faces.FOOT_H, card.name  # clear of the cost chips and the VP


def test_the_market_draws_the_faces_it_laid_out(app, monkeypatch):
    drawn = []
    real = faces.market_layout

    def recording(card, w, h):
        found = real(card, w, h)
        drawn.append((card.id, (w, h), found))
        return found

    faces.market_face.cache_clear()
    monkeypatch.setattr(faces, "market_layout", recording)
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion")], seed=3)
    frames(app, 2)
    market = [c for row in table.view().market for c in row if c is not None]
    shown = {card_id for card_id, size, face in drawn if size == layout.MARKET_CARD and face.fits}
    assert set(market) <= shown


# ------------------------------------------------------------------ owned cards

def test_owned_cards_are_small_faces_with_name_vp_aspect_and_ability_icons(app, monkeypatch):
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion"), bot("Vega"), bot("Lyra"), bot("Sirius")], seed=3)
    state = table.session.state
    planetary = [c.id for c in state.content.cards if c.tier == "planetary"][:5]
    stellar = [c.id for c in state.content.cards if c.tier == "stellar"][:2]
    state.pyramids[0] = [[0, planetary], [1, stellar], [0, []]]
    state._mods_cache = {}
    table.session.state_edited()
    table.on_state_replaced()
    faced = []
    real = faces.small_face.__wrapped__

    def recording(card, w, h):
        faced.append((card.id, w, h))
        return real(card, w, h)

    monkeypatch.setattr(areas, "small_face", recording)
    areas.area_surface.cache_clear()
    frames(app, 2)
    geometry = areas.pyramid_geometry(table.view().pyramids[0], table.areas[0])
    placed = list(geometry.cards(table.view().pyramids[0]))
    assert {card_id for card_id, *_ in faced} >= set(planetary + stellar)
    for _, _, card_id, rect in placed:
        card = state.content.card(card_id)
        face = faces.small_layout(card, rect.w, rect.h)
        assert face.fits and joined(face.name_lines) == card.name
        assert table.areas[0].contains(rect)
    # the full card is one hover away
    move_to(app, placed[0][3].center)
    shown, _, _ = table.card_under_mouse(table.view())
    assert shown.id == placed[0][2] and table.hover_card(table.view()) is not None


def test_small_faces_fit_every_card_in_a_pyramid_up_to_five_wide_in_the_narrowest_area():
    box = areas.pyramid_box(392)  # a seat at a table of five or six
    for rows in (2, 3):
        for columns in range(1, 6):
            w = min(areas.SMALL_CARD[0], (box.w - 4 * (columns - 1)) // columns)
            h = min(areas.SMALL_CARD[1], (box.h - 4 * (rows - 1)) // rows)
            for card in content().cards:
                face = faces.small_layout(card, w, h)
                assert face.fits and joined(face.name_lines) == card.name, (card.name, w, h)


# ------------------------------------------------------------------ last Summit at each seat

def test_last_rounds_picks_and_results_stay_at_each_seat_until_the_next_reveal(app, monkeypatch):
    pills = []
    real_pill, real_chip = areas.pill, areas.pick_chip
    monkeypatch.setattr(areas, "pill", lambda surface, rect, text, colour, room_right=0:
                        pills.append(text) or real_pill(surface, rect, text, colour, room_right))
    monkeypatch.setattr(areas, "pick_chip", lambda surface, rect, pick, text:
                        pills.append(text) or real_chip(surface, rect, pick, text))
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion")], seed=4)
    wait_for_human(app)
    pick_dial(app, "conflict")
    wait_for_human(app)
    first = tuple(table.view().revealed)
    while table.pending_kind() != "pick_dial":  # through the round to the next Summit
        play_one_decision(app, Rng(1))
        wait_for_human(app)
    assert table.view().phase == "summit" and table.view().revealed == list(first)
    pills.clear()
    frames(app, 130)  # more than two seconds of the next Summit, with Ann still to pick
    results = table.last_summit.results
    assert results and table.last_summit.picks == first
    for pick in first:
        assert f"Last: {pick.capitalize()}" in pills  # every seat shows what it picked last
    for result in results:
        assert areas.result_text(result.result, result.amount) in pills
    pick_dial(app, "trade")  # the next reveal replaces them
    wait_for_human(app)
    assert table.last_summit.picks == tuple(table.view().revealed) and table.view().revealed[0] == "trade"


def test_a_table_opened_on_a_game_in_progress_rebuilds_last_summit_from_the_dials(app):
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion")], seed=4)
    wait_for_human(app)
    pick_dial(app, "conflict")
    wait_for_human(app)
    told = {(r.player, r.neighbour, r.result) for r in table.last_summit.results}
    table.last_summit = None  # as a table opened on a loaded game has it
    frames(app, 2)
    rebuilt = table.shown_summit(table.view())
    assert rebuilt.picks == tuple(table.view().revealed)
    assert {(r.player, r.neighbour, r.result) for r in rebuilt.results} == told
    assert all(r.amount is None for r in rebuilt.results)  # only the events knew them


def test_the_results_row_fits_the_narrowest_seat():
    class R:
        def __init__(self, result, amount):
            self.result, self.amount = result, amount

    width = 392 - areas.TEXT_X - 10
    for pick in ("research", "conflict", "advance"):
        for results in ([R("win", 12), R("win", 12)], [R("loss", 0), R("tie", 3)]):
            row = areas.results_row(pick, tuple(results), width)
            assert row[-1][1] + row[-1][2] <= width
            assert all(text for text, _, _ in row)


# ------------------------------------------------------------------ seat identity, level, log

@pytest.mark.parametrize("colour_blind", [False, True])
def test_a_seat_looks_the_same_on_the_table_in_its_badges_and_on_the_results_screen(app, monkeypatch, colour_blind):
    app.apply_settings(app.settings.with_changes(colour_blind=colour_blind))
    drawn = []

    def recording(surface, center, radius, colour, shape="circle", colour_blind=False, outline=(10, 14, 26)):
        drawn.append((tuple(pygame.Color(colour))[:3], shape if colour_blind else "circle"))
        return pygame.Rect(0, 0, 1, 1)

    monkeypatch.setattr(identity, "draw_marker", recording)
    monkeypatch.setattr(areas, "draw_marker", recording)
    areas.area_surface.cache_clear()
    table = start(app, [bot("Nova"), bot("Orion"), bot("Vega")], seed=2, variants=("short_game",))
    assert run_until(app, lambda: table.last_summit is not None and table.last_summit.results, 20000)
    frames(app, 2)
    on_table = set(drawn)
    assert run_until(app, lambda: app.stack.top.name == "game_over", 60000)
    drawn.clear()
    frames(app, 2)
    on_results = set(drawn)
    seats = table.session.config.seats
    expected = {(tuple(identity.seat_colour(s, i))[:3], identity.seat_shape(s, i) if colour_blind else "circle")
                for i, s in enumerate(seats)}
    assert on_results == expected
    assert on_table <= expected and len(on_table) == len(seats)  # headers and badges alike


def test_the_computer_level_shows_beside_a_long_name_the_starting_token_and_high_vp(monkeypatch):
    written = []
    real = look.blit_text
    monkeypatch.setattr(look, "blit_text", lambda surface, value, *a, **k: written.append(value) or
                        real(surface, value, *a, **k))
    areas.area_surface.cache_clear()
    view = new_game(("Sirius Major Prime", "Ben", "Cleo"))  # seat 0 holds the starting token
    seat = Seat("Sirius Major Prime", "ai", "medium")
    key = areas.area_key(view, 0, pygame.Rect(0, 0, 392, layout.AREA_H), seat, (230, 85, 58), "circle", False,
                         24, 31, set(), False, True, "Advancing now", "computer · medium")
    areas.area_surface(key)
    assert "computer · medium" in written and "Sirius Major Prime" in written  # neither gives way


def test_the_summit_log_is_one_line_per_player(app):
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion"), bot("Vega")], seed=4)
    wait_for_human(app)
    before = len(table.session.log)
    pick_dial(app, "conflict")
    wait_for_human(app)
    summit = table.session.log[before:before + 4]
    assert sorted(e.player for e in summit) == [0, 1, 2, 3]  # one line for each player
    for entry in summit:
        name = table.seat_name(entry.player)
        assert entry.text.startswith(f"{name} picks ") or entry.text == f"{name} advances." \
            or entry.text.startswith(f"{name} advances and takes ")
    assert entry.player is not None and not any("has set their dial" in e.text for e in table.session.log)
    later = table.session.log[before + 4:]
    assert not any(" picks " in e.text for e in later)  # and no more about this Summit


# ------------------------------------------------------------------ the large card

def test_the_large_card_covers_no_decision_and_waits_for_the_mouse_after_a_click(app):
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion")], seed=4)
    state = table.session.state
    state.tokens[0] = [3, 3, 3]  # enough to buy, and within the token limit after it
    table.session.state_edited()
    table.on_state_replaced()
    pick_dial(app, "advance")
    wait_for_human(app)
    assert table.pending_kind() == "buy"
    view = table.view()
    card = sorted(i for i in items(app) if i.startswith("market:"))[0]
    tier, slot = card.split(":")[1:]
    move_to(app, table.market_rect(view, tier, int(slot)).center)
    image, rect = table.hover_card(view)
    deciding = [table.market_rect(view, t, s) for t in ("planetary", "stellar", "galactic")
                for s in range(len(view.market[("planetary", "stellar", "galactic").index(t)]))]
    deciding += [layout.CONTROL_RECT, layout.MODAL_RECT, layout.SUPPLY_RECT, *table.areas.values()]
    assert not any(rect.colliderect(r) for r in deciding)
    click(app, card)
    place = sorted(i for i in items(app) if i.startswith("place:"))[0]
    click(app, place)  # the pointer now rests where the card was placed
    assert table.hover_card(table.view()) is None
    wait_for_human(app)
    modal = pickers.modal_open(table, table.pending_kind())  # paying, or the next Summit
    move_to(app, pickers.CARD_BOX.center if modal else table.market_rect(table.view(), "galactic", 0).center)
    assert table.hover_card(table.view()) is not None  # once the mouse moves on, it shows


# ------------------------------------------------------------------ nothing cut short

def assert_nothing_cut(table) -> None:
    """What the shortening helper cannot see: every button label fits its button, every market
    face and owned face fits its text, every results row fits its seat."""
    for control in table._buttons.values():
        element = control.element
        if element.visible:
            assert element.font.size(element.text)[0] <= element.rect.w - 8, element.text
    view = table.view()
    size = layout.market_card_size(view.market)
    for row in view.market:
        for card_id in row:
            if card_id is not None:
                assert faces.market_layout(view.content.card(card_id), *size).fits
    for p, area in table.areas.items():
        for _, _, card_id, rect in areas.pyramid_geometry(view.pyramids[p], area).cards(view.pyramids[p]):
            assert faces.small_layout(view.content.card(card_id), rect.w, rect.h).fits, card_id
        last = table.shown_summit(view)
        if last is not None:
            pick = last.picks[p] if view.phase == "summit" else None
            row = areas.results_row(pick, tuple(last.of(p, 1e9)), area.w - areas.TEXT_X - 10)
            assert not row or row[-1][1] + row[-1][2] <= area.w - areas.TEXT_X - 10


@pytest.mark.parametrize("window", EXTRA_SIZES, ids=size_id)
def test_nothing_is_shortened_on_the_table_in_a_six_player_game(window, monkeypatch):
    from game.ui.app import App, AppOptions

    cut = []  # what each frame shortened (fonts' record, what --automation reports), before the next
    real_begin = fonts.begin_frame
    monkeypatch.setattr(fonts, "begin_frame", lambda: cut.extend(fonts.shortened_this_frame()) or real_begin())
    made = App(AppOptions(strict=True, window_size=window))
    try:
        made.open_first_scene()
        made.catalogue.wait(60)
        made.apply_settings(made.settings.with_changes(think_delay=0.0, animation_speed="instant",
                                                       reveal_at_once=False))
        frames(made, 2)
        names = ["Nova Prime", "Orion", "Vega Seven", "Lyra", "Sirius Major"]
        table = start(made, [human("Ann")] + [bot(n, "easy") for n in names], seed=5)
        rng = Rng(2)
        while made.stack.top.name != "game_over":
            assert run_until(made, lambda: settled_for_human(made), 20000)
            if made.stack.top.name == "game_over":
                break
            frames(made, 1)
            assert_nothing_cut(table)
            play_one_decision(made, rng)
        assert table.session.state.is_terminal()
        frames(made, 1)
        assert cut == []
    finally:
        made.finish()


def test_the_dial_pickers_words_fit_between_the_dial_and_the_reveal_button():
    from game.kardashev_scale.scenes import table as ks_table

    area = ks_table.HINT_RECT
    assert area.top > ks_table.PICKER_CENTRE[1] + ks_table.PICKER_RADIUS
    assert area.bottom < ks_table.REVEAL_RECT.top
    for hint in list(pickers.PICK_HINTS.values()) + ["Conflict beats Research, Research beats Trade, "
                                                     "Trade beats Conflict."]:
        lines = fonts.wrap(hint, 14, area.w)
        assert lines_fit(lines, 14, area.w) and len(lines) * fonts.font(14).get_linesize() <= area.h, hint


def lines_fit(lines, size, width):
    return all(fonts.font(size).size(line)[0] <= width for line in lines)
