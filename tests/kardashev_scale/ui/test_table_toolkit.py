"""The shared table toolkit on the Kardashev Scale table: the click rule, a dial that can be
changed until Reveal (and the setting that skips Reveal), honest Undo and Ctrl+Z in the
placement picker."""

from __future__ import annotations

import pygame
import pytest

from game.ui import fonts
from game.kardashev_scale.rules.actions import PickDial
from tests.kardashev_scale.ui.table_driver import bot, human, open_app, pick_dial, rig, settled_for_human, start
from tests.ui.driver import centre_of, press_at, release_at, click, frames, items, key, run_until


@pytest.fixture
def app():
    made = open_app()
    yield made
    made.finish()


def undo_text(table):
    """What Undo says it takes back: on the button, or just above it when the button cannot hold it."""
    button = table.button("undo")
    if not button.is_enabled:
        return None
    return table.undo_menu.words or button.text


def test_a_press_does_nothing_and_a_release_after_the_decision_changed_does_nothing(app):
    table = start(app, [human("Ann"), bot("Nova")], seed=6)
    assert run_until(app, lambda: settled_for_human(app))
    where = centre_of(app, "dial:conflict")
    press_at(where, app=app)
    frames(app, 2)
    assert not any(r.player == 0 for r in table.session.actions)  # a press alone chooses nothing
    assert table.dial_pick is None
    key(app, pygame.K_r)  # meanwhile the dial is set and revealed with the keyboard: the decision changes
    key(app, pygame.K_RETURN)
    assert table.session.state.revealed[0] == "research"
    assert run_until(app, lambda: settled_for_human(app))
    count = len(table.session.actions)
    release_at(where)  # the release of the old press, over the next decision
    frames(app, 3)
    assert len(table.session.actions) == count and table.dial_pick is None and table.placing is None


def test_the_dial_can_be_changed_until_reveal(app):
    app.apply_settings(app.settings.with_changes(think_delay=5.0))  # Nova is slow to pick
    table = start(app, [human("Ann"), bot("Nova")], seed=6)
    click(app, "dial:trade")
    click(app, "dial:conflict")  # a change of mind: nothing is played yet
    assert table.dial_pick == "conflict" and table.session.actions == []
    assert table.button("reveal").text == "Reveal: Conflict"
    assert "reveal" in items(app)
    assert undo_text(table) is None  # a dial set on screen is not a move: picking again changes it
    click(app, "reveal")
    assert [r.action for r in table.session.actions] == [PickDial("conflict")]
    assert undo_text(table) == "Undo: set your dial to Conflict"  # not revealed yet: Nova still thinks
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.session.actions == [] and table.pending_kind() == "pick_dial"


def test_reveal_as_soon_as_i_pick_skips_the_reveal_step(app):
    app.apply_settings(app.settings.with_changes(reveal_at_once=True))
    table = start(app, [human("Ann"), bot("Nova")], seed=6)
    assert run_until(app, lambda: settled_for_human(app))
    click(app, "dial:trade")
    assert table.session.state.revealed is not None and table.session.state.revealed[0] == "trade"
    assert "reveal" not in items(app)


def test_in_hot_seat_the_confirmed_dial_stays_hidden_from_the_next_player(app):
    table = start(app, [human("Ann"), human("Bob")], seed=5)
    click(app, "ready")
    click(app, "dial:research")
    assert app.stack.top is table and table.button("reveal").text == "Lock in my dial: Research"
    click(app, "reveal")
    assert app.stack.top.name == "pass"  # Bob's turn to pick: the table is covered
    click(app, "ready")
    assert table.viewer == 1 and table.dial_pick is None  # Ann's choice is not on Bob's screen
    pick_dial(app, "trade")
    assert run_until(app, lambda: table.view().revealed is not None)
    assert table.view().revealed == ["research", "trade"]


def test_undo_is_only_for_my_own_moves_a_bot_move_after_mine_is_never_taken_back(app):
    app.apply_settings(app.settings.with_changes(think_delay=5.0))  # the bots wait: the test moves them
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion")], seed=4)
    pick_dial(app, "trade")
    assert undo_text(table) == "Undo: set your dial to Trade"
    assert table.button("undo").tool_tip_text == "Take back: set your dial to Trade (Ctrl+Z)"
    session = table.session
    session.apply(1, PickDial("advance"))  # Nova picks after Ann; Orion has not: nothing revealed yet
    frames(app, 2)
    assert session.state.revealed is None
    assert undo_text(table) is None and not session.can_undo(0) and not session.can_undo(1)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert [r.player for r in session.actions] == [0, 1]  # neither Ann's pick nor Nova's came back


def test_ctrl_z_takes_back_the_card_chosen_in_the_placement_picker(app):
    table = start(app, [human("Ann"), bot("Nova")], seed=6)
    table.session.state.tokens[0] = [4, 4, 4]
    table.session.state_edited()
    pick_dial(app, "advance")
    assert run_until(app, lambda: settled_for_human(app) and table.pending_kind() == "buy")
    assert undo_text(table) is None  # the reveal came after Ann's pick: nothing to take back
    card = sorted(i for i in items(app) if i.startswith("market:"))[0]
    click(app, card)
    assert table.placing is not None
    name = table.view().content.card(table.view().market[0][int(card.split(":")[2])]).name \
        if card.startswith("market:planetary") else None
    text = undo_text(table)
    assert text is not None and (text.startswith("Undo: choose") or text.startswith("Undo takes back: choose"))
    if name:
        assert table.button("undo").tool_tip_text == f"Take back: choose {name} (Ctrl+Z)"
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.placing is None and undo_text(table) is None
    assert table.pending_kind() == "buy" and app.stack.top is table


def test_undo_words_too_long_for_the_button_sit_in_full_above_it():
    app = open_app(track_texts=True)
    try:
        undo_words_above_the_button(app)
    finally:
        app.finish()


def undo_words_above_the_button(app):
    table = start(app, [human("Ann"), bot("Nova")], seed=6)
    rig(table, tokens=(4, 4, 4), market=[(0, 0, "planetary_credit_exchange")])
    pick_dial(app, "advance")
    assert run_until(app, lambda: settled_for_human(app) and table.pending_kind() == "buy")
    click(app, "market:planetary:0")
    assert table.placing == ("planetary", 0)
    frames(app, 1)
    words = "Undo takes back: choose Planetary Credit Exchange"
    assert table.button("undo").text == "Undo" and table.undo_menu.words == words
    assert table.button("undo").tool_tip_text == "Take back: choose Planetary Credit Exchange (Ctrl+Z)"
    drawn = [t for t in fonts.texts_on(app.window) if table.lay.undo_words.colliderect(t.rect)]
    assert " ".join(t.text for t in drawn) == words  # in full, in the place above the button
    assert all(table.lay.undo_words.contains(t.rect) for t in drawn)
    assert fonts.shortened_this_frame() == []
    click(app, "undo")
    assert table.placing is None and table.undo_menu.words is None and undo_text(table) is None
