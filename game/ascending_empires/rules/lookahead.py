"""The expert's look past its own turn: the opponents' replies.

A position at the end of the expert's turn is played on until the expert is to act again, every
opponent choosing from its own view with a cheap policy (the hard bot's one-step look-ahead with a
narrower shot search and the hard bot's wobble), and the position then is scored. That shows what
the end-of-turn score cannot: a ship left where two enemy ships can reach it, a planet left weak
enough to attack, a race to develop a technology first, the game's last turn."""

from __future__ import annotations

from game.core.playout import play_out

from .actions import Navigate
from .bots import AscendingEmpiresBot, Level
from .turn_search import Effort

# The opponents as the expert imagines them: the hard bot with fewer shots searched.
REPLY = Level("reply", 2, 12, 0.006, 0.012, 0.0, True)
ACTIONS_PER_REPLY = 60  # a guard: one turn is a handful of steps


class Replies:
    """Opponents' replies played from a position, counted in the search's Effort units."""

    def __init__(self, me: int, effort: Effort, rng):
        self.me, self.effort, self.rng = me, effort, rng

    def play(self, state):
        """A copy of `state` (the expert's turn just ended) played on to the expert's next turn."""
        world = state.clone()
        if world.is_terminal():
            return world
        bots = {p: AscendingEmpiresBot(REPLY) for p in range(world.n) if p != self.me}
        rngs = {p: self.rng.fork() for p in bots}

        def policy(s, player, legal):
            action = bots[player].choose(s.view(player), legal, rngs[player], 0.0)
            if isinstance(action, Navigate):  # the shot searches that chose it
                self.effort.spend(REPLY.targets * REPLY.shot_budget)
            if s.phase != "flick":  # the one-step look-ahead scores each legal step
                self.effort.spend(len(legal))
            return action

        turns = 0
        while not world.is_terminal() and world.current != self.me and turns < world.n:
            play_out(world, policy, turns=1, max_actions=ACTIONS_PER_REPLY, trusted=True)
            turns += 1
        return world
