"""The shared table toolkit on the Ascending Empires board: the click rule on discs, and an Undo
that names the move and never rewinds the computer player's turn."""

from __future__ import annotations

import pygame

from game.ascending_empires.rules import actions as A
from tests.ui.driver import click, frames, items, key, press_at, release_at


def undo_text(scene):
    """What Undo says it takes back: the caption above the button (its words are too long for it)."""
    button = scene.button("undo")
    return " ".join(scene.undo_menu.caption_lines(2000)) if button.is_enabled else None


def test_a_press_on_a_disc_does_nothing_and_its_release_after_a_change_does_nothing(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    click(app, "action:recruit")
    home = scene.disc_screen_rect(scene.view().disc("home1")).center
    press_at(home, app=app)
    frames(app, 2)
    assert scene.session.actions == []  # a press alone chooses nothing
    key(app, pygame.K_2)  # meanwhile the action changes to Move: the disc now means something else
    assert scene.mode == "move"
    release_at(home)
    frames(app, 3)
    assert scene.session.actions == [] and scene.popup_disc is None
    click(app, "disc:home1")  # a fresh click on the disc works
    assert scene.session.actions or scene.popup_disc == "home1"


def test_undo_names_my_move_and_a_bot_turn_after_mine_is_never_rewound(open_board):
    app = open_board("human,ai:easy")
    scene = app.stack.top
    app.settings = app.settings.with_changes(think_delay=5.0)  # the bot waits: the test moves it
    session = scene.session
    assert undo_text(scene) is None
    click(app, "action:recruit")
    click(app, "disc:home1")
    assert scene.button("undo").tool_tip_text == "Take back: recruit a troop on your homeworld (Ctrl+Z)"
    assert undo_text(scene).startswith("Undo takes back: recruit")
    click(app, "disc:home1")  # the second troop ends the action; the turn waits for End turn
    assert session.state.current == 0 and undo_text(scene).startswith("Undo takes back: recruit")
    click(app, "step:EndTurn")
    assert session.state.current == 1
    assert undo_text(scene) is None and not session.can_undo(0), \
        "an ended turn is final: Undo never reaches back into it from the next player's turn"
    session.apply(1, next(a for a in session.state.legal_actions(1) if isinstance(a, A.Recruit)))
    frames(app, 2)
    assert undo_text(scene) is None and not session.can_undo(0)
    moves = list(session.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.actions == moves  # the bot's move stays, and so does Ann's turn before it
    while session.state.current == 1:  # the bot finishes its turn
        session.apply(1, next(a for a in session.state.legal_actions(1)
                              if isinstance(a, (A.Recruit, A.EndAction, A.EndTurn))))
    frames(app, 2)
    assert session.state.current == 0 and undo_text(scene) is None  # a new turn: nothing of Ann's to undo
    assert "undo" not in items(app)
