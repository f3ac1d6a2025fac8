import pytest

from game.core.config import GameConfig, Seat
from game.core.errors import IllegalAction, NotYourTurn
from game.core.session import GameSession
from tests.core.toygame import CONTENT, GAME, PlayCard


def make_session(kinds=("human", "human"), seed=1):
    seats = tuple(Seat(f"P{i}", kind, "easy") for i, kind in enumerate(kinds))
    return GameSession.start(GAME, CONTENT, GameConfig("toy_duel", seats, (), seed))


def test_illegal_action_raises_typed_error_and_changes_nothing():
    session = make_session()
    before = session.state.to_dict()
    with pytest.raises(IllegalAction):
        session.apply(0, PlayCard(99))
    assert session.state.to_dict() == before and session.actions == []


def test_acting_out_of_turn_is_refused():
    session = make_session()
    session.apply(0, session.state.legal_actions(0)[0])
    with pytest.raises(NotYourTurn):
        session.apply(0, PlayCard(1))


def test_undo_restores_the_snapshot_before_the_action():
    session = make_session(("human", "ai"))
    before = session.state.to_dict()
    session.apply(0, session.state.legal_actions(0)[0])
    assert session.can_undo(0)
    assert session.undo(0)
    assert session.state.to_dict() == before
    assert session.actions == [] and session.log == []


def test_undo_stops_at_a_reveal_barrier():
    session = make_session(("human", "ai"))
    session.apply(0, session.state.legal_actions(0)[0])
    session.apply(1, session.state.legal_actions(1)[0])  # both picked: cards revealed, cards drawn
    assert not session.can_undo(0)
    assert not session.undo(0)


def test_undo_never_crosses_another_humans_decision():
    session = make_session(("human", "human", "human"))
    session.apply(0, session.state.legal_actions(0)[0])
    session.apply(1, session.state.legal_actions(1)[0])
    assert not session.can_undo(0)
    assert session.can_undo(1)


def test_a_bot_move_after_mine_leaves_nothing_of_mine_to_undo():
    session = make_session(("human", "ai", "ai"))
    session.apply(0, session.state.legal_actions(0)[0])
    assert session.can_undo(0)
    session.apply(1, session.state.legal_actions(1)[0])  # a computer player answered: not a reveal yet
    after_bot = session.state.to_dict()
    assert not session.can_undo(0) and not session.can_undo(1)
    assert not session.undo(0) and not session.undo(1)
    assert session.state.to_dict() == after_bot and len(session.actions) == 2


def test_undo_takes_back_only_my_own_moves_one_at_a_time_and_says_which():
    session = make_session(("human", "ai", "ai"))
    card = session.state.legal_actions(0)[0]
    assert session.undo_label(0) is None
    session.apply(0, card)
    assert session.undo_label(0) == f"pick the {card.card}"
    assert session.undo_label(1) is None
    version = session.version
    assert session.undo(0)
    assert session.version == version + 1
    assert session.undo_label(0) is None and not session.undo(0)


def test_autosave_is_called_at_turn_end():
    session = make_session(("human", "human"))
    calls = []
    session.autosaver = lambda s: calls.append(len(s.actions))
    session.apply(0, session.state.legal_actions(0)[0])
    assert calls == []
    session.apply(1, session.state.legal_actions(1)[0])
    assert calls == [2]
