"""Every shared scene, driven with posted clicks and keys under the dummy video driver."""

from __future__ import annotations

import json

import pygame

from game import userdata
from game.core.config import GameConfig, Seat
from game.core.engine import Outcome, PlayerResult, ScoreLine
from game.core.session import GameSession
from game.ui.catalogue import BROKEN, MISSING, READY, GameEntry
from game.ui.scenes.content_errors import ContentErrorsScene
from game.ui.scenes.game_over import GameOverScene, headline, score_rows
from game.ui.scenes.rules_help import RulesHelpScene
from tests.ui import duel_table
from tests.ui.driver import click, click_at, frames, items, key, run_until, top


def entry(app, game_id="toy_duel"):
    return app.catalogue.entry(game_id)


def test_title_lists_every_game_with_its_state(app):
    assert top(app) == "title"
    ids = [e.id for e in app.catalogue.entries]
    assert ids[:3] == ["kardashev_scale", "eminent_domain", "ascending_empires"] or \
        set(ids) >= {"kardashev_scale", "eminent_domain", "ascending_empires"}
    found = items(app)
    for e in app.catalogue.entries:
        if e.status == READY:
            assert f"new:{e.id}" in found
        elif e.status == BROKEN:
            assert f"errors:{e.id}" in found
        else:
            assert f"new:{e.id}" not in found  # coming soon: shown, not clickable
    assert "continue" not in found  # nothing saved yet
    assert {"load", "settings", "quit"} <= set(found)


def test_a_missing_game_shows_as_coming_soon(app, monkeypatch):
    from game.core import registry

    monkeypatch.setitem(registry.GAME_MODULES, "zz_missing", "game.zz_missing_package")
    key(app, pygame.K_F5)  # F5 reloads the catalogue and content
    app.catalogue.wait(30)
    frames(app, 2)
    missing = entry(app, "zz_missing")
    assert missing.status == MISSING
    assert "soon:zz_missing" not in items(app)  # disabled
    assert any(c.id == "soon:zz_missing" for c in app.stack.top.controls)


def test_broken_content_opens_the_errors_scene(app):
    broken = entry(app)
    broken.status, broken.errors = BROKEN, ["content/toy/cards.yaml:3:5: cards[0].cost: expected a whole number"]
    frames(app, 2)
    click(app, "errors:toy_duel")
    assert top(app) == "content_errors"
    assert isinstance(app.stack.top, ContentErrorsScene)
    assert "cards.yaml:3:5" in app.stack.top.box.html_text
    key(app, pygame.K_ESCAPE)
    assert top(app) == "title"


def test_keyboard_reaches_every_title_button(app):
    seen = set()
    for _ in range(len(app.stack.top.controls) + 1):
        key(app, pygame.K_TAB)
        scene = app.stack.top
        seen.add(scene.controls[scene.focus].id)
    assert {"load", "settings", "quit", "new:toy_duel"} <= seen
    while app.stack.top.controls[app.stack.top.focus].id != "settings":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert top(app) == "settings"
    key(app, pygame.K_ESCAPE)
    assert top(app) == "title"


def test_settings_apply_at_once_and_are_saved(app):
    click(app, "settings")
    assert top(app) == "settings"
    click(app, "speed:instant")
    click(app, "colour_blind")
    click(app, "mute")
    click(app, "volume:down")
    assert app.settings.animation_speed == "instant" and app.settings.colour_blind and app.settings.muted
    assert abs(app.settings.volume - 0.6) < 1e-9
    assert app.sounds.muted
    app.settings_writer.flush()
    saved = json.loads(userdata.settings_file().read_text())
    assert saved["animation_speed"] == "instant" and saved["colour_blind"] is True
    click(app, "fullscreen")
    assert app.fullscreen
    key(app, pygame.K_F11)
    assert not app.fullscreen and not app.settings.fullscreen
    key(app, pygame.K_RETURN)  # Done is the default
    assert top(app) == "title"


def test_new_game_seats_variants_seed_and_start(app):
    click(app, "new:toy_duel")
    assert top(app) == "new_game"
    scene = app.stack.top
    assert len(scene.seats) == 2
    click(app, "add_seat")
    assert len(scene.seats) == 3
    click(app, "seat2:remove")
    assert len(scene.seats) == 2
    click(app, "seat1:human")
    click(app, "seat1:colour")
    assert scene.seats[1].kind == "human" and scene.seats[1].colour not in (0, 1)
    # type a name: click into the entry, then keys
    click(app, "seat0:name")
    for _ in range(10):
        key(app, pygame.K_BACKSPACE)
    for ch in "Vega":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)
    key(app, pygame.K_RETURN)  # leaves the text box
    assert scene.seats[0].name == "Vega"
    click(app, "seed")
    for ch in "4242":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)
    key(app, pygame.K_TAB)
    config = scene.config()
    assert config.seed == 4242 and config.seats[0].name == "Vega" and config.seats[0].is_human
    click(app, "start")
    assert top(app) == "pass"  # two humans: the screen is hidden until Vega confirms
    assert app.automation_state()["turn"] == ["Vega"]


def start_duel(app, seats, seed=5):
    config = GameConfig("toy_duel", seats, (), seed)
    from game.ui.play import start_game

    assert start_game(app, entry(app), config)
    frames(app, 2)
    return app.stack


def test_hot_seat_passes_the_screen_between_humans(app):
    start_duel(app, (Seat("Ann", colour="#e6553a"), Seat("Bob", colour="#3a8fe6")))
    assert top(app) == "pass"
    table = list(app.stack)[0]
    assert table.viewer == 0
    names = [s.name for s in app.stack.visible()]
    assert names == ["pass"]  # opaque: nothing of the table is drawn
    click(app, "ready")
    assert top(app) == "duel_table"
    card = next(i for i in items(app) if i.startswith("card:"))
    click(app, card)
    assert top(app) == "pass" and table.viewer == 1  # Bob's turn to pick in secret
    key(app, pygame.K_ESCAPE)
    assert top(app) == "pass"  # Esc must not lift the privacy screen
    key(app, pygame.K_RETURN)
    assert top(app) == "duel_table"


def test_bots_play_to_the_end_without_blocking_and_game_over_offers_rematch(app):
    app.apply_settings(app.settings.with_changes(think_delay=0.0))
    start_duel(app, (Seat("Ann", "ai", "easy"), Seat("Bob", "ai", "easy")))
    table = app.stack.top
    assert run_until(app, lambda: top(app) == "game_over")
    assert table.session.state.is_terminal()
    assert "rematch" in items(app) and "title" in items(app)
    frames(app, 2)
    key(app, pygame.K_RETURN)  # rematch is the default
    assert top(app) == "duel_table"
    assert app.stack.top.session is not table.session
    key(app, pygame.K_ESCAPE)
    assert top(app) == "pause"
    click(app, "quit")
    assert top(app) == "title"


def test_pause_menu_save_rules_settings_and_quit(app):
    start_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    assert top(app) == "duel_table"
    key(app, pygame.K_ESCAPE)
    assert top(app) == "pause"
    assert [s.name for s in app.stack.visible()] == ["duel_table", "pause"]  # an overlay
    click(app, "save")
    app.save_writer.flush()
    saves = [p for p in userdata.saves_dir().glob("toy_duel-*.json")]
    assert len(saves) == 1
    click(app, "settings")
    assert top(app) == "settings"
    key(app, pygame.K_ESCAPE)
    assert top(app) == "pause"
    key(app, pygame.K_RETURN)  # resume
    assert top(app) == "duel_table"
    key(app, pygame.K_ESCAPE)
    click(app, "quit")
    assert top(app) == "title"


def test_undo_and_log_panel(app):
    # the computer player waits: on a busy machine its pick came first and Ann's was the second move
    app.apply_settings(app.settings.with_changes(think_delay=60.0))
    start_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    table = app.stack.top
    card = next(i for i in items(app) if i.startswith("card:"))
    click(app, card)
    assert len(table.session.actions) == 1
    frames(app, 1)
    assert any("picks a card" in text for text in table.log_panel.texts)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.session.actions) == 0
    frames(app, 2)
    assert not any("picks a card" in text for text in table.log_panel.texts)
    assert "undo" not in items(app)  # nothing left to take back: the button is disabled
    card = next(i for i in items(app) if i.startswith("card:"))
    click(app, card)
    assert "undo" in items(app)
    click(app, "undo")
    assert len(table.session.actions) == 0


def test_continue_and_load_resume_saved_games(app):
    start_duel(app, (Seat("Ann"), Seat("Bot", "ai", "easy")))
    app.apply_settings(app.settings.with_changes(think_delay=0.0))
    table = app.stack.top
    assert run_until(app, lambda: "card:" in " ".join(items(app)) and table.session.state.round == 0)
    card = next(i for i in items(app) if i.startswith("card:"))
    click(app, card)
    assert run_until(app, lambda: table.session.state.round == 1)  # the bot answered: a turn ended
    app.save_writer.flush()
    key(app, pygame.K_ESCAPE)
    click(app, "quit")
    assert run_until(app, lambda: "continue" in items(app))
    click(app, "continue")
    assert run_until(app, lambda: top(app) == "duel_table")
    resumed = app.stack.top.session
    assert resumed is not table.session
    # as it was when quit: quitting autosaves, so the bot's pick after the end of round 1 is kept too
    assert resumed.state.to_dict() == table.session.state.to_dict() and resumed.actions == table.session.actions
    key(app, pygame.K_ESCAPE)
    click(app, "quit")
    click(app, "load")
    assert run_until(app, lambda: any(i.startswith("save:") for i in items(app)))
    save_id = next(i for i in items(app) if i.startswith("save:"))
    click(app, save_id)
    assert run_until(app, lambda: top(app) == "duel_table")


def test_a_damaged_save_is_refused_with_a_message(app):
    path = userdata.saves_dir() / "autosave-toy_duel.json"
    path.write_text('{"format": "orrery-save", "version": 1, "game": "toy_duel"')
    frames(app, 1)
    click(app, "load")
    assert run_until(app, lambda: "save:autosave-toy_duel.json" in items(app))
    click(app, "save:autosave-toy_duel.json")
    assert run_until(app, lambda: top(app) == "message")
    assert "autosave-toy_duel.json" in " ".join(app.stack.top.lines)
    key(app, pygame.K_RETURN)
    assert top(app) == "load"


def test_rules_help_reads_markdown_and_scrolls(app, tmp_path, monkeypatch):
    from game.ui.scenes import rules_help

    text = "# Duel\n\nPlay **one** card.\n\n" + "\n".join(f"- step {i}" for i in range(80))
    (tmp_path / "rules.md").write_text(text)
    monkeypatch.setattr(rules_help, "ROOT", tmp_path)
    app.push(RulesHelpScene(app, "High Card Duel", "rules.md"))
    assert run_until(app, lambda: app.stack.top.task is None)
    frames(app, 2)
    box = app.stack.top.box
    assert "<b>one</b>" in box.html_text and "step 79" in box.html_text
    assert box.scroll_bar is not None
    key(app, pygame.K_PAGEDOWN)
    assert box.scroll_bar.start_percentage > 0
    key(app, pygame.K_HOME)
    assert box.scroll_bar.start_percentage == 0
    key(app, pygame.K_ESCAPE)
    assert top(app) == "title"


def test_missing_rules_help_is_explained(app):
    app.push(RulesHelpScene(app, "Nothing", "no/such/file.md"))
    assert run_until(app, lambda: app.stack.top.task is None)
    assert "not written yet" in app.stack.top.box.html_text


def test_game_over_shows_breakdown_and_tie_breaks(app):
    results = (PlayerResult(1, 7.0, (ScoreLine("cards", 5), ScoreLine("bonus", 2)), (3.0,), 1),
               PlayerResult(0, 7.0, (ScoreLine("cards", 7),), (1.0,), 2))
    outcome = Outcome(results, ("cards left in hand",))
    title, note = headline(outcome, ["Ann", "Bob"])
    assert title == "Bob wins!" and "cards left in hand" in note
    assert score_rows(outcome) == ["cards", "bonus"]
    shared = Outcome((PlayerResult(0, 3.0, (), (), 1), PlayerResult(1, 3.0, (), (), 1)), ())
    assert headline(shared, ["Ann", "Bob"])[0] == "Ann and Bob share the victory"

    class Finished:
        def outcome(self):
            return outcome

        def to_dict(self):
            return {}

    session = GameSession(duel_table.GAME, duel_table.CONTENT,
                          GameConfig("toy_duel", (Seat("Ann"), Seat("Bob")), (), 1), Finished())
    app.push(GameOverScene(app, session))
    frames(app, 2)
    assert {"rematch", "title"} <= set(items(app))
    key(app, pygame.K_ESCAPE)
    assert top(app) == "title"


def test_quit_button_stops_the_loop(app):
    app.running = True
    click(app, "quit")
    assert app.running is False


def test_clicks_land_in_a_letterboxed_window(make_app):
    app = make_app(window_size=(1000, 1000))  # bars above and below
    assert app.viewport.offset[1] > 0
    click(app, "settings")
    assert top(app) == "settings"
    # a click in the black bar hits nothing
    click_at(app, (500, 5))
    assert top(app) == "settings"


def test_start_without_a_table_scene_explains(app):
    toy = entry(app)
    from dataclasses import replace

    no_table = GameEntry(toy.id, toy.title, 2, 4, "", READY, replace(toy.definition, table_scene=""), toy.content)
    from game.ui.play import start_game

    assert not start_game(app, no_table, GameConfig("toy_duel", (Seat("A"), Seat("B")), (), 1))
    assert top(app) == "message"


def test_variants_come_from_content_with_player_limits_and_requirements(app):
    from game.ui.catalogue import game_variants

    class Variant:
        def __init__(self, id, name, description, min_players=0, max_players=99, requires=()):
            self.id, self.name, self.description = id, name, description
            self.min_players, self.max_players, self.requires = min_players, max_players, requires

    class Content:
        variants = (Variant("quick", "Quick game", "Ends sooner."),
                    Variant("three", "Three players", "Only for three.", 3, 3),
                    Variant("expansion", "Expansion", "More cards."),
                    Variant("scenarios", "Scenarios", "Needs the expansion.", requires=("expansion",)))

    toy = entry(app)
    options = game_variants(toy.definition, Content())
    assert [v.id for v in options] == ["quick", "three", "expansion", "scenarios"]
    toy.content = Content()
    click(app, "new:toy_duel")
    scene = app.stack.top
    found = items(app)
    assert "variant:quick" in found and "variant:expansion" in found
    assert "variant:three" not in found and "variant:scenarios" not in found  # greyed: 2 seats, no expansion
    click(app, "variant:expansion")
    click(app, "variant:scenarios")
    click(app, "add_seat")
    click(app, "variant:three")
    assert scene.config().variants == ("three", "expansion", "scenarios")
    click(app, "variant:expansion")  # switching off a requirement drops what needs it
    click(app, "seat2:remove")  # and three seats become two
    assert scene.config().variants == ()


def test_a_failing_game_scene_returns_to_the_title_with_the_error(make_app):
    from game.ui.scene import Scene

    app = make_app(strict=False)

    class Broken(Scene):
        name = "broken"

        def update(self, dt):
            raise RuntimeError("the flux capacitor is empty")

    app.push(Broken(app))
    frames(app, 2)
    assert [s.name for s in app.stack] == ["title", "message"]
    assert "flux capacitor" in " ".join(app.stack.top.lines)


def test_resizing_the_window_rescales_and_keeps_clicks_working(app):
    pygame.display.set_mode((1200, 900), pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1200, 900), w=1200, h=900))
    assert app.viewport.window_size == (1200, 900) and app.viewport.offset[1] > 0
    frames(app, 2)
    click(app, "settings")
    assert top(app) == "settings"


def test_log_lines_take_their_players_colour_and_shape(app):
    from game.core.gamelog import LogEntry
    from game.ui.log_panel import LogPanel

    seats = (Seat("Ann", colour="#e6553a", shape="circle"), Seat("Bob", colour="#3a8fe6", shape="square"))
    panel = LogPanel((0, 0, 300, 200), seats, colour_blind=True)
    panel.sync([LogEntry(0, "Ann plays <3>"), LogEntry(None, "Round ends"), LogEntry(1, "Bob passes")])
    assert panel.lines[0] == ("\u25cf Ann plays <3>", (0xe6, 0x55, 0x3a))
    assert panel.lines[2] == ("\u25a0 Bob passes", (0x3a, 0x8f, 0xe6))
    assert panel.lines[1][0] == "Round ends"
    panel.sync([LogEntry(0, "Ann plays <3>")])  # shortened by an undo: rebuilt
    assert panel.texts == ["Ann plays <3>"] and len(panel.lines) == 1
    many = [LogEntry(i % 2, f"line {i}") for i in range(60)]
    panel.sync(many)
    assert panel.rows() < len(panel.lines)
    assert panel.handle_wheel((10, 50), 2) and panel.scroll == 6
    assert not panel.handle_wheel((900, 900), 2)
    surface = pygame.Surface((300, 200))
    panel.draw(surface)  # draws without error, scrolled


def test_new_game_is_fully_usable_from_the_keyboard(app):
    click(app, "new:toy_duel")
    scene = app.stack.top
    key(app, pygame.K_TAB)  # the first seat's name box takes the typing
    assert scene.controls[scene.focus].id == "seat0:name"
    for _ in range(10):
        key(app, pygame.K_BACKSPACE)
    for ch in "Rigel":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)
    key(app, pygame.K_TAB)  # out of the box, on to the next control
    assert scene.seats[0].name == "Rigel"
    assert scene.controls[scene.focus].id == "seat0:human"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)  # Easy
    assert scene.seats[0].kind == "easy"
    while scene.controls[scene.focus].id != "start":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert top(app) == "duel_table"


def test_new_game_offers_the_first_player_when_the_game_does(app):
    app.catalogue.wait(30)
    frames(app, 2)
    click(app, "new:toy_duel")
    assert "first_player" not in items(app)  # the test game has no choice of who starts
    key(app, pygame.K_ESCAPE)
    click(app, "new:kardashev_scale")
    scene = app.stack.top
    assert scene.config().options == {"starting_player": 0}
    click(app, "first_player")
    assert scene.config().options == {"starting_player": 1}
    click(app, "add_seat")
    click(app, "first_player")
    assert scene.config().options == {"starting_player": 2}
    click(app, "seat2:remove")  # the starting seat leaves: the choice stays on a real seat
    assert scene.config().options["starting_player"] in (0, 1)
