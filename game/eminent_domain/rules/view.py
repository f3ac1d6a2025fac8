"""What one player may see, and the reverse for searching bots: filling the hidden places of a
view with one guess drawn from what the viewer can know (a determinization)."""

from __future__ import annotations

from game.core.rng import Rng

from .empire import back_of, planet_def
from .scenarios import public_start_planet, redact_offers

HIDDEN = -1
LOOK_TASKS = ("survey", "start_planet")  # tasks whose `looks` are planets only their player sees
_VIEW_RNG = (1, 2, 3, 4)  # views carry no real randomness: the true RNG is never shown


def redact(s, player: int | None):
    v = s.clone()
    v.is_view = True
    v.rng = Rng(state=_VIEW_RNG)
    v.hidden_cards = []
    hidden_planets = list(v.planet_deck) + list(v.planet_box)
    for q, pl in enumerate(v.players):
        pool = list(pl["deck"])
        pl["deck"] = [HIDDEN] * len(pl["deck"])
        if q != player:
            pool += pl["hand"]
            pl["hand"] = [HIDDEN] * len(pl["hand"])
            for rec in pl["planets"]:
                if not rec["up"] and rec["uid"] != HIDDEN and not public_start_planet(v, q, rec["uid"]):
                    hidden_planets.append(rec["uid"])
                    rec["back"] = back_of(planet_def(v, rec["uid"]))  # its unsettled side is public
                    rec["uid"] = HIDDEN
                    rec["res"] = []  # how many slots it has is on the secret side
        v.hidden_cards.append(sorted(pool))
    for i, task in enumerate(v.tasks):
        if task.kind in LOOK_TASKS and task.player != player:
            hidden_planets += task.planets
            v.tasks[i] = task.but(planets=[HIDDEN] * len(task.planets))
        if task.kind == "search_deck" and task.player != player:  # Synthesize: what is in that deck
            v.tasks[i] = task.but(faces=[])
    redact_offers(v, player)
    v.planet_deck = [HIDDEN] * len(v.planet_deck)
    v.planet_box = [HIDDEN] * len(v.planet_box)
    v.hidden_planets = sorted(hidden_planets)
    return v


def determinize(view, rng: Rng):
    """A full state consistent with `view`: hidden cards and planets dealt at random from the pools
    (a rival's face-down planet from those with its public back)."""
    s = view.clone()
    s.is_view = False
    for q, pl in enumerate(s.players):
        pool = list(s.hidden_cards[q]) if q < len(s.hidden_cards) else []
        rng.shuffle(pool)
        for zone in ("hand", "deck"):
            pl[zone] = [pool.pop() if uid == HIDDEN else uid for uid in pl[zone]]
    planets = list(s.hidden_planets)
    rng.shuffle(planets)
    # A rival's face-down planet gets an unseen planet with the same back. Backs are equal or not, so
    # any deal within each back's group is consistent; the real planet is always one of its group.
    hidden = [rec for pl in s.players for rec in pl["planets"] if rec["uid"] == HIDDEN]
    backs = {uid: back_of(planet_def(s, uid)) for uid in planets} if hidden else {}
    for rec in hidden:  # no resources yet, fresh slots
        back = rec.pop("back")
        i = next(i for i, uid in enumerate(planets) if backs[uid] == back)
        rec["uid"] = planets.pop(i)
        rec["res"] = [0] * len(planet_def(s, rec["uid"]).slots)
    # The box and start-planet offers only ever hold start planets (known to all): deal them those.
    start_slots = s.planet_box.count(HIDDEN) + sum(t.planets.count(HIDDEN) for t in s.tasks
                                                   if t.kind == "start_planet")
    starts = [uid for uid in planets if s.cat.planets[s.planet_def[uid]].start][:start_slots]
    if len(starts) == start_slots:
        chosen = set(starts)
        planets = [uid for uid in planets if uid not in chosen]
    else:  # never with our setups; a plain random deal then
        starts = []

    def fill(uid):
        return planets.pop() if uid == HIDDEN else uid

    def fill_start(uid):
        return (starts.pop() if starts else planets.pop()) if uid == HIDDEN else uid

    for i, task in enumerate(s.tasks):
        if task.kind in LOOK_TASKS:
            s.tasks[i] = task.but(planets=[(fill_start if task.kind == "start_planet" else fill)(uid)
                                           for uid in task.planets])
    s.planet_deck = [fill(uid) for uid in s.planet_deck]
    s.planet_box = [fill_start(uid) for uid in s.planet_box]
    s.hidden_cards, s.hidden_planets = [], []
    s.rng = rng.fork()
    return s
