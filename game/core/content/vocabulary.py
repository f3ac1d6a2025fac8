"""A game's closed ability vocabulary: triggers (`when`), conditions (`if`) and effects (`do`).

Each condition and effect is a small frozen dataclass registered under a YAML name; its fields are
its parameters and their annotations are their types. So one registry is at once the vocabulary,
the schema that checks YAML, and the modding reference printed by `--list-effects`.

    vocab = Vocabulary("kardashev_scale")

    @vocab.effect("gain_tokens", "Take tokens of one type from the supply.")
    @dataclass(frozen=True)
    class GainTokens:
        token: Literal["conflict", "trade", "research"] = field(metadata={"doc": "which type"})
        amount: int = field(default=1, metadata={"doc": "how many", "min": 1})

An ability in YAML:  {when: on_buy, if: {has_aspect: {aspect: culture}}, do: {gain_tokens: {token: trade}}}
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass

from .errors import did_you_mean, shown
from .schema import INVALID, Bool, CheckContext, Enum, Field, Float, Int, ListOf, Record, Ref, Schema, Str
from .yamlfile import LMap


# The largest number an effect parameter takes when its effect names no maximum. Cards write 99
# for "any number" (Data Network removes up to 99 cards); a billion would only stall the game.
PARAMETER_MAX = 99


@dataclass(frozen=True)
class Ability:
    when: str
    condition: object | None
    effect: object


@dataclass(frozen=True)
class Entry:
    name: str
    doc: str
    cls: type
    record: Record


def _schema_for(annotation, metadata) -> Schema:
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return Enum(*typing.get_args(annotation))
    if origin in (tuple, list):
        args = [a for a in typing.get_args(annotation) if a is not Ellipsis]
        return ListOf(_schema_for(args[0], {}) if args else Str())
    if annotation is bool:
        return Bool()
    if annotation is int:
        return Int(metadata.get("min", 0), metadata.get("max", PARAMETER_MAX))
    if annotation is float:
        return Float(metadata.get("min", 0.0), metadata.get("max", float(PARAMETER_MAX)))
    if annotation is str:
        if "ref" in metadata:  # the id of an item of another section, "" for none
            return Ref(metadata["ref"], allow_empty=True)
        return Str()
    raise TypeError(f"no schema for parameter type {annotation!r}")


class Vocabulary:
    def __init__(self, game_id: str):
        self.game_id = game_id
        self.triggers: dict[str, str] = {}
        self.conditions: dict[str, Entry] = {}
        self.effects: dict[str, Entry] = {}

    # --- registration ----------------------------------------------------------------------
    def trigger(self, name: str, doc: str) -> None:
        self.triggers[name] = doc

    def _register(self, table: dict, name: str, doc: str):
        def decorate(cls):
            hints = typing.get_type_hints(cls)
            fields = {}
            for f in dataclasses.fields(cls):
                required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
                default = None if required else (f.default if f.default is not dataclasses.MISSING
                                                 else f.default_factory())
                fields[f.name] = Field(_schema_for(hints[f.name], f.metadata), required, default,
                                       f.metadata.get("doc", ""))

            def build(**kwargs):
                return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in kwargs.items()})

            table[name] = Entry(name, doc, cls, Record(fields, build, name=f"'{name}' parameters"))
            cls.vocabulary_name = name
            return cls

        return decorate

    def condition(self, name: str, doc: str):
        return self._register(self.conditions, name, doc)

    def effect(self, name: str, doc: str):
        return self._register(self.effects, name, doc)

    # --- checking --------------------------------------------------------------------------
    def _check_call(self, table: dict, kind: str, value, ctx, path, pos):
        """`{name: {params}}`, or just `name` for one with no required parameter."""
        if isinstance(value, str):
            value_map = LMap()
            value_map.pos, value_map.key_pos, value_map.value_pos = pos, {}, {}
            name, params = value, value_map
            params_pos = pos
        elif isinstance(value, LMap) and len(value) == 1:
            name = next(iter(value))
            params = value[name]
            params_pos = value.value_pos[name]
            if params is None:
                params = LMap()
                params.pos, params.key_pos, params.value_pos = params_pos, {}, {}
        else:
            return ctx.error(pos, path, f"expected one {kind} written as `name` or `name: {{parameters}}`")
        if name not in table:
            hint = did_you_mean(name, table) or (f"; `python3 main.py --list-effects {self.game_id}` lists every "
                                                 f"{kind}, and a new kind of {kind} needs code")
            return ctx.error(pos, path, f"unknown {kind} {shown(name)}{hint}")
        return table[name].record.check(params, ctx, f"{path}.{name}", params_pos)

    def ability_schema(self) -> Schema:
        vocab = self

        class AbilitySchema(Schema):
            description = "an ability (when, optional if, do)"

            def check(self, value, ctx: CheckContext, path, pos):
                shape = Record({"when": Enum(*vocab.triggers), "if": Field(Str(), required=False),
                                "do": Str()}, name="ability")
                if not isinstance(value, LMap):
                    return ctx.error(pos, path, f"expected {self.description}, got a {type(value).__name__}")
                ok = True
                for key in value:
                    if key not in shape.fields:
                        ok = False
                        ctx.error(value.key_pos[key], f"{path}.{key}",
                                  f"unknown key {shown(key)}" + did_you_mean(key, list(shape.fields)))
                for key in ("when", "do"):
                    if key not in value:
                        ok = False
                        ctx.error(value.pos, f"{path}.{key}", f"missing required key {key!r}")
                if not ok:
                    return INVALID
                when = shape.fields["when"].check(value["when"], ctx, f"{path}.when", value.value_pos["when"])
                condition = None
                if "if" in value:
                    condition = vocab._check_call(vocab.conditions, "condition", value["if"], ctx,
                                                  f"{path}.if", value.value_pos["if"])
                effect = vocab._check_call(vocab.effects, "effect", value["do"], ctx,
                                           f"{path}.do", value.value_pos["do"])
                if INVALID in (when, condition, effect):
                    return INVALID
                return Ability(when, condition, effect)

            def json_schema(self) -> dict:
                return {"type": "object", "title": "ability", "required": ["when", "do"], "additionalProperties": False,
                        "properties": {"when": {"enum": list(vocab.triggers), "description": "; ".join(
                                           f"{name}: {doc}" for name, doc in vocab.triggers.items())},
                                       "if": vocab._call_json(vocab.conditions, "condition"),
                                       "do": vocab._call_json(vocab.effects, "effect")}}

        return AbilitySchema()

    @staticmethod
    def _call_json(table: dict, kind: str) -> dict:
        """`name` or `{name: {parameters}}` for each entry of `table`, as JSON Schema."""
        choices = []
        for entry in table.values():
            parameters = entry.record.json_schema()
            if not any(f.required for f in entry.record.fields.values()):
                choices.append({"const": entry.name, "description": entry.doc})
                parameters = {"anyOf": [parameters, {"type": "null"}]}
            choices.append({"type": "object", "description": entry.doc, "required": [entry.name],
                            "additionalProperties": False, "properties": {entry.name: parameters}})
        if not choices:  # a game with no conditions: `if` cannot be used
            return {"description": f"this game has no {kind}s", "not": {}}
        return {"description": f"one {kind}: `name` or `name: {{parameters}}`", "anyOf": choices}

    # --- the modding reference -------------------------------------------------------------
    def describe(self) -> str:
        lines = [f"Ability vocabulary for {self.game_id}",
                 "An ability is: when: TRIGGER, optional if: CONDITION, do: EFFECT.", "", "Triggers (when):"]
        lines += [f"  {name}: {doc}" for name, doc in self.triggers.items()]
        for title, table in (("Conditions (if)", self.conditions), ("Effects (do)", self.effects)):
            lines += ["", f"{title}:"]
            for entry in table.values():
                lines.append(f"  {entry.name}: {entry.doc}")
                for key, spec in entry.record.fields.items():
                    need = "required" if spec.required else f"default {spec.default!r}"
                    lines.append(f"      {key} ({spec.schema.description}; {need}): {spec.doc}")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        def entries(table):
            return {e.name: {"doc": e.doc, "parameters": {
                k: {"type": f.schema.description, "required": f.required, "default": f.default, "doc": f.doc}
                for k, f in e.record.fields.items()}} for e in table.values()}

        return {"game": self.game_id, "triggers": dict(self.triggers),
                "conditions": entries(self.conditions), "effects": entries(self.effects)}
