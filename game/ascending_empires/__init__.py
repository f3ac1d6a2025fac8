"""Ascending Empires: flick starships between planet discs, land troops, build and develop."""

from game.core.registry import GameDefinition

from .rules.actions import ACTION_CODEC
from .rules.bots import BOTS
from .rules.content import CONTENT_SPEC
from .rules.setup import new_state
from .rules.state import AscendingEmpiresState


def developed_levels(state) -> dict:
    """For --simulate's win rates: each technology level with the players who reached it, and each
    level with the one player who reached it first (the placard balance measure)."""
    colours = list(state.players[0]["tech"])
    reached = {f"{colour} {level}": [p for p in range(state.n) if state.players[p]["tech"][colour] >= level]
               for colour in colours for level in (1, 2, 3)}
    first = {f"{colour} {level} first": [state.first_developers[f"{colour}:{level}"]]
             for colour in colours for level in (1, 2, 3) if f"{colour}:{level}" in state.first_developers}
    return {**reached, **first}

GAME = GameDefinition(
    id="ascending_empires",
    title="Ascending Empires",
    min_players=2,
    max_players=4,
    pitch="Flick your starships across the galaxy, settle its planets and race up four technology tracks.",
    content_spec=CONTENT_SPEC,
    new_state=new_state,
    state_class=AscendingEmpiresState,
    action_codec=ACTION_CODEC,
    bots=BOTS,
    table_scene="game.ascending_empires.scenes.board:BoardScene",
    rules_help="game/ascending_empires/rules_help.md",
    owned_items=developed_levels,
)
