"""Everything Eminent Domain plugs into the app, the command line and the tests."""

from game.core.registry import GameDefinition, Matchup

from . import ABOUT
from .bots import BOTS
from .content_spec import CONTENT_SPEC
from .rules.actions import ACTION_CODEC
from .rules.setup import new_game
from .rules.state import EminentState

ESCALATION = ("escalation",)

GAME = GameDefinition(
    about=ABOUT,
    content_spec=CONTENT_SPEC,
    new_state=new_game,
    state_class=EminentState,
    action_codec=ACTION_CODEC,
    bots=BOTS,
    table_scene="game.eminent_domain.scenes.table:TableScene",
    rules_help="game/eminent_domain/rules_help.md",
    variant_players={5: "escalation"},  # a fifth seat only with Escalation (content: setups players_5)
    strength=(Matchup("ai:hard,ai:random", 90), Matchup("ai:hard,ai:easy", 70), Matchup("ai:medium,ai:easy", 60),
              Matchup("ai:hard,ai:random,ai:random,ai:random", 70),
              Matchup("ai:hard,ai:random", 90, ESCALATION), Matchup("ai:hard,ai:easy", 70, ESCALATION),
              Matchup("ai:medium,ai:easy", 60, ESCALATION),
              Matchup("ai:hard,ai:random,ai:random,ai:random", 70, ESCALATION),
              Matchup("ai:expert,ai:hard", 70), Matchup("ai:expert,ai:hard,ai:hard,ai:hard", 40)),
    bench=("game.eminent_domain.bench:bench_rows", "game.eminent_domain.scenes.bench:bench_rows"),
)
