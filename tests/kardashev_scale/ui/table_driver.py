"""Open the real app on a Kardashev Scale table and play it with clicks on table_items()."""

from __future__ import annotations

import pygame

from game.core.config import GameConfig, Seat
from game.core.rng import Rng
from game.ui.app import App, AppOptions
from tests.ui.driver import click, frames, items, run_until


def open_app(animation_speed: str = "instant", think_delay: float = 0.0, track_texts: bool = False) -> App:
    """The app on its first scene; `track_texts`: every text drawn is noted (fonts.texts_on)."""
    app = App(AppOptions(strict=True, extra={"track_texts": track_texts}))
    app.open_first_scene()
    app.catalogue.wait(60)
    app.apply_settings(app.settings.with_changes(think_delay=think_delay, animation_speed=animation_speed,
                                                 reveal_at_once=False))
    frames(app, 2)
    return app


def start(app, seats, seed: int = 3, variants=()):
    from game.ui.play import start_game

    config = GameConfig("kardashev_scale", tuple(seats), tuple(variants), seed)
    assert start_game(app, app.catalogue.entry("kardashev_scale"), config)
    frames(app, 2)
    return table_of(app)


def human(name="Ann", colour=None):
    return Seat(name, colour=colour)


def bot(name, level="easy"):
    return Seat(name, "ai", level)


def table_of(app):
    return next(s for s in app.stack if s.name == "kardashev_table")


def rig(table, tokens=None, market=None, pyramid=None, player=0):
    """Set up a position for a test (the table then redraws from the new state)."""
    state = table.session.state
    if tokens is not None:
        state.tokens[player] = list(tokens)
    if market is not None:
        for tier, slot, card_id in market:
            state.market[tier][slot] = card_id
    if pyramid is not None:
        state.pyramids[player] = pyramid
    state._mods_cache = {}
    table.session.state_edited()
    table.on_state_replaced()


def settled_for_human(app) -> bool:
    """A human must decide on the uncovered, settled table (or the game is over)."""
    table = table_of(app)
    if app.stack.top.name == "game_over":
        return True
    if app.stack.top is not table or not table.settled():
        return False
    return table.pending_kind() is not None


def hover(app, pos) -> None:
    """Move the mouse to `pos`, in window pixels (the table is drawn for the window), and let the
    table follow it for a couple of frames."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(1, 1), buttons=(0, 0, 0)))
    frames(app, 2)


def pick_dial(app, pick: str) -> None:
    """Set the dial by a click and reveal it (the Reveal click, unless the setting skips it)."""
    click(app, f"dial:{pick}")
    if not app.settings.reveal_at_once:
        click(app, "reveal")


def play_one_decision(app, rng: Rng) -> str:
    """Click through one decision of the human at the screen, choosing among the offered items."""
    table = table_of(app)
    kind = table.pending_kind()
    found = items(app)
    if kind == "pick_dial":
        choice = rng.choice(sorted(i for i in found if i.startswith("dial:")))
        pick_dial(app, choice.split(":")[1])
    elif kind == "buy":
        cards = sorted(i for i in found if i.startswith("market:"))
        if cards and rng.random() < 0.9:
            click(app, rng.choice(cards))
            places = sorted(i for i in items(app) if i.startswith("place:"))
            assert places, "choosing a lit card must offer at least one pyramid space"
            click(app, rng.choice(places))
        else:
            click(app, "skip")
    elif kind == "pay":
        click(app, rng.choice(sorted(i for i in found if i.startswith("pay:"))))
    elif kind in ("choose_token", "choose_neighbour_token"):
        click(app, rng.choice(sorted(i for i in found if i.startswith("option:"))))
    elif kind == "discard":
        while "discard:confirm" not in items(app):
            more = sorted(i for i in items(app) if i.endswith(":more"))
            assert more, "the discard picker must always be able to reach the amount owed"
            click(app, rng.choice(more))
        click(app, "discard:confirm")
    return kind


def play_to_the_end(app, seed: int = 1, max_decisions: int = 4000) -> int:
    rng = Rng(seed)
    decisions = 0
    while app.stack.top.name != "game_over":
        if app.stack.top.name == "pass":
            click(app, "ready")
            continue
        assert run_until(app, lambda: settled_for_human(app) or app.stack.top.name == "pass", 20000)
        if app.stack.top.name in ("game_over", "pass"):
            continue
        play_one_decision(app, rng)
        decisions += 1
        assert decisions < max_decisions
    return decisions


def play_rounds(app, table, rounds: int | None, seed: int = 1) -> None:
    """Play until round `rounds` begins with the viewer setting their dial (None: to the game's
    end): their moves chosen by an easy computer player through the table's own `choose`, the
    others' as the app plays them."""
    from game.core.bots import make_bot

    chooser = make_bot(table.session.definition, "easy")
    rng = Rng(seed)
    while True:
        assert run_until(app, lambda: settled_for_human(app), 20000)
        if rounds is None and app.stack.top.name == "game_over":
            return
        assert app.stack.top is table, f"the game ended before round {rounds}"
        state = table.session.state
        if rounds is not None and state.round >= rounds and table.pending_kind() == "pick_dial":
            return
        player = table.deciding()
        assert table.choose(chooser.choose(table.view(), state.legal_actions(player), rng, 0.0))
        frames(app, 1)


def tokens_with_a_payment_choice(table, card, player=0):
    """Tokens that buy `card` in more than one way (short of one type, with two types to exchange)."""
    state = table.session.state
    for short in range(3):
        if not card.cost[short]:
            continue
        tokens = [c + 3 for c in card.cost]
        tokens[short] = card.cost[short] - 1
        state.tokens[player] = tokens
        state._mods_cache = {}
        if len(state.payment_options_for(player, card)) > 1:
            return tuple(tokens)
    raise AssertionError(f"no payment choice found for {card.id}")


def card_with(content, effect: str, tier: str = "planetary"):
    """A card of the built-in set whose ability uses `effect` (the set is still being tuned)."""
    return next(c for c in content.cards if c.tier == tier and
                any(type(a.effect).vocabulary_name == effect for a in c.abilities))
