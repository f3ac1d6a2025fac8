"""The content pipeline against a small test game: every error kind, mods, merging."""

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from game.core.content.loader import Collection, ContentSpec, Single, load_content
from game.core.content.mods import discover_mods, read_mod
from game.core.content.schema import Int, ListOf, Record, Ref, Str, optional
from game.core.content.vocabulary import Vocabulary

FIXTURES = Path(__file__).parent / "content_fixtures"
CONTENT = FIXTURES / "content"
MODS = FIXTURES / "mods"

vocab = Vocabulary("fixture_game")
vocab.trigger("on_buy", "when the card is bought")


@vocab.effect("gain", "Gain some tokens.")
@dataclass(frozen=True)
class Gain:
    amount: int = field(default=1, metadata={"doc": "how many tokens", "min": 1})


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    cost: int
    abilities: tuple
    upgrades_to: str | None


SPEC = ContentSpec("fixture_game", {
    "cards": Collection(Record({"id": Str(), "name": Str(), "cost": Int(0, 20),
                                "abilities": optional(ListOf(vocab.ability_schema()), ()),
                                "upgrades_to": optional(Ref("cards"))}, build=Card, name="card")),
    "rules": Single(Record({"hand_limit": Int(1, 99)}, name="rules")),
}, vocabulary=vocab)


def load_with(*mod_names):
    mods = []
    for name in mod_names:
        mod, errors = read_mod(MODS / name)
        assert errors == []
        mods.append(mod)
    return load_content(SPEC, CONTENT, mods)


def test_built_in_content_loads_into_frozen_definitions():
    result = load_with()
    assert result.ok, result.errors
    probe = next(c for c in result.content.cards if c.id == "probe")
    assert probe.abilities[0].effect == Gain(2)
    assert result.content.rules == {"hand_limit": 10}
    with pytest.raises(Exception):
        probe.cost = 3


@pytest.mark.parametrize("mod, where, message", [
    ("syntax_error", "cards.yaml:4:", "the '[' opened on line 3 is not closed with ']'"),
    ("tab_indent", "cards.yaml:3:1", "tab character"),
    ("duplicate_key", "cards.yaml:5:5: cards[0].cost", "duplicate key 'cost' (first given at line 4)"),
    ("unknown_key", "cards.yaml:4:5: cards[0].cots", "unknown key 'cots'; did you mean 'cost'?"),
    ("wrong_type", "cards.yaml:4:11: cards[0].cost", "expected a whole number from 0 to 20, got 'two'"),
    ("missing_key", "cards.yaml:2:5: cards[0].name", "missing required key 'name'"),
    ("unknown_effect", "cards.yaml:7:13: cards[0].abilities[0].do", "unknown effect 'gian'; did you mean 'gain'?"),
    ("dangling_id", "cards.yaml:5:18: cards[0].upgrades_to", "no cards item has id 'nowhere'"),
    ("duplicate_id", "cards.yaml:2:5: cards[0].id", "duplicate id 'probe'"),
])
def test_each_error_kind_is_reported_with_file_line_column_and_field(mod, where, message):
    result = load_with(mod)
    assert not result.ok and result.content is None
    text = "\n".join(str(e) for e in result.errors)
    assert where in text and message in text, text
    assert f"mods/{mod}/fixture_game/" in text


def test_all_errors_are_reported_at_once():
    result = load_with("unknown_key", "wrong_type", "missing_key", "dangling_id")
    assert len(result.errors) == 4


def test_mod_adds_new_ids_and_replaces_only_with_replace_true():
    result = load_with("good_mod")
    assert result.ok, result.errors
    names = {c.id: c.name for c in result.content.cards}
    assert names == {"probe": "Heavy Probe", "relay": "Relay", "beacon": "Beacon"}
    assert result.content.rules == {"hand_limit": 12}
    assert result.content.identity != load_with().content.identity


def test_mods_load_dependencies_first_then_by_id():
    mods, errors = discover_mods(None, [MODS / "needs_good", MODS / "good_mod"])
    assert errors == []
    assert [m.id for m in mods] == ["good_mod", "needs_good"]
    result = load_content(SPEC, CONTENT, mods)
    assert result.ok, result.errors
    assert {c.id: c.name for c in result.content.cards}["beacon"] == "Bright Beacon"


def test_missing_dependency_is_an_error():
    mods, errors = discover_mods(None, [MODS / "needs_good"])
    assert any("needs mod 'good_mod'" in str(e) for e in errors)


def test_vocabulary_describes_every_parameter():
    text = vocab.describe()
    assert "gain: Gain some tokens." in text and "amount (a whole number from 1 to 99; default 1): how many tokens" in text
