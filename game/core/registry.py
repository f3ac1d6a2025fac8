"""The registered games. Adding a game is one line in GAME_MODULES: its package exposes GAME."""

from __future__ import annotations

import importlib
import threading
from dataclasses import dataclass, field
from typing import Any, Callable

GAME_MODULES = {
    "kardashev_scale": "game.kardashev_scale",
    "ascending_empires": "game.ascending_empires",
    "eminent_domain": "game.eminent_domain",
}


@dataclass(frozen=True)
class GameDefinition:
    """Everything the app needs to know about one game, without importing its scenes.

    - `content_spec`: the game's content schema (game.core.content.spec.ContentSpec).
    - `new_state(content, config)`: a fresh GameState for a GameConfig.
    - `state_class`: the GameState subclass (its `from_dict(content, data)` rebuilds saves).
    - `bots`: level name -> factory `(seed) -> Bot`.
    - `table_scene`: "module:callable" building the table scene, imported only by the UI.
    - `rules_help`: path, relative to the repo root, of the rules help text in our own words.
    - `owned_items(state)`: at the end of a game, {item id: players who own it} (cards bought,
      technologies developed...); `--simulate` then reports how often each item's owner won.
    - `first_player_choice`: New game lets players choose who starts (the seat index is given to
      the rules as `config.options["starting_player"]`).
    - `variant_players`: player counts seated only with a variant, e.g. `{5: "escalation"}`
      (`players_problem` says so before a game is set up).
    """

    id: str
    title: str
    min_players: int
    max_players: int
    pitch: str
    content_spec: Any
    new_state: Callable
    state_class: type
    action_codec: Any
    bots: dict = field(default_factory=dict)
    table_scene: str = ""
    rules_help: str = ""
    first_player_choice: bool = False
    owned_items: Callable | None = None
    variant_players: dict = field(default_factory=dict)


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
# can meet a half-initialised module. Every import of a game package holds this lock.
IMPORT_LOCK = threading.RLock()


class UnknownGame(KeyError):
    pass


def game_ids() -> list[str]:
    return list(GAME_MODULES)


def available_game_ids() -> list[str]:
    """The registered games whose package is present and importable."""
    ids = []
    for game_id in GAME_MODULES:
        try:
            get_game(game_id)
        except (ImportError, AttributeError):  # not written yet, or half-present
            continue
        ids.append(game_id)
    return ids


def get_game(game_id: str) -> GameDefinition:
    if game_id not in GAME_MODULES:
        raise UnknownGame(f"unknown game {game_id!r}; choose one of {', '.join(GAME_MODULES)}")
    with IMPORT_LOCK:
        if game_id not in _loaded:
            module = importlib.import_module(GAME_MODULES[game_id])
            if not hasattr(module, "GAME"):
                raise ImportError(f"{GAME_MODULES[game_id]} does not define GAME yet")
            _loaded[game_id] = module.GAME
    return _loaded[game_id]
