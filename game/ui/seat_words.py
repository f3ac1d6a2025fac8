"""Who plays a seat, in words (pure: table models use it without pygame)."""

from __future__ import annotations

from game.net.remote_session import REMOTE


def plays_elsewhere(seat) -> bool:
    """A person at another screen (a network table): never a computer player, whatever its level."""
    return seat.kind == REMOTE


def seat_detail(seat) -> str:
    """Who plays a seat, in a few words beside its name: nothing for a person at this screen,
    "computer · LEVEL" for a computer player, "at another screen" for a person at a network table."""
    if plays_elsewhere(seat):
        return "at another screen"
    return "" if seat.is_human else f"computer \u00b7 {seat.level}"
