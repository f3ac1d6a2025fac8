"""Saves and mods: a save records the mods and their versions, a list of saves says which are
missing, a mod that only rewords keeps saves loadable, and saves of the previous identity load."""

from __future__ import annotations

import json

import pytest

from game.core.config import GameConfig, parse_players
from game.core.content.service import load_game_content
from game.core.errors import SaveError
from game.core.registry import get_game
from game.core.rng import Rng
from game.core.saves import _checksum, list_saves, load_session, mods_note, read_save_info, write_save
from game.core.session import GameSession

from .test_content_mods import make_mod

RENAME = ("cards:\n  - id: space_elevator\n    replace: true\n    name: Sky Hook\n    flavour: Up we go.\n"
          "    tier: planetary\n    aspect: technology\n    vp: 2\n    cost: {trade: 1, research: 2}\n"
          "    abilities: [{when: ongoing, do: {discount_tier: {tier: planetary, amount: 1}}}]\n")
DEARER = RENAME.replace("cost: {trade: 1, research: 2}", "cost: {trade: 4, research: 2}")


def content_with(*mods):
    result = load_game_content("kardashev_scale", None, list(mods), None)
    assert result.ok, result.errors
    return result.content


def saved_game(tmp_path, content, steps: int = 12):
    definition = get_game("kardashev_scale")
    session = GameSession.start(definition, content, GameConfig("kardashev_scale", parse_players("human,ai:easy"),
                                                                (), 5))
    rng = Rng(5)
    for _ in range(steps):
        player = session.state.to_act()[0]
        legal = session.state.legal_actions(player)
        session.apply(player, legal[rng.randrange(len(legal))])
    return write_save(tmp_path / "game.json", session)


def test_a_save_records_the_mods_and_their_versions(tmp_path):
    mod = make_mod(tmp_path / "sky", "id: sky\nversion: '0.3'\n", kardashev_scale__cards=RENAME)
    path = saved_game(tmp_path, content_with(mod))
    record = json.loads(path.read_text())["content"]
    assert record["mods"] == ["sky"] and record["mod_versions"] == [["sky", "0.3"]]
    info = read_save_info(path)
    assert info.mods == (("sky", "0.3"),)
    assert mods_note(info.mods, (("sky", "0.3"),)) == "Mods: sky 0.3"
    assert mods_note(info.mods, ()) == "Mods: sky 0.3 (missing)"
    assert mods_note(info.mods, (("sky", "0.4"),)) == "Mods: sky 0.3 (now 0.4)"
    assert mods_note(info.mods, None) == "Mods: sky 0.3"
    assert mods_note((), ()) == ""


def test_a_mod_that_only_renames_keeps_its_saves_loadable_without_it(tmp_path):
    mod = make_mod(tmp_path / "sky", "id: sky\nversion: '1'\n", kardashev_scale__cards=RENAME)
    path = saved_game(tmp_path, content_with(mod))
    plain = content_with()
    session = load_session(path, lambda game_id: plain)
    assert session.content is plain and len(session.actions) == 12


def test_a_save_refused_for_a_missing_rules_mod_says_what_to_install(tmp_path):
    mod = make_mod(tmp_path / "dear", "id: dear\nversion: '2.1'\n", kardashev_scale__cards=DEARER)
    path = saved_game(tmp_path, content_with(mod))
    plain = content_with()
    with pytest.raises(SaveError) as refused:
        load_session(path, lambda game_id: plain)
    assert str(refused.value).endswith("To resume it: install or switch on dear 2.1.")
    assert load_session(path, lambda game_id: content_with(mod)).content.mods == ("dear",)


def test_a_save_of_the_previous_identity_still_loads(tmp_path):
    content = content_with()
    path = saved_game(tmp_path, content)
    data = json.loads(path.read_text())
    data["content"] = {"identity": content.legacy_identity, "mods": []}  # as saves recorded it before
    body = {k: v for k, v in data.items() if k != "checksum"}
    data["checksum"] = _checksum(body)
    path.write_text(json.dumps(data))
    assert content.legacy_identity != content.identity
    assert len(load_session(path, lambda game_id: content).actions) == 12
    assert list_saves(tmp_path)[0].mods == ()
