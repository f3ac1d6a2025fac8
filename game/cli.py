"""The command-line surface. This is a contract: extend it, never break it (see README)."""

from __future__ import annotations

import argparse
import os
import sys

from . import __version__


def games_help() -> str:
    """The registered games, as --help lists them ("a, b or c")."""
    from .core.registry import game_ids

    ids = game_ids()
    return " or ".join([", ".join(ids[:-1]), ids[-1]]) if len(ids) > 1 else "".join(ids)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="main.py", description="Orrery: Kardashev Scale, Eminent Domain and Ascending Empires.",
        epilog="With no options the title screen opens.")
    parser.add_argument("--version", action="version", version=f"Orrery {__version__}")
    parser.add_argument("--test", nargs=argparse.REMAINDER, metavar="PYTEST_ARGS",
                        help="run the test suite (any further arguments go to pytest)")
    parser.add_argument("--game", metavar="GAME", help=f"start straight into a game: {games_help()}")
    parser.add_argument("--players", metavar="SPEC",
                        help="comma-separated seats, each human[:Name] or ai:LEVEL[:Name] "
                             "(LEVEL: random, easy, medium, hard, or expert in a game that has one)")
    parser.add_argument("--load", metavar="PATH",
                        help="open a saved game (a save file, e.g. from the saves folder); a save that is refused "
                             "exits with code 1 and the reason")
    parser.add_argument("--seed", type=int, help="seed for the game's randomness")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME",
                        help="a variant of the game (repeatable)")
    parser.add_argument("--try", dest="try_item", metavar="ITEM",
                        help="with --game: the first seat starts with this card, technology or planet (by id), "
                             "to see it at work at once")
    parser.add_argument("--gallery", metavar="GAME",
                        help="open the workshop's gallery of GAME: every card, planet, technology and tile")
    parser.add_argument("--tutorial", metavar="GAME",
                        help=f"Learn to play: a guided first game of {games_help()} against easy computer players "
                             "(it resumes at the chapter it was left in)")
    parser.add_argument("--simulate", metavar="GAME", help="play bot-only games headless and print results")
    parser.add_argument("--strength", metavar="GAME",
                        help="measure the bot strength table (GAME or 'all'; with --games, --jobs); "
                             "also written to each game's strength.json, which New game reads")
    parser.add_argument("--level", metavar="LEVEL",
                        help="with --strength: measure only the rows of this level (e.g. expert, whose games "
                             "are slow); the file's other rows are kept as they were")
    parser.add_argument("--table-size", type=int, metavar="N",
                        help="with --strength: measure only the rows of N players; the file's other rows are "
                             "kept as they were")
    parser.add_argument("--resume", action="store_true",
                        help="with --strength: bring each row to --games games, keeping the games its file row "
                             "already counts when the code that plays them is unchanged; the file is written "
                             "as games end, so a stopped run keeps them")
    parser.add_argument("--games", type=int, default=100, metavar="N", help="games to simulate")
    parser.add_argument("--jobs", type=int, default=1, metavar="J", help="parallel processes for --simulate")
    parser.add_argument("--rotate-seats", action="store_true",
                        help="with --simulate: move the seats round the table each game (fair strength tests)")
    parser.add_argument("--json", action="store_true", help="print JSON (with --simulate, --bench or --statistics)")
    parser.add_argument("--statistics", action="store_true",
                        help="print your record: games played and won, scores, ratings, the last games")
    parser.add_argument("--check-content", action="store_true", help="validate all content; exit 1 on errors")
    parser.add_argument("--content", metavar="DIR", help="use DIR instead of the built-in content/")
    parser.add_argument("--mod", action="append", default=[], metavar="DIR", help="load a mod folder (repeatable)")
    parser.add_argument("--dump-content", metavar="GAME", help="print the merged, validated content as JSON")
    parser.add_argument("--list-effects", metavar="GAME", help="print the ability vocabulary of a game")
    parser.add_argument("--new-mod", metavar="NAME",
                        help="write a small working mod (one changed item, one new one, with comments) into the "
                             "mods folder; for the game named with --game (default kardashev_scale)")
    parser.add_argument("--schema", metavar="GAME",
                        help="print a JSON Schema (draft 2020-12) for each content file of GAME, keyed by file name, "
                             "for editors that complete and check YAML")
    parser.add_argument("--schema-dir", metavar="DIR",
                        help="with --schema: write each schema to DIR/<file>.schema.json instead of printing")
    parser.add_argument("--mods", action="store_true",
                        help="list the installed mods: version, games, folder, switched on or off, OK or problems")
    parser.add_argument("--disable-mod", metavar="ID", help="switch off a mod of the mods folder (kept in settings)")
    parser.add_argument("--enable-mod", metavar="ID", help="switch a mod of the mods folder back on")
    parser.add_argument("--bench", action="store_true", help="run the benchmarks and print the table")
    parser.add_argument("--frames", type=int, metavar="N", help="run the app loop for N frames, then exit")
    parser.add_argument("--stats", action="store_true", help="with --frames: print frame-time statistics as JSON")
    parser.add_argument("--screenshot", metavar="PATH", help="with --frames: save the last frame")
    parser.add_argument("--automation", action="store_true",
                        help="print one JSON line per settled state with clickable rectangles, the window's "
                             "size, the UI scale and every text drawn")
    parser.add_argument("--autoplay", metavar="LEVEL",
                        help="in the window: a computer player of LEVEL makes the decisions of the person at this "
                             "screen, through the table as clicks do (demonstrations, screenshots, tests)")
    parser.add_argument("--window", metavar="WxH",
                        help="open the window at this size in pixels, e.g. 1280x720 (this run only; "
                             "800x600 at least)")
    parser.add_argument("--ui-scale", metavar="PERCENT",
                        help="the size of text and controls, 80 to 400 percent (this run only; Settings keeps "
                             "a UI scale from 80 to 200%%)")
    net = parser.add_argument_group("network play")
    net.add_argument("--serve", action="store_true",
                     help="run a headless server of network tables until Ctrl+C (prints 'serving on URL')")
    net.add_argument("--port", type=int, default=8765, metavar="N", help="with --serve: the port (0: any free one)")
    net.add_argument("--bind", default="0.0.0.0", metavar="ADDR",
                     help="with --serve: the address to listen on (default every address of this machine)")
    net.add_argument("--cert", metavar="PEM", help="with --serve: TLS certificate (wss://), with --key")
    net.add_argument("--key", metavar="PEM", help="with --serve: the certificate's private key")
    net.add_argument("--server-dir", metavar="DIR",
                     help="with --serve: where tables are saved and resumed from (default: the data folder's server/)")
    net.add_argument("--pace", type=float, default=0.6, metavar="SECONDS",
                     help="with --serve: the least time a computer player's move takes, so people can follow it")
    net.add_argument("--no-announce", action="store_true",
                     help="with --serve: do not announce the server on the local network (zeroconf)")
    net.add_argument("--allow-seeds", action="store_true",
                     help="with --serve: a table's creator may choose its seed (for tests and reproducing a game: "
                          "whoever knows a seed can work out every hidden card)")
    net.add_argument("--join", metavar="URL", help="play a seat at a network table on the server at URL (ws://HOST:PORT)")
    net.add_argument("--table", metavar="NAME", help="with --join: the table's name")
    net.add_argument("--create", metavar="GAME", help="with --join: create the table, playing GAME")
    net.add_argument("--seats", type=int, metavar="N", help="with --create: how many seats the table has")
    net.add_argument("--computers", metavar="LEVELS",
                     help="with --create: levels of the server's computer players, which take the last seats "
                          "(e.g. easy,hard); the other seats wait for players to join")
    net.add_argument("--as", dest="as_player", metavar="SPEC", help="with --join: who plays the seat, ai:LEVEL[:Name]")
    net.add_argument("--headless", action="store_true",
                     help="with --join: no window; print one JSON line at the end (table, winner, scores, final)")
    net.add_argument("--token", metavar="TOKEN", help="with --join: take back the seat this token was given for")
    net.add_argument("--rejoin-for", type=float, default=60.0, metavar="SECONDS",
                     help="with --join: how long to keep coming back after the connection drops")
    parser.add_argument("--install-launcher", action="store_true", help="add Orrery to the desktop's app menu")
    parser.add_argument("--uninstall-launcher", action="store_true", help="remove Orrery from the app menu")
    return parser


def main(argv: list[str]) -> int:
    try:
        return _main(argv)
    except BrokenPipeError:  # output piped into `head` and the like: stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _main(argv: list[str]) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if argv and argv[0] == "--test":  # everything after --test belongs to pytest
        from .testing import run_tests

        return run_tests(argv[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    problem = options_problem(args)
    if problem:
        print(f"main.py: {problem}", file=sys.stderr)
        return 2
    if args.check_content:
        from .content_commands import check_content

        return check_content(args.content, args.mod)
    if args.dump_content:
        from .content_commands import dump_content

        return dump_content(args.dump_content, args.content, args.mod)
    if args.list_effects:
        from .content_commands import list_effects

        return list_effects(args.list_effects)
    if args.new_mod:
        from .content_commands import new_mod_command

        return new_mod_command(args.new_mod, args.game)
    if args.schema:
        from .content_commands import schema_command

        return schema_command(args.schema, args.schema_dir)
    if args.mods:
        from .content_commands import list_mods_command

        return list_mods_command(args.mod)
    if args.disable_mod or args.enable_mod:
        from .content_commands import switch_mod_command

        return switch_mod_command(args.disable_mod or args.enable_mod, on=bool(args.enable_mod))
    if args.statistics:
        from .record_report import statistics_command

        return statistics_command(args)
    if args.simulate:
        from .simulate import simulate_command

        return simulate_command(args)
    if args.strength:
        from .strength import strength_command

        return strength_command(args)
    if args.bench:
        from .bench import bench_command

        return bench_command(args)
    if args.serve:
        from .net.server import serve_command

        return serve_command(args)
    if args.join:
        from .net.headless import headless_command

        return headless_command(args)
    if args.install_launcher or args.uninstall_launcher:
        from .launcher import install_command, uninstall_command

        return install_command() if args.install_launcher else uninstall_command()
    if (args.game is None) != (args.players is None) and args.game is not None:
        parser.error("--game needs --players")
    from .ui.app import run_app

    return run_app(args)


def options_problem(args) -> str | None:
    """A value argparse accepts but no command can use, as one line (None when all is well)."""
    if args.load is not None and (args.game is not None or args.players is not None):
        return "--load opens a saved game with its own seats; it cannot be used with --game or --players"
    for option, value in (("--frames", args.frames), ("--games", args.games)):
        if value is not None and value < 1:
            return f"{option} needs a number of 1 or more, got {value}"
    for option, name in (("--window", "window"), ("--ui-scale", "ui_scale")):
        value = getattr(args, name, None)
        if isinstance(value, str):
            from .ui import metrics

            try:
                setattr(args, name, metrics.parse_window(value) if name == "window" else metrics.parse_ui_scale(value))
            except ValueError as error:
                return f"{option}: {error}"
    if args.gallery is not None:
        problem = gallery_problem(args)
        if problem:
            return problem
    if args.autoplay is not None:
        from .core.bots import LEVELS

        if args.autoplay not in LEVELS:
            return f"--autoplay: {args.autoplay!r} is not a level; use {', '.join(LEVELS)}"
    if args.tutorial is not None:
        problem = tutorial_problem(args)
        if problem:
            return problem
    if args.try_item is not None and not args.game:
        return "--try needs --game and --players: it deals the item in a game that starts at once"
    problem = network_problem(args)
    if problem:
        return problem
    if args.screenshot is not None:
        why = unwritable(args.screenshot)
        if why:
            return f"--screenshot: cannot save to {args.screenshot}: {why}"
    return None


def gallery_problem(args) -> str | None:
    """Why `--gallery GAME` cannot open, or None."""
    if args.game is not None or args.load is not None:
        return "--gallery opens the gallery, not a game: it cannot be used with --game or --load"
    from .core.registry import UnknownGame, module_of

    try:
        module_of(args.gallery)
    except UnknownGame as error:
        return f"--gallery: {error.args[0]}"
    return None


def tutorial_problem(args) -> str | None:
    """Why --tutorial cannot start (an unknown game, one with no tutorial, other games asked for)."""
    for option, value in (("--game", args.game), ("--players", args.players), ("--load", args.load)):
        if value is not None:
            return f"--tutorial sets up its own game; it cannot be used with {option}"
    from .core.registry import GameImportError, UnknownGame, get_game, module_of

    try:
        module_of(args.tutorial)
        definition = get_game(args.tutorial)
    except UnknownGame as error:
        return f"--tutorial: {error.args[0]}"
    except GameImportError as error:
        return f"--tutorial: {error}"
    if definition.tutorial is None:
        return f"--tutorial: {definition.title} has no tutorial yet"
    return None


def network_problem(args) -> str | None:
    """The network options that do not go together, or values they cannot take."""
    if not 0 <= args.port <= 65535:
        return f"--port needs a number from 0 to 65535, got {args.port}"
    if args.pace < 0 or args.pace != args.pace:
        return f"--pace needs a number of seconds of 0 or more, got {args.pace}"
    if args.rejoin_for < 0 or args.rejoin_for != args.rejoin_for:
        return f"--rejoin-for needs a number of seconds of 0 or more, got {args.rejoin_for}"
    if args.serve and args.join:
        return "--serve and --join are different commands: run one of them"
    joining = ("--table", args.table), ("--create", args.create), ("--seats", args.seats), \
        ("--computers", args.computers), ("--as", args.as_player), ("--headless", args.headless), ("--token", args.token)
    if not args.join:
        used = [option for option, value in joining if value]
        if used:
            return f"{used[0]} goes with --join URL"
        return None
    if not args.table:
        return "--join needs --table NAME (the table to create or join)"
    if not args.headless:
        return "--join plays in a window only from the app's Join a game screen; add --headless to play a seat here"
    if args.create is None and (args.seats is not None or args.computers):
        return "--seats and --computers go with --create GAME"
    if args.create is not None and args.token:
        return "--token takes a seat back at an existing table: it does not go with --create"
    if args.create is not None:
        from .core.registry import UnknownGame, module_of

        try:
            module_of(args.create)
        except UnknownGame as error:
            return error.args[0]
        if args.seats is None:
            return "--create needs --seats N"
        if args.seats < 2:
            return f"--seats needs a number of 2 or more, got {args.seats}"
        levels = [level for level in (args.computers or "").split(",") if level]
        from .core.bots import LEVELS

        unknown = [level for level in levels if level not in LEVELS]
        if unknown:
            return f"--computers: {unknown[0]!r} is not a level; use {', '.join(LEVELS)}"
        if len(levels) >= args.seats:
            return f"--computers names {len(levels)} computer seats: that leaves no seat of {args.seats} to play"
    return None


def unwritable(path: str) -> str | None:
    """Why a file could not be written at `path` (its missing folders would be created), or None.
    A check before the run so that no frames are spent first; the save itself reports failures too."""
    target = os.path.abspath(path)
    if os.path.isdir(target):
        return "that is a folder"
    folder = os.path.dirname(target)
    while not os.path.lexists(folder):  # the nearest part of the path that exists
        folder = os.path.dirname(folder)
    if not os.path.isdir(folder):
        return f"{folder} is not a folder"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"{folder} is not writable"
    return None
