"""Finding mods and putting them in a fixed order: dependencies first, then by id."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .errors import ContentError, Position
from .schema import CheckContext, ListOf, Record, Str, optional
from .yamlfile import load_yaml_file

MOD_FILE = "mod.yaml"


@dataclass(frozen=True)
class Mod:
    id: str
    version: str
    name: str
    description: str
    depends: tuple[str, ...]
    path: Path


def _mod_record(path: Path) -> Record:
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
    if not file.is_file():
        return None, [ContentError(Position(str(file), 1, 1), "", "a mod folder needs a mod.yaml")]
    value, errors = load_yaml_file(file)
    if errors:
        return None, errors
    ctx = CheckContext()
    if isinstance(value, dict) and isinstance(value.get("version"), (int, float)):
        value["version"] = str(value["version"])
    mod = _mod_record(folder).check(value, ctx, "", Position(str(file), 1, 1))
    if ctx.errors:
        return None, ctx.errors
    return mod, []


def discover_mods(user_mods_dir: Path | None, extra_dirs=()) -> tuple[list[Mod], list[ContentError]]:
    """Every mod in the user mods folder plus the given folders, in load order."""
    folders: list[Path] = []
    if user_mods_dir is not None and Path(user_mods_dir).is_dir():
        folders += sorted(p for p in Path(user_mods_dir).iterdir() if p.is_dir())
    folders += [Path(d) for d in extra_dirs]
    mods, errors = [], []
    seen: dict[str, Mod] = {}
    for folder in folders:
        mod, errs = read_mod(folder)
        errors += errs
        if mod is None:
            continue
        if mod.id in seen:
            if seen[mod.id].path.resolve() != mod.path.resolve():
                errors.append(ContentError(Position(str(folder / MOD_FILE), 1, 1), "id",
                                           f"mod id {mod.id!r} is also used by {seen[mod.id].path}"))
            continue
        seen[mod.id] = mod
        mods.append(mod)
    ordered, order_errors = order_mods(mods)
    return ordered, errors + order_errors


def order_mods(mods: list[Mod]) -> tuple[list[Mod], list[ContentError]]:
    by_id = {m.id: m for m in mods}
    errors, ordered, state = [], [], {}

    def visit(mod: Mod, chain: tuple[str, ...]):
        if state.get(mod.id) == "done":
            return
        if state.get(mod.id) == "visiting":
            errors.append(ContentError(Position(str(mod.path / MOD_FILE), 1, 1), "depends",
                                       "mods depend on each other in a circle: " + " -> ".join(chain + (mod.id,))))
            return
        state[mod.id] = "visiting"
        for dep in sorted(mod.depends):
            if dep not in by_id:
                errors.append(ContentError(Position(str(mod.path / MOD_FILE), 1, 1), "depends",
                                           f"needs mod {dep!r}, which is not installed"))
                continue
            visit(by_id[dep], chain + (mod.id,))
        state[mod.id] = "done"
        ordered.append(mod)

    for mod in sorted(mods, key=lambda m: m.id):
        visit(mod, ())
    return ordered, errors
