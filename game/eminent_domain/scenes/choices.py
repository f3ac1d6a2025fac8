"""Turn the legal actions of the player at the screen into things to click.

Every choice is one of `state.legal_actions(player)`: an action either belongs to something on the
table (a hand card, a role stack, a planet, a resource slot, a technology, a surveyed planet) or
becomes a button. Things that cannot be chosen now get the reason why, shown on hover.
Pure Python: no pygame, so the mapping is tested without a window."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import empire as E
from ..rules import flow
from ..rules.actions import (Attack, Boost, Buy, ChooseOrder, ChooseProduce, CollectFighters, Discard, Dissent,
                             Finish, Follow, KeepPlanet, LeadRole, NameResource, PlayAction, Produce, RemoveCard,
                             Settle, TakeRoleCard, Trade, TradeFighter, Tuck)


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


def role_name(role: str) -> str:
    return role.replace("_", "/").capitalize() if role != "produce_trade" else "Produce/Trade"


def card_name(s, uid: int) -> str:
    return E.face(s, uid).name


def finish_label(s, task: dict) -> str:
    t = task["t"]
    if t == "action":
        return "Skip the action"
    if t == "boost":
        n = flow.role_strength(s, task["p"], task["r"], task["lead"], task["cards"])
        return f"Resolve {task['r'].capitalize()} (strength {n})"
    if t == "attack":
        return "Done attacking"
    if t == "colonize":
        return "Done colonizing"
    if t == "research":
        return "Buy nothing"
    if t == "remove":
        return "Remove no more"
    if t == "discard":
        return "Keep the rest"
    return {"attack_rival": "Hold back", "take_tech": "Take nothing", "extra_role": "Pass"}.get(t, "Done")


def _target(s, task: dict, action) -> tuple[str | None, str]:
    """(target id or None for a button, label) of one legal action."""
    if isinstance(action, PlayAction):
        return f"hand:{action.card}", f"Play {card_name(s, action.card)} for its action"
    if isinstance(action, Boost):
        return f"hand:{action.card}", f"Add {card_name(s, action.card)} to {task['r'].capitalize()}"
    if isinstance(action, Discard):
        return f"hand:{action.card}", f"Discard {card_name(s, action.card)}"
    if isinstance(action, RemoveCard):
        where = "hand" if action.card in s.players[task["p"]]["hand"] else "played"
        return f"{where}:{action.card}", f"Remove {card_name(s, action.card)} from the game"
    if isinstance(action, LeadRole):
        return f"lead:{action.role}", f"Lead {action.role.capitalize()}"
    if isinstance(action, TakeRoleCard):
        return f"take:{action.role}", f"Take a {role_name(action.role)} card"
    if isinstance(action, KeepPlanet):
        verb = "Start with" if task["t"] == "start_planet" else "Keep"
        return f"keep:{action.planet}", f"{verb} {E.planet_def(s, action.planet).name}"
    if isinstance(action, Attack):
        rec = E.find_planet(s, task["p"], action.planet)
        cost = E.attack_cost(s, task["p"], rec, action.discount)
        extra = " with the discount" if action.discount else ""
        return f"planet:{action.planet}", f"Attack{extra} ({cost} fighter{'s' if cost != 1 else ''})"
    if isinstance(action, Settle):
        return f"planet:{action.planet}", f"Settle {E.planet_def(s, action.planet).name}"
    if isinstance(action, Tuck):
        return f"planet:{action.planet}", "Tuck a colony here"
    if isinstance(action, Produce):
        kind = E.planet_def(s, action.planet).slots[action.slot]
        return f"slot:{action.planet}:{action.slot}", f"Produce {kind}"
    if isinstance(action, Trade):
        kind = E.planet_def(s, action.planet).slots[action.slot]
        return f"slot:{action.planet}:{action.slot}", f"Trade {kind} for 1 influence"
    if isinstance(action, Buy):
        return f"tech:{action.card}", f"Research {s.cat.cards[action.side].name}"
    if isinstance(action, Finish):
        return None, finish_label(s, task)
    if isinstance(action, Follow):
        return None, "Follow"
    if isinstance(action, Dissent):
        return None, "Dissent"
    if isinstance(action, ChooseOrder):
        return None, "Role phase first" if action.role_first else "Action phase first"
    if isinstance(action, CollectFighters):
        return None, f"Collect {task['collect']} fighter{'s' if task['collect'] != 1 else ''}"
    if isinstance(action, TradeFighter):
        return None, "Trade a fighter"
    if isinstance(action, ChooseProduce):
        return None, "Produce" if action.produce else "Trade"
    if isinstance(action, NameResource):
        return None, action.resource.capitalize()
    return _escalation_target(s, task, action)


SHIP_WORD = {"fighter": "fighter", "destroyer": "destroyer", "battlecruiser": "battlecruiser"}


def ships_text(cost: dict) -> str:
    """'3 fighters', '2 destroyers', '1 battlecruiser'."""
    return ", ".join(f"{n} {k}{'s' if n != 1 else ''}" for k, n in cost.items() if n)


def owner_of_tech(s, uid: int) -> int | None:
    return next((q for q, pl in enumerate(s.players) if uid in pl["techs"]), None)


def _tech_item(s, player: int, uid: int) -> str:
    owner = owner_of_tech(s, uid)
    return f"ptech:{uid}" if owner == player or owner is None else f"opp{owner}:ptech:{uid}"


def _escalation_target(s, task: dict, action) -> tuple[str | None, str]:
    """Escalation's actions (and any later one) by class name: a target on the table when the
    action is about a thing drawn there, else a button labelled by the rules' own words."""
    from ..rules.describe import action_label

    name = type(action).__name__
    p = task["p"]
    fields = getattr(action, "__dict__", {})
    if name == "AttackWithShip":
        return f"planet:{action.planet}", f"Conquer with your {action.ship}"
    if name == "PlanetAction":
        return f"planet:{action.planet}", f"Use {E.planet_def(s, action.planet).name}'s action"
    if name == "AttackRival":
        rec = s.players[action.victim]["planets"][action.slot]
        item = f"opp{action.victim}:planet:{rec['uid']}" if rec["uid"] >= 0 else f"opp{action.victim}:hidden:{action.slot}"
        return item, _label(s, action, action_label) or "Attack this planet"
    if name == "ConvertShips":
        tile = E.fleet_tile(s, p)
        count = next((c.count for c in tile.conversions if (c.give, c.take) == (action.give, action.take)), 0) \
            if tile else 0
        return None, f"{count} {action.give}s → 1 {action.take}"
    if name == "UpgradeFleet":
        return None, f"Improve fleet: {'3 Research' if action.pay == 'research' else '3 fighters'}"
    if name == "BuyWithShips":
        info = s.cat.cards[action.side]
        cost = s.cat.tech_cards[info.tech].military_cost
        return f"tech:{action.card}", f"Research {info.name} with {ships_text(cost)}"
    if name in ("Sell", "BoostResource") and fields.get("planet", -1) >= 0:
        return f"slot:{action.planet}:{action.slot}", _label(s, action, action_label)
    if name in ("RemoveTech", "ProduceTech", "TradeTech"):
        return _tech_item(s, p, action.card), _label(s, action, action_label)
    if name in ("SpendIcon", "TradeCard"):
        return f"hand:{action.card}", _label(s, action, action_label)
    return None, _label(s, action, action_label)


def _label(s, action, action_label) -> str:
    label = action_label(s, action)
    return label if label and label != repr(action) else type(action).__name__


def choices_for(s, player: int | None, legal: list) -> Choices:
    """`s` is the view of `player`; `legal` its legal actions (from the true state)."""
    if player is None or not s.tasks or player not in s.to_act():
        return Choices(player)
    task = s.tasks[-1]
    out = Choices(player, task["t"], s.pending(player).prompt)
    for action in legal:
        target, label = _target(s, task, action)
        out.add(target, label, action, button_tip(s, task, action) if target is None else "")
    return out


def button_tip(s, task: dict, action) -> str:
    """What a button does, in a sentence, for the Escalation choices whose labels are short."""
    from . import cardtext as T

    name = type(action).__name__
    if name in ("ConvertShips", "UpgradeFleet"):
        tile = E.fleet_tile(s, task["p"])
        if name == "UpgradeFleet":
            improved = s.cat.fleet_tiles.get("improved_fleet")
            return T.fleet_text(improved, False) if improved else ""
        return T.fleet_text(tile, False) if tile else ""
    if name == "ChooseScenario":
        sc = next((x for x in s.content.scenarios if x.id == action.scenario), None)
        return T.scenario_text(s, sc) if sc else ""
    return ""


# --- reasons for what cannot be chosen ------------------------------------------------------

def hand_reason(s, p: int, uid: int, task: dict | None) -> str:
    """Why a hand card is not clickable in the current step ('' when there is nothing to say)."""
    if task is None or task["p"] != p:
        return ""
    info = E.face(s, uid)
    if task["t"] == "action":
        return "" if info.effects("action") else "This card has no action."
    if task["t"] == "boost":
        return f"No {task['r'].capitalize()} symbol on this card."
    return ""


def prerequisite_reason(s, p: int, uid: int) -> str:
    info = E.face(s, uid)
    card = s.cat.tech_cards.get(info.tech)
    if card is not None and card.prerequisite:  # Escalation: named types, "any" for a planet of any type
        from ..rules.escalation_effects import prerequisite_met

        if prerequisite_met(s, p, info):
            return ""
        needs = ", ".join(f"{n} {'of any type' if k == 'any' else k}" for k, n in card.prerequisite.items())
        return f"Needs face-up planets: {needs}."
    have = sum(1 for r in s.players[p]["planets"] if r["up"] and E.planet_def(s, r["uid"]).type == info.type)
    if have < info.planets_needed:
        return (f"Needs {info.planets_needed} face-up {info.type} planet{'s' if info.planets_needed > 1 else ''}; "
                f"you have {have}.")
    return ""


def ships_owned(s, p: int) -> dict:
    pl = s.players[p]
    return {"fighter": pl["fighters"], "destroyer": pl.get("destroyers", 0), "battlecruiser": pl.get("battlecruiser", 0)}


def can_pay_military(s, p: int, uid: int) -> bool:
    """Whether p holds the ships an Escalation technology may be bought with instead of Research."""
    info = E.face(s, uid)
    card = s.cat.tech_cards.get(info.tech)
    if card is None or not card.military_cost or "escalation" not in s.variants:
        return False
    have = ships_owned(s, p)
    return all(have[k] >= n for k, n in card.military_cost.items())


def follow_strength(s, p: int, role: str) -> tuple[int, int]:
    """(matching cards in hand, strength) if p follows `role` boosting with every matching card."""
    cards = [uid for uid in s.players[p]["hand"] if uid >= 0 and E.card_value(s, p, uid, role) > 0]
    return len(cards), flow.role_strength(s, p, role, False, cards)


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
    if task is not None and task["t"] == "research" and task["p"] == p and "n" in task:
        if info.cost > task["n"]:
            return f"Costs {info.cost}{ships}; your Research strength is {task['n']}."
        return ""
    reach = research_reach(s, p)
    if info.cost > reach:
        return f"Costs {info.cost}{ships}; leading Research now would give you {reach}."
    return ""


def planet_reason(s, p: int, rec: dict, task: dict | None) -> str:
    """Why one of p's face-down planets is not a choice in an attack or colonize step."""
    if task is None or task["p"] != p or rec["up"]:
        return ""
    if task["t"] == "attack":
        cost = E.attack_cost(s, p, rec, False)
        return f"Attacking costs {cost} fighters; you have {s.players[p]['fighters']}."
    if task["t"] in ("colonize", "colonize_role"):
        need = E.settle_need(s, p, rec)
        return f"Settling needs {need} colon{'y' if need == 1 else 'ies'}; it has {rec['cv']}."
    return ""


def role_reason(s, role: str, task: dict | None) -> str:
    if task is None or task["t"] != "role":
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
