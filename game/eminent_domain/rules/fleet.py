"""Escalation's fleet: ship conversions in the Action phase, the improved fleet upgrade during
Research, ship-paid attacks on your own planets, and the Replenish step.

Our readings where the facts leave room (eminent-domain-cards.md, "Escalation"):
- Conversions are extra actions: they never use up the Action phase's card action. The basic tile
  allows one conversion per Action phase, the improved tile any number (content
  `conversions_per_turn`; the rules text says "multiple times" only for the improved side).
- Ships paid as a warfare cost are spent (as in BGA): a destroyer conquers a bustling or hostile
  planet and is gone; the battlecruiser conquers a civilized planet and is gone (so it no longer
  scores or discounts). The improved tile's "battlecruiser instead of any cost" reads the same way.
- The fleet upgrade costs 3 of the Research role's symbols (the rest can still buy a technology)
  or 3 fighters; it is offered to the leader and every follower of Research, before buying.
- Replenishing slots (hostile planets, Hades, Elite Squadron): a ship on a slot is simply one of
  your ships (`player["on_slots"]` counts how many of them sit on slots). Ships you spend come off
  the slots first; at the start of your turn every empty slot of a face-up planet or permanent
  technology gets a new ship from the supply."""

from __future__ import annotations

from collections import Counter

from game.core.engine import Event

from . import empire as E
from .actions import AttackWithShip, ConvertShips, UpgradeFleet
from .events import FleetUpgraded, ShipsConverted, SlotsReplenished

UPGRADE_COST = 3  # Research symbols, or fighters


# --- conversions ---------------------------------------------------------------------------------

def conversion_options(s, p: int) -> list:
    tile = E.fleet_tile(s, p)
    if tile is None:
        return []
    if tile.conversions_per_turn and s.turn.get("fleet_used", 0) >= tile.conversions_per_turn:
        return []
    out = []
    for conv in tile.conversions:
        if E.ships(s, p, conv.give) < conv.count:
            continue
        if conv.take == "battlecruiser" and s.players[p]["battlecruiser"] >= E.MAX_BATTLECRUISERS:
            continue
        out.append(ConvertShips(conv.give, conv.take))
    return out


def convert(s, p: int, action: ConvertShips) -> list[Event]:
    tile = E.fleet_tile(s, p)
    conv = next(c for c in tile.conversions if (c.give, c.take) == (action.give, action.take))
    s.turn["fleet_used"] = s.turn.get("fleet_used", 0) + 1
    E.pay_ships(s, p, {conv.give: conv.count})
    E.gain_ships(s, p, conv.take, 1)
    return [ShipsConverted(f"{s.name(p)} turns {conv.count} {conv.give}s into a {conv.take}.", p, give=conv.give,
                           count=conv.count, take=conv.take)]


# --- the improved fleet --------------------------------------------------------------------------

def upgrade_options(s, p: int, research: int) -> list:
    if s.players[p]["fleet"] != "basic" or "improved_fleet" not in s.cat.fleet_tiles:
        return []
    out = []
    if research >= UPGRADE_COST:
        out.append(UpgradeFleet("research"))
    if s.players[p]["fighters"] >= UPGRADE_COST:
        out.append(UpgradeFleet("fighter"))
    return out


def upgrade(s, p: int, action: UpgradeFleet) -> list[Event]:
    """Turn p's fleet tile over; the caller lowers the Research strength when paid with Research."""
    if action.pay == "fighter":
        E.pay_ships(s, p, {"fighter": UPGRADE_COST})
    s.players[p]["fleet"] = "improved"
    paid = "3 Research" if action.pay == "research" else "3 fighters"
    return [FleetUpgraded(f"{s.name(p)} upgrades to the Improved Fleet, paying {paid}.", p, pay=action.pay)]


# --- attacks paid with ships ---------------------------------------------------------------------

def ship_cost(s, p: int, rec, ship: str) -> dict:
    planet = E.planet_def(s, rec["uid"])
    return {ship: planet.warfare_cost if ship == planet.warfare_ship else 1}


def ship_attack_options(s, p: int) -> list:
    """Attacks on p's face-down planets paid with a destroyer or the battlecruiser: a planet that
    asks for that ship, or any planet with the improved fleet's battlecruiser."""
    tile = E.fleet_tile(s, p)
    any_cost = tile is not None and tile.battlecruiser_pays_any_cost
    out = []
    for rec in E.face_down(s, p):
        ws = E.planet_def(s, rec["uid"]).warfare_ship
        kinds = [ws] if ws != "fighter" else []
        if any_cost and "battlecruiser" not in kinds:
            kinds.append("battlecruiser")
        out += [AttackWithShip(rec["uid"], k) for k in kinds if E.can_pay_ships(s, p, ship_cost(s, p, rec, k))]
    return out


# --- Replenish -----------------------------------------------------------------------------------

def replenish_slots(s, p: int) -> Counter:
    """Replenishing ship slots on p's face-up planets and permanent technologies, by ship kind."""
    slots = Counter()
    for rec in s.players[p]["planets"]:
        if rec["up"]:
            slots.update(E.planet_def(s, rec["uid"]).replenish)
    for uid in s.players[p]["techs"]:
        slots.update(_tech_face(s, uid).replenish)
    return slots


def _tech_face(s, uid: int):
    face_id = s.card_face[uid]
    card = s.cat.tech_cards[E.face(s, uid).tech]
    return next(f for f in card.faces if f.id == face_id)


def filled_slots(s, p: int) -> dict:
    """planet uid -> (filled?, ...) per replenishing slot of p's face-up planets, as the table shows
    them: the rules keep only how many ships of each kind sit on p's slots (`on_slots`), which fill
    the slots in empire order."""
    on = dict(s.players[p].get("on_slots") or {})
    out = {}
    for rec in s.players[p]["planets"]:
        if not rec["up"] or rec["uid"] < 0:
            continue
        kinds = E.planet_def(s, rec["uid"]).replenish
        if kinds:
            marks = []
            for kind in kinds:
                marks.append(on.get(kind, 0) > 0)
                on[kind] = on.get(kind, 0) - 1
            out[rec["uid"]] = tuple(marks)
    return out


def replenish(s, p: int) -> list[Event]:
    """Fill every empty replenishing slot of p's with a ship from the supply."""
    pl = s.players[p]
    slots = replenish_slots(s, p)
    events = []
    for kind in E.SHIP_KINDS:
        filled = min(pl["on_slots"][kind], E.ships(s, p, kind), slots[kind])
        before = E.ships(s, p, kind)
        events += E.gain_ships(s, p, kind, slots[kind] - filled)
        pl["on_slots"][kind] = filled + E.ships(s, p, kind) - before
    if events:
        events.insert(0, SlotsReplenished(f"{s.name(p)} refills their replenishing slots.", p))
    return events
