"""Kardashev Scale: secret dials, rock-paper-scissors tokens and a pyramid of advancements."""

from game.core.registry import GameDefinition

from .rules.actions import ACTION_CODEC
from .rules.bots import BOTS
from .rules.content import CONTENT_SPEC
from .rules.setup import new_state
from .rules.state import KardashevState


def owned_cards(state) -> dict:
    """Each card in a pyramid at the end, with its owner (for --simulate's per-card win rates)."""
    return {card.id: [player] for player in range(state.n) for card in state.cards_of(player)}

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
    owned_items=owned_cards,
)
