"""The built-in content loads, the placard is complete, and broken content is reported."""

import shutil
from pathlib import Path

from game.ascending_empires import GAME
from game.core.content.loader import BUILTIN_CONTENT, load_content

from .helpers import content


def test_builtin_content_loads_with_a_full_placard():
    c = content()
    assert {(t.colour, t.level) for t in c.technologies} == {
        (colour, level) for colour in ("orange", "grey", "purple", "brown") for level in (1, 2, 3)}
    orange = {t.level: t.abilities[0].effect.vocabulary_name for t in c.technologies if t.colour == "orange"}
    assert orange == {1: "multiple_targets", 2: "long_range", 3: "battleship"}
    row1 = next(r for r in c.row_bonuses if r.level == 1).abilities[0].effect
    assert (row1.troops, row1.ships) == (1, 1)
    assert {s.players: s.vp_pool for s in c.setups} == {2: 32, 3: 36, 4: 40}
    assert sorted(v.vp_pool for v in c.variants) == [42, 46]


def test_planet_groups_match_the_disc_counts():
    c = content()
    for setup in c.setups:
        planets = sum(sum(g.planets.values()) for g in setup.quadrants)
        asteroids = sum(g.asteroids for g in setup.quadrants) + setup.corners.count("asteroid")
        assert planets == {2: 16, 3: 20, 4: 24}[setup.players]
        assert asteroids == {2: 10, 3: 5, 4: 0}[setup.players]


def test_unknown_effect_and_missing_level_are_located_errors(tmp_path):
    root = tmp_path / "content"
    shutil.copytree(BUILTIN_CONTENT / "ascending_empires", root / "ascending_empires")
    path = root / "ascending_empires" / "technology.yaml"
    text = path.read_text().replace("do: long_range", "do: long_rang")
    path.write_text(text)
    result = load_content(GAME.content_spec, root)
    assert not result.ok
    assert any("long_rang" in str(e) and "technology.yaml" in str(e) for e in result.errors)
    assert any("did you mean 'long_range'" in str(e) for e in result.errors)


def test_vocabulary_is_listed():
    text = GAME.content_spec.vocabulary.describe()
    for name in ("multiple_targets", "long_range", "battleship", "extra_recruit", "extra_movement", "gain_vp"):
        assert name in text


def test_rules_help_exists():
    help_path = Path(__file__).resolve().parents[2] / GAME.rules_help
    assert help_path.exists() and "Ascending Empires" in help_path.read_text()


def test_a_once_effect_marked_passive_is_an_error(tmp_path):
    root = tmp_path / "content"
    shutil.copytree(BUILTIN_CONTENT / "ascending_empires", root / "ascending_empires")
    path = root / "ascending_empires" / "technology.yaml"
    path.write_text(path.read_text().replace("{when: on_develop, do: {battleship:", "{when: passive, do: {battleship:"))
    result = load_content(GAME.content_spec, root)
    assert any("battleship needs when: on_develop" in str(e) for e in result.errors)
