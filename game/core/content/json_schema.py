"""JSON Schemas of a game's content files, made from the schema the loader checks with, so an
editor (VS Code's YAML extension, any yaml-language-server) completes and checks mod files.

`--schema GAME` prints {file name: schema} for each of the game's built-in files, plus mod.yaml.
Any section may stand in any file (the loader reads them all), so each file's schema takes every
section; its description says which sections the built-in file holds. The mod keys are in too:
`replace: true` (a collection item given whole; a single section given in part) and
`remove: true` (a collection item given by its id alone)."""

from __future__ import annotations

import copy
from pathlib import Path

from .loader import BUILTIN_CONTENT, Collection, ContentSpec
from .mods import mod_record
from .yamlfile import LMap, load_yaml_file

DRAFT = "https://json-schema.org/draft/2020-12/schema"
_FLAG = {"type": "boolean"}


def _required_unless(flag: str, required: list, when_set: list) -> dict:
    """Keys required unless `flag: true` is given, then only `when_set`."""
    return {"if": {"properties": {flag: {"const": True}}, "required": [flag]},
            "then": {"required": when_set} if when_set else {}, "else": {"required": required}}


def collection_item_schema(section: Collection) -> dict:
    schema = copy.deepcopy(section.item.json_schema())
    required = schema.pop("required", [])
    schema["properties"].update(replace={**_FLAG, "description": "a mod changing an item that exists: give it whole"},
                                remove={**_FLAG, "description": "a mod taking this item out: give only its id"})
    schema.update(_required_unless("remove", required, [section.id_field]))
    return schema


def single_schema(section) -> dict:
    schema = copy.deepcopy(section.record.json_schema())
    required = schema.pop("required", [])
    schema["properties"]["replace"] = {**_FLAG, "description": "a mod changing this section: give only the keys it "
                                                               "changes"}
    schema.update(_required_unless("replace", required, []))
    return schema


def section_schema(section) -> dict:
    if isinstance(section, Collection):
        schema = {"type": "array", "items": collection_item_schema(section),
                  "description": f"a list of {section.item.name} items"}
        if section.max_items is not None:
            schema["description"] += f" (at most {section.max_items} in all)"
        return schema
    return single_schema(section)


def sections_in(path: Path) -> list[str]:
    """The sections one built-in file gives (its top-level keys)."""
    value, _ = load_yaml_file(path)
    return [str(k) for k in value] if isinstance(value, LMap) else []


def file_schema(spec: ContentSpec, file_name: str, usual: list[str]) -> dict:
    where = f"; the built-in {file_name} holds {', '.join(usual)}" if usual else ""
    return {"$schema": DRAFT, "title": f"{spec.game_id}: {file_name}",
            "description": f"a {spec.game_id} content file: a mapping of section names{where}",
            "type": "object", "additionalProperties": False,
            "properties": {name: section_schema(section) for name, section in spec.sections.items()}}


def mod_file_schema() -> dict:
    schema = {"$schema": DRAFT, **mod_record(Path(".")).json_schema(), "title": "mod.yaml",
              "description": "who a mod is: id and version, and optionally name, description and the mods it needs"}
    schema["properties"]["version"] = {"type": ["string", "number"], "description": "the mod's version, e.g. \"1.0\""}
    return schema


def game_schemas(spec: ContentSpec, content_root: Path = BUILTIN_CONTENT) -> dict:
    """{file name: JSON Schema} for each of the game's built-in content files, and mod.yaml."""
    folder = Path(content_root) / spec.game_id
    files = sorted(p for p in folder.glob("*.yaml") if not p.name.startswith("."))
    schemas = {path.name: file_schema(spec, path.name, sections_in(path)) for path in files}
    schemas["mod.yaml"] = mod_file_schema()
    return schemas
