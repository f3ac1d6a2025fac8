"""The decisions that carry out a role or an action once its strength is known: surveying,
attacking, settling and placing colonies, producing, trading, researching, removing cards."""

from __future__ import annotations

from game.core.engine import Event
from game.core.words import counted, up_to

from . import empire as E
from . import escalation_effects as XE
from . import escalation_passives as XP
from . import fleet
from .actions import (Attack, AttackRival, AttackWithShip, Buy, BuyWithShips, ChooseProduce, CollectFighters, Finish,
                      KeepPlanet, NameResource, Produce, ProduceTech, RemoveCard, Settle, SpendIcon, TakeRoleCard, Trade,
                      TradeCard, TradeFighter, TradeTech, Tuck, UpgradeFleet)
from .effects import on_trigger
from .events import (CardRemoved, ColonyPlaced, FightersCollected, PlanetConquered, PlanetKept, PlanetSettled,
    PlanetsShuffled, ResourceProduced, ResourceTraded, RoleCardTaken)
from .moves import planet_record
from .task_records import ProduceTask, TradeTask
from .tasks import Step, decision


@decision("survey", "Survey: keep one of these planets face down in your empire.")
class SurveyStep(Step):
    waiting = "keeping one of the planets they surveyed"
    @staticmethod
    def options(s, task):
        return [KeepPlanet(uid) for uid in task.planets]

    @staticmethod
    def decide(s, task, action):
        p = task.player
        s.players[p]["planets"].append(planet_record(s, action.planet))
        rest = [uid for uid in task.planets if uid != action.planet]
        events = [PlanetKept(f"{s.name(p)} keeps one surveyed planet face down.", p)]
        if task.keep > 1 and rest:  # Thorough Survey, Deep Space Probes: keep more
            s.push(task.but(planets=rest, keep=task.keep - 1))
        elif task.return_rest:  # Deep Space Probes: the rest is shuffled back into the planet deck
            s.planet_deck.extend(rest)
            s.rng.shuffle(s.planet_deck)
            events.append(PlanetsShuffled("The other planets are shuffled back into the planet deck."))
        else:
            s.planet_discard.extend(rest)
        return events


def _attack_prompt(s, t):
    if t.fighters and not t.done:
        return f"Collect {counted(t.fighters, 'fighter')}, or attack one of your face-down planets."
    return f"Attack a face-down planet in your empire ({counted(t.left, 'attack')} left), or finish."


@decision("attack", _attack_prompt)
class AttackStep(Step):
    waiting = "attacking a planet or collecting fighters"
    @staticmethod
    def options(s, task):
        opts = []
        if task.fighters and not task.done:
            opts.append(CollectFighters())
        if task.left > 0:
            opts += [Attack(uid, d) for uid, d in E.attack_options(s, task.player, task.discounts)]
            opts += fleet.ship_attack_options(s, task.player)  # Escalation: destroyers, the battlecruiser
            opts += XP.attack_options(s, task)  # ship icons, Military Campaign
        if not task.fighters or task.done:
            opts.append(Finish())
        return opts

    @staticmethod
    def decide(s, task, action):
        p = task.player
        if isinstance(action, Finish):
            return []
        if isinstance(action, (SpendIcon, AttackRival)):
            return XP.attack_decide(s, task, action)
        if isinstance(action, CollectFighters):
            s.players[p]["fighters"] += task.fighters
            return [FightersCollected(f"{s.name(p)} collects {counted(task.fighters, 'fighter')}.", p,
                                      count=task.fighters)]
        rec = E.find_planet(s, p, action.planet)
        if isinstance(action, AttackWithShip):
            E.pay_ships(s, p, fleet.ship_cost(s, p, rec, action.ship))
            action, cost = Attack(action.planet), f"a {action.ship}"
        else:
            cost = E.attack_cost(s, p, rec, action.discount)
            E.pay_ships(s, p, {"fighter": cost})
        E.flip_up(s, p, rec)
        if action.discount:
            if E.standing(s, p).discount_blocks_slot and rec["res"]:
                rec["blk"] = 1
                rec["res"][0] = 0
        left = task.left - 1
        if left > 0:
            s.push(task.but(left=left, done=task.done + 1, discounts=task.discounts - int(action.discount)))
        name = E.planet_def(s, rec["uid"]).name
        paid = cost if isinstance(cost, str) else counted(cost, "fighter")
        events = [PlanetConquered(f"{s.name(p)} conquers {name} with {paid}.", p, planet=rec["uid"], cost=cost)]
        return events + on_trigger(s, p, "on_attack")


def _settle(s, p, rec) -> list[Event]:
    XP.use_colony_ship(s, p, rec)
    E.flip_up(s, p, rec)
    name = E.planet_def(s, rec["uid"]).name
    events = [PlanetSettled(f"{s.name(p)} settles {name}.", p, planet=rec["uid"])]
    return events + on_trigger(s, p, "on_settle")


def _tuck(s, p, card, planet) -> list[Event]:
    pl = s.players[p]
    pl["played"].remove(card)
    rec = E.find_planet(s, p, planet)
    rec["col"].append(card)
    rec["cv"] += max(1, E.card_value(s, p, card, "colonize"))
    # the planet's public back and the count, so a run of colonies reads as progress, not repeats
    cv, need = rec["cv"], E.settle_need(s, p, rec)
    progress = f"{cv} of {need} colonies" if E.colonies_needed(s, p, rec) > 0 else "enough to settle it"
    kind = E.planet_back(s, rec)["type"]
    return [ColonyPlaced(f"{s.name(p)} places a colony on their unexplored {kind} planet ({progress}).", p,
                         planet=planet, card=card)]


def _may_tuck(task) -> bool:
    """The card goes under a planet instead of settling: before any settle, or (Improved Colonize,
    `after`) in place of a settle still left, so it never settles twice and tucks as well."""
    return task.done == 0 or (task.tuck_after_settle and task.settles > 0)


@decision("colonize", "Colonize: settle a planet with enough colonies, or place this card as a colony.")
class ColonizeActionStep(Step):
    waiting = "settling a planet or placing a colony"
    @staticmethod
    def options(s, task):
        p = task.player
        opts = []
        if task.settles > 0:
            opts += [Settle(r["uid"]) for r in E.face_down(s, p) if E.can_settle(s, p, r)]
        if task.card in s.players[p]["played"] and _may_tuck(task):
            opts += [Tuck(r["uid"]) for r in E.colony_targets(s, p)]
        return opts + [Finish()]

    @staticmethod
    def decide(s, task, action):
        p = task.player
        if isinstance(action, Finish):
            return []
        if isinstance(action, Tuck):
            return _tuck(s, p, task.card, action.planet)
        events = _settle(s, p, E.find_planet(s, p, action.planet))
        rest = task.but(settles=task.settles - 1, done=task.done + 1)
        if rest.settles > 0:  # with no settle left, nothing else is allowed (see _may_tuck)
            s.push(rest)
        return events


@decision("tuck_self", "Place this card under one of your face-down planets.")
class TuckSelfStep(Step):
    waiting = "placing a card under a face-down planet"
    @staticmethod
    def options(s, task):
        if task.card not in s.players[task.player]["played"]:
            return []
        return [Tuck(r["uid"]) for r in E.colony_targets(s, task.player)]

    @staticmethod
    def decide(s, task, action):
        p = task.player
        events = _tuck(s, p, task.card, action.planet)
        rec = E.find_planet(s, p, action.planet)
        if task.may_settle and E.can_settle(s, p, rec):
            events += _settle(s, p, rec)
        return events


@decision("colonize_role", lambda s, t: ("Settle a planet, or place your Colonize cards as colonies."
                                         if t.may_settle else "Place each Colonize card under a face-down planet."))
class ColonizeRoleStep(Step):
    waiting = "settling a planet or placing colonies"
    @staticmethod
    def options(s, task):
        p = task.player
        opts = []
        if task.may_settle:
            opts += [Settle(r["uid"]) for r in E.face_down(s, p) if E.can_settle(s, p, r)]
        if task.cards:
            opts += [Tuck(r["uid"]) for r in E.colony_targets(s, p)]
        return opts

    @staticmethod
    def decide(s, task, action):
        p = task.player
        if isinstance(action, Settle):
            return _settle(s, p, E.find_planet(s, p, action.planet))
        events = _tuck(s, p, task.cards[0], action.planet)
        if len(task.cards) > 1:
            s.push(task.but(cards=task.cards[1:], may_settle=False))
        return events


@decision("pt_choice", "Produce or trade?")
class ProduceOrTradeStep(Step):
    waiting = "choosing to produce or to trade"
    @staticmethod
    def options(s, task):
        p = task.player
        opts = []
        if E.produce_options(s, p) or XP.produce_options(s, p):
            opts.append(ChooseProduce(True))
        if (E.trade_options(s, p) or (s.players[p]["fighters"] and E.standing(s, p).trade_fighters)
                or XP.trade_options(s, p)):
            opts.append(ChooseProduce(False))
        return opts

    @staticmethod
    def decide(s, task, action):
        step = ProduceTask if action.produce else TradeTask
        s.push(step(task.player, left=task.count))
        return []


def _turn_bonus(s, task, role) -> list[Event]:
    """Extra influence from Diverse Markets, Specialization or Genetic Engineering for this role."""
    if not task.turn_bonus:
        return []
    total = 0
    goods = [t for t in task.resources if t != "fighter"]
    for bonus in s.turn.get("bonus", []):
        if bonus["role"] != role:
            continue
        if bonus["per"] == "each":
            total += len(task.resources)
        elif bonus["per"] == "distinct_type":
            total += len(set(goods))
        else:
            total += goods.count(bonus["res"])
    return E.gain_influence(s, task.player, total)


@decision("produce", lambda s, t: f"Produce: choose an empty slot ({t.left} left).")
class ProduceStep(Step):
    waiting = "producing resources"
    @staticmethod
    def options(s, task):
        if task.left <= 0:
            return []
        return [Produce(uid, i) for uid, i in E.produce_options(s, task.player)] + XP.produce_options(s, task.player)

    @staticmethod
    def decide(s, task, action):
        p = task.player
        if isinstance(action, ProduceTech):  # Biosphere
            return XP.produce_decide(s, task, action)
        rec = E.find_planet(s, p, action.planet)
        rec["res"][action.slot] += 1
        kind = E.planet_def(s, action.planet).slots[action.slot]
        task = task.but(left=task.left - 1, resources=task.resources + [kind])
        s.push(task)
        return [ResourceProduced(f"{s.name(p)} produces {E.resource_words(kind)}.", p, planet=action.planet)]

    @staticmethod
    def empty(s, task):
        return _turn_bonus(s, task, "produce")


@decision("trade", lambda s, t: f"Trade: choose a resource to sell for influence ({t.left} left).")
class TradeStep(Step):
    waiting = "trading resources for influence"
    @staticmethod
    def options(s, task):
        p = task.player
        if task.left <= 0:
            return []
        opts = [Trade(uid, i) for uid, i in E.trade_options(s, p)]
        if s.players[p]["fighters"] and E.standing(s, p).trade_fighters:
            opts.append(TradeFighter())
        return opts + XP.trade_options(s, p)  # Biosphere's slots, resource icons

    @staticmethod
    def decide(s, task, action):
        p = task.player
        if isinstance(action, (TradeTech, TradeCard)):
            return XP.trade_decide(s, task, action)
        if isinstance(action, TradeFighter):
            E.pay_ships(s, p, {"fighter": 1})  # a fighter on a replenishing slot goes first
            kind = "fighter"
        else:
            E.find_planet(s, p, action.planet)["res"][action.slot] -= 1
            kind = E.planet_def(s, action.planet).slots[action.slot]
        s.push(task.but(left=task.left - 1, resources=task.resources + [kind]))
        return [ResourceTraded(f"{s.name(p)} trades {E.resource_words(kind)}.", p)] + E.gain_influence(s, p, 1)

    @staticmethod
    def empty(s, task):
        return _turn_bonus(s, task, "trade")


def affordable(s, p, strength, already=None) -> list:
    """Technologies p may buy with `strength` Research symbols: prerequisites met (with the card's
    own `prerequisite` when it has one), counting planets already promised to `already`."""
    return [Buy(uid, side) for uid, info in affordable_techs(s, p, strength, already)
            for side in s.cat.faces_of[info.tech]]


def affordable_techs(s, p, strength, already=None):
    """(uid, face) of each technology in the supply `affordable` offers, lazily: a bot asking
    whether there is one stops at the first."""
    have = XE.planet_types(s, p)
    for uid in s.tech_supply:
        info = E.face(s, uid)
        if info.cost <= strength and XE.prerequisite_met(s, p, info, already, have):
            yield uid, info


def affordable_with_ships(s, p, already=None) -> list:
    """Escalation technologies p may buy paying their military cost (ships) instead of Research."""
    out, have = [], XE.planet_types(s, p)
    for uid in s.tech_supply:
        info = E.face(s, uid)
        if XE.can_pay_ships(s, p, XE.military_cost(s, info)) and XE.prerequisite_met(s, p, info, already, have):
            out += [BuyWithShips(uid, side) for side in s.cat.faces_of[info.tech]]
    return out


def _research_prompt(s, t):
    ships = " (Escalation technologies may be paid with ships)" if E.escalation(s) else ""
    return f"Research: buy a technology costing up to {t.strength}{ships}, or buy nothing."


@decision("research", _research_prompt)
class ResearchStep(Step):
    waiting = "choosing a technology to buy"
    @staticmethod
    def options(s, task):
        p, need = task.player, task.promised
        opts = affordable(s, p, task.strength, need) + affordable_with_ships(s, p, need)
        if XP.military_cost_in_reach(s, p, need):
            opts += XP.icon_options(s, p)
        return opts + fleet.upgrade_options(s, p, task.strength) + [Finish()]

    @staticmethod
    def decide(s, task, action):
        if isinstance(action, Finish):
            return []
        p = task.player
        if isinstance(action, UpgradeFleet):  # Escalation: then buy with what is left
            s.push(task.but(strength=task.strength - (fleet.UPGRADE_COST if action.pay == "research" else 0)))
            return fleet.upgrade(s, p, action)
        if isinstance(action, SpendIcon):
            return XP.spend_icon(s, task, action)
        info = s.cat.cards[action.side]
        events, left = [], task.strength - info.cost
        if isinstance(action, BuyWithShips):  # Escalation: ships instead of Research symbols
            events, left = XE.pay_ships(s, p, XE.military_cost(s, info)), task.strength
        # Scientific Method: the leader buys again with what is left; each planet counts once.
        bought = task.bought + 1
        if p == s.active and bought <= E.standing(s, p).extra_purchases:
            need = XE.add_needs(task.promised or {}, XE.planets_needed(s, info))
            s.push(task.but(strength=left, bought=bought, promised=need))
        return events + XE.gain_technology(s, p, action.card, action.side)


@decision("remove", lambda s, t: f"Remove {up_to(t.left, 'card')} in your hand from the game, or finish.")
class RemoveStep(Step):
    waiting = "removing cards in their hand from the game"
    @staticmethod
    def options(s, task):
        pl = s.players[task.player]
        if task.left <= 0:
            return []
        opts = [RemoveCard(uid) for uid in pl["hand"]]
        if task.own_card in pl["played"]:
            opts.append(RemoveCard(task.own_card))
        return opts + [Finish()]

    @staticmethod
    def decide(s, task, action):
        if isinstance(action, Finish):
            return []
        pl = s.players[task.player]
        (pl["hand"] if action.card in pl["hand"] else pl["played"]).remove(action.card)
        s.removed.append(action.card)
        s.push(task.but(left=task.left - 1))
        return [CardRemoved(f"{s.name(task.player)} removes {E.face(s, action.card).name} from the game.",
                            task.player, card=action.card)]


@decision("take_role", "Take a role card of your choice from the stacks into your hand.")
class TakeRoleStep(Step):
    waiting = "taking a role card from the stacks"
    @staticmethod
    def options(s, task):
        if task.left <= 0:
            return []
        return [TakeRoleCard(r) for r, stack in s.stacks.items() if stack]

    @staticmethod
    def decide(s, task, action):
        p = task.player
        s.players[p]["hand"].append(s.stacks[action.role].pop())
        s.push(task.but(left=task.left - 1))
        name = s.cat.roles[action.role].name  # "Produce/Trade", never the id
        return [RoleCardTaken(f"{s.name(p)} takes a {name} card.", p, role=action.role)]


@decision("name", "Name the resource that pays extra influence this turn.")
class NameStep(Step):
    waiting = "naming the resource that pays extra influence"
    @staticmethod
    def options(s, task):
        return [NameResource(r) for r in E.RESOURCE_TYPES]

    @staticmethod
    def decide(s, task, action):
        s.turn.setdefault("bonus", []).append({"role": task.role, "per": "named_type", "res": action.resource})
        return []
