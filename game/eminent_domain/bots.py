"""Eminent Domain's computer players by level; `random` is shared by all games (game.core.bots)."""

from .ai.expert import ExpertBot
from .ai.policy import EasyBot
from .ai.search import HardBot, MediumBot

BOTS: dict = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot}
