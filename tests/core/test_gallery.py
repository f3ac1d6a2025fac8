"""The gallery without its screen: every game lists every item of its merged content once, each
with words to show, and the filters (tier or type, aspect or colour, which mod) count what they
let through."""

from __future__ import annotations

import pytest

from game.core.content.service import load_game_content
from game.core.gallery import ALL, BUILT_IN, Filters, choices, kept_filters, load_gallery, matching, next_value
from game.core.registry import get_game
from tests.core.test_content_mods import make_mod

NEW_CARD = ("cards:\n  - id: neutrino_observatory\n    name: Neutrino Observatory\n    tier: stellar\n"
            "    aspect: technology\n    vp: 3\n    cost: {trade: 2, research: 3}\n"
            "  - id: space_elevator\n    replace: true\n    name: Space Elevator\n    tier: planetary\n"
            "    aspect: technology\n    vp: 3\n    cost: {trade: 2, research: 2}\n")


def gallery_of(game_id, *mods):
    content = load_game_content(game_id, None, list(mods), None).content
    return load_gallery(get_game(game_id), content), content


@pytest.mark.parametrize("game_id, sections", [
    ("kardashev_scale", ("cards",)),
    ("eminent_domain", ("technologies", "planets", "roles")),
    ("ascending_empires", ("technologies", "row_bonuses", "colours")),
])
def test_every_item_of_every_game_is_listed_once_with_words(game_id, sections):
    gallery, content = gallery_of(game_id)
    expected = {(section, item.id) for section in sections for item in getattr(content, section)}
    assert {(i.section, i.id) for i in gallery.items} == expected
    assert len(gallery.items) == len(expected)
    for item in gallery.items:
        assert item.name and item.kind and item.group and item.text.strip(), item
        assert content.origin(item.section, item.id) is not None
    tried = get_game(game_id).try_items(content)
    for item in gallery.items:  # what --simulate reports of an item is named by the game's own groups
        if item.figures and item.id in tried:
            groups = get_game(game_id).item_groups(content, item.try_variants)
            assert item.figures[0] in groups, item.id


def test_the_filters_count_what_they_let_through(tmp_path):
    mod = make_mod(tmp_path / "observatory", "id: observatory\nversion: '1'\n", kardashev_scale__cards=NEW_CARD)
    gallery, content = gallery_of("kardashev_scale", mod)
    options = choices(gallery, content)
    assert options.groups == [ALL, "Planetary", "Stellar", "Galactic"]
    assert options.families == [ALL, "Culture", "Technology", "Territory"]
    assert options.mods == [ALL, BUILT_IN, "observatory"]
    total = len(content.cards)
    assert len(matching(gallery, content, Filters())) == total == 61
    by_tier = {tier: sum(1 for c in content.cards if c.tier == tier.lower()) for tier in options.groups[1:]}
    for tier, count in by_tier.items():
        assert len(matching(gallery, content, Filters(group=tier))) == count
    assert [i.id for i in matching(gallery, content, Filters(mod="observatory"))] == ["space_elevator",
                                                                                      "neutrino_observatory"]
    assert len(matching(gallery, content, Filters(mod=BUILT_IN))) == total - 2
    stellar_tech = Filters(group="Stellar", family="Technology", mod="observatory")
    assert [i.id for i in matching(gallery, content, stellar_tech)] == ["neutrino_observatory"]


def test_filters_step_round_and_drop_values_the_content_no_longer_has(tmp_path):
    mod = make_mod(tmp_path / "observatory", "id: observatory\nversion: '1'\n", kardashev_scale__cards=NEW_CARD)
    gallery, content = gallery_of("kardashev_scale", mod)
    options = choices(gallery, content)
    assert next_value(options.mods, ALL) == BUILT_IN and next_value(options.mods, "observatory") is ALL
    plain, plain_content = gallery_of("kardashev_scale")
    kept = kept_filters(Filters("Stellar", "Culture", "observatory"), choices(plain, plain_content))
    assert kept == Filters("Stellar", "Culture", ALL)


@pytest.mark.parametrize("game_id", ["kardashev_scale", "eminent_domain", "ascending_empires"])
def test_every_item_try_it_offers_starts_with_the_variants_it_names(game_id):
    from game.core.config import GameConfig, parse_players
    from game.core.tryout import try_problem, with_tried_item

    gallery, content = gallery_of(game_id)
    definition = get_game(game_id)
    tried = definition.try_items(content)
    offered = [item for item in gallery.items if item.id in tried]
    assert offered and {i.id for i in offered} == set(tried)  # every item Try it can deal is in the gallery
    for item in offered:
        config = with_tried_item(GameConfig(game_id, parse_players("human,ai:easy"), item.try_variants, 5), item.id)
        assert try_problem(definition, content, config) is None, item.id
