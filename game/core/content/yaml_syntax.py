"""YAML syntax errors in plain words: what the modder most likely did, not what the parser saw.

PyYAML says "did not find expected '-' indicator" or "mapping values are not allowed here";
the common causes behind those are few (a key indented wrongly, a list item without its `-`,
text holding `: ` without quotes, a tab, a quote never closed), and the lines around the error
tell them apart. `plain_syntax_message` returns the message for one of those, or None when the
cause is not one it knows (the caller then says what the parser said)."""

from __future__ import annotations

import re

from ..words import counted

_KEY = re.compile(r"(?:-\s+)*([^\s:#'\"\[\]{},&*!|>%@`-][^:#]*?|'[^']*'|\"[^\"]*\"):(?:\s|$)")


def _spaces(count: int) -> str:
    return counted(count, "space")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _meaningful(line: str) -> bool:
    text = line.strip()
    return bool(text) and not text.startswith("#")


def _key_of(line: str) -> str | None:
    """The key a line starts with (after any list dashes), or None."""
    match = _KEY.match(line.strip())
    return match.group(1).strip() if match else None


def _line_above(lines: list[str], index: int) -> int | None:
    """The nearest line above `index` with something on it (comments and blank lines skipped)."""
    for above in range(index - 1, -1, -1):
        if _meaningful(lines[above]):
            return above
    return None


def _key_column(line: str) -> int:
    """Where the line's key starts, after its indentation and any list dashes."""
    stripped = line.lstrip(" ")
    column = _indent(line)
    while stripped.startswith("- "):
        rest = stripped[2:]
        column += len(stripped) - len(rest.lstrip(" "))
        stripped = rest.lstrip(" ")
    return column


def _unquoted_colon(line: str, column: int) -> str | None:
    """`name: Colon: The Card`: the mark is at a second `: ` on a line that already has a key."""
    key = _key_of(line)
    if key is None:
        return None
    first = line.find(":", _key_column(line))
    if first < 0 or first >= column:
        return None
    value = line[first + 1:].strip()
    return (f"the text of {key!r} holds ': ', which YAML reads as the start of another key; "
            f"put the text in quotes: {key}: \"{value}\"")


def _deeper_than_above(lines: list[str], index: int) -> str | None:
    above = _line_above(lines, index)
    key = _key_of(lines[index])
    if above is None or key is None:
        return None
    above_key = _key_of(lines[above]) or "the line"
    return (f"{key!r} is indented {_spaces(_key_column(lines[index]))} but {above_key!r} on line {above + 1} "
            f"above it is indented {_spaces(_key_column(lines[above]))}; keys of one mapping line up exactly")


def _list_item_problem(lines: list[str], index: int, list_line: int, dash_column: int) -> str | None:
    """The mark is on a line inside a list (`list_line` holds its first `-`) that is not an item."""
    line = lines[index]
    key = _key_of(line)
    if key is None:
        return None
    column = _indent(line)
    above = _line_above(lines, index)
    if column == dash_column and not line.strip().startswith("-"):
        inside = _key_column(lines[above]) if above is not None else dash_column + 2
        return (f"{key!r} has no '-' but stands at the column of the '-' of the list on line {list_line + 1}: "
                f"indent it {_spaces(inside)} to put it in the item above, or write '- {key}:' to start a new item")
    while above is not None and _key_column(lines[above]) < column and not lines[above].strip().startswith("-"):
        above = _line_above(lines, above)
    if above is None:
        return None
    return (f"{key!r} is indented {_spaces(column)} but the item above it (line {above + 1}) has its keys at "
            f"{_spaces(_key_column(lines[above]))}; line them up, or move {key!r} to where it belongs")


def _mapping_problem(lines: list[str], index: int, map_line: int) -> str | None:
    """The mark is on a line inside a mapping (started on `map_line`) that is not one of its keys."""
    line = lines[index]
    if line.strip().startswith("- "):
        for above in range(index - 1, map_line - 1, -1):
            if lines[above].strip().startswith("- ") and _indent(lines[above]) != _indent(line):
                return (f"this '- ' is indented {_spaces(_indent(line))} but the '-' of the item on line "
                        f"{above + 1} is indented {_spaces(_indent(lines[above]))}; the items of one list line up "
                        "exactly")
        return (f"this '- ' starts a list item, but the lines above it (from line {map_line + 1}) are keys "
                "without '- '; start every item of a list with '- '")
    key = _key_of(line)
    above = _line_above(lines, index)
    if key is None or above is None:
        return None
    return (f"{key!r} is indented {_spaces(_key_column(line))}, which matches no key above it "
            f"(line {above + 1} has its key at {_key_column(lines[above])}); keys of one mapping line up exactly")


def plain_syntax_message(problem: str, context: str, lines: list[str], line: int, column: int,
                         context_line: int | None, context_column: int | None) -> str | None:
    """The likely cause of a YAML syntax error in plain words, or None. Lines and columns are
    0-based as the parser's marks are."""
    problem, context = problem or "", context or ""
    text = lines[line] if 0 <= line < len(lines) else ""
    if "quoted scalar" in context and context_line is not None:
        return f"a quote opened on line {context_line + 1} is never closed; end the text with the same quote"
    if "mapping values are not allowed" in problem:
        return _unquoted_colon(text, column) or _deeper_than_above(lines, line)
    if "flow mapping" in context and (":" in problem or text[column:column + 1] == ":"):
        return "text inside { } that holds ': ' must be in quotes"
    if ("flow sequence" in context or "flow mapping" in context) and context_line is not None:
        opened, closing = ("[", "]") if "sequence" in context else ("{", "}")
        return (f"the '{opened}' opened on line {context_line + 1} is not closed with '{closing}' where it should be, "
                "or a ',' is missing between two of its values")
    if not text:
        return None
    if "block collection" in context and context_line is not None:
        return _list_item_problem(lines, line, context_line, context_column or 0)
    if "block mapping" in context and context_line is not None:
        return _mapping_problem(lines, line, context_line)
    if "cannot start any token" in problem:
        character = text[column:column + 1]
        if character == "\t":
            return "a tab character is used for indentation; YAML needs spaces"
        if character:
            return f"a value cannot start with {character!r}; put the text in quotes"
    return None
