"""Saves: versioned JSON, written atomically, refused whole when anything is wrong.

A save holds what makes the game reproducible (content identity, config, seed, actions) plus full
snapshots (every SNAPSHOT_EVERY actions and the current state). Loading checks the checksum, the
version, the content identity, rebuilds the state from the last snapshot and replays the actions
after it, and only accepts the save if that replay gives exactly the stored current state."""

from __future__ import annotations

import hashlib
import json
import os
import queue
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from .config import GameConfig
from .errors import SaveError
from .gamelog import LogEntry
from .registry import UnknownGame, get_game
from .session import GameSession, RecordedAction

FORMAT = "orrery-save"
VERSION = 1
AUTOSAVE_PREFIX = "autosave-"


def _checksum(body: dict) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def session_to_dict(session: GameSession) -> dict:
    return with_checksum(save_body(session))


def with_checksum(body: dict) -> dict:
    return {**body, "checksum": _checksum(body)}


def save_body(session: GameSession) -> dict:
    """Everything a save holds but its checksum. Cheap: actions are encoded as they are played,
    so this runs on the frame thread and the costly encoding happens on the writer's thread."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": session.definition.id,
        "title": session.definition.title,
        "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        "content": {"identity": session.content.identity, "mods": list(session.content.mods)},
        "config": session.config.to_dict(),
        "actions": list(session.encoded_actions),
        "snapshots": {str(k): v for k, v in sorted(session.snapshots.items())},
        "current": session.state.to_dict(),
        "log": [entry.to_list() for entry in session.log],
    }


def write_save(path: Path, session: GameSession) -> Path:
    return write_save_data(path, session_to_dict(session))


def write_save_data(path: Path, save: dict) -> Path:
    """Write atomically: a temporary file in the same folder, flushed, then renamed over `path`."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(save, separators=(",", ":"))
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return path


def _read_json(path: Path) -> dict:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"The save {Path(path).name} no longer exists.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"The save {Path(path).name} cannot be read: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise SaveError(f"The save {Path(path).name} is damaged or incomplete (not valid JSON).") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{Path(path).name} is not an Orrery save.")
    return data


def session_from_dict(data: dict, load_content, name: str = "the save") -> GameSession:
    """Rebuild a session. `load_content(game_id)` returns the game's current Content (or raises)."""
    version = data.get("version")
    if version != VERSION:
        raise SaveError(f"{name} was made by a different version of Orrery (save format {version!r}; "
                        f"this version reads format {VERSION}).")
    body = {k: v for k, v in data.items() if k != "checksum"}
    if data.get("checksum") != _checksum(body):
        raise SaveError(f"{name} is damaged: its contents do not match its checksum.")
    try:
        definition = get_game(data["game"])
    except (UnknownGame, KeyError, ImportError):
        raise SaveError(f"{name} is for a game this version does not have ({data.get('game')!r}).") from None
    content = load_content(definition.id)
    if content is None:
        raise SaveError(f"{name} cannot be loaded: the content of {definition.title} has errors.")
    saved_identity = data.get("content", {}).get("identity")
    if saved_identity != content.identity:
        mods = ", ".join(data.get("content", {}).get("mods", [])) or "none"
        raise SaveError(f"{name} was made with different {definition.title} content (mods: {mods}); "
                        "cards or rules have changed since, so it cannot be resumed safely.")
    try:
        config = GameConfig.from_dict(data["config"])
        codec = definition.action_codec
        actions = [RecordedAction(int(p), codec.from_dict(a)) for p, a in data["actions"]]
        snapshots = {int(k): v for k, v in data["snapshots"].items()}
        current = definition.state_class.from_dict(content, data["current"])
        log = [LogEntry.from_list(entry) for entry in data["log"]]
        start = max(k for k in snapshots if k <= len(actions))
        replayed = definition.state_class.from_dict(content, snapshots[start])
        for recorded in actions[start:]:
            replayed.apply(recorded.player, recorded.action)
    except SaveError:
        raise
    except Exception as exc:  # any inconsistency means the save cannot be trusted
        raise SaveError(f"{name} is damaged and cannot be resumed ({type(exc).__name__}: {exc}).") from None
    if replayed.to_dict() != current.to_dict():
        raise SaveError(f"{name} is damaged: its moves do not lead to its saved position.")
    session = GameSession(definition, content, config, current)
    session.actions, session.snapshots, session.log = actions, snapshots, log
    session.encoded_actions = [[r.player, codec.to_dict(r.action)] for r in actions]
    return session


def load_session(path: Path, load_content) -> GameSession:
    data = _read_json(Path(path))
    return session_from_dict(data, load_content, Path(path).name)


@dataclass(frozen=True)
class SaveInfo:
    path: Path
    game: str
    title: str
    saved_at: str
    players: tuple[str, ...]
    autosave: bool


def list_saves(folder: Path) -> list[SaveInfo]:
    """Saves in `folder`, newest first. Unreadable files are listed too, so a player sees them
    and gets the refusal message when opening one."""
    infos = []
    folder = Path(folder)
    if not folder.is_dir():
        return []
    for path in sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            players = tuple(s.get("name", "?") for s in data["config"]["seats"])
            infos.append(SaveInfo(path, str(data.get("game")), str(data.get("title", data.get("game"))),
                                  str(data.get("saved_at", "")), players, path.name.startswith(AUTOSAVE_PREFIX)))
        except Exception:
            infos.append(SaveInfo(path, "?", "damaged save", "", (), path.name.startswith(AUTOSAVE_PREFIX)))
    return infos


def autosave_path(folder: Path, game_id: str) -> Path:
    return Path(folder) / f"{AUTOSAVE_PREFIX}{game_id}.json"


def latest_autosave(folder: Path) -> Path | None:
    autos = [info.path for info in list_saves(folder) if info.autosave]
    return autos[0] if autos else None


def new_save_path(folder: Path, game_id: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = Path(folder) / f"{game_id}-{stamp}.json"
    counter = 2
    while path.exists():
        path = Path(folder) / f"{game_id}-{stamp}-{counter}.json"
        counter += 1
    return path


class BackgroundWriter:
    """Writes saves on a worker thread so the frame loop never waits on the disk.
    The snapshot of the session is taken at once; only encoding and writing happen later."""

    def __init__(self):
        self._queue: "queue.Queue[tuple[Path, dict] | None]" = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="orrery-save-writer", daemon=True)
        self._thread.start()
        self.last_error: str | None = None

    def submit(self, path: Path, session: GameSession) -> None:
        self._queue.put((Path(path), save_body(session)))

    def _run(self) -> None:
        while True:
            job = self._queue.get()
            if job is None:
                return
            try:
                path, body = job
                write_save_data(path, with_checksum(body))
                self.last_error = None
            except OSError as exc:
                self.last_error = f"Autosave failed: {exc}"
            finally:
                self._queue.task_done()

    def flush(self) -> None:
        """Wait until every submitted save is on disk (at quit, and in tests)."""
        self._queue.join()


def enable_autosave(session: GameSession, folder: Path, writer: BackgroundWriter | None = None) -> None:
    """Autosave after every completed turn to the game's autosave file (in the background when a
    writer is given, as the app does; synchronously otherwise)."""
    target = autosave_path(folder, session.definition.id)
    if writer is None:
        session.autosaver = lambda s: write_save(target, s)
    else:
        session.autosaver = lambda s: writer.submit(target, s)
