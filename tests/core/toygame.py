"""A tiny real game for testing the core without any of the three games: High Card Duel.

Each player holds two cards from a shuffled deck of 1..9 (x2). Every round all players secretly
pick a card at once; the highest card scores 1 point (ties score nothing), picked cards are
discarded and everyone draws back to two. The game ends when the deck cannot refill every hand."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import ActionCodec
from game.core.content.loader import Content
from game.core.engine import TURN_END, Event, GameState, Pending, ScoreLine, rank_results
from game.core.registry import GameDefinition
from game.core.rng import Rng


@dataclass(frozen=True, order=True)
class PlayCard:
    card: int


class DuelState(GameState):
    game_id = "toy_duel"

    def __init__(self, content, players: int, rng: Rng | None):
        self.content = content
        self.rng = rng
        self.deck: list = []
        self.hands: list[list] = [[] for _ in range(players)]
        self.picks: list = [None] * players
        self.scores = [0] * players
        self.round = 0
        self.viewer = None

    @classmethod
    def new(cls, content, config):
        state = cls(content, len(config.seats), Rng(config.seed))
        state.deck = [n for n in range(1, 10) for _ in range(2)]
        state.rng.shuffle(state.deck)
        for hand in state.hands:
            hand.extend(state.deck.pop() for _ in range(2))
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
        return sorted({PlayCard(c) for c in self.hands[player] if c != "?"})

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
                            {p: (float(sum(c for c in h if c != "?")),) for p, h in enumerate(self.hands)},
                            ("cards left in hand",))

    def projected_score(self, player):
        return (ScoreLine("rounds won", float(self.scores[player])),)

    def view(self, player):
        copy = self.clone()
        copy.rng = None
        copy.viewer = player
        copy.deck = ["?"] * len(self.deck)
        for p in range(len(self.hands)):
            if p != player:
                copy.hands[p] = ["?"] * len(self.hands[p])
                copy.picks[p] = None if self.picks[p] is None else "?"
        return copy

    def to_dict(self):
        return {"deck": list(self.deck), "hands": [list(h) for h in self.hands], "picks": list(self.picks),
                "scores": list(self.scores), "round": self.round, "viewer": self.viewer,
                "rng": self.rng.to_list() if self.rng else None}

    @classmethod
    def from_dict(cls, content, data):
        state = cls(content, len(data["hands"]), Rng.from_list(data["rng"]) if data["rng"] else None)
        state.deck = list(data["deck"])
        state.hands = [list(h) for h in data["hands"]]
        state.picks = list(data["picks"])
        state.scores = list(data["scores"])
        state.round = data["round"]
        state.viewer = data["viewer"]
        return state


class HighestCardBot:
    level = "easy"

    def choose(self, view, legal_actions, rng, budget):
        return max(legal_actions)


CONTENT = Content("toy_duel", {}, identity="toy-1")

GAME = GameDefinition(
    id="toy_duel", title="High Card Duel", min_players=2, max_players=4, pitch="A test game.",
    content_spec=None, new_state=DuelState.new, state_class=DuelState,
    action_codec=ActionCodec(PlayCard), bots={"easy": HighestCardBot, "medium": HighestCardBot,
                                              "hard": HighestCardBot})
