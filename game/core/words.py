"""Counted words for what a player reads (the log, prompts, card texts, labels): one rule for
every game, so no text says "1 cards" or leaves the plural to the reader."""

from __future__ import annotations


ANY_NUMBER = 20  # a limit this high is a card's "any number" (content writes 99)


def counted(count: int, word: str, plural: str = "") -> str:
    """'1 card', '3 cards'; `plural` for a word that does not just add an s: '2 technologies'."""
    return f"{count} {word}" if count == 1 else f"{count} {plural or word + 's'}"


def up_to(count: int, word: str, plural: str = "") -> str:
    """'up to 2 cards', or 'any number of cards' for a limit that stands for none."""
    return f"any number of {plural or word + 's'}" if count >= ANY_NUMBER else f"up to {counted(count, word, plural)}"
