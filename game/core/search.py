"""Information-set Monte Carlo tree search (ISMCTS) over determinized views, for the expert bots.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search",
2012): the tree is the searching player's, one node per line of play as that player tells it
apart; every iteration guesses the hidden information afresh (a determinization of the view),
walks down the tree choosing among the moves legal in that guess, adds one node, plays out
from it and backs the result up. Details:

- Each move's node keeps its visits, the summed reward of the player who made it, and its
  availability: how often it was legal when its parent was visited. UCB1 uses availability in
  place of the parent's visits, so a move legal in few guesses is not starved.
- Multiplayer: rewards are one number in [0, 1] per player and every move is scored for the
  player who made it, so each rival in the tree plays for itself.
- Simultaneous decisions (the game says who decides at once, e.g. a secret dial): each of those
  players chooses from their own statistics at the node, not knowing the others' choices
  (decoupled), by regret matching (Lanctot, Lisy and Winands 2013): a mixed strategy that tends
  to an equilibrium, where UCB's deterministic picks can fall into step with each other (in
  matching pennies both sides alternate together and never mix). The joint choice leads to the
  child. When the searching player's own decision is such a one, the answer is the move with
  the best mean reward among those tried often enough (MIN_VISITS): the best reply to the
  rivals as the search played them. Optionally a rival there plays the game's preferred move
  (an opponent model) with some chance.
- Moves that play the same for the search (two copies of one card) share a key and one node.
- Guidance (optional): the move the game's own policy prefers at a node (asked once per node
  and player, in the guess that first reaches it) is tried first and keeps a fixed bonus, so a
  move must beat it by that much to be preferred: near-equal moves fall to the sensible one,
  and the search does not chase small errors of a position's valuation. At a simultaneous
  decision the bonus is added to that move's reward when regrets are counted.
- A lone legal move is played without counting as the iteration's expansion.

The game supplies a SearchGame: the determinization, the playout from a new node (its rollout
policy and horizon, usually game.core.playout.play_out) and the rewards of the state reached.
The search stops after a fixed number of iterations, so a seeded search always gives the same
answer; a decision in turn stops sooner when the leader's visits can no longer be caught in the
iterations left (the answer is then the same as if it had gone on), and a wall-clock cap only
guards against a machine so slow the count would take far too long. `SearchBot` is a game's
expert built on it (a subclass gives the SearchGame and the settings). Like all of game.core it
knows no game."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Sequence

from . import workers
from .engine import GameState
from .playout import first_to_act

MIX = 0.1  # regret matching: the share of a simultaneous choice spread evenly, so every move is tried
MIN_VISITS = 0.2  # a simultaneous root move tried less than this share of the most tried one is not played


def same_action(state: GameState, action) -> Hashable:
    """The default key: every action is its own move."""
    return action


def no_simultaneous(state: GameState) -> Sequence[int]:
    """The default: players to act decide one after the other, each seeing the last move."""
    return ()


def result_rewards(state: GameState) -> list[float]:
    """A finished game's rewards: 1 for the winner, shared equally by tied winners, 0 for the rest."""
    outcome = state.outcome()
    winners = outcome.winners
    return [1.0 / len(winners) if p in winners else 0.0 for p in range(len(outcome.results))]


def win_chances(values: Sequence[float], scale: float) -> list[float]:
    """Rewards from position values: each player's chance to win if chances go as exp(value / scale)
    (they add up to 1, like a result; with two players a lead of `scale` is a 73% chance)."""
    top = max(values)
    weights = [math.exp((v - top) / scale) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


@dataclass(frozen=True)
class SearchGame:
    """What a game gives the search.

    - `determinize(view, rng)`: a full state consistent with the view (never reading what it hides).
    - `rollout(state, rng)`: play `state` forward in place from a new node (to a horizon or the end).
    - `rewards(state)`: each player's reward in [0, 1] for the state a rollout reached.
    - `key(state, action)`: actions with equal keys are one move for the search.
    - `simultaneous(state)`: the players who decide at once, in secret, here (two or more), or
      nothing when the players to act decide in turn.
    - `preferred(state, player, legal, rng)`: the move the game's policy would play (or None);
      used only with `search(..., guidance=...)`."""

    determinize: Callable[[GameState, Any], GameState]
    rollout: Callable[[GameState, Any], None]
    rewards: Callable[[GameState], Sequence[float]]
    key: Callable[[GameState, Any], Hashable] = same_action
    simultaneous: Callable[[GameState], Sequence[int]] = no_simultaneous
    preferred: Callable[[GameState, int, list, Any], Any] | None = None


@dataclass
class SearchResult:
    """What a search found: the move chosen, and per root move (by key) its visits, its mean
    reward for the searching player and, for a simultaneous decision, its share of the average
    strategy. `stopped` says why it ended: "forced" (one move), "budget" (all iterations),
    "decided" (the leader could not be caught) or "clock" (the guard)."""

    action: Any
    iterations: int
    stopped: str
    visits: dict = field(default_factory=dict)
    means: dict = field(default_factory=dict)
    shares: dict = field(default_factory=dict)


def search(view: GameState, me: int, legal_actions: Sequence, game: SearchGame, rng, *, iterations: int,
           exploration: float = 0.7, guidance: float = 0.0, modelled: float = 0.0, seconds: float | None = None,
           clock: Callable[[], float] = time.perf_counter) -> SearchResult:
    """Choose one of `legal_actions` for player `me`, who sees `view`.

    `iterations` fixes the work (and so the answer, for a given Rng); `seconds`, when given,
    stops the search once that much wall-clock time has passed (checked after each iteration,
    so at least one is made). In a worker process whose question was dropped (an undo, a newer
    question, the table closed) it raises `workers.Superseded` after the iteration it is in.
    `exploration` is UCB1's constant (rewards are in [0, 1]);
    `guidance` the bonus (a reward) of the game's preferred move in the tree; `modelled` the
    chance that a rival at a simultaneous decision plays the game's preferred move (an opponent
    model) rather than by regret matching."""
    options: dict[Hashable, Any] = {}
    for action in legal_actions:
        options.setdefault(game.key(view, action), action)
    if len(options) == 1:
        return SearchResult(legal_actions[0], 0, "forced")
    tree = _Tree(me, options, game, exploration, guidance, modelled, rng)
    started = clock()
    done, stopped = 0, "budget"
    while done < iterations:
        tree.iterate(game.determinize(view, rng))
        done += 1
        if workers.superseded():
            raise workers.Superseded()
        if done < iterations and tree.decided(iterations - done):
            stopped = "decided"
            break
        if seconds is not None and clock() - started > seconds:
            stopped = "clock"
            break
    return tree.result(done, stopped)


class _Edge:
    """One player's move out of a node. In turn: visits, summed reward of the mover,
    availability and the child. At a simultaneous decision also the regret and the summed
    probability of the move (its share of the average strategy); the child is then the node's."""

    __slots__ = ("visits", "total", "available", "child", "regret", "share")

    def __init__(self):
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.child: _Node | None = None
        self.regret = 0.0
        self.share = 0.0


class _Node:
    """A line of play. `edges[(player, key)]` are the moves chosen from here; `after` holds the
    children reached without a choice in turn: after a lone move (`(player, key)`) or a
    simultaneous decision (`((player, key), ...)`, one entry per player)."""

    __slots__ = ("edges", "after", "preferred")

    def __init__(self):
        self.edges: dict[tuple, _Edge] = {}
        self.after: dict[tuple, _Node] = {}
        self.preferred: dict[int, Hashable] = {}  # player -> key of the game's preferred move

    def child_after(self, step: tuple) -> tuple["_Node", bool]:
        """The child after `step`, and whether it is new."""
        child = self.after.get(step)
        if child is not None:
            return child, False
        child = self.after[step] = _Node()
        return child, True

    def edge(self, player: int, key: Hashable) -> _Edge:
        edge = self.edges.get((player, key))
        if edge is None:
            edge = self.edges[(player, key)] = _Edge()
        return edge


class _Tree:
    def __init__(self, me: int, options: dict, game: SearchGame, exploration: float, guidance: float,
                 modelled: float, rng):
        self.me, self.options, self.game, self.c, self.rng = me, options, game, exploration, rng
        self.guidance = guidance if game.preferred is not None else 0.0
        self.modelled = modelled if game.preferred is not None else 0.0
        self.root = _Node()
        self.root_simultaneous = False  # the searching player's own decision is a simultaneous one

    # ------------------------------------------------------------------ one iteration
    def iterate(self, world: GameState) -> None:
        # (who moved, their edge, and at a simultaneous decision every move offered with its
        # probability and the guidance bonus of the move played), root first
        path: list[tuple[int, _Edge, list | None, float]] = []
        node = self.root
        while not world.is_terminal():
            together = self.game.simultaneous(world)
            if len(together) > 1:
                if node is self.root:
                    self.root_simultaneous = True
                node, expanded = self._simultaneous(node, world, together, path)
            else:
                to_act = world.to_act()
                player = self.me if node is self.root and self.me in to_act else first_to_act(to_act)
                node, expanded = self._in_turn(node, world, player, path)
            if expanded:
                break
        if not world.is_terminal():
            self.game.rollout(world, self.rng)
        rewards = self.game.rewards(world)
        for player, edge, offered, bonus in path:
            reward = rewards[player]
            edge.visits += 1
            edge.total += reward
            if offered is not None:  # each offered move's regret against the one played, by sampling
                reward += bonus
                for other, probability in offered:
                    other.regret += (reward / probability if other is edge else 0.0) - reward

    def _moves(self, node: _Node, world: GameState, player: int) -> dict:
        """The moves `player` has here in this guess, key -> action (the root's are the given ones)."""
        if node is self.root and player == self.me:
            return self.options
        moves: dict = {}
        for action in world.legal_actions(player):
            moves.setdefault(self.game.key(world, action), action)
        return moves

    def _in_turn(self, node: _Node, world: GameState, player: int, path: list) -> tuple[_Node, bool]:
        moves = self._moves(node, world, player)
        if len(moves) == 1:  # nothing to decide: no statistics, no expansion
            (key, action), = moves.items()
            world._apply(player, action)
            return node.child_after((player, key))[0], False
        key, edge, new = self._by_ucb(node, world, player, moves)
        path.append((player, edge, None, 0.0))
        world._apply(player, moves[key])
        if edge.child is None:
            edge.child = _Node()
        return edge.child, new

    def _preferred(self, node: _Node, world: GameState, player: int, moves: dict) -> Hashable:
        """The key of the game's preferred move here (asked once per node and player)."""
        if player not in node.preferred:
            action = self.game.preferred(world, player, list(moves.values()), self.rng)
            node.preferred[player] = None if action is None else self.game.key(world, action)
        return node.preferred[player]

    def _by_ucb(self, node: _Node, world: GameState, player: int, moves: dict) -> tuple[Hashable, _Edge, bool]:
        """Count every move's availability, then take an untried move (the preferred one first,
        else at random) or the best by UCB1 (plus the preferred move's bonus)."""
        untried = []
        for key in moves:
            edge = node.edges.get((player, key))
            if edge is None:
                untried.append(key)
            else:
                edge.available += 1
        liked = self._preferred(node, world, player, moves) if self.guidance else None
        if untried:
            key = liked if liked in untried else untried[self.rng.randrange(len(untried))]
            edge = node.edge(player, key)
            edge.available = 1
            return key, edge, True
        c = self.c
        best_key, best_edge, best_score = None, None, -math.inf
        for key in moves:
            edge = node.edges[(player, key)]
            score = edge.total / edge.visits + c * math.sqrt(math.log(edge.available) / edge.visits)
            if key == liked:
                score += self.guidance
            if score > best_score:
                best_key, best_edge, best_score = key, edge, score
        return best_key, best_edge, False

    def _simultaneous(self, node: _Node, world: GameState, players: Sequence[int], path: list) -> tuple[_Node, bool]:
        chosen = []
        for player in players:  # every choice is made before any is applied: no one sees another's
            moves = self._moves(node, world, player)
            liked = self._preferred(node, world, player, moves) if self.guidance or self.modelled else None
            if player != self.me and self.modelled and liked in moves and self.rng.random() < self.modelled:
                path.append((player, node.edge(player, liked), None, 0.0))  # as the game's policy plays it
                chosen.append((player, liked, moves[liked]))
                continue
            key, edge, offered = self._by_regret(node, player, moves)
            path.append((player, edge, offered, self.guidance if key == liked else 0.0))
            chosen.append((player, key, moves[key]))
        for player, _, action in chosen:
            world._apply(player, action)
        return node.child_after(tuple((player, key) for player, key, _ in chosen))

    def _by_regret(self, node: _Node, player: int, moves: dict) -> tuple[Hashable, _Edge, list]:
        """Regret matching: each move in proportion to its positive regret (evenly when none is
        positive), mixed with an even spread; one move is drawn."""
        edges = [node.edge(player, key) for key in moves]
        positive = [max(0.0, edge.regret) for edge in edges]
        total, even = sum(positive), 1.0 / len(edges)
        if total > 0.0:
            probabilities = [(1.0 - MIX) * r / total + MIX * even for r in positive]
        else:
            probabilities = [even] * len(edges)
        roll, chosen = self.rng.random(), None
        for i, (edge, probability) in enumerate(zip(edges, probabilities)):
            edge.available += 1
            edge.share += probability
            roll -= probability
            if roll < 0.0 and chosen is None:
                chosen = i
        if chosen is None:  # rounding left the roll a hair above zero
            chosen = len(edges) - 1
        return list(moves)[chosen], edges[chosen], list(zip(edges, probabilities))

    # ------------------------------------------------------------------ reading the root
    def _root_edges(self) -> list[tuple[Hashable, _Edge | None]]:
        return [(key, self.root.edges.get((self.me, key))) for key in self.options]

    def result(self, done: int, stopped: str) -> SearchResult:
        edges = self._root_edges()
        visits = {key: edge.visits if edge else 0 for key, edge in edges}
        means = {key: edge.total / edge.visits if edge and edge.visits else 0.0 for key, edge in edges}
        if not self.root_simultaneous:
            best = max(self.options, key=lambda k: (visits[k], means[k]))  # ties: the earlier legal action
            return SearchResult(self.options[best], done, stopped, visits, means)
        total = sum(edge.share for _, edge in edges if edge)
        shares = {key: edge.share / total if edge else 0.0 for key, edge in edges}
        # The best reply to the rivals as the search played them, among the moves it tried
        # enough to trust their mean (a draw from the average strategy, which still holds the
        # early even spread, won 2 games in 30 against three hard bots; this wins 37 in 50).
        floor = MIN_VISITS * max(visits.values())
        pick = max((key for key in self.options if visits[key] >= floor), key=lambda key: means[key])
        return SearchResult(self.options[pick], done, stopped, visits, means, shares)

    def decided(self, remaining: int) -> bool:
        """A decision in turn whose most visited root move stays so whatever the `remaining`
        iterations do (a simultaneous one is a mix: it goes on)."""
        if self.root_simultaneous:
            return False
        counts = sorted((edge.visits if edge else 0 for _, edge in self._root_edges()), reverse=True)
        return counts[0] - counts[1] > remaining


class SearchBot:
    """A bot that answers with `search`: the expert level of a game. The game's subclass gives
    `search_game(view)` and its settings; this class plays a lone legal move at once, searches
    the table size's number of iterations (`iterations_by_players`; the largest table's for a
    size not listed, or `iterations` when given) and keeps the last SearchResult (`last`, for
    benchmarks and tests). `budget` seconds only cap the time, at `clock_guard` times it."""

    level = "expert"
    iterations_by_players: dict = {}
    exploration = 0.3  # UCB1's constant
    guidance = 0.0  # the game's preferred move's bonus in the tree (a reward)
    modelled = 0.0  # the chance a rival at a simultaneous decision plays the preferred move
    clock_guard = 2.5  # stop anyway after this many times the thinking budget

    def __init__(self, iterations: int | None = None):
        self.iterations = iterations
        self.last: SearchResult | None = None

    def search_game(self, view) -> SearchGame:
        raise NotImplementedError

    def searcher(self, view) -> int:
        """Whose decision it is: the player to act."""
        return view.to_act()[0]

    def choose(self, view, legal_actions, rng, budget):
        if len(legal_actions) == 1:
            return legal_actions[0]
        by_size = self.iterations_by_players
        iterations = self.iterations or by_size.get(view.n) or by_size[max(by_size)]
        self.last = search(view, self.searcher(view), legal_actions, self.search_game(view), rng,
                           iterations=iterations, exploration=self.exploration, guidance=self.guidance,
                           modelled=self.modelled, seconds=self.clock_guard * budget if budget else None)
        return self.last.action
