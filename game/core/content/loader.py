"""Load one game's content: built-in files, then mods, merged, validated and built.

A game describes its content with a ContentSpec: named sections, each either a Collection of
items with ids (cards, planets...) or a Single mapping (board geometry, constants). Files are
`content/<game>/*.yaml` and `<mod>/<game>/*.yaml`; each file's top-level keys are section names."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .errors import ContentError, ContentErrors, ContentWarning, Position, did_you_mean, shown
from .mods import Mod
from .schema import INVALID, CheckContext, ListOf, MapOf, Record, Str
from .yamlfile import LList, LMap, load_yaml_file

REPO_ROOT = Path(__file__).resolve().parents[3]
BUILTIN_CONTENT = REPO_ROOT / "content"


@dataclass(frozen=True)
class Collection:
    item: Record
    id_field: str = "id"
    min_items: int = 0  # above 0 the section is required: the game cannot do without it
    max_items: int | None = None


@dataclass(frozen=True)
class Single:
    record: Record
    required: bool = True  # False: a section the game does without (a tutorial, tips)


@dataclass
class ContentSpec:
    game_id: str
    sections: dict
    vocabulary: object = None
    # Cross-checks over the built sections: `(built: dict, ctx, origins) -> None`; report with ctx.error.
    # `origins[(section, item id)]` is (position, path) of a collection item; `origins[(section, None)]`
    # of a single section and `origins[(section, key)]` of one value in it.
    finish: Callable | None = None
    # Turns the built sections into the game's content object; default: a Content.
    build: Callable | None = None
    # Checks that play the built content through the rules (a tutorial's script): `(content) ->
    # [ContentError]`, run once everything else is sound. A problem in a built-in file that only
    # the mods brought about is a warning instead: the game plays, the tutorial says why it cannot.
    verify: Callable | None = None
    # Sections that only guide a player (a tutorial, tips): left out of the identity saves are
    # checked against, since a save never replays them (a tutorial's deal is in its own config).
    guidance: tuple = ()


# Fields that are only words a player reads: a mod that changes them changes no rule, so they are
# left out of the content identity that saves are checked against (see `identity_of`).
WORDS = frozenset({"name", "text", "flavour", "description", "note"})


@dataclass(frozen=True)
class ItemOrigin:
    """Where an item of a list section was last given: `mod` is None for the built-in files;
    `replaced` is True when that mod changed an item given before it (by the built-in files or
    an earlier mod), False when the mod added it. The gallery marks and places items by it."""

    file: str
    line: int
    mod: str | None = None
    replaced: bool = False

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"

    @property
    def by_mod(self) -> str:
        """"added", "changed" or "" (built in)."""
        if self.mod is None:
            return ""
        return "changed" if self.replaced else "added"


@dataclass(frozen=True)
class Content:
    """Validated, frozen content of one game. Sections are attributes: `content.cards`.

    - `identity`: a hash of the ids and rules (every value but the words in WORDS); saves keep it,
      and a save is resumed only with content of the same identity.
    - `legacy_identity`: the hash saves made before words were left out recorded (every value).
    - `mod_versions`: ((mod id, version), ...) of the mods merged, in load order.
    - `origins`: {(section, item id): ItemOrigin} of every item of a list section.
    - `worked_out`: what the content check worked out that the app may use rather than work out
      again (content loads in a process of its own, so the frame loop never does it): e.g.
      `"tutorial_line"`, the tutorial's script played through the rules."""

    game_id: str
    sections: dict = field(compare=False)
    identity: str = ""
    mods: tuple[str, ...] = ()
    legacy_identity: str = field(default="", compare=False)
    mod_versions: tuple = field(default=(), compare=False)
    origins: dict = field(default_factory=dict, compare=False, repr=False)
    worked_out: dict = field(default_factory=dict, compare=False, repr=False)

    def origin(self, section: str, item_id: str) -> ItemOrigin | None:
        return self.origins.get((section, item_id))

    def __getattr__(self, name):
        sections = self.__dict__.get("sections", {})
        if name in sections:
            return sections[name]
        raise AttributeError(name)


@dataclass
class LoadResult:
    content: Content | None
    errors: list[ContentError]
    warnings: list[ContentError] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors


def _plain(value):
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def display_path(path: Path) -> str:
    """The path as messages show it: from the repository root when inside it. Links in the file's
    own name are not followed, so the message names the file the modder wrote."""
    path = Path(path)
    try:
        return str((path.parent.resolve() / path.name).relative_to(REPO_ROOT))
    except (ValueError, OSError, RuntimeError):
        return str(path)


def content_files(game_id: str, content_root: Path, mods: list[Mod]) -> list[tuple[Path, str | None, Path]]:
    """(file, mod id or None, the folder the file must stay inside) in load order. Names starting
    with a dot are skipped: editors keep their lock and backup files that way."""
    def listed(folder: Path) -> list[Path]:
        try:
            return sorted(p for p in folder.glob("*.yaml") if not p.name.startswith("."))
        except OSError:
            return []

    files = [(p, None, Path(content_root)) for p in listed(Path(content_root) / game_id)]
    for mod in mods:
        files += [(p, mod.id, mod.path) for p in listed(mod.path / game_id)]
    return files


def load_content(spec: ContentSpec, content_root: Path = BUILTIN_CONTENT, mods: list[Mod] = (),
                 progress: Callable[[Path | None, str | None], None] | None = None) -> LoadResult:
    """`progress(file, mod id)` is told of each file as its reading starts, and `(None, None)`
    once every file is read and the content is being checked: a load stopped for taking too long
    can then name what it was doing (worker.py)."""
    errors: list[ContentError] = []
    removed: dict = {}  # (section, item id) -> where a mod removed it
    item_origins: dict = {}  # (section, item id) -> ItemOrigin: where the item kept was given
    files = content_files(spec.game_id, content_root, list(mods))
    game_folder = display_path(Path(content_root) / spec.game_id)
    if not any(mod is None for _, mod, _ in files):
        errors.append(ContentError(Position(game_folder, 1, 1), "", "no content files (*.yaml) found"))

    collections: dict[str, dict] = {n: {} for n, s in spec.sections.items() if isinstance(s, Collection)}
    given_at: dict[str, Position] = {}  # where each section was first given
    singles: dict[str, LMap] = {}
    unreadable = False  # a file could not be parsed: its sections are missing for that reason only
    empty: list[str] = []  # files with nothing in them (or only comments)
    for path, mod_id, folder in files:
        if progress is not None:
            progress(path, mod_id)
        value, errs = load_yaml_file(path, display_path(path), folder)
        errors += errs
        if value is None:  # refused or a syntax error: nothing of this file can be trusted
            unreadable = unreadable or bool(errs)
            if not errs:
                empty.append(display_path(path))
            continue
        if not isinstance(value, LMap):
            errors.append(ContentError(Position(display_path(path), 1, 1), "",
                                       "a content file is a mapping of section names, such as `cards:`"))
            continue
        for name, section_value in value.items():
            section = spec.sections.get(name)
            if section is None:
                errors.append(ContentError(value.key_pos[name], name, f"unknown section {shown(name)}"
                                           + did_you_mean(name, spec.sections)))
                continue
            given_at.setdefault(name, value.value_pos[name])
            if isinstance(section, Collection):
                _merge_collection(collections[name], name, section, section_value, value.value_pos[name],
                                  mod_id, errors, removed, item_origins)
            else:
                _merge_single(singles, name, section_value, value.value_pos[name], mod_id, errors)

    if progress is not None:
        progress(None, None)
    ctx = CheckContext()

    def missing(name: str) -> None:
        if unreadable:  # the section is most likely in the file that could not be read
            return
        if empty:
            ctx.error(Position(empty[0], 1, 1), "", f"the file is empty, and the game needs section {name!r}, "
                      "which no other file gives")
        else:
            ctx.error(Position(game_folder, 1, 1), name, f"missing required section {name!r}")

    built: dict = {}
    origins: dict = {}
    for name, section in spec.sections.items():
        if isinstance(section, Collection):
            table = collections[name]
            if name not in given_at and section.min_items:
                missing(name)
            elif not section.min_items <= len(table) <= (section.max_items or len(table)):
                most = f" and at most {section.max_items}" if section.max_items is not None else ""
                ctx.error(given_at[name], name, f"expected at least {section.min_items}{most} "
                          f"{section.item.name} items, got {len(table)}")
            items = []
            for item_id, (item, path) in table.items():
                result = section.item.check(item, ctx, path, item.pos)
                if result is not INVALID:
                    items.append(result)
                    origins[(name, item_id)] = (item.pos, path)
            built[name] = tuple(items)
        else:
            if name not in singles:
                if section.required:
                    missing(name)
                continue
            result = section.record.check(singles[name], ctx, name, singles[name].pos)
            if result is not INVALID:
                built[name] = result
                origins[(name, None)] = (singles[name].pos, name)
                for key, pos in singles[name].value_pos.items():  # (section, key): where one value stands
                    origins[(name, key)] = (pos, f"{name}.{key}")

    ids = {name: set(collections[name]) for name in collections}
    for collection, ref, path, pos in ctx.references:
        if ref in ids.get(collection, ()):
            continue
        if (collection, ref) in removed:
            why = f": it is removed at {removed[(collection, ref)]}"
        else:
            why = did_you_mean(ref, ids.get(collection, ()))
        ctx.error(pos, path, f"no {collection} item has id {shown(ref)}{why}")
    errors += ctx.errors
    if not errors and spec.finish is not None:
        _guarded(lambda: spec.finish(built, ctx, origins), ctx, game_folder, "checked")
        errors += ctx.errors
    if errors:
        errors.sort(key=lambda e: (e.position.file, e.position.line, e.position.column))
        return LoadResult(None, errors)

    identity = identity_of(spec, collections, singles)
    mod_ids = tuple(m.id for m in mods)
    if spec.build is not None:
        try:
            content = _guarded(lambda: spec.build(spec.game_id, built, identity, mod_ids), ctx, game_folder, "built")
        except ContentErrors as exc:
            return LoadResult(None, exc.errors)
        if ctx.errors:
            return LoadResult(None, list(ctx.errors))
    else:
        content = Content(spec.game_id, built, identity, mod_ids)
    warnings: list[ContentError] = []
    if spec.verify is not None:
        _guarded(lambda: ctx.errors.extend(spec.verify(content)), ctx, game_folder, "played")
        builtin = {display_path(path) for path, mod_id, _ in files if mod_id is None}
        if mods and ctx.errors and all(e.position.file in builtin for e in ctx.errors):
            # built-in guidance (a tutorial) that a mod's changes no longer let play: the game
            # still plays; the tutorial says why it cannot start when it is asked for
            warnings = [ContentWarning(e.position, e.field, f"with the mods switched on, {e.message}")
                        for e in ctx.errors]
        elif ctx.errors:
            return LoadResult(None, sorted(ctx.errors, key=lambda e: (e.position.file, e.position.line)))
    content = dataclasses.replace(content, legacy_identity=identity_of(spec, collections, singles, words=True),
                                  mod_versions=tuple((m.id, m.version) for m in mods), origins=item_origins)
    return LoadResult(content, [], warnings)


def _without_words(schema, value):
    """`value` as plain data, less the words (WORDS) of the records `schema` describes. Only what
    the schema declares as text is left out, so an effect parameter of the same name is kept."""
    if isinstance(schema, Record) and isinstance(value, dict):
        kept = {}
        for key, item in value.items():
            spec = schema.fields.get(key)
            inner = getattr(spec, "schema", spec)
            if key in WORDS and isinstance(inner, Str):
                continue
            kept[str(key)] = _without_words(inner, item)
        return kept
    if isinstance(schema, ListOf) and isinstance(value, list):
        return [_without_words(schema.item, item) for item in value]
    if isinstance(schema, MapOf) and isinstance(value, dict):
        return {str(k): _without_words(schema.value, v) for k, v in value.items()}
    return _plain(value)


def identity_of(spec: ContentSpec, collections: dict, singles: dict, words: bool = False) -> str:
    """A short hash of the merged content. Without `words` the words players read (names, text,
    flavour...) are left out, so a mod that only renames or rewords keeps saves loadable; with
    them it is the identity saves recorded before (`Content.legacy_identity`)."""
    def plain(schema, value):
        return _plain(value) if words else _without_words(schema, value)

    canonical = {"game": spec.game_id,
                 "collections": {n: {i: plain(spec.sections[n].item, v[0]) for i, v in c.items()}
                                 for n, c in collections.items() if n not in spec.guidance},
                 "singles": {n: plain(spec.sections[n].record, v) for n, v in singles.items()
                             if n not in spec.guidance}}
    return hashlib.sha256(json.dumps(canonical, sort_keys=True, default=str).encode()).hexdigest()[:16]


INTERNAL_PROBLEM = "the content passed every check but could not be"


def _guarded(step: Callable, ctx: CheckContext, where: str, verb: str):
    """Run a game's cross-check or build step; a failure there is a bug of ours, but the player
    still gets a content error instead of a crash (the content fuzz test looks for this text)."""
    try:
        return step()
    except ContentErrors:
        raise
    except Exception as exc:  # noqa: BLE001 - reported, never raised to the app
        ctx.error(Position(where, 1, 1), "", f"{INTERNAL_PROBLEM} {verb} ({type(exc).__name__}: {exc})")
        return None


def _merge_collection(table: dict, name: str, section: Collection, value, pos: Position, mod_id, errors,
                      removed: dict, origins: dict) -> None:
    if not isinstance(value, LList):
        errors.append(ContentError(pos, name, f"expected a list of {section.item.name} items"))
        return
    for index, item in enumerate(value):
        path = f"{name}[{index}]"
        item_pos = value.item_pos[index]
        if not isinstance(item, LMap):
            errors.append(ContentError(item_pos, path, f"expected a {section.item.name} (a mapping)"))
            continue
        item_id = item.get(section.id_field)
        if not isinstance(item_id, str) or not item_id:
            errors.append(ContentError(item.pos, f"{path}.{section.id_field}",
                                       f"missing required key {section.id_field!r} (text)"))
            continue
        replace = item.pop("replace", False)
        remove = item.pop("remove", False)
        bad = next((key for key, flag in (("replace", replace), ("remove", remove)) if flag not in (True, False)), None)
        if bad:
            errors.append(ContentError(item_pos, f"{path}.{bad}", "expected true or false"))
            continue
        if remove:
            if replace:
                errors.append(ContentError(item.pos, f"{path}.remove", "an item is either removed or replaced: "
                                           "give `remove: true` or `replace: true`, not both"))
            elif item_id not in table:
                errors.append(ContentError(item.pos, f"{path}.remove", f"`remove: true` but there is no {name} item "
                                           f"{shown(item_id)} to remove" + did_you_mean(item_id, table)))
            else:
                del table[item_id]
                origins.pop((name, item_id), None)
                removed[(name, item_id)] = item.pos
            continue
        if item_id in table:
            first = table[item_id][0].pos
            if mod_id is None or not replace:
                hint = "" if mod_id is None else "; a mod that changes it must say `replace: true`"
                errors.append(ContentError(item.pos, f"{path}.{section.id_field}",
                                           f"duplicate id {shown(item_id)} (first defined at {first}){hint}"))
                continue
        elif replace:
            errors.append(ContentError(item.pos, f"{path}.replace",
                                       f"`replace: true` but there is no {name} item {shown(item_id)} to replace"
                                       + did_you_mean(item_id, table)))
            continue
        table[item_id] = (item, path)
        origins[(name, item_id)] = ItemOrigin(item.pos.file, item.pos.line, mod_id, bool(replace))


def _merge_single(singles: dict, name: str, value, pos: Position, mod_id, errors) -> None:
    if not isinstance(value, LMap):
        errors.append(ContentError(pos, name, "expected a mapping"))
        return
    replace = value.pop("replace", False)
    if name not in singles:
        if replace:
            errors.append(ContentError(pos, f"{name}.replace", f"`replace: true` but {name!r} is not defined yet"))
        singles[name] = value
        return
    if mod_id is None or not replace:
        errors.append(ContentError(pos, name, f"section {name!r} is already defined at {singles[name].pos}"
                                   + ("; a mod that changes it must say `replace: true`" if mod_id else "")))
        return
    merged = singles[name]
    layer = max(merged.changed_by.values(), default=0) + 1
    for key, item in value.items():  # a mod overrides only the keys it gives
        merged[key] = item
        merged.key_pos[key] = value.key_pos[key]
        merged.value_pos[key] = value.value_pos[key]
        merged.changed_by[key] = layer
