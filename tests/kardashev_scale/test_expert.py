"""The expert bot (rules/bots_expert.py): it searches guesses of what its view hides, never the
true state, chooses legal actions only and is reproducible for a seed. A small iteration count
keeps these quick; the calibrated count only changes how long it thinks."""

from collections import Counter

from game.core.bots import make_bot
from game.core.rng import Rng
from game.kardashev_scale import GAME
from game.kardashev_scale.rules.bots import HardBot
from game.kardashev_scale.rules.bots_expert import determinize
from game.kardashev_scale.rules.state import HIDDEN
from game.kardashev_scale.rules.terms import PICKS

from .helpers import all_cards, new_game


def expert(iterations=24):
    bot = make_bot(GAME, "expert")
    bot.iterations = iterations
    return bot


def positions(players, seed, every=3):
    """States met in a game of hard bots, with the player asked (every few decisions)."""
    state, bot, rng = new_game([f"P{i}" for i in range(players)], seed), HardBot(), Rng(seed)
    found, step = [], 0
    while not state.is_terminal():
        to_act = state.to_act()
        player = to_act[-1]  # at the Summit the last seat to pick sees the others' hidden dials
        legal = state.legal_actions(player)
        if len(legal) > 1 and step % every == 0:
            found.append((state.clone(), player))
        step += 1
        state.apply(player, bot.choose(state.view(player), legal, rng, 1.0))
    return found


def reshuffled(state, viewer, rng):
    """A true state the viewer cannot tell from `state`: decks reshuffled, rivals' set dials changed."""
    other = state.clone()
    for deck in other.decks:
        rng.shuffle(deck)
    if other.phase == "summit":
        other.picks = [pick if q == viewer or pick is None else PICKS[rng.randrange(len(PICKS))]
                       for q, pick in enumerate(other.picks)]
    other.rng = Rng(rng.randrange(1 << 30))
    return other


def test_a_guess_holds_the_unseen_cards_and_undoes_hidden_dials():
    state, viewer = next((s, p) for s, p in positions(3, 4) if s.phase == "summit" and HIDDEN in s.view(p).picks)
    world = determinize(state.view(viewer), Rng(2))
    assert Counter(all_cards(world)) == Counter(all_cards(state))
    assert [len(d) for d in world.decks] == [len(d) for d in state.decks]
    assert world.picks == [None if pick == HIDDEN else pick for pick in state.view(viewer).picks]
    assert world.decks != state.decks and world.viewer == -1


def test_the_choice_ignores_what_the_view_hides():
    bot, checked, summits = expert(), 0, 0
    for players, seed in ((2, 3), (3, 5)):
        for state, player in positions(players, seed, every=9)[:6]:
            other = reshuffled(state, player, Rng(seed))
            assert other.view(player) == state.view(player) and other.to_dict() != state.to_dict()
            a = bot.choose(state.view(player), state.legal_actions(player), Rng(seed), 60.0)
            b = bot.choose(other.view(player), other.legal_actions(player), Rng(seed), 60.0)
            assert a == b
            checked += 1
            summits += state.phase == "summit" and HIDDEN in state.view(player).picks
    assert checked >= 10 and summits >= 2


def test_plays_legal_actions_reproducibly_at_two_and_four_players():
    def play(players, seed, rounds):
        state = new_game([f"P{i}" for i in range(players)], seed)
        bots = [expert(16) if p == 0 else HardBot() for p in range(players)]
        rngs = [Rng(seed + p) for p in range(players)]
        actions = []
        while not state.is_terminal() and state.round <= rounds:
            player = state.to_act()[0]
            legal = state.legal_actions(player)
            action = bots[player].choose(state.view(player), legal, rngs[player], 60.0)
            assert action in legal
            actions.append((player, action))
            state.apply(player, action)
        return actions

    for players in (2, 4):
        first = play(players, 7, 6)
        assert first == play(players, 7, 6)
        assert sum(1 for player, _ in first if player == 0) >= 6
