"""Every scene at the six window sizes of issue 28, at the UI scale each screen gets by default
and at 100%: no text under 12 pixels (scaled with the UI scale), none over another, none
outside the window."""

from __future__ import annotations

import pygame
import pytest

from game.ui import fonts, look
from tests.ui.driver import click, frames, run_until
from tests.ui.layout import SIZES, text_problems


def open_at(make_app, size, percent=None):
    app = make_app(window_size=size, ui_scale=percent, extra={"track_texts": True})
    frames(app, 3)
    return app


def check(app, what: str) -> None:
    frames(app, 2)
    assert len(fonts.texts_on(app.window)) >= 5, f"{what}: its texts were not noted"
    problems = text_problems(app)
    assert not problems, f"{what} at {app.window.get_size()}, {app.metrics.percent}%:\n" + "\n".join(problems[:12])


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("percent", [None, 100], ids=["default", "100"])
def test_the_title_reads_at_every_size(make_app, size, percent):
    app = open_at(make_app, size, percent)
    assert app.stack.top.name == "title"
    check(app, "the title")


def test_the_check_finds_small_overlapping_and_outside_texts(make_app):
    app = open_at(make_app, (1280, 720), 100)
    fonts.keep_texts(app.window)
    look.blit_text(app.window, "tiny", 9, (10, 10))
    look.blit_text(app.window, "first", 16, (300, 300))
    look.blit_text(app.window, "second", 16, (310, 304))
    look.blit_text(app.window, "clipped at the edge", 16, (1250, 100))
    problems = "\n".join(text_problems(app))
    assert "'tiny' is 9 px" in problems
    assert "'first'" in problems and "overlaps 'second'" in problems
    assert "'clipped at the edge' at (1250, 100" in problems and "leaves the 1280x720 window" in problems
    picture = fonts.new_picture((200, 40))
    look.blit_text(picture, "on a card", 14, (4, 4))
    fonts.keep_texts(app.window)
    look.blit(app.window, picture, (100, 500))
    assert [(t.text, t.rect[:2]) for t in fonts.texts_on(app.window)] == [("on a card", (104, 504))]
    look.dim(app.window)
    assert fonts.texts_on(app.window) == []  # dimmed under an overlay: no longer read


def open_new_game(app, game_id: str, seats: int):
    click(app, f"new:{game_id}")
    scene = app.stack.top
    while len(scene.seats) < seats:
        click(app, "add_seat")
    return scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_new_game_reads_at_every_size_with_the_most_seats(make_app, size):
    app = open_at(make_app, size)
    for game_id, seats in (("kardashev_scale", 6), ("eminent_domain", 5), ("ascending_empires", 2)):
        scene = open_new_game(app, game_id, seats)
        if game_id == "eminent_domain":
            click(app, "variant:escalation")
        check(app, f"New game of {game_id} with {len(scene.seats)} seats")
        scene.back()
        frames(app, 2)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_settings_and_rules_read_at_every_size(make_app, size):
    app = open_at(make_app, size)
    click(app, "settings")
    check(app, "Settings")
    app.stack.top.back()
    frames(app, 2)
    click(app, "rules:kardashev_scale")
    from tests.ui.driver import run_until
    assert run_until(app, lambda: app.stack.top.settled())
    check(app, "Rules")


def test_the_ui_scale_applies_at_once_and_is_kept(make_app):
    app = open_at(make_app, (1920, 1080))
    assert app.metrics.percent == 150  # the default for a 1920x1080 screen
    click(app, "settings")
    before = items_of(app)["done"]
    click(app, "ui_scale:up")
    frames(app, 2)
    assert app.metrics.percent == 160 and app.settings.ui_scale == 160
    after = items_of(app)["done"]
    assert after[2] > before[2] and after[3] > before[3]  # laid out again, larger
    assert min(t.px for t in fonts.texts_on(app.window)) >= 19
    click(app, "ui_scale:auto")
    frames(app, 2)
    assert app.settings.ui_scale is None and app.metrics.percent == 150
    while "ui_scale:down" in items_of(app):  # greyed at the least
        click(app, "ui_scale:down")
    assert app.settings.ui_scale == 80 and app.metrics.percent == 80


def test_a_small_window_caps_the_ui_scale_and_says_so(make_app):
    app = open_at(make_app, (1280, 720), 200)
    assert app.metrics.percent == 112 and app.metrics.capped  # 1024x640 units still fit
    click(app, "settings")
    frames(app, 2)
    said = " ".join(t.text for t in fonts.texts_on(app.window))
    assert "This window fits 112% at most" in said


def test_resizing_the_window_lays_the_scene_out_again(make_app):
    app = open_at(make_app, (1280, 720))
    first = items_of(app)["quit"]
    app.window = pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1920, y=1080))
    frames(app, 3)
    assert app.metrics.size == (1920, 1080)
    assert items_of(app)["quit"] != first
    check(app, "the title after a resize")


def items_of(app) -> dict:
    return {item["id"]: item["rect"] for item in app.automation_state()["items"]}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_load_reads_at_every_size(make_app, size):
    from tests.ui.test_saves_ui import open_load, put_save, saved_session

    app = open_at(make_app, size)
    put_save(saved_session(("Ann", "Bob")))
    put_save(saved_session(("A player with a long name", "Bob"), finish=True))
    open_load(app)
    check(app, "Load")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_scores_read_at_every_size_with_six_players(make_app, size):
    from game.core.config import GameConfig, Seat
    from game.ui.play import start_game
    from tests.ui.driver import run_until

    app = open_at(make_app, size)
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant"))
    entry = app.catalogue.entry("kardashev_scale")
    seats = tuple(Seat(f"Computer {i}", "ai", "easy") for i in range(6))
    start_game(app, entry, GameConfig("kardashev_scale", seats, (), 11))
    assert run_until(app, lambda: app.stack.top.name == "game_over", 20000)
    check(app, "the scores of a six-player game")


# --- the Kardashev Scale table (drawn for the window) ---------------------------------------------
KS_PLAYER = "Alexandra Kowalska"  # the longest name New game takes (18 letters)
KS_NAMES = ("Nova Prime", "Orion", "Vega Seven", "Lyra", "Sirius Major")


def open_kardashev_table(make_app, size, players: int):
    from tests.kardashev_scale.ui.table_driver import bot, human, start

    app = open_at(make_app, size)
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant",
                                                 think_delay=0.0, reveal_at_once=False))
    table = start(app, [human(KS_PLAYER)] + [bot(name) for name in KS_NAMES[:players - 1]], seed=5)
    return app, table


def decided(app, table, kind: str) -> bool:
    from tests.kardashev_scale.ui.table_driver import settled_for_human

    return run_until(app, lambda: settled_for_human(app) and table.pending_kind() == kind, 20000)


def hover_at(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 2)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 6])
def test_the_kardashev_scale_table_reads_at_every_size(make_app, size, players):
    """At the start, in round 4 (the viewer's moves chosen by a computer player through the
    table's own `choose`), with a market card and a seat's score hovered, and with each picker
    open: placing a card, paying for it, a token question and returning tokens."""
    from tests.kardashev_scale.ui.table_driver import (card_with, pick_dial, play_rounds, rig,
                                                       tokens_with_a_payment_choice)
    from tests.ui.driver import items

    app, table = open_kardashev_table(make_app, size, players)
    what = f"the Kardashev Scale table of {players}"
    assert decided(app, table, "pick_dial")
    check(app, f"{what} at the start")
    play_rounds(app, table, 4)
    check(app, f"{what} in round 4")
    view = table.view()
    hover_at(app, table.market_rect(view, "stellar", 0).center)
    assert table.hover_card(view) is not None
    check(app, f"{what} with a market card's large view")
    hover_at(app, table.seats[1].score_rect.center)
    check(app, f"{what} with a seat's score lines")
    hover_at(app, (1, 1))

    chooser = card_with(table.session.content, "gain_chosen_tokens")  # asks which tokens to take
    rig(table, market=[(0, 0, chooser.id)])
    rig(table, tokens=tokens_with_a_payment_choice(table, chooser))
    pick_dial(app, "advance")
    assert decided(app, table, "buy")
    check(app, f"{what} choosing a card to buy")
    click(app, "market:planetary:0")
    check(app, f"{what} placing a card")
    click(app, sorted(i for i in items(app) if i.startswith("place:"))[0])
    assert decided(app, table, "pay")
    check(app, f"{what} paying for a card")
    click(app, sorted(i for i in items(app) if i.startswith("pay:"))[0])
    assert decided(app, table, "choose_token")
    check(app, f"{what} with a token question")
    while table.pending_kind() == "choose_token":
        click(app, sorted(i for i in items(app) if i.startswith("option:"))[0])
        run_until(app, lambda: table.settled(), 2000)

    assert decided(app, table, "pick_dial")
    limit = table.view().modifiers(0).token_limit
    rig(table, tokens=(limit // 2 + 3, limit // 2 + 3, 2))  # over the limit whatever the Summit brings
    pick_dial(app, "research")
    assert decided(app, table, "discard")
    check(app, f"{what} returning tokens")
    click(app, sorted(i for i in items(app) if i.endswith(":more"))[0])
    check(app, f"{what} returning tokens, one chosen")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_kardashev_scale_final_position_reads_at_every_size(make_app, size):
    """A short game of six played to its end, then its table viewed from the scores."""
    from tests.kardashev_scale.ui.table_driver import bot, human, play_rounds, start

    app = open_at(make_app, size)
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant",
                                                 think_delay=0.0))
    table = start(app, [human(KS_PLAYER)] + [bot(name) for name in KS_NAMES], seed=5, variants=("short_game",))
    play_rounds(app, table, None)
    click(app, "view_table")
    assert app.stack.top.name == "final_table"
    check(app, "the Kardashev Scale table's final position")


ED_NAMES = ("Vega", "Orion", "Lyra", "Sirius")


def open_eminent_domain_table(make_app, size, players: int, variants=(), arrange=None, seed=5):
    from game.core.config import Seat
    from tests.eminent_domain.ui.staging import open_game

    app = open_at(make_app, size)
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant",
                                                 think_delay=0.0))
    seats = (Seat("Ann"),) + tuple(Seat(name, "ai", "easy") for name in ED_NAMES[:players - 1])
    return app, open_game(app, seats, seed=seed, arrange=arrange, variants=variants)


def viewer_moves(app, table, moves: int, seed: int) -> None:
    """`moves` of the viewer's decisions taken at random through the table's own `choose`, the
    computer players moving in between."""
    from game.core.rng import Rng

    rng, state = Rng(seed), lambda: table.session.state
    for _ in range(moves):
        ready = run_until(app, lambda: state().is_terminal() or (0 in table.session.human_players_to_act()
                                                                 and table.settled()), 3000)
        if not ready or state().is_terminal():
            return
        legal = table.legal()
        table.choose(legal[rng.randrange(len(legal))])
        frames(app, 1)
    run_until(app, lambda: table.settled(), 3000)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players,variants", [(2, ()), (4, ()), (5, ("escalation",))],
                         ids=["2", "4", "5-escalation"])
def test_the_eminent_domain_table_reads_at_every_size(make_app, size, players, variants):
    """At the start (Escalation: the start planets to keep), some turns in, a hand card and a
    score hovered, and Show cards open."""
    app, table = open_eminent_domain_table(make_app, size, players, variants)
    what = f"the Eminent Domain table of {players}{' with Escalation' if variants else ''}"
    assert run_until(app, lambda: 0 in table.session.human_players_to_act() and table.settled(), 3000)
    check(app, f"{what} at the start ({table.current()[2].task})")
    viewer_moves(app, table, 14, seed=players)
    assert table.session.state.turn_no >= 3, "the game moved on"
    check(app, f"{what} some turns in")
    _, lay, _ = table.current()
    hand = sorted(item for item in lay.rects if item.startswith("hand:"))
    if hand:
        hover_at(app, lay.rects[hand[0]].center)
        check(app, f"{what} with a hand card's large view")
    hover_at(app, lay.rects[f"score:{lay.me}"].center)
    check(app, f"{what} with a score's lines")
    hover_at(app, (1, 1))
    techs = table.button("techs")
    if techs is not None and techs.visible and table.current()[1].overlay is None:
        click(app, "techs")
        check(app, f"{what} with Show cards open")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_eminent_domain_pickers_read_at_every_size(make_app, size):
    """The research list (Escalation: ships may pay) and the scenarios dealt."""
    from tests.eminent_domain.ui.staging import hand_of, settle_planets
    from tests.eminent_domain.ui.test_table import lead_research

    def arrange(s):
        while s.tasks[-1].kind == "start_planet":
            s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
        settle_planets(s, 0, "fertile", 2)
        hand_of(s, 0, "research", 5)

    app, table = open_eminent_domain_table(make_app, size, 2, ("escalation",), arrange=arrange, seed=6)
    lead_research(app, table)
    assert table.current()[1].overlay == "research"
    check(app, "the Eminent Domain research list")
    app, table = open_eminent_domain_table(make_app, size, 2, ("escalation", "escalation_scenarios"), seed=42)
    assert table.current()[1].overlay == "scenario"
    check(app, "the Eminent Domain scenarios dealt")
