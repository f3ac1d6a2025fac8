"""A game's own table scene drives a network seat as it drives a local session: built on a
RemoteSession, it draws the seat's view, its choice goes to the server as an intent (and nothing
more until the server answers), and the events the server sends are animated like any move."""

import pytest

from game.ui.app import App, AppOptions
from game.ui.play import table_class

from .helpers import Wired


@pytest.mark.parametrize("game_id", ["kardashev_scale", "eminent_domain", "ascending_empires"])
def test_a_table_scene_plays_a_network_seat(game_id, tmp_path):
    wired = Wired(game_id, 2, seed=3)
    seat = wired.table.session.state.to_act()[0]  # the seat asked first
    session = wired.sessions[seat]
    app = App(AppOptions(strict=True, sound=False))
    app.open_first_scene()
    try:
        scene = table_class(session.definition)(app, session)
        app.stack.clear_to(scene)
        assert scene.bots is None  # the server plays its computers, not this window
        for _ in range(10):
            app.frame()
        assert scene.viewer == seat and scene.deciding_player() == seat and scene.legal() == session.legal_actions()
        action = scene.legal()[0]
        assert scene.choose(action)
        assert session.awaiting and session.human_players_to_act() == []
        scene.choose(action)  # a second click before the server answers sends nothing
        assert wired.table.move == 1 and wired.table.session.actions[0].action == action
        assert not wired.errors
        wired.deliver()
        batches = session.poll()
        assert batches and batches[0][0] == seat
        for _, events in batches:
            scene.on_events(events)  # what the network table does with the server's moves
        for _ in range(30):
            app.frame()
        assert not session.awaiting and session.move == 1
        if game_id == "kardashev_scale":
            import pygame

            pygame.image.save(app.surface, str(tmp_path / "network-seat.png"))
    finally:
        app.finish()


def test_the_servers_events_reach_the_table_as_the_games_typed_records_and_the_last_reveal_is_found():
    """A Kardashev Scale table reads the last Summit from the session's record of the reveal and
    matches events by type: the server's plain events become the rules' records again."""
    from game.core.engine import TypedEvent
    from game.kardashev_scale.rules.actions import PickDial
    from game.kardashev_scale.rules.events import DialsRevealed

    wired = Wired("kardashev_scale", 2, seed=3)
    for seat in (0, 1):
        wired.sessions[seat].apply(seat, PickDial("trade" if seat else "conflict"))
        wired.deliver()
    session = wired.sessions[0]
    session.poll()
    events = [e for recorded in session.actions for e in recorded.events]
    assert events and all(isinstance(e, TypedEvent) for e in events)
    revealed = session.last_move_with("dials_revealed")
    assert revealed is not None
    assert any(isinstance(e, DialsRevealed) and tuple(e.picks) == ("conflict", "trade") for e in revealed.events)
