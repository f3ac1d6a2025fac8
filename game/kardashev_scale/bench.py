"""Kardashev Scale's `--bench` rows. The table scene's frame time comes from scenes/bench.py;
rules rows (random games per second, bot decision times) belong beside it here."""

from __future__ import annotations


def bench_rows() -> list[dict]:
    from .scenes.bench import bench_rows as table_rows

    return table_rows()
