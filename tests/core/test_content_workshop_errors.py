"""What a modder reads when something is wrong: YAML syntax errors in plain words, errors located
in the mod file that set the value, `remove: true`, "did you mean" for replace targets, Ascending
Empires' colour parameters checked, and a content identity that ignores words."""

from __future__ import annotations

import pytest

from game.core.content.service import load_game_content
from game.core.content.yamlfile import load_yaml

from .test_content_mods import make_mod


def errors(game_id: str, mod) -> list[str]:
    result = load_game_content(game_id, None, [mod], None)
    return [str(e) for e in result.errors]


@pytest.mark.parametrize("text, message", [
    ("cards:\n  - id: a\n    name: b\n   vp: 3\n",
     "4:4: 'vp' is indented 3 spaces but the item above it (line 3) has its keys at 4 spaces"),
    ("cards:\n  - id: a\n    name: b\n     vp: 3\n",
     "4:8: 'vp' is indented 5 spaces but 'name' on line 3 above it is indented 4 spaces"),
    ("cards:\n  - id: a\n    abilities:\n      - when: on_buy\n      do: y\n",
     "5:7: 'do' has no '-' but stands at the column of the '-' of the list on line 4: indent it 8 spaces"),
    ("cards:\n  - id: a\n    name: Colon: The Card\n",
     "3:16: the text of 'name' holds ': ', which YAML reads as the start of another key; put the text in "
     "quotes: name: \"Colon: The Card\""),
    ("cards:\n  - id: a\n    name: b\n  id: c\n",
     "4:3: 'id' has no '-' but stands at the column of the '-' of the list on line 2"),
    ("cards:\n  id: a\n  name: b\n  - id: c\n",
     "4:3: this '- ' starts a list item, but the lines above it (from line 2) are keys without '- '"),
    ("cards:\n- id: a\n  name: b\n - id: c\n",
     "4:2: this '- ' is indented 1 space but the '-' of the item on line 2 is indented 0 spaces"),
    ("cards:\n\t- id: a\n", "2:1: a tab character is used for indentation; YAML needs spaces"),
    ("cards:\n  - name: \"abc\n", "3:1: a quote opened on line 2 is never closed"),
    ("cards: [{id: a, name: Colon: The}]\n", "1:28: text inside { } that holds ': ' must be in quotes"),
])
def test_common_yaml_mistakes_are_said_in_plain_words(text, message):
    value, found = load_yaml(text, "cards.yaml")
    assert value is None and len(found) == 1
    assert str(found[0]).startswith(f"cards.yaml:{message}"), str(found[0])
    assert "YAML syntax error" not in str(found[0])


def test_an_unknown_yaml_mistake_still_says_what_the_parser_saw():
    value, found = load_yaml("a: b\n? c\n: d\n  e: [\n", "x.yaml")
    assert value is None and "x.yaml:" in str(found[0])


def test_remove_true_takes_an_item_out_and_a_wrong_id_is_located_with_a_suggestion(tmp_path):
    mod = make_mod(tmp_path / "lean", kardashev_scale__cards="cards:\n  - {id: space_elevator, remove: true}\n")
    result = load_game_content("kardashev_scale", None, [mod], None)
    assert result.ok, result.errors
    assert "space_elevator" not in result.content.card_index
    built_in = load_game_content("kardashev_scale", None, [], None).content
    assert len(result.content.cards) == len(built_in.cards) - 1

    typo = make_mod(tmp_path / "typo", kardashev_scale__cards="cards:\n  - {id: space_elevatr, remove: true}\n")
    assert errors("kardashev_scale", typo) == [
        f"{typo}/kardashev_scale/cards.yaml:2:5: cards[0].remove: `remove: true` but there is no cards item "
        "'space_elevatr' to remove; did you mean 'space_elevator'?"]
    both = make_mod(tmp_path / "both", kardashev_scale__cards="cards:\n  - {id: space_elevator, remove: true, "
                                                            "replace: true}\n")
    assert "either removed or replaced" in errors("kardashev_scale", both)[0]


def test_a_reference_to_a_removed_item_says_where_it_was_removed(tmp_path):
    mod = make_mod(tmp_path / "no_start", eminent_domain__planets="planets:\n  - {id: terra_prime, remove: true}\n")
    found = errors("eminent_domain", mod)
    assert found and all("terra_prime" in e for e in found)
    assert any(f"it is removed at {mod}/eminent_domain/planets.yaml:2:5" in e for e in found), found


def test_replace_of_a_missing_item_suggests_the_nearest_id(tmp_path):
    mod = make_mod(tmp_path / "rep", kardashev_scale__cards=(
        "cards:\n  - id: space_elevatr\n    replace: true\n    name: X\n    tier: planetary\n"
        "    aspect: technology\n    vp: 1\n    cost: {trade: 1}\n"))
    assert errors("kardashev_scale", mod) == [
        f"{mod}/kardashev_scale/cards.yaml:2:5: cards[0].replace: `replace: true` but there is no cards item "
        "'space_elevatr' to replace; did you mean 'space_elevator'?"]


def test_a_board_a_mod_breaks_is_blamed_on_the_mod_file(tmp_path):
    mod = make_mod(tmp_path / "board", ascending_empires__board=(
        "board:\n  replace: true\n  quadrants:\n    - id: nw\n      name: Northwest\n      x: 10\n      y: 10\n"
        "      width: 100\n      height: 100\n      holes: [{id: h1, x: 20, y: 20}]\n"))
    found = errors("ascending_empires", mod)
    assert found and all(e.startswith(f"{mod}/ascending_empires/board.yaml:") for e in found), found


def test_physics_a_mod_breaks_is_blamed_on_the_value_it_set(tmp_path):
    mod = make_mod(tmp_path / "fast", ascending_empires__physics="physics:\n  replace: true\n  max_speed: 5000\n")
    found = errors("ascending_empires", mod)
    assert len(found) == 1
    assert found[0].startswith(f"{mod}/ascending_empires/physics.yaml:3:14: physics.max_speed: max_speed x substep")


def test_ascending_empires_ability_colours_are_checked_against_the_colours(tmp_path):
    mod = make_mod(tmp_path / "colour", ascending_empires__technology=(
        "technologies:\n  - id: brown_2\n    replace: true\n    colour: brown\n    level: 2\n    name: Cheap\n"
        "    text: Cheap facilities.\n    abilities:\n      - {when: passive, do: {cheap_facility: {troops: 1, "
        "colour: pruple}}}\n"))
    found = errors("ascending_empires", mod)
    assert len(found) == 1 and "no colours item has id 'pruple'; did you mean 'purple'?" in found[0], found
    assert found[0].startswith(f"{mod}/ascending_empires/technology.yaml:9:")


def test_the_kardashev_market_check_points_at_the_mod_that_set_the_market(tmp_path):
    galactic = [c.id for c in load_game_content("kardashev_scale", None, [], None).content.cards
                if c.tier == "galactic"]
    removes = "".join(f"  - {{id: {card}, remove: true}}\n" for card in galactic[:-2])
    market = "constants:\n  replace: true\n  market: {planetary: 4, stellar: 3, galactic: 3}\n"
    mod = make_mod(tmp_path / "market", kardashev_scale__cards="cards:\n" + removes, kardashev_scale__rules=market)
    assert errors("kardashev_scale", mod) == [
        f"{mod}/kardashev_scale/rules.yaml:3:11: constants.market.galactic: the market shows 3 galactic cards but "
        "only 2 exist"]


def test_words_do_not_change_the_content_identity_but_rules_do(tmp_path):
    plain = load_game_content("kardashev_scale", None, [], None).content
    renamed = make_mod(tmp_path / "renamed", kardashev_scale__cards=(
        "cards:\n  - id: space_elevator\n    replace: true\n    name: Sky Hook\n    flavour: Up we go.\n"
        "    tier: planetary\n    aspect: technology\n    vp: 2\n    cost: {trade: 1, research: 2}\n"
        "    abilities: [{when: ongoing, do: {discount_tier: {tier: planetary, amount: 1}}}]\n"))
    original = plain.card("space_elevator")
    assert (original.vp, original.cost) == (2, (0, 1, 2)), "the mod copies the card but its words"
    words_only = load_game_content("kardashev_scale", None, [renamed], None).content
    assert words_only.card("space_elevator").name == "Sky Hook"
    assert words_only.identity == plain.identity
    assert words_only.legacy_identity != plain.legacy_identity
    dearer = make_mod(tmp_path / "dearer", kardashev_scale__cards=(
        "cards:\n  - id: space_elevator\n    replace: true\n    name: Space Elevator\n"
        "    tier: planetary\n    aspect: technology\n    vp: 2\n    cost: {trade: 3, research: 2}\n"
        "    abilities: [{when: ongoing, do: {discount_tier: {tier: planetary, amount: 1}}}]\n"))
    assert load_game_content("kardashev_scale", None, [dearer], None).content.identity != plain.identity


def test_an_unknown_effect_with_no_near_name_points_at_the_list_of_effects(tmp_path):
    mod = make_mod(tmp_path / "new_power", kardashev_scale__cards=(
        "cards:\n  - {id: x, name: X, tier: planetary, aspect: culture, vp: 1, cost: {trade: 1},"
        " abilities: [{when: on_buy, do: extra_turn}]}\n"))
    assert errors("kardashev_scale", mod) == [
        f"{mod}/kardashev_scale/cards.yaml:2:112: cards[0].abilities[0].do: unknown effect 'extra_turn'; "
        "`python3 main.py --list-effects kardashev_scale` lists every effect, and a new kind of effect needs code"]
