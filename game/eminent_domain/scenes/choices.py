"""Turn the legal actions of the player at the screen into things to click.

Every choice is one of `state.legal_actions(player)`: an action either belongs to something on the
table (a hand card, a role stack, a planet, a resource slot, a technology, a surveyed planet) or
becomes a button. Things that cannot be chosen now get the reason why, shown on hover.
Pure Python: no pygame, so the mapping is tested without a window."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import empire as E
from ..rules import flow
from ..rules.actions import (Attack, Boost, Buy, ChooseOrder, ChooseProduce, Discard, KeepPlanet, LeadRole,
                             NameResource, PlayAction, Produce, RemoveCard, Settle, TakeRoleCard, Trade, Tuck)
from ..rules.describe import action_label, button_label
from ..rules.escalation_effects import can_pay_ships, military_cost, prerequisite_met
from ..rules.outcome import boost_outcome, resolve_words, role_outcome
from .techcards import purchase_target


LOOK_TASKS = ("survey", "start_planet")  # steps that show planets only their player sees, to keep one


@dataclass
class Choice:
    label: str
    action: object
    tip: str = ""  # a button's hover text, when its label cannot say it all


@dataclass
class Choices:
    """What the player at the screen may do now: targets on the table and buttons."""
    player: int | None
    task: str = ""
    prompt: str = ""
    targets: dict = field(default_factory=dict)  # target id -> [Choice]
    buttons: list = field(default_factory=list)  # [Choice]

    def add(self, target: str | None, label: str, action, tip: str = "") -> None:
        if target is None:
            self.buttons.append(Choice(label, action, tip))
        else:
            self.targets.setdefault(target, []).append(Choice(label, action))


def _target(s, task: dict, action) -> str | None:
    """The thing on the table one legal action is chosen on (None: it becomes a button)."""
    if isinstance(action, (PlayAction, Boost, Discard)):
        return f"hand:{action.card}"
    if isinstance(action, RemoveCard):
        where = "hand" if action.card in s.players[task.player]["hand"] else "played"
        return f"{where}:{action.card}"
    if isinstance(action, LeadRole):
        return f"lead:{action.role}"
    if isinstance(action, TakeRoleCard):
        return f"take:{action.role}"
    if isinstance(action, KeepPlanet):
        return f"keep:{action.planet}"
    if isinstance(action, (Attack, Settle, Tuck)):
        return f"planet:{action.planet}"
    if isinstance(action, (Produce, Trade)):
        return f"slot:{action.planet}:{action.slot}"
    if isinstance(action, Buy):
        return purchase_target(action)  # a card of the research list
    return _escalation_target(s, task, action)


def ships_text(cost: dict) -> str:
    """'3 fighters', '2 destroyers', '1 battlecruiser'."""
    return ", ".join(f"{n} {k}{'s' if n != 1 else ''}" for k, n in cost.items() if n)


def owner_of_tech(s, uid: int) -> int | None:
    return next((q for q, pl in enumerate(s.players) if uid in pl["techs"]), None)


def _tech_item(s, player: int, uid: int) -> str:
    owner = owner_of_tech(s, uid)
    return f"ptech:{uid}" if owner == player or owner is None else f"opp{owner}:ptech:{uid}"


def _escalation_target(s, task: dict, action) -> str | None:
    """Escalation's actions (and any later one) by class name: a target on the table when the
    action is about a thing drawn there, else a button."""
    name = type(action).__name__
    fields = getattr(action, "__dict__", {})
    if name in ("AttackWithShip", "PlanetAction"):
        return f"planet:{action.planet}"
    if name == "AttackRival":
        rec = s.players[action.victim]["planets"][action.slot]
        return f"opp{action.victim}:planet:{rec['uid']}" if rec["uid"] >= 0 else f"opp{action.victim}:hidden:{action.slot}"
    if name == "BuyWithShips":
        return purchase_target(action)
    if name == "ChooseScenario":
        return f"scenario:{action.scenario}"  # a card of the scenario picker
    if name in ("Sell", "BoostResource") and fields.get("planet", -1) >= 0:
        return f"slot:{action.planet}:{action.slot}"
    if name in ("RemoveTech", "ProduceTech", "TradeTech"):
        return _tech_item(s, task.player, action.card)
    if name in ("SpendIcon", "TradeCard"):
        return f"hand:{action.card}"
    return None


def label(s, action) -> str:
    """The words on one action's button or menu line: the rules' one labeller, a few of them in
    fewer words (the full words stay in the button's tooltip)."""
    return button_label(s, action)


def choices_for(s, player: int | None, legal: list) -> Choices:
    """`s` is the view of `player`; `legal` its legal actions (from the true state)."""
    if player is None or not s.tasks or player not in s.to_act():
        return Choices(player)
    task = s.tasks[-1]
    out = Choices(player, task.kind, s.pending(player).prompt)
    for action in legal:
        target = _target(s, task, action)
        out.add(target, label(s, action), action, button_tip(s, task, action) if target is None else "")
    return out


def button_tip(s, task: dict, action) -> str:
    """What a button does, in a sentence, for the choices whose labels are short."""
    from . import cardtext as T

    name = type(action).__name__
    if name == "Finish" and task.kind == "boost":  # "Resolve: nothing to buy": the whole sentence
        return resolve_words(s, task)
    if name == "ConvertShips":
        tile = E.fleet_tile(s, task.player)
        return action_label(s, action) + "." + (" " + T.fleet_text(tile, False) if tile else "")
    if name == "UpgradeFleet":
        improved = s.cat.fleet_tiles.get("improved_fleet")
        return action_label(s, action) + "." + (" " + T.fleet_text(improved, False) if improved else "")
    return ""


# --- reasons for what cannot be chosen ------------------------------------------------------

def hand_reason(s, p: int, uid: int, task: dict | None) -> str:
    """Why a hand card is not clickable in the current step ('' when there is nothing to say)."""
    if task is None or task.player != p:
        return ""
    info = E.face(s, uid)
    if task.kind == "action":
        return "" if info.effects("action") else "This card has no action."
    if task.kind == "boost":
        return f"No {task.role.capitalize()} symbol on this card."
    return ""


def prerequisite_reason(s, p: int, uid: int) -> str:
    info = E.face(s, uid)
    card = s.cat.tech_cards.get(info.tech)
    if card is not None and card.prerequisite:  # Escalation: named types, "any" for a planet of any type
        if prerequisite_met(s, p, info):
            return ""
        needs = ", ".join(f"{n} {'of any type' if k == 'any' else k}" for k, n in card.prerequisite.items())
        return f"Needs face-up planets: {needs}."
    have = E.planets_of_type(s, p, info.type)
    if have < info.planets_needed:
        return (f"Needs {info.planets_needed} face-up {info.type} planet{'s' if info.planets_needed > 1 else ''}; "
                f"you have {have}.")
    return ""


def can_pay_military(s, p: int, uid: int) -> bool:
    """Whether p holds the ships an Escalation technology may be bought with instead of Research."""
    return E.escalation(s) and can_pay_ships(s, p, military_cost(s, E.face(s, uid)))


def follow_strength(s, p: int, role: str) -> tuple[int, int]:
    """(matching cards in hand, strength) if p follows `role` boosting with every matching card."""
    cards = [uid for uid in s.players[p]["hand"] if uid >= 0 and E.card_value(s, p, uid, role) > 0]
    return len(cards), flow.role_strength(s, p, role, False, cards)


def follow_outcome(s, p: int, role: str):
    """What following `role` with every matching card does for p (rules/outcome.py)."""
    cards = [uid for uid in s.players[p]["hand"] if uid >= 0 and E.card_value(s, p, uid, role) > 0]
    strength = flow.role_strength(s, p, role, False, cards)
    return role_outcome(s, p, role, role in E.standing(s, p).leader_bonus_roles, strength, cards)


def follow_gain(s, p: int, role: str) -> int:
    """What following `role` with every matching card really gives p: planets looked at (a
    follower looks at one fewer than the strength), fighters, colonies, resources produced or
    sold, technologies within reach; 0 when it gives nothing (Trade with nothing to sell)."""
    return follow_outcome(s, p, role).gain


def follow_hint(s, p: int, role: str) -> str:
    """The line under Follow / Dissent: what following gives, in the player's terms."""
    cards, strength = follow_strength(s, p, role)
    name = role.capitalize()
    held = f"You hold {cards} {name} card{'s' if cards != 1 else ''}" if cards else f"No {name} cards in hand"
    gain = follow_gain(s, p, role)
    if role == "survey":
        if gain:
            return f"{held}: following shows you {gain} planet{'s' if gain != 1 else ''} (a follower sees one fewer)."
        return f"{held}: a follower sees one planet fewer, so following shows you none."
    return f"{held}: following at strength {strength} {follow_outcome(s, p, role).words}."


# Steps whose Finish turns down what the table offers: a technology, a card to remove for good,
# a technology to take, a rival to attack.
DECLINING = ("research", "remove", "take_tech", "attack_rival")


def declines(ch) -> bool:
    """Whether Finish now turns down an offer made on the table. Such a Finish is never the
    default, and the table shows it away from where the step before had its main button: a
    double click meant for "Resolve" must not buy nothing."""
    return ch.task in DECLINING and bool(ch.targets)


def hand_boosts(s, ch) -> tuple:
    """While boosting: the hand cards that may be added, in hand order ("Add all" adds them)."""
    if ch.task != "boost":
        return ()
    boosts = [c.action for cs in ch.targets.values() for c in cs if isinstance(c.action, Boost)]
    order = {uid: i for i, uid in enumerate(s.players[ch.player]["hand"])}
    return tuple(sorted(boosts, key=lambda a: order.get(a.card, 0)))


def adds_by_default(s, ch) -> bool:
    """Whether "Add all" is the default while boosting: whenever cards may be added (the
    default is never a Resolve that does nothing while cards could still make it do something)."""
    return bool(hand_boosts(s, ch))


def default_choice(s, ch) -> Choice | None:
    """The highlighted button (Enter chooses it): Dissent when following would give nothing,
    else Follow; while boosting "Add all" (the table's) while cards may be added, then Resolve
    when it does something or nothing else is left; a step's Finish when only a few buttons are
    offered and it turns nothing down."""
    kinds = {type(c.action).__name__: c for c in ch.buttons}
    if ch.task == "follow" and "Follow" in kinds and "Dissent" in kinds:
        role = s.tasks[-1].role
        return kinds["Dissent"] if follow_gain(s, ch.player, role) == 0 else kinds["Follow"]
    if ch.task == "boost":
        if adds_by_default(s, ch) or "Finish" not in kinds:
            return None
        useful = boost_outcome(s, s.tasks[-1])[1].gain > 0
        return kinds["Finish"] if useful or len(ch.buttons) == 1 and not ch.targets else None
    if "Finish" in kinds and len(ch.buttons) <= 3 and not declines(ch):
        return kinds["Finish"]
    return None


def research_reach(s, p: int) -> int:
    """The Research strength p could lead right now: hand symbols, empire symbols and the role card."""
    hand = sum(E.card_value(s, p, uid, "research") for uid in s.players[p]["hand"] if uid >= 0)
    return hand + E.empire_symbols(s, p, "research") + 1


def tech_reason(s, p: int | None, uid: int, task: dict | None) -> str:
    """Why p cannot buy technology `uid` (now in Research, or in general); '' when p could."""
    if p is None:
        return ""
    info = E.face(s, uid)
    missing = prerequisite_reason(s, p, uid)
    if missing:
        return missing
    card = s.cat.tech_cards.get(info.tech)
    ships = f" or {ships_text(card.military_cost)}" if card is not None and card.military_cost and \
        "escalation" in s.variants else ""
    if can_pay_military(s, p, uid):
        return ""  # the ships pay for it
    if task is not None and task.kind == "research" and task.player == p:
        if info.cost > task.strength:
            return f"Costs {info.cost}{ships}; your Research strength is {task.strength}."
        return ""
    reach = research_reach(s, p)
    if info.cost > reach:
        return f"Costs {info.cost}{ships}; leading Research now would give you {reach}."
    return ""


def planet_reason(s, p: int, rec: dict, task: dict | None) -> str:
    """Why one of p's face-down planets is not a choice in an attack or colonize step."""
    if task is None or task.player != p or rec["up"]:
        return ""
    if task.kind == "attack":
        cost = E.attack_cost(s, p, rec, False)
        return f"Attacking costs {cost} fighters; you have {s.players[p]['fighters']}."
    if task.kind in ("colonize", "colonize_role"):
        need = E.settle_need(s, p, rec)
        return f"Settling needs {need} colon{'y' if need == 1 else 'ies'}; it has {rec['cv']}."
    return ""


def role_reason(s, role: str, task: dict | None) -> str:
    if task is None or task.kind != "role":
        return ""
    must = s.turn.get("must_lead", "")
    if must and must != role:
        return f"This turn you must lead {must.capitalize()}."
    return ""


def button_id(action) -> str:
    """A stable id for a button (used by --automation and the UI tests)."""
    if isinstance(action, ChooseOrder):
        return "order:role" if action.role_first else "order:action"
    if isinstance(action, ChooseProduce):
        return "produce" if action.produce else "trade"
    if isinstance(action, NameResource):
        return f"name:{action.resource}"
    name = type(action).__name__
    fixed = {"Finish": "finish", "Follow": "follow", "Dissent": "dissent", "CollectFighters": "collect",
             "TradeFighter": "trade_fighter"}.get(name)
    if fixed:
        return fixed
    # any other button: its class and fields, e.g. convertships:fighter:destroyer, upgradefleet:research
    values = [str(v) for v in getattr(action, "__dict__", {}).values()]
    return ":".join([name.lower()] + values)
