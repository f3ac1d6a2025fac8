"""What each vocabulary effect does when a card's ability fires: it becomes task records
(decisions or automatic steps) on the state's task stack, or changes the state at once."""

from __future__ import annotations

from game.core.engine import Event

from .. import vocabulary as v
from .. import vocabulary_escalation as x
from . import empire as E


# What the rules play today. Content for games the rules run (the base game) may use only these;
# the content check reports anything else instead of letting it be silently ignored.
FIRED = (v.DrawCards, v.Warfare, v.CollectFighters, v.AttackAfterRole, v.Colonize, v.TuckSelf,
         v.ProduceOrTrade, v.Produce, v.TakeInfluence, v.RemoveCards, v.TakeRoleCards, v.SurveyTopPlanet,
         v.TurnBonus)
PASSIVE = (v.WarfareDiscount, v.DissentDraw, v.FollowerLeaderBonus, v.ExtraActions, v.TradeFighters,
           v.RemoveEachTurn, v.RoleWildcard, v.Special)
PLAYED_HOOKS = ("either_order", "final_extra_turn")
# Escalation technologies: fired effects live in escalation_effects.py; the passive ones are read
# where they act (escalation_passives.py and the Research step).
ESCALATION_FIRED = (x.CollectShips, x.TradeGoods, x.TakeTechnology, x.ShipForInfluence, x.TaxRivals,
                    x.ProducePerFighter, x.RemovePermanent, x.SearchPlanetDeck, x.SearchDeck, x.ExtraRolePhase,
                    x.AttackAfterAnyRole, x.AttackRival, v.ExtraActions)
ESCALATION_PASSIVE = (x.ExtraPurchase, x.SellOncePerTurn, x.ResourcesAsSymbols, x.SurveyTradeLooks, x.BoostAnyRole,
                      x.ShipsAsSymbol, x.ExtraRolePhase, x.HandLimit, x.AttackRival)
FIRED += ESCALATION_FIRED
PASSIVE += ESCALATION_PASSIVE
PLAYED_HOOKS += ("freedom_of_trade", "colony_ship")
TRIGGERS = ("action", "on_gain", "on_settle", "on_attack", "on_dissent_warfare", "planet_action")


def unplayable(ability) -> str | None:
    """Why the rules would not play this ability, or None when they do."""
    effect = ability.effect
    if ability.when == "passive":
        if not isinstance(effect, PASSIVE):
            return f"{effect.vocabulary_name!r} does nothing as a passive ability"
        if isinstance(effect, v.Special) and effect.hook not in PLAYED_HOOKS:
            return f"the hook {effect.hook!r} is not played by the rules yet"
        return None
    if ability.when in TRIGGERS:
        if not isinstance(effect, FIRED):
            return f"{effect.vocabulary_name!r} is not played when {ability.when!r} yet"
        return None
    return f"the trigger {ability.when!r} is not played by the rules yet"


def fire(s, p: int, effect, card: int) -> list[Event]:
    """Run one effect for player p; `card` is the card that carries it (-1 for none)."""
    if isinstance(effect, ESCALATION_FIRED):
        from . import escalation_effects

        return escalation_effects.fire(s, p, effect, card)
    if isinstance(effect, v.DrawCards):
        return E.draw(s, p, effect.count)
    if isinstance(effect, v.Warfare):
        s.push({"t": "attack", "p": p, "left": effect.attacks, "disc": 1, "collect": effect.fighters, "done": 0})
    elif isinstance(effect, v.CollectFighters):
        s.players[p]["fighters"] += effect.count
        return [Event("fighters", f"{s.name(p)} collects {effect.count} fighter(s).", p, {"count": effect.count})]
    elif isinstance(effect, v.AttackAfterRole):
        s.turn["attack_after"] = s.turn.get("attack_after", 0) + effect.count
    elif isinstance(effect, v.Colonize):
        s.push({"t": "colonize", "p": p, "settles": effect.settles, "card": card,
                "after": effect.tuck_after_settle, "done": 0})
    elif isinstance(effect, v.TuckSelf):
        s.push({"t": "tuck_self", "p": p, "card": card, "settle": effect.settle_if_enough})
    elif isinstance(effect, v.ProduceOrTrade):
        s.push({"t": "pt_choice", "p": p, "n": effect.count})
    elif isinstance(effect, v.Produce):
        s.push({"t": "produce", "p": p, "n": effect.count, "rp": False, "types": []})
    elif isinstance(effect, v.TakeInfluence):
        return E.gain_influence(s, p, effect.count)
    elif isinstance(effect, v.RemoveCards):
        s.push({"t": "remove", "p": p, "left": effect.most, "self": card if effect.include_self else -1})
        return E.draw(s, p, effect.draw_first)
    elif isinstance(effect, v.TakeRoleCards):
        if effect.remove_self and card in s.players[p]["played"]:
            s.players[p]["played"].remove(card)
            s.removed.append(card)
        s.push({"t": "take_role", "p": p, "left": effect.count})
    elif isinstance(effect, v.SurveyTopPlanet):
        return survey_top(s, p, effect.count)
    elif isinstance(effect, v.TurnBonus):
        if effect.must_lead:
            s.turn["must_lead"] = effect.role
        if effect.per == "named_type":
            s.push({"t": "name", "p": p, "role": effect.role})
        else:
            s.turn.setdefault("bonus", []).append({"role": effect.role, "per": effect.per, "res": ""})
    return []


def fire_all(s, p: int, effects, card: int) -> list[Event]:
    """Fire several effects in order: tasks they push run first-to-last."""
    events = []
    # Effects that push tasks must run last-first so the first one's task ends on top.
    for effect in reversed(list(effects)):
        events = fire(s, p, effect, card) + events
    return events


def survey_top(s, p: int, count: int) -> list[Event]:
    events = []
    for _ in range(count):
        uid = draw_planet(s, events)
        if uid is None:
            break
        s.players[p]["planets"].append(planet_record(s, uid))
        events.append(Event("planet_gained", f"{s.name(p)} adds an unexplored planet to their empire.", p,
                            barrier=True))
    return events


def draw_planet(s, events: list) -> int | None:
    """The top planet, shuffling the planet discard pile into a new deck when the deck is empty."""
    if not s.planet_deck and s.planet_discard:
        s.planet_deck = s.planet_discard
        s.planet_discard = []
        s.rng.shuffle(s.planet_deck)
        events.append(Event("shuffle_planets", "The planet discard pile is shuffled into a new planet deck.",
                            None, barrier=True))
    return s.planet_deck.pop() if s.planet_deck else None


def planet_record(s, uid: int) -> dict:
    slots = len(E.planet_def(s, uid).slots)
    return {"uid": uid, "up": False, "col": [], "cv": 0, "res": [0] * slots, "blk": 0}


def on_trigger(s, p: int, when: str) -> list[Event]:
    """Fire p's permanent technologies' abilities for `when` (on_settle, on_attack)."""
    events = []
    for uid in s.players[p]["techs"]:
        effects = E.face(s, uid).effects(when)
        if effects:
            events += fire_all(s, p, effects, uid)
    return events
