"""The Eminent Domain table, driven like a player: posted clicks on the items it reports."""

from __future__ import annotations

import pygame

from game.core.config import Seat
from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules.actions import Buy
from game.eminent_domain.scenes import choices as C
from game.eminent_domain.scenes import techcards as K
from tests.eminent_domain.ui.staging import hand_of, open_game, settle_planets
from tests.ui.driver import click, frames, items, key, run_until, top

TABLE = "eminent_domain_table"


def table_of(app):
    return next(scene for scene in app.stack if scene.name == TABLE)


def ready(app, name: str) -> None:
    """The pass screen is up for `name`; nothing of the table shows under it; lift it."""
    assert top(app) == "pass"
    assert [s.name for s in app.stack.visible()] == ["pass"]
    assert app.automation_state()["turn"] == [name]
    click(app, "ready")
    assert top(app) == TABLE


def starting(app, prefix: str) -> list[str]:
    return sorted(k for k in items(app) if k.startswith(prefix))


def assert_only_legal(table) -> None:
    """Every clickable thing on the table maps to actions that are legal right now."""
    _, _, ch = table.current()
    legal = table.session.state.legal_actions(table.viewer) if table.viewer is not None else []
    for item_id, _ in table.table_items():
        for choice in ch.targets.get(item_id, []):
            assert choice.action in legal, (item_id, choice)
    for choice in ch.buttons:
        assert choice.action in legal
    # ...and every legal action is reachable: on a target or a button
    offered = [c.action for cs in ch.targets.values() for c in cs] + [c.action for c in ch.buttons]
    assert sorted(map(repr, offered)) == sorted(map(repr, legal))


def test_hot_seat_turn_with_a_follow_and_a_dissent_through_clicks(app):
    def arrange(s):
        hand_of(s, 0, "warfare", 2)  # Ann leads Warfare with two more symbols
        hand_of(s, 1, "warfare", 1)  # Bob can boost his follow

    table = open_game(app, (Seat("Ann"), Seat("Bob"), Seat("Cy")), seed=4, arrange=arrange)
    ready(app, "Ann")
    s = table.session.state
    assert table.viewer == 0 and s.pending(0).kind == "action"
    assert_only_legal(table)
    click(app, "btn:finish")  # skip the Action phase
    assert s.pending(0).kind == "role"
    assert_only_legal(table)
    assert starting(app, "lead:") == ["lead:colonize", "lead:produce", "lead:research", "lead:survey", "lead:trade",
                                      "lead:warfare"]
    click(app, "lead:warfare")
    assert s.pending(0).kind == "boost"
    boosts = starting(app, "hand:")
    assert len(boosts) >= 2 and all(s.card_face[int(b.split(":")[1])] == "warfare" for b in boosts)
    hand_before = len(s.players[0]["hand"])
    click(app, boosts[0])
    assert len(s.players[0]["hand"]) == hand_before - 1
    assert_only_legal(table)
    for item in boosts[1:]:
        click(app, item)
    assert s.pending(0).kind == "boost" and s.players[0]["fighters"] == 0  # the role waits for Resolve
    click(app, "btn:finish")
    # the leader collects a fighter per symbol, the role card's included
    assert s.players[0]["fighters"] == 1 + len(boosts)
    # Bob must follow or dissent: the screen is passed to him first
    ready(app, "Bob")
    assert table.viewer == 1 and s.pending(1).kind == "follow"
    assert {"btn:follow", "btn:dissent"} <= set(items(app))
    assert not starting(app, "hand:")  # a hand card is not a choice while deciding to follow
    click(app, "btn:follow")
    assert s.pending(1).kind == "boost"
    bob_boosts = starting(app, "hand:")
    assert bob_boosts
    click(app, bob_boosts[0])
    if top(app) == TABLE and s.to_act() == [1]:
        click(app, "btn:finish")
    assert s.players[1]["fighters"] >= 1
    ready(app, "Cy")
    cy_hand = len(s.players[2]["hand"])
    click(app, "btn:dissent")
    assert len(s.players[2]["hand"]) == cy_hand + 1
    log = [entry.text for entry in table.session.log]
    assert "Bob follows." in log and "Cy dissents." in log
    # back to Ann for her cleanup, then Bob starts the next turn
    ready(app, "Ann")
    assert s.pending(0).kind == "discard"
    click(app, "btn:finish")
    assert s.active == 1 and s.turn_no == 2
    assert top(app) == "pass"


def test_auto_dissent_answers_for_the_human_and_undo_takes_back_a_boost(app):
    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=2,
                      arrange=lambda s: hand_of(s, 0, "survey", 1))

    def state():
        return table.session.state

    click(app, "auto_dissent")
    assert 0 in table.auto_dissent
    click(app, "btn:finish")
    click(app, "lead:survey")
    boosts = starting(app, "hand:")
    assert boosts
    click(app, boosts[0])
    assert boosts[0] not in starting(app, "hand:")
    click(app, "undo")
    assert boosts[0] in starting(app, "hand:")
    for item in boosts:
        click(app, item)
    click(app, "btn:finish")  # Resolve
    # Ann looks at a planet per Survey symbol (the role card's too) and keeps one: a reveal, so
    # undo stops here
    assert state().pending(0).kind == "survey"
    keeps = starting(app, "keep:")
    assert len(keeps) == 1 + len(boosts)
    planets = len(state().players[0]["planets"])
    click(app, keeps[-1])
    assert len(state().players[0]["planets"]) == planets + 1
    # the bot answers next (from its thinking process, so not within a set number of frames)
    assert run_until(app, lambda: table.session.actions[-1].player == 1)
    frames(app, 1)
    assert "undo" not in items(app)
    # play on until the bot leads: Ann dissents on her own, without a click
    while not any(e.text.startswith("Bot leads") for e in table.session.log):
        assert run_until(app, lambda: state().to_act() == [0] or any(
            e.text.startswith("Bot leads") for e in table.session.log), 3000)
        if state().to_act() == [0]:
            assert state().pending(0).kind != "follow"
            buttons = starting(app, "btn:")
            click(app, "btn:finish" if "btn:finish" in buttons else (buttons or starting(app, "hand:"))[0])
    assert run_until(app, lambda: any(e.text == "Ann dissents." for e in table.session.log), 3000)
    assert not any(e.text == "Ann follows." for e in table.session.log)


def lead_research(app, table) -> None:
    """Ann skips her action, leads Research and adds every Research card."""
    s = table.session.state
    click(app, "btn:finish")
    click(app, "lead:research")
    while s.pending(0).kind == "boost" and starting(app, "hand:"):
        click(app, starting(app, "hand:")[0])
    if s.pending(0).kind == "boost":
        click(app, "btn:finish")
    assert s.pending(0).kind == "research"


def research_list(app, table) -> dict:
    """Every page of the research list: target id -> (page, the card's words), turning the pages
    with the Next page button."""
    found = {}
    while True:
        _, lay, ch = table.current()
        for item, sheet in lay.sheets.items():
            owner = next((sh for sh in lay.sheets.values() if sh.purpose == "purchase" and sh.rect.contains(sheet.rect)),
                         sheet)
            if item in ch.targets:
                found[item] = (lay.page, " ".join(w.text for w in owner.words()))
        if lay.page + 1 >= lay.pages:
            return found
        click(app, "techpage:next")


def test_the_research_list_offers_every_legal_purchase_in_full_and_buys_the_one_clicked(app):
    def arrange(s):
        settle_planets(s, 0, "fertile", 2)
        hand_of(s, 0, "research", 5)

    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=6, arrange=arrange)
    s = table.session.state
    lead_research(app, table)
    strength = s.tasks[-1].strength
    assert strength >= 5
    assert_only_legal(table)
    view, lay, ch = table.current()
    assert lay.overlay == "research" and "stack:survey" not in lay.rects  # it covers the table, not the hand
    # the list: exactly the legal purchases, each card with its full name, price, why it is open, text
    offered = research_list(app, table)
    legal = [a for a in s.legal_actions(0) if isinstance(a, Buy)]
    assert sorted(offered) == sorted(K.purchase_target(a) for a in legal)
    for a in legal:
        side = K.side_of(s, a.side)
        page, text = offered[K.purchase_target(a)]
        assert side.name in text and side.text in text, (side.name, text)
        assert f"Costs {s.cat.cards[a.side].cost}" in text and "you hold" in text
    # the panel's reasons still say why the rest is out of reach
    for uid in s.tech_supply:
        info = E.face(s, uid)
        reason = C.tech_reason(view, 0, uid, view.tasks[-1])
        buyable = any(a.card == uid for a in legal)
        assert buyable == (reason == "")
        if not buyable:
            assert ("Needs" in reason and info.type in reason) or f"Costs {info.cost}" in reason
    # a two-sided card is two cards of the list, one per side; a click buys the side clicked
    double = next(a for a in legal if len(s.cat.faces_of[E.face(s, a.card).tech]) == 2)
    other = next(a for a in legal if a.card == double.card and a.side != double.side)
    assert K.purchase_target(other) in offered
    while table.current()[1].page != offered[K.purchase_target(double)][0]:
        click(app, "techpage:prev" if table.current()[1].page > offered[K.purchase_target(double)][0]
              else "techpage:next")
    click(app, K.purchase_target(double))
    assert double.card not in s.tech_supply and s.card_face[double.card] == double.side
    assert double.card in s.players[0]["techs"] or double.card in s.players[0]["hand"]


def test_pause_menu_and_log_panel(app):
    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=3)
    click(app, "menu")
    assert top(app) == "pause"
    key(app, pygame.K_RETURN)
    assert top(app) == TABLE
    key(app, pygame.K_RETURN)  # Enter finishes the step: the Action phase is skipped
    assert table.session.state.pending(0).kind == "role"
    click(app, "lead:colonize")
    frames(app, 3)
    assert any(text.startswith("Ann leads Colonize") for text, _ in table.log_panel.lines)
    assert table.log_panel.lines[-1][1] == tuple(table.seat_colour(table.session.log[-1].player))[:3] \
        if table.session.log[-1].player is not None else True


def test_clicks_during_an_animation_are_ignored(app):
    app.apply_settings(app.settings.with_changes(animation_speed="slow"))
    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=3)
    click(app, "btn:finish")
    actions = len(table.session.actions)
    click(app, "lead:warfare")
    assert table.animating()  # the "Ann leads Warfare" banner
    hand = starting(app, "hand:")
    before = len(table.session.actions)
    click(app, hand[0]) if hand else None
    assert len(table.session.actions) == before == actions + 1
    assert run_until(app, lambda: not table.animating(), 500)


def test_bots_play_a_whole_game_on_the_table(app):
    table = open_game(app, (Seat("Vega", "ai", "easy"), Seat("Orion", "ai", "easy"), Seat("Lyra", "ai", "easy")),
                      seed=9)
    assert table.viewer is None  # nobody's hand is shown
    assert run_until(app, lambda: top(app) == "game_over", 20000)
    outcome = table.session.state.outcome()
    labels = [line.label for line in outcome.results[0].breakdown]
    assert labels == ["Influence tokens", "Planets", "Technologies"]
    assert all(r.score == sum(line.points for line in r.breakdown) for r in outcome.results)


def test_log_scrolls_with_the_wheel_and_the_research_list_closes_with_escape(app):
    def arrange(s):
        settle_planets(s, 0, "fertile", 2)
        hand_of(s, 0, "research", 5)

    table = open_game(app, (Seat("Ann"), Seat("Vega", "ai", "easy")), seed=6, arrange=arrange)
    lead_research(app, table)
    assert table.current()[1].overlay == "research"
    key(app, pygame.K_ESCAPE)
    assert table.current()[1].overlay is None and top(app) == TABLE  # the list closed; no pause menu
    assert not starting(app, "buy:")  # nothing under it is bought by a click on the table
    click(app, "techs")  # "Show choices" brings it back
    assert table.current()[1].overlay == "research" and starting(app, "buy:")
    log = table.log_panel
    assert len(log.lines) > 3
    log.rect = log.rect.inflate(0, 80 - log.rect.h)  # a short panel so the log overflows
    assert len(log.lines) > log.rows()
    x, y, w, h = items(app)["log"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + w // 2, y + h // 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    frames(app, 2)
    assert log.scroll == 3
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False, precise_x=0.0, precise_y=-5.0))
    frames(app, 2)
    assert log.scroll == 0


def test_a_saved_game_loads_back_onto_the_table(app):
    table = open_game(app, (Seat("Ann"), Seat("Vega", "ai", "easy")), seed=5)
    click(app, "btn:finish")
    click(app, "lead:warfare")
    assert run_until(app, lambda: table.session.state.to_act() == [0] and not table.animating(), 3000)
    actions = len(table.session.actions)
    click(app, "menu")
    click(app, "save")
    app.save_writer.flush()
    click(app, "quit")
    assert run_until(app, lambda: app.stack.top.settled())  # the title has looked for a game to continue
    click(app, "load")
    assert run_until(app, lambda: any(i.startswith("save:") for i in items(app)), 500)
    click(app, next(i for i in items(app) if i.startswith("save:")))
    assert run_until(app, lambda: top(app) == TABLE, 500)
    resumed = app.stack.top
    assert resumed is not table and len(resumed.session.actions) == actions
    assert_only_legal(resumed)
