"""Kardashev Scale: secret dials, rock-paper-scissors tokens and a pyramid of advancements.

This module stays light, so the title screen can show the game while its rules load: it holds
ABOUT only. GAME, the whole definition, is in definition.py (imported on first use of GAME)."""

from game.core.registry import GameAbout, definition_on_demand

ABOUT = GameAbout(
    id="kardashev_scale",
    title="Kardashev Scale",
    pitch="Outguess your neighbours' secret dials, gather tokens and build a pyramid from planet to galaxy.",
    min_players=2,
    max_players=6,
    emblem="game.kardashev_scale.scenes.emblem:paint",
)

__getattr__ = definition_on_demand(__name__)  # GAME, from definition.py, on first use
