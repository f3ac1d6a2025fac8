"""A tiny real game for testing the core without any of the three games: High Card Duel.

Each player holds two cards from a shuffled deck of 1..9 (x2). Every round all players secretly
pick a card at once; the highest card scores 1 point (ties score nothing), picked cards are
discarded face up and everyone draws back to two. The game ends when the deck cannot refill
every hand. The deck and the hand size are content (rules.yaml: tests/core/content_fixtures/).

It is also a whole fourth game as a game author writes one: it declares everything a game plugs
in (ABOUT and GAME below) and is registered only inside the tests that need it
(`registry.GAME_MODULES["toy_duel"] = "tests.core.toygame"`; tests/core/test_fourth_game.py)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from game.core.actions import ActionCodec
from game.core.content.loader import Content, ContentSpec, Single
from game.core.content.schema import Int, Record
from game.core.engine import TURN_END, Event, GameState, Pending, ScoreLine, rank_results
from game.core.playout import play_out, random_policy, sampled_values
from game.core.registry import GameAbout, GameDefinition, Matchup
from game.core.rng import Rng

CONTENT_ROOT = Path(__file__).parent / "content_fixtures"  # its content folder is CONTENT_ROOT / "toy_duel"
UNSEEN = "?"


@dataclass(frozen=True, order=True)
class PlayCard:
    card: int


@dataclass(frozen=True)
class DuelRules:
    highest_card: int
    copies: int
    hand_size: int

    def deck(self) -> list[int]:
        return [n for n in range(1, self.highest_card + 1) for _ in range(self.copies)]


CONTENT_SPEC = ContentSpec("toy_duel", {"rules": Single(Record(
    {"highest_card": Int(2, 20), "copies": Int(1, 4), "hand_size": Int(1, 5)}, build=DuelRules, name="rules"))})
CONTENT = Content("toy_duel", {"rules": DuelRules(9, 2, 2)}, identity="toy-1")


class DuelState(GameState):
    game_id = "toy_duel"

    def __init__(self, content, players: int, rng: Rng | None):
        self.content = content
        self.rng = rng
        self.deck: list = []
        self.hands: list[list] = [[] for _ in range(players)]
        self.picks: list = [None] * players
        self.played: list[int] = []  # every card shown so far, in order (public)
        self.scores = [0] * players
        self.round = 0
        self.viewer = None

    @classmethod
    def new(cls, content, config):
        state = cls(content, len(config.seats), Rng(config.seed))
        state.deck = content.rules.deck()
        state.rng.shuffle(state.deck)
        for hand in state.hands:
            hand.extend(state.deck.pop() for _ in range(content.rules.hand_size))
        return state

    def to_act(self):
        if self.is_terminal():
            return []
        return [p for p, pick in enumerate(self.picks) if pick is None]

    def pending(self, player):
        return Pending(player, "pick", "Pick a card") if player in self.to_act() else None

    def legal_actions(self, player):
        if player not in self.to_act():
            return []
        return sorted({PlayCard(c) for c in self.hands[player] if c != UNSEEN})

    def describe(self, action) -> str:
        return f"pick the {action.card}"

    def _apply(self, player, action):
        self.picks[player] = action.card
        events = [Event("picked", f"Player {player + 1} picks a card", player)]
        if any(p is None for p in self.picks):
            return events
        best = max(self.picks)
        winners = [p for p, c in enumerate(self.picks) if c == best]
        if len(winners) == 1:
            self.scores[winners[0]] += 1
        events.append(Event("revealed", f"Cards shown: {self.picks}", None, barrier=True))
        for p, card in enumerate(self.picks):
            self.hands[p].remove(card)
        self.played.extend(self.picks)
        self.picks = [None] * len(self.picks)
        if len(self.deck) >= len(self.hands):
            for hand in self.hands:
                hand.append(self.deck.pop())
        self.round += 1
        events.append(Event(TURN_END, "", None))
        return events

    def is_terminal(self):
        return any(len(h) == 0 for h in self.hands)

    def outcome(self):
        if not self.is_terminal():
            return None
        scores = {p: float(s) for p, s in enumerate(self.scores)}
        return rank_results(scores, {p: (ScoreLine("rounds won", s),) for p, s in scores.items()},
                            {p: (float(sum(c for c in h if c != UNSEEN)),) for p, h in enumerate(self.hands)},
                            ("cards left in hand",))

    def projected_score(self, player):
        return (ScoreLine("rounds won", float(self.scores[player])),)

    def view(self, player):
        copy = self.clone()
        copy.rng = None
        copy.viewer = player
        copy.deck = [UNSEEN] * len(self.deck)
        for p in range(len(self.hands)):
            if p != player:
                copy.hands[p] = [UNSEEN] * len(self.hands[p])
                copy.picks[p] = None if self.picks[p] is None else UNSEEN
        return copy

    def progress(self):
        return {"round": self.round}

    def to_dict(self):
        return {"deck": list(self.deck), "hands": [list(h) for h in self.hands], "picks": list(self.picks),
                "played": list(self.played), "scores": list(self.scores), "round": self.round,
                "viewer": self.viewer, "rng": self.rng.to_list() if self.rng else None}

    @classmethod
    def from_dict(cls, content, data):
        state = cls(content, len(data["hands"]), Rng.from_list(data["rng"]) if data["rng"] else None)
        state.deck = list(data["deck"])
        state.hands = [list(h) for h in data["hands"]]
        state.picks = list(data["picks"])
        state.played = list(data["played"])
        state.scores = list(data["scores"])
        state.round = data["round"]
        state.viewer = data["viewer"]
        return state


def determinize(view: DuelState, rng: Rng) -> DuelState:
    """A full state consistent with `view`: the cards it has not seen dealt at random to the
    rivals' hands (a rival's secret pick is one of them) and the deck."""
    state = view.clone()
    me = view.viewer
    unseen = Counter(view.content.rules.deck())
    unseen.subtract(view.played)
    unseen.subtract(view.hands[me])  # a card picked stays in its hand until the reveal
    pool = sorted(unseen.elements())
    rng.shuffle(pool)
    for p, hand in enumerate(state.hands):
        if p != me:
            state.hands[p] = [pool.pop() for _ in hand]
            if state.picks[p] == UNSEEN:
                state.picks[p] = state.hands[p][rng.randrange(len(hand))]
    state.deck = [pool.pop() for _ in state.deck]
    state.rng, state.viewer = rng.fork(), None
    return state


class HighestCardBot:
    """Plays its highest card."""

    def __init__(self, level: str = "easy"):
        self.level = level

    def choose(self, view, legal_actions, rng, budget):
        return max(legal_actions)


class SampledBot:
    """Guesses the unseen cards a few times, plays each card out to the end at random on every
    guess, and keeps the card with the best average margin over the best rival."""

    level = "hard"
    samples = 8

    def choose(self, view, legal_actions, rng, budget):
        me = view.viewer

        def margin(state):
            play_out(state, random_policy(rng), trusted=True)
            return state.scores[me] - max(s for p, s in enumerate(state.scores) if p != me)

        sampled = sampled_values(view, me, legal_actions, determinize=determinize, value=margin,
                                 samples=self.samples, rng=rng, budget=budget)
        return legal_actions[max(range(len(legal_actions)), key=lambda i: (sampled.values[i], i))]


def paint_emblem(surface, centre: float, radius: float) -> None:
    """Two cards side by side, the higher one in front."""
    import pygame

    for dx, colour in ((-0.35, (90, 110, 150)), (0.1, (240, 200, 90))):
        card = pygame.Rect(0, 0, radius * 0.8, radius * 1.15)
        card.center = (centre + dx * radius, centre)
        pygame.draw.rect(surface, colour, card, border_radius=int(radius * 0.1))


def bench_rows() -> list[dict]:
    from game.bench import random_games_per_second, row

    return [row("random full games per second, 2 players", random_games_per_second("toy_duel", CONTENT, 2, 0.2), "/s")]


ABOUT = GameAbout(id="toy_duel", title="High Card Duel", pitch="Pick a card in secret; the highest takes the round.",
                  min_players=2, max_players=4, emblem="tests.core.toygame:paint_emblem")

GAME = GameDefinition(
    about=ABOUT, content_spec=CONTENT_SPEC, new_state=DuelState.new, state_class=DuelState,
    action_codec=ActionCodec(PlayCard),
    bots={"easy": partial(HighestCardBot, "easy"), "medium": partial(HighestCardBot, "medium"), "hard": SampledBot},
    strength=(Matchup("ai:hard,ai:random", 60), Matchup("ai:hard,ai:easy", 50)),
    bench=("tests.core.toygame:bench_rows",))
