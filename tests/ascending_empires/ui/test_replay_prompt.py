"""Watch replay says whose turn it is ("Player 1's turn" and what they are doing), never "Your
turn" with the live question, and offers no action on the board."""

from __future__ import annotations

from game.ascending_empires.rules import actions as A
from game.ascending_empires.scenes import status
from game.ui.scenes.replay import ReplayScene
from tests.ui.driver import frames


def test_a_replay_says_whose_turn_it_is_not_your_turn(open_board, monkeypatch):
    app = open_board("human,ai:easy")
    table = app.stack.top
    session = table.session
    session.apply(0, next(a for a in session.state.legal_actions(0) if isinstance(a, A.Recruit)))
    app.push(ReplayScene(app, table))
    frames(app, 3)
    replay = app.stack.top.table
    assert replay.session.state.current == 0 and not replay.my_turn()
    said = []
    real = status.look.blit_text
    monkeypatch.setattr(status.look, "blit_text", lambda surface, text, *rest, **kw: (said.append(text),
                                                                                    real(surface, text, *rest, **kw))[1])
    frames(app, 2)
    name = replay.seat_name(0)
    assert f"{name}'s turn" in said and "Your turn" not in said
    assert replay.session.state.pending(0).prompt not in said
