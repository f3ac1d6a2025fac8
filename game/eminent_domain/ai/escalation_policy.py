"""The easy bot's rules for setup choices (scenarios, start planets) and for Escalation's decisions
(ship conversions, the improved fleet, ship attacks, bustling planet actions, rival attacks,
military-cost purchases and the Escalation technologies' own decisions). Every threshold comes
from `bot_easy` in content/eminent_domain/bot_easy.yaml. `choose` answers None when these rules
have nothing to say, and the base rules in policy.py decide."""

from __future__ import annotations

from .. import vocabulary as v
from .. import vocabulary_escalation as x
from ..rules import actions as A
from ..rules import empire as E

SETUP_KINDS = ("scenario", "start_planet")
ESCALATION_KINDS = ("action", "attack", "research", "attack_rival", "take_tech", "search_deck", "remove_tech",
                    "thorough")


def choose(s, p, task, actions, rules, rng):
    kind = task.kind
    if kind == "scenario":
        return _by_order(actions, rules.scenario_order, lambda a: a.scenario)
    if kind == "start_planet":
        return _by_order(actions, rules.start_planets, lambda a: s.planet_def[a.planet] if a.planet >= 0 else "")
    if kind not in ESCALATION_KINDS or not E.escalation(s):
        return None
    if kind == "action":
        return _action_phase(s, p, actions, rules)
    if kind == "attack":
        return _attack(s, p, actions, rules)
    if kind == "research":
        return _research(s, p, task, actions, rules)
    if kind == "attack_rival":
        return _attack_rival(s, p, actions, rules)
    if kind == "take_tech":
        return _best_buy(s, [a for a in actions if isinstance(a, A.Buy)], rules) or A.Finish()
    if kind == "search_deck":
        ranks = {cid: i for i, cid in enumerate(rules.action_cards)}
        return min(actions, key=lambda a: (ranks.get(a.face, 99), a.face))
    if kind == "remove_tech":
        return _remove_tech(s, p, actions)
    if kind == "thorough":
        return A.ThoroughSurvey(True)
    return None


def _by_order(actions, order, key):
    """The first action whose key is earliest in `order`; unlisted keys rank last, in the given order."""
    rank = {k: i for i, k in enumerate(order)}
    return min(actions, key=lambda a: (rank.get(key(a), len(rank)), actions.index(a)))


# --- Action phase --------------------------------------------------------------------------------

def _action_phase(s, p, actions, rules):
    for a in actions:
        if isinstance(a, A.ConvertShips) and _wants_conversion(s, p, a, rules):
            return a
    if A.LoadColony() in actions:  # Colony Ship: a free colony every turn
        return A.LoadColony()
    sells = [a for a in actions if isinstance(a, A.Sell)]
    if sells:  # Defense Contract: one influence for a resource or a fighter, once a turn
        return sells[0]
    planet_actions = [a for a in actions if isinstance(a, A.PlanetAction) and _planet_action_useful(s, p, a.planet)]
    if planet_actions:
        return _by_order(planet_actions, rules.planet_actions, lambda a: s.planet_def[a.planet])
    return None


def destroyers_needed(s, p, rules) -> int:
    """Destroyers the bot wants: its setting, one per unexplored planet asking for a destroyer, and
    two toward the battlecruiser while it has none."""
    asking = sum(1 for rec in E.face_down(s, p) if rec["uid"] >= 0
                 and E.planet_def(s, rec["uid"]).warfare_ship == "destroyer")
    toward = 2 if rules.build_battlecruiser and not s.players[p]["battlecruiser"] else 0
    return rules.destroyers_wanted + asking + toward


def _wants_conversion(s, p, action, rules) -> bool:
    if action.take == "battlecruiser":
        return rules.build_battlecruiser
    if action.take != "destroyer":
        return False
    tile = E.fleet_tile(s, p)
    count = next((c.count for c in tile.conversions if (c.give, c.take) == (action.give, action.take)), 99)
    if action.give == "fighter" and s.players[p]["fighters"] - count < rules.keep_fighters:
        return False
    return s.players[p]["destroyers"] < destroyers_needed(s, p, rules)


def _planet_action_useful(s, p, planet) -> bool:
    abilities = [a.effect for a in E.planet_def(s, planet).abilities if a.when == "planet_action"]
    return any(effect_useful(s, p, effect) for effect in abilities)


def effect_useful(s, p, effect) -> bool:
    """Whether firing `effect` now would do anything for p."""
    if isinstance(effect, v.Colonize):
        return any(E.can_settle(s, p, r) for r in E.face_down(s, p) if r["uid"] >= 0)
    if isinstance(effect, v.Produce):
        return bool(E.produce_options(s, p))
    if isinstance(effect, x.TradeGoods):
        return bool(E.trade_options(s, p))
    if isinstance(effect, v.Warfare):
        return effect.fighters > 0 or bool(E.attack_options(s, p, 1))
    if isinstance(effect, v.RemoveCards):
        return effect.draw_first > 0 or any(s.card_face[uid] in ("politics", "survey")
                                            for uid in s.players[p]["hand"] if uid >= 0)
    return True


# --- attacks -------------------------------------------------------------------------------------

def _attack(s, p, actions, rules):
    ship_attacks = [a for a in actions if isinstance(a, A.AttackWithShip) and _ship_attack_ok(s, a, rules)]
    if not ship_attacks:
        own = [a for a in actions if isinstance(a, A.Attack)]
        rivals = [a for a in actions if isinstance(a, A.AttackRival)]  # Military Campaign
        if rivals and not own:
            choice = _attack_rival(s, p, rivals, rules)
            return choice if isinstance(choice, A.AttackRival) else None
        return None
    attacks = [a for a in actions if isinstance(a, A.Attack)] + ship_attacks
    # The most influence first; on a tie, fighters before destroyers before the battlecruiser.
    cost = {"destroyer": 1, "battlecruiser": 2}
    return max(attacks, key=lambda a: (E.planet_def(s, a.planet).influence,
                                       -cost.get(getattr(a, "ship", ""), 0), -a.planet))


def _ship_attack_ok(s, action, rules) -> bool:
    if action.ship != "battlecruiser":
        return True
    return E.planet_def(s, action.planet).influence >= rules.battlecruiser_attack_min_influence


SHIP_PRICE = {"fighter": 1, "destroyer": 3, "battlecruiser": 6}  # in fighters, to pick the cheapest payment


def _attack_rival(s, p, actions, rules):
    """The leading rival's most valuable planet worth the threshold, paid the cheapest way."""
    from ..rules.rivals import rival_cost
    from ..rules.scoring import score

    attacks = [a for a in actions if isinstance(a, A.AttackRival)]
    good = []
    for a in attacks:
        rec = s.players[a.victim]["planets"][a.slot]
        worth = _rival_planet_worth(s, rec, rules)
        if worth >= rules.rival_attack_min_influence:
            price = sum(SHIP_PRICE[kind] * n for kind, n in rival_cost(s, p, rec, a.ship).items())
            good.append((score(s, a.victim), worth, -price, -a.victim, -a.slot, a))
    return max(good, key=lambda g: g[:-1])[-1] if good else A.Finish()


def _rival_planet_worth(s, rec, rules) -> float:
    """A planet's influence; for one hidden from this view, the mean influence of the unseen
    planets with its public back."""
    if rec["uid"] >= 0:
        return E.planet_def(s, rec["uid"]).influence
    alike = [E.planet_def(s, uid).influence for uid in s.hidden_planets
             if E.back_of(E.planet_def(s, uid)) == rec["back"]]
    return sum(alike) / len(alike) if alike else rules.rival_attack_min_influence


# --- research ------------------------------------------------------------------------------------

def _best_buy(s, buys, rules):
    if not buys:
        return None
    order = {cid: i for i, cid in enumerate(rules.tech_order)}
    return min(buys, key=lambda a: (order.get(a.side, 99), -s.cat.cards[a.side].cost, a.card, a.side))


def _research(s, p, task, actions, rules):
    upgrades = [a for a in actions if isinstance(a, A.UpgradeFleet) and a.pay in rules.upgrade_fleet]
    buys = [a for a in actions if isinstance(a, A.Buy)]
    for a in upgrades:
        if a.pay == "fighter" and s.players[p]["fighters"] - 3 >= rules.keep_fighters:
            return a
        if a.pay == "research":  # unless it would give up a technology it ranks
            best = _best_buy(s, buys, rules)
            if best is None or best.side not in rules.tech_order or s.cat.cards[best.side].cost <= task.strength - 3:
                return a
    if buys:
        return None  # the base rule buys with Research
    with_ships = [a for a in actions if isinstance(a, A.BuyWithShips) and _ships_worth_paying(s, a)]
    if rules.buy_with_ships and with_ships:
        return _best_buy(s, with_ships, rules)
    return None


def _ships_worth_paying(s, action) -> bool:
    """Never the battlecruiser (2 influence and a discount) for a technology."""
    cost = s.cat.tech_cards[s.cat.cards[action.side].tech].military_cost
    return "battlecruiser" not in cost


def _remove_tech(s, p, actions):
    """Natural Order: a rival's technology, the leader's first; its own only when it must."""
    from ..rules.scoring import score

    def owner(uid):
        return next(q for q in range(s.n) if uid in s.players[q]["techs"])

    return max(actions, key=lambda a: (owner(a.card) != p, score(s, owner(a.card)),
                                       E.face(s, a.card).level, -a.card))


__all__ = ["choose", "SETUP_KINDS", "destroyers_needed", "effect_useful"]
