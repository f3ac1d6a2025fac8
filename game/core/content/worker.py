"""Loading one game's content in a process of its own, stopped after a time limit.

The app and `--check-content` load each game this way, so content that takes too long (or brings
the loader down) is reported for that game alone, and its work never shares the interpreter with
the frame loop. The process reads one request (JSON) on stdin and writes the LoadResult, pickled,
on stdout; it is our own process, so the pickle is trusted."""

from __future__ import annotations

import importlib
import json
import os
import pickle
import subprocess
import sys
import threading
import time
from pathlib import Path

from .errors import ContentError, Position
from .loader import BUILTIN_CONTENT, REPO_ROOT, LoadResult, display_path

# Seconds one game's content may take to load. The built-in content loads in well under a
# second; the limit is only there for content that would otherwise never finish.
LOAD_TIME_LIMIT = 30.0

_START = f"import sys; sys.path.insert(0, {str(REPO_ROOT)!r}); from game.core.content.worker import main; main()"


def _failed(game_id: str, content_root, message: str) -> LoadResult:
    folder = display_path(Path(content_root or BUILTIN_CONTENT) / game_id)
    return LoadResult(None, [ContentError(Position(folder, 1, 1), "", message)])


def load_isolated(game_id: str, module: str, content_root=None, mod_dirs=(), user_mods_dir=None,
                  game_ids=(), time_limit: float = LOAD_TIME_LIMIT, disabled=()) -> LoadResult:
    """The game's content (the package `module` exposes GAME), loaded in a fresh process.
    Takes at most `time_limit` seconds: then the process is stopped and the game gets an error.
    `disabled`: ids (or folder names) of the user's mods switched off (game.core.content.mods).
    Reading the answer imports the game's modules its content is made of, so it holds the
    registry's import lock: it never meets a half-done import of the package on another thread."""
    request = {"module": module, "game_id": game_id, "game_ids": list(game_ids),
               "parent": os.getpid(), "time_limit": time_limit,
               "content_root": None if content_root is None else str(content_root),
               "mod_dirs": [str(m) for m in mod_dirs], "disabled": sorted(disabled),
               "user_mods_dir": None if user_mods_dir is None else str(user_mods_dir)}
    try:
        process = subprocess.Popen([sys.executable, "-c", _START], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except OSError as exc:
        return _failed(game_id, content_root, f"the content loader could not be started ({exc})")
    try:
        out, err = process.communicate(json.dumps(request).encode(), timeout=time_limit)
    except subprocess.TimeoutExpired:
        process.kill()
        _, err = process.communicate()
        return _too_slow(game_id, content_root, time_limit, err)
    from ..registry import IMPORT_LOCK

    try:
        with IMPORT_LOCK:  # unpickling imports the game's modules: never beside another import of them
            result = pickle.loads(out) if process.returncode == 0 and out else None
    except Exception:  # noqa: BLE001 - a cut-off answer is a loader that stopped
        result = None
    if not isinstance(result, LoadResult):
        said = [line for line in err.decode("utf-8", "replace").strip().splitlines() if not line.startswith(PROGRESS)]
        last = (said or ["no message"])[-1]
        return _failed(game_id, content_root, f"the content loader stopped unexpectedly ({last})")
    return result


PROGRESS = "orrery-content-progress\t"  # a line on the loader's stderr: what it is doing now


def _too_slow(game_id: str, content_root, time_limit: float, err: bytes) -> LoadResult:
    """The error of a load stopped at its time limit, placed on what it was doing then (the
    loader said so on stderr as it went): the file being read, a mod's or a built-in one, or the
    checking of the content, with the mods that took part."""
    said = "loading took longer than {:g} seconds and was stopped".format(time_limit)
    doing = [line[len(PROGRESS):].split("\t") for line in err.decode("utf-8", "replace").splitlines()
             if line.startswith(PROGRESS)]
    if not doing:
        return _failed(game_id, content_root, f"{said} before any file was read")
    last = doing[-1]
    mods = list(dict.fromkeys(fields[2] for fields in doing if len(fields) > 2 and fields[2]))
    if last[0] == "reading" and len(last) > 2:
        where = Position(display_path(Path(last[1])), 1, 1)
        whose = f" of the mod {last[2]}" if last[2] else ""
        return LoadResult(None, [ContentError(where, "", f"{said} while this file{whose} was being read; "
                                              "it is probably far too big or too complex")])
    with_mods = f" with the mod{'s' if len(mods) > 1 else ''} {', '.join(mods)}" if mods else ""
    return _failed(game_id, content_root, f"{said} while the content{with_mods} was being checked; "
                   "a file is probably far too big or too complex")


def _report_progress(path, mod_id) -> None:
    fields = ["reading", str(path), mod_id or ""] if path is not None else ["checking"]
    sys.stderr.write(PROGRESS + "\t".join(fields) + "\n")
    sys.stderr.flush()


def _load(request: dict) -> LoadResult:
    from .service import load_with_mods
    from .mods import scan_mods

    spec = importlib.import_module(request["module"]).GAME.content_spec
    scan = scan_mods(Path(request["user_mods_dir"]) if request["user_mods_dir"] else None,
                     [Path(m) for m in request["mod_dirs"]], request["game_ids"], request.get("disabled", ()))
    root = Path(request["content_root"]) if request["content_root"] else None
    return load_with_mods(spec, root, scan, _report_progress)


def _stop_when_abandoned(parent: int, time_limit: float) -> None:
    """End this process if the app that started it is gone (it quit, or crashed), or once the
    time limit has long passed: a load that never finishes must not outlive its reason to run."""
    end = time.monotonic() + time_limit + 5.0
    while time.monotonic() < end and os.getppid() == parent:
        time.sleep(0.5)
    os._exit(3)


def main() -> None:
    answer = sys.stdout.buffer
    sys.stdout = sys.stderr  # whatever the game packages print must not mix with the answer
    request = json.loads(sys.stdin.buffer.read())
    threading.Thread(target=_stop_when_abandoned, args=(request["parent"], request["time_limit"]),
                     daemon=True).start()
    result = _load(request)
    try:
        data = pickle.dumps(result)
    except Exception as exc:  # noqa: BLE001 - say so rather than send half an answer
        data = pickle.dumps(_failed(request["game_id"], request["content_root"],
                                    f"the loaded content could not be sent back ({type(exc).__name__}: {exc})"))
    answer.write(data)
    answer.flush()
