"""game.core.search: information-set MCTS, on Nim (a tiny game of turns, written here) and on
High Card Duel (tests/core/toygame.py: hidden hands and a simultaneous secret pick)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pytest

from game.core.config import GameConfig, Seat
from game.core.engine import TURN_END, Event, GameState, Pending, ScoreLine, rank_results
from game.core.playout import play_out, random_policy
from game.core.rng import Rng
from game.core.search import SearchGame, search
from tests.core import toygame
from tests.core.toygame import CONTENT, DuelState, PlayCard


# --- Nim: take one or two stones, who takes the last one wins ---------------------------------
@dataclass(frozen=True, order=True)
class Take:
    stones: int


class Nim(GameState):
    game_id = "nim"

    def __init__(self, stones: int, players: int = 2, mover: int = 0):
        self.content, self.stones, self.players, self.mover, self.winner = None, stones, players, mover, None

    def to_act(self):
        return [] if self.is_terminal() else [self.mover]

    def pending(self, player):
        return Pending(player, "take", "Take stones") if player in self.to_act() else None

    def legal_actions(self, player):
        return [Take(n) for n in (1, 2) if n <= self.stones] if player in self.to_act() else []

    def describe(self, action):
        return f"take {action.stones}"

    def _apply(self, player, action):
        self.stones -= action.stones
        if self.stones == 0:
            self.winner = player
        self.mover = (self.mover + 1) % self.players
        return [Event(TURN_END)]

    def is_terminal(self):
        return self.winner is not None

    def outcome(self):
        if self.winner is None:
            return None
        scores = {p: float(p == self.winner) for p in range(self.players)}
        return rank_results(scores, {}, {}, ())

    def projected_score(self, player):
        return (ScoreLine("won", float(player == self.winner)),)

    def view(self, player):
        return self.clone()

    def to_dict(self):
        return {"stones": self.stones, "players": self.players, "mover": self.mover, "winner": self.winner}

    @classmethod
    def from_dict(cls, content, data):
        state = cls(data["stones"], data["players"], data["mover"])
        state.winner = data["winner"]
        return state


def win_shares(state) -> list[float]:
    winners = state.outcome().winners
    players = len(state.outcome().results)
    return [1.0 / len(winners) if p in winners else 0.0 for p in range(players)]


def random_to_the_end(state, rng):
    play_out(state, random_policy(rng), trusted=True)


NIM = SearchGame(determinize=lambda view, rng: view.clone(), rollout=random_to_the_end, rewards=win_shares)


@pytest.mark.parametrize("stones,best", [(4, 1), (5, 2), (7, 1), (8, 2)])
def test_finds_the_winning_move_against_a_rival_who_plays_for_itself(stones, best):
    # Leaving a multiple of three wins. Scoring the rival's moves for the rival is what makes the
    # other move look bad: a rival scored with our reward would let it win too.
    state = Nim(stones)
    result = search(state, 0, state.legal_actions(0), NIM, Rng(1), iterations=3000)
    assert result.action == Take(best)
    assert result.means[Take(best)] > 0.9 > result.means[Take(3 - best)] + 0.3


def test_each_of_three_players_plays_for_itself():
    # Three players, 4 stones, player 0 to move. Taking 2 leaves 2: player 1 takes both and wins.
    # Taking 1 leaves 3: whatever player 1 takes, player 2 takes the rest and wins. Player 0 loses
    # either way against rivals who each play for themselves (a rival scored with our reward
    # would hand us the game), so both moves must be worth nearly nothing.
    state = Nim(4, players=3)
    result = search(state, 0, state.legal_actions(0), NIM, Rng(2), iterations=3000)
    assert max(result.means.values()) < 0.15


def test_stops_once_the_leader_cannot_be_caught():
    state = Nim(5)
    result = search(state, 0, state.legal_actions(0), NIM, Rng(3), iterations=5000)
    assert result.stopped == "decided" and result.iterations < 5000
    assert result.visits[Take(2)] - result.visits[Take(1)] > 5000 - result.iterations


def test_a_lone_move_is_played_without_searching():
    state = Nim(1)
    result = search(state, 0, state.legal_actions(0), NIM, Rng(3), iterations=100)
    assert result.action == Take(1) and result.iterations == 0 and result.stopped == "forced"


def test_the_clock_only_guards():
    ticks = iter(range(1000))
    state = Nim(9)
    result = search(state, 0, state.legal_actions(0), NIM, Rng(3), iterations=500, seconds=4.5,
                    clock=lambda: next(ticks))
    assert result.stopped == "clock" and result.iterations == 5


def test_a_question_dropped_in_the_worker_ends_the_search(monkeypatch):
    """In a table's thinking process an undo or a closed table drops the question: the search
    gives up after the iteration it is in instead of spending the rest of its budget."""
    from game.core import workers

    calls = []
    monkeypatch.setattr(workers, "superseded", lambda: calls.append(1) or len(calls) >= 3)
    state = Nim(9)
    with pytest.raises(workers.Superseded):
        search(state, 0, state.legal_actions(0), NIM, Rng(3), iterations=500)
    assert len(calls) == 3


# --- High Card Duel: hidden hands, a secret simultaneous pick ---------------------------------
def duel(seed=3, players=2):
    seats = tuple(Seat(f"P{i}", "ai", "random") for i in range(players))
    return DuelState.new(CONTENT, GameConfig("toy_duel", seats, (), seed))


def together(state) -> list[int]:
    to_act = state.to_act()
    return to_act if len(to_act) > 1 else []


DUEL = SearchGame(determinize=toygame.determinize, rollout=random_to_the_end, rewards=win_shares,
                  simultaneous=together)
DUEL_IN_TURN = SearchGame(determinize=toygame.determinize, rollout=random_to_the_end, rewards=win_shares)


def last_two_rounds():
    """Deck empty, P1 holds 8 and 2, P2 holds 7 and 1 (all other cards shown), no points yet.
    P1 wins both rounds by matching P2 (high on high, low on low), else they tie: matching pennies,
    worth 0.75 to P1 when both mix evenly, and 0.5 to P1 if P2 could see P1's card first."""
    state = duel()
    state.deck, state.hands, state.scores = [], [[8, 2], [7, 1]], [0, 0]
    shown = CONTENT.rules.deck()
    for card in (8, 2, 7, 1):
        shown.remove(card)
    state.played = shown
    return state


def test_a_simultaneous_pick_is_searched_without_seeing_the_others():
    view = last_two_rounds().view(0)
    legal = view.legal_actions(0)
    decoupled = search(view, 0, legal, DUEL, Rng(5), iterations=3000)
    in_turn = search(view, 0, legal, DUEL_IN_TURN, Rng(5), iterations=3000)
    assert all(0.65 < mean < 0.85 for mean in decoupled.means.values())
    assert all(0.4 < mean < 0.6 for mean in in_turn.means.values())  # the rival answers our card


def test_a_modelled_rival_is_answered():
    # Rivals played as the game's policy would (here: always the high card) meet our best reply.
    view = last_two_rounds().view(0)
    high = SearchGame(determinize=toygame.determinize, rollout=random_to_the_end, rewards=win_shares,
                      simultaneous=together, preferred=lambda state, player, legal, rng: max(legal))
    result = search(view, 0, view.legal_actions(0), high, Rng(5), iterations=400, modelled=1.0)
    assert result.action == PlayCard(8) and result.means[PlayCard(8)] == 1.0 and result.means[PlayCard(2)] == 0.5


def test_duel_choices_are_legal_and_reproducible():
    state = duel(7, 3)
    rng = Rng(11)
    for _ in range(6):
        if state.is_terminal():
            break
        player = state.to_act()[0]
        view, legal = state.view(player), state.legal_actions(player)
        first = search(view, player, legal, DUEL, Rng(21), iterations=200)
        again = search(view, player, legal, DUEL, Rng(21), iterations=200)
        assert first == again and first.action in legal
        state.apply(player, first.action)
        play_out(state, random_policy(rng), turns=1)


def test_searches_only_the_view():
    # Two true states the viewer cannot tell apart (rival hand and deck dealt afresh) give the
    # same view, so the same search: the determinization never reads what the view hides.
    state = duel(9)
    other = toygame.determinize(state.view(0), Rng(4))
    other.rng = state.rng.clone()
    assert other.view(0) == state.view(0) and other.to_dict() != state.to_dict()
    legal = state.legal_actions(0)
    assert search(state.view(0), 0, legal, DUEL, Rng(8), iterations=300) == \
        search(other.view(0), 0, legal, DUEL, Rng(8), iterations=300)


def test_moves_with_one_key_are_one_move():
    state = duel(5)
    state.hands[0] = [4, 6]
    legal = state.legal_actions(0)
    one = SearchGame(determinize=toygame.determinize, rollout=random_to_the_end, rewards=win_shares,
                     key=lambda s, action: "any card")
    result = search(state.view(0), 0, legal, one, Rng(1), iterations=50)
    assert result.stopped == "forced" and result.action == PlayCard(4)


def test_win_chances_add_up_and_follow_the_values():
    from game.core.search import win_chances

    two = win_chances([5.0, 2.0], 3.0)
    assert abs(two[0] - 1 / (1 + math.exp(-1.0))) < 1e-12 and abs(sum(two) - 1.0) < 1e-12
    four = win_chances([0.0, 10.0, 3.0, 3.0], 2.0)
    assert four[1] > four[2] == four[3] > four[0] and abs(sum(four) - 1.0) < 1e-12


def test_a_simultaneous_answer_is_the_best_valued_move_tried_often_enough():
    view = last_two_rounds().view(0)
    result = search(view, 0, view.legal_actions(0), DUEL, Rng(8), iterations=600)
    tried = [key for key, visits in result.visits.items() if visits >= 0.2 * max(result.visits.values())]
    assert result.action == max(tried, key=lambda key: result.means[key])
    assert sum(result.shares.values()) == pytest.approx(1.0)  # the average strategy is still reported
