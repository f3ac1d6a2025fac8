"""Your record: every game played at a table, kept as one JSON file in the user data folder.

    {"format": "orrery-record", "version": 1, "games": [entry, ...]}   (oldest first)

An entry is one game (`entry_of`): its `save_id` (the game's own id, which also names its
autosave), game id and title, `status` ("finished" or "abandoned"), when it ended or was left,
the variants, how many moves were played, the autosave file that replays it, and per seat the
name, kind, computer level, score, rank and score lines. The keys of the file and of an entry
never change meaning; a change that would is a new `version`, read by this module from the old
ones. A file made by a newer Orrery is left as it is and nothing is recorded over it.

The rule for games that do not end (documented in README.md, "Your record"):
- a game that reaches its end is recorded "finished" at once;
- a game left before its end (Quit to title, closing the window, a game closed by an error) is
  recorded "abandoned" then; if it is continued later (Continue, or Load on its autosave) that
  entry is taken back, and the game is recorded again when it ends or is left again. A game
  played on from a save the player made is a game of its own (it has its own autosave), as in
  the Load list. Abandoned games are counted and listed, never rated or counted as played.

Written like saves (saves.write_save_data: a temporary file, synced, renamed over the old one)
by `RecordKeeper` on a thread of its own, so the frame loop never waits on the disk. A file that
cannot be read as a record is set aside beside it (`record.damaged-<time>.json`) with a message,
and a fresh record starts."""

from __future__ import annotations

import json
import os
import queue
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from .errors import SaveError

FORMAT = "orrery-record"
VERSION = 1
FILE_NAME = "record.json"
FINISHED, ABANDONED = "finished", "abandoned"
MAX_RECORD_BYTES = 64 * 1024 * 1024  # about 100,000 games; a larger file is not a record


class RecordError(Exception):
    """The record cannot be used (a newer format, no folder); the message says why, plainly."""


def empty() -> dict:
    return {"format": FORMAT, "version": VERSION, "games": []}


# --- one game ----------------------------------------------------------------------------------
def entry_of(session, status: str, save_file: str = "", when: float | None = None) -> dict:
    """The entry of a session's game: finished (its outcome) or abandoned (the scores so far are
    not kept: a game left halfway has no result)."""
    when = time.time() if when is None else when
    outcome = session.state.outcome() if status == FINISHED else None
    seats = []
    for player, seat in enumerate(session.config.seats):
        row = {"name": seat.name, "kind": seat.kind, "level": seat.level if not seat.is_human else ""}
        if outcome is not None:
            result = outcome.result_of(player)
            row.update(score=result.score, rank=result.rank,
                       lines=[[line.label, line.points] for line in result.breakdown])
        seats.append(row)
    return {"save_id": session.save_id, "game": session.definition.id, "title": session.definition.title,
            "status": status, "ended_unix": round(when, 3),
            "ended_at": time.strftime("%Y-%m-%d %H:%M", time.localtime(when)),
            "variants": list(session.config.variants), "moves": len(session.actions),
            "save_file": save_file, "seats": seats}


def _valid_entry(entry) -> bool:
    if not isinstance(entry, dict) or entry.get("status") not in (FINISHED, ABANDONED):
        return False
    seats = entry.get("seats")
    if not (isinstance(entry.get("save_id"), str) and isinstance(entry.get("game"), str)
            and isinstance(entry.get("ended_unix"), (int, float)) and isinstance(seats, list) and seats):
        return False
    for seat in seats:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) \
                or seat.get("kind") not in ("human", "ai"):
            return False
        if entry["status"] == FINISHED and not (isinstance(seat.get("score"), (int, float))
                                                and isinstance(seat.get("rank"), int)
                                                and isinstance(seat.get("lines"), list)):
            return False
    return True


# --- the file ----------------------------------------------------------------------------------
@dataclass
class Loaded:
    """A record read from disk: its data, and what the player should be told (a damaged file set
    aside), or "" when all was well."""

    data: dict
    message: str = ""


def record_path(folder: Path) -> Path:
    return Path(folder) / FILE_NAME


def parse(text: str, name: str = FILE_NAME) -> dict:
    """The record in `text`; SaveError saying what is wrong; RecordError for a newer format."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError(f"{name} is damaged or incomplete (not valid JSON)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{name} is not an Orrery record")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError(f"{name} is damaged: it has no valid version")
    if version > VERSION:
        raise RecordError(f"{name} was written by a newer Orrery (record version {version}; this one "
                          f"reads up to {VERSION}): it is kept as it is and games are not recorded.")
    games = data.get("games")
    if not isinstance(games, list):
        raise SaveError(f"{name} is damaged: it has no list of games")
    bad = next((i for i, entry in enumerate(games) if not _valid_entry(entry)), None)
    if bad is not None:
        raise SaveError(f"{name} is damaged: game {bad + 1} of {len(games)} is not shaped like a recorded game")
    return {"format": FORMAT, "version": VERSION, "games": games}


def set_aside(path: Path) -> Path:
    """Rename a damaged record beside itself (record.damaged-<time>.json), never over another."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"record.damaged-{stamp}.json")
    counter = 2
    while target.exists():
        target = path.with_name(f"record.damaged-{stamp}-{counter}.json")
        counter += 1
    os.replace(path, target)
    return target


def load(path: Path) -> Loaded:
    """The record at `path` (an empty one when there is none). A damaged file is set aside and a
    fresh record started, with a message saying so; a newer format raises RecordError."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_RECORD_BYTES:
            raise SaveError(f"{path.name} is too large to be an Orrery record ({size // (1024 * 1024)} MB)")
        text = path.read_text(encoding="utf-8")
        return Loaded(parse(text, path.name))
    except FileNotFoundError:
        return Loaded(empty())
    except (UnicodeDecodeError, SaveError) as error:
        why = str(error) if isinstance(error, SaveError) else f"{path.name} is damaged (not text)"
    except OSError as error:
        raise RecordError(f"{path.name} cannot be read ({error.strerror or error}).") from None
    try:
        aside = set_aside(path)
    except OSError as error:
        raise RecordError(f"{why}, and it could not be set aside ({error.strerror or error}).") from None
    return Loaded(empty(), f"Your record was damaged ({why}). It was kept as {aside.name} and a new record "
                           "was started.")


def write(path: Path, data: dict) -> None:
    from .saves import write_save_data  # the saves' atomic write: temporary file, fsync, rename

    write_save_data(Path(path), data)


# --- changes -----------------------------------------------------------------------------------
def put(data: dict, entry: dict) -> dict:
    """The record with `entry` in it, in place of an earlier entry of the same game."""
    games = [g for g in data["games"] if g.get("save_id") != entry["save_id"]]
    return {**data, "games": games + [entry]}


def take_back_abandoned(data: dict, save_id: str) -> dict:
    """The record without the "abandoned" entry of a game that is being played on."""
    games = [g for g in data["games"] if not (g.get("save_id") == save_id and g.get("status") == ABANDONED)]
    return {**data, "games": games}


def reset(path: Path) -> None:
    """Reset: an empty record in place of the old one (the screen asks first)."""
    write(path, empty())


def watch(session, keeper: "RecordKeeper") -> None:
    """Record `session`'s game through `keeper`: "finished" when a move ends it, "abandoned" when
    its table is put away before its end (`GameSession.left`)."""
    recorded = []

    def on_events(events) -> None:
        if not recorded and session.state.is_terminal():
            recorded.append(True)
            keeper.finished(session)

    def on_left(left_session) -> None:
        if not left_session.state.is_terminal():
            keeper.left(left_session)

    session.listeners.append(on_events)
    session.leave_listeners.append(on_left)


def mark_replays(figures: dict, saves_folder: Path | None) -> dict:
    """Say of each listed game whether its replay can be watched: "replay" is "saved" (its
    autosave is in the saves folder), "deleted" (the save is gone: the figures stay, the replay
    cannot be watched), "none" (the game was played with saving off) or "unfinished" (an
    abandoned game: Load continues it)."""
    for game in figures["games"].values():
        for row in game["last_games"]:
            name = row.get("save_file") or ""
            if row["status"] != FINISHED:
                row["replay"] = "unfinished"  # it is continued (Load), not watched
            elif not name or saves_folder is None:
                row["replay"] = "none"
            else:
                row["replay"] = "saved" if (Path(saves_folder) / name).is_file() else "deleted"
    return figures


# --- the keeper --------------------------------------------------------------------------------
class RecordKeeper:
    """Records games on a thread of its own: `finished(session)`, `left(session)` and
    `resumed(save_id)` return at once. `message` says what the player should know (a damaged
    record set aside, a write that failed); `flush()` waits for every change (at quit, tests)."""

    def __init__(self, folder_of, saves_folder_of=None):
        self._folder_of = folder_of  # () -> the user data folder (raises when there is none)
        self._saves_folder_of = saves_folder_of
        self.message = ""
        self._queue: "queue.Queue" = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="orrery-record", daemon=True)
        self._thread.start()

    def _save_file(self, session) -> str:
        """The name of the game's autosave (what replays it), "" when it is not being saved."""
        target = getattr(session.autosaver, "target", None)
        return Path(target).name if target is not None else ""

    def finished(self, session) -> None:
        self._queue.put(("put", entry_of(session, FINISHED, self._save_file(session))))

    def left(self, session) -> None:
        self._queue.put(("put", entry_of(session, ABANDONED, self._save_file(session))))

    def resumed(self, save_id: str) -> None:
        self._queue.put(("resumed", save_id))

    def reset(self) -> None:
        self._queue.put(("reset", None))

    def flush(self) -> None:
        self._queue.join()

    def _run(self) -> None:
        while True:
            kind, value = self._queue.get()
            try:
                self._change(kind, value)
            except RecordError as error:
                self.message = str(error)
            except Exception as error:  # noqa: BLE001 - a failed write is reported, the game goes on
                from .saves import write_problem

                self.message = f"Your record could not be written: {write_problem(error, Path('record.json'))}."
            finally:
                self._queue.task_done()

    def _change(self, kind: str, value) -> None:
        path = record_path(self._folder_of())
        if kind == "reset":
            reset(path)
            return
        loaded = load(path)
        if loaded.message:
            self.message = loaded.message
        if kind == "put":
            data = put(loaded.data, value)
        else:
            data = take_back_abandoned(loaded.data, value)
            if data == loaded.data:
                return
        write(path, data)
