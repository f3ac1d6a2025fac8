"""The UI tests' High Card Duel table (duel_table.py) with the busy `expert` of
tests/core/thinking_game.py: a decision that would stop the frame loop dead on a thread."""

from __future__ import annotations

from dataclasses import replace

from tests.core import thinking_game
from tests.ui import duel_table

GAME = replace(duel_table.GAME, bots=thinking_game.GAME.bots)
CONTENT = duel_table.CONTENT
