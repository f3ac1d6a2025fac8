"""The task stack's driver and its registry of steps. Each task record on `state.tasks` names a
step: an automatic one (`@auto`: run at once by `advance`) or a decision for one player
(`@decision`: `options` lists the legal actions, `decide` applies one, `prompt` asks).

Step modules register themselves when imported; they import this module, never the other way, and
state.py imports every one of them (through flow.py and scenarios.py) before a game is played."""

from __future__ import annotations

from game.core.engine import Event

AUTO = {}
DECISIONS = {}


def auto(name):
    def register(fn):
        AUTO[name] = fn
        return fn
    return register


def decision(name, prompt):
    def register(cls):
        DECISIONS[name] = (cls, prompt)
        return cls
    return register


class Step:
    # what the others are told meanwhile: "Vega is <waiting>." (a text, or a function of the
    # state and the task)
    waiting = "deciding"
    # True: the player is asked even when one option is left (a role resolves only when its
    # player says so, after seeing its strength), never taken for them
    always_asks = False

    @staticmethod
    def options(s, task) -> list:
        return []

    @staticmethod
    def empty(s, task) -> list[Event]:
        return []


def advance(s) -> list[Event]:
    """Run automatic steps until a player must decide or the game is over. A decision with no
    legal option is skipped; one whose only option is forced is taken automatically, unless its
    step always asks."""
    events = []
    while s.tasks and s.mode != "over":
        task = s.tasks[-1]
        kind = task.kind
        if kind in AUTO:
            s.tasks.pop()
            events += AUTO[kind](s, task)
            continue
        opts = options(s, task)
        if len(opts) > 1 or (opts and DECISIONS[kind][0].always_asks):
            break
        s.tasks.pop()
        if opts:
            events += decide(s, task, opts[0])
        else:
            events += DECISIONS[kind][0].empty(s, task)
    return events


def sort_key(action) -> tuple:
    """A total, run-independent order (class name, then fields); cheaper than the repr-based
    core key, and actions of one class have fields of the same types."""
    return (type(action).__name__, tuple(action.__dict__.values()))


def options(s, task) -> list:
    return sorted(DECISIONS[task.kind][0].options(s, task), key=sort_key)


def decide(s, task, action) -> list[Event]:
    return DECISIONS[task.kind][0].decide(s, task, action)


def prompt(s, task) -> str:
    text = DECISIONS[task.kind][1]
    return text(s, task) if callable(text) else text


def waiting(s, task) -> str:
    """What the decider is doing, for everyone else: "choosing the role to lead"."""
    text = DECISIONS[task.kind][0].waiting
    return text(s, task) if callable(text) else text
