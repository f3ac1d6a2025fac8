"""The shared table toolkit on the Eminent Domain table: the click rule on cards and buttons, the
hand keeping its places while boosting and "Add all", honest Undo, and Dissent as the default
when following would give nothing (a Survey follower sees one planet fewer)."""

from __future__ import annotations

import pygame

from game.core.config import Seat
from game.eminent_domain.rules.actions import Dissent, Finish, Follow, LeadRole
from game.eminent_domain.scenes import choices as C
from tests.eminent_domain.ui.staging import hand_of, open_game
from tests.ui.driver import centre_of, press_at, release_at, click, frames, items, key, run_until

TABLE = "eminent_domain_table"


def hand_ids(app):
    return sorted(k for k in items(app) if k.startswith("hand:"))


def exactly(s, p: int, role: str, count: int) -> None:
    """Make p hold exactly `count` cards of `role` (the others swapped onto other stacks' cards)."""
    hand = s.players[p]["hand"]
    for uid in [u for u in hand if s.card_face[u] == role][count:]:
        other = next(r for r in s.stacks if r != role and r != s.card_face[uid] and s.stacks[r])
        hand[hand.index(uid)] = s.stacks[other].pop()
        s.stacks[role].append(uid)
    have = sum(1 for u in hand if s.card_face[u] == role)
    if have < count:
        hand_of(s, p, role, count - have)


def test_a_press_on_a_card_then_a_new_decision_then_the_release_does_nothing(app):
    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=2,
                      arrange=lambda s: exactly(s, 0, "warfare", 2))
    s = table.session.state
    click(app, "btn:finish")
    click(app, "lead:warfare")
    assert s.pending(0).kind == "boost"
    card = hand_ids(app)[0]
    where = centre_of(app, card)
    press_at(where, app=app)  # pressed on "add this card to Warfare"...
    frames(app, 2)
    table.choose(Finish())  # ...meanwhile the role is resolved (Resolve pressed): a new decision
    assert run_until(app, lambda: s.to_act() == [0] and s.pending(0).kind == "discard" and not table.animating())
    assert card in hand_ids(app)  # the same card is now a "discard it" target under the pointer
    count = len(table.session.actions)
    release_at(where)
    frames(app, 3)
    assert len(table.session.actions) == count and int(card.split(":")[1]) in s.players[0]["hand"]


def test_the_last_card_added_waits_for_resolve_and_the_next_decision_for_its_own_click(app):
    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=2,
                      arrange=lambda s: exactly(s, 0, "warfare", 1))
    s = table.session.state
    click(app, "btn:finish")  # "Skip the action" ...
    assert s.pending(0).kind == "role"  # ... and the next decision waits for its own click
    click(app, "lead:warfare")
    assert table.button("btn:add_all").text == "Add your Warfare card" and table.decisions.primary().id == "add_all"
    click(app, hand_ids(app)[0])  # the last Warfare card: the role waits, its outcome on the button
    frames(app, 2)
    assert s.pending(0).kind == "boost" and s.players[0]["fighters"] == 0
    assert table.button("btn:finish").text == "Resolve: collect 2 fighters"
    assert table.decisions.primary().id == "finish"  # nothing more to add: Enter resolves
    click(app, "btn:finish")
    assert s.players[0]["fighters"] == 2
    assert run_until(app, lambda: s.to_act() == [0] and not table.animating())
    assert s.pending(0).kind == "discard"  # the cleanup is offered, not taken by the click before it


def test_while_boosting_the_hand_keeps_its_places_and_add_all_adds_every_card(app):
    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=2,
                      arrange=lambda s: exactly(s, 0, "survey", 3))
    s = table.session.state
    click(app, "btn:finish")
    click(app, "lead:survey")
    _, lay, _ = table.current()
    before = {k: tuple(r) for k, r in lay.rects.items() if k.startswith("hand:")}
    boosts = hand_ids(app)
    assert len(boosts) == 3 and "btn:add_all" in items(app)
    assert table.button("btn:add_all").text == "Add all 3 Survey cards"
    click(app, boosts[0])
    _, lay, _ = table.current()
    after = {k: tuple(r) for k, r in lay.rects.items() if k.startswith("hand:")}
    assert boosts[0] not in after
    assert all(after[k] == before[k] for k in after)  # nobody moved into the gap
    assert "btn:add_all" in items(app) and table.button("btn:add_all").text == "Add all 2 Survey cards"
    click(app, "btn:add_all")
    assert not any(s.card_face[u] == "survey" for u in s.players[0]["hand"])
    assert s.tasks[-1].kind == "boost"  # every card added: the role waits for Resolve
    click(app, "btn:finish")
    assert s.tasks[-1].kind != "boost"


def test_undo_names_the_move_and_never_takes_back_a_bot_move_after_mine(app):
    app.apply_settings(app.settings.with_changes(think_delay=5.0))  # the bot waits: the test moves it
    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=2,
                      arrange=lambda s: exactly(s, 0, "warfare", 1))
    session = table.session
    s = session.state
    click(app, "btn:finish")
    assert table.button("undo").text == "Undo: skip the action"
    click(app, "lead:warfare")
    card = hand_ids(app)[0]
    name = C.label(s, s.legal_actions(0)[0])
    click(app, card)  # adds the last Warfare card
    click(app, "btn:finish")  # the role resolves, the bot is asked to follow
    assert s.to_act() == [1] and s.pending(1).kind == "follow"
    label = session.undo_label(0)
    assert label is not None  # nobody has moved since Ann: her move can still come back
    assert label == "resolve Warfare (strength 2): collect 2 fighters"
    # the button drops the details from the end to fit ("resolve Warfare (strength 2)")
    assert table.button("undo").tool_tip_text == f"Take back: {table.undo_label()} (Ctrl+Z)"
    assert label.startswith(table.undo_label()) and name.startswith("Add ")
    session.apply(1, Follow())  # the bot follows (no card drawn: not a barrier)
    frames(app, 2)
    assert not session.can_undo(0) and "undo" not in items(app)
    actions = list(session.actions)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.actions == actions  # the bot's Follow stays, and Ann's moves before it


def test_dissent_is_the_default_when_following_gives_nothing(app):
    app.apply_settings(app.settings.with_changes(think_delay=5.0))

    def arrange(s):
        exactly(s, 1, "survey", 1)
        exactly(s, 1, "warfare", 0)

    table = open_game(app, (Seat("Bot", "ai", "easy"), Seat("Ann")), seed=3, arrange=arrange)
    session = table.session
    s = session.state
    session.apply(0, Finish())
    session.apply(0, LeadRole("survey"))
    session.apply(0, Finish())
    while s.to_act() == [0]:  # the leader keeps a planet
        session.apply(0, s.legal_actions(0)[0])
    frames(app, 3)
    assert s.pending(1).kind == "follow"
    cards, strength = C.follow_strength(s, 1, "survey")
    assert (cards, strength) == (1, 1)
    assert C.follow_gain(s, 1, "survey") == 0  # a follower looks at one planet fewer than the strength
    hint = C.follow_hint(s, 1, "survey")
    assert "1 Survey card" in hint and "shows you none" in hint
    _, _, ch = table.current()
    assert type(C.default_choice(s, ch).action) is Dissent
    hand = len(s.players[1]["hand"])
    key(app, pygame.K_RETURN)  # Enter takes the highlighted default
    assert session.actions[-1].action == Dissent() and len(s.players[1]["hand"]) == hand + 1


def test_follow_stays_the_default_and_the_hint_counts_the_planets_when_it_gives_something():
    from game.core.config import GameConfig
    from game.core.session import GameSession
    from game.ui.catalogue import Catalogue

    catalogue = Catalogue(background=False)
    catalogue.start()
    catalogue.wait(60)
    entry = catalogue.entry("eminent_domain")
    config = GameConfig("eminent_domain", (Seat("Bot", "ai", "easy"), Seat("Ann")), (), 3)
    session = GameSession.start(entry.definition, entry.content, config)
    s = session.state
    exactly(s, 1, "survey", 3)
    session.apply(0, Finish())
    session.apply(0, LeadRole("survey"))
    session.apply(0, Finish())
    while s.to_act() == [0]:
        session.apply(0, s.legal_actions(0)[0])
    _, strength = C.follow_strength(s, 1, "survey")
    assert strength >= 3 and C.follow_gain(s, 1, "survey") == strength - 1
    assert f"shows you {strength - 1} planets" in C.follow_hint(s, 1, "survey")
    ch = C.choices_for(s.view(1), 1, s.legal_actions(1))
    assert type(C.default_choice(s, ch).action) is Follow
