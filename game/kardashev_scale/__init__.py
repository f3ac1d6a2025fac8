"""Kardashev Scale: secret dials, rock-paper-scissors tokens and a pyramid of advancements."""

from game.core.registry import GameDefinition

from .rules.actions import ACTION_CODEC
from .rules.bots import BOTS
from .rules.content import CONTENT_SPEC
from .rules.setup import new_state
from .rules.state import KardashevState

GAME = GameDefinition(
    id="kardashev_scale",
    title="Kardashev Scale",
    min_players=2,
    max_players=6,
    pitch="Outguess your neighbours' secret dials, gather tokens and build a pyramid from planet to galaxy.",
    content_spec=CONTENT_SPEC,
    new_state=new_state,
    state_class=KardashevState,
    action_codec=ACTION_CODEC,
    bots=BOTS,
    table_scene="game.kardashev_scale.scenes.table:TableScene",
    rules_help="game/kardashev_scale/rules_help.md",
    first_player_choice=True,
)
