"""The expert bot: information-set MCTS (game.core.search) over guesses of the decks and dials.

What a player cannot see in Kardashev Scale is the order of the three decks and the dials rivals
have already set this Summit. A guess deals each deck afresh from the cards of its tier that are
in no market and no pyramid, and turns every hidden dial back to unset: those rivals then decide
in the search at the same moment as this player, which is what they did (none of them saw this
player's dial). The Summit is searched as one simultaneous decision, buying, paying and the rest
in turn (game.core.search). At the Summit a rival in the tree mostly sets the dial the hard bot
would set in its place (an opponent model: a sensible player's likely pick, read from what is
public), otherwise it picks by regret matching, which keeps the expert's own dial a mix rather
than a reply to one guess. The hard bot's choice also guides the tree's other decisions. From a
new node every seat goes on with the easy bot for a few rounds (cheap, so the search makes more
iterations), and the position is valued for each player, as the hard bot values what it buys:
VP the game would count now, abilities still to pay off and tokens at what they are worth to
that player, against the best rival's, mapped to a win chance. A finished game counts as a win,
a shared win or a loss."""

from __future__ import annotations

import math

from game.core.playout import play_out, skip_forced
from game.core.search import SearchGame, search

from .bots import EasyBot, HardBot, MediumBot, holding_value, ongoing_value, rounds_left, token_values
from .pyramid import legal_columns
from .state import HIDDEN
from .terms import TIERS

# Iterations per decision by table size, calibrated so that a decision takes about a second of one
# core of the development machine (game/README.md, "The expert level").
ITERATIONS = {2: 300, 3: 220, 4: 170, 5: 140, 6: 120}
GROWTH = 0.6  # an end-game ability's expected growth, early in the game (as the hard bot has it)
OPEN_ROW = 0.6  # a row above that may take a card, early in the game
CLOCK_GUARD = 2.5  # stop anyway after this many times the thinking budget


def determinize(view, rng):
    """A full state the viewer cannot tell from the real one (see the module's docstring)."""
    world = view.clone()
    placed = {card_id for row in view.market for card_id in row if card_id is not None}
    placed.update(card_id for pyramid in view.pyramids for _, ids in pyramid for card_id in ids)
    for tier, name in enumerate(TIERS):
        unseen = [card.id for card in view.content.cards if card.tier == name and card.id not in placed]
        rng.shuffle(unseen)
        world.decks[tier] = unseen[:len(view.decks[tier])]
    world.picks = [None if pick == HIDDEN else pick for pick in view.picks]
    world.viewer = -1
    world.rng = rng.fork()
    return world


def summit_players(s) -> list[int]:
    """Who sets a dial now: all of them decide at once, in secret."""
    return s.to_act() if s.phase == "summit" else []


def position_value(s, p: int) -> float:
    """What p holds, in VP, valued as the hard bot values a card it buys: VP as the game would
    count it now, the ongoing abilities over the rounds likely left, end-game abilities' room to
    grow, the upper rows p may build on, and p's tokens at what they are worth to p."""
    left = rounds_left(s)
    value = sum(line.points for line in s.projected_score(p))
    for card in s.cards_of(p):
        for ability in card.abilities:
            if ability.when == "ongoing":
                value += ongoing_value(ability, left)
            elif ability.when == "game_end":
                value += GROWTH * min(1.0, left / 6)
    for tier in (1, 2):
        if legal_columns(s.pyramids[p], tier):
            value += OPEN_ROW * min(1.0, left / 5)
    values = [v * HardBot.thrift for v in token_values(s, p)]
    return value + holding_value(s.tokens[p], values, s.modifiers(p).token_limit)


def win_chances(s, scale: float) -> list[float]:
    """Each player's reward in [0, 1]: the result of a finished game, else a win chance read
    from the margin of their position value over the best rival's (`scale` VP of lead make 73%)."""
    n = s.n
    if s.is_terminal():
        winners = s.outcome().winners
        return [1.0 / len(winners) if p in winners else 0.0 for p in range(n)]
    values = [position_value(s, p) for p in range(n)]
    out = []
    for p in range(n):
        rival = max(values[q] for q in range(n) if q != p)
        out.append(1.0 / (1.0 + math.exp(-(values[p] - rival) / scale)))
    return out


ROLLOUT_BOTS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def bot_policy(bot, rng):
    """A bot for every seat, on the guessed state (the bots read nothing a view hides)."""
    return skip_forced(lambda s, player, legal: bot.choose(s, legal, rng, 0.0))


class ExpertBot:
    """Searches for `iterations` iterations (by table size when None), stopping early when the
    choice is settled; `budget` seconds only cap the time (CLOCK_GUARD times it)."""

    level = "expert"
    horizon = 2  # rounds played on after the tree, before the position is valued
    rollout_bot = "easy"  # who plays those rounds, for every seat
    model_bot = "hard"  # whose choice guides the tree, and models rivals at the Summit
    modelled = 0.75  # the chance a rival's dial in the tree is the model's
    scale = 3.0  # VP of lead for a 73% win chance
    exploration = 0.3  # UCB1's constant
    guidance = 0.04  # the model's bonus in the tree's decisions in turn (a reward: about 0.5 VP)

    def __init__(self, iterations: int | None = None):
        self.iterations = iterations
        self.last = None  # the last SearchResult, for benchmarks and tests

    def search_game(self) -> SearchGame:
        bot, model = ROLLOUT_BOTS[self.rollout_bot](), ROLLOUT_BOTS[self.model_bot]()

        def rollout(s, rng):
            play_out(s, bot_policy(bot, rng), turns=self.horizon, trusted=True)

        def preferred(s, player, legal, rng):
            s.viewer = player  # the bots read whose decision it is from the viewer at the Summit
            try:
                return model.choose(s, legal, rng, 0.0)
            finally:
                s.viewer = -1

        return SearchGame(determinize=determinize, rollout=rollout, rewards=lambda s: win_chances(s, self.scale),
                          simultaneous=summit_players, preferred=preferred)

    def choose(self, view, legal_actions, rng, budget):
        if len(legal_actions) == 1:
            return legal_actions[0]
        me = view.viewer if view.viewer is not None and view.viewer >= 0 else view.to_act()[0]
        iterations = self.iterations or ITERATIONS.get(view.n, ITERATIONS[6])
        self.last = search(view, me, legal_actions, self.search_game(), rng, iterations=iterations,
                           exploration=self.exploration, guidance=self.guidance, modelled=self.modelled,
                           seconds=CLOCK_GUARD * budget if budget else None)
        return self.last.action
