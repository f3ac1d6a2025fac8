"""Loading plays the whole game again through the rules, from its first position: a save whose
early moves or snapshots were edited (and its checksum made again) is refused whole, and a
resumed game is the session that was played: the same log, the same undo history (barriers and
labels), each move's events. A save refused for its label or its content names the real cause."""

from __future__ import annotations

import json
from dataclasses import replace
from functools import lru_cache

import pytest

from game.core import registry
from game.core.config import GameConfig, Seat
from game.core.content.service import load_game_content
from game.core.errors import SaveError
from game.core.registry import get_game
from game.core.rng import Rng
from game.core.saves import _checksum, load_session, write_save
from game.core.session import SNAPSHOT_EVERY, GameSession
from tests.core.toygame import CONTENT as TOY_CONTENT


@lru_cache(maxsize=None)
def real_content(game_id: str):
    return load_game_content(game_id).content


def real_loader(game_id: str):
    return real_content(game_id)


def played(game_id: str, moves: int, seed: int = 5, until=None) -> GameSession:
    """A game whose first seat is a person's (so its moves can be undone), the rest computers',
    every move drawn at random from the legal ones; stops after `moves` moves once `until` holds."""
    definition = get_game(game_id)
    seats = (Seat("Ann"), Seat("Bob", "ai", "easy"))
    session = GameSession.start(definition, real_content(game_id), GameConfig(game_id, seats, (), seed))
    rng = Rng(seed)
    while not session.state.is_terminal():
        if len(session.actions) >= moves and (until is None or until(session)):
            break
        player = session.state.to_act()[0]
        legal = session.state.legal_actions(player)
        session.apply(player, legal[rng.randrange(len(legal))])
    return session


def rewrite(path, change) -> None:
    """Edit a save and make its checksum right again, as a careful hand would."""
    data = json.loads(path.read_text())
    change(data)
    data["checksum"] = _checksum({k: v for k, v in data.items() if k != "checksum"})
    path.write_text(json.dumps(data))


def an_illegal_move_for(session: GameSession, index: int) -> list:
    """[player, action as saved] that cannot be played as move `index + 1` of `session`'s game."""
    definition = session.definition
    state = definition.state_class.from_dict(session.content, session.snapshots[0])
    for recorded in session.actions[:index]:
        state.apply(recorded.player, recorded.action)
    player = session.actions[index].player
    for later in session.actions[index + 1:]:
        if not state.is_legal(player, later.action):
            return [player, definition.action_codec.to_dict(later.action)]
    raise AssertionError("no later move is illegal there")


@pytest.mark.parametrize("game_id", ["kardashev_scale", "eminent_domain"])
def test_a_save_whose_early_move_was_edited_is_refused_whole(tmp_path, game_id):
    session = played(game_id, 2 * SNAPSHOT_EVERY + 5)
    path = write_save(tmp_path / "a.json", session)
    load_session(path, real_loader)  # as saved, it loads
    edited = an_illegal_move_for(session, 2)
    rewrite(path, lambda data: data["actions"].__setitem__(2, edited))
    with pytest.raises(SaveError) as refused:
        load_session(path, real_loader)
    assert str(refused.value).startswith(f"a.json is damaged: move 3 of {len(session.actions)} cannot be played "
                                         "where it stands")
    assert str(refused.value).endswith("the save is refused whole.")


def test_a_save_whose_early_snapshot_was_edited_is_refused_whole(tmp_path):
    session = played("kardashev_scale", 2 * SNAPSHOT_EVERY + 5)
    path = write_save(tmp_path / "a.json", session)

    def edit(data):
        snapshot = data["snapshots"][str(SNAPSHOT_EVERY)]
        snapshot["round"] = snapshot.get("round", 0) + 1

    rewrite(path, edit)
    with pytest.raises(SaveError, match=f"the position it holds after move {SNAPSHOT_EVERY} is not the one its "
                                        "moves give"):
        load_session(path, real_loader)


def undo_picture(session: GameSession) -> list:
    return [(step.player, step.label, step.log_length, step.action_count, step.before)
            for step in session.undo_history._steps]


@pytest.mark.parametrize("game_id", ["eminent_domain", "kardashev_scale"])
def test_a_resumed_game_looks_and_undoes_as_it_did_before_it_was_saved(tmp_path, game_id):
    live = played(game_id, 40, until=lambda s: s.can_undo(0))
    assert live.can_undo(0) and live.undo_label(0)
    loaded = load_session(write_save(tmp_path / "a.json", live), real_loader)
    assert loaded.can_undo(0) and loaded.undo_label(0) == live.undo_label(0)
    assert undo_picture(loaded) == undo_picture(live)  # the same barriers: the same steps, back to the same one
    assert loaded.log == live.log
    assert [r.events for r in loaded.actions] == [r.events for r in live.actions]
    assert [[e.data for e in r.events] for r in loaded.actions] == [[e.data for e in r.events] for r in live.actions]
    while live.can_undo(0):  # and undoing goes the same way, as far as it goes
        assert loaded.undo(0) and live.undo(0)
        assert loaded.state.to_dict() == live.state.to_dict() and loaded.log == live.log
    assert not loaded.can_undo(0)


def test_a_table_can_find_the_events_of_the_last_reveal_after_a_load(tmp_path):
    live = played("kardashev_scale", 30, until=lambda s: s.last_move_with("dials_revealed") is not None)
    shown = live.last_move_with("dials_revealed")
    loaded = load_session(write_save(tmp_path / "a.json", live), real_loader)
    again = loaded.last_move_with("dials_revealed")
    assert again == shown and [e.data for e in again.events] == [e.data for e in shown.events]
    assert any(e.kind == "summit_result" and e.data.get("amount") is not None for e in again.events) or \
        not any(e.kind == "summit_result" for e in shown.events)
    assert loaded.last_move_with("no such event") is None


def test_a_save_relabelled_as_another_game_says_so(tmp_path):
    path = write_save(tmp_path / "a.json", played("kardashev_scale", 20))

    def relabel(data):
        data["game"], data["title"] = "eminent_domain", "Eminent Domain"

    rewrite(path, relabel)
    with pytest.raises(SaveError) as refused:
        load_session(path, real_loader)
    assert str(refused.value) == ("a.json is damaged: it is labelled Eminent Domain, but its settings are for "
                                  "Kardashev Scale.")
    rewrite(path, lambda data: data["config"].__setitem__("game_id", "eminent_domain"))  # its settings too
    with pytest.raises(SaveError) as refused:
        load_session(path, real_loader)
    assert str(refused.value) == ("a.json is damaged: it is labelled Eminent Domain, but its cards and rules are "
                                  "Kardashev Scale's; it is a Kardashev Scale save with the wrong label.")
    assert "mod" not in str(refused.value)


@pytest.fixture
def toy_registered(monkeypatch):
    monkeypatch.setitem(registry.GAME_MODULES, "toy_duel", "tests.core.toygame")


def toy_save(tmp_path, content):
    from tests.core.test_saves import play

    session = GameSession.start(get_game("toy_duel"), content, GameConfig("toy_duel", (Seat("Ann"), Seat("Bob")), (), 3))
    return write_save(tmp_path / "a.json", play(session, 5))


def test_a_save_made_with_a_mod_that_is_not_loaded_names_the_mod(tmp_path, toy_registered):
    path = toy_save(tmp_path, replace(TOY_CONTENT, identity="toy-modded", mods=("bigger_deck",)))
    with pytest.raises(SaveError) as refused:
        load_session(path, lambda game_id: TOY_CONTENT)
    assert str(refused.value) == ("a.json was made with the mod bigger_deck, which is not loaded now; it cannot be "
                                  "resumed without it.")


def test_a_save_made_without_a_mod_loaded_now_names_the_mod(tmp_path, toy_registered):
    path = toy_save(tmp_path, TOY_CONTENT)
    with pytest.raises(SaveError) as refused:
        load_session(path, lambda game_id: replace(TOY_CONTENT, identity="toy-modded", mods=("bigger_deck",)))
    assert str(refused.value) == ("a.json was made without the mod bigger_deck, which changes High Card Duel now; it "
                                  "cannot be resumed with it loaded.")


def test_changed_cards_without_any_mod_say_so(tmp_path, toy_registered):
    path = toy_save(tmp_path, TOY_CONTENT)
    with pytest.raises(SaveError) as refused:
        load_session(path, lambda game_id: replace(TOY_CONTENT, identity="toy-2"))
    assert str(refused.value) == ("a.json was made with different High Card Duel content: its cards or rules have "
                                  "changed since, so it cannot be resumed safely.")
