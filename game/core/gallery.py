"""What the workshop's gallery shows of a game, without drawing it: every card, planet,
technology or placard tile of the merged content, in our words, with the two filters the game
sorts them by (a Kardashev Scale card's tier and aspect, an Ascending Empires technology's level
and colour...) and a third one, which mod added or changed it (from `Content.origins`).

A game lists its items with `GameDefinition.gallery = "module:function"`, `function(content) ->
Gallery`, imported only when a gallery opens. Pure Python: the gallery's screen draws each item
with the game's own painters, and its tests count what the filters match without a window."""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

ALL = None  # a filter that lets everything through
BUILT_IN = "built-in"  # the mod filter's value for items no mod touched


@dataclass(frozen=True)
class GalleryItem:
    id: str  # the content id: what "Try it" and --try take
    section: str  # the content section holding it: its origin is content.origin(section, id)
    name: str
    kind: str  # what it is, in a few words: "Stellar card", "Level 2 technology", "Start planet"
    group: str  # the first filter's value: a tier, a level, "Planets"
    family: str  # the second filter's value: an aspect, a colour, a planet type
    text: str  # everything it says, in full, in our words
    facts: tuple[str, ...] = ()  # short lines beside the text: cost, VP, symbols
    figures: tuple[str, ...] = ()  # the keys of --simulate's per-item figures about it, first the main one
    try_variants: tuple[str, ...] = ()  # the variants a "Try it" game needs for it (Escalation's cards)


@dataclass(frozen=True)
class Gallery:
    game_id: str
    items: tuple[GalleryItem, ...]
    group_label: str  # what the first filter is called: "Tier", "Type", "Level"
    family_label: str  # and the second: "Aspect", "Colour"


@dataclass(frozen=True)
class Filters:
    group: str | None = ALL
    family: str | None = ALL
    mod: str | None = ALL  # a mod id, BUILT_IN, or ALL


@dataclass
class FilterChoices:
    """The values each filter can take, in the order a button steps through them."""

    groups: list = field(default_factory=list)
    families: list = field(default_factory=list)
    mods: list = field(default_factory=list)


def load_gallery(definition, content) -> Gallery | None:
    """The game's gallery for `content`, or None when the game has none."""
    target = getattr(definition, "gallery", "")
    if not target or content is None:
        return None
    module_name, _, function = target.partition(":")
    return getattr(importlib.import_module(module_name), function)(content)


def origin_of(content, item: GalleryItem):
    """The item's ItemOrigin (file, line, mod), or None for content that keeps none."""
    origin = getattr(content, "origin", None)
    return origin(item.section, item.id) if origin is not None else None


def mod_of(content, item: GalleryItem) -> str | None:
    """The mod that added or changed the item last, None when it is built in."""
    origin = origin_of(content, item)
    return origin.mod if origin is not None else None


def choices(gallery: Gallery, content) -> FilterChoices:
    items = gallery.items
    mods = sorted({m for m in (mod_of(content, i) for i in items) if m is not None})
    return FilterChoices([ALL] + list(dict.fromkeys(i.group for i in items)),
                         [ALL] + sorted({i.family for i in items if i.family}),
                         [ALL, BUILT_IN] + mods if mods else [ALL])


def matches(item: GalleryItem, content, filters: Filters) -> bool:
    if filters.group is not ALL and item.group != filters.group:
        return False
    if filters.family is not ALL and item.family != filters.family:
        return False
    if filters.mod is not ALL:
        mod = mod_of(content, item)
        return mod is None if filters.mod == BUILT_IN else mod == filters.mod
    return True


def matching(gallery: Gallery, content, filters: Filters) -> list[GalleryItem]:
    """The items the filters let through, in the gallery's order."""
    return [item for item in gallery.items if matches(item, content, filters)]


def kept_filters(filters: Filters, options: FilterChoices) -> Filters:
    """`filters` with each value the content no longer offers (a mod switched off, a colour
    removed) set back to everything."""
    return Filters(filters.group if filters.group in options.groups else ALL,
                   filters.family if filters.family in options.families else ALL,
                   filters.mod if filters.mod in options.mods else ALL)


def next_value(values: list, current):
    """The value after `current` in `values`, round to the first."""
    index = values.index(current) if current in values else -1
    return values[(index + 1) % len(values)] if values else ALL
