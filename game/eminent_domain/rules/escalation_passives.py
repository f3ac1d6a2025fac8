"""Escalation's standing rules and card icons, read at the moment they act. The turn steps
(flow.py, steps.py) call these small hooks to add options and to carry out the new actions.

- Freedom of Trade: a follower may follow Produce as Trade, or Trade as Produce (`FollowAs`).
- Defense Contract: once a turn, in the Action phase, sell one resource or fighter for influence.
- Black Market: while boosting (leading or following) any role but Colonize, discard a resource
  from a planet as one symbol. Warfare Technology: likewise a fighter as one Research symbol.
- Wealth of Knowledge: the leader may add basic Survey cards to any role but Colonize (one symbol each).
- Thorough Survey: the surveyor may look at 2 planets fewer and keep 1 more.
- Biosphere: resource slots ("any" type) on the technology, produced on and traded from like a planet's.
- Oversight Committee: hand limit +1.
- Colony Ship [L]: its colonies are counters, not cards (the card text does not say where they come
  from; taking Colonize cards from the stack would also move the game's end). Once a turn, in the
  Action phase, it takes on one colony (free, optional). When you settle a planet, colonies on the
  ship make up what the planet's own colonies lack, and are used up. This is our reading of "you may
  redistribute colonies when settling" (only the ship's colonies move).

Icons ("Additional Symbology"), our reading [L]: a card in the hand showing ship icons may be
discarded, at a moment ships are paid (an attack decision, or a Research decision when a military
cost is within reach), to add those ships to the fleet; a card showing a resource icon may be
discarded in a Trade decision and traded as one resource of that type ("any": a resource of no
particular type). Discarded cards go to the discard pile as usual."""

from __future__ import annotations

from game.core.engine import Event
from game.core.words import counted

from . import empire as E
from . import escalation_effects as X
from .actions import (Boost, BoostResource, BoostShip, FollowAs, LoadColony, ProduceTech, Sell, SpendIcon,
                      ThoroughSurvey, TradeCard, TradeTech)
from .events import (ColonyShipLoaded, ColonyShipUnloaded, Followed, IconsSpent, PlanetsLookedAt,
    ResourceProducedOnTechnology, ResourceSold, ResourceTraded, SymbolDiscarded)
from .moves import draw_planet
from .rivals import AttackRivalStep, targets
from .task_records import AttackRivalTask, BoostTask, EndFollowTask, SurveyTask
from .tasks import Step, decision

SHIPS = ("fighter", "destroyer", "battlecruiser")
OTHER = {"produce": "trade", "trade": "produce"}


# --- following ---------------------------------------------------------------------------------

def follow_options(s, task) -> list:
    if task.role in OTHER and E.has_hook(s, task.player, "freedom_of_trade"):
        return [FollowAs(OTHER[task.role])]
    return []


def follow_as(s, task, action) -> list[Event]:
    p = task.player
    s.push(BoostTask(player=p, role=action.role, lead=False, cards=[]), EndFollowTask(p))
    return [Followed(f"{s.name(p)} follows as {action.role.capitalize()} (Freedom of Trade).", p)]


# --- boosting ----------------------------------------------------------------------------------

def _wealth_cards(s, p, role, hand) -> list[int]:
    wealth = E.standing(s, p).boost_any_role
    if not wealth or role == "colonize":
        return []
    return [uid for uid in hand if E.face(s, uid).kind == "role" and E.face(s, uid).role == wealth
            and E.card_value(s, p, uid, role) == 0]


def boost_options(s, task) -> list:
    p, role = task.player, task.role
    out = []
    if task.lead:
        out += [Boost(uid) for uid in _wealth_cards(s, p, role, s.players[p]["hand"])]
    if role == "colonize":  # colonies are cards: symbols from elsewhere cannot be placed
        return out
    standing = E.standing(s, p)
    if standing.resources_as_symbols:
        out += [BoostResource(uid, i) for uid, i in E.trade_options(s, p)]
    if standing.ships_as_symbol:
        ship, symbol = standing.ships_as_symbol
        if symbol == role and E.ships(s, p, ship):
            out.append(BoostShip(ship))
    return out


def boost_extra(s, task, action) -> list[Event]:
    """A resource or a ship discarded as one symbol of the role being boosted."""
    p = task.player
    if isinstance(action, BoostResource):
        E.find_planet(s, p, action.planet)["res"][action.slot] -= 1
        what = E.resource_words(E.planet_def(s, action.planet).slots[action.slot])
        events = []
    else:
        events = X.pay_ships(s, p, {action.ship: 1})
        what = f"a {action.ship}"
    s.push(task.but(extra=task.extra + 1))
    return events + [SymbolDiscarded(f"{s.name(p)} discards {what} as a {task.role.capitalize()} symbol.", p)]


def extra_strength(s, p, role, lead, cards, extra) -> int:
    """Symbols beyond the cards' own: discarded resources and ships, and Wealth of Knowledge's cards."""
    return extra + (len(_wealth_cards(s, p, role, cards)) if lead else 0)


# --- the Action phase ----------------------------------------------------------------------------

def action_phase_options(s, task) -> list:
    p = task.player
    out = []
    if not s.turn.get("colony_loaded") and E.has_hook(s, p, "colony_ship"):
        out.append(LoadColony())
    if s.turn.get("sold") or not E.standing(s, p).sell_influence:
        return out
    out += [Sell(uid, i) for uid, i in E.trade_options(s, p)]
    return out + ([Sell()] if X.ships(s, p, "fighter") else [])


def action_phase_decide(s, task, action) -> list[Event]:
    """Defense Contract's sale or Colony Ship's colony: neither uses up one of the phase's actions."""
    p = task.player
    s.push(task)
    if isinstance(action, LoadColony):
        s.turn["colony_loaded"] = 1
        s.players[p]["colony_ship"] = s.players[p].get("colony_ship", 0) + 1
        return [ColonyShipLoaded(f"{s.name(p)}'s Colony Ship takes on a colony.", p)]
    if isinstance(action, Sell):
        s.turn["sold"] = 1
        if action.planet < 0:
            events = X.pay_ships(s, p, {"fighter": 1})
        else:
            E.find_planet(s, p, action.planet)["res"][action.slot] -= 1
            events = [ResourceSold(f"{s.name(p)} sells {E.planet_def(s, action.planet).slots[action.slot]}.", p)]
        return events + E.gain_influence(s, p, E.standing(s, p).sell_influence)
    raise ValueError(action)


# --- surveying -------------------------------------------------------------------------------------

def offers_thorough_survey(s, p, count) -> bool:
    thorough = E.standing(s, p).thorough_survey
    if not thorough:
        return False
    fewer, more = thorough
    return count - fewer >= 1 + more


@decision("thorough", lambda s, t: f"Thorough Survey: look at {t.count} planets and keep one, or look at fewer "
                                   f"and keep more?")
class ThoroughStep(Step):
    waiting = "choosing how many planets to look at (Thorough Survey)"
    @staticmethod
    def options(s, task):
        return [ThoroughSurvey(False), ThoroughSurvey(True)]

    @staticmethod
    def decide(s, task, action):
        p = task.player
        thorough = E.standing(s, p).thorough_survey
        count, keep = task.count, 1
        if action.use and thorough:
            fewer, more = thorough
            count, keep = count - fewer, 1 + more
        events, looks = [], []
        for _ in range(count):
            uid = draw_planet(s, events)
            if uid is None:
                break
            looks.append(uid)
        if looks:
            s.push(SurveyTask(player=p, planets=looks, keep=keep))
            events.append(PlanetsLookedAt(f"{s.name(p)} looks at {counted(len(looks), 'planet')}.", p,
                                          count=len(looks)))
        return events


# --- producing and trading: technology slots and resource icons --------------------------------

def tech_slots(s, p):
    """(card, slot, kind, full) for every resource slot on p's permanent technologies."""
    out = []
    for key, res in sorted(s.players[p].get("tech_res", {}).items()):
        card = int(key)
        kinds = X.face_slots(s, s.card_face[card])
        out += [(card, i, kinds[i], full) for i, full in enumerate(res)]
    return out


def produce_options(s, p) -> list:
    return [ProduceTech(card, i) for card, i, _, full in tech_slots(s, p) if not full]


def trade_options(s, p) -> list:
    out = [TradeTech(card, i) for card, i, _, full in tech_slots(s, p) if full]
    return out + [TradeCard(uid) for uid in s.players[p]["hand"] if resource_icon(s, uid)]


def resource_icon(s, uid) -> str:
    for icon in X.face_icons(s, s.card_face[uid]):
        if icon not in SHIPS:
            return icon
    return ""


def produce_decide(s, task, action) -> list[Event]:
    p = task.player
    s.players[p]["tech_res"][str(action.card)][action.slot] = 1
    kind = X.face_slots(s, s.card_face[action.card])[action.slot]
    s.push(task.but(left=task.left - 1, resources=task.resources + [kind]))
    on = E.face(s, action.card).name
    return [ResourceProducedOnTechnology(f"{s.name(p)} produces {E.resource_words(kind)} on {on}.", p)]


def trade_decide(s, task, action) -> list[Event]:
    p = task.player
    pl = s.players[p]
    if isinstance(action, TradeTech):
        pl["tech_res"][str(action.card)][action.slot] = 0
        kind = X.face_slots(s, s.card_face[action.card])[action.slot]
    else:
        kind = resource_icon(s, action.card)
        pl["hand"].remove(action.card)
        pl["discard"].append(action.card)
    s.push(task.but(left=task.left - 1, resources=task.resources + [kind]))
    return [ResourceTraded(f"{s.name(p)} trades {E.resource_words(kind)} ({E.face(s, action.card).name}).", p)] + \
        E.gain_influence(s, p, 1)


# --- ship icons ----------------------------------------------------------------------------------

def ship_icons(s, uid) -> list[str]:
    return [icon for icon in X.face_icons(s, s.card_face[uid]) if icon in SHIPS]


def icon_options(s, p) -> list:
    out = []
    for uid in s.players[p]["hand"]:
        icons = ship_icons(s, uid)
        if icons and (any(i != "battlecruiser" for i in icons) or not X.ships(s, p, "battlecruiser")):
            out.append(SpendIcon(uid))
    return out


def spend_icon(s, task, action) -> list[Event]:
    """Discard the card for its ships; the decision it was spent in comes back."""
    p = task.player
    pl = s.players[p]
    pl["hand"].remove(action.card)
    pl["discard"].append(action.card)
    events = [IconsSpent(f"{s.name(p)} discards {E.face(s, action.card).name} for its ships.", p, card=action.card)]
    for icon in ship_icons(s, action.card):
        events += X.gain_ships(s, p, icon, 1)
    s.push(task)
    return events


def military_cost_in_reach(s, p, need=None) -> bool:
    """Whether a technology p could buy with ships (prerequisites met) is in the supply."""
    for uid in s.tech_supply:
        info = E.face(s, uid)
        if X.military_cost(s, info) and X.prerequisite_met(s, p, info, need):
            return True
    return False


# --- attacking ----------------------------------------------------------------------------------

def attack_options(s, task) -> list:
    """Extra options in an attack decision: spending ship icons (when there is a planet to attack),
    and Military Campaign's attacks on rivals' face-up planets."""
    p = task.player
    campaign = E.standing(s, p).campaign
    out = icon_options(s, p) if E.face_down(s, p) or campaign else []
    if campaign:
        face_up, _ = campaign
        out += targets(s, p, face_up)
    return out


def attack_decide(s, task, action) -> list[Event]:
    if isinstance(action, SpendIcon):
        return spend_icon(s, task, action)
    face_up, reparations = E.standing(s, task.player).campaign
    if task.left > 1:  # the rival attack uses one of this decision's attacks
        s.push(task.but(left=task.left - 1, done=task.done + 1))
    return AttackRivalStep.decide(s, AttackRivalTask(task.player, face_up=face_up, reparations=reparations), action)


# --- Colony Ship ----------------------------------------------------------------------------------

def use_colony_ship(s, p, rec) -> list[Event]:
    """Before `rec` is settled: spend the ship's colonies that its own colonies lacked."""
    used = max(0, E.settle_need(s, p, rec) - rec["cv"])
    if not used:
        return []
    s.players[p]["colony_ship"] -= used
    return [ColonyShipUnloaded(f"{s.name(p)} moves {used} colony(ies) from the Colony Ship.", p)]
