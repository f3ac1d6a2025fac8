"""What the Hint says about an Ascending Empires move (game/core/explain.py). The expert plays no
playouts: it searches the rest of its turn (every first step, sequences of steps, each flick
replayed with its hand's wobble) and scores the position where the turn ends on the bots' scale
(rules/evaluate.py), then looks past the rivals' replies at its best few first steps. So the Hint
says what it measured: how many first steps, the score its turn reaches against the next best, and
when the replies changed its mind, that they did. A Move hint stands for the whole shot: the flick
planned with the Navigate (`shot`), which the board draws (ship, aim line, power, predicted stop).
The effect comes from the rules on a copy of the view, the flick resolved by the physics.
Never played: the strength rows' fingerprint leaves this file out."""

from __future__ import annotations

from game.core.explain import capital, changes, lead

from .rules.actions import Flick, Navigate
from .rules.describe import disc_words
from .rules.expert import ExpertBot


class WatchedExpert(ExpertBot):
    """The expert, its choices untouched, keeping what its last search measured (`measured`)."""

    def __init__(self):
        super().__init__()
        self.measured: dict | None = None
        self._line_value: float | None = None

    def choose(self, view, legal_actions, rng, budget=1.0):
        self.measured = None
        return super().choose(view, legal_actions, rng, budget)

    def _planned_step(self, view, me, rng):
        step = super()._planned_step(view, me, rng)
        if step is not None and self._line_value is not None:
            self.measured = {"planned": True, "value": self._line_value}
        return step

    def _look_further(self, options, me, effort, rng):
        best = super()._look_further(options, me, effort, rng)
        self._line_value = best.value
        self.measured = {"planned": False, "steps": [(o.line[0][1], o.value) for o in options],
                         "best": best.line[0][1], "value": best.value}
        return best


def make_bot(level: str, factories: dict):
    return WatchedExpert() if level == "expert" else None


def choose(bot, view, legal, rng, budget):
    action = bot.choose(view, legal, rng, budget)
    measured = dict(getattr(bot, "measured", None) or {})
    plan = getattr(bot, "_plan", None)
    if isinstance(action, Navigate) and plan is not None and plan[1] == action.ship:
        measured["shot"] = Flick(action.ship, plan[2], plan[3])  # the flick it chose with the Navigate
    units = getattr(bot, "last_effort", None)
    if units is not None and "steps" in measured:
        measured["units"] = units[0]
    return action, measured or None


def shot(action, measured):
    if isinstance(action, Flick):
        return action
    return (measured or {}).get("shot")


def step_words(view, step, chosen=None) -> str:
    """A searched first step in a few words (a Flick stands for picking the ship up and flicking
    it), told apart from the chosen step when both are flicks."""
    if isinstance(step, Flick):
        power = f"{round(step.power * 100)}%"
        if isinstance(chosen, Flick):
            return f"this ship at {power}" if step.ship == chosen.ship else f"another ship at {power}"
        return f"a {power} flick"
    return view.describe(step)


def why(view, player, legal, action, measured) -> str:
    if not measured or "value" not in measured:
        if isinstance(action, Flick):
            return "Its best shot for this ship."
        return "The only move here." if len(legal) == 1 else ""
    if measured["planned"]:
        return f"The next step of the turn it planned (that turn ends {lead(measured['value'])})."
    steps = measured["steps"]
    best, value = measured["best"], measured["value"]
    first = steps[0]
    count = f"{len(steps)} first steps" if len(steps) > 1 else "1 first step"
    if first[0] != best and first[1] > value:
        other = step_words(view, first[0], best)
        return f"Best once the rivals reply; at the turn's end {other} is {lead(first[1])}, this {lead(value)}."
    text = f"Best of {count} at the turn's end: {lead(value)}"
    other = next((s for s in steps if s[0] != best), None)
    if other is not None:
        text += f"; next best, {step_words(view, other[0], best)}: {lead(other[1])}"
    return text + "."


def tallies(state, player: int) -> dict[str, float]:
    pl = state.players[player]
    held = [d for d in state.discs if d["occupant"] == player and d["kind"] != "homeworld"]
    return {"VP": sum(line.points for line in state.projected_score(player)), "troop in supply": pl["troops"],
            "ship": sum(1 for s in state.ships if s["owner"] == player), "planet": len(held)}


def plural(text: str) -> str:
    number, _, what = text.partition(" ")
    if abs(float(number)) == 1 or what == "VP":
        return text
    return f"{number} {what.replace('troop in supply', 'troops in supply') if 'troop' in what else what + 's'}"


def effect(view, player, action, measured) -> str:
    flick = shot(action, measured)
    steps = [action] if flick is None or isinstance(action, Flick) else [action, flick]
    after = view.clone()
    events = []
    for step in steps:
        events += after.apply(player, step)
    parts = [plural(c) for c in changes(tallies(view, player), tallies(after, player))]
    if flick is not None:
        parts.insert(0, flick_words(after, player, flick, events))
    for rival in range(view.n):
        if rival != player:
            moved = changes(tallies(view, rival), tallies(after, rival))
            if moved:
                parts.append(f"{view.names[rival]} {', '.join(plural(c) for c in moved)}")
    return capital(", ".join(p for p in parts if p)) + "." if any(parts) else ""


def flick_words(after, player: int, flick, events) -> str:
    """Where the flicked ship stops, as the physics resolves it."""
    if any(e.kind == "ram" for e in events):
        return "rams a rival ship (both are lost)"
    ship = after.ship(flick.ship)
    if ship is None:
        return "the ship drifts off the board"
    orbits = [d for d in after.orbits_of(ship) if d["kind"] != "homeworld" or d["owner"] != player]
    if not orbits:
        return "stops in open space, orbiting nothing"
    return f"stops in orbit of {disc_words(after, orbits[0]['id'], player)}"
