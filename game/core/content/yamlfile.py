"""Read a YAML file into plain values that remember where each value stood.

Mappings become `LMap` (a dict) and sequences `LList` (a list); each records the position of
itself, of every key and of every value, so validation can name file, line and column. Duplicate
keys are errors here, because plain `yaml.safe_load` silently keeps the last one.

Values are built straight from the parser's event stream, without PyYAML's composer: the
composer shares one node between an anchor and its aliases, so expanding them costs as much as
the aliases multiply ("billion laughs"), an alias inside its own anchor (`x: &a [*a]`) makes a
cycle, and it recurses once per level of nesting. Here an alias is copied only within a budget,
a cycle is refused at the alias, and nesting stops at a fixed depth; each is a located error."""

from __future__ import annotations

import yaml

from .errors import ContentError, Position, shown
from .files import read_text
from .yaml_syntax import plain_syntax_message

try:  # the C loader is much faster when PyYAML was built with libyaml
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on the PyYAML build
    from yaml import SafeLoader as _Loader

# Values (scalars, lists and mappings, counted one each) that aliases may copy in one file.
ALIAS_BUDGET = 10_000
# Lists and mappings inside one another, counted from the top of the file.
MAX_DEPTH = 50

_MERGE_TAG = "tag:yaml.org,2002:merge"


class LMap(dict):
    """A YAML mapping with positions: `pos`, `key_pos[key]`, `value_pos[key]`; `changed_by[key]`
    is the layer (1, 2...) of the mod file that set a key of a section mods merged into."""

    pos: Position
    key_pos: dict
    value_pos: dict
    changed_by: dict


class LList(list):
    """A YAML sequence with positions: `pos`, `item_pos[i]`."""

    pos: Position
    item_pos: list


def new_map(pos: Position) -> LMap:
    result = LMap()
    result.pos, result.key_pos, result.value_pos, result.changed_by = pos, {}, {}, {}
    return result


def new_list(pos: Position) -> LList:
    result = LList()
    result.pos, result.item_pos = pos, []
    return result


class _Refused(Exception):
    """The file cannot be read on: one located error, nothing of the file is used."""

    def __init__(self, error: ContentError):
        self.error = error


def _copy(value):
    """A fresh copy of a built value (mods edit the values they merge), positions kept."""
    if isinstance(value, LMap):
        result = new_map(value.pos)
        for key, item in value.items():
            result[key] = _copy(item)
        result.key_pos.update(value.key_pos)
        result.value_pos.update(value.value_pos)
        return result
    if isinstance(value, LList):
        result = new_list(value.pos)
        result.extend(_copy(item) for item in value)
        result.item_pos.extend(value.item_pos)
        return result
    return value


class _Open:
    """A list or mapping whose end has not been read yet."""

    __slots__ = ("value", "anchor", "size", "height", "key", "key_pos", "skip_value", "path")

    def __init__(self, value, anchor, path):
        self.value = value
        self.anchor = anchor
        self.size = 1  # values inside it, itself included
        self.height = 1  # levels of nesting inside it, itself included
        self.key = None  # mappings: the key waiting for its value
        self.key_pos = None
        self.skip_value = False  # mappings: the key was refused, so its value is dropped
        self.path = path


class _Builder:
    def __init__(self, file: str, loader):
        self.file = file
        self.loader = loader
        self.errors: list[ContentError] = []
        self.stack: list[_Open] = []
        self.anchors: dict[str, tuple] = {}  # name -> (value, size, height), or None while open
        self.copied = 0
        self.result = None
        self.done = False

    def position(self, mark) -> Position:
        return Position(self.file, mark.line + 1, mark.column + 1)

    def child_path(self) -> str:
        if not self.stack:
            return ""
        top = self.stack[-1]
        if isinstance(top.value, LMap):
            if top.key is None or top.skip_value:
                return top.path
            return f"{top.path}.{top.key}" if top.path else str(top.key)
        return f"{top.path}[{len(top.value)}]"

    def refuse(self, mark, message: str) -> None:
        path = self.child_path()
        if len(path) > 80:  # deep nesting: the start and the end say enough
            path = f"{path[:40]}...{path[-30:]}"
        raise _Refused(ContentError(self.position(mark), path, message))

    def feed(self, event) -> None:
        if isinstance(event, yaml.AliasEvent):
            self.alias(event)
        elif isinstance(event, yaml.ScalarEvent):
            self.remember(event.anchor, event.start_mark, None)
            value = self.scalar(event)
            if event.anchor is not None:
                self.anchors[event.anchor] = (value, 1, 0)
            self.add(value, 1, 0, event.start_mark)
        elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            if len(self.stack) >= MAX_DEPTH:
                self.refuse(event.start_mark, f"lists and mappings are nested more than {MAX_DEPTH} deep")
            self.remember(event.anchor, event.start_mark, None)
            pos = self.position(event.start_mark)
            value = new_list(pos) if isinstance(event, yaml.SequenceStartEvent) else new_map(pos)
            self.stack.append(_Open(value, event.anchor, self.child_path()))
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            top = self.stack.pop()
            if top.anchor is not None:
                self.anchors[top.anchor] = (top.value, top.size, top.height)
            self.add(top.value, top.size, top.height, None)
        elif isinstance(event, yaml.DocumentStartEvent) and self.done:
            self.refuse(event.start_mark, "a content file holds one YAML document; remove the extra `---`")

    def remember(self, anchor, mark, value) -> None:
        if anchor is None:
            return
        if anchor in self.anchors:
            self.refuse(mark, f"anchor &{anchor} is defined twice; give each anchor its own name")
        self.anchors[anchor] = value

    def alias(self, event) -> None:
        name = event.anchor
        if name not in self.anchors:
            self.refuse(event.start_mark, f"*{name} refers to no anchor; define &{name} before using it")
        entry = self.anchors[name]
        if entry is None:
            self.refuse(event.start_mark, f"*{name} is used inside its own anchor &{name}; "
                                          "a value cannot contain itself")
        value, size, height = entry
        if len(self.stack) + height > MAX_DEPTH:
            self.refuse(event.start_mark, f"*{name} would nest lists and mappings more than {MAX_DEPTH} deep")
        self.copied += size
        if self.copied > ALIAS_BUDGET:
            self.refuse(event.start_mark, f"aliases would copy more than {ALIAS_BUDGET:,} values in this file "
                                          f"(*{name} stands for {size:,}); write the values out instead")
        self.add(_copy(value), size, height, event.start_mark)

    def scalar(self, event):
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.loader.resolve(yaml.ScalarNode, event.value, event.implicit)
        if tag == _MERGE_TAG:
            self.refuse(event.start_mark, "merge keys (`<<`) are not supported; write the keys out")
        node = yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style)
        try:
            value = self.loader.construct_object(node)
        except (ValueError, OverflowError) as exc:  # a date like 2024-13-40, a number of 5,000 digits
            kind = tag.rsplit(":", 1)[-1]
            why = "it has far too many digits" if kind in ("int", "float") else str(exc)
            self.refuse(event.start_mark, f"cannot read {shown(event.value, 30)} as a {kind}: {why}")
        self.loader.constructed_objects.pop(node, None)
        return value

    def add(self, value, size: int, height: int, mark) -> None:
        """Put a finished value into the list or mapping it belongs to. `mark` is where it started
        (None: a list or mapping, which knows its own position)."""
        pos = self.position(mark) if mark is not None else value.pos
        if not self.stack:
            self.result, self.done = value, True
            return
        top = self.stack[-1]
        top.size += size
        top.height = max(top.height, height + 1)
        if isinstance(top.value, LList):
            top.value.append(value)
            top.value.item_pos.append(pos)
            return
        if top.key is None and not top.skip_value:  # this value is a key
            if isinstance(value, (LMap, LList)):
                self.errors.append(ContentError(pos, top.path, "a key must be a plain word"))
                top.skip_value = True
            elif value in top.value:
                first = top.value.key_pos[value]
                path = f"{top.path}.{value}" if top.path else str(value)
                self.errors.append(ContentError(pos, path, f"duplicate key {value!r} (first given at line {first.line})"))
                top.skip_value = True
            else:
                top.key, top.key_pos = value, pos
            return
        if top.skip_value:
            top.skip_value = False
            return
        top.value[top.key] = value
        top.value.key_pos[top.key] = top.key_pos
        top.value.value_pos[top.key] = pos
        top.key = None


def _syntax_message(exc: yaml.MarkedYAMLError, text: str, mark) -> str:
    problem = exc.problem or "YAML syntax error"
    lines = text.splitlines()
    if mark is not None and mark.line < len(lines):
        line = lines[mark.line]
        indent = line[: len(line) - len(line.lstrip(" \t"))]
        if "\t" in indent or "\\t" in problem:
            return "a tab character is used for indentation; YAML needs spaces"
    if mark is not None:
        start = exc.context_mark
        plain = plain_syntax_message(problem, exc.context or "", lines, mark.line, mark.column,
                                     start.line if start else None, start.column if start else None)
        if plain:
            return plain
    context = f" ({exc.context})" if exc.context else ""
    return f"YAML syntax error: {problem}{context}"


def _line_column(text: str, index: int) -> tuple[int, int]:
    line_start = text.rfind("\n", 0, index) + 1
    return text.count("\n", 0, index) + 1, index - line_start + 1


def _unprintable(text: str, file: str) -> ContentError | None:
    """YAML allows no control characters except tab and line breaks; say where the first one is."""
    match = yaml.reader.Reader.NON_PRINTABLE.search(text)
    if match is None:
        return None
    line, column = _line_column(text, match.start())
    code = ord(match.group()[0])
    return ContentError(Position(file, line, column), "",
                        f"the character U+{code:04X} is not allowed in YAML (a control character); remove it")


def load_yaml(text: str, file: str, loader_class=None) -> tuple[object, list[ContentError]]:
    """Parse one document. Returns (value or None, errors). An empty document (nothing but
    comments) is None with no error: whether that is a problem depends on what the file is for."""
    text = text.lstrip("\ufeff")
    bad_character = _unprintable(text, file)
    if bad_character is not None:
        return None, [bad_character]
    loader = (loader_class or _Loader)(text)
    builder = _Builder(file, loader)
    try:
        while True:
            event = loader.get_event()
            if event is None or isinstance(event, yaml.StreamEndEvent):
                break
            builder.feed(event)
    except _Refused as refused:
        return None, [refused.error]
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        pos = Position(file, mark.line + 1, mark.column + 1) if mark else Position(file, 1, 1)
        return None, [ContentError(pos, "", _syntax_message(exc, text, mark))]
    except yaml.YAMLError as exc:
        return None, [ContentError(Position(file, 1, 1), "", f"YAML error: {exc}")]
    finally:
        loader.dispose()
    return builder.result, builder.errors


def load_yaml_file(path, display_name: str | None = None, folder=None) -> tuple[object, list[ContentError]]:
    """Read and parse one file. `folder`: the file must lie inside it once links are resolved
    (a mod's folder); see files.read_text for every other check."""
    name = display_name or str(path)
    text, errors = read_text(path, name, folder)
    if text is None:
        return None, errors
    return load_yaml(text, name)
