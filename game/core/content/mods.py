"""Finding mods and putting them in a fixed order: dependencies first, then by id."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from .errors import ContentError, ContentWarning, Position, did_you_mean
from .schema import CheckContext, ListOf, Record, Str, optional
from .yamlfile import load_yaml_file

MOD_FILE = "mod.yaml"
SCHEMA_FOLDER = "schema"  # where a mod may keep the JSON Schemas of `--schema --schema-dir` for its editor
SWITCH_ADVICE = ("a mod is switched on and off by the player, not in mod.yaml: remove this line and use the "
                 "Mods screen, or `python3 main.py --disable-mod ID` (`--enable-mod ID` switches it back on)")


@dataclass(frozen=True)
class Mod:
    id: str
    version: str
    name: str
    description: str
    depends: tuple[str, ...]
    path: Path


def mod_record(path: Path) -> Record:
    def build(id, version, name, description, depends):
        return Mod(id, str(version), name or id, description, tuple(depends), path)

    return Record({
        "id": Str(),
        "version": Str(),
        "name": optional(Str(), ""),
        "description": optional(Str(allow_empty=True), ""),
        "depends": optional(ListOf(Str()), ()),
    }, build=build, name="mod description")


def read_mod(folder: Path) -> tuple[Mod | None, list[ContentError]]:
    file = folder / MOD_FILE
    if not os.path.lexists(file):
        return None, [ContentError(Position(str(file), 1, 1), "", "a mod folder needs a mod.yaml")]
    value, errors = load_yaml_file(file, folder=folder)
    if errors:
        return None, errors
    if value is None:
        return None, [ContentError(Position(str(file), 1, 1), "", "mod.yaml is empty; it needs at least id and version")]
    ctx = CheckContext()
    if isinstance(value, dict) and isinstance(value.get("version"), (int, float)):
        value["version"] = str(value["version"])
    if isinstance(value, dict) and "enabled" in value:  # switched by the player, never by the mod
        ctx.error(value.key_pos["enabled"], "enabled", SWITCH_ADVICE)
        del value["enabled"]
    mod = mod_record(folder).check(value, ctx, "", Position(str(file), 1, 1))
    if ctx.errors:
        return None, ctx.errors
    return mod, []


@dataclass
class ModScan:
    """Every mod found, in load order, with the problems of each mod folder kept apart: a mod's
    problems block only the games it changes, and are listed once however many games load."""

    mods: list[Mod] = field(default_factory=list)
    problems: list[tuple[Path, ContentError]] = field(default_factory=list)  # (mod folder, problem)
    warnings: list[ContentError] = field(default_factory=list)
    # mods of the user's mods folder the player switched off: (folder, its Mod, or None when its
    # mod.yaml cannot be read); they are not loaded, and their problems are not reported
    switched_off: list[tuple[Path, Mod | None]] = field(default_factory=list)

    @property
    def errors(self) -> list[ContentError]:
        return [error for _, error in self.problems]

    def errors_for(self, game_id: str) -> list[ContentError]:
        """The problems of mods that have a folder for this game."""
        return [error for folder, error in self.problems if (folder / game_id).is_dir()]


def _visible(folder: Path) -> list[Path]:
    try:
        return sorted(p for p in folder.iterdir() if not p.name.startswith("."))
    except OSError:
        return []


def _layout_warnings(folder: Path, game_ids) -> list[ContentError]:
    """Folders and files in a mod that nothing reads: most likely a misspelt game name."""
    warnings = []
    for entry in _visible(folder):
        if entry.is_dir() and entry.name not in game_ids and entry.name != SCHEMA_FOLDER:
            hint = did_you_mean(entry.name, game_ids) or f"; the games are {', '.join(game_ids)}"
            warnings.append(ContentWarning(Position(str(entry), 1, 1), "",
                                           f"{entry.name!r} is not a game, so nothing in it is used{hint}"))
        elif entry.suffix == ".yaml" and entry.name != MOD_FILE:
            warnings.append(ContentWarning(Position(str(entry), 1, 1), "",
                                           "files beside mod.yaml are not read; put them in a game's folder"))
    return warnings


def is_switched_off(folder: Path, mod: Mod | None, disabled) -> bool:
    """Whether the player switched this mod off: by its id, or by its folder's name (a mod whose
    mod.yaml cannot be read has no id, and is known by its folder)."""
    return Path(folder).name in disabled or (mod is not None and mod.id in disabled)


def scan_mods(user_mods_dir: Path | None, extra_dirs=(), game_ids=(), disabled=()) -> ModScan:
    """Every mod in the user mods folder plus the given folders, in load order. With `game_ids`,
    folders in a mod that are not a game are warned about. `disabled`: ids (or folder names) of
    mods in the user mods folder the player switched off; a folder named on the command line
    always loads."""
    folders: list[Path] = []
    scan = ModScan()
    disabled = frozenset(disabled)
    if user_mods_dir is not None and Path(user_mods_dir).is_dir():
        for entry in _visible(Path(user_mods_dir)):
            if entry.is_dir():
                mod = read_mod(entry)[0] if disabled else None
                if is_switched_off(entry, mod, disabled):
                    scan.switched_off.append((entry, mod))
                else:
                    folders.append(entry)
            elif entry.suffix in (".zip", ".yaml"):
                scan.warnings.append(ContentWarning(Position(str(entry), 1, 1), "",
                                                    "a mod is a folder with a mod.yaml; this file is not read"))
    folders += [Path(d) for d in extra_dirs]
    seen: dict[str, Mod] = {}
    for folder in folders:
        if game_ids:
            scan.warnings += _layout_warnings(folder, list(game_ids))
        mod, errs = read_mod(folder)
        scan.problems += [(folder, e) for e in errs]
        if mod is None:
            continue
        if mod.id in seen:
            if seen[mod.id].path.resolve() != mod.path.resolve():
                scan.problems.append((folder, ContentError(Position(str(folder / MOD_FILE), 1, 1), "id",
                                                           f"mod id {mod.id!r} is also used by {seen[mod.id].path}")))
            continue
        seen[mod.id] = mod
        scan.mods.append(mod)
    off = {mod.id for _, mod in scan.switched_off if mod is not None} - set(seen)
    scan.mods, order_errors = order_mods(scan.mods, off)
    scan.problems += order_errors
    return scan


def discover_mods(user_mods_dir: Path | None, extra_dirs=()) -> tuple[list[Mod], list[ContentError]]:
    """Every mod in the user mods folder plus the given folders, in load order, and all problems."""
    scan = scan_mods(user_mods_dir, extra_dirs)
    return scan.mods, scan.errors


def order_mods(mods: list[Mod], switched_off=()) -> tuple[list[Mod], list[tuple[Path, ContentError]]]:
    """Dependencies first, then by id; the problems found, each with its mod's folder.
    `switched_off`: ids of installed mods the player switched off (a mod needing one is told so)."""
    by_id = {m.id: m for m in mods}
    errors, ordered, state = [], [], {}

    def visit(mod: Mod, chain: tuple[str, ...]):
        if state.get(mod.id) == "done":
            return
        if state.get(mod.id) == "visiting":
            errors.append((mod.path, ContentError(Position(str(mod.path / MOD_FILE), 1, 1), "depends",
                                                  "mods depend on each other in a circle: "
                                                  + " -> ".join(chain + (mod.id,)))))
            return
        state[mod.id] = "visiting"
        for dep in sorted(mod.depends):
            if dep not in by_id:
                why = ("which is switched off; switch it on, or switch this mod off too" if dep in switched_off
                       else "which is not installed")
                errors.append((mod.path, ContentError(Position(str(mod.path / MOD_FILE), 1, 1), "depends",
                                                      f"needs mod {dep!r}, {why}")))
                continue
            visit(by_id[dep], chain + (mod.id,))
        state[mod.id] = "done"
        ordered.append(mod)

    for mod in sorted(mods, key=lambda m: m.id):
        visit(mod, ())
    return ordered, errors
