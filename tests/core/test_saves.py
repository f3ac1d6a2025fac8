import json

import pytest

from game.core import registry
from game.core.config import GameConfig, Seat
from game.core.content.loader import Content
from game.core.errors import SaveError
from game.core.saves import (BackgroundWriter, autosave_path, enable_autosave, latest_autosave,
                             list_saves, load_session, write_save)
from game.core.session import GameSession
from game.core.rng import Rng
from tests.core.toygame import CONTENT, GAME


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch):
    monkeypatch.setitem(registry.GAME_MODULES, "toy_duel", "tests.core.toygame")


def played_session(steps=7, seed=3):
    seats = (Seat("Ann"), Seat("Bob", "ai", "easy"))
    session = GameSession.start(GAME, CONTENT, GameConfig("toy_duel", seats, (), seed))
    rng = Rng(seed)
    for _ in range(steps):
        player = session.state.to_act()[0]
        legal = session.state.legal_actions(player)
        session.apply(player, legal[rng.randrange(len(legal))])
    return session


def loader(game_id):
    return CONTENT


def test_round_trip_resumes_exactly(tmp_path):
    session = played_session()
    path = write_save(tmp_path / "a.json", session)
    loaded = load_session(path, loader)
    assert loaded.state.to_dict() == session.state.to_dict()
    assert [a.action for a in loaded.actions] == [a.action for a in session.actions]
    assert loaded.log == session.log
    # and the game goes on identically from there
    for s in (session, loaded):
        player = s.state.to_act()[0]
        s.apply(player, s.state.legal_actions(player)[0])
    assert loaded.state.to_dict() == session.state.to_dict()


def test_write_is_atomic_and_leaves_no_temporary_files(tmp_path):
    write_save(tmp_path / "a.json", played_session())
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


@pytest.mark.parametrize("cut", [1, 50, 0.5, -2])
def test_truncated_save_is_refused(tmp_path, cut):
    path = write_save(tmp_path / "a.json", played_session())
    text = path.read_text()
    keep = int(len(text) * cut) if isinstance(cut, float) else cut
    path.write_text(text[:keep])
    with pytest.raises(SaveError, match="damaged|not an Orrery save"):
        load_session(path, loader)


def test_edited_save_fails_its_checksum(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    data = json.loads(path.read_text())
    data["current"]["scores"][0] += 5
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="checksum"):
        load_session(path, loader)


def test_unknown_version_is_refused(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    data = json.loads(path.read_text())
    data["version"] = 99
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="different version"):
        load_session(path, loader)


def test_changed_content_is_refused(tmp_path):
    path = write_save(tmp_path / "a.json", played_session())
    with pytest.raises(SaveError, match="different High Card Duel content"):
        load_session(path, lambda game_id: Content("toy_duel", {}, identity="toy-2"))


def test_save_whose_moves_do_not_lead_to_its_position_is_refused(tmp_path):
    from game.core.saves import _checksum

    path = write_save(tmp_path / "a.json", played_session())
    data = json.loads(path.read_text())
    data["current"]["scores"][0] += 1
    body = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = _checksum(body)
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="do not lead"):
        load_session(path, loader)


def test_not_a_save(tmp_path):
    path = tmp_path / "x.json"
    path.write_text('{"hello": 1}')
    with pytest.raises(SaveError, match="not an Orrery save"):
        load_session(path, loader)


def test_autosave_in_background_and_latest(tmp_path):
    session = played_session(steps=0)
    writer = BackgroundWriter()
    enable_autosave(session, tmp_path, writer)
    for _ in range(4):
        player = session.state.to_act()[0]
        session.apply(player, session.state.legal_actions(player)[0])
    writer.flush()
    assert latest_autosave(tmp_path) == autosave_path(tmp_path, "toy_duel")
    loaded = load_session(latest_autosave(tmp_path), loader)
    assert loaded.state.round == session.state.round
    infos = list_saves(tmp_path)
    assert infos[0].players == ("Ann", "Bob") and infos[0].autosave
