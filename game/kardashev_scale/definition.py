"""Everything Kardashev Scale plugs into the app, the command line and the tests."""

from game.core.registry import GameDefinition, Matchup

from . import ABOUT
from .rules.actions import ACTION_CODEC
from .rules.bots import BOTS
from .rules.bots_expert import ExpertBot
from .rules.content import CONTENT_SPEC
from .rules.setup import new_state
from .rules.state import KardashevState
from .rules.tutorial import RULES as TUTORIAL


def owned_cards(state) -> dict:
    """Each card in a pyramid at the end, with its owner (for --simulate's per-card win rates)."""
    return {card.id: [player] for player in range(state.n) for card in state.cards_of(player)}


def cards_to_try(content) -> dict:
    """"Try it": every card, named."""
    return {card.id: f"{card.name} ({card.tier} card)" for card in content.cards}


def card_tiers(content, variants=()) -> dict:
    """Every card with its tier: a card is compared with the cards of its own tier."""
    return {card.id: card.tier for card in content.cards}


GAME = GameDefinition(
    about=ABOUT,
    content_spec=CONTENT_SPEC,
    new_state=new_state,
    state_class=KardashevState,
    action_codec=ACTION_CODEC,
    bots={**BOTS, "expert": ExpertBot},
    table_scene="game.kardashev_scale.scenes.table:TableScene",
    rules_help="game/kardashev_scale/rules_help.md",
    first_player_choice=True,
    owned_items=owned_cards,
    item_groups=card_tiers,
    try_items=cards_to_try,
    gallery="game.kardashev_scale.gallery:gallery",
    strength=(Matchup("ai:hard,ai:random", 90), Matchup("ai:hard,ai:easy", 70), Matchup("ai:medium,ai:easy", 60),
              Matchup("ai:hard,ai:random,ai:random,ai:random", 70), Matchup("ai:hard,ai:easy,ai:easy,ai:easy", 45),
              Matchup("ai:expert,ai:hard", 70), Matchup("ai:expert,ai:hard,ai:hard,ai:hard", 40)),
    bench=("game.kardashev_scale.bench:bench_rows", "game.kardashev_scale.scenes.bench:bench_rows"),
    tutorial=TUTORIAL,
)
