"""Eminent Domain: build an interstellar empire by choosing roles that every player may follow.

This module stays light, so the title screen can show the game while its rules load: it holds
ABOUT only. GAME, the whole definition, is in definition.py (imported on first use of GAME)."""

from game.core.registry import GameAbout, definition_on_demand

ABOUT = GameAbout(
    id="eminent_domain",
    title="Eminent Domain",
    pitch="Lead a role each turn, let rivals follow or dissent, and grow a deck into an empire.",
    min_players=2,
    max_players=5,
    emblem="game.eminent_domain.scenes.emblem:paint",
)

__getattr__ = definition_on_demand(__name__)  # GAME, from definition.py, on first use
