"""The registered games. Adding a game is one line in GAME_MODULES, naming its package.

A game's package is read in two steps, so the title screen can show a game while its rules load:

- the package module itself (`game/<id>/__init__.py`) is light: it imports nothing but this
  module and defines `ABOUT`, a GameAbout (title, pitch, table sizes, emblem). `about(game_id)`
  imports only that, on the frame loop's thread if need be;
- its `GAME` attribute is the whole GameDefinition (rules, content schema, bots, table, tests,
  benchmarks). A game package provides it from `definition.py` through a module `__getattr__`
  (`__getattr__ = definition_on_demand(__name__)`), so it is imported only when asked for;
  `get_game(game_id)` asks, under IMPORT_LOCK.

A registered game whose package fails to import is an error, never a game quietly left out:
`get_game` raises GameImportError naming the file and line, and the command line and the tests
report it. Only the title screen shows such a game as not playable (that is for players)."""

from __future__ import annotations

import importlib
import threading
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

GAME_MODULES = {
    "kardashev_scale": "game.kardashev_scale",
    "ascending_empires": "game.ascending_empires",
    "eminent_domain": "game.eminent_domain",
}

_REPO_ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class GameAbout:
    """What the title screen shows of a game before its rules are loaded.

    - `emblem`: "module:function" painting the title tile's emblem, `function(surface, centre,
      radius)` with pygame (a scenes module of the game; imported only by the UI)."""

    id: str
    title: str
    pitch: str
    min_players: int
    max_players: int
    emblem: str = ""

    @staticmethod
    def unknown(game_id: str) -> "GameAbout":
        """Stands in for a game whose package cannot even say what it is."""
        return GameAbout(game_id, game_id.replace("_", " ").title(), "", 2, 4)


@dataclass(frozen=True)
class Matchup:
    """One row of `--strength`: `players` as --players takes them (the bot under test first),
    the first seat's target win percentage, and the variants every game is played with."""

    players: str
    target: float
    variants: tuple[str, ...] = ()


@dataclass(frozen=True)
class ConformancePlan:
    """The table sizes the shared conformance tests (tests/conformance) play: `players` in every
    run of the suite (empty: the smallest and the largest table), `soak_players` only in the long
    soak (ORRERY_SOAK=1). `round_trip_every`: in the suite the save round trip is checked at every
    this-many steps of its game (a game of thousands of steps), in the soak at every step."""

    players: tuple[int, ...] = ()
    soak_players: tuple[int, ...] = ()
    round_trip_every: int = 1


@dataclass(frozen=True)
class GameDefinition:
    """Everything the app, the command line and the tests need to know about one game, without
    importing its scenes. Nothing outside the game's package keeps a table per game.

    - `about`: title, pitch, table sizes and emblem (GameAbout; also the package's ABOUT).
    - `content_spec`: the game's content schema (game.core.content.loader.ContentSpec); its
      built-in content is content/<id>/.
    - `new_state(content, config)`: a fresh GameState for a GameConfig.
    - `state_class`: the GameState subclass (its `from_dict(content, data)` rebuilds saves).
    - `action_codec`: turns the game's actions into plain data and back (saves).
    - `bots`: level name -> factory called with no arguments, returning a fresh Bot (a Bot class
      is such a factory). Bots own no randomness: `choose` is handed a seeded Rng.
    - `table_scene`: "module:callable" building the table scene, imported only by the UI.
    - `rules_help`: path, relative to the repo root, of the rules help text in our own words.
    - `owned_items(state)`: at the end of a game, {item id: players who own it} (cards bought,
      technologies developed...); `--simulate` then reports how often each item's owner won.
    - `item_groups(content, variants)`: {item id: group} of every item `owned_items` can name in a
      game with those variants; each item is compared with its group's rate (a tier, a level), and
      items nobody took are listed.
    - `try_items(content)`: {item id: what it is} of the items "Try it" can deal to the first seat
      at the start (`config.options["try"]`; game.core.tryout).
    - `gallery`: "module:function" whose `function(content)` lists every card, planet, technology
      or tile for the workshop's gallery (game.core.gallery.Gallery); imported only when one opens.
    - `first_player_choice`: New game lets players choose who starts (the seat index is given to
      the rules as `config.options["starting_player"]`).
    - `variant_players`: player counts seated only with a variant, e.g. `{5: "escalation"}`
      (`players_problem` says so before a game is set up).
    - `strength`: the rows `--strength` measures (Matchup).
    - `bench`: "module:function" names, each returning the game's `--bench` rows (dicts with
      name, value, unit, target; game.bench.row builds one), in table order.
    - `conformance`: the table sizes the shared conformance tests play (ConformancePlan).
    - `tutorial`: the game's part of Learn to play (game.core.tutorial.moves.TutorialRules: the
      moves its script may name, the deal its opening sets, the decisions its tips explain); the
      script itself is content (the `tutorial` section). None: the game has no tutorial.
    """

    about: GameAbout
    content_spec: Any
    new_state: Callable
    state_class: type
    action_codec: Any
    bots: dict = field(default_factory=dict)
    table_scene: str = ""
    rules_help: str = ""
    first_player_choice: bool = False
    owned_items: Callable | None = None
    item_groups: Callable | None = None
    try_items: Callable | None = None
    gallery: str = ""
    variant_players: dict = field(default_factory=dict)
    strength: tuple[Matchup, ...] = ()
    bench: tuple[str, ...] = ()
    conformance: ConformancePlan = ConformancePlan()
    tutorial: Any = None

    @property
    def id(self) -> str:
        return self.about.id

    @property
    def title(self) -> str:
        return self.about.title

    @property
    def pitch(self) -> str:
        return self.about.pitch

    @property
    def min_players(self) -> int:
        return self.about.min_players

    @property
    def max_players(self) -> int:
        return self.about.max_players


def players_problem(definition: GameDefinition, players: int, variants=(), variant_names=None) -> str | None:
    """Why `players` seats cannot play `definition` with these variants, or None when they can.
    The command line names a variant by its id (what --variant takes); screens pass `variant_names`
    (id -> display name) to name it as the player sees it."""
    if not definition.min_players <= players <= definition.max_players:
        return f"{definition.title} takes {definition.min_players} to {definition.max_players} players"
    needed = definition.variant_players.get(players)
    if needed and needed not in variants:
        if variant_names and needed in variant_names:
            return (f"{definition.title} seats {players} players only with the {variant_names[needed]} variant: "
                    "switch it on, or remove a seat.")
        return f"{definition.title} seats {players} players only with the {needed!r} variant"
    return None


_loaded: dict[str, GameDefinition] = {}

# Game packages import each other's shared modules in cycles; two threads importing them at once
# (the catalogue's loaders, or one unpickling loaded content while another imports the package)
# can meet a half-initialised module. Every import of a game's definition holds this lock.
IMPORT_LOCK = threading.RLock()


class UnknownGame(KeyError):
    pass


class GameImportError(ImportError):
    """A registered game's package failed to import. `where` is "file:line" of the failure (the
    innermost frame of the repo's code; the package's path when none ran), `reason` the original
    error in one line."""

    def __init__(self, game_id: str, module: str, error: BaseException):
        self.game_id, self.module, self.error = game_id, module, error
        self.where = _failure_place(error) or module.replace(".", "/")
        self.reason = f"{type(error).__name__}: {error}"
        super().__init__(f"{self.where}: {game_id}: its package {module} failed to import: {self.reason}")


def _failure_place(error: BaseException) -> str:
    """file:line of the failure in the game's own code ("" when it failed before any ran)."""
    if isinstance(error, SyntaxError) and error.filename:
        return f"{_shown_path(error.filename)}:{error.lineno or 1}"
    frames = [f for f in traceback.extract_tb(error.__traceback__) if _in_game_code(f.filename)]
    if not frames:
        return ""
    return f"{_shown_path(frames[-1].filename)}:{frames[-1].lineno}"


def _in_game_code(filename: str) -> bool:
    if not Path(filename).is_absolute():  # "<frozen importlib._bootstrap>" and the like
        return False
    path = Path(filename).resolve()
    return _REPO_ROOT in path.parents and path != Path(__file__).resolve()


def _shown_path(filename: str) -> str:
    path = Path(filename)
    try:
        return str(path.resolve().relative_to(_REPO_ROOT))
    except ValueError:
        return str(path)


def definition_on_demand(package: str) -> Callable[[str], Any]:
    """A game package's module `__getattr__`: `GAME` is imported from `<package>.definition` when
    first asked for, so the package module itself stays light."""
    def __getattr__(name: str):
        if name == "GAME":
            return importlib.import_module(f"{package}.definition").GAME
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    return __getattr__


def game_ids() -> list[str]:
    """Every registered game, in the registry's order."""
    return list(GAME_MODULES)


def module_of(game_id: str) -> str:
    """The package (a module path) a registered game lives in."""
    if game_id not in GAME_MODULES:
        raise UnknownGame(f"unknown game {game_id!r}; choose one of {', '.join(GAME_MODULES)}")
    return GAME_MODULES[game_id]


def about(game_id: str) -> GameAbout:
    """The game's ABOUT, importing only its light package module (cheap enough for the frame
    loop). Raises GameImportError when even that fails."""
    module_path = module_of(game_id)
    if game_id in _loaded:
        return _loaded[game_id].about
    try:
        module = importlib.import_module(module_path)
        found = module.__dict__.get("ABOUT")
        if found is None:  # a module that builds GAME at import (a test game) holds it there
            found = module.GAME.about
    except Exception as error:  # noqa: BLE001 - any failure is reported as the game's
        raise GameImportError(game_id, module_path, error) from error
    _check_about(game_id, module_path, found)
    return found


def get_game(game_id: str) -> GameDefinition:
    """The whole definition of a registered game, importing its package on first use."""
    module_path = module_of(game_id)
    with IMPORT_LOCK:
        if game_id not in _loaded:
            try:
                module = importlib.import_module(module_path)
                definition = module.GAME
            except Exception as error:  # noqa: BLE001 - any failure is reported as the game's
                raise GameImportError(game_id, module_path, error) from error
            if not isinstance(definition, GameDefinition):
                raise GameImportError(game_id, module_path, TypeError(
                    f"{module_path}.GAME is a {type(definition).__name__}, not a GameDefinition"))
            _check_about(game_id, module_path, definition.about)
            declared = module.__dict__.get("ABOUT")
            if declared is not None and declared != definition.about:
                raise GameImportError(game_id, module_path, ValueError(
                    f"{module_path}.GAME.about differs from {module_path}.ABOUT: build GAME from ABOUT"))
            _loaded[game_id] = definition
    return _loaded[game_id]


def _check_about(game_id: str, module_path: str, found) -> None:
    if not isinstance(found, GameAbout):
        raise GameImportError(game_id, module_path, TypeError(f"{module_path}.ABOUT is not a GameAbout"))
    if found.id != game_id:
        raise GameImportError(game_id, module_path, ValueError(
            f"{module_path} describes the game {found.id!r}, but the registry calls it {game_id!r}"))
