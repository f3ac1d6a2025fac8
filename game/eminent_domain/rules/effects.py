"""How the rules reach card abilities: an effect fired at a trigger runs its own `fire` (it pushes
task records or changes the state at once); a passive one adds to its owner's standing rules
(standing.py, `empire.standing`). Which effects are played follows from their classes."""

from __future__ import annotations

from game.core.engine import Event

from . import empire as E

# The triggers the rules fire abilities at (every one but `passive`): action cards (flow.py), on
# gain (research), on settling and conquering (steps.py, rivals.py), on dissenting Warfare (flow.py)
# and planets' own actions (planets.py).
TRIGGERS = ("action", "on_gain", "on_settle", "on_attack", "on_dissent_warfare", "planet_action")


def unplayable(ability) -> str | None:
    """Why the rules would not play this ability, or None when they do. Content for games the rules
    run (the base game) may use only playable abilities: the content check reports the others."""
    effect = ability.effect
    if ability.when == "passive":
        if not hasattr(effect, "modify"):
            return f"{effect.vocabulary_name!r} does nothing as a passive ability"
        return effect.not_played()
    if ability.when in TRIGGERS:
        if not hasattr(effect, "fire"):
            return f"{effect.vocabulary_name!r} is not played when {ability.when!r} yet"
        return effect.not_played()
    return f"the trigger {ability.when!r} is not played by the rules yet"


def fire_all(s, p: int, effects, card: int) -> list[Event]:
    """Fire several effects for player p in order (`card` carries them; -1 for a planet): tasks they
    push run first-to-last."""
    events = []
    # Effects that push tasks must run last-first so the first one's task ends on top.
    for effect in reversed(list(effects)):
        events = effect.fire(s, p, card) + events
    return events


def on_trigger(s, p: int, when: str) -> list[Event]:
    """Fire p's permanent technologies' abilities for `when` (on_settle, on_attack...)."""
    events = []
    for uid in s.players[p]["techs"]:
        effects = E.face(s, uid).effects(when)
        if effects:
            events += fire_all(s, p, effects, uid)
    return events
