"""The expert bot: information-set MCTS (game.core.search) over guesses of the decks and dials.

What a player cannot see in Kardashev Scale is the order of the three decks and the dials rivals
have already set this Summit. A guess deals each deck afresh from the cards of its tier that are
in no market and no pyramid, and turns every hidden dial back to unset: those rivals then decide
in the search at the same moment as this player, which is what they did (none of them saw this
player's dial). The Summit is searched as one simultaneous decision, buying, paying and the rest
in turn (game.core.search). At the Summit a rival in the tree mostly sets the dial the hard bot
would set in its place (an opponent model: a sensible player's likely pick, read from what is
public), otherwise it picks by regret matching, as the expert does in the tree; the expert then
sets the dial that did best against them. The hard bot's choice also guides the tree's other
decisions. From a
new node every seat goes on with the easy bot for a few rounds (cheap, so the search makes more
iterations), and the position is valued for each player, as the hard bot values what it buys:
VP the game would count now, abilities still to pay off and tokens at what they are worth to
that player, and turned into each player's chance to win (core.search.win_chances). A finished
game counts as a win, a shared win or a loss."""

from __future__ import annotations

from game.core.playout import play_out, skip_forced
from game.core.search import SearchBot, SearchGame, result_rewards, win_chances

from .bots import EasyBot, HardBot, MediumBot, holding_value, ongoing_value, rounds_left, token_values
from .pyramid import legal_columns
from .state import HIDDEN
from .terms import TIERS

# Iterations per decision by table size, calibrated so that a decision takes about a second of one
# core of the development machine (game/README.md, "The expert level").
# Measured cost (CPU time, busy machine, positions from a hard-bot game): 2.4 ms an iteration with
# 2 players, 3.0 (3), 3.6 (4), 3.7 (5), 4.9 (6).
ITERATIONS = {2: 400, 3: 330, 4: 280, 5: 270, 6: 200}
GROWTH = 0.6  # an end-game ability's expected growth, early in the game (as the hard bot has it)
OPEN_ROW = 0.6  # a row above that may take a card, early in the game


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


def position_value(s, p: int, thrift: float) -> float:
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
    values = [v * thrift for v in token_values(s, p)]
    return value + holding_value(s.tokens[p], values, s.modifiers(p).token_limit)


def rewards(s, scale: float, thrift: float) -> list[float]:
    """A finished game's result, else win chances from the players' position values."""
    if s.is_terminal():
        return result_rewards(s)
    return win_chances([position_value(s, p, thrift) for p in range(s.n)], scale)


ROLLOUT_BOTS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def bot_policy(bot, rng):
    """A bot for every seat, on the guessed state (the bots read nothing a view hides)."""
    return skip_forced(lambda s, player, legal: bot.choose(s, legal, rng, 0.0))


class ExpertBot(SearchBot):
    """The search (core.search.SearchBot) with this game's guesses, rollouts and values."""

    iterations_by_players = ITERATIONS
    horizon = 2  # rounds played on after the tree, before the position is valued
    rollout_bot = "easy"  # who plays those rounds, for every seat
    model_bot = "hard"  # whose choice guides the tree, and models rivals at the Summit
    modelled = 0.75  # the chance a rival's dial in the tree is the model's
    thrift = HardBot.thrift  # tokens held are worth this many times token_values
    scale = 3.0  # win chances go as exp(value / scale): with two players 3 VP of lead is 73%
    guidance = 0.08  # the model's bonus in the tree (a reward: about 1 VP in a duel)

    def search_game(self, view) -> SearchGame:
        bot, model = ROLLOUT_BOTS[self.rollout_bot](), ROLLOUT_BOTS[self.model_bot]()

        def rollout(s, rng):
            play_out(s, bot_policy(bot, rng), turns=self.horizon, trusted=True)

        def preferred(s, player, legal, rng):
            s.viewer = player  # the bots read whose decision it is from the viewer at the Summit
            try:
                return model.choose(s, legal, rng, 0.0)
            finally:
                s.viewer = -1

        return SearchGame(determinize=determinize, rollout=rollout, rewards=lambda s: rewards(s, self.scale, self.thrift),
                          simultaneous=summit_players, preferred=preferred)

    def searcher(self, view) -> int:
        """At the Summit every player is to act: the one whose view this is."""
        return view.viewer if view.viewer is not None and view.viewer >= 0 else view.to_act()[0]
