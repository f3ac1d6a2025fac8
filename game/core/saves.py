"""Saves: versioned JSON, written atomically, refused whole when anything is wrong.

A save holds what makes the game reproducible (content identity, config, seed, actions) plus full
snapshots (every SNAPSHOT_EVERY actions and the current state). Loading checks the checksum, the
version, the content identity, and that the save's settings give exactly the position its game
started from; then it plays the whole game again through the rules from that position, move by
move, and refuses the save whole if any move is illegal where it stands or any snapshot (and the
current state) differs from the position the moves give. So a save whose early moves were edited,
even with its checksum made again, never loads. The session this gives is the one that was
played: the same log, the same undo history (same barriers and labels), each move's events.

Every game in progress has its own autosave file, named by the session's `save_id`; a finished
game's save says so (`finished`, `result`), so lists need not replay anything to know. While a
window plays a game, it holds the game's lock (locks.py) and only the holder writes its autosave:
a second window on the same game never overwrites it."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import queue
import re
import stat
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from .config import GameConfig
from .errors import GameOver, IllegalAction, NotYourTurn, SaveError
from .locks import GameLock
from .registry import UnknownGame, game_ids, get_game, players_problem
from .session import GameSession, RecordedAction, new_save_id

FORMAT = "orrery-save"
VERSION = 2  # 2 added save_id, saved_unix, finished and result; version 1 saves still load
READABLE_VERSIONS = (1, 2)
AUTOSAVE_PREFIX = "autosave-"
TEMP_PREFIX = ".tmp-"  # a write in progress; never a save
STALE_TEMP_S = 60.0  # a temporary file this old is left over from an interrupted write
MAX_SAVE_BYTES = 64 * 1024 * 1024  # the longest real games save about 1 MB
MAX_LISTED_CHARS = 120  # titles and names in lists are cut to this before any drawing
SAVE_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")  # it becomes part of a file name


def _checksum(body: dict) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def session_to_dict(session: GameSession) -> dict:
    return with_checksum(save_body(session))


def with_checksum(body: dict) -> dict:
    return {**body, "checksum": _checksum(body)}


def result_summary(session: GameSession) -> dict | None:
    """Who won and the scores in rank order, for lists of saves; None while the game goes on."""
    outcome = session.state.outcome() if session.state.is_terminal() else None
    if outcome is None:
        return None
    names = [seat.name for seat in session.config.seats]
    ranked = sorted(outcome.results, key=lambda r: (r.rank, r.player))
    return {"winners": [names[p] for p in outcome.winners],
            "scores": [[names[r.player], r.score] for r in ranked]}


def save_body(session: GameSession) -> dict:
    """Everything a save holds but its checksum. Cheap: actions are encoded as they are played,
    so this runs on the frame thread and the costly encoding happens on the writer's thread."""
    result = result_summary(session)
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": session.definition.id,
        "title": session.definition.title,
        "save_id": session.save_id,
        "saved_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        "saved_unix": time.time(),
        "finished": result is not None,
        "result": result,
        "content": {"identity": session.content.identity, "mods": list(session.content.mods),
                    "mod_versions": [list(pair) for pair in getattr(session.content, "mod_versions", ())]},
        "config": session.config.to_dict(),
        "actions": list(session.encoded_actions),
        "snapshots": {str(k): v for k, v in sorted(session.snapshots.items())},
        "current": session.state.to_dict(),
        "log": [entry.to_list() for entry in session.log],
    }


# --- writing -----------------------------------------------------------------------------------
def write_save(path: Path, session: GameSession) -> Path:
    return write_save_data(path, session_to_dict(session))


def write_save_data(path: Path, save: dict) -> Path:
    """Write atomically: a temporary file in the same folder, synced, then renamed over `path`.
    On any failure the temporary file is removed and `path` is exactly as it was."""
    path = Path(path)
    data = json.dumps(save, separators=(",", ":")).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=".json", dir=path.parent)
    try:
        view = memoryview(data)
        while view:  # os.write may write less than asked
            view = view[os.write(fd, view):]
        os.fsync(fd)
        os.close(fd)
        fd = -1
        os.replace(tmp, path)
    except BaseException:
        if fd >= 0:
            os.close(fd)
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def write_problem(error: BaseException, path: Path) -> str:
    """Why a save could not be written, in a player's words (no full stop)."""
    folder = Path(path).parent
    code = getattr(error, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "the disk is full"
    if code == errno.EROFS:
        return f"{folder} is on a read-only disk"
    if code in (errno.EACCES, errno.EPERM):
        return f"Orrery may not write in {folder}"
    if isinstance(error, IsADirectoryError):
        return f"{Path(path).name} in {folder} is a folder, not a file"
    if isinstance(error, (FileExistsError, NotADirectoryError)):
        return f"{folder} is not a folder (a file is in the way)"
    if isinstance(error, OSError):
        return f"{error.strerror or error} ({folder})"
    return f"an unexpected error ({type(error).__name__}: {error})"


class SaveJob:
    """One save handed to a writer. `done` once it is on disk or has failed; `error` then says
    why it failed (None when it is on disk). Read from the frame thread, set by the writer."""

    def __init__(self, path: Path, lock: GameLock | None = None):
        self.path = Path(path)
        self.lock = lock  # held (taken if need be) before the file is written
        self.error: str | None = None
        self._done = threading.Event()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    @property
    def ok(self) -> bool:
        return self.done and self.error is None

    def wait(self, timeout: float | None = None) -> bool:
        """Tests only; scenes poll `done`."""
        return self._done.wait(timeout)

    def finish(self, error: str | None = None) -> None:
        self.error = error
        self._done.set()


def _write_job(job: SaveJob, body: dict) -> SaveJob:
    try:
        holder = job.lock.acquire() if job.lock is not None else None
        if holder is not None:
            job.finish(f"this game is open in {holder.describe()}, and this window does not overwrite its autosave")
            return job
        write_save_data(job.path, with_checksum(body))
        job.finish()
    except Exception as error:  # noqa: BLE001 - every failure is reported, none stops the writer
        job.finish(write_problem(error, job.path))
    return job


def write_now(path: Path, session: GameSession, lock: GameLock | None = None) -> SaveJob:
    """Write a save on this thread; the job it returns is already done."""
    return write_body_now(path, save_body(session), lock)


def write_body_now(path: Path, body: dict, lock: GameLock | None = None) -> SaveJob:
    """Write any plain `body` with its checksum, as saves are written (a server's file of a
    table's seats beside its autosave); the job it returns is already done."""
    return _write_job(SaveJob(path, lock), body)


class BackgroundWriter:
    """Writes saves on a worker thread so the frame loop never waits on the disk.
    The snapshot of the session is taken at once; only encoding and writing happen later.
    Each `submit` returns a SaveJob that tells how that write went."""

    def __init__(self):
        self._queue: "queue.Queue[tuple[SaveJob, dict] | Callable[[], None] | None]" = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="orrery-save-writer", daemon=True)
        self._thread.start()

    def submit(self, path: Path, session: GameSession, lock: GameLock | None = None) -> SaveJob:
        return self.submit_body(path, save_body(session), lock)

    def submit_body(self, path: Path, body: dict, lock: GameLock | None = None) -> SaveJob:
        """Write any plain `body` with its checksum, in turn with the saves (see write_body_now)."""
        job = SaveJob(path, lock)
        self._queue.put((job, body))
        return job

    def after_writes(self, work: Callable[[], None]) -> None:
        """Run `work` on the writer once every save submitted so far is written (or has failed)."""
        self._queue.put(work)

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            try:
                if item is None:
                    return
                if callable(item):
                    try:
                        item()
                    except Exception:  # noqa: BLE001 - nothing after a save may stop the writer
                        pass
                else:
                    _write_job(*item)
            finally:
                self._queue.task_done()

    def flush(self) -> None:
        """Wait until every submitted save is written or has failed (at quit, and in tests)."""
        self._queue.join()


class Autosaver:
    """Writes one game's autosave file after every completed turn (the session calls it), and
    when asked (quitting to the title). `problem` says whether the latest finished write failed.

    It holds the game's lock (`lock`, taken before the first write if not before) until `close`:
    the table closes it when the game is put away, and the lock goes once the last save is on
    disk."""

    def __init__(self, target: Path, writer: BackgroundWriter | None = None, lock: GameLock | None = None):
        self.target = Path(target)
        self.writer = writer
        self.lock = lock if lock is not None else GameLock(self.target)
        self._jobs: list[SaveJob] = []

    def __call__(self, session: GameSession) -> SaveJob:
        return self.save(session)

    def save(self, session: GameSession) -> SaveJob:
        job = self.writer.submit(self.target, session, self.lock) if self.writer else \
            write_now(self.target, session, self.lock)
        finished = [j for j in self._jobs if j.done]
        self._jobs = finished[-1:] + [j for j in self._jobs if not j.done] + [job]
        return job

    def close(self) -> None:
        """The game is put away: give its lock back once what was submitted is written (a later
        save takes it again)."""
        if self.writer is not None:
            self.writer.after_writes(self.lock.release)
        else:
            self.lock.release()

    @property
    def problem(self) -> str | None:
        """Why this game is not being saved, or None (the latest finished write succeeded)."""
        for job in reversed(self._jobs):
            if job.done:
                return None if job.error is None else \
                    f"Autosave failed: {job.error}. Earlier saves of this game are unchanged."
        return None


class SavingOff:
    """Stands in for an Autosaver when there is nowhere to save: writes nothing, says why."""

    def __init__(self, reason: str):
        self.problem = f"Saving is off: {reason}"

    def __call__(self, session: GameSession) -> None:
        return None

    def save(self, session: GameSession) -> None:
        return None

    def close(self) -> None:
        return None


def is_autosave(path: Path) -> bool:
    return Path(path).name.startswith(AUTOSAVE_PREFIX)


def autosave_path(folder: Path, game_id: str, save_id: str) -> Path:
    return Path(folder) / f"{AUTOSAVE_PREFIX}{game_id}-{save_id}.json"


def enable_autosave(session: GameSession, folder: Path, writer: BackgroundWriter | None = None,
                    target: Path | None = None, lock: GameLock | None = None) -> Autosaver:
    """Autosave after every completed turn to the game's own autosave file, or to `target` (the
    autosave it was resumed from, whose `lock` the loading took); in the background when a
    writer is given, as the app does."""
    autosaver = Autosaver(target or autosave_path(folder, session.definition.id, session.save_id), writer, lock)
    session.autosaver = autosaver
    return autosaver


def new_save_path(folder: Path, game_id: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = Path(folder) / f"{game_id}-{stamp}.json"
    counter = 2
    while path.exists():
        path = Path(folder) / f"{game_id}-{stamp}-{counter}.json"
        counter += 1
    return path


# --- reading -----------------------------------------------------------------------------------
def _check_file(path: Path) -> os.stat_result:
    """The file's stat when it can be read as a save; SaveError saying why not otherwise. Never
    opens the file, so a named pipe cannot block the reader."""
    name = Path(path).name
    try:
        info = Path(path).stat()
    except FileNotFoundError:
        if Path(path).is_symlink():
            raise SaveError(f"{name} is a link to a file that is not there.") from None
        raise SaveError(f"The save {name} no longer exists.") from None
    except OSError as exc:
        raise SaveError(f"The save {name} cannot be read ({exc.strerror or exc}).") from None
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(f"{name} is not a save file (it is not a regular file).")
    if info.st_size > MAX_SAVE_BYTES:
        raise SaveError(f"{name} is too large to be an Orrery save ({info.st_size // (1024 * 1024)} MB).")
    return info


def _read_json(path: Path, format_name: str = FORMAT) -> dict:
    _check_file(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"The save {Path(path).name} no longer exists.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"The save {Path(path).name} cannot be read: {exc}") from None
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise SaveError(f"The save {Path(path).name} is damaged or incomplete (not valid JSON).") from None
    if not isinstance(data, dict) or data.get("format") != format_name:
        raise SaveError(f"{Path(path).name} is not an Orrery save.")
    return data


def read_checked_body(path: Path, format_name: str) -> dict:
    """A body written by `write_body_now`/`submit_body` with format `format_name`, its checksum
    checked (SaveError saying why it cannot be used otherwise)."""
    data = _read_json(path, format_name)
    if data.get("checksum") != _checksum({k: v for k, v in data.items() if k != "checksum"}):
        raise SaveError(f"{Path(path).name} is damaged: its contents do not match its checksum.")
    return data


def _variant_ids(content) -> set[str] | None:
    """The ids of the variants a game's content offers, or None when it names none."""
    try:
        items = getattr(content, "variants", None)
    except Exception:  # noqa: BLE001 - a content object may refuse unknown sections
        return None
    if not items:
        return None
    if isinstance(items, dict):
        return {str(k) for k in items}
    return {str(getattr(item, "id", item)) for item in items}


def _check_settings(definition, content, config: GameConfig, start: dict, name: str) -> None:
    """Refuse a save whose settings (game, seats, variants, seed) disagree with its game: they
    must give exactly the position the game started from."""
    if config.game_id != definition.id:
        raise SaveError(f"{name} is damaged: it is a {definition.title} save, but its settings are for "
                        f"{config.game_id!r}.")
    problem = players_problem(definition, config.player_count, config.variants)
    if problem:
        raise SaveError(f"{name} cannot be resumed: its settings do not make a game ({problem}).")
    known = _variant_ids(content)
    unknown = [v for v in config.variants if known is None or v not in known]
    if unknown:
        raise SaveError(f"{name} asks for a variant {definition.title} does not have ({unknown[0]!r}).")
    try:
        fresh = definition.new_state(content, config).to_dict()
    except Exception as exc:  # noqa: BLE001 - settings no game can start from
        raise SaveError(f"{name} is damaged: its settings cannot start a game ({type(exc).__name__}: {exc}).") \
            from None
    if fresh == start:
        return
    seats = config.player_count
    if isinstance(start.get("names"), list) and len(start["names"]) != seats:
        detail = f"its settings seat {seats} players but its game has {len(start['names'])}"
    elif "variants" in start and fresh.get("variants") != start.get("variants"):
        detail = "its settings and its game have different variants"
    else:
        variants = ", ".join(config.variants) or "none"
        detail = f"its settings ({seats} players; variants: {variants}) do not give the position its game started from"
    raise SaveError(f"{name} is damaged: {detail}.")


def _game_of(data: dict, name: str):
    """The game a save is for, once its label, its settings and its content agree on it: a save
    relabelled as another game is refused as such, not as a content mismatch."""
    try:
        definition = get_game(data["game"])
    except (UnknownGame, KeyError, ImportError, TypeError):
        raise SaveError(f"{name} is for a game this version does not have ({data.get('game')!r}).") from None
    config = data.get("config")
    settings_game = config.get("game_id") if isinstance(config, dict) else None
    if isinstance(settings_game, str) and settings_game != definition.id:
        raise SaveError(f"{name} is damaged: it is labelled {definition.title}, but its settings are for "
                        f"{_title_of(settings_game)}.")
    return definition


def _title_of(game_id: str) -> str:
    try:
        return get_game(game_id).title
    except (UnknownGame, ImportError, TypeError):
        return repr(game_id)


def _content_mismatch(definition, content, saved_content: dict, load_content, name: str) -> str:
    """Why a save's content identity differs from the game's content now, naming the real cause:
    the save is another game's, its mods are not (or no longer) loaded, or the cards or rules
    themselves changed since."""
    identity = saved_content.get("identity")
    for other in game_ids():
        if other == definition.id:
            continue
        try:
            theirs = load_content(other)
        except Exception:  # noqa: BLE001 - another game's content is only a guess here
            theirs = None
        if theirs is not None and identity == getattr(theirs, "identity", None):
            return (f"{name} is damaged: it is labelled {definition.title}, but its cards and rules are "
                    f"{_title_of(other)}'s; it is a {_title_of(other)} save with the wrong label.")
    saved_mods = [str(m) for m in saved_content.get("mods") or []]
    loaded_mods = [str(m) for m in getattr(content, "mods", ()) or ()]
    missing = [m for m in saved_mods if m not in loaded_mods]
    extra = [m for m in loaded_mods if m not in saved_mods]
    if missing:
        return (f"{name} was made with the mod{'s' if len(missing) > 1 else ''} {', '.join(missing)}, "
                f"which {'are' if len(missing) > 1 else 'is'} not loaded now; it cannot be resumed without "
                f"{'them' if len(missing) > 1 else 'it'}.")
    if extra:
        return (f"{name} was made without the mod{'s' if len(extra) > 1 else ''} {', '.join(extra)}, "
                f"which change{'' if len(extra) > 1 else 's'} {definition.title} now; it cannot be resumed "
                f"with {'them' if len(extra) > 1 else 'it'} loaded.")
    return (f"{name} was made with different {definition.title} content: its cards or rules have changed "
            "since, so it cannot be resumed safely.")


def _replay(definition, content, config: GameConfig, actions: list, snapshots: dict, name: str) -> GameSession:
    """The game played again from its first position through the session, every move checked by
    the rules, every snapshot compared with the position the moves give: the session as it was
    live (its log, its undo history with the same barriers and labels, each move's events)."""
    session = GameSession(definition, content, config, definition.state_class.from_dict(content, snapshots[0]))
    total = len(actions)
    for number, recorded in enumerate(actions, start=1):
        try:
            session.apply(recorded.player, recorded.action)
        except (IllegalAction, NotYourTurn, GameOver) as exc:
            who = _seat_name(config, recorded.player)
            why = {NotYourTurn: f"it is not {who}'s turn then", GameOver: "the game is over by then"}.get(
                type(exc), f"{who} may not make it there")
            raise SaveError(f"{name} is damaged: move {number} of {total} cannot be played where it stands "
                            f"({why}); the save is refused whole.") from None
        except Exception as exc:  # noqa: BLE001 - a move the rules cannot even take
            raise SaveError(f"{name} is damaged: move {number} of {total} cannot be played where it stands "
                            f"({type(exc).__name__}: {exc}); the save is refused whole.") from None
        expected = snapshots.get(number)
        if expected is not None and session.state.to_dict() != expected:
            raise SaveError(f"{name} is damaged: the position it holds after move {number} is not the one "
                            "its moves give; the save is refused whole.")
    return session


def _seat_name(config: GameConfig, player) -> str:
    try:
        return config.seats[player].name
    except (IndexError, TypeError):
        return f"seat {player}"


def session_from_dict(data: dict, load_content, name: str = "the save") -> GameSession:
    """Rebuild a session by playing the whole game again. `load_content(game_id)` returns that
    game's current Content (or None, or raises)."""
    version = data.get("version")
    if version not in READABLE_VERSIONS:
        raise SaveError(f"{name} was made by a different version of Orrery (save format {version!r}; "
                        f"this version reads formats {', '.join(map(str, READABLE_VERSIONS))}).")
    body = {k: v for k, v in data.items() if k != "checksum"}
    if data.get("checksum") != _checksum(body):
        raise SaveError(f"{name} is damaged: its contents do not match its checksum.")
    save_id = data.get("save_id")
    if version >= 2 and not (isinstance(save_id, str) and SAVE_ID.fullmatch(save_id)):
        raise SaveError(f"{name} is damaged: it has no valid game id.")
    definition = _game_of(data, name)
    content = load_content(definition.id)
    if content is None:
        raise SaveError(f"{name} cannot be loaded: the content of {definition.title} has errors.")
    saved_content = data.get("content") if isinstance(data.get("content"), dict) else {}
    if saved_content.get("identity") not in (content.identity, getattr(content, "legacy_identity", None)):
        reason = _content_mismatch(definition, content, saved_content, load_content, name)
        advice = mods_advice(saved_mods(saved_content), getattr(content, "mod_versions", ()))
        raise SaveError(reason + (f" {advice}" if advice else ""))
    try:
        config = GameConfig.from_dict(data["config"])
        codec = definition.action_codec
        actions = [RecordedAction(int(p), codec.from_dict(a)) for p, a in data["actions"]]
        # positions as this version writes them: an older save may hold them in an older form
        # (Eminent Domain's tasks had short keys), which its game's from_dict still reads
        snapshots = {int(k): definition.state_class.from_dict(content, v).to_dict()
                     for k, v in data["snapshots"].items()}
        current = definition.state_class.from_dict(content, data["current"]).to_dict()
    except Exception as exc:  # any inconsistency means the save cannot be trusted
        raise SaveError(f"{name} is damaged and cannot be resumed ({type(exc).__name__}: {exc}).") from None
    if 0 not in snapshots:
        raise SaveError(f"{name} is damaged: it does not hold the position its game started from.")
    _check_settings(definition, content, config, snapshots[0], name)
    session = _replay(definition, content, config, actions, snapshots, name)
    if session.state.to_dict() != current:
        raise SaveError(f"{name} is damaged: its moves do not lead to its saved position.")
    if version >= 2 and bool(data.get("finished")) != session.state.is_terminal():
        raise SaveError(f"{name} is damaged: it says the game is {'over' if data.get('finished') else 'going on'}, "
                        "but its position says otherwise.")
    session.save_id = save_id if version >= 2 else new_save_id()  # a version 1 save gets one now
    return session


def saved_mods(saved_content: dict) -> tuple[tuple[str, str], ...]:
    """((mod id, version), ...) a save's content record names; the version is "" in saves made
    before versions were kept."""
    versions = saved_content.get("mod_versions")
    if isinstance(versions, list) and all(isinstance(v, list) and len(v) == 2 for v in versions):
        return tuple((_listed(i), _listed(v, "")) for i, v in versions)
    ids = saved_content.get("mods")
    return tuple((_listed(i), "") for i in ids) if isinstance(ids, list) else ()


def mod_differences(saved: tuple, active: tuple) -> tuple[list, list, list]:
    """(missing, changed, added) between the mods a save was made with and those in use now, each
    ((id, saved version, version now)...): missing are not in use now (not installed or switched
    off), changed are in use at another version, added are in use but were not then."""
    now = dict(active)
    then = dict(saved)
    missing = [(i, v, "") for i, v in saved if i not in now]
    changed = [(i, v, now[i]) for i, v in saved if i in now and v and now[i] != v]
    added = [(i, "", v) for i, v in active if i not in then]
    return missing, changed, added


def _with_version(mod_id: str, version: str) -> str:
    return f"{mod_id} {version}" if version else mod_id


def mods_advice(saved: tuple, active: tuple) -> str:
    """What to change to resume a save made with other mods ("" when the mods are the same)."""
    missing, changed, added = mod_differences(saved, active)
    parts = []
    if missing:
        parts.append("install or switch on " + ", ".join(_with_version(i, v) for i, v, _ in missing))
    if changed:
        parts.append("it was made with " + ", ".join(f"{_with_version(i, v)} (now {n})" for i, v, n in changed))
    if added:
        parts.append("switch off " + ", ".join(i for i, _, _ in added))
    return ("To resume it: " + "; ".join(parts) + ".") if parts else ""


def mods_note(saved: tuple, active: tuple | None) -> str:
    """The mods a save was made with, as a list of saves shows them: "Mods: ks_test 0.1 (missing)".
    `active`: the mods the game uses now (None: not known yet, so nothing is marked)."""
    if not saved:
        return ""
    missing, changed, _ = mod_differences(saved, active or ()) if active is not None else ([], [], [])
    gone = {i for i, _, _ in missing}
    now = {i: n for i, _, n in changed}
    shown = []
    for mod_id, version in saved:
        text = _with_version(mod_id, version)
        if mod_id in gone:
            text += " (missing)"
        elif mod_id in now:
            text += f" (now {now[mod_id]})"
        shown.append(text)
    return "Mods: " + ", ".join(shown)


def load_session(path: Path, load_content) -> GameSession:
    data = _read_json(Path(path))
    return session_from_dict(data, load_content, Path(path).name)


# --- the saves folder --------------------------------------------------------------------------
@dataclass(frozen=True)
class SaveInfo:
    """One file in the saves folder as lists show it. `problem` is why it cannot be read ("" when
    it looks like a save); `when` orders the list (newest first)."""

    path: Path
    game: str
    title: str
    saved_at: str
    players: tuple[str, ...]
    autosave: bool
    save_id: str = ""
    finished: bool = False
    winners: tuple[str, ...] = ()
    scores: tuple[tuple[str, float], ...] = ()
    problem: str = ""
    when: float = 0.0
    mods: tuple[tuple[str, str], ...] = ()  # (mod id, version) the game was made with

    @property
    def readable(self) -> bool:
        return not self.problem


def _listed(value, default: str = "?") -> str:
    """A title or name from a save, as plain text no longer than MAX_LISTED_CHARS."""
    text = str(value) if isinstance(value, (str, int, float)) else default
    text = "".join(ch if ch.isprintable() else " " for ch in text[:MAX_LISTED_CHARS + 1])
    return text if len(text) <= MAX_LISTED_CHARS else text[:MAX_LISTED_CHARS - 1] + "\u2026"


def _modified(path: Path) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


def read_save_info(path: Path) -> SaveInfo:
    """What a list shows of one file; never raises (an unreadable file gets a `problem`)."""
    path = Path(path)
    autosave = is_autosave(path)
    try:
        data = _read_json(path)
        seats = data["config"]["seats"]
        players = tuple(_listed(s.get("name")) for s in seats)
        result = data.get("result") if isinstance(data.get("result"), dict) else {}
        winners = tuple(_listed(w) for w in result.get("winners", ()))
        scores = tuple((_listed(n), float(s)) for n, s in result.get("scores", ()))
        when = data.get("saved_unix")
        when = float(when) if isinstance(when, (int, float)) and not isinstance(when, bool) else _modified(path)
        save_id = data.get("save_id")
        content = data.get("content") if isinstance(data.get("content"), dict) else {}
        return SaveInfo(path, _listed(data.get("game")), _listed(data.get("title", data.get("game"))),
                        _listed(data.get("saved_at", ""), ""), players, autosave,
                        save_id if isinstance(save_id, str) else "", bool(data.get("finished")), winners, scores,
                        "", when, saved_mods(content))
    except SaveError as error:
        return SaveInfo(path, "?", "Unreadable save", "", (), autosave, problem=str(error), when=_modified(path))
    except Exception:  # noqa: BLE001 - valid JSON that is not shaped like a save
        return SaveInfo(path, "?", "Unreadable save", "", (), autosave,
                        problem=f"{path.name} is damaged: it is not shaped like an Orrery save.", when=_modified(path))


def list_saves(folder: Path) -> list[SaveInfo]:
    """Saves in `folder`, newest first. Unreadable files (damaged, dangling links, pipes) are
    listed too, with their problem, so a player sees them and can delete them; none of them hides
    the others. Temporary files of writes in progress and folders are never listed."""
    folder = Path(folder)
    try:
        if not folder.is_dir():
            return []
        paths = [p for p in folder.iterdir() if p.name.endswith(".json") and not p.name.startswith(".")]
    except OSError:
        return []
    infos = []
    for path in paths:
        try:
            if path.is_dir():
                continue
        except OSError:
            pass
        infos.append(read_save_info(path))
    return sorted(infos, key=lambda i: (i.when, i.path.name), reverse=True)


def latest_unfinished(folder: Path) -> SaveInfo | None:
    """The autosave of the most recently played unfinished game (what Continue resumes)."""
    return next((i for i in list_saves(folder) if i.autosave and i.readable and not i.finished), None)


def remove_stale_temp_files(folder: Path, min_age_s: float = STALE_TEMP_S) -> int:
    """Remove temporary files left by interrupted writes (older than `min_age_s`, so a write
    another Orrery window is making right now is left alone). Returns how many were removed."""
    removed = 0
    now = time.time()
    try:
        candidates = [p for p in Path(folder).iterdir() if p.name.startswith(TEMP_PREFIX) and p.name.endswith(".json")]
    except OSError:
        return 0
    for path in candidates:
        try:
            if now - path.lstat().st_mtime >= min_age_s and not path.is_dir():
                path.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def delete_save(path: Path) -> None:
    """Delete one save file (a link itself, never what it points to)."""
    try:
        Path(path).unlink()
    except FileNotFoundError:
        return
    except OSError as error:
        raise SaveError(f"{Path(path).name} could not be deleted: {write_problem(error, Path(path))}.") from None
