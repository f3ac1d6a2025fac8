"""Playing a game forward, for bots, simulations, benchmarks and tests.

A policy is any callable `(state, player, legal_actions) -> action` returning one of the legal
actions. The pieces:

- `play_out(state, policy, ...)` plays a state forward in place: to the end, for a number of
  turns (a search's horizon), or within an action budget; it returns what it did (Playout).
- `random_policy(rng)`, `SeatedBots(...)` (each seat's bot, from its own view) and
  `skip_forced(policy)` (a policy asked only when there is a choice) are the usual policies.
- `after(state, player, actions)` is a copy of a state with a line of actions played: a bot's
  one-step look-ahead.
- `sampled_values(view, player, options, ...)` is the determinized search every hidden-information
  bot repeats: guess the hidden information several times (a determinization), play each option
  on every guess, value the result and average. The game supplies the guess and the valuation.
- `halved_values(...)` spends a fixed number of such valuations by sequential halving: every
  option is tried on a few guesses, the worse half is dropped, and the rest get more guesses,
  round after round, so the guesses go where the choice is close.

Everything here is deterministic given the Rng it is handed, and, like the rest of game.core,
knows no game."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .engine import TURN_END, GameState

Policy = Callable[[GameState, int, list], Any]


class NoEnd(RuntimeError):
    """A playout ran past its action budget: a game that would never end."""


class Stuck(RuntimeError):
    """A game that is not over asked no one to act, or offered its player nothing to do."""


@dataclass
class Playout:
    """What `play_out` did: actions applied and turn ends (TURN_END events) seen."""

    actions: int = 0
    turn_ends: int = 0


def first_to_act(to_act: list[int]) -> int:
    """Who decides next when several may: the first of them (games list them in seat order)."""
    return to_act[0]


def play_out(state: GameState, policy: Policy, *, turns: int | None = None, max_actions: int | None = None,
             trusted: bool = False, pick_player: Callable[[list[int]], int] = first_to_act,
             on_action: Callable[[GameState, int, Any, list], None] | None = None) -> Playout:
    """Play `state` forward in place with `policy` until the game ends, or `turns` turns have ended.

    - `max_actions`: raise NoEnd once that many actions are played and the game goes on.
    - `trusted`: the policy only returns legal actions (as search does), so skip the legality
      check (`state._apply`); the default checks each action like the app does.
    - `pick_player(to_act)`: who decides when several players may (default the first).
    - `on_action(state, player, action, events)`: called after each action (checks, logs)."""
    done = Playout()
    while not state.is_terminal() and (turns is None or done.turn_ends < turns):
        if max_actions is not None and done.actions >= max_actions:
            raise NoEnd(f"no end after {max_actions} actions")
        to_act = state.to_act()
        if not to_act:
            raise Stuck("the game is not over, but no one is to act")
        player = pick_player(to_act)
        legal = state.legal_actions(player)
        if not legal:
            raise Stuck(f"player {player} must act but has no legal action")
        action = policy(state, player, legal)
        events = state._apply(player, action) if trusted else state.apply(player, action)
        done.actions += 1
        done.turn_ends += sum(1 for event in events if event.kind == TURN_END)
        if on_action is not None:
            on_action(state, player, action, events)
    return done


def random_policy(rng) -> Policy:
    """Uniformly random among the legal actions, drawing from `rng`."""
    def choose(state, player, legal):
        return legal[rng.randrange(len(legal))]
    return choose


def skip_forced(policy: Policy) -> Policy:
    """`policy`, asked only when there is a choice: a lone legal action is played straight away
    (searches save the call, and the policy draws nothing from its Rng for it)."""
    def choose(state, player, legal):
        return legal[0] if len(legal) == 1 else policy(state, player, legal)
    return choose


class SeatedBots:
    """The policy of a table of bots: each seat's bot chooses from that seat's view, with the
    seat's own Rng and thinking budget, as in a real game. `on_decision(player, bot, legal,
    seconds)` hears how long each `choose` took."""

    def __init__(self, bots: Sequence, rngs: Sequence, budgets: Sequence[float],
                 on_decision: Callable[[int, Any, list, float], None] | None = None):
        self.bots, self.rngs, self.budgets = list(bots), list(rngs), list(budgets)
        self.on_decision = on_decision

    def __call__(self, state, player, legal):
        view = state.view(player)
        started = time.perf_counter()
        action = self.bots[player].choose(view, legal, self.rngs[player], self.budgets[player])
        if self.on_decision is not None:
            self.on_decision(player, self.bots[player], legal, time.perf_counter() - started)
        return action


def after(state: GameState, player: int, actions: Sequence, *, trusted: bool = False) -> GameState:
    """A copy of `state` with `player` playing `actions` in turn (`state` is left as it was)."""
    copy = state.clone()
    for action in actions:
        if trusted:
            copy._apply(player, action)
        else:
            copy.apply(player, action)
    return copy


@dataclass
class Sampled:
    """Result of `sampled_values`: the mean value of each option, over `samples` guesses."""

    values: list[float]
    samples: int


def sampled_values(view: GameState, player: int, options: Sequence, *,
                   determinize: Callable[[GameState, Any], GameState],
                   value: Callable[[GameState], float], samples: int, rng, budget: float | None = None,
                   clock: Callable[[], float] = time.perf_counter) -> Sampled:
    """Mean value for `player` of each option, over guesses of what `view` hides.

    Each guess is `determinize(view, rng)`, a full state consistent with the view; on each guess
    every option is played (trusted: options come from the legal actions) on a copy, and
    `value(state_after)` scores it (typically a `play_out` to a horizon, then an evaluation).
    `samples` guesses are made, the same number every time so a seeded search is reproducible;
    `budget` (seconds) only cuts it short, checked after each whole guess, so at least one guess
    is always made."""
    totals = [0.0] * len(options)
    started = clock()
    done = 0
    while done < samples:
        world = determinize(view, rng)
        for i, option in enumerate(options):
            totals[i] += value(after(world, player, (option,), trusted=True))
        done += 1
        if budget is not None and clock() - started > budget:
            break
    return Sampled([total / max(1, done) for total in totals], done)


@dataclass
class Halved:
    """Result of `halved_values`: each option's mean value and how many guesses it was played
    on; `best` the option left at the end (or the one clearly ahead, `decided` early)."""

    values: list[float]
    tried: list[int]
    best: int
    decided: bool = False


def halved_values(view: GameState, player: int, options: Sequence, *,
                  determinize: Callable[[GameState, Any], GameState],
                  value: Callable[[GameState], float], evaluations: int, rng,
                  bonus: Sequence[float] | None = None, budget: float | None = None,
                  clearly: float | None = None, clock: Callable[[], float] = time.perf_counter) -> Halved:
    """Sequential halving (Karnin, Koren and Somekh 2013) over guesses of what `view` hides.

    `evaluations` (options played on a guess and valued) are shared out over ceil(log2(n))
    rounds: in each, every option still in is played on the same new guesses (so they are
    compared on the same luck), then the better half by mean value plus `bonus` stays in. The
    count of guesses is fixed by `evaluations` and the options, so a seeded search is
    reproducible; `budget` (seconds) only cuts it short, checked after each guess, and the
    options still in are then judged as they stand.

    `clearly`: every MIN_PAIRED guesses, stop if the leader is ahead of every other option still
    in by more than `clearly` standard errors of their difference, guess by guess
    (`clearly_ahead`): a choice that is plain early does not spend the rest of the evaluations."""
    n = len(options)
    bonus = list(bonus) if bonus is not None else [0.0] * n
    totals, tried = [0.0] * n, [0] * n
    seen: list[list[float]] = [[] for _ in range(n)]  # each option's values, guess by guess
    alive = list(range(n))
    rounds = max(1, (n - 1).bit_length())
    started = clock()

    def score(i: int) -> tuple:
        return (totals[i] / tried[i] + bonus[i] if tried[i] else float("-inf"), -i)

    while len(alive) > 1:
        guesses = max(1, evaluations // (rounds * len(alive)))
        for guess in range(1, guesses + 1):
            world = determinize(view, rng)
            for i in alive:
                worth = value(after(world, player, (options[i],), trusted=True))
                totals[i] += worth
                tried[i] += 1
                seen[i].append(worth)
            if budget is not None and clock() - started > budget:
                return Halved(_means(totals, tried), tried, max(alive, key=score))
            if clearly is not None and (guess % MIN_PAIRED == 0 or guess == guesses):
                ranked = sorted(alive, key=score, reverse=True)
                if clearly_ahead(seen, bonus, ranked, clearly):
                    return Halved(_means(totals, tried), tried, ranked[0], decided=True)
        alive = sorted(alive, key=score, reverse=True)[:max(1, (len(alive) + 1) // 2)]
        alive.sort()
    return Halved(_means(totals, tried), tried, alive[0])


MIN_PAIRED = 8  # guesses in common before a lead can count as clear


def clearly_ahead(seen: list[list[float]], bonus: Sequence[float], ranked: list[int], z: float) -> bool:
    """Whether `ranked[0]` beats each of the others by more than `z` standard errors of the mean
    difference of their values on the guesses both were played on (the same guesses: halving
    plays every option still in on each one)."""
    leader = seen[ranked[0]]
    for other in ranked[1:]:
        pairs = min(len(leader), len(seen[other]))
        if pairs < MIN_PAIRED:
            return False
        gaps = [a - b for a, b in zip(leader[:pairs], seen[other][:pairs])]
        mean = sum(gaps) / pairs
        spread = (sum((gap - mean) ** 2 for gap in gaps) / (pairs - 1)) ** 0.5
        if mean + bonus[ranked[0]] - bonus[other] <= z * spread / pairs ** 0.5:
            return False
    return True


def _means(totals: list[float], tried: list[int]) -> list[float]:
    return [total / count if count else 0.0 for total, count in zip(totals, tried)]
