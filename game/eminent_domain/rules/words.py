"""Counted words in the rules' texts (the log, prompts, labels): "1 fighter", "3 fighters"."""

from __future__ import annotations


def counted(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
