"""Mutations of the built-in content, as a careless or hostile modder would write them.

Each mutation takes the text of one built-in content file and returns the new bytes, or None when
the file offers no place for that kind (a file with no numbers cannot get an out-of-range one).
Structural mutations edit the parsed data and write it back with PyYAML; the ones YAML cannot
express as data (alias bombs, bad bytes, duplicate keys) edit the text."""

from __future__ import annotations

import re
from dataclasses import dataclass

import yaml

from game.core.rng import Rng

RAW = "__fuzz_raw_value__"  # stands for a piece of YAML text put in after dumping


def _places(data, want=lambda value: True):
    """(container, key) of every value in the tree for which `want(value)` holds."""
    found, todo = [], [data]
    while todo:
        node = todo.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            if want(value):
                found.append((node, key))
            todo.append(value)
    return found


def _number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _dump(data, raw: str | None = None) -> bytes:
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=120)
    if raw is not None:
        text = text.replace(RAW, raw, 1)
    return text.encode("utf-8")


def _edit(text: str, rng: Rng, want, change, raw=None):
    data = yaml.safe_load(text)
    places = _places(data, want)
    if not places:
        return None
    container, key = rng.choice(places)
    change(container, key, rng)
    return _dump(data, raw(rng) if raw else None)


def delete_key(text, rng):
    data = yaml.safe_load(text)
    places = [(c, k) for c, k in _places(data) if isinstance(c, dict)]
    if not places:
        return None
    container, key = rng.choice(places)
    del container[key]
    return _dump(data)


def wrong_type(text, rng):
    def change(container, key, rng):
        value = container[key]
        if isinstance(value, str):
            container[key] = rng.choice([7, [value], {"text": value}, None, True])
        elif _number(value) or isinstance(value, bool):
            container[key] = rng.choice(["seven", [value], {"n": value}, None])
        else:
            container[key] = rng.choice(["a word", 3, None])
    return _edit(text, rng, lambda v: True, change)


def out_of_range(text, rng):
    def change(container, key, rng):
        value = container[key]
        container[key] = rng.choice([-1, -value - 1, value * 100 + 100, 0, 1000, -0.5])
    return _edit(text, rng, _number, change)


def nan_inf(text, rng):
    def change(container, key, rng):
        container[key] = rng.choice([float("nan"), float("inf"), float("-inf")])
    return _edit(text, rng, _number, change)


def huge_number(text, rng):
    digits = rng.choice([19, 40, 400, 5000])

    def change(container, key, rng):
        container[key] = RAW
    return _edit(text, rng, _number, change,
                 raw=lambda rng: rng.choice(["1" * digits, "-" + "9" * digits, "1.0e+308", "1.7976931348623157e+308"]))


def alias_bomb(text, rng):
    levels, width = rng.randint(6, 12), rng.randint(5, 12)
    bomb = ", ".join([f"&l0 [{', '.join(['lol'] * width)}]"]
                     + [f"&l{i} [{', '.join([f'*l{i - 1}'] * width)}]" for i in range(1, levels)])
    return _edit(text, rng, lambda v: True, lambda c, k, r: c.__setitem__(k, RAW), raw=lambda rng: f"[{bomb}]")


def self_alias(text, rng):
    return _edit(text, rng, lambda v: True, lambda c, k, r: c.__setitem__(k, RAW),
                 raw=lambda rng: rng.choice(["&me [*me]", "&me {a: *me}", "&me [1, [2, *me]]"]))


def deep_nesting(text, rng):
    depth = rng.choice([51, 60, 500, 20000])
    return _edit(text, rng, lambda v: True, lambda c, k, r: c.__setitem__(k, RAW),
                 raw=lambda rng: "[" * depth + "1" + "]" * depth)


def bad_utf8_byte(text, rng):
    data = text.encode("utf-8")
    at = rng.randrange(len(data) + 1)
    return data[:at] + rng.choice([b"\xff", b"\xc3", b"\xe9", b"\x80", b"\xed\xa0\x80"]) + data[at:]


def empty_file(text, rng):
    return rng.choice([b"", b"# nothing here yet\n", b"\n\n"])


def truncated_file(text, rng):
    data = text.encode("utf-8")
    return data[: rng.randrange(len(data))]


_KEY_LINE = re.compile(r"^\s*[A-Za-z_][\w]*:", re.MULTILINE)


def duplicate_key(text, rng):
    lines = text.splitlines(keepends=True)
    candidates = [i for i, line in enumerate(lines) if _KEY_LINE.match(line)]
    if not candidates:
        return None
    i = rng.choice(candidates)
    return "".join(lines[: i + 1] + [lines[i]] + lines[i + 1:]).encode("utf-8")


def unknown_key(text, rng):
    data = yaml.safe_load(text)
    maps = [data] + [c[k] for c, k in _places(data, lambda v: isinstance(v, dict))]
    target = rng.choice(maps)
    target[rng.choice(["colour_typo", "cots", "extra", "nmae", "abilites"])] = rng.choice([1, "x", [1]])
    return _dump(data)


def dangling_id(text, rng):
    """A reference to an id that no item has (or, where the file refers to nothing, an item's
    id renamed so that whatever referred to it dangles)."""
    data = yaml.safe_load(text)
    ids = {c[k] for c, k in _places(data) if isinstance(c, dict) and k == "id" and isinstance(c[k], str)}
    references = [(c, k) for c, k in _places(data, lambda v: isinstance(v, str) and v in ids)
                  if not (isinstance(c, dict) and k == "id")]
    if not references:
        references = [(c, k) for c, k in _places(data) if isinstance(c, dict) and k == "id"]
    if not references:
        return None
    container, key = rng.choice(references)
    container[key] = f"nowhere_{rng.randrange(1000)}"
    return _dump(data)


@dataclass(frozen=True)
class Mutation:
    name: str
    apply: object


MUTATIONS = tuple(Mutation(f.__name__, f) for f in (
    delete_key, wrong_type, out_of_range, nan_inf, huge_number, alias_bomb, self_alias, deep_nesting,
    bad_utf8_byte, empty_file, truncated_file, duplicate_key, unknown_key, dangling_id))
