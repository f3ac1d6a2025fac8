"""Eminent Domain: build an interstellar empire by choosing roles that every player may follow."""

from game.core.registry import GameDefinition

from .bots import BOTS
from .content_spec import CONTENT_SPEC
from .rules.actions import ACTION_CODEC
from .rules.setup import new_game
from .rules.state import EminentState

GAME = GameDefinition(
    id="eminent_domain", title="Eminent Domain", min_players=2, max_players=5,
    pitch="Lead a role each turn, let rivals follow or dissent, and grow a deck into an empire.",
    content_spec=CONTENT_SPEC, new_state=new_game, state_class=EminentState, action_codec=ACTION_CODEC,
    bots=BOTS, table_scene="game.eminent_domain.scenes.table:TableScene",
    rules_help="game/eminent_domain/rules_help.md",
    variant_players={5: "escalation"})  # a fifth seat only with Escalation (content: setups players_5)
