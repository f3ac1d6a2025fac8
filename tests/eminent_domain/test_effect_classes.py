"""Eminent Domain's effects carry their behaviour: each vocabulary class says what it does (`fire`
at a trigger, `modify` as a standing rule) and how it reads (`describe`). A new card power is one
class in the vocabulary plus YAML: the rules play it and the content check accepts it."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest

from game.core.content.service import load_game_content
from game.core.content.vocabulary import Ability
from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules import actions as A
from game.eminent_domain.rules.effects import unplayable
from game.eminent_domain.rules.standing import Standing
from game.eminent_domain.vocabulary import VOCABULARY, Effect

from . import helpers
from .helpers import content
from .scenario import act, fresh, give, planet


def _sample(cls):
    """An instance of an effect class, its required parameters filled with a legal value."""
    values = {"role": "produce", "per": "each", "ship": "destroyer", "symbol": "warfare", "hook": "colony_ship"}
    return cls(**{f.name: values[f.name] for f in dataclasses.fields(cls) if f.default is dataclasses.MISSING})


@pytest.mark.parametrize("name", sorted(VOCABULARY.effects))
def test_every_effect_is_played_somewhere_and_reads_in_our_words(name):
    effect = _sample(VOCABULARY.effects[name].cls)
    assert isinstance(effect, Effect)
    assert hasattr(effect, "fire") or hasattr(effect, "modify"), f"{name} does nothing"
    for when in VOCABULARY.triggers:
        text = effect.describe(when)
        assert text and text[0].isupper() and text.endswith("."), (name, when, text)


def test_played_or_passive_follows_from_the_class():
    fired = _sample(VOCABULARY.effects["draw_cards"].cls)
    standing = _sample(VOCABULARY.effects["hand_limit"].cls)
    both = _sample(VOCABULARY.effects["extra_actions"].cls)
    assert unplayable(Ability("action", None, fired)) is None
    assert "does nothing as a passive" in unplayable(Ability("passive", None, fired))
    assert unplayable(Ability("passive", None, standing)) is None
    assert "not played when 'on_settle'" in unplayable(Ability("on_settle", None, standing))
    assert unplayable(Ability("action", None, both)) is None and unplayable(Ability("passive", None, both)) is None


def test_standing_rules_add_up_with_the_first_permanent_standing():
    effects = VOCABULARY.effects
    first, second = effects["hand_limit"].cls(extra=1), effects["hand_limit"].cls(extra=2)
    from game.eminent_domain.rules.standing import build

    standing = build([first, effects["dissent_draw"].cls(extra=1), second, effects["special"].cls(hook="colony_ship")])
    assert (standing.hand_limit, standing.dissent_draw, standing.hooks) == (1, 1, ("colony_ship",))
    assert build([]) == Standing()


def test_cards_removed_each_turn_take_the_larger_allowance_in_either_order():
    """Streamlining (one card) and Hyperefficiency (any number) held together: any number."""
    one, any_number = (VOCABULARY.effects["remove_each_turn"].cls(most=n) for n in (1, 99))
    from game.eminent_domain.rules.standing import build

    assert build([one, any_number]).remove_each_turn == 99
    assert build([any_number, one]).remove_each_turn == 99


# --- a new power: one class and YAML -------------------------------------------------------------

@dataclass(frozen=True)
class Tithe(Effect):
    """Take influence for each face-up planet you hold."""
    per_planet: int = field(default=1, metadata={"doc": "influence per face-up planet", "min": 1})

    def fire(self, s, p, card):
        return E.gain_influence(s, p, self.per_planet * sum(1 for r in s.players[p]["planets"] if r["up"]))

    def describe(self, when="action", on_planet=False):
        return f"Take {self.per_planet} influence for each of your face-up planets."


@dataclass(frozen=True)
class DeepPockets(Effect):
    """A higher hand limit."""
    extra: int = field(default=2, metadata={"doc": "extra cards", "min": 1})

    def modify(self, standing):
        standing.hand_limit = self.extra

    def describe(self, when="action", on_planet=False):
        return f"Your hand limit is {self.extra} higher."


@pytest.fixture
def new_powers():
    """The two classes registered in the vocabulary for one test (then taken out again)."""
    VOCABULARY.effect("tithe", "Take influence per face-up planet.")(Tithe)
    VOCABULARY.effect("deep_pockets", "A higher hand limit.")(DeepPockets)
    yield
    del VOCABULARY.effects["tithe"], VOCABULARY.effects["deep_pockets"]


MOD = """technologies:
  - {id: improved_trade_ts, replace: true, type: metallic, level: 1,
     front: {id: improved_trade_ts, name: Improved Trade, kind: action, symbols: [trade, survey],
             abilities: [{when: action, do: {tithe: {per_planet: 2}}}]}}
  - {id: dissension__bureaucracy, replace: true, type: fertile, level: 3,
     front: {id: dissension, name: Dissension, kind: permanent, symbols: [],
             abilities: [{when: passive, do: deep_pockets}]},
     back: {id: bureaucracy, name: Bureaucracy, kind: permanent, symbols: [],
            abilities: [{when: passive, do: {follower_leader_bonus: {roles: [colonize, warfare]}}}]}}
"""


def test_a_new_power_is_one_class_in_the_vocabulary(new_powers, tmp_path, monkeypatch):
    mod = tmp_path / "mod"
    (mod / "eminent_domain").mkdir(parents=True)
    (mod / "mod.yaml").write_text("id: powers\nversion: '1'\n")
    (mod / "eminent_domain" / "powers.yaml").write_text(MOD)
    result = load_game_content("eminent_domain", None, [mod], tmp_path / "none")
    assert result.ok, result.errors  # the content check plays both: nothing to list anywhere else
    monkeypatch.setattr(helpers, "content", lambda: result.content)
    s = fresh()
    planet(s, 0, "drawde", up=True)
    planet(s, 0, "lyttle", up=True)
    card = give(s, 0, "improved_trade_ts")
    events = act(s, A.PlayAction(card))
    assert s.players[0]["influence"] == 4 and any(e.kind == "influence" for e in events)
    limit = E.hand_limit(s, 0)
    give(s, 0, "dissension", "techs")
    assert E.hand_limit(s, 0) == limit + 2
    from game.eminent_domain.scenes.cardtext import card_text

    assert card_text(s.cat.cards["improved_trade_ts"]) == "Action: Take 2 influence for each of your face-up planets."


def test_the_built_in_content_uses_only_played_abilities():
    c = content()
    abilities = [a for t in c.technologies for f in t.faces for a in f.abilities]
    abilities += [a for r in c.roles for a in r.action] + [a for p in c.planets for a in p.abilities]
    assert len(abilities) > 100 and [unplayable(a) for a in abilities if unplayable(a)] == []
