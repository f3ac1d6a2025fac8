"""What is on the Eminent Domain table for the player at the screen, in words and numbers: whose
turn it is, every seat (name, score so far, influence, cards, ships, fleet), the role stacks and
what ends the game, and what the decision panel says. Built from the viewer's view, the game's
seats and the choices of the moment (choices.py); plain Python, no pygame: the painters draw it,
the tests read it. Where things sit is placement.py's; what moves, the director's."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.seat_words import seat_detail

from ..rules import empire as E
from ..rules import flow
from . import choices as C
from .placement import STACK_ORDER, escalation

FLEET_LABELS = {"basic": "Basic fleet", "improved": "Improved fleet"}
FLEET_SHORT = {"basic": "Basic", "improved": "Improved"}
STACK_NAMES = {"survey": "Survey", "warfare": "Warfare", "colonize": "Colonize", "produce_trade": "Produce / Trade",
               "research": "Research"}


@dataclass(frozen=True)
class Seat:
    player: int
    name: str
    detail: str  # "computer · easy", "at another screen"; "" for a person here
    you: bool  # the player at the screen
    acting: bool  # deciding now
    leading: bool  # this turn is theirs
    score: int | float  # what the seat would score if the game ended now (from the viewer's view)
    influence: int
    fighters: int
    ships: dict  # kind -> count (Escalation)
    fleet: str  # "basic", "improved" or "" (base game)
    hand: int
    deck: int
    discard: int
    hand_limit: int
    settling: int  # settling costs this much less (Colonize symbols in the empire)

    @property
    def counts(self) -> str:
        return f"Hand {self.hand} · Deck {self.deck} · Discard {self.discard}"

    @property
    def fleet_label(self) -> str:
        return FLEET_LABELS.get(self.fleet, self.fleet)


@dataclass(frozen=True)
class Stack:
    name: str  # its id: survey, warfare, colonize, produce_trade, research
    title: str
    left: int
    split: bool  # Produce/Trade offered as two roles: each half leads its own
    state: str  # "lit" (a choice now), "shaded" (not a choice in this step), "normal"


@dataclass(frozen=True)
class Prompt:
    heading: str  # "Your decision", "Waiting for Vega", "Vega's move", "The game is over"
    whose: int | None  # the seat whose marker goes before the heading
    yours: bool  # the viewer decides: a gold heading
    text: str
    led: str  # "Vega led Survey"
    follow_hint: str  # what following really gives (a follow decision)
    hover_note: str  # said when nothing else is to be done but read


@dataclass(frozen=True)
class TableModel:
    viewer: int | None
    me: int  # the seat drawn at the bottom
    finished: bool
    turn: int
    status: str  # the top bar's words after the turn: "Vega leads the turn", "last round"...
    last_round: bool  # the status is said in gold (the end has begun)
    setting_up: bool  # start planets or scenarios chosen before the first turn
    active: int
    seats: tuple  # Seat per player
    stacks: tuple  # Stack in table order
    empty_stacks: int
    rule: str  # what ends the game
    supply: int  # influence left
    reserve: int
    planet_deck: int
    planet_discard: int
    no_research: bool
    prompt: Prompt


def build(view, seats, viewer: int | None, ch, scores: dict, replaying: bool = False) -> TableModel:
    """The table for `viewer` from their `view`: `seats` the game's seats (name, is_human, level),
    `ch` the choices of the moment, `scores` seat -> projected total (from the viewer's view)."""
    me = viewer if viewer is not None else 0
    names = [seat.name for seat in seats]
    status, gold = turn_status(view, names)
    return TableModel(
        viewer=viewer, me=me, finished=view.is_terminal(), turn=view.turn_no, status=status, last_round=gold,
        setting_up=view.turn_no == 0 and not view.is_terminal(), active=view.active,
        seats=tuple(_seat(view, p, seats[p], viewer, scores.get(p, 0)) for p in range(view.n)),
        stacks=tuple(_stacks(view, ch)), empty_stacks=sum(1 for st in view.stacks.values() if not st),
        rule=end_rule(view), supply=view.supply, reserve=view.reserve, planet_deck=len(view.planet_deck),
        planet_discard=len(view.planet_discard), no_research=view.no_research,
        prompt=_prompt(view, names, ch, replaying))


def turn_status(view, names) -> tuple[str, bool]:
    """The words after the turn number, and whether the end has begun (said in gold)."""
    if view.is_terminal():
        return "The game is over", False
    if view.turn_no == 0:
        return "Setting up: everyone chooses in seat order", False
    words = f"{names[view.active]} leads the turn"
    if view.mode == "ending":
        return words + "  ·  last round", True
    if view.mode in ("extra_turns", "tie_round"):
        return words + "  ·  " + ("extra turn" if view.mode == "extra_turns" else "tie-break round"), True
    return words, False


def _seat(view, p: int, seat, viewer, score) -> Seat:
    pl = view.players[p]
    return Seat(player=p, name=seat.name, detail=seat_detail(seat),
                you=p == viewer, acting=p in view.to_act(), leading=p == view.active and not view.is_terminal(),
                score=score, influence=pl["influence"], fighters=pl["fighters"],
                ships=E.ships_by_kind(view, p) if escalation(view) else {}, fleet=pl["fleet"],
                hand=len(pl["hand"]), deck=len(pl["deck"]), discard=len(pl["discard"]),
                hand_limit=E.hand_limit(view, p), settling=E.empire_symbols(view, p, "colonize"))


def _stacks(view, ch):
    split = "lead:produce" in ch.targets
    for name in STACK_ORDER:
        if name not in view.stacks:
            continue
        leads = ("lead:produce", "lead:trade") if name == "produce_trade" else (f"lead:{name}",)
        lit = any(t in ch.targets for t in leads + (f"take:{name}",))
        shaded = (ch.task == "role" and not any(t in ch.targets for t in leads)) or \
            (ch.task == "take_role" and f"take:{name}" not in ch.targets)
        yield Stack(name, STACK_NAMES.get(name, view.cat.cards[name].name), len(view.stacks[name]),
                    split and name == "produce_trade", "lit" if lit else "shaded" if shaded else "normal")


def end_rule(view) -> str:
    if view.mode == "ending":
        return "Last round: the game ends when this round is over."
    n, empty = view.stacks_to_end, sum(1 for st in view.stacks.values() if not st)
    return (f"The end comes when {n} stack{'s' if n > 1 else ''} run{'' if n > 1 else 's'} out ({empty} empty) "
            "or the influence supply does.")


def _prompt(view, names, ch, replaying: bool) -> Prompt:
    if view.is_terminal():
        return Prompt("The game is over", None, False, "", "", "", "")
    who = view.to_act()
    role = view.turn.get("role")
    led = f"{names[view.active]} led {role.capitalize()}" if role else ""
    if ch.player is not None and ch.task and not replaying:
        hint = ""
        if ch.task == "follow":
            hint = C.follow_hint(view, ch.player, view.tasks[-1].role)
        return Prompt("Your decision", None, True, ch.prompt, led, hint, "")
    if who:
        q = who[0]
        heading = f"{names[q]}'s move" if replaying else f"Waiting for {names[q]}"
        note = "Hover a card or planet to read it." if ch.player is not None and not ch.task else ""
        return Prompt(heading, q, False, view.waiting_for(q), led, "", note)  # said of the seat that decides
    return Prompt("", None, False, "", led, "", "")


def boost_strength(view, q: int) -> int | None:
    """The strength of the role seat `q` is boosting now, shown by its cards in play."""
    task = view.tasks[-1] if view.tasks else None
    if task is None or task.kind != "boost" or task.player != q:
        return None
    return flow.role_strength(view, q, task.role, task.lead, task.cards)
