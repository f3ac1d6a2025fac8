"""Reading one content file safely: only a regular file, inside its folder, of a bounded size,
in UTF-8. Anything else is one located error naming the file, never a hang or a traceback.

A named pipe is never read: the file is opened without waiting (a pipe with no writer would block
an ordinary open forever) and checked to be a regular file before a byte is read."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from .errors import ContentError, Position

MAX_FILE_BYTES = 2 * 1024 * 1024  # 2 MB; the largest built-in file is 15 KB

_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a device"),
          (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))


def size_text(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f}".removesuffix(".0") + " MB"
    if size >= 1024:
        return f"{size / 1024:.0f} KB"
    return f"{size} bytes"


def _kind(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def outside_folder(path: Path, folder: Path) -> str | None:
    """Why `path` does not lie inside `folder` once every link is resolved, or None when it does."""
    try:
        real = Path(path).resolve(strict=True)
    except RuntimeError:  # Python < 3.13 reports a link loop this way
        return "it is a symbolic link that loops back on itself"
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "it is a symbolic link that loops back on itself"
        if exc.errno == errno.ENOENT:
            return "it is a symbolic link to nothing" if os.path.islink(path) else "it does not exist"
        return f"it cannot be read ({exc.strerror or exc})"
    try:
        real.relative_to(Path(folder).resolve())
    except ValueError:
        return f"it is a link to {real}, outside its folder {folder}"
    return None


def _decode(data: bytes, file: str) -> tuple[str | None, ContentError | None]:
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        line = data.count(b"\n", 0, exc.start) + 1
        column = len(data[line_start:exc.start].decode("utf-8", errors="replace")) + 1
        return None, ContentError(Position(file, line, column), "",
                                  f"the byte 0x{data[exc.start]:02X} is not UTF-8 text; save the file as UTF-8")


def read_text(path, display: str, folder=None, max_bytes: int = MAX_FILE_BYTES) -> tuple[str | None, list[ContentError]]:
    """The text of `path`, or None and the reason. `folder`: where the file must stay once links
    are resolved (a mod's folder, or the content folder)."""
    here = Position(display, 1, 1)

    def refuse(why: str):
        return None, [ContentError(here, "", f"this file is refused: {why}")]

    if folder is not None:
        why = outside_folder(Path(path), Path(folder))
        if why:
            return refuse(why)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return refuse("it is a symbolic link that loops back on itself")
        return None, [ContentError(here, "", f"cannot read the file: {exc.strerror or exc}")]
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return refuse(f"it is {_kind(info.st_mode)}, not a regular file")
        if info.st_size > max_bytes:
            return refuse(f"it is {size_text(info.st_size)}; a content file may be at most {size_text(max_bytes)}")
        chunks, total = [], 0
        while total <= max_bytes:
            chunk = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        return None, [ContentError(here, "", f"cannot read the file: {exc.strerror or exc}")]
    finally:
        os.close(fd)
    if total > max_bytes:  # it grew while being read
        return refuse(f"it is more than {size_text(max_bytes)}; a content file may be at most {size_text(max_bytes)}")
    text, error = _decode(b"".join(chunks), display)
    return (text, []) if error is None else (None, [error])
