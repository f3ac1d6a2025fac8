"""Moves that card effects and turn steps are built of, beyond one player's cards and empire
(empire.py): the planet deck, rivals' influence, and the phases still to come this turn."""

from __future__ import annotations

from game.core.engine import Event

from . import empire as E
from .events import InfluenceReturned, PlanetDeckSearched, PlanetGained, PlanetsShuffled
from .task_records import ActionTask, ExtraRoleTask, RoleEndTask, SurveyTask


# --- the planet deck -----------------------------------------------------------------------------

def draw_planet(s, events: list) -> int | None:
    """The top planet, shuffling the planet discard pile into a new deck when the deck is empty."""
    if not s.planet_deck and s.planet_discard:
        s.planet_deck = s.planet_discard
        s.planet_discard = []
        s.rng.shuffle(s.planet_deck)
        events.append(PlanetsShuffled("The planet discard pile is shuffled into a new planet deck."))
    return s.planet_deck.pop() if s.planet_deck else None


def planet_record(s, uid: int) -> dict:
    slots = len(E.planet_def(s, uid).slots)
    return {"uid": uid, "up": False, "col": [], "cv": 0, "res": [0] * slots, "blk": 0}


def survey_top(s, p: int, count: int) -> list[Event]:
    """The top `count` planets go face down into p's empire, unseen."""
    events = []
    for _ in range(count):
        uid = draw_planet(s, events)
        if uid is None:
            break
        s.players[p]["planets"].append(planet_record(s, uid))
        events.append(PlanetGained(f"{s.name(p)} adds an unexplored planet to their empire.", p))
    return events


def search_planet_deck(s, p: int, count: int) -> list[Event]:
    """Deep Space Probes: p looks through the whole planet deck (the discard pile is shuffled in
    first if the deck is empty), keeps `count` face down; the rest is shuffled back."""
    events = []
    first = draw_planet(s, events)
    if first is None:
        return events
    looks = sorted(s.planet_deck + [first])
    s.planet_deck = []
    s.push(SurveyTask(player=p, planets=looks, keep=count, return_rest=True))
    return events + [PlanetDeckSearched(f"{s.name(p)} searches the planet deck.", p, count=len(looks))]


# --- rivals ----------------------------------------------------------------------------------------

def tax_rivals(s, p: int, each: int, gain: int) -> list[Event]:
    """Industrial Espionage: every rival returns up to `each` influence to the supply; p takes `gain`."""
    events = []
    for q in range(s.n):
        paid = min(each, s.players[q]["influence"]) if q != p else 0
        if paid:
            s.players[q]["influence"] -= paid
            s.supply += paid
            events.append(InfluenceReturned(f"{s.name(q)} returns {paid} influence to the supply.", q, amount=paid))
    return events + E.gain_influence(s, p, gain)


# --- phases still to come this turn ------------------------------------------------------------

def more_actions(s, p: int, count: int) -> None:
    """Add actions to the Action phase that is running (its task is on top when the card's other
    effects have not pushed anything yet), or open a new one."""
    for i in range(len(s.tasks) - 1, -1, -1):
        task = s.tasks[i]
        if task.kind == "action" and task.player == p:
            s.tasks[i] = task.but(left=task.left + count)
            return
        if task.kind in ("role", "post_role", "cleanup"):
            break
    s.push(ActionTask(player=p, left=count))


def insert_role_phase(s, p: int, before_usual: bool) -> None:
    """An extra Role phase for p this turn: just before the usual one if it is still to come,
    else right before the after-role steps."""
    extra = [RoleEndTask(p), ExtraRoleTask(p)]  # stack order: extra_role runs first
    for i in range(len(s.tasks) - 1, -1, -1):
        if s.tasks[i].kind == "role" and s.tasks[i].player == p and before_usual:
            s.tasks[i + 1:i + 1] = extra
            return
    for i in range(len(s.tasks) - 1, -1, -1):
        if s.tasks[i].kind == "post_role" and s.tasks[i].player == p:
            s.tasks[i + 1:i + 1] = extra
            return
    s.push(*reversed(extra))
