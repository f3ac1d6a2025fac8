"""Everything Ascending Empires plugs into the app, the command line and the tests."""

from game.core.registry import ConformancePlan, GameDefinition, Matchup

from . import ABOUT
from .rules.actions import ACTION_CODEC
from .rules.bots import BOTS
from .rules.expert import expert_bot
from .rules.content import CONTENT_SPEC
from .rules.setup import new_state
from .rules.state import AscendingEmpiresState
from .rules.tutorial import RULES as TUTORIAL


def developed_levels(state) -> dict:
    """For --simulate's win rates: each technology level with the players who reached it, and each
    level with the one player who reached it first (the placard balance measure)."""
    colours = list(state.players[0]["tech"])
    reached = {f"{colour} {level}": [p for p in range(state.n) if state.players[p]["tech"][colour] >= level]
               for colour in colours for level in (1, 2, 3)}
    first = {f"{colour} {level} first": [state.first_developers[f"{colour}:{level}"]]
             for colour in colours for level in (1, 2, 3) if f"{colour}:{level}" in state.first_developers}
    return {**reached, **first}


def technologies_to_try(content) -> dict:
    """"Try it": every technology of the placard, named."""
    return {tech.id: f"{tech.name} ({tech.colour} level {tech.level})" for tech in content.technologies}


def level_groups(content, variants=()) -> dict:
    """Every item developed_levels names, grouped by level (and reaching it first apart)."""
    groups = {}
    for tech in content.technologies:
        groups[f"{tech.colour} {tech.level}"] = f"level {tech.level}"
        groups[f"{tech.colour} {tech.level} first"] = f"level {tech.level} first"
    return groups


GAME = GameDefinition(
    about=ABOUT,
    content_spec=CONTENT_SPEC,
    new_state=new_state,
    state_class=AscendingEmpiresState,
    action_codec=ACTION_CODEC,
    bots={**BOTS, "expert": expert_bot},
    table_scene="game.ascending_empires.scenes.board:BoardScene",
    rules_help="game/ascending_empires/rules_help.md",
    owned_items=developed_levels,
    item_groups=level_groups,
    try_items=technologies_to_try,
    gallery="game.ascending_empires.gallery:gallery",
    strength=(Matchup("ai:hard,ai:random", 90), Matchup("ai:hard,ai:easy", 70), Matchup("ai:medium,ai:easy", 60),
              Matchup("ai:expert,ai:hard", 70), Matchup("ai:expert,ai:hard,ai:hard,ai:hard", 40)),
    bench=("game.ascending_empires.bench:bench_rows", "game.ascending_empires.physics.bench:bench_rows",
           "game.ascending_empires.scenes.bench:bench_rows"),
    # Every flick is a physics run: a four-player random game takes most of a minute, so the
    # suite plays two players and the soak four. A random two-player game is thousands of steps:
    # the suite checks the save round trip at every fourth (tests/ascending_empires/test_playout.py
    # checks every step of a shorter game).
    conformance=ConformancePlan(players=(2,), soak_players=(4,), round_trip_every=4),
    tutorial=TUTORIAL,
)
