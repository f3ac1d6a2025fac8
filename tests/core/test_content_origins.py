"""Every item of a list section knows where it was last given and whether a mod added or changed
it (the gallery's origin and marks), through the loader's process too."""

from __future__ import annotations

from game.core.content.loader import ItemOrigin
from game.core.content.worker import load_isolated
from tests.core.test_content_mods import load, make_mod

NEW_CARD = ("cards:\n  - id: neutrino_observatory\n    name: Neutrino Observatory\n    tier: stellar\n"
            "    aspect: technology\n    vp: 3\n    cost: {trade: 2, research: 3}\n")
CHANGED_CARD = ("  - id: space_elevator\n    replace: true\n    name: Space Elevator\n    tier: planetary\n"
                "    aspect: technology\n    vp: 3\n    cost: {trade: 2, research: 2}\n")


def test_items_know_their_file_and_line_and_which_mod_added_or_changed_them(tmp_path):
    mod = make_mod(tmp_path / "observatory", "id: observatory\nversion: '1'\n",
                   kardashev_scale__cards=NEW_CARD + CHANGED_CARD)
    content = load("kardashev_scale", mod).content
    assert content.origin("cards", "neutrino_observatory") == ItemOrigin(
        f"{mod}/kardashev_scale/cards.yaml", 2, "observatory", False)
    changed = content.origin("cards", "space_elevator")
    assert (changed.file, changed.line, changed.mod, changed.by_mod) == (
        f"{mod}/kardashev_scale/cards.yaml", 8, "observatory", "changed")
    built_in = content.origin("cards", "dyson_swarm")
    assert built_in.file == "content/kardashev_scale/cards.yaml" and built_in.mod is None and built_in.by_mod == ""
    assert str(built_in) == f"content/kardashev_scale/cards.yaml:{built_in.line}"
    assert set(content.origins) == {("cards", c.id) for c in content.cards} | {("variants", v.id)
                                                                              for v in content.variants}


def test_a_removed_item_has_no_origin_and_origins_cross_the_loader_process(tmp_path):
    mod = make_mod(tmp_path / "less", "id: less\nversion: '1'\n",
                   kardashev_scale__cards="cards:\n  - {id: space_elevator, remove: true}\n")
    result = load_isolated("kardashev_scale", "game.kardashev_scale", None, [mod], None, ["kardashev_scale"])
    assert result.ok
    assert result.content.origin("cards", "space_elevator") is None
    assert result.content.origin("cards", "dyson_swarm").file == "content/kardashev_scale/cards.yaml"
