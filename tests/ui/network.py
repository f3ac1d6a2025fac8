"""Network tables for the UI tests: seats on a loopback server (a server thread from tests/net),
one at the app's window and the others played with no window, and screenshots to look at."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame

from game.net.seat_link import SEATED, SeatLink
from tests.net.helpers import content, definition
from tests.ui.driver import frames


def games(game_id):
    return definition(game_id), content(game_id)


def seated_pair(server, game_id: str, table: str, seats: int = 2, computers=()):
    """The host's link (at the window) and a friend's (no window), both seated, the game started."""
    host = SeatLink(server.url, games)
    host.create(table, game_id, seats, computers=list(computers), name="Ada")
    friend = SeatLink(server.url, games)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (host.session and host.session.started and friend.session):
        host.poll()
        friend.poll()
        if host.status == SEATED and friend.status == "connecting" and friend.connection is None:
            friend.join(table, "Bob")
        drain(host)
        drain(friend)
        time.sleep(0.01)
    assert host.session.started and friend.session.started
    return host, friend


def drain(link) -> None:
    link.poll()
    while link.session is not None and (message := link.next_message()) is not None:
        link.session.receive(message)
        link.session.poll()


def friend_plays(friend, rng, bot=None) -> None:
    """The friend's seat, played from its own view as soon as it is asked: at random, or by `bot`."""
    drain(friend)
    session = friend.session
    if session.human_players_to_act():
        legal = session.legal_actions()
        action = bot.choose(session.state, legal, rng, 0.05) if bot else legal[rng.randrange(len(legal))]
        session.apply(session.seat, action)


def instant(app) -> None:
    app.apply_settings(app.settings.with_changes(computer_speed="instant", animation_speed="instant"))


def shot(app, name: str, folder) -> None:
    """Save the frame for a person to look at (ORRERY_SHOTS=folder keeps it)."""
    frames(app, 2)
    target = Path(os.environ.get("ORRERY_SHOTS") or folder)
    target.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.window, str(target / f"{name}.png"))
