"""Starting, resuming and leaving games: the glue between the shared scenes and a game's table.

A game's table scene is named by its GameDefinition.table_scene ("module.path:ClassName") and
imported only when a game starts, then built as `Class(app, session)`."""

from __future__ import annotations

import importlib

from game import userdata

from .catalogue import BROKEN, MISSING


def open_entry_errors(app, entry) -> None:
    """Explain why a title-screen entry cannot start: missing package or broken content."""
    if entry.status == BROKEN:
        from .scenes.content_errors import ContentErrorsScene

        app.push(ContentErrorsScene(app, entry.title, entry.errors))
    elif entry.status == MISSING:
        app.show_message(entry.title, f"{entry.title} is coming soon: it is not part of this build yet.")
    else:
        app.show_message(entry.title, f"{entry.title} is still loading; try again in a moment.")


def table_class(definition):
    """The table scene class of a game, or None when the game has none yet."""
    if not definition.table_scene:
        return None
    module_name, _, class_name = definition.table_scene.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name and (module_name == error.name or module_name.startswith(error.name + ".")):
            return None  # the scene module is not written yet
        raise  # the module exists but is broken: that is a bug to show, not hide
    return getattr(module, class_name, None)


def start_game(app, entry, config) -> bool:
    """A new game from the set-up screen, the command line or a rematch."""
    from game.core.session import GameSession

    if table_class(entry.definition) is None:
        app.show_message(entry.title, f"{entry.title} has no table to play on yet: its rules are in, "
                                      "its screen is still being built.")
        return False
    session = GameSession.start(entry.definition, entry.content, config)
    return open_table(app, session)


def open_table(app, session, resumed_from=None, lock=None) -> bool:
    """Show a session's table (new or loaded), autosaving in the background after each turn.

    `resumed_from` is the save it was loaded from; `lock` the game's lock, taken while it was
    loaded (resume.py). See `keep_game` for how it is saved and recorded."""
    cls = table_class(session.definition)
    if cls is None:
        if lock is not None:
            lock.release()
        app.show_message(session.definition.title,
                         f"{session.definition.title} has no table to play on yet.")
        return False
    keep_game(app, session, resumed_from, lock)
    table = cls(app, session)
    from .tips import FirstTimeTips

    table.coach = FirstTimeTips.for_table(table)  # a line the first time each decision comes up
    app.stack.clear_to(table)
    return True


def keep_game(app, session, resumed_from=None, lock=None) -> None:
    """Autosave `session` after every turn and keep it in your record.

    An autosave resumed goes on being written (at once, so it is the most recently played game);
    a save the player made starts a game in progress of its own, so the autosave of the game it
    was made from is kept. With no saves folder the game is played with saving off, and the
    screen says so. A new game's lock is taken before its first autosave."""
    from game.core.record import watch
    from game.core.saves import SavingOff, enable_autosave, is_autosave
    from game.core.session import new_save_id

    continuing = resumed_from is not None and is_autosave(resumed_from)
    try:
        folder = userdata.saves_dir()
    except userdata.UserDataError as error:
        session.autosaver = SavingOff(str(error))
    else:
        if resumed_from is not None and not continuing:
            session.save_id = new_save_id()
        autosaver = enable_autosave(session, folder, app.save_writer, resumed_from if continuing else None,
                                    lock if continuing else None)
        if continuing:
            autosaver.save(session)
    if continuing:
        app.record_keeper.resumed(session.save_id)  # played on: no longer an abandoned game
    watch(session, app.record_keeper)  # your record: when it ends, or is left unfinished


def return_to_table(app, session) -> None:
    """Back to a game that was left (its autosave failed), saving as before."""
    app.stack.clear_to(table_class(session.definition)(app, session))


def content_loader(app):
    """`load_content(game_id)` for game.core.saves: the catalogue's current content, or None."""
    def load(game_id):
        entry = app.catalogue.entry(game_id)
        return entry.content if entry is not None and entry.status == "ready" else None
    return load
