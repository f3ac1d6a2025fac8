"""The variants a game offers and whether a chosen set of them can be played at a table.

One check for every way into a game: the New game screen greys out a variant with the reason
`option_problem` gives and refuses Start with `setup_problem`; `--game` and `--simulate` refuse
the same tables up front with `setup_problem`'s one line. What a variant needs is declared in the
game's content (or definition): `requires`, `excludes`, `group`, `min_players`/`max_players`,
`available`. `excludes` works both ways: either side may declare it; variants of one `group` are
one choice (Quick or Long game), so any two of them exclude each other."""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Callable

from .registry import GameDefinition, players_problem


@dataclass(frozen=True)
class VariantOption:
    """One variant as a table offers it (GameConfig.variants holds the ids)."""

    id: str
    name: str
    description: str = ""
    min_players: int = 0
    max_players: int = 99
    requires: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()
    available: bool = True
    group: str = ""  # variants of one group are one choice: at most one of them is on
    random_start: bool = False  # the game draws who starts: no "Starts:" choice with it on

    def fits(self, players: int) -> bool:
        return self.available and self.min_players <= players <= self.max_players


def variant_option(item, key=None) -> VariantOption:
    """A VariantOption from a content record (or a bare id), reading only the fields it has."""
    if isinstance(item, str):
        return VariantOption(item, item.replace("_", " ").capitalize())
    vid = str(getattr(item, "id", key if key is not None else item))
    description = getattr(item, "description", None) or getattr(item, "text", "") or ""
    return VariantOption(vid, str(getattr(item, "name", "") or vid.replace("_", " ").capitalize()), str(description),
                         int(getattr(item, "min_players", 0) or 0), int(getattr(item, "max_players", 99) or 99),
                         tuple(getattr(item, "requires", ()) or ()), tuple(getattr(item, "excludes", ()) or ()),
                         bool(getattr(item, "available", True)), str(getattr(item, "group", "") or ""),
                         bool(getattr(item, "random_start", False)))


def game_variants(definition, content) -> list[VariantOption]:
    """Variants offered by a game: its definition's `variants`, else its content's `variants`
    section (records with id, name and description; optional min/max_players, requires,
    excludes, available)."""
    for source in (definition, content):
        try:
            items = getattr(source, "variants", None) if source is not None else None
        except Exception:  # noqa: BLE001 - content objects may raise on unknown sections
            items = None
        if items:
            if isinstance(items, dict):
                return [variant_option(v, k) for k, v in items.items()]
            return [variant_option(v) for v in items]
    return []


def _by_name(option: VariantOption) -> str:
    return option.name


def _by_id(option: VariantOption) -> str:
    return repr(option.id)


def option_problem(option: VariantOption, players: int, chosen, options: list[VariantOption],
                   name: Callable[[VariantOption], str] = _by_name) -> str:
    """Why `option` cannot be played at a table of `players` along with the `chosen` ids ("" when
    it can), as words that follow the variant's name ("needs Escalation"). `name` names the other
    variants: as the player sees them by default."""
    index = {o.id: o for o in options}
    others = [index[v] for v in dict.fromkeys(chosen) if v in index and v != option.id]
    if not option.available:
        return "cannot be played yet"
    if not option.fits(players):
        if option.min_players == option.max_players:
            return f"needs exactly {option.min_players} players"
        return f"needs {option.min_players}-{option.max_players} players"
    missing = [index.get(r, VariantOption(r, r)) for r in option.requires if r not in chosen]
    if missing:
        return "needs " + " and ".join(name(o) for o in missing)
    clashes = [o for o in others if o.id in option.excludes or option.id in o.excludes
               or (option.group and o.group == option.group)]
    if clashes:
        return "cannot be played with " + " or ".join(name(o) for o in clashes)
    return ""


def unknown_variant(title: str, variant: str, options: list[VariantOption]) -> str:
    """One line for a variant id the game does not have, with the closest id or name if any."""
    known = [o.id for o in options]
    by_spelling = {o.id.lower(): o.id for o in options}
    by_spelling.update({o.name.lower(): o.id for o in options})
    close = difflib.get_close_matches(variant.lower(), list(by_spelling), n=1, cutoff=0.6)
    hint = f"; did you mean {by_spelling[close[0]]!r}? Its" if close else "; its"
    return f"{title} has no variant {variant!r}{hint} variants: {', '.join(known) or 'none'}"


def setup_problem(definition: GameDefinition, content, players: int, chosen=(),
                  for_screen: bool = False) -> str | None:
    """Why `players` seats cannot play `definition` with the `chosen` variant ids, or None.
    The command line (the default) names variants by id, as --variant takes them; screens pass
    `for_screen` to name them as the player sees them."""
    options = game_variants(definition, content)
    names = {o.id: o.name for o in options}
    problem = players_problem(definition, players, chosen, names if for_screen else None)
    if problem:
        return problem
    index = {o.id: o for o in options}
    for variant in dict.fromkeys(chosen):
        if variant not in index:
            return unknown_variant(definition.title, variant, options)
    for variant in dict.fromkeys(chosen):
        option = index[variant]
        why = option_problem(option, players, chosen, options, _by_name if for_screen else _by_id)
        if why:
            if for_screen:
                return f"{option.name} {why}."
            missing = [r for r in option.requires if r not in chosen and r in index]
            hint = f" (add --variant {' --variant '.join(missing)})" if option.fits(players) and missing else ""
            return f"{definition.title}: the {option.id!r} variant {why}{hint}"
    return None
