"""Opening a tutorial: Learn to play on a game's title card, or `main.py --tutorial GAME`.

The game is the script's opening (its seed and deal, set up by the game's own rules) with the
script's moves played through the rules up to the chapter asked for, so a tutorial left in
chapter 3 resumes from the very position chapter 3 starts in. While it runs the game is neither
saved nor in your record; once its last step is done it goes on as a normal game, autosaved and
recorded like any other."""

from __future__ import annotations

import sys
from dataclasses import replace

from game.core.session import GameSession
from game.core.tutorial.line import line_of
from game.core.tutorial.run import TutorialRun

from ..catalogue import READY
from ..play import keep_game, open_entry_errors, table_class
from .coach import TutorialCoach
from .computers import ScriptedComputers
from .searches import ThinkingSearches


def script_of(entry):
    """The game's tutorial script, or None when it has none."""
    if entry is None or entry.status != READY or entry.definition.tutorial is None:
        return None
    return entry.content.sections.get("tutorial")


def learn_to_play(app, entry) -> None:
    """The title's Learn to play: from the chapter the tutorial was left in (asked first), else
    from the start."""
    script = script_of(entry)
    if script is None:
        open_entry_errors(app, entry) if entry is not None and entry.status != READY else \
            app.show_message(entry.title if entry else "Learn to play", "This game has no tutorial yet.")
        return
    chapter = app.learning.chapter(entry.id)
    if 0 < chapter < len(script.chapters):
        from ..scenes.tutorial_resume import TutorialResumeScene

        app.push(TutorialResumeScene(app, entry, script, chapter))
        return
    open_tutorial(app, entry, 0)


def learner_named(config, app, game_id: str):
    """The opening's game with the learner's seat named as in New game (so the log reads "Ann
    picks Trade", not "You picks Trade"); the script's name when New game has none."""
    name = app.last_setups.person_name(game_id) if getattr(app, "last_setups", None) is not None else None
    if not name:
        return config
    return replace(config, seats=(replace(config.seats[0], name=name),) + tuple(config.seats[1:]))


def open_tutorial(app, entry, chapter: int) -> bool:
    """The tutorial's table at the start of `chapter` (0-based)."""
    script, definition = script_of(entry), entry.definition
    # worked out by the content check in the loading process: the frame loop plays no shot search here
    line, problems = line_of(definition.new_state, entry.content, entry.id, definition.tutorial)
    if problems:  # the content check reports it too; a mod may have changed the rules under it
        app.show_message(f"Learn to play {entry.title}", f"The tutorial cannot be played with this content: "
                                                         f"{problems[0]}")
        return False
    cls = table_class(definition)
    if cls is None:
        app.show_message(entry.title, f"{entry.title} has no table to play on yet.")
        return False
    chapter = max(0, min(chapter, len(script.chapters) - 1))
    first = script.first_steps()[chapter]
    session = GameSession.start(definition, entry.content, learner_named(line.config, app, entry.id))
    for move in line.before_step(first):
        session.apply(move.player, move.action)
    table = cls(app, session)
    # a step's search (a flick's shot) goes to the table's thinking process, off the frame loop
    searches = ThinkingSearches(table.bots.thinking) if table.bots is not None else None
    run = TutorialRun(script, definition.tutorial, step=first, searches=searches)
    coach = TutorialCoach(table, script, run, entry.id,
                          on_chapter=lambda number: app.learning.reached_chapter(entry.id, number),
                          on_end=lambda: finished(app, session, entry.id, coach.asked_kinds))
    table.coach = coach
    if table.bots is not None:
        table.bots = ScriptedComputers(table.bots, run, session, coach.catch_up)
    app.stack.clear_to(table)
    return True


def finished(app, session, game_id: str, asked_kinds) -> None:
    """The last step is done: the next Learn to play starts from the beginning, the tips of what
    the tutorial showed are not shown again, and the game goes on as a normal one."""
    app.learning.finished_tutorial(game_id)
    for kind in asked_kinds:
        app.learning.show_tip(game_id, kind)
    keep_game(app, session)


def open_from_command_line(app, game_id: str) -> int:
    """`--tutorial GAME` (checked by the command line already): Learn to play, once its content
    is in."""
    app.catalogue.wait()
    entry = app.catalogue.entry(game_id)
    if entry is None or entry.status != READY:
        open_entry_errors(app, entry)
        return 0
    if script_of(entry) is None:
        print(f"main.py: --tutorial: {entry.title} has no tutorial in this content", file=sys.stderr)
        return 2
    learn_to_play(app, entry)
    return 0

