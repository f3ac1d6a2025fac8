"""Where a card may go in a player's pyramid.

Each tier is a row of adjacent columns, stored as [start_column, [card ids left to right]].
A Stellar card at column x rests on the Planetary cards at x and x+1; a Galactic card at x rests
on the Stellar cards at x and x+1. A new card goes at either end of its row, or anywhere supported
when the row is empty."""

from __future__ import annotations


def new_pyramid() -> list:
    return [[0, []], [0, []], [0, []]]


def legal_columns(pyramid: list, tier: int) -> list[int]:
    start, ids = pyramid[tier]
    if tier == 0:
        return [start - 1, start + len(ids)] if ids else [0]
    below_start, below = pyramid[tier - 1]
    if len(below) < 2:
        return []
    low, high = below_start, below_start + len(below) - 2  # supported columns
    if not ids:
        return list(range(low, high + 1))
    return [c for c in (start - 1, start + len(ids)) if low <= c <= high]


def place(pyramid: list, tier: int, column: int, card_id: str) -> None:
    row = pyramid[tier]
    if not row[1]:
        row[0] = column
        row[1].append(card_id)
    elif column == row[0] - 1:
        row[0] = column
        row[1].insert(0, card_id)
    elif column == row[0] + len(row[1]):
        row[1].append(card_id)
    else:
        raise ValueError(f"column {column} is not at either end of the row")


def cards_of(pyramid: list):
    for _, ids in pyramid:
        yield from ids


def copy_pyramid(pyramid: list) -> list:
    return [[start, list(ids)] for start, ids in pyramid]
