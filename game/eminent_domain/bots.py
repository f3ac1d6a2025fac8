"""Eminent Domain's computer players by level; `random` is shared by all games (game.core.bots)."""

from .ai.policy import EasyBot

BOTS: dict = {"easy": EasyBot}
