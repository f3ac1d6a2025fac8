""""Try it": a game that starts with a chosen item dealt to the first seat at once (the gallery's
button, `--try ITEM` on the command line), so a modder sees a new card at work without hunting
for a seed that deals it.

The item goes in `GameConfig.options["try"]`: saved with the game like any option (a save of
such a game resumes it), never a variant New game offers. Each game's setup reads it and places
the item where the rules would have it (GameDefinition.try_items lists what can be tried):

- Kardashev Scale: the card lies face up in its tier's market (the card that lay there goes back
  into the deck where the tried card was), for seat 1 to buy when they can pay;
- Eminent Domain: a technology as if seat 1 had researched it (an action card in the hand, a
  permanent one in the empire); a planet face down in seat 1's empire as after a Survey, or a
  start planet as seat 1's start planet;
- Ascending Empires: the technology developed by seat 1 (with the levels of its colour below
  it), what it gives once given at the start."""

from __future__ import annotations

import dataclasses

from .config import GameConfig
from .content.errors import did_you_mean

TRY_OPTION = "try"


class TryError(ValueError):
    """The item cannot be tried in this game (not in it, or not with these variants)."""


def tried_item(config) -> str | None:
    """The item a game's config asks to deal to the first seat, or None."""
    item = (getattr(config, "options", None) or {}).get(TRY_OPTION)
    return str(item) if item else None


def with_tried_item(config: GameConfig, item_id: str) -> GameConfig:
    return dataclasses.replace(config, options={**config.options, TRY_OPTION: item_id})


def try_problem(definition, content, config: GameConfig) -> str | None:
    """Why the config's tried item cannot be dealt (one line), or None when it can (or none is asked)."""
    item = tried_item(config)
    if item is None:
        return None
    items = definition.try_items(content) if definition.try_items is not None else {}
    if item not in items:
        return f"{definition.title} has no item {item!r} to try" + did_you_mean(item, items)
    try:
        definition.new_state(content, config)
    except TryError as error:
        return str(error)
    return None
