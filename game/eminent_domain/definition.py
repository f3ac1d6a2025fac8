"""Everything Eminent Domain plugs into the app, the command line and the tests."""

from game.core.registry import GameDefinition, Matchup

from . import ABOUT
from .bots import BOTS
from .content_spec import CONTENT_SPEC
from .rules.actions import ACTION_CODEC
from .rules.setup import new_game
from .rules.state import EminentState
from .rules.tutorial import RULES as TUTORIAL

ESCALATION = ("escalation",)
CARD_PLACES = ("deck", "hand", "discard", "played", "techs")  # where a player's cards are at the end


def owned_items(state) -> dict:
    """At the end: each technology card a player holds (in deck, hand, discard or empire) and each
    face-up planet of their empire, with its owners (for --simulate's per-item win rates)."""
    owners: dict[str, list[int]] = {}
    for player, data in enumerate(state.players):
        held = set()
        for place in CARD_PLACES:
            for uid in data[place]:
                tech = state.cat.cards[state.card_face[uid]].tech
                if tech:
                    held.add(tech)
        held |= {state.planet_def[record["uid"]] for record in data["planets"] if record["up"]}
        for item in sorted(held):
            owners.setdefault(item, []).append(player)
    return owners


def items_to_try(content) -> dict:
    """"Try it": every technology card and planet, named."""
    items = {card.id: f"{card.front.name} (technology, level {card.level})" for card in content.technologies}
    items.update({planet.id: f"{planet.name} ({'start ' if planet.start else ''}planet)" for planet in content.planets})
    return items


def item_groups(content, variants=()) -> dict:
    """Every technology card and planet in a game with these variants: technologies grouped by
    level, start planets apart from the planet deck."""
    expansions = ("base", "escalation") if "escalation" in variants else ("base",)
    removed = {pid for v in content.variants if v.id in variants for pid in v.removes_planets}
    learning = any(v.no_research for v in content.variants if v.id in variants)
    groups = {} if learning else {card.id: f"technologies level {card.level}" for card in content.technologies
                                  if card.expansion in expansions}
    groups.update({planet.id: "start planets" if planet.start else "planets" for planet in content.planets
                   if planet.expansion in expansions and planet.id not in removed})
    return groups

GAME = GameDefinition(
    about=ABOUT,
    content_spec=CONTENT_SPEC,
    new_state=new_game,
    state_class=EminentState,
    action_codec=ACTION_CODEC,
    bots=BOTS,
    table_scene="game.eminent_domain.scenes.table:TableScene",
    rules_help="game/eminent_domain/rules_help.md",
    owned_items=owned_items,
    item_groups=item_groups,
    try_items=items_to_try,
    gallery="game.eminent_domain.gallery:gallery",
    variant_players={5: "escalation"},  # a fifth seat only with Escalation (content: setups players_5)
    strength=(Matchup("ai:hard,ai:random", 90), Matchup("ai:hard,ai:easy", 70), Matchup("ai:medium,ai:easy", 60),
              Matchup("ai:hard,ai:random,ai:random,ai:random", 70),
              Matchup("ai:hard,ai:random", 90, ESCALATION), Matchup("ai:hard,ai:easy", 70, ESCALATION),
              Matchup("ai:medium,ai:easy", 60, ESCALATION),
              Matchup("ai:hard,ai:random,ai:random,ai:random", 70, ESCALATION),
              Matchup("ai:expert,ai:hard", 70), Matchup("ai:expert,ai:hard,ai:hard,ai:hard", 40)),
    bench=("game.eminent_domain.bench:bench_rows", "game.eminent_domain.scenes.bench:bench_rows"),
    tutorial=TUTORIAL,
)
