"""Resuming a saved game (Continue, Load, `--load PATH`), respecting the lock of a game open in
another window (game.core.locks).

`load_to_resume` runs off the frame loop (the loading thread; at start-up for --load): it loads
the save (the whole game played again: saves.py) and, for the autosave of an unfinished game,
takes its lock. When another window holds it, the game is made ready to be watched read-only
instead: played to its last move as a replay, which nobody can act in, autosave or undo.
`open_loaded` then shows the table, or asks whether to watch the game read-only."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.core.locks import GameLock, Holder


@dataclass
class Loaded:
    """A save made ready to be shown: `session` to play on with `lock` held, or, when `holder`
    (another window) keeps the game, `watch`: the game played to its last move, read-only."""

    session: object
    lock: GameLock | None = None
    holder: Holder | None = None
    watch: object = None  # a game.core.replay.Replay at the game's last move

    @property
    def locked(self) -> bool:
        return self.holder is not None


def load_to_resume(path: Path, load_content) -> Loaded:
    """Load a save and take its game's lock if it is a game in progress (SaveError when the save
    is refused). Never on the frame loop: it plays the whole game again."""
    from game.core.replay import Replay
    from game.core.saves import is_autosave, load_session

    session = load_session(path, load_content)
    if not is_autosave(path) or session.state.is_terminal():
        return Loaded(session)  # a save of one's own starts a game of its own; a finished game is only shown
    lock = GameLock(path)
    holder = lock.acquire()
    if holder is None:
        return Loaded(session, lock)
    watch = Replay(session)
    while watch.next_move() is not None:
        watch.play_next()
    return Loaded(session, holder=holder, watch=watch)


def locked_message(loaded: Loaded) -> str:
    return (f"This game is open in {loaded.holder.describe()}. Only that window plays it and saves it; "
            "here it can be watched as it stands, read-only.")


def open_loaded(app, loaded: Loaded, path: Path) -> None:
    """Show a loaded save: its table, or (locked by another window) the question whether to watch."""
    from .play import open_table

    if not loaded.locked:
        open_table(app, loaded.session, path, loaded.lock)
        return
    from .scenes.confirm import ConfirmScene

    app.sounds.play("error")
    app.push(ConfirmScene(app, "Open in another window", locked_message(loaded), "Watch read-only",
                          lambda: open_read_only(app, loaded), cancel_label="Back"))


def open_read_only(app, loaded: Loaded) -> bool:
    """The game another window plays, as it stands, on its own table: nobody can act, nothing is
    saved or taken back; Esc or Close returns to the screen below."""
    from .play import table_class
    from .scenes.read_only import ReadOnlyTableScene

    cls = table_class(loaded.watch.definition)
    if cls is None:
        return False
    table = cls(app, loaded.watch)
    table.no_game_over()
    app.push(ReadOnlyTableScene(app, table, f"this game is played in {loaded.holder.describe()}"))
    return True


def open_from_command_line(app, path: Path) -> int:
    """`--load PATH` at start-up: the game's table (or, open in another window, its read-only
    view), and 0; a refused save is one line on stderr, and 1."""
    import sys

    from game.core.errors import SaveError

    from .play import content_loader

    app.catalogue.wait()  # start-up only: the save's game needs its content
    try:
        loaded = load_to_resume(path, content_loader(app))
    except SaveError as error:
        print(f"main.py: --load: {error}", file=sys.stderr)
        return 1
    if loaded.locked:
        print(f"main.py: --load: {path.name}: {locked_message(loaded)}", file=sys.stderr)
        return 0 if open_read_only(app, loaded) else 1
    from .play import open_table

    return 0 if open_table(app, loaded.session, path, loaded.lock) else 1
