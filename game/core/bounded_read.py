"""Reading a small file that anyone may have put in its place: only a regular file, of a bounded
size, never waiting. Used for the files a player (or a stray program) can replace by hand:
content files, settings, the strength tables.

A named pipe is never read: the file is opened without waiting (a pipe with no writer would
block an ordinary open forever) and checked to be a regular file before a byte is read. A link
to an endless device (/dev/zero, /dev/urandom) is a device, not a regular file; a file that grows
while it is read stops being read at the cap.

`load_json` adds what plain `json.loads` lets through: nesting deep enough to exhaust the
interpreter's stack, and numbers too large to be any setting (1e999 reads as infinity, a
thousand-digit integer cannot become a float)."""

from __future__ import annotations

import errno
import json
import math
import os
import stat

MAX_JSON_DEPTH = 64  # lists and mappings inside one another; our files use three or four
MAX_JSON_NUMBER = 2 ** 63  # no count, seed or setting of ours comes near it

_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a device"),
          (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))


class UnreadableFile(Exception):
    """The file cannot be used; `why` says so in a player's words, without a full stop
    ("it is a named pipe, not a regular file"). `system_error` is the system's own words when it
    refused to give the file (permissions, an input/output error), else None."""

    def __init__(self, why: str, system_error: str | None = None):
        super().__init__(why)
        self.why = why
        self.system_error = system_error


def _system_refused(exc: OSError) -> UnreadableFile:
    said = str(exc.strerror or exc)
    return UnreadableFile(f"it cannot be read ({said})", said)


def size_text(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f}".removesuffix(".0") + " MB"
    if size >= 1024:
        return f"{size / 1024:.0f} KB"
    return f"{size} bytes"


def kind_of(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def read_bounded(path, max_bytes: int, what: str = "file") -> bytes:
    """The bytes of `path`, at most `max_bytes` of them; UnreadableFile otherwise. FileNotFoundError
    passes through (a missing file is often no problem at all)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UnreadableFile("it is a symbolic link that loops back on itself") from None
        raise _system_refused(exc) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(f"it is {kind_of(info.st_mode)}, not a regular file")
        if info.st_size > max_bytes:
            raise UnreadableFile(f"it is {size_text(info.st_size)}; a {what} may be at most {size_text(max_bytes)}")
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise _system_refused(exc) from None
    finally:
        os.close(fd)
    if total > max_bytes:  # it grew while being read
        raise UnreadableFile(f"it is more than {size_text(max_bytes)}; a {what} may be at most {size_text(max_bytes)}")
    return b"".join(chunks)


def _number_too_large(text: str):
    raise ValueError(f"the number {text[:20]}{'...' if len(text) > 20 else ''} is too large")


def _not_a_number(name: str):
    raise ValueError(f"{name} is not a number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or abs(value) > MAX_JSON_NUMBER:
        _number_too_large(text)
    return value


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 19:  # before int(): a 4000-digit integer costs time to convert
        _number_too_large(text)
    value = int(text)
    if abs(value) > MAX_JSON_NUMBER:
        _number_too_large(text)
    return value


def _depth(value) -> int:
    """How deeply lists and mappings nest in `value` (without recursion)."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, (list, dict)):
            deepest = max(deepest, level)
            todo.extend((child, level + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def parse_json(data: bytes):
    """Plain values from JSON bytes; UnreadableFile when they are not UTF-8 JSON of a sane shape."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise UnreadableFile("it is not text (not UTF-8)") from None
    try:
        value = json.loads(text, parse_float=_finite_float, parse_int=_bounded_int,
                           parse_constant=_not_a_number)
    except RecursionError:
        raise UnreadableFile(f"its lists or mappings nest more than {MAX_JSON_DEPTH} deep") from None
    except json.JSONDecodeError as exc:
        raise UnreadableFile(f"it is not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except ValueError as exc:
        raise UnreadableFile(f"it holds a number that is not usable: {exc}") from None
    if _depth(value) > MAX_JSON_DEPTH:
        raise UnreadableFile(f"its lists or mappings nest more than {MAX_JSON_DEPTH} deep")
    return value


def load_json(path, max_bytes: int, what: str = "file"):
    """`read_bounded` then `parse_json`."""
    return parse_json(read_bounded(path, max_bytes, what))
