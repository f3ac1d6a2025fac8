"""Medium and hard bots. Both judge an action by playing it on a full state, letting every player
continue with the easy policy to a horizon, and evaluating. Medium uses one guess of the hidden
cards and a short horizon; hard averages over several guesses (determinizations drawn from what
its view knows) with a longer horizon."""

from __future__ import annotations

import time

from game.core.engine import TURN_END

from ..rules.view import determinize
from . import policy
from .evaluate import evaluate


def step(s, action):
    """Apply an action already known to be legal (skips the legality check: search is hot)."""
    return s._apply(s.to_act()[0], action)


def rollout(s, me: int, turn_ends: int, rules, rng) -> float:
    """Play on with the easy policy until `turn_ends` turns have ended (or the game), then evaluate."""
    while not s.is_terminal() and turn_ends > 0:
        p = s.to_act()[0]
        actions = s.legal_actions(p)
        action = policy.choose(s, p, actions, rules, rng) if len(actions) > 1 else actions[0]
        for event in step(s, action):
            if event.kind == TURN_END:
                turn_ends -= 1
    return evaluate(s, me)


def action_key(view, action) -> tuple:
    """Actions equal up to which copy of a card they use share a key."""
    card = getattr(action, "card", None)
    face = view.card_face[card] if isinstance(card, int) and card >= 0 else card
    return (type(action).__name__, face, tuple((k, v) for k, v in vars(action).items() if k != "card"))


def candidates(view, legal_actions):
    """Actions worth searching: card-for-card duplicates (same face, same role) are tried once."""
    seen, out = set(), []
    for action in legal_actions:
        key = action_key(view, action)
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


PRIOR = 0.5


class SearchBot:
    level = "medium"
    samples = 1  # guesses of the hidden cards
    horizon = 1  # turn ends to play through after the action

    def choose(self, view, legal_actions, rng, budget):
        if len(legal_actions) == 1:
            return legal_actions[0]
        me = view.to_act()[0]
        rules = view.content.bot_easy
        options = candidates(view, legal_actions)
        totals = [0.0] * len(options)
        # A small prior for the easy policy's pick: among near-equal actions, take the sensible one.
        prior = policy.choose(view, me, legal_actions, rules, rng)
        prior_key = action_key(view, prior)
        prior_bonus = [PRIOR if action_key(view, a) == prior_key else 0.0 for a in options]
        # A fixed number of guesses keeps the choice reproducible; the budget only cuts it short.
        start = time.perf_counter()
        done = 0
        while done < self.samples:
            world = determinize(view, rng)
            for i, action in enumerate(options):
                s = world.clone()
                step(s, action)
                totals[i] += rollout(s, me, self.horizon, rules, rng)
            done += 1
            if time.perf_counter() - start > budget:
                break
        best = max(range(len(options)), key=lambda i: (totals[i] / max(1, done) + prior_bonus[i], -i))
        return options[best]


class MediumBot(SearchBot):
    level = "medium"
    samples = 1
    horizon = 1


class HardBot(SearchBot):
    level = "hard"
    samples = 6
    horizon = 2
