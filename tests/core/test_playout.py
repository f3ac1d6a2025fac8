"""game.core.playout: playing a state forward, the usual policies, and determinized sampling,
on High Card Duel (tests/core/toygame.py)."""

from __future__ import annotations

import pytest

from game.core.config import GameConfig, Seat
from game.core.engine import TURN_END
from game.core.playout import (MIN_PAIRED, NoEnd, SeatedBots, Stuck, after, clearly_ahead, halved_values, play_out,
                               random_policy, sampled_values, skip_forced)
from game.core.rng import Rng
from tests.core import toygame
from tests.core.toygame import CONTENT, DuelState, PlayCard


def new_duel(players=2, seed=3):
    seats = tuple(Seat(f"P{i}", "ai", "random") for i in range(players))
    return DuelState.new(CONTENT, GameConfig("toy_duel", seats, (), seed))


def test_play_out_plays_to_the_end_and_counts_what_it_did():
    state, seen = new_duel(), []
    done = play_out(state, random_policy(Rng(1)), on_action=lambda s, p, a, events: seen.append(
        (p, a, sum(e.kind == TURN_END for e in events))))
    assert state.is_terminal()
    assert done.actions == len(seen) == 18 and done.turn_ends == sum(t for *_, t in seen) == state.round == 9
    assert [p for p, *_ in seen[:4]] == [0, 1, 0, 1]  # the first of those to act decides first


def test_play_out_stops_after_a_number_of_turns_and_is_reproducible():
    a, b = new_duel(3), new_duel(3)
    assert play_out(a, random_policy(Rng(7)), turns=2).turn_ends == 2
    play_out(b, random_policy(Rng(7)), turns=2)
    assert a.round == 2 and not a.is_terminal() and a.to_dict() == b.to_dict()


def test_play_out_checks_actions_unless_trusted():
    def cheat(state, player, legal):
        return PlayCard(99)

    with pytest.raises(Exception, match="not legal"):
        play_out(new_duel(), cheat)
    state = new_duel()
    play_out(state, lambda s, p, legal: legal[0], turns=1, trusted=True)
    assert state.round == 1


def test_play_out_raises_for_a_game_that_never_ends_or_gets_stuck():
    with pytest.raises(NoEnd, match="no end after 3 actions"):
        play_out(new_duel(), random_policy(Rng(1)), max_actions=3)
    stuck = new_duel()
    stuck.hands[0] = ["?", "?"]  # cards it cannot play
    with pytest.raises(Stuck, match="player 0 must act but has no legal action"):
        play_out(stuck, random_policy(Rng(1)))


def test_skip_forced_asks_only_when_there_is_a_choice():
    asked = []

    def policy(state, player, legal):
        asked.append(len(legal))
        return legal[0]

    state = new_duel()
    state.hands = [[5], [5]]  # one card each: a forced move for both
    state.deck = []
    play_out(state, skip_forced(policy))
    assert asked == [] and state.is_terminal()


def test_seated_bots_see_only_their_own_view():
    seen = []

    class Spy:
        level = "easy"

        def choose(self, view, legal, rng, budget):
            seen.append((view.viewer, budget, view.deck[:1]))
            return legal[0]

    times = []
    play_out(new_duel(), SeatedBots([Spy(), Spy()], [Rng(1), Rng(2)], [0.5, 0.25],
                                    lambda p, bot, legal, seconds: times.append(seconds)), turns=1)
    assert seen == [(0, 0.5, ["?"]), (1, 0.25, ["?"])] and len(times) == 2


def test_after_plays_a_line_on_a_copy():
    state = new_duel()
    card = state.legal_actions(0)[0]
    later = after(state, 0, [card])
    assert later.picks[0] == card.card and state.picks[0] is None


def test_sampled_values_makes_a_fixed_number_of_guesses_and_averages():
    view = new_duel().view(0)
    guesses = []

    def determinize(v, rng):
        guesses.append(rng.random())
        return toygame.determinize(v, rng)

    options = view.legal_actions(0)
    sampled = sampled_values(view, 0, options, determinize=determinize, value=lambda s: float(s.picks[0]),
                             samples=5, rng=Rng(4))
    assert sampled.samples == 5 and len(guesses) == 5
    assert sampled.values == [float(o.card) for o in options]  # each option's own pick, on every guess
    again = sampled_values(view, 0, options, determinize=determinize, value=lambda s: float(s.picks[0]),
                           samples=5, rng=Rng(4))
    assert guesses[:5] == guesses[5:] and again == sampled


def test_sampled_values_stops_at_the_budget_after_a_whole_guess():
    view = new_duel().view(0)
    ticks = iter(range(100))
    sampled = sampled_values(view, 0, view.legal_actions(0), determinize=toygame.determinize,
                             value=lambda s: 1.0, samples=10, rng=Rng(1), budget=1.5,
                             clock=lambda: next(ticks))
    assert sampled.samples == 2 and sampled.values == [1.0] * len(view.legal_actions(0))


class Plays:  # a state where playing an option remembers it
    played = None

    def clone(self):
        return Plays()

    def _apply(self, player, option):
        self.played = option


def test_halving_gives_the_close_options_the_guesses_and_keeps_the_best():
    """Eight options worth 0..7 with noise of +-3 per guess: every option is tried, the worse
    half is dropped each round, and the two best get most of the guesses."""
    options = list(range(8))
    noise = Rng(9)
    worlds = []

    def determinize(view, rng):
        worlds.append(rng.random())
        return view

    def value(s):
        return float(s.played) + noise.uniform(-3.0, 3.0)

    found = halved_values(Plays(), 0, options, determinize=determinize, value=value, evaluations=240, rng=Rng(2))
    assert found.best == 7 and all(found.tried)
    assert found.tried[6] + found.tried[7] > sum(found.tried[:4]), found.tried  # the guesses went where it was close
    assert sum(found.tried) <= 240
    again = halved_values(Plays(), 0, options, determinize=determinize, value=lambda s: float(s.played), evaluations=240,
                          rng=Rng(2))
    assert again.best == 7 and worlds[:len(worlds) // 2] == worlds[len(worlds) // 2:]  # the same guesses for a seed


def test_halving_stops_once_one_option_is_clearly_ahead_and_not_before():
    """`clearly`: a leader many standard errors ahead ends the search within its first round; with
    options this close (0.2 apart, noise +-3) it runs to the end and picks as it would without."""
    noise = Rng(4)
    spread_out = halved_values(Plays(), 0, list(range(6)), determinize=lambda view, rng: view, evaluations=600,
                               rng=Rng(1), clearly=3.0, value=lambda s: 2.0 * s.played + noise.uniform(-1.0, 1.0))
    assert spread_out.decided and spread_out.best == 5
    assert sum(spread_out.tried) < 600 // 3 and len(set(spread_out.tried)) == 1, spread_out.tried  # within round one

    def close(s):
        return 0.2 * s.played + noise.uniform(-3.0, 3.0)

    patient = halved_values(Plays(), 0, list(range(6)), determinize=lambda view, rng: view, evaluations=600,
                            rng=Rng(1), clearly=3.0, value=close)
    assert not patient.decided and sum(patient.tried) > 500, patient.tried


def test_a_clear_lead_counts_the_bonus_and_needs_enough_guesses_in_common():
    seen = [[1.0, 2.0, 1.5] * 4, [0.0, 1.0, 0.5] * 4, [0.9, 1.9, 1.4] * 4]
    assert clearly_ahead(seen, [0.0, 0.0, 0.0], [0, 2, 1], 3.0)  # ahead by 0.1 on every guess: no doubt at all
    assert not clearly_ahead(seen, [0.0, 0.0, 0.2], [0, 2, 1], 3.0), "the bonus puts option 2 ahead"
    assert not clearly_ahead([row[:MIN_PAIRED - 1] for row in seen], [0.0] * 3, [0, 2, 1], 3.0)


def test_halving_stops_at_the_budget_and_judges_what_is_left():
    view = new_duel().view(0)
    options = view.legal_actions(0)
    ticks = iter(range(100))
    found = halved_values(view, 0, options, determinize=toygame.determinize, value=lambda s: float(s.picks[0]),
                          evaluations=1000, rng=Rng(1), budget=2.5, clock=lambda: next(ticks))
    assert sum(found.tried) == 3 * len(options)  # three guesses, then the time was up
    assert options[found.best].card == max(o.card for o in options)


def test_determinized_worlds_hold_every_card_once():
    state = new_duel(3, 9)
    play_out(state, random_policy(Rng(2)), turns=3)
    state.apply(1, state.legal_actions(1)[0])  # a secret pick in the view of player 0
    world = toygame.determinize(state.view(0), Rng(5))
    cards = sorted(world.deck + world.played + [c for h in world.hands for c in h])
    assert cards == sorted(CONTENT.rules.deck())
    assert world.hands[0] == state.hands[0] and world.picks[1] in world.hands[1]
