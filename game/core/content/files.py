"""Reading one content file safely: only a regular file, inside its folder, of a bounded size,
in UTF-8. Anything else is one located error naming the file, never a hang or a traceback
(game.core.bounded_read does the reading: never a named pipe, never past the cap)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from ..bounded_read import UnreadableFile, read_bounded
from .errors import ContentError, Position

MAX_FILE_BYTES = 2 * 1024 * 1024  # 2 MB; the largest built-in file is 15 KB


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
        data = read_bounded(path, max_bytes, "content file")
    except FileNotFoundError as exc:
        return None, [ContentError(here, "", f"cannot read the file: {exc.strerror or exc}")]
    except UnreadableFile as exc:
        if exc.system_error is not None:  # not refused by us: the system would not give it
            return None, [ContentError(here, "", f"cannot read the file: {exc.system_error}")]
        return refuse(exc.why)
    text, error = _decode(data, display)
    return (text, []) if error is None else (None, [error])
