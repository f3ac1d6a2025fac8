"""What the task stack holds (`state.tasks`, top at the end): one small record per kind of step,
with named fields. `kind` names the step (tasks.py runs it; `state.pending(p).kind` is it).

Records never change once made, nor do the lists they hold: a step that goes on pushes a changed
copy (`task.but(left=task.left - 1)`), so clones and views share them (state.clone copies the
stack, not the records). `to_dict`/`task_from_dict` turn them into JSON and back (saves, network
views). Saves written before the records had names keep loading: their tasks were dicts with short
keys ({"t": "boost", "p": 0, "r": "survey", ...}), read through each record's `LEGACY` keys."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import ClassVar

RECORDS: dict[str, type] = {}  # kind -> record class


def record(kind: str, **legacy: str):
    """Register a record class for the step `kind`; `legacy` maps a field to the key old saves used."""

    def register(cls):
        cls = dataclass(slots=True, frozen=True)(cls)
        cls.kind = kind
        cls.LEGACY = {"player": "p", **legacy}
        cls.NAMES = tuple(f.name for f in fields(cls))
        RECORDS[kind] = cls
        return cls

    return register


class Task:
    __slots__ = ()
    kind: ClassVar[str] = ""
    LEGACY: ClassVar[dict] = {}  # field -> its key in saves made before the records had names
    NAMES: ClassVar[tuple] = ()  # the fields, in order

    def but(self, **changes) -> "Task":
        """A copy with some fields changed (the copy shares the lists it is not given)."""
        return replace(self, **changes)

    def to_dict(self) -> dict:
        return {"step": self.kind, **{name: getattr(self, name) for name in self.NAMES}}


def task_from_dict(data: dict) -> Task:
    """A record from `Task.to_dict` data, or from a task of an older save (short keys)."""
    if "step" in data:
        cls = RECORDS[data["step"]]
        return cls(**{name: value for name, value in data.items() if name != "step"})
    cls = RECORDS[data["t"]]
    keys = {key: name for name, key in cls.LEGACY.items()}
    unknown = set(data) - set(keys) - {"t"}
    if unknown:
        raise ValueError(f"a {cls.kind} task has no field {sorted(unknown)[0]!r}")
    return cls(**{keys[key]: value for key, value in data.items() if key != "t"})


# --- the turn ------------------------------------------------------------------------------------
@record("turn_start")
class TurnStartTask(Task):
    player: int


@record("order")
class OrderTask(Task):
    """Logistics: the Role phase first, or the Action phase?"""
    player: int


@record("action", left="left")
class ActionTask(Task):
    player: int
    left: int  # actions left in this Action phase


@record("role")
class RoleTask(Task):
    player: int


@record("extra_role")
class ExtraRoleTask(Task):
    """Escalation: an extra Role phase, which may be declined."""
    player: int


@record("role_end")
class RoleEndTask(Task):
    """After an extra Role phase (Tour de Force's attack)."""
    player: int


@record("boost", role="r", lead="lead", cards="cards", extra="extra")
class BoostTask(Task):
    player: int
    role: str
    lead: bool  # the player leads the role (else follows it)
    cards: list = field(default_factory=list)  # the cards added so far (the leader's role card first)
    extra: int = 0  # symbols added by discarding resources or ships (Escalation)


@record("follow", role="r")
class FollowTask(Task):
    player: int
    role: str


@record("end_follow")
class EndFollowTask(Task):
    player: int


@record("post_role")
class PostRoleTask(Task):
    player: int


@record("cleanup")
class CleanupTask(Task):
    player: int


@record("discard")
class DiscardTask(Task):
    player: int


@record("refill")
class RefillTask(Task):
    player: int


@record("end_turn")
class EndTurnTask(Task):
    player: int


# --- carrying out a role or an action ------------------------------------------------------------
@record("thorough", count="n")
class ThoroughTask(Task):
    """Thorough Survey: look at `count` planets and keep one, or at fewer and keep more?"""
    player: int
    count: int


@record("survey", planets="looks", keep="keep", return_rest="back")
class SurveyTask(Task):
    player: int
    planets: list  # the planets looked at, only their player sees them
    keep: int = 1  # how many of them are still to be kept
    return_rest: bool = False  # the rest is shuffled back into the planet deck (Deep Space Probes)


@record("attack", left="left", discounts="disc", fighters="collect", done="done")
class AttackTask(Task):
    player: int
    left: int  # attacks left
    discounts: int = 1  # discounted attacks left (Improved Warfare)
    fighters: int = 0  # fighters that may be collected instead of attacking
    done: int = 0  # attacks made


@record("colonize", settles="settles", card="card", tuck_after_settle="after", done="done")
class ColonizeTask(Task):
    """A Colonize action card: settle, or tuck the card as a colony."""
    player: int
    settles: int  # settles left
    card: int  # the card played, which may be tucked
    tuck_after_settle: bool = False  # Improved Colonize: tucked in place of a settle still left
    done: int = 0  # planets settled


@record("tuck_self", card="card", may_settle="settle")
class TuckSelfTask(Task):
    player: int
    card: int
    may_settle: bool  # the planet is settled at once if it then has enough colonies


@record("colonize_role", cards="cards", may_settle="settle")
class ColonizeRoleTask(Task):
    player: int
    cards: list  # the Colonize cards still to be placed as colonies
    may_settle: bool  # a leader may settle instead


@record("pt_choice", count="n")
class ProduceOrTradeTask(Task):
    player: int
    count: int  # resources to produce or trade


@record("produce", left="n", turn_bonus="rp", resources="types")
class ProduceTask(Task):
    player: int
    left: int  # resources still to produce
    turn_bonus: bool = False  # this turn's bonuses pay for it (the active player's own role)
    resources: list = field(default_factory=list)  # the kinds produced so far


@record("trade", left="n", turn_bonus="rp", resources="types")
class TradeTask(Task):
    player: int
    left: int  # resources still to trade
    turn_bonus: bool = False  # this turn's bonuses pay for it (the active player's own role)
    resources: list = field(default_factory=list)  # the kinds traded so far


@record("research", strength="n", bought="bought", promised="need")
class ResearchTask(Task):
    player: int
    strength: int  # Research symbols left to spend
    bought: int = 0  # technologies bought so far (Scientific Method)
    promised: dict | None = None  # planets already counted for those, by type: each counts once


@record("remove", left="left", own_card="self")
class RemoveTask(Task):
    player: int
    left: int  # cards still to remove from the game
    own_card: int = -1  # the card doing it, which may remove itself (-1: none)


@record("take_role", left="left")
class TakeRoleTask(Task):
    player: int
    left: int


@record("name", role="role")
class NameTask(Task):
    """Name the resource that pays extra influence in `role` this turn."""
    player: int
    role: str


# --- Escalation ----------------------------------------------------------------------------------
@record("take_tech", max_cost="max", needs_planets="prereq")
class TakeTechTask(Task):
    """Scientific Discovery."""
    player: int
    max_cost: int
    needs_planets: bool = True  # the technology's planets are still needed


@record("remove_tech", reparations="rep")
class RemoveTechTask(Task):
    """Natural Order: remove a permanent technology; its owner takes the reparations."""
    player: int
    reparations: int


@record("search_deck", left="left", faces="faces", draw_after="draw")
class SearchDeckTask(Task):
    """Synthesize: take cards from the deck."""
    player: int
    left: int
    faces: list  # the faces in the deck (empty in a rival's view)
    draw_after: int = 0  # cards drawn once the search is over


@record("attack_rival", face_up="up", reparations="rep")
class AttackRivalTask(Task):
    """Annex (face-down planets) and Military Campaign (face-up ones)."""
    player: int
    face_up: bool
    reparations: int


@record("start_planet", planets="looks")
class StartPlanetTask(Task):
    player: int
    planets: list  # the two start planets offered, only their player sees them


# --- scenarios -----------------------------------------------------------------------------------
@record("scenario_offer")
class ScenarioOfferTask(Task):
    player: int


@record("scenario", offer="offer")
class ScenarioTask(Task):
    player: int
    offer: list  # the scenarios dealt (hidden in rivals' views)


@record("scenario_deal")
class ScenarioDealTask(Task):
    player: int
