"""Medium and hard bots. Both judge an action by playing it on a full state, letting every player
continue with the easy policy to a horizon, and evaluating. Medium uses one guess of the hidden
cards and a short horizon; hard averages over several guesses (determinizations drawn from what
its view knows) with a longer horizon. The search loop is game.core.playout's."""

from __future__ import annotations

from game.core.playout import play_out, sampled_values, skip_forced

from ..rules.view import determinize
from . import policy
from .evaluate import evaluate


def easy_policy(rules, rng):
    """The easy bot's priorities as a playout policy (asked only when there is a choice)."""
    return skip_forced(lambda s, p, actions: policy.choose(s, p, actions, rules, rng))


def rollout(s, me: int, turn_ends: int, rules, rng) -> float:
    """Play on with the easy policy until `turn_ends` turns have ended (or the game), then evaluate."""
    play_out(s, easy_policy(rules, rng), turns=turn_ends, trusted=True)
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
        # A small prior for the easy policy's pick: among near-equal actions, take the sensible one.
        prior = policy.choose(view, me, legal_actions, rules, rng)
        prior_key = action_key(view, prior)
        prior_bonus = [PRIOR if action_key(view, a) == prior_key else 0.0 for a in options]
        return options[self.best_option(view, me, options, prior_bonus, rules, rng, budget)]

    def best_option(self, view, me: int, options: list, bonus: list, rules, rng, budget) -> int:
        """The index of the option with the best mean value (plus its bonus) over the guesses.
        A fixed number of guesses keeps the choice reproducible; the budget only cuts it short."""
        sampled = sampled_values(view, me, options, determinize=determinize, samples=self.samples, rng=rng,
                                 budget=budget, value=lambda s: rollout(s, me, self.horizon, rules, rng))
        return max(range(len(options)), key=lambda i: (sampled.values[i] + bonus[i], -i))


class MediumBot(SearchBot):
    level = "medium"
    samples = 1
    horizon = 1


class HardBot(SearchBot):
    level = "hard"
    samples = 6
    horizon = 2
