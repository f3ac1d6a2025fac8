"""The table's controls, one at a time: hot-seat privacy, greyed market cards with their reason,
the placement, payment, ability and discard pickers, animations, undo, the card view and
--automation."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.kardashev_scale.rules.actions import BuyCard, Discard, Pay
from game.kardashev_scale.rules.content import Card
from game.kardashev_scale.rules.state import HIDDEN
from game.kardashev_scale.rules.vocabulary import describe_ability
from game.kardashev_scale.scenes import model, pickers
from game.ui.scenes.game_over import score_rows
from tests.kardashev_scale.ui.table_driver import (bot, card_with, hover, human, open_app, pick_dial, play_to_the_end,
                                                   rig, settled_for_human, start, table_of,
                                                   tokens_with_a_payment_choice)
from tests.ui.driver import click, frames, items, key, run_until

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def app():
    made = open_app()
    yield made
    made.finish()


def wait_for_human(app):
    assert run_until(app, lambda: settled_for_human(app) or app.stack.top.name == "pass", 20000)


def game_end_only(content, count: int):
    """Planetary cards whose abilities only score at the end (they change nothing during play)."""
    return [c.id for c in content.cards if c.tier == "planetary" and c.abilities
            and all(a.when == "game_end" for a in c.abilities)][:count]


def test_hot_seat_hides_every_other_pick_and_passes_the_screen(app):
    table = start(app, [human("Ann"), human("Bob"), bot("Cy")], seed=5)
    assert app.stack.top.name == "pass"
    click(app, "ready")
    assert table.viewer == 0 and {"dial:conflict", "dial:advance"} <= set(items(app))
    pick_dial(app, "research")
    assert app.stack.top.name == "pass"  # Bob must pick: the table is covered
    assert [s.name for s in app.stack.visible()] == ["pass"]
    click(app, "ready")
    assert table.viewer == 1
    view = table.view()
    assert view.picks[0] == HIDDEN  # Ann's pick is not in what the screen draws from
    assert "research" not in json.dumps(view.to_dict()["picks"])
    pick_dial(app, "trade")
    assert run_until(app, lambda: table.view().revealed is not None)
    assert table.view().revealed[:2] == ["research", "trade"]


def test_market_cards_light_up_when_buyable_and_say_why_not(app):
    table = start(app, [human("Ann"), bot("Nova")], seed=9)
    rig(table, tokens=(0, 2, 1), market=[(0, 0, "space_elevator"), (0, 1, "orbital_telescope"),
                                         (0, 2, "continental_fusion_grid")])  # this one Ann can buy
    pick_dial(app, "advance")
    wait_for_human(app)
    assert table.pending_kind() == "buy"
    found = items(app)
    view = table.view()
    legal = {(a.tier, a.slot) for a in view.legal_actions(0) if isinstance(a, BuyCard)}
    market = {(s.tier, s.slot): s for s in table.table().market}
    checked = 0
    for t, tier in enumerate(("planetary", "stellar", "galactic")):
        for slot, card_id in enumerate(view.market[t]):
            if card_id is None:
                continue
            shown = market[(tier, slot)]
            assert shown.card_id == card_id
            if (tier, slot) in legal:
                assert f"market:{tier}:{slot}" in found and shown.state == "lit" and not shown.reason
                assert found[f"market:{tier}:{slot}"] == list(table.market_rect(view, tier, slot))
            else:
                assert f"market:{tier}:{slot}" not in found and shown.state == "grey" and shown.reason
            checked += 1
    assert checked and legal
    # Space Elevator costs 1 Trade and 2 Research: Ann (after the Summit) lacks some of them
    if market[("planetary", 0)].state == "grey":
        assert "more" in market[("planetary", 0)].reason
    assert "Needs two Planetary cards" in market[("stellar", 0)].reason
    # hovering a grey card shows the large view with the reason under it
    hover(app, table.market_rect(view, "stellar", 0).center)
    card, _, reason = table.card_under_mouse(table.view())
    assert card.id == view.market[1][0] and "Planetary" in reason


def test_why_not_names_the_missing_tokens(app):
    table = start(app, [human("Ann"), bot("Nova")], seed=9)
    view = table.view()
    card = Card("test_card", "Test Card", "planetary", "technology", 1, (0, 2, 2), ())
    view.tokens[0] = [0, 0, 2]
    assert model.why_not(view, 0, "planetary", card) == "2 more Trade."
    view.tokens[0] = [3, 0, 1]
    assert model.why_not(view, 0, "planetary", card) == "2 more Trade and 1 more Research (exchanges cover only 1)."


def test_placing_paying_and_ability_choices_are_pickers_of_legal_actions(app):
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion")], seed=21)
    chooser = card_with(table.session.content, "gain_chosen_tokens")
    amount = next(a.effect.amount for a in chooser.abilities)
    rig(table, market=[(0, 0, chooser.id)],
        pyramid=[[0, game_end_only(table.session.content, 2)], [0, []], [0, []]])
    rig(table, tokens=tokens_with_a_payment_choice(table, chooser))
    pick_dial(app, "advance")
    wait_for_human(app)
    click(app, "market:planetary:0")
    places = sorted(i for i in items(app) if i.startswith("place:"))
    assert places == ["place:-1", "place:2"]  # either end of the Planetary row
    click(app, "cancel")
    assert not any(i.startswith("place:") for i in items(app))
    click(app, "market:planetary:0")
    click(app, "place:2")
    wait_for_human(app)
    assert table.pending_kind() == "pay"
    state = table.session.state
    legal_pays = {a for a in state.legal_actions(0) if isinstance(a, Pay)}
    shown = {i for i in items(app) if i.startswith("pay:")}
    assert shown == {pickers.pay_id(a) for a in legal_pays} and len(shown) > 1
    assert "back" in items(app)
    choice = sorted(shown)[0]
    click(app, choice)
    wait_for_human(app)
    assert table.pending_kind() == "choose_token"  # the card lets Ann choose the type of each token
    before = list(table.session.state.tokens[0])
    assert sorted(i for i in items(app) if i.startswith("option:")) == \
        ["option:conflict", "option:research", "option:trade"]
    for _ in range(amount):
        click(app, "option:trade")
        wait_for_human(app)
    after = table.session.state
    assert after.pyramids[0][0][1][-1] == chooser.id
    assert after.tokens[0][1] == before[1] + amount


def test_discard_picker_offers_only_reachable_returns(app):
    table = start(app, [human("Ann"), bot("Nova")], seed=3)
    rig(table, tokens=(6, 5, 4))
    pick_dial(app, "research")
    wait_for_human(app)
    state = table.session.state
    assert table.pending_kind() == "discard"
    owed = state.owed[0]
    assert "discard:confirm" not in items(app)
    picked = 0
    while "discard:confirm" not in items(app):
        more = sorted(i for i in items(app) if i.endswith(":more"))
        click(app, more[0])
        picked += 1
    assert picked == owed and not any(i.endswith(":more") for i in items(app))
    click(app, "discard:conflict:less")
    assert "discard:confirm" not in items(app)
    click(app, "discard:trade:more" if state.tokens[0][1] > table.discard_pick[1] else "discard:research:more")
    pick = Discard(*table.discard_pick)
    assert pick in state.legal_actions(0)
    held = sum(state.tokens[0])
    click(app, "discard:confirm")
    wait_for_human(app)
    assert sum(table.session.state.tokens[0]) == held - owed


def test_reveal_animates_and_ignores_clicks_until_done_and_instant_skips_it(app):
    app.apply_settings(app.settings.with_changes(animation_speed="normal"))
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion")], seed=4)
    wait_for_human(app)
    pick_dial(app, "conflict")
    assert table.animating()  # dials flip, tokens fly
    kinds = {a.kind for a in table.director.timeline.items}
    assert "flip" in kinds and table.director.last_summit.results  # each seat's results show once its dial turns
    actions = len(table.session.actions)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    frames(app, 1)
    assert {i for i in items(app)} <= {"menu", "log"}  # nothing to click while the dials turn over
    assert len(table.session.actions) == actions
    assert run_until(app, lambda: not table.animating(), 2000)
    app.apply_settings(app.settings.with_changes(animation_speed="instant"))
    wait_for_human(app)
    assert table.pending_kind() == "pick_dial"  # Ann did not advance and holds few tokens: next Summit
    pick_dial(app, "trade")
    assert not table.animating()


def test_undo_button_and_ctrl_z_take_back_a_card_choice(app):
    table = start(app, [human("Ann"), bot("Nova"), bot("Orion")], seed=4)
    card = table.session.content.card(table.session.state.market[0][0])
    rig(table, tokens=tokens_with_a_payment_choice(table, card))  # Ann can pay for it in several ways
    pick_dial(app, "advance")  # the reveal is a barrier: nothing before it can be undone
    wait_for_human(app)
    assert "undo" not in items(app)
    click(app, "market:planetary:0")
    click(app, sorted(i for i in items(app) if i.startswith("place:"))[0])
    wait_for_human(app)
    assert table.pending_kind() == "pay"
    chosen = len(table.session.actions)
    click(app, "undo")
    assert len(table.session.actions) == chosen - 1 and table.pending_kind() == "buy"
    click(app, "market:planetary:0")
    click(app, sorted(i for i in items(app) if i.startswith("place:"))[0])
    wait_for_human(app)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.session.actions) == chosen - 1 and table.pending_kind() == "buy"


def test_hovering_a_pyramid_card_shows_its_ability_in_words(app):
    table = start(app, [human("Ann"), bot("Nova")], seed=8)
    card = next(c for c in table.session.content.cards if c.tier == "planetary" and c.abilities)
    rig(table, pyramid=[[0, [card.id]], [0, []], [0, []]])
    frames(app, 2)
    view = table.view()
    rect = next(r for *_, r in table.seats[0].pyramid(view.pyramids[0]).cards(view.pyramids[0]))
    assert table.areas[0].contains(rect)
    hover(app, rect.center)
    shown, _, _ = table.card_under_mouse(table.view())
    assert shown.id == card.id
    text = describe_ability(card.abilities[0])
    assert text[0].isupper() and text.endswith(".") and "_" not in text  # words, not vocabulary names


def test_game_over_shows_base_vp_ability_lines_and_tie_breaks(app):
    table = start(app, [human("Ann"), bot("Nova")], seed=12, variants=("short_game",))
    play_to_the_end(app, seed=5)
    outcome = table.session.state.outcome()
    rows = score_rows(outcome)
    assert rows[0] == "Base VP"
    assert tuple(outcome.tiebreak_labels) == ("Galactic cards", "Stellar cards", "Cards", "Tokens")
    assert app.stack.top.name == "game_over"


def test_automation_lists_the_table_items(tmp_path):
    env = dict(os.environ, ORRERY_NO_VENV="1", ORRERY_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--game", "kardashev_scale", "--players",
                             "human,ai:easy", "--seed", "3", "--frames", "120", "--automation"],
                            capture_output=True, text=True, env=env, cwd=str(tmp_path), timeout=120)
    assert result.returncode == 0, result.stderr
    states = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    last = states[-1]
    assert last["scene"] == "kardashev_table"
    ids = {item["id"] for item in last["items"]}
    assert {"dial:conflict", "dial:trade", "dial:research", "dial:advance", "menu", "log"} <= ids


def test_table_of_finds_the_scene(app):
    start(app, [bot("A"), bot("B")], seed=1)
    assert table_of(app).name == "kardashev_table"


def test_keys_set_the_dial_and_escape_puts_a_card_back(app):
    table = start(app, [human("Ann"), bot("Nova")], seed=6)
    rig(table, tokens=(4, 4, 4))
    key(app, pygame.K_a)
    key(app, pygame.K_RETURN)  # Reveal
    wait_for_human(app)
    assert table.session.state.revealed[0] == "advance" and table.pending_kind() == "buy"
    click(app, sorted(i for i in items(app) if i.startswith("market:"))[0])
    assert table.placing is not None
    key(app, pygame.K_ESCAPE)
    assert table.placing is None and app.stack.top is table  # Esc cancelled the placing, no menu
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "pause"


def test_payment_notes_say_which_tokens_are_exchanged(app):
    table = start(app, [human("Ann"), bot("Nova")], seed=9)
    view = table.view()
    card = Card("test_card", "Test Card", "planetary", "technology", 1, (2, 0, 1), ())
    assert model.explain_payment(view, 0, card, (2, 0, 1)) == "As printed"
    assert model.explain_payment(view, 0, card, (0, 6, 1)) == "6 Trade → 2 Conflict"
    assert model.explain_payment(view, 0, card, (0, 3, 4)) == "3 Trade + 3 Research → 2 Conflict"


def test_a_partial_discard_survives_other_players_returning_tokens(app):
    # Nova thinks a second: Ann's click comes first (a just-opened picker takes clicks after 0.3 s)
    app.apply_settings(app.settings.with_changes(animation_speed="normal", think_delay=1.0))
    table = start(app, [human("Ann"), bot("Nova")], seed=3)
    rig(table, tokens=(6, 5, 4))
    table.session.state.tokens[1] = [6, 6, 6]  # Nova must return tokens in the same round end
    pick_dial(app, "research")
    assert run_until(app, lambda: table.asked() == "discard" and not table.animating(), 5000)
    click(app, "discard:conflict:more")
    assert table.discard_pick == [1, 0, 0]
    # Nova's return animates: the picker stays up, inactive, and Ann's choice so far is kept
    assert run_until(app, lambda: table.session.state.owed[1] == 0 and table.animating(), 5000)
    assert table._discard_open and not any(i.startswith("discard:") for i in items(app))
    assert run_until(app, lambda: not table.animating(), 5000)
    assert table.discard_pick == [1, 0, 0] and "discard:conflict:less" in items(app)


def test_the_log_follows_the_game_and_scrolls_with_the_wheel(app):
    table = start(app, [bot("Nova"), bot("Orion"), bot("Vega")], seed=2)
    assert run_until(app, lambda: len(table.log_panel.lines) > table.log_panel.rows() + 5, 20000)
    assert table.log_panel.texts[-1] == table.session.log[-1].text
    app.apply_settings(app.settings.with_changes(think_delay=5.0))  # hold the bots: the log stays put
    frames(app, 2)
    rect = table.log_panel.rect
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    frames(app, 2)
    assert table.log_panel.scroll == 6
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-10))
    frames(app, 2)
    assert table.log_panel.scroll == 0
