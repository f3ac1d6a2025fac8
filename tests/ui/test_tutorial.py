"""Learn to play at the table, driven by posted input as a player would: each step lights the one
move it asks for and greys the rest (with the reason on hover); Esc skips a step or a chapter or
leaves, and a left tutorial resumes at its chapter; after the last step the game goes on as a
normal one; --automation says where the tutorial stands; first-time tips show once."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core.tutorial.line import play_line
from game.ui import fonts
from tests.ui.driver import centre_of, click, frames, items, key, run_until
from tests.ui.test_command_line import run_main
from tests.ui.tutorial_driver import coach_of, play_step, table_of, waiting_for_player


def open_tutorial(make_app, game_id="kardashev_scale", size=(1280, 720), speed="instant"):
    app = make_app(window_size=size)
    app.apply_settings(app.settings.with_changes(computer_speed=speed, animation_speed=speed, reveal_at_once=False))
    frames(app, 2)
    click(app, f"learn:{game_id}")
    assert run_until(app, lambda: coach_of(app) is not None and waiting_for_player(app), 3000)
    return app


def texts(app) -> str:
    return " ".join(t.text for t in fonts.texts_on(app.window))


def hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 2)


def test_the_kardashev_scale_tutorial_is_played_to_its_end_by_clicks_and_the_game_goes_on(make_app):
    app = open_tutorial(make_app)
    coach = coach_of(app)
    assert app.automation_state()["tutorial"] == {"chapter": 1, "step": 1, "of": 12,
                                                  "expects": "set your dial to Research"}
    assert coach.session.autosaver is None  # a guided game is not saved while it is guided
    seen = []
    while not coach.run.finished:
        seen.append(app.automation_state()["tutorial"]["step"])
        play_step(app)
    assert seen == list(range(1, 13))
    last = len(coach.session.actions)  # the tutorial's last move
    assert run_until(app, lambda: coach.button_words == "Play on", 2000)
    frames(app, 20)  # the card's button settles under the pointer
    assert "Tutorial complete" in texts(app) and "tutorial" not in app.automation_state()
    assert coach.session.autosaver is not None  # a normal game from here on: saved and recorded
    click(app, "tutorial:play_on")
    table = app.stack.top
    assert table.name == "kardashev_table" and table.coach is not coach
    session = table.session  # the computers play on by themselves: Vega returns tokens, both set dials
    assert run_until(app, lambda: session.state.round == 8 and session.state.to_act() == [0], 3000)
    assert {r.player for r in session.actions[last:]} == {1, 2}
    assert app.learning.chapter("kardashev_scale") == 0  # the next Learn to play starts from the beginning


def test_the_step_lights_its_move_and_everything_else_says_why_it_does_nothing(make_app):
    app = open_tutorial(make_app)
    table, coach = table_of(app), coach_of(app)
    assert coach.allowed_ids(coach.expected()) == {"dial:research"}
    assert [tuple(r) for r in coach.places()] == [tuple(items(app)["dial:research"])]
    hover(app, centre_of(app, "dial:trade"))
    assert "The tutorial asks you to set your dial to Research first." in texts(app)
    click(app, "dial:trade")
    assert table.dial_pick is None and coach.run.step == 0  # a greyed control does nothing
    click(app, "hint")  # the Hint is greyed too: the card says what to play
    assert table.hint.thought is None and table.hint.shown is None
    key(app, pygame.K_t)  # the keyboard: the dial may be set, but the wrong one is never revealed
    key(app, pygame.K_RETURN)
    frames(app, 5)
    assert coach.run.step == 0 and len(table.session.actions) == 2  # the computers' dials only
    key(app, pygame.K_r)
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: coach.run.step == 1, 2000)


def test_a_card_hovered_during_a_step_is_read_clear_of_the_tutorials_card_and_shade(make_app):
    app = open_tutorial(make_app)
    table, coach = table_of(app), coach_of(app)
    assert coach.card_rect.colliderect(table.coach_area())  # the card sits over the log...
    galactic = table.market_rect(table.view(), "galactic", 0).center
    hover(app, galactic)
    hover(app, galactic)
    shown = table.hover_rect()
    assert shown is not None and shown.colliderect(table.coach_area())
    assert not coach.card_rect.colliderect(shown)  # ...and gives way to the card being read
    assert app.window.get_at(shown.inflate(-40, -40).center)[:3] != (0, 0, 0)
    hover(app, centre_of(app, "dial:advance"))
    assert table.hover_rect() is None and coach.card_rect.colliderect(table.coach_area())


def test_the_reason_a_wrong_space_gives_names_the_space_the_step_asks_for(make_app):
    app = open_tutorial(make_app)
    coach = coach_of(app)
    while coach.run.step < 6:  # step 7: the Trade Hub at the right end of the row
        play_step(app)
    assert run_until(app, lambda: waiting_for_player(app), 2000)
    assert coach.words() == "buy Equatorial Trade Hub at the right end of its row"
    play_step(app)
    assert coach.run.step == 7


def test_escape_skips_a_step_or_a_chapter_and_a_tutorial_left_resumes_at_its_chapter(make_app):
    app = open_tutorial(make_app)
    coach = coach_of(app)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "tutorial_menu"
    click(app, "skip_step")
    assert run_until(app, lambda: coach.run.step == 1 and not coach.run.skipping, 2000)
    assert coach.session.state.revealed[0] == "research"  # the step's move was played for the player
    key(app, pygame.K_ESCAPE)
    click(app, "skip_chapter")
    assert run_until(app, lambda: coach.run.step == 3 and waiting_for_player(app), 3000)
    assert app.automation_state()["tutorial"]["chapter"] == 2
    key(app, pygame.K_ESCAPE)
    click(app, "leave")
    assert app.stack.top.name == "title" and app.learning.chapter("kardashev_scale") == 1
    app.learning.writer.flush()
    from game import userdata

    assert json.loads(userdata.learning_file().read_text())["tutorial_chapters"] == {"kardashev_scale": 1}

    click(app, "learn:kardashev_scale")
    assert app.stack.top.name == "tutorial_resume"
    assert "You left the tutorial in chapter 2 of 4, Your first card." in texts(app)
    click(app, "resume")
    assert run_until(app, lambda: coach_of(app) is not None and waiting_for_player(app), 3000)
    resumed = coach_of(app)
    assert resumed.run.step == 3 and app.automation_state()["tutorial"]["step"] == 4
    # the very position the script reaches at that chapter, played through the rules
    entry = app.catalogue.entry("kardashev_scale")
    line, _ = play_line(entry.definition.new_state, entry.content, entry.content.tutorial, "kardashev_scale",
                        entry.definition.tutorial)
    state = entry.definition.new_state(entry.content, line.config)
    for move in line.before_step(3):
        state.apply(move.player, move.action)
    expected = state.to_dict()
    for move in line.moves[line.step_starts[3]:]:  # the chapter's computer moves, played since
        if not move.asked and move.step == 3:
            state.apply(move.player, move.action)
    assert resumed.session.state.to_dict() == state.to_dict() != expected

    key(app, pygame.K_ESCAPE)
    click(app, "leave")
    click(app, "learn:kardashev_scale")
    click(app, "restart")
    assert run_until(app, lambda: coach_of(app) is not None and waiting_for_player(app), 3000)
    assert coach_of(app).run.step == 0 and app.learning.chapter("kardashev_scale") == 0


def test_undo_takes_no_move_back_in_a_tutorial(make_app):
    app = open_tutorial(make_app)
    coach = coach_of(app)
    play_step(app)
    assert run_until(app, lambda: waiting_for_player(app), 2000)
    before = len(coach.session.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(coach.session.actions) == before and coach.run.step == 1


def test_tutorial_on_the_command_line(tmp_path):
    result = run_main(tmp_path, "--tutorial", "kardashev_scale", "--frames", "400", "--automation",
                      "--window", "1280x720")
    assert result.returncode == 0, result.stderr
    states = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    guided = [s["tutorial"] for s in states if "tutorial" in s]
    assert guided and guided[-1] == {"chapter": 1, "step": 1, "of": 12, "expects": "set your dial to Research"}
    for args, words in ((["--tutorial", "chess"], "--tutorial: unknown game 'chess'"),
                        (["--tutorial", "kardashev_scale", "--game", "kardashev_scale", "--players", "human,ai:easy"],
                         "--tutorial sets up its own game; it cannot be used with --game")):
        refused = run_main(tmp_path, *args, "--frames", "1")
        assert refused.returncode == 2 and words in refused.stderr and len(refused.stderr.strip().splitlines()) == 1


def test_a_game_without_a_tutorial_is_refused_in_one_line(monkeypatch):
    import dataclasses

    from game.cli import build_parser, options_problem
    from game.core import registry

    definition = registry.get_game("kardashev_scale")
    monkeypatch.setitem(registry._loaded, "kardashev_scale", dataclasses.replace(definition, tutorial=None))
    args = build_parser().parse_args(["--tutorial", "kardashev_scale"])
    assert options_problem(args) == "--tutorial: Kardashev Scale has no tutorial yet"


# --- first-time tips ------------------------------------------------------------------------------
def start_game(app):
    from tests.kardashev_scale.ui.table_driver import bot, human, start

    return start(app, [human("Ann"), bot("Nova")], seed=4)


def test_a_first_time_tip_shows_once_and_not_when_switched_off(make_app):
    app = make_app(window_size=(1280, 720))
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant"))
    table = start_game(app)
    assert run_until(app, lambda: table.pending_kind() == "pick_dial", 2000)
    frames(app, 3)
    assert "Tip: The Summit: set your dial in secret." in texts(app)
    tip = [t.rect for t in fonts.texts_on(app.window) if t.text.startswith("Tip:")]
    assert tip and table.coach_areas()[0].contains(tip[0])  # beside the play, as a tutorial's card: no text under it
    assert app.learning.tip_shown("kardashev_scale", "pick_dial")
    app.to_title()
    frames(app, 3)
    table = start_game(app)
    assert run_until(app, lambda: table.pending_kind() == "pick_dial", 2000)
    frames(app, 3)
    assert "Tip:" not in texts(app)  # shown once

    app.learning.tips.clear()
    click_settings_tips(app)
    assert app.settings.tips is False
    table = start_game(app)
    assert run_until(app, lambda: table.pending_kind() == "pick_dial", 2000)
    frames(app, 3)
    assert "Tip:" not in texts(app) and not app.learning.tip_shown("kardashev_scale", "pick_dial")


def click_settings_tips(app) -> None:
    app.to_title()
    frames(app, 3)
    click(app, "settings")
    assert app.settings.tips is True
    click(app, "tips")
    frames(app, 2)
    app.stack.top.back()
    frames(app, 2)


@pytest.mark.parametrize("game_id", ["kardashev_scale"])
def test_learn_to_play_is_on_each_title_card(make_app, game_id):
    app = make_app()
    assert f"learn:{game_id}" in items(app)


def test_the_learner_is_called_by_the_name_new_game_last_had(make_app):
    """The log reads "Ann picks Research", never "You picks": the learner's seat takes the name of
    the person in New game's last table (of this game, else of another), else the script's."""
    from game.ui.last_setup import SeatSetup, TableSetup

    app = open_tutorial(make_app)
    assert coach_of(app).session.config.seats[0].name == "Player"
    app.last_setups.remember("eminent_domain", TableSetup((SeatSetup("Vera", "easy", 1), SeatSetup("Ann", "human", 0)),
                                                          ()))
    app.to_title()
    frames(app, 3)
    click(app, "learn:kardashev_scale")
    assert run_until(app, lambda: coach_of(app) is not None and waiting_for_player(app), 3000)
    session = coach_of(app).session
    assert session.config.seats[0].name == "Ann"
    play_step(app)
    assert any(entry.text.startswith("Ann picks") for entry in session.log)


@pytest.mark.parametrize("game_id", ["ascending_empires", "eminent_domain"])
def test_learn_to_play_opens_on_the_line_the_content_check_worked_out(make_app, monkeypatch, game_id):
    """The script played through the rules (for Ascending Empires, shot searches) is worked out
    where content loads, in a process of its own: opening the tutorial plays none of it again in
    the frame loop."""
    from game.core.tutorial import line as tutorial_line

    app = make_app(window_size=(1280, 720))
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant"))
    frames(app, 2)
    entry = app.catalogue.entry(game_id)
    worked_out = entry.content.worked_out[tutorial_line.LINE_KEY]
    definition = entry.definition
    again, problems = play_line(definition.new_state, entry.content, entry.content.sections["tutorial"], game_id,
                                definition.tutorial)
    assert problems == [] and worked_out.moves == again.moves and worked_out.step_starts == again.step_starts

    def played_again(*args, **kwargs):
        raise AssertionError("the tutorial's line was played again when it opened")

    monkeypatch.setattr(tutorial_line, "play_line", played_again)
    click(app, f"learn:{game_id}")
    assert run_until(app, lambda: coach_of(app) is not None and waiting_for_player(app), 3000)
