"""Ascending Empires: flick starships between planet discs, land troops, build and develop.

This module stays light, so the title screen can show the game while its rules load: it holds
ABOUT only. GAME, the whole definition, is in definition.py (imported on first use of GAME)."""

from game.core.registry import GameAbout, definition_on_demand

ABOUT = GameAbout(
    id="ascending_empires",
    title="Ascending Empires",
    pitch="Flick your starships across the galaxy, settle its planets and race up four technology tracks.",
    min_players=2,
    max_players=4,
    emblem="game.ascending_empires.scenes.emblem:paint",
)

__getattr__ = definition_on_demand(__name__)  # GAME, from definition.py, on first use
