"""The built-in content: the published counts, the variants, and every use of a code hook."""

import shutil
from collections import Counter

import pytest

from game.core.content.loader import BUILTIN_CONTENT, load_content
from game.eminent_domain import GAME
from game.eminent_domain.special import HOOKS

from .helpers import content


def test_base_counts():
    c = content()
    base = [p for p in c.planets if p.expansion == "base"]
    assert sum(1 for p in base if p.start) == 6
    assert sum(1 for p in base if not p.start) == 27
    techs = [t for t in c.technologies if t.expansion == "base"]
    assert len(techs) == 39
    assert Counter(t.type for t in techs) == {"advanced": 13, "fertile": 13, "metallic": 13}
    assert Counter(t.level for t in techs) == {1: 24, 2: 12, 3: 3}
    assert sum(1 for t in techs if t.back is not None) == 6
    assert sum(c.starting_deck.cards.values()) == 10


def test_planet_cost_pattern():
    # Within each type, groups of three cost (W5,C4), (W4,C5), (W6,C3).
    for planet in content().planets:
        if not planet.start and planet.expansion == "base":
            assert (planet.warfare_cost, planet.colonize_cost) in {(5, 4), (4, 5), (6, 3)}


def test_every_special_hook_use_is_listed():
    uses = sorted((face.id, ability.effect.hook) for card in content().technologies for face in card.faces
                  for ability in face.abilities if type(ability.effect).__name__ == "Special")
    assert uses == [("colony_ship", "colony_ship"), ("freedom_of_trade", "freedom_of_trade"),
                    ("logistics", "either_order"), ("logistics", "final_extra_turn")]
    assert set(h for _, h in uses) <= set(HOOKS)


def test_variants_for_the_new_game_screen():
    variants = {v.id: v for v in content().variants}
    assert set(variants) == {"learning", "extended_3", "escalation", "scenarios", "escalation_scenarios"}
    assert variants["learning"].available and variants["extended_3"].available
    assert variants["extended_3"].min_players == variants["extended_3"].max_players == 3


def test_easy_bot_rules_name_real_cards():
    c = content()
    faces = {r.id for r in c.roles} | {f.id for t in c.technologies for f in t.faces}
    rules = c.bot_easy
    assert set(rules.action_cards) <= faces
    assert set(rules.tech_order) <= faces
    assert set(rules.remove_first) <= faces


def test_escalation_counts():
    c = content()
    esc = [p for p in c.planets if p.expansion == "escalation"]
    assert Counter(p.category for p in esc if not p.start) == {"bustling": 6, "civilized": 6, "hostile": 3,
                                                               "promo": 2}
    assert sum(1 for p in esc if p.start and p.category != "promo") == 6
    techs = [t for t in c.technologies if t.expansion == "escalation"]
    assert len(techs) == 32 and sum(1 for t in techs if t.back is not None) == 8
    assert sum(len(t.faces) for t in techs) == 40
    assert all(t.military_cost for t in techs)
    assert {f.id for f in c.fleet_tiles} == {"basic_fleet", "improved_fleet"}
    assert len(c.scenarios) == 23


def test_escalation_content_stays_out_of_base_games():
    from .helpers import new_game

    s = new_game(4, 2)
    assert all(s.cat.planets[pid].expansion == "base" for pid in s.planet_def)
    assert all(s.cat.tech_cards[s.cat.cards[s.card_face[u]].tech].expansion == "base" for u in s.tech_supply)


def test_base_cards_may_use_only_what_the_rules_play(tmp_path):
    from game.core.content.service import load_game_content

    mod = tmp_path / "mod"
    (mod / "eminent_domain").mkdir(parents=True)
    (mod / "mod.yaml").write_text("id: broken\nversion: '1'\n")
    (mod / "eminent_domain" / "x.yaml").write_text(
        "technologies:\n"
        "  - {id: improved_trade_ts, replace: true, type: metallic, level: 1,\n"
        "     front: {id: improved_trade_ts, name: Improved Trade, kind: action, symbols: [trade],\n"
        "             abilities: [{when: passive, do: {collect_ships: {ship: destroyer}}}]}}\n")
    result = load_game_content("eminent_domain", None, [mod], tmp_path / "none")
    assert not result.ok
    assert any("collect_ships" in str(e) and "x.yaml" in str(e) for e in result.errors)


def _load_changed(tmp_path, file, old, new):
    root = tmp_path / "content"
    shutil.copytree(BUILTIN_CONTENT / "eminent_domain", root / "eminent_domain")
    path = root / "eminent_domain" / file
    assert old in path.read_text()
    path.write_text(path.read_text().replace(old, new, 1))
    return [str(e) for e in load_content(GAME.content_spec, root).errors]


@pytest.mark.parametrize("file, old, new, message", [
    ("variants.yaml", "min_players: 2\n    max_players: 4", "min_players: 4\n    max_players: 2",
     "min_players (4) is above max_players (2)"),
    ("roles.yaml", "cards: {survey: 2, warfare: 1, colonize: 2, produce_trade: 2, research: 2, politics: 1}",
     "cards: {survey: 2}", "the starting deck has 2 cards, fewer than a hand of 5"),
    ("roles.yaml", "hand_size: 5", "hand_size: 0", "hand_size: expected a whole number from 1 to 10, got 0"),
    ("roles.yaml", "influence_supply: 24", "influence_supply: 1000000",
     "influence_supply: expected a whole number from 1 to 100, got 1000000"),
    ("technologies.yaml", "1: {cost: 3,", "1: {cost: .inf,", "cost: expected a whole number from 0 to 20, got inf"),
    ("bot_easy.yaml", "survey: 1.0,", "survey: .nan,", "expected a number from 0 to 100; the value is not a number"),
])
def test_numbers_out_of_a_playable_range_are_refused(tmp_path, file, old, new, message):
    errors = _load_changed(tmp_path, file, old, new)
    assert any(message in e for e in errors), errors
