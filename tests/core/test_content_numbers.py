"""Every number in every game's built-in content is checked to be finite and in range: set any one
of them to .nan, to infinity or to a huge number and the schema refuses it, at its own position."""

from __future__ import annotations

import pytest

from game.core.content.loader import BUILTIN_CONTENT, Collection
from game.core.content.schema import CheckContext
from game.core.content.yamlfile import LList, LMap, load_yaml_file
from game.core.registry import get_game

GAMES = ("kardashev_scale", "eminent_domain", "ascending_empires")


def numbers(value):
    """(container, key, position) of every number in a value (map keys are not values)."""
    if isinstance(value, LMap):
        for key, item in value.items():
            if isinstance(item, (int, float)) and not isinstance(item, bool):
                yield value, key, value.value_pos[key]
            yield from numbers(item)
    elif isinstance(value, LList):
        for index, item in enumerate(value):
            if isinstance(item, (int, float)) and not isinstance(item, bool):
                yield value, index, value.item_pos[index]
            yield from numbers(item)


def checked_values(game_id):
    """(schema, value to check, its path) for every section and collection item of the game."""
    spec = get_game(game_id).content_spec
    for path in sorted((BUILTIN_CONTENT / game_id).glob("*.yaml")):
        data, errors = load_yaml_file(path, path.name)
        assert errors == []
        for name, section_value in data.items():
            section = spec.sections[name]
            if isinstance(section, Collection):
                for index, item in enumerate(section_value):
                    item.pop("replace", None)
                    yield section.item, item, f"{name}[{index}]"
            else:
                yield section.record, section_value, name


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("bad", [float("nan"), float("inf"), -float("inf"), 10 ** 30, -(10 ** 30)],
                         ids=["nan", "inf", "-inf", "huge", "-huge"])
def test_each_number_is_refused_when_not_finite_or_huge(game_id, bad):
    tried = 0
    for schema, value, path in checked_values(game_id):
        for container, key, position in list(numbers(value)):
            original = container[key]
            container[key] = bad
            ctx = CheckContext()
            schema.check(value, ctx, path, value.pos)
            container[key] = original
            tried += 1
            assert any(e.position == position for e in ctx.errors), \
                f"{position}: {path} accepts {bad!r} (errors: {[str(e) for e in ctx.errors]})"
    assert tried > 20
