"""Counted words for what a player reads (the log, prompts, card texts, labels): one rule for
every game, so no text says "1 cards" or leaves the plural to the reader."""

from __future__ import annotations


def counted(count: int, word: str, plural: str = "") -> str:
    """'1 card', '3 cards'; `plural` for a word that does not just add an s: '2 technologies'."""
    return f"{count} {word}" if count == 1 else f"{count} {plural or word + 's'}"
