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
    assert app.metrics.percent == 108 and app.metrics.capped  # 1180x660 units still fit (1280/1180)
    click(app, "settings")
    frames(app, 2)
    said = " ".join(t.text for t in fonts.texts_on(app.window))
    assert "This window fits 108% at most" in said


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


@pytest.mark.parametrize("size,percent", [((1280, 720), 108), ((1366, 768), None), ((1440, 900), 125),
                                          ((1280, 800), 120)], ids=str)


def test_the_kardashev_scale_table_reads_on_a_narrow_canvas(make_app, size, percent):
    """A canvas narrower or shorter than 1280x720 units (a UI scale above the screen's default):
    the side column, the decision panel and the supply give way so the market keeps its cards."""
    from game.core.config import GameConfig, Seat
    from game.ui.play import start_game

    app = open_at(make_app, size, percent)
    assert app.metrics.canvas[0] < 1280 or app.metrics.canvas[1] < 720 or percent is None
    entry = app.catalogue.entry("kardashev_scale")
    seats = (Seat("Ann"),) + tuple(Seat(f"Computer {i}", "ai", "easy") for i in range(1, 6))
    start_game(app, entry, GameConfig("kardashev_scale", seats, (), 3))
    frames(app, 5)
    check(app, "the Kardashev Scale table")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_workshop_screens_read_at_every_size(make_app, size, tmp_path):
    from tests.core.test_content_mods import make_mod
    from tests.ui.test_workshop_screens import BROKEN_CARD, CARD, CHANGED
    from tests.ui.driver import run_until

    make_mod(tmp_path / "home" / "mods" / "a_mod_with_a_long_name_for_its_id", "id: a_mod_with_a_long_name_for_its_id\n"
             "version: '1.0'\nname: A Mod With A Rather Long Name\ndescription: Two cards.\n",
             kardashev_scale__cards=CARD + CHANGED)
    make_mod(tmp_path / "home" / "mods" / "broken", "id: broken\nversion: '0.2'\n", eminent_domain__planets=BROKEN_CARD)
    app = open_at(make_app, size)
    for game_id in ("kardashev_scale", "ascending_empires"):
        click(app, f"gallery:{game_id}")
        assert run_until(app, lambda: app.stack.top.settled())
        for item in [i for i in items_of(app) if i.startswith("item:")][1:2]:
            click(app, item)
        check(app, f"the gallery of {game_id}")
        if game_id == "kardashev_scale":
            while app.stack.top.filters.mod is None or app.stack.top.filters.mod == "built-in":
                click(app, "filter:mod")
            check(app, "the gallery's items a mod added and changed")
        app.stack.top.back()
        frames(app, 2)
    click(app, "mods")
    assert run_until(app, lambda: app.stack.top.settled())
    click(app, "mod:broken")
    assert run_until(app, lambda: app.stack.top.settled())
    check(app, "the Mods screen with a broken mod chosen")
    click(app, "new_mod")
    check(app, "New mod")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_gallery_of_broken_content_reads_at_every_size(make_app, size, tmp_path):
    from tests.core.test_content_mods import make_mod
    from tests.ui.test_workshop_screens import BROKEN_CARD
    from tests.ui.driver import run_until

    make_mod(tmp_path / "home" / "mods" / "broken", "id: broken\nversion: '0.2'\n", kardashev_scale__cards=BROKEN_CARD)
    app = open_at(make_app, size)
    click(app, "gallery:eminent_domain")
    assert run_until(app, lambda: app.stack.top.settled())
    click(app, "game:kardashev_scale")
    assert run_until(app, lambda: app.stack.top.settled())
    assert app.stack.top.errors
    check(app, "the gallery of a game whose content is broken")
    click(app, "game:eminent_domain")
    assert run_until(app, lambda: app.stack.top.settled())
    check(app, "the gallery of Eminent Domain")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_host_a_game_and_its_waiting_room_read_at_every_size(make_app, size):
    app = make_app(window_size=size, extra={"track_texts": True, "host_bind": "127.0.0.1"})
    frames(app, 3)
    click(app, "host")
    check(app, "Host a game's choice of game")
    click(app, "host:kardashev_scale")
    host = app.stack.top
    while len(host.seats) < 6:
        click(app, "add_seat")
    click(app, "seat5:expert")
    host.error = "Make at least one seat Network: that is where a friend joins."  # the longest complaint
    check(app, "Host a game with six seats")
    host.error = ""
    click(app, "start")
    from tests.ui.driver import run_until

    room = app.stack.top
    assert run_until(app, lambda: room.link is not None and room.link.session is not None, 3000)
    check(app, "the host's waiting room with six seats")
    room.back()
    assert room.server.wait_stopped()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_join_a_game_reads_at_every_size(make_app, size, tmp_path, monkeypatch):
    from game.net import discovery
    from game.net.seat_link import SeatLink
    from tests.net.helpers import ServerThread
    from tests.ui.driver import run_until
    from tests.ui.network import drain, games

    with ServerThread(tmp_path, pace=0.0) as server:
        found = [discovery.FoundServer(f"Orrery on a machine with a long name {i} port 8765", server.url, 1)
                 for i in range(8)]
        monkeypatch.setattr(discovery, "browse", lambda seconds: list(found))
        links = []
        for name, game, seats in (("a-table-with-a-long-name-of-forty-chars", "kardashev_scale", 6),
                                  ("friday", "eminent_domain", 4), ("saturday", "ascending_empires", 2)):
            link = SeatLink(server.url, games)
            link.create(name, game, seats, name="A player with a long name")
            links.append(link)
        app = open_at(make_app, size)
        assert run_until(app, lambda: [drain(link) for link in links] and all(link.session for link in links), 3000)
        click(app, "join")
        join = app.stack.top
        assert run_until(app, lambda: "server:0" in {c.id for c in join.controls}, 3000)
        click(app, "server:0")
        assert run_until(app, lambda: len(join.shown_tables()) == 3, 3000)
        check(app, "Join a game with servers and tables")
        join.problem = "cannot reach ws://a-machine-with-a-long-name.local:8765/t/friday: Connection refused " * 2
        check(app, "Join a game with a long problem")
        join.back()
        for link in links:
            link.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_network_table_and_its_give_seat_question_read_at_every_size(make_app, size, tmp_path):
    from game.ui.network_table import open_network_table
    from tests.net.helpers import ServerThread
    from tests.ui.driver import run_until
    from tests.ui.network import seated_pair

    app = open_at(make_app, size)
    with ServerThread(tmp_path, pace=0.0) as server:
        host, friend = seated_pair(server, "eminent_domain", "layout", seats=3, computers=["easy"])
        open_network_table(app, host)
        friend.close()
        assert run_until(app, lambda: "net:give" in items_of(app), 3000)
        click(app, "net:give")
        check(app, "the host's question before giving a seat away")


# --- Learn to play (game/ui/tutorial) ------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_kardashev_scale_tutorial_reads_at_every_size(make_app, size):
    """Its card at the first step and over a picker, a greyed control's reason, its Esc menu, the
    closing card, and the question Learn to play asks of a tutorial left in a later chapter."""
    from tests.ui.driver import centre_of, key
    from tests.ui.tutorial_driver import coach_of, play_step, waiting_for_player

    app = open_at(make_app, size)
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant",
                                                 reveal_at_once=False))
    click(app, "learn:kardashev_scale")
    assert run_until(app, lambda: coach_of(app) is not None and waiting_for_player(app), 3000)
    coach = coach_of(app)
    check(app, "the tutorial's first step")
    hover_at(app, centre_of(app, "dial:trade"))
    check(app, "the tutorial with a greyed control's reason")
    key(app, pygame.K_ESCAPE)
    check(app, "the tutorial's menu")
    key(app, pygame.K_ESCAPE)
    while coach.run.step < 4:  # step 5: buy a card
        play_step(app)
    assert run_until(app, lambda: waiting_for_player(app), 2000)
    click(app, "market:planetary:0")
    check(app, "the tutorial placing a card")
    while not coach.run.finished:
        play_step(app)
    assert run_until(app, lambda: coach.button_words == "Play on", 2000)
    check(app, "the tutorial's closing card")
    app.learning.reached_chapter("kardashev_scale", 2)
    app.to_title()
    frames(app, 3)
    click(app, "learn:kardashev_scale")
    check(app, "Learn to play's question")
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


def rival_tiles_hold_their_words(app, table) -> None:
    """A rival's planet or technology tile shows its numbers whole: none runs past its foot (the
    second of a planet's costs was cut at 1280x720 without Escalation)."""
    _, lay, _ = table.current()
    tiles = [pygame.Rect(r) for item, r in lay.rects.items() if item.startswith("opp")]
    for text in fonts.texts_on(app.window):
        words = pygame.Rect(text.rect)
        for tile in tiles:
            if tile.collidepoint(words.topleft):
                assert words.bottom <= tile.bottom + 1, f"{text.text!r} at {words} runs past its tile {tile}"


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
    rival_tiles_hold_their_words(app, table)
    viewer_moves(app, table, 14, seed=players)
    assert table.session.state.turn_no >= 3, "the game moved on"
    check(app, f"{what} some turns in")
    rival_tiles_hold_their_words(app, table)
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


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_title_tiles_buttons_hold_their_words(make_app, size):
    """New game, Rules and Gallery are each wider than their words, however many tiles share the
    width (the tests' own fourth game makes them narrower than the app's three)."""
    app = open_at(make_app, size, 100)
    title, found = app.stack.top, items_of(app)
    text = app.metrics.classic_text
    words = {"new": fonts.font(text(21), "bold").size("New game")[0], "rules": fonts.font(text(15)).size("Rules")[0],
             "gallery": fonts.font(text(15)).size("Gallery")[0]}
    for entry, _ in title.tiles():
        for kind, need in words.items():
            rect = found.get(f"{kind}:{entry.id}")
            if rect is not None:
                assert rect[2] >= need + 8, f"{kind}:{entry.id} is {rect[2]} px wide for {need} px of words at {size}"
