"""Watch replay says whose move it is ("Ann's move: Ann is choosing the role to lead"), never the
live question to the player ("Your decision"), nor the follow hint meant for a choice to come."""

from __future__ import annotations

from game.core.config import Seat
from game.eminent_domain.rules.actions import Finish
from game.eminent_domain.scenes import panel
from game.ui.scenes.replay import ReplayScene
from tests.eminent_domain.ui.staging import open_game
from tests.ui.driver import frames


def words_drawn(app, monkeypatch) -> list[str]:
    said = []
    real = panel.blit_text
    monkeypatch.setattr(panel, "blit_text", lambda surface, text, *rest, **kw: (said.append(text),
                                                                           real(surface, text, *rest, **kw))[1])
    app.stack.top.table.painter._base_key = None  # the cached base layer is drawn again
    frames(app, 2)
    monkeypatch.setattr(panel, "blit_text", real)
    return said


def test_a_replay_says_whose_move_it_is_not_your_decision(app, monkeypatch):
    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=3)
    table.session.apply(0, Finish())  # Ann skips her action: the replay has a move to show
    app.push(ReplayScene(app, table))
    frames(app, 3)
    replay = app.stack.top.table
    assert replay.session.replaying and replay.session.state.to_act() == [0]
    said = words_drawn(app, monkeypatch)
    assert "Ann's move" in said and "Your decision" not in said
