"""Everything a player must read on the Eminent Domain table is there in full: technologies by
their whole names (never initials or cut names), Show cards as real cards, the scenarios dealt,
the split Produce/Trade stack, the decision and Undo buttons, the New game notes; and whole bot
games at both window sizes cut no text on the table."""

from __future__ import annotations

import pygame
import pytest

from game.core.config import Seat
from game.core.rng import Rng
from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules.actions import ChooseScenario, RemoveCard
from game.eminent_domain.scenes import choices as C
from game.eminent_domain.scenes import placement as L
from game.eminent_domain.scenes import techcards as K
from game.eminent_domain.scenes import techlayout as TL
from game.eminent_domain.scenes.table import undo_words
from game.ui import fonts
from game.ui.choice_buttons import Choice, ChoiceButtons
from game.ui.gui import BUTTON_TEXT_ROOM
from game.ui.undo_menu import UNDO_FONT
from tests.eminent_domain.helpers import new_game
from tests.eminent_domain.ui.staging import open_game, settle_planets
from tests.eminent_domain.ui.table_sizes import metrics_at, regions_for
from tests.ui.driver import click, frames, items

ESCALATION = ("escalation",)


def full_name(s, uid: int) -> str:
    """The technology's name as the content gives it: both sides of a two-sided card."""
    return " / ".join(s.cat.cards[f].name for f in s.cat.faces_of[E.face(s, uid).tech])


def uncut(w: TL.Words) -> bool:
    return " ".join(w.lines).split() == w.text.split()


def played_some(players: int, seed: int, variants=(), moves: int = 160):
    """A game some random moves in (technologies bought, planets settled)."""
    s = new_game(players, seed, variants)
    rng = Rng(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        p = s.to_act()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.randrange(len(legal))])
    return s


@pytest.mark.parametrize("variants,size", [((), (1600, 900)), ((), (1024, 768)), (ESCALATION, (1600, 900))])
def test_every_technology_label_is_its_full_name(variants, size):
    """The base game names every pile when its panel has room for all of them at 12 units, else
    those within reach, as Escalation does (twice the technologies)."""
    staged = new_game(4, 3, variants)
    settle_planets(staged, 0, "metallic", 2)
    for s in (new_game(4, 3, variants), staged, played_some(4, 3, variants)):
        view = s.view(0)
        reg = regions_for(view, size)
        with fonts.capture_shortened() as cut:
            lay = L.build(view, 0, reg, affordable=lambda uid: False)
            pages = {kind: [L.build(view, 0, reg, overlay="browse", tab=kind, page=i)
                            for i in range(L.build(view, 0, reg, overlay="browse", tab=kind).pages)]
                     for kind, _ in TL.tabs(view)}
        assert not cut
        entries = [sh for sh in lay.sheets.values() if sh.purpose == "entry"]
        assert entries or not any(K.planets_met(view, 0, uid) for uid in view.tech_supply)
        for sheet in entries:  # the panel: each entry's first words are the card's whole name
            name = sheet.words()[0]
            assert name.text == full_name(view, sheet.uid) and uncut(name), name
            assert len(name.text) > 3 and all(len(w) > 2 or w in ("/", "of", "de") for w in name.text.split())
        shown = {uid for sh in entries for g in K.groups(view) if g.uid == sh.uid for uid in g.uids}
        if not lay.tech_grid:  # named in full: every pile within reach of the viewer's planets
            reach = {uid for uid in view.tech_supply if K.planets_met(view, 0, uid)}
            assert shown <= reach and (shown == reach or any("more within reach" in w.text for w in lay.tech_notes))
        else:  # the base game names every pile
            assert shown == set(view.tech_supply)
        for kind, shown_pages in pages.items():  # Show cards: every technology of the type, a card each
            cards = [sh for page in shown_pages for sh in page.sheets.values() if sh.purpose == "card"]
            assert {uid for sh in cards for g in K.groups(view) if g.uid == sh.uid for uid in g.uids} == \
                {uid for uid in view.tech_supply if E.face(view, uid).type == kind}
            assert all(reg.browse.contains(sh.rect) for sh in cards)


@pytest.mark.parametrize("variants", [(), ESCALATION])
def test_show_cards_carry_name_cost_planets_and_effect_in_full(variants):
    s = new_game(3, 5, variants)
    settle_planets(s, 0, "fertile", 2)
    view = s.view(0)
    for kind, _ in TL.tabs(view):
        with fonts.capture_shortened() as cut:
            lay = L.build(view, 0, regions_for(view), overlay="browse", tab=kind)
        assert not cut, cut
        for sheet in lay.sheets.values():
            group = next(g for g in K.groups(view) if g.uid == sheet.uid)
            said = [w.text for w in sheet.words()]
            assert all(uncut(w) for w in sheet.words())
            for side in group.sides:  # each side: its name and what it does
                assert side.name in said and (side.text or "No other effect.") in said
            assert f"Costs {K.price_text(view, group.uid)}" in said
            needs = [t for t in said if t.startswith("Needs ")]
            assert needs and K.needs_text(view, group.uid) in needs[0] and K.held_text(view, 0, group.uid) in needs[0]
            assert f"Level {group.level}" in said[0]


def test_a_ship_paid_purchase_is_its_own_choice_of_the_research_list(app):
    def arrange(s):
        while s.tasks[-1].kind == "start_planet":
            s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
        settle_planets(s, 0, "advanced", 2)
        s.players[0]["destroyers"] = 2

    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=7, arrange=arrange, variants=ESCALATION)
    s = table.session.state
    click(app, "btn:finish")
    click(app, "lead:research")
    while s.pending(0).kind == "boost" and any(k.startswith("hand:") for k in items(app)):
        click(app, sorted(k for k in items(app) if k.startswith("hand:"))[0])
    if s.pending(0).kind == "boost":
        click(app, "btn:finish")
    assert s.pending(0).kind == "research"
    soldiers = next(u for u in s.tech_supply if s.card_face[u] == "soldiers_of_fortune")
    target = f"buy:{soldiers}:soldiers_of_fortune:ships"
    while target not in items(app):
        click(app, "techpage:next")
    _, lay, _ = table.current()
    card = next(sh for sh in lay.sheets.values() if sh.purpose == "purchase" and sh.rect.contains(lay.rects[target]))
    assert "Soldiers of Fortune" in [w.text for w in card.words()]
    assert any("2 destroyers" in w.text for w in lay.sheets[target].words())
    click(app, target)
    assert soldiers in s.players[0]["hand"] and s.players[0]["destroyers"] == 0


def test_the_scenarios_dealt_are_shown_in_full_and_a_click_keeps_one(app):
    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=42,
                      variants=("escalation", "escalation_scenarios"))
    s = table.session.state
    assert s.pending(0).kind == "scenario"
    offer = s.tasks[-1].offer
    with fonts.capture_shortened() as cut:
        frames(app, 2)
    assert not cut
    _, lay, ch = table.current()
    assert lay.overlay == "scenario" and sorted(ch.targets) == sorted(f"scenario:{i}" for i in offer)
    assert not [c for c in ch.buttons if isinstance(c.action, ChooseScenario)]  # no clipped buttons any more
    scenarios = {sc.id: sc for sc in s.content.scenarios}
    for sid in offer:
        sc = scenarios[sid]
        words = lay.sheets[f"scenario:{sid}"].words()
        said = " ".join(w.text for w in words)
        assert all(uncut(w) for w in words)
        assert sc.name in said and f"Deck: {sum(sc.deck.values())} cards" in said
        if sc.start_planet:
            assert s.cat.planets[sc.start_planet].name in said
        for side in sc.technologies:
            assert s.cat.cards[side].name in said and K.side_of(s, side).text in said
    click(app, f"scenario:{offer[1]}")
    assert s.players[0]["scenario"] == offer[1]


def test_the_split_produce_trade_stack_has_room_for_both_words(app, monkeypatch):
    from game.eminent_domain.scenes import panel
    titles = []
    real_card = panel.card_surface
    monkeypatch.setattr(panel, "card_surface", lambda title, *a, **k: titles.append(title) or real_card(title, *a, **k))
    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=3)
    assert "Produce / Trade" in titles  # one stack, one name, while it is not split
    titles.clear()
    click(app, "btn:finish")
    frames(app, 2)
    assert titles and "Produce / Trade" not in titles  # split: each half is named, the line would cut one title
    _, lay, ch = table.current()
    assert {"lead:produce", "lead:trade"} <= set(ch.targets)
    px, small = lay.regions.px, lay.regions.text(12)
    for target, word in (("lead:produce", "Produce"), ("lead:trade", "Trade")):
        assert fonts.font(small, "bold").size(word)[0] <= lay.rects[target].w - px(4)
    click(app, "lead:produce")  # led: the stack is one again, its own name in full, not "Prod./Trade"
    with fonts.capture_shortened() as cut:
        table.painter.forget()
        frames(app, 2)
    assert "Produce / Trade" in titles and not [c for c in cut if "Prod" in c]


class _Scene:
    """Enough of a table for ChoiceButtons to lay its buttons out."""

    def __init__(self, metrics):
        self.metrics = metrics
        self.choice_widgets = []

    def choose(self, action) -> None:
        raise AssertionError("nothing is chosen here")


@pytest.mark.parametrize("players,seed,variants,size", [(2, 12, ESCALATION, (1600, 900)),
                                                        (5, 12, ESCALATION, (1280, 720)), (4, 3, (), (1024, 768)),
                                                        (4, 7, ("escalation", "escalation_scenarios"), (1920, 1080))])
def test_decision_and_undo_buttons_say_it_all(players, seed, variants, size):
    """Along random games, every decision button's words fit its button and every move's Undo
    words fit the Undo button, in a window of `size`."""
    s = new_game(players, seed, variants)
    rng = Rng(seed)
    m, reg = metrics_at(size), regions_for(s, size)
    widget = ChoiceButtons(_Scene(m), reg.decision_area, label_font=(19, "bold"))
    widget.height, widget.gap = reg.button_h, reg.button_gap
    room = reg.undo.w - m.classic_px(20)
    undo_font = (m.classic_text(UNDO_FONT[0]), UNDO_FONT[1])
    while not s.is_terminal():
        p = s.to_act()[0]
        legal = s.legal_actions(p)
        view = s.view(p)
        ch = C.choices_for(view, p, legal)
        default = C.default_choice(view, ch)
        shown = [Choice(C.button_id(c.action), c.label, c.action, c.tip, c is default) for c in ch.buttons]
        for choice, rect in zip(shown, widget.rects(shown)):
            label = m.classic_text(21 if choice.primary else 19)
            assert fonts.font(label, "bold").size(choice.label)[0] <= rect.w - m.classic_px(BUTTON_TEXT_ROOM), \
                choice.label
        for action in legal:
            words = undo_words(s.describe(action), room, undo_font[0])
            assert fonts.font(*undo_font).size(f"Undo: {words}")[0] <= room, words
        s.apply(p, legal[rng.randrange(len(legal))])
    for uid in range(len(s.card_face)):  # removing any card, however long its name
        words = undo_words(s.describe(RemoveCard(uid)), room, undo_font[0])
        assert fonts.font(*undo_font).size(f"Undo: {words}")[0] <= room, words


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_new_game_shows_every_variant_note_in_full(app, seats):
    from game.ui.scenes.new_game import NewGameScene

    scene = app.push(NewGameScene(app, app.catalogue.entry("eminent_domain")))
    frames(app, 2)
    for _ in range(seats - 2):
        scene.add()
    for chosen in ((), ("escalation",), ("escalation", "scenarios")):
        for v in chosen:
            if v not in scene.chosen_variants:
                scene.toggle_variant(v)
        frames(app, 2)
        for (_, lines, _), variant in zip(scene.variant_notes, scene.variants):
            text = " ".join(lines)
            assert "…" not in text and (text == variant.description or text.endswith(".")), text
        notes = [y for y, _, _ in scene.variant_notes]
        assert notes == sorted(notes) and notes[-1] < 600  # above the seed field
