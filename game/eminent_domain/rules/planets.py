"""Escalation's planets in play: choosing a start planet, bustling planets' own actions and the
abilities planets carry for a trigger (civilized planets' Peace Treaty on `on_dissent_warfare`).

Our readings [L]:
- A bustling planet's printed action (`planet_action`) is used from the face-up planet in your
  Action phase instead of playing a card (it takes one of the phase's actions, so Double Time-style
  extra actions allow more), at most once per planet per turn; the planet stays (BGA reuses it).
- Start planets: each player is dealt one base and one Escalation start planet (promotional start
  planets included) and keeps one face down, in seat order before the first turn; the other goes
  back to the box."""

from __future__ import annotations

from game.core.engine import Event

from . import empire as E
from .actions import KeepPlanet, PlanetAction
from .effects import fire_all
from .events import PlanetActionUsed, StartPlanetChosen
from .moves import planet_record
from .tasks import Step, decision


# --- start planets -------------------------------------------------------------------------------

@decision("start_planet", "Choose your start planet: keep one of these two face down; the other leaves the game.")
class StartPlanetStep(Step):
    waiting = "choosing a start planet"
    @staticmethod
    def options(s, task):
        return [KeepPlanet(uid) for uid in task.planets]

    @staticmethod
    def decide(s, task, action):
        p = task.player
        s.players[p]["planets"].append(planet_record(s, action.planet))
        s.planet_box = sorted(s.planet_box + [uid for uid in task.planets if uid != action.planet])
        return [StartPlanetChosen(f"{s.name(p)} chooses a start planet.", p)]


# --- bustling planets' actions -------------------------------------------------------------------

def planet_action_options(s, p: int) -> list:
    used = s.turn.get("planets_used", [])
    return [PlanetAction(rec["uid"]) for rec in s.players[p]["planets"]
            if rec["up"] and rec["uid"] not in used and _abilities(s, rec["uid"], "planet_action")]


def use_planet_action(s, p: int, action: PlanetAction) -> list[Event]:
    s.turn["planets_used"] = s.turn.get("planets_used", []) + [action.planet]
    name = E.planet_def(s, action.planet).name
    events = [PlanetActionUsed(f"{s.name(p)} uses {name}'s action.", p, planet=action.planet)]
    return events + fire_all(s, p, _abilities(s, action.planet, "planet_action"), -1)


def _abilities(s, uid: int, when: str) -> list:
    return [a.effect for a in E.planet_def(s, uid).abilities if a.when == when]


# --- triggers on planets -------------------------------------------------------------------------

def planet_trigger(s, p: int, when: str) -> list[Event]:
    """Fire the `when` abilities of p's face-up planets."""
    events = []
    for rec in s.players[p]["planets"]:
        if rec["up"]:
            effects = _abilities(s, rec["uid"], when)
            if effects:
                events += fire_all(s, p, effects, -1)
    return events
