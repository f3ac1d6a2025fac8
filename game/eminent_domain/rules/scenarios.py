"""Scenarios (content/eminent_domain/scenarios.yaml): each player starts with a scenario's deck,
start planet, technologies and ships instead of the usual ten cards.

How scenarios are handed out is our choice [L]: in seat order, each player is dealt two scenarios
at random and keeps one (a setup decision; rivals see neither offer, only the kept one once it is
chosen). A player's offer is dealt just before that player chooses, from the scenarios that can
still be set up: two scenarios cannot share a start planet or a technology card (there is one of
each), so what earlier players kept rules some out. Unkept scenarios go back into the pool.

Cards are conserved as in the usual setup: `begin` (run at the end of `setup.new_game`) takes the
usual starting decks back into the role stacks and the politics box and the dealt start planets
back into the box; a kept scenario then takes its deck from the stacks (politics from the box),
its technologies from the supply (permanents into play, action cards into the deck) and its
start planet from the box. When everyone has chosen, players whose scenario names no start planet
are dealt one at random, and every deck is shuffled and the hands drawn.

Variants: `scenarios` offers the base-game scenarios (with or without Escalation);
`escalation_scenarios` needs Escalation and offers every scenario."""

from __future__ import annotations

from game.core.engine import Event
from game.core.words import counted

from .actions import ChooseScenario
from .escalation_effects import face_slots
from .events import GameSetUp, ScenarioChosen, ScenariosDealt, UsualDeckKept
from .moves import planet_record
from .task_records import ScenarioDealTask, ScenarioOfferTask, ScenarioTask
from .tasks import Step, auto, decision

OFFER = 2  # scenarios dealt to each player, who keeps one
ROLE_IDS = ("survey", "warfare", "colonize", "produce_trade", "research")
SHIP_KEYS = {"fighter": "fighters", "destroyer": "destroyers", "battlecruiser": "battlecruiser"}
FLEET_SIDES = {"basic_fleet": "basic", "improved_fleet": "improved"}  # fleet tile id -> player["fleet"]
HIDDEN_OFFER = ""  # a rival's offered scenario, in views


class ScenarioError(ValueError):
    pass


def expansions_offered(variants) -> tuple[str, ...]:
    """Which scenarios (by expansion) the chosen variants offer; empty when none is chosen."""
    if "escalation_scenarios" in variants:
        return ("base", "escalation")
    if "scenarios" in variants:
        return ("base",)
    return ()


def in_play(s) -> bool:
    return bool(expansions_offered(s.variants))


def pool(s) -> list:
    offered = expansions_offered(s.variants)
    return [sc for sc in s.content.scenarios if sc.expansion in offered]


def check_variants(s) -> None:
    """Refuse combinations the scenarios cannot be set up with, with a clear reason."""
    if not in_play(s):
        return
    if "escalation_scenarios" in s.variants and "escalation" not in s.variants:
        raise ScenarioError("Escalation scenarios need the Escalation variant: choose Escalation as well")
    if s.no_research:
        raise ScenarioError("scenarios start with technologies, so they cannot be played in the learning game")


# --- setup -------------------------------------------------------------------------------------

def begin(s) -> None:
    """Called at the end of new_game, after the usual deal and before the first turn runs: in a
    scenario game, undo the usual starting decks and start planets and queue the choices."""
    for pl in s.players:
        pl["scenario"] = ""
    if not in_play(s):
        return
    check_variants(s)
    for pl in s.players:
        for uid in pl["hand"] + pl["deck"]:
            face = s.card_face[uid]
            (s.stacks[face] if face in s.stacks else s.removed).append(uid)
        pl["hand"], pl["deck"] = [], []
        s.planet_box.extend(rec["uid"] for rec in pl["planets"])
        pl["planets"] = []
    s.planet_box.sort()
    _fill_politics_box(s)
    tasks = [ScenarioOfferTask(p) for p in range(s.n)]
    s.push(*tasks, ScenarioDealTask(0))


def _fill_politics_box(s) -> None:
    """The box holds enough politics cards for every player to keep the most politics-heavy
    scenario [L: the physical box has fewer; the source gives no limit for scenarios]."""
    most = max((sc.deck.get("politics", 0) for sc in pool(s)), default=0)
    have = sum(1 for uid in s.removed if s.card_face[uid] == "politics")
    for _ in range(most * s.n - have):
        s.card_face.append("politics")
        s.removed.append(len(s.card_face) - 1)


def _scenario(s, scenario_id: str):
    for sc in s.content.scenarios:
        if sc.id == scenario_id:
            return sc
    raise KeyError(scenario_id)


def _tech_uid(s, side: str, taken: list[int]) -> int | None:
    """A card of the technology that has side `side`, still in the supply (not in `taken`)."""
    tech = s.cat.cards[side].tech
    for uid in s.tech_supply:
        if uid not in taken and s.cat.cards[s.card_face[uid]].tech == tech:
            return uid
    return None


def _planet_uid(s, planet_id: str) -> int | None:
    for uid in s.planet_box:
        if s.planet_def[uid] == planet_id:
            return uid
    return None


def can_set_up(s, sc) -> bool:
    """Whether what `sc` starts with is still there: role cards, politics, technologies, planet."""
    for role in ROLE_IDS:
        if len(s.stacks.get(role, ())) < sc.deck.get(role, 0):
            return False
    if sum(1 for uid in s.removed if s.card_face[uid] == "politics") < sc.deck.get("politics", 0):
        return False
    taken: list[int] = []
    for side in sc.technologies:
        uid = _tech_uid(s, side, taken)
        if uid is None:
            return False
        taken.append(uid)
    if sc.start_planet and _planet_uid(s, sc.start_planet) is None:
        return False
    return (not sc.fleet and not sc.ships) or "escalation" in s.variants


@auto("scenario_offer")
def _offer(s, task):
    p = task.player
    ids = [sc.id for sc in pool(s) if can_set_up(s, sc)]
    offer = s.rng.sample(ids, min(OFFER, len(ids)))
    s.push(ScenarioTask(player=p, offer=offer))
    return [ScenariosDealt(f"{s.name(p)} is dealt {counted(len(offer), 'scenario')} to choose from.", p)]


def _keep_prompt(s, task):
    return "Choose your scenario: you start with its deck, start planet and technologies."


@decision("scenario", _keep_prompt)
class ScenarioStep(Step):
    waiting = "choosing a scenario"
    @staticmethod
    def options(s, task):
        return [ChooseScenario(sid) for sid in task.offer]

    @staticmethod
    def decide(s, task, action):
        return apply_scenario(s, task.player, _scenario(s, action.scenario))

    @staticmethod
    def empty(s, task):
        # Nothing left that can be set up (never seen with the built-in content): the usual deck.
        return _usual_deck(s, task.player)


def apply_scenario(s, p: int, sc) -> list[Event]:
    pl = s.players[p]
    pl["scenario"] = sc.id
    for role in ROLE_IDS:
        for _ in range(sc.deck.get(role, 0)):
            pl["deck"].append(s.stacks[role].pop())
    _take_politics(s, p, sc.deck.get("politics", 0))
    for side in sc.technologies:
        uid = _tech_uid(s, side, [])
        s.tech_supply.remove(uid)
        s.card_face[uid] = side
        # Starting technologies are put into play, not bought: no on-gain effect [L].
        if s.cat.cards[side].kind == "permanent":
            pl["techs"].append(uid)
            _add_tech_slots(s, p, uid, side)
        else:
            pl["deck"].append(uid)
    if sc.start_planet:
        _give_start_planet(s, p, _planet_uid(s, sc.start_planet))
    if sc.fleet:
        pl["fleet"] = FLEET_SIDES.get(sc.fleet, pl.get("fleet", ""))
    for ship, count in sc.ships.items():
        pl[SHIP_KEYS[ship]] += count
    return [ScenarioChosen(f"{s.name(p)} starts as {sc.name}.", p, scenario=sc.id)]


def _add_tech_slots(s, p: int, uid: int, side: str) -> None:
    """Resource slots printed on a permanent technology (Biosphere), as when it is researched."""
    slots = face_slots(s, side)
    if slots:
        s.players[p].setdefault("tech_res", {})[str(uid)] = [0] * len(slots)


def _take_politics(s, p: int, count: int) -> None:
    for _ in range(count):
        uid = next(uid for uid in reversed(s.removed) if s.card_face[uid] == "politics")
        s.removed.remove(uid)
        s.players[p]["deck"].append(uid)


def _give_start_planet(s, p: int, uid: int) -> None:
    s.planet_box.remove(uid)
    s.players[p]["planets"].append(planet_record(s, uid))


def _usual_deck(s, p: int) -> list[Event]:
    spec = s.content.starting_deck
    pl = s.players[p]
    for role in ROLE_IDS:
        for _ in range(min(spec.cards.get(role, 0), len(s.stacks.get(role, ())))):
            pl["deck"].append(s.stacks[role].pop())
    have = sum(1 for uid in s.removed if s.card_face[uid] == "politics")
    _take_politics(s, p, min(have, spec.cards.get("politics", 0)))
    return [UsualDeckKept(f"{s.name(p)} starts with the usual deck: no scenario was left.", p)]


@auto("scenario_deal")
def _deal(s, task):
    """Start planets for players whose scenario names none, then shuffle decks and draw hands."""
    starts = [uid for uid in s.planet_box if s.cat.planets[s.planet_def[uid]].start]
    s.rng.shuffle(starts)
    for p, pl in enumerate(s.players):
        if not pl["planets"] and starts:
            uid = starts.pop()
            _give_start_planet(s, p, uid)
    events = []
    for p, pl in enumerate(s.players):
        s.rng.shuffle(pl["deck"])
        for _ in range(min(s.hand_size, len(pl["deck"]))):
            pl["hand"].append(pl["deck"].pop())
    events.append(GameSetUp("Scenarios chosen: every player draws their first hand."))
    return events


def public_start_planet(s, q: int, uid: int) -> bool:
    """A kept scenario is public, so the start planet it names is known even while face down."""
    scenario_id = s.players[q].get("scenario", "")
    return bool(scenario_id) and _scenario(s, scenario_id).start_planet == s.planet_def[uid]


def redact_offers(v, viewer) -> None:
    """In a view, a rival's offered scenarios are hidden (their number is not)."""
    for i, task in enumerate(v.tasks):
        if task.kind == "scenario" and task.player != viewer:
            v.tasks[i] = task.but(offer=[HIDDEN_OFFER] * len(task.offer))
