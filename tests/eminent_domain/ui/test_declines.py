"""A button that turns down an offer on the table ("Buy nothing") is neither the default nor where
the step before had its main button: a double click or a second Enter meant for "Resolve" must not
waste the purchase."""

from __future__ import annotations

import pygame

from game.core.config import Seat
from tests.eminent_domain.ui.staging import open_game, settle_planets
from tests.ui.driver import click, click_at, frames, items, key


def _research_offered(app):
    """Ann leads Research with technologies she can buy, adds her Research cards one by one and
    resolves the role; returns the table and where Resolve was."""
    def arrange(s):
        while s.tasks[-1].kind == "start_planet":
            s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
        settle_planets(s, 0, "advanced", 2)

    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=7, arrange=arrange)
    s = table.session.state
    click(app, "btn:finish")
    click(app, "lead:research")
    while any(k.startswith("hand:") for k in items(app)):
        click(app, sorted(k for k in items(app) if k.startswith("hand:"))[0])
    assert s.pending(0).kind == "boost"  # every card added: the role waits for Resolve
    resolve = pygame.Rect(items(app)["btn:finish"])
    click(app, "btn:finish")
    assert s.pending(0).kind == "research" and any(k.startswith("buy:") for k in items(app))
    return table, resolve


def test_buy_nothing_is_not_where_resolve_was(app):
    table, resolve = _research_offered(app)
    buy_nothing = pygame.Rect(items(app)["btn:finish"])
    assert table.button("btn:finish").text == "Buy nothing"
    assert not buy_nothing.colliderect(resolve)
    click_at(app, resolve.center)  # the click meant for Resolve
    frames(app, 3)
    assert table.session.state.pending(0).kind == "research"


def test_enter_does_not_buy_nothing(app):
    table, _ = _research_offered(app)
    key(app, pygame.K_RETURN)
    assert table.session.state.pending(0).kind == "research"
    assert table.decisions.primary() is None
