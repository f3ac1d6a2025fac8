"""Reading the Kardashev Scale table at a glance: abilities on the market faces, owned cards as
small faces, last Summit at each seat until the next reveal, the same seat identity on the table
and the results screen, the computer's level always shown, a compact Summit log, a large card
that covers no decision, and no text cut short."""

from __future__ import annotations


import pygame
import pytest

from game.core.rng import Rng
from game.kardashev_scale.rules.terms import TIERS
from game.kardashev_scale.rules.vocabulary import VOCABULARY, brief_ability
from game.kardashev_scale.scenes import faces, model, panel, pickers, seats, summit
from game.kardashev_scale.scenes import table as ks_table
from game.kardashev_scale.scenes.panel import PanelPlaces
from game.ui import fonts, identity
from tests.kardashev_scale.helpers import content, new_game
from tests.kardashev_scale.ui.table_driver import (bot, hover, human, open_app, pick_dial, play_one_decision,
                                                   settled_for_human, start)
from tests.kardashev_scale.ui.table_sizes import layout_at, names_cut_beyond_room, narrowest_seat, within_room
from tests.ui.driver import click, frames, items, run_until
from tests.ui.layout import SIZES, overlaps
from tests.ui.legibility import SIZES as LEGIBILITY_SIZES
from tests.ui.legibility import size_id


@pytest.fixture
def app():
    made = open_app()
    yield made
    made.finish()


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


def market_rows() -> dict:
    """Cards a market row of each tier holds (a new game's market)."""
    return {tier: len(row) for tier, row in zip(TIERS, new_game(("Ana", "Ben", "Cleo")).market)}


def assert_market_face_fits(card, w: int, h: int, scale: float) -> None:
    """The name and each ability in full on a w x h face, no text under 12 units, all of it
    inside the face and clear of the cost chips and the VP."""
    px = lambda units: faces.px(units, scale)  # noqa: E731
    where = f"{card.name} on a {w}x{h} face at {scale:.2f}"
    face = faces.market_layout(card, w, h, scale)
    assert face.fits, where
    assert joined(face.name_lines) == card.name, where
    assert [when for when, _ in face.abilities] == [a.when for a in card.abilities]
    text_w = w - 2 * px(7)
    for ability, (_, lines) in zip(card.abilities, face.abilities):
        assert joined(lines) == brief_ability(ability), where  # the ability itself is on the face
        assert faces.lines_fit(lines, face.ability_size, text_w - px(18), faces.ABILITY_FACE), where
    assert faces.lines_fit(face.name_lines, face.name_size, text_w, faces.NAME_FACE), where
    assert face.ability_size >= px(faces.SMALLEST) and face.name_size >= px(faces.SMALLEST), where
    bottom = face.ability_top + sum(len(lines) for _, lines in face.abilities) * \
        faces.line_height(face.ability_size, faces.ABILITY_FACE)
    assert bottom <= h - px(faces.FOOT_H), where  # clear of the cost chips and the VP


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_every_market_face_shows_its_name_and_each_ability_in_full_at_a_legible_size(size):
    """In the market, where each row's cards share its width, and in the pickers' card box."""
    lay = layout_at(size, 3)
    rows = market_rows()
    box = pickers.Modal(lay.modal, lay.scale).card_box
    for card in content().cards:
        assert_market_face_fits(card, *lay.market_card(rows[card.tier]), lay.scale)
        assert_market_face_fits(card, box.w, box.h, lay.scale)


def test_the_market_draws_the_faces_it_laid_out(app, monkeypatch):
    drawn = []
    real = faces.market_layout

    def recording(card, w, h, scale=1.0):
        found = real(card, w, h, scale)
        drawn.append((card.id, (w, h), scale, found))
        return found

    faces.market_face.cache_clear()
    monkeypatch.setattr(faces, "market_layout", recording)
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion")], seed=3)
    frames(app, 2)
    market = table.view().market
    for t, row in enumerate(market):
        size = table.lay.market_card(len(row))
        assert size == tuple(table.market_rect(table.view(), TIERS[t], 0).size)
        for card_id in row:
            if card_id is not None:
                assert any(c == card_id and s == size and scale == table.lay.scale and face.fits
                           for c, s, scale, face in drawn), card_id


# ------------------------------------------------------------------ owned cards

def longest_names(tier: str, count: int) -> list[str]:
    """The ids of the `count` cards of a tier with the longest names (the hardest to fit)."""
    cards = sorted((c for c in content().cards if c.tier == tier), key=lambda c: (-len(c.name), c.id))
    return [c.id for c in cards[:count]]


@pytest.mark.parametrize("planetary, stellar", [(3, 2), (5, 2)], ids=["within-room", "wider"])
def test_owned_cards_are_small_faces_with_name_vp_aspect_and_ability_icons(app, monkeypatch, planetary, stellar):
    """At a table of six: every name in full in a pyramid the seat has room for; a wider one may
    cut a name short, never under 12 units and never outside its face."""
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion"), bot("Vega"), bot("Lyra"), bot("Sirius")], seed=3)
    state = table.session.state
    state.pyramids[0] = [[0, longest_names("planetary", planetary)], [0, longest_names("stellar", stellar)], [0, []]]
    state._mods_cache = {}
    table.session.state_edited()
    table.on_state_replaced()
    faced = []
    real = faces.small_face

    def recording(card, w, h, scale=1.0):
        faced.append((card.id, w, h, scale))
        return real(card, w, h, scale)

    monkeypatch.setattr(seats, "small_face", recording)
    seats.seat_picture.cache_clear()
    frames(app, 2)
    pyramid = table.view().pyramids[0]
    placed = list(table.seats[0].pyramid(pyramid).cards(pyramid))
    assert len(placed) == planetary + stellar
    scale = table.lay.scale
    for _, _, card_id, rect in placed:
        assert (card_id, rect.w, rect.h, scale) in faced  # drawn at the size of its place
        card = state.content.card(card_id)
        face = faces.small_layout(card, rect.w, rect.h, scale)
        if within_room(pyramid):
            assert face.fits and joined(face.name_lines) == card.name, (card.name, rect.size)
        assert face.name_size >= faces.px(faces.SMALLEST, scale)
        for line in face.name_lines:
            assert fonts.font(face.name_size, faces.NAME_FACE).size(line)[0] <= rect.w, line
            assert face.fits or line.endswith("\u2026")  # cut short, and saying so
        assert table.areas[0].contains(rect)
    # the full card is one hover away
    hover(app, placed[0][3].center)
    shown, _, _ = table.card_under_mouse(table.view())
    assert shown.id == placed[0][2] and table.hover_card(table.view()) is not None


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_small_faces_fit_every_card_in_a_pyramid_the_narrowest_seat_has_room_for(size):
    """A pyramid of two rows and up to three Planetary columns shows every name in full at a
    seat of a table of six; in a larger one no name is ever under 12 units."""
    seat = narrowest_seat(layout_at(size, 6))
    smallest = faces.px(faces.SMALLEST, seat.scale)
    for rows in (1, 2, 3):
        for columns in range(rows, 9):
            pyramid = [[0, ["card"] * columns], [0, ["card"] * (columns - 1) if rows > 1 else []],
                       [0, ["card"] * (columns - 2) if rows > 2 else []]]
            geometry = seat.pyramid(pyramid)
            assert seat.area.contains(geometry.rect(rows - 1, 0)) and seat.area.contains(geometry.rect(0, columns - 1))
            for card in content().cards:
                face = faces.small_layout(card, geometry.w, geometry.h, seat.scale)
                if within_room(pyramid):
                    assert face.fits and joined(face.name_lines) == card.name, (card.name, geometry.w, geometry.h)
                assert face.name_size >= smallest


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_the_placement_picker_shows_every_name_of_a_pyramid_a_seat_has_room_for(size):
    """Placing a card, the player's pyramid is shown with the spaces it may go: every name in
    full in a pyramid within room (with a space at either end of its Planetary row), none under
    12 units in a larger one, every face inside the picker."""
    lay = layout_at(size, 6)
    modal = pickers.Modal(lay.modal, lay.scale)
    backdrop = modal.right.inflate(modal.px(10), modal.px(10))  # as the picker draws it
    smallest = faces.px(faces.SMALLEST, lay.scale)
    for planetary in range(1, 8):
        pyramid = [[0, ["card"] * planetary], [0, ["card"] * min(2, planetary - 1)], [0, []]]
        geometry = pickers.placement_geometry(modal, pyramid, [-1, planetary], 0)
        for rect in (geometry.rect(0, -1), geometry.rect(0, planetary), geometry.rect(1, 0)):
            assert backdrop.contains(rect) and lay.modal.contains(rect), (planetary, rect)
        for card in content().cards:
            face = faces.small_layout(card, geometry.w, geometry.h, lay.scale)
            if within_room(pyramid):
                assert face.fits and joined(face.name_lines) == card.name, (card.name, geometry.w, geometry.h)
            assert face.name_size >= smallest


# ------------------------------------------------------------------ last Summit at each seat

def test_last_rounds_picks_and_results_stay_at_each_seat_until_the_next_reveal(app, monkeypatch):
    pills = []
    real_pill, real_chip = seats.pill, seats.pick_chip
    monkeypatch.setattr(seats, "pill", lambda surface, rect, text, colour, size, room_right=0:
                        pills.append(text) or real_pill(surface, rect, text, colour, size, room_right))
    monkeypatch.setattr(seats, "pick_chip", lambda surface, rect, pick, text, size, scale:
                        pills.append(text) or real_chip(surface, rect, pick, text, size, scale))
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
    last = table.director.last_summit
    assert last.results and last.picks == first
    for pick in first:
        assert f"Last: {pick.capitalize()}" in pills  # every seat shows what it picked last
    for result in last.results:
        assert seats.result_text(result.result, result.amount) in pills
    pick_dial(app, "trade")  # the next reveal replaces them
    wait_for_human(app)
    last = table.director.last_summit
    assert last.picks == tuple(table.view().revealed) and table.view().revealed[0] == "trade"


def test_a_table_opened_on_a_game_in_progress_shows_last_summit_with_what_it_paid(app):
    """A table opened later (a loaded game: the session played every move again) shows the last
    Summit's results with their amounts, from the session's record of the reveal; with no record
    (a state edited under the table) they are rebuilt from the dials, without the amounts."""
    from game.core.saves import session_from_dict, session_to_dict
    from game.kardashev_scale.scenes import summit

    table = start(app, [human("Ann"), bot("Nova"), bot("Orion")], seed=4)
    wait_for_human(app)
    pick_dial(app, "conflict")
    wait_for_human(app)
    told = {(r.player, r.neighbour, r.result, r.amount) for r in table.director.last_summit.results}
    assert any(amount for *_, amount in told)
    loaded = session_from_dict(session_to_dict(table.session), lambda game_id: table.session.content)
    table.director.last_summit = None  # as a table opened on the loaded game has it
    rebuilt = table.director.shown_summit(loaded.view_for(0), loaded)
    assert rebuilt.picks == tuple(table.view().revealed)
    assert {(r.player, r.neighbour, r.result, r.amount) for r in rebuilt.results} == told
    from_dials = summit.from_view(table.view())
    assert {(r.player, r.neighbour, r.result) for r in from_dials.results} == {t[:3] for t in told}
    assert all(r.amount is None for r in from_dials.results)  # only the events knew them


def results_room(places, status: str) -> int:
    """The results row's width at a seat, less the seat's status at its right end (as drawn)."""
    size = faces.px(faces.SMALLEST, places.scale)
    return places.pills[2] - seats.status_width(status, size)


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_the_results_row_fits_the_narrowest_seat(size):
    """Two results beside last Summit's pick (while this round's dials are face down), or beside
    a seat's status while it returns tokens (a seat advancing has no results: it took nothing)."""
    places = narrowest_seat(layout_at(size, 6))
    R = summit_result
    for pick, status, results in (
            *((pick, "", results) for pick in ("research", "conflict", "advance")
              for results in ([R("win", 12), R("win", 12)], [R("loss", 0), R("tie", 3)])),
            (None, "", [R("win", 12), R("win", 12)]), (None, "Must return 12", [R("win", 4), R("tie", 3)])):
        width = results_room(places, status)
        row = seats.results_row(pick, tuple(results), width, places.scale)
        assert row[-1][1] + row[-1][2] <= width, (pick, status, row)
        assert len(row) == len(results) + (pick is not None)
        assert all(text for text, _, _ in row[1 if pick else 0:])  # every result in words


def summit_result(result: str, amount: int) -> summit.Result:
    return summit.Result(0, 1, result, amount)


# ------------------------------------------------------------------ seat identity, level, log

@pytest.mark.parametrize("colour_blind", [False, True])
def test_a_seat_looks_the_same_on_the_table_in_its_badges_and_on_the_results_screen(app, monkeypatch, colour_blind):
    app.apply_settings(app.settings.with_changes(colour_blind=colour_blind))
    drawn = []

    def recording(surface, center, radius, colour, shape="circle", colour_blind=False, outline=(10, 14, 26)):
        drawn.append((tuple(pygame.Color(colour))[:3], shape if colour_blind else "circle"))
        return pygame.Rect(0, 0, 1, 1)

    monkeypatch.setattr(identity, "draw_marker", recording)
    monkeypatch.setattr(seats, "draw_marker", recording)
    seats.seat_picture.cache_clear()
    table = start(app, [bot("Nova"), bot("Orion"), bot("Vega")], seed=2, variants=("short_game",))
    assert run_until(app, lambda: table.director.last_summit is not None and table.director.last_summit.results,
                     20000)
    frames(app, 2)
    on_table = set(drawn)
    assert run_until(app, lambda: app.stack.top.name == "game_over", 60000)
    drawn.clear()
    frames(app, 2)
    on_results = set(drawn)
    players = table.session.config.seats
    expected = {(tuple(identity.seat_colour(s, i))[:3], identity.seat_shape(s, i) if colour_blind else "circle")
                for i, s in enumerate(players)}
    assert on_results == expected
    assert on_table <= expected and len(on_table) == len(players)  # headers and badges alike


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_the_computer_level_shows_beside_a_long_name_the_starting_token_and_high_vp(size):
    view = new_game(("Sirius Major Prime", "Ben", "Cleo", "Dee", "Eve", "Fay"))  # seat 0 holds the starting token
    places = narrowest_seat(layout_at(size, 6))
    seat = model.Seat(player=0, name="Sirius Major Prime", detail="computer \u00b7 medium", you=False, acting=True,
                      status="Advancing now", base_vp=24, score=31, tokens=(12, 9, 10), limit=10,
                      pyramid=tuple((start, tuple(ids)) for start, ids in view.pyramids[0]),
                      dial=model.Dial(None))
    picture = seats.seat_picture(seat, places.area.w, places.area.h, places.scale, (230, 85, 58), "circle", False,
                                 view.content, frozenset())
    written = [t.text for t in fonts.texts_on(picture)]
    assert "computer \u00b7 medium" in written and "Sirius Major Prime" in written  # neither gives way
    assert "31" in written and "base 24" in written and "Advancing now" in written
    texts = fonts.texts_on(picture)
    smallest = faces.px(faces.SMALLEST, places.scale)
    for drawn in texts:
        assert drawn.px >= smallest and picture.get_rect().contains(drawn.rect), drawn
    assert not overlaps(texts)


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
    hover(app, table.market_rect(view, tier, int(slot)).center)
    image, rect = table.hover_card(view)
    deciding = [table.market_rect(view, t, s) for t in ("planetary", "stellar", "galactic")
                for s in range(len(view.market[("planetary", "stellar", "galactic").index(t)]))]
    deciding += [table.lay.control, table.lay.modal, table.lay.supply, *table.areas.values()]
    assert not any(rect.colliderect(r) for r in deciding)
    assert app.window.get_rect().contains(rect)
    click(app, card)
    place = sorted(i for i in items(app) if i.startswith("place:"))[0]
    click(app, place)  # the pointer now rests where the card was placed
    assert table.hover_card(table.view()) is None
    wait_for_human(app)
    modal = pickers.modal_open(table, table.pending_kind())  # paying, or the next Summit
    hover(app, table.modal.card_box.center if modal else table.market_rect(table.view(), "galactic", 0).center)
    assert table.hover_card(table.view()) is not None  # once the mouse moves on, it shows


# ------------------------------------------------------------------ nothing cut short

def assert_nothing_cut(table) -> None:
    """What the shortening helper cannot see: every button label fits its button, every market
    face fits its text, every owned face its name where the pyramid leaves room (and none under
    12 units elsewhere), every results row fits its seat."""
    for control in table._buttons.values():
        element = control.element
        if element.visible:
            assert element.font.size(element.text)[0] <= element.rect.w - 8, element.text
    view = table.view()
    scale = table.lay.scale
    for t, row in enumerate(view.market):
        for slot, card_id in enumerate(row):
            if card_id is not None:
                rect = table.market_rect(view, TIERS[t], slot)
                assert faces.market_layout(view.content.card(card_id), rect.w, rect.h, scale).fits, card_id
    shown = table.table()
    for p, places in table.seats.items():
        pyramid = view.pyramids[p]
        for _, _, card_id, rect in places.pyramid(pyramid).cards(pyramid):
            face = faces.small_layout(view.content.card(card_id), rect.w, rect.h, scale)
            assert face.fits or not within_room(pyramid), (card_id, rect.size)
            assert face.name_size >= faces.px(faces.SMALLEST, scale)
        last = table.director.shown_summit(view)
        if last is not None:
            pick = last.picks[p] if view.phase == "summit" else None
            width = results_room(places, shown.seats[p].status)
            row = seats.results_row(pick, tuple(last.of(p, 1e9)), width, scale)
            assert not row or row[-1][1] + row[-1][2] <= width


@pytest.mark.parametrize("window", LEGIBILITY_SIZES, ids=size_id)  # drawn for the window: both sizes differ
def test_nothing_is_shortened_on_the_table_in_a_six_player_game(window, monkeypatch):
    from game.ui.app import App, AppOptions

    cut = []  # what each frame shortened (fonts' record, what --automation reports), before the next
    tables = []
    real_begin = fonts.begin_frame

    def begin_frame():
        excused = names_cut_beyond_room(tables[0]) if tables else set()
        cut.extend(text for text in fonts.shortened_this_frame() if text not in excused)
        real_begin()

    monkeypatch.setattr(fonts, "begin_frame", begin_frame)
    made = App(AppOptions(strict=True, window_size=window))
    try:
        made.open_first_scene()
        made.catalogue.wait(60)
        made.apply_settings(made.settings.with_changes(think_delay=0.0, animation_speed="instant",
                                                       reveal_at_once=False))
        frames(made, 2)
        names = ["Nova Prime", "Orion", "Vega Seven", "Lyra", "Sirius Major"]
        table = start(made, [human("Ann")] + [bot(n, "easy") for n in names], seed=5)
        tables.append(table)
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
        assert cut == [], sorted(set(cut))
    finally:
        made.finish()


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_the_dial_pickers_words_fit_between_the_dial_and_the_reveal_button(size):
    lay = layout_at(size, 3)
    places = PanelPlaces(lay.control, lay.scale)
    area = places.hint_rect
    assert area.top > places.picker_centre[1] + places.picker_radius
    assert area.bottom < places.reveal_rect.top
    text = places.text(13)  # as the panel draws them
    assert text >= faces.px(faces.SMALLEST, lay.scale)
    for hint in list(panel.PICK_HINTS.values()) + [panel.RULE_OF_THREE]:
        lines = fonts.wrap(hint, text, area.w)
        assert lines_fit(lines, text, area.w) and len(lines) * fonts.font(text).get_linesize() <= area.h, hint


def lines_fit(lines, size, width):
    return all(fonts.font(size).size(line)[0] <= width for line in lines)


def test_a_replay_says_what_each_player_does_never_asks_the_viewer(app):
    """Watching a finished game again, the decision panel never shows the live question ("set your
    dial", the dial picker): nobody decides in a replay; it says what the players are doing."""
    from game.core.config import GameConfig, Seat
    from game.core.replay import Replay
    from game.core.session import GameSession
    from game.ui.scenes.replay import ReplayScene

    entry = app.catalogue.entry("kardashev_scale")
    seats = (Seat("Ann"), Seat("Nova", "ai", "easy"), Seat("Orion", "ai", "easy"))
    session = GameSession.start(entry.definition, entry.content, GameConfig("kardashev_scale", seats, (), 5))
    while not session.state.is_terminal():  # everyone's moves, the person's too, from the start
        player = session.state.to_act()[0]
        session.apply(player, session.state.legal_actions(player)[0])
    table = ks_table.TableScene(app, session)
    app.stack.clear_to(table)
    table.no_game_over()
    replay = app.push(ReplayScene(app, table))
    frames(app, 3)
    watched = replay.table
    assert isinstance(watched.session, Replay) and watched.session.replaying
    for _ in range(8):
        panel = watched.table().panel
        assert panel.kind != "pick_dial" and "Waiting for" not in panel.text, panel
        assert watched.deciding() is None and not any(c.id.startswith("dial:") for c in watched.controls())
        replay.step_on()
        assert run_until(app, lambda: not watched.busy(), 600)
