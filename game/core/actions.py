"""Turning a game's frozen-dataclass actions into plain data for saves and back."""

from __future__ import annotations

import dataclasses


def _plain(value):
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if dataclasses.is_dataclass(value):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def _frozen(value):
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


class ActionCodec:
    """Knows one game's action classes by name."""

    def __init__(self, *classes):
        self._by_name = {cls.__name__: cls for cls in classes}

    def to_dict(self, action) -> dict:
        data = {f.name: _plain(getattr(action, f.name)) for f in dataclasses.fields(action)}
        data["type"] = type(action).__name__
        return data

    def from_dict(self, data: dict):
        if not isinstance(data, dict) or "type" not in data:
            raise ValueError(f"not an action: {data!r}")
        cls = self._by_name.get(data["type"])
        if cls is None:
            raise ValueError(f"unknown action type {data['type']!r}")
        kwargs = {k: _frozen(v) for k, v in data.items() if k != "type"}
        return cls(**kwargs)
