"""Typed schema nodes that check located YAML values and turn them into frozen definitions.

Each node's `check(value, ctx, path, pos)` returns the built value, or `INVALID` after reporting
what is wrong to `ctx`. Checking never stops at the first problem: every error is collected."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

from .errors import ContentError, Position, did_you_mean, shown
from .yamlfile import LList, LMap

INVALID = object()
_MISSING = object()


class FieldsError(ValueError):
    """Raised by a record's `build` for a problem of some of its fields, named in `keys`: the
    error is located at the one of them a mod set last (else the first), not at the record."""

    def __init__(self, message: str, *keys: str):
        super().__init__(message)
        self.keys = keys


class CheckContext:
    """Collects errors and the references to resolve once every section is known."""

    def __init__(self):
        self.errors: list[ContentError] = []
        self.references: list[tuple[str, Any, str, Position]] = []  # (collection, id, path, pos)

    def error(self, pos: Position, path: str, message: str) -> object:
        self.errors.append(ContentError(pos, path, message))
        return INVALID


def _describe(value) -> str:
    if isinstance(value, LMap):
        return "a mapping"
    if isinstance(value, LList):
        return "a list"
    if value is None:
        return "nothing"
    return shown(value)


def _count_text(least: int, most: int | None, what: str) -> str:
    """`what` is a plural ("items", "entries"); one of them is said in the singular."""
    one = {"items": "item", "entries": "entry"}.get(what, what)
    if most is None:
        return f"at least {least} {one if least == 1 else what}"
    if least == most:
        return f"exactly {least} {one if least == 1 else what}"
    return f"from {least} to {most} {what}"


class Schema:
    description = "a value"

    def check(self, value, ctx: CheckContext, path: str, pos: Position):
        raise NotImplementedError

    def doc(self) -> str:
        return self.description

    def json_schema(self) -> dict:
        """This node as JSON Schema (draft 2020-12, using nothing draft 7 lacks), for editors."""
        return {"description": self.description}

    def json_key(self) -> dict:
        """What a mapping key checked by this node may be, as JSON Schema (keys are text there)."""
        return {"type": "string"}


def _number_text(value) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


@dataclass
class Int(Schema):
    """A whole number within [min, max]. Both bounds are required, so no field is left open to a
    number that would stall or crash a game (a billion starting ships, a negative hand size)."""

    min: int
    max: int

    @property
    def description(self) -> str:
        return f"a whole number from {self.min} to {self.max}"

    def json_schema(self) -> dict:
        return {"type": "integer", "minimum": self.min, "maximum": self.max, "description": self.description}

    def json_key(self) -> dict:
        return {"type": "string", "pattern": "^-?[0-9]+$"}

    def check(self, value, ctx, path, pos):
        if isinstance(value, bool) or not isinstance(value, int):
            return ctx.error(pos, path, f"expected {self.description}, got {_describe(value)}")
        if not self.min <= value <= self.max:
            shown = value if abs(value) < 10 ** 15 else "a number too big to use"
            return ctx.error(pos, path, f"expected {self.description}, got {shown}")
        return value


@dataclass
class Float(Schema):
    """A finite number within [min, max] (`.nan` and `.inf` are always refused); whole numbers
    are accepted and built as floats."""

    min: float
    max: float

    @property
    def description(self) -> str:
        return f"a number from {_number_text(self.min)} to {_number_text(self.max)}"

    def json_schema(self) -> dict:
        return {"type": "number", "minimum": self.min, "maximum": self.max, "description": self.description}

    def check(self, value, ctx, path, pos):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return ctx.error(pos, path, f"expected {self.description}, got {_describe(value)}")
        if isinstance(value, float) and not math.isfinite(value):
            word = "not a number (.nan)" if math.isnan(value) else "infinite (.inf)"
            return ctx.error(pos, path, f"expected {self.description}; the value is {word}")
        if not self.min <= value <= self.max:
            shown = value if abs(value) < 1e15 else "a number too big to use"
            return ctx.error(pos, path, f"expected {self.description}, got {shown}")
        return float(value)


@dataclass
class Str(Schema):
    allow_empty: bool = False
    description = "text"

    def json_schema(self) -> dict:
        return {"type": "string"} if self.allow_empty else {"type": "string", "pattern": "\\S"}

    def check(self, value, ctx, path, pos):
        if not isinstance(value, str):
            return ctx.error(pos, path, f"expected text, got {_describe(value)}")
        if not self.allow_empty and not value.strip():
            return ctx.error(pos, path, "expected text, got an empty string")
        return value


@dataclass
class Bool(Schema):
    description = "true or false"

    def json_schema(self) -> dict:
        return {"type": "boolean"}

    def check(self, value, ctx, path, pos):
        if not isinstance(value, bool):
            return ctx.error(pos, path, f"expected true or false, got {_describe(value)}")
        return value


@dataclass
class Enum(Schema):
    choices: tuple

    def __init__(self, *choices):
        self.choices = tuple(choices)

    @property
    def description(self) -> str:
        return "one of " + ", ".join(map(str, self.choices))

    def json_schema(self) -> dict:
        return {"enum": list(self.choices), "description": self.description}

    def json_key(self) -> dict:
        return {"enum": [str(c) for c in self.choices]}

    def check(self, value, ctx, path, pos):
        if value not in self.choices:
            return ctx.error(pos, path, f"expected {self.description}, got {_describe(value)}"
                             + did_you_mean(value, self.choices))
        return value


@dataclass
class Ref(Schema):
    """The id of an item in another collection; checked once all content is merged."""

    collection: str
    allow_empty: bool = False  # "" is allowed and refers to nothing (e.g. "any colour")

    @property
    def description(self) -> str:
        return f"the id of one of the {self.collection}" + (" (or empty)" if self.allow_empty else "")

    def json_schema(self) -> dict:
        return {"type": "string", "description": self.description, **({} if self.allow_empty else {"minLength": 1})}

    def check(self, value, ctx, path, pos):
        if self.allow_empty and value == "":
            return value
        if not isinstance(value, str) or not value:
            return ctx.error(pos, path, f"expected {self.description}, got {_describe(value)}")
        ctx.references.append((self.collection, value, path, pos))
        return value


@dataclass
class ListOf(Schema):
    item: Schema
    min_items: int = 0
    max_items: int | None = None

    @property
    def description(self) -> str:
        return f"a list of {self.item.description}"

    def json_schema(self) -> dict:
        schema = {"type": "array", "items": self.item.json_schema()}
        if self.min_items:
            schema["minItems"] = self.min_items
        if self.max_items is not None:
            schema["maxItems"] = self.max_items
        return schema

    def check(self, value, ctx, path, pos):
        if not isinstance(value, LList):
            return ctx.error(pos, path, f"expected {self.description}, got {_describe(value)}")
        if len(value) < self.min_items or (self.max_items is not None and len(value) > self.max_items):
            return ctx.error(pos, path, f"expected {_count_text(self.min_items, self.max_items, 'items')}, "
                             f"got {len(value)}")
        built = [self.item.check(v, ctx, f"{path}[{i}]", value.item_pos[i]) for i, v in enumerate(value)]
        return INVALID if any(b is INVALID for b in built) else tuple(built)


@dataclass
class MapOf(Schema):
    """A mapping with free keys (checked by `key`) to values of one schema."""

    key: Schema
    value: Schema
    min_items: int = 0
    max_items: int | None = None

    @property
    def description(self) -> str:
        return f"a mapping of {self.key.description} to {self.value.description}"

    def json_schema(self) -> dict:
        schema = {"type": "object", "propertyNames": self.key.json_key(),
                  "additionalProperties": self.value.json_schema()}
        if self.min_items:
            schema["minProperties"] = self.min_items
        if self.max_items is not None:
            schema["maxProperties"] = self.max_items
        return schema

    def check(self, value, ctx, path, pos):
        if not isinstance(value, LMap):
            return ctx.error(pos, path, f"expected {self.description}, got {_describe(value)}")
        if len(value) < self.min_items or (self.max_items is not None and len(value) > self.max_items):
            return ctx.error(pos, path, f"expected {_count_text(self.min_items, self.max_items, 'entries')}, "
                             f"got {len(value)}")
        built, ok = {}, True
        for k, v in value.items():
            key = self.key.check(k, ctx, f"{path}.{k}", value.key_pos[k])
            val = self.value.check(v, ctx, f"{path}.{k}", value.value_pos[k])
            ok = ok and key is not INVALID and val is not INVALID
            built[key] = val
        return built if ok else INVALID


@dataclass
class Field:
    schema: Schema
    required: bool = True
    default: Any = None
    doc: str = ""


def optional(schema: Schema, default=None, doc: str = "") -> Field:
    return Field(schema, required=False, default=default, doc=doc)


@dataclass
class Record(Schema):
    """A mapping with known keys. Unknown keys are errors with a suggestion; `build` turns the
    checked fields into a definition (a frozen dataclass), else a plain dict is returned."""

    fields: dict[str, Field | Schema]
    build: Callable | None = None
    name: str = "record"
    extra_keys: tuple = ()  # keys allowed but not built (e.g. `replace` in mods)

    @property
    def description(self) -> str:
        return f"a {self.name} (a mapping)"

    def field(self, key: str) -> Field:
        spec = self.fields[key]
        return spec if isinstance(spec, Field) else Field(spec)

    def json_schema(self) -> dict:
        properties, required = {}, []
        for key in self.fields:
            spec = self.field(key)
            schema = spec.schema.json_schema()
            words = spec.doc or ("" if spec.required else f"optional (default {spec.default!r})")
            if words:
                schema = {**schema, "description": f"{schema['description']}; {words}" if "description" in schema
                          else words}
            properties[str(key)] = schema
            if spec.required:
                required.append(str(key))
        properties.update({str(k): {} for k in self.extra_keys})
        schema = {"type": "object", "title": self.name, "properties": properties, "additionalProperties": False}
        if required:
            schema["required"] = required
        return schema

    def check(self, value, ctx, path, pos):
        if not isinstance(value, LMap):
            return ctx.error(pos, path, f"expected {self.description}, got {_describe(value)}")
        ok = True
        for key in value:
            if key not in self.fields and key not in self.extra_keys:
                ok = False
                ctx.error(value.key_pos[key], f"{path}.{key}" if path else str(key),
                          f"unknown key {shown(key)}" + did_you_mean(key, list(self.fields)))
        built = {}
        for key in self.fields:
            spec = self.field(key)
            child = f"{path}.{key}" if path else key
            if key not in value:
                if spec.required:
                    ok = False
                    ctx.error(value.pos, child, f"missing required key {key!r} ({spec.schema.description})")
                else:
                    built[key] = spec.default
                continue
            result = spec.schema.check(value[key], ctx, child, value.value_pos[key])
            ok = ok and result is not INVALID
            built[key] = result
        if not ok:
            return INVALID
        if self.build is None:
            return built
        try:
            return self.build(**built)
        except (ValueError, TypeError) as exc:
            key = _blamed_key(value, getattr(exc, "keys", ()))
            if key is None:
                return ctx.error(value.pos, path, str(exc))
            return ctx.error(value.value_pos[key], f"{path}.{key}" if path else str(key), str(exc))


def _blamed_key(value: LMap, keys) -> str | None:
    """Which key a record's build error is about: of the keys named (else of all), the one a mod
    set last; with none set by a mod, the first key named, or None (the record as a whole)."""
    changed = getattr(value, "changed_by", {})
    named = [k for k in keys if k in value]
    candidates = named or list(value)
    latest = max(candidates, key=lambda k: changed.get(k, 0), default=None)
    if latest is not None and changed.get(latest, 0):
        return latest
    return named[0] if named else None


@dataclass
class Custom(Schema):
    """A schema given by a function `(value, ctx, path, pos) -> built or INVALID`."""

    function: Callable
    description: str = "a value"
    json: dict | None = None  # the same rule as JSON Schema, when it can be said there

    def check(self, value, ctx, path, pos):
        return self.function(value, ctx, path, pos)

    def json_schema(self) -> dict:
        return {**(self.json or {}), "description": self.description}
