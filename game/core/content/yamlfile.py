"""Read a YAML file into plain values that remember where each value stood.

Mappings become `LMap` (a dict) and sequences `LList` (a list); each records the position of
itself, of every key and of every value, so validation can name file, line and column. Duplicate
keys are errors here, because plain `yaml.safe_load` silently keeps the last one."""

from __future__ import annotations

import yaml

from .errors import ContentError, Position

try:  # the C loader is much faster when PyYAML was built with libyaml
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on the PyYAML build
    from yaml import SafeLoader as _Loader


class LMap(dict):
    """A YAML mapping with positions: `pos`, `key_pos[key]`, `value_pos[key]`."""

    pos: Position
    key_pos: dict
    value_pos: dict


class LList(list):
    """A YAML sequence with positions: `pos`, `item_pos[i]`."""

    pos: Position
    item_pos: list


def _position(file: str, node) -> Position:
    return Position(file, node.start_mark.line + 1, node.start_mark.column + 1)


def _convert(node, file: str, constructor, errors: list[ContentError], path: str):
    if isinstance(node, yaml.MappingNode):
        result = LMap()
        result.pos, result.key_pos, result.value_pos = _position(file, node), {}, {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                errors.append(ContentError(_position(file, key_node), path, "a key must be a plain word"))
                continue
            key = constructor.construct_object(key_node)
            child_path = f"{path}.{key}" if path else str(key)
            if key in result:
                first = result.key_pos[key]
                errors.append(ContentError(_position(file, key_node), child_path,
                                           f"duplicate key {key!r} (first given at line {first.line})"))
                continue
            result[key] = _convert(value_node, file, constructor, errors, child_path)
            result.key_pos[key] = _position(file, key_node)
            result.value_pos[key] = _position(file, value_node)
        return result
    if isinstance(node, yaml.SequenceNode):
        result = LList()
        result.pos, result.item_pos = _position(file, node), []
        for index, item in enumerate(node.value):
            result.append(_convert(item, file, constructor, errors, f"{path}[{index}]"))
            result.item_pos.append(_position(file, item))
        return result
    return constructor.construct_object(node)


def _syntax_message(exc: yaml.MarkedYAMLError, text: str, mark) -> str:
    problem = exc.problem or "YAML syntax error"
    lines = text.splitlines()
    if mark is not None and mark.line < len(lines):
        line = lines[mark.line]
        indent = line[: len(line) - len(line.lstrip(" \t"))]
        if "\t" in indent or "\\t" in problem:
            return "a tab character is used for indentation; YAML needs spaces"
    context = f" ({exc.context})" if exc.context else ""
    return f"YAML syntax error: {problem}{context}"


def load_yaml(text: str, file: str) -> tuple[object, list[ContentError]]:
    """Parse one document. Returns (value or None, errors)."""
    errors: list[ContentError] = []
    try:
        loader = _Loader(text)
        try:
            node = loader.get_single_node()
            if node is None:
                return None, errors
            value = _convert(node, file, loader, errors, "")
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        pos = Position(file, mark.line + 1, mark.column + 1) if mark else Position(file, 1, 1)
        return None, [ContentError(pos, "", _syntax_message(exc, text, mark))]
    except yaml.YAMLError as exc:
        return None, [ContentError(Position(file, 1, 1), "", f"YAML error: {exc}")]
    return value, errors


def load_yaml_file(path, display_name: str | None = None) -> tuple[object, list[ContentError]]:
    name = display_name or str(path)
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError) as exc:
        return None, [ContentError(Position(name, 1, 1), "", f"cannot read the file: {exc}")]
    return load_yaml(text, name)
