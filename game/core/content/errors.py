"""One content problem, located to file, line and column (1-based)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Position:
    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclass(frozen=True)
class ContentError:
    position: Position
    field: str
    message: str

    def __str__(self) -> str:
        where = f"{self.field}: " if self.field else ""
        return f"{self.position}: {where}{self.message}"


class ContentWarning(ContentError):
    """Something a modder most likely did not mean, that does not stop the content loading."""

    def __str__(self) -> str:
        where = f"{self.field}: " if self.field else ""
        return f"{self.position}: warning: {where}{self.message}"


def shown(value, limit: int = 60) -> str:
    """`repr(value)`, cut short so a huge value cannot flood a message."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


class ContentErrors(Exception):
    """Raised when content cannot be built; carries every problem found, not just the first."""

    def __init__(self, errors: list[ContentError]):
        self.errors = list(errors)
        super().__init__("\n".join(str(e) for e in self.errors))


def did_you_mean(word: str, choices) -> str:
    import difflib

    word = str(word)
    if len(word) > 100:  # no name is that long; comparing would only take time
        return ""
    close = difflib.get_close_matches(word, [str(c) for c in choices], n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""
