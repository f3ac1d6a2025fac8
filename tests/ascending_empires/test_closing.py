"""A leading expert wants the game to end: only taking the last VP token ends it, so a won game
with nobody taking tokens would go on for ever (seen in bot games: a four-player table stuck
for 140 rounds with 8 tokens left)."""

from game.ascending_empires.rules.actions import EndAction, EndTurn, Mine, Recruit
from game.ascending_empires.rules.evaluate import WEIGHTS, evaluate
from game.ascending_empires.rules.expert import EXPERT, ExpertBot
from game.core.playout import after
from game.core.rng import Rng

from .helpers import blank, home, occupy, planets

MINED = 2  # troops a Mine takes for 1 VP


def _endgame(lead: int):
    """Player 0 holds a planet nobody blockades with a colony and two troops there, has no piece
    left to build and is `lead` VP tokens ahead; 4 tokens are left in the pool."""
    state = blank(2)
    planet = planets(state)[0]
    occupy(state, planet, 0, troop=MINED, colony=1)
    state.players[0].update(colonies=0, cities=0, facilities=0)
    state.players[0]["tokens"] = 20 + max(lead, 0)
    state.players[1]["tokens"] = 20 - min(lead, 0)
    state.vp_pool = 4
    return state, planet


def _gain_of_mining(state, planet, weights) -> float:
    mined = after(state, 0, [Mine(planet, MINED)], trusted=True)
    mined.apply(0, EndTurn())
    return evaluate(mined, 0, weights) - evaluate(state, 0, weights)


def test_a_token_taken_is_worth_more_to_a_player_well_ahead():
    state, planet = _endgame(lead=12)
    assert _gain_of_mining(state, planet, EXPERT.evaluation) > _gain_of_mining(state, planet, WEIGHTS) + 0.2


def test_a_player_behind_does_not_hurry_the_end():
    state, planet = _endgame(lead=-12)
    assert _gain_of_mining(state, planet, EXPERT.evaluation) == _gain_of_mining(state, planet, WEIGHTS)


def _turn(bot, state, rng) -> list:
    """The expert's steps until its turn ends."""
    steps = []
    while state.current == 0 and not state.is_terminal():
        action = bot.choose(state.view(0), state.legal_actions(0), rng, 0.3)
        steps.append(action)
        state.apply(0, action)
    return steps


def test_a_leading_expert_recruits_where_it_can_mine_then_mines():
    state, planet = _endgame(lead=12)
    occupy(state, planet, 0, colony=1)  # no troop there yet; two in the supply
    state.players[0]["troops"] = 2
    state.disc(home(state, 0))["items"]["troop"] = 0
    bot, rng = ExpertBot(), Rng(5)
    recruited = [a for a in _turn(bot, state, rng) if isinstance(a, Recruit)]
    assert recruited == [Recruit(planet), Recruit(planet)]
    state.current, state.phase = 0, "action"  # the opponent's turn changes nothing here
    assert _turn(bot, state, rng)[0] == Mine(planet, MINED)
