"""What resolving a role will do, said before the player resolves it: the Resolve button and its
prompt, the follow hint and the default choice read it, and the log says why when a role gives
nothing ("buys nothing: no technology within reach: ...").

It reads only what the resolving player may see (their own planets, hand, ships and technologies,
the public technology supply), so a view gives the same words as the true state."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.words import counted

from . import empire as E
from . import escalation_passives as XP
from . import fleet
from .steps import affordable_techs, affordable_with_ships


@dataclass(frozen=True)
class RoleOutcome:
    gain: int  # how much it gives (planets looked at, fighters, colonies, resources; 1 for Research that can buy); 0: nothing
    short: str  # for a button, after "Resolve: ": "look at 2 planets", "nothing happens"
    words: str  # the whole outcome, after a name: "looks at 2 planets and keeps one", "sells nothing: ..."


def _nothing(short: str, verb: str, why: str) -> RoleOutcome:
    return RoleOutcome(0, short, f"{verb} nothing: {why}")


def role_outcome(s, p: int, role: str, lead: bool, strength: int, cards) -> RoleOutcome:
    """What p resolving `role` at `strength` does (`cards`: the cards added, role card included);
    `lead`: p has the leader's power (leads it, or Bureaucracy's settle as a follower)."""
    return _BY_ROLE[role](s, p, lead, strength, list(cards))


def _survey(s, p, lead, n, cards) -> RoleOutcome:
    looks = n if lead else n - 1
    looks = min(looks, len(s.planet_deck) + len(s.planet_discard))
    if looks <= 0:
        if n > 0 and not lead:
            return _nothing("nothing happens", "sees", "a follower looks at one planet fewer than the strength")
        if n > 0:
            return _nothing("nothing happens", "sees", "the planet deck is empty")
        return _nothing("nothing happens", "sees", "no Survey symbols")
    return RoleOutcome(looks, f"look at {counted(looks, 'planet')}", f"looks at {counted(looks, 'planet')} and keeps {'it' if looks == 1 else 'one'}")


def _warfare(s, p, lead, n, cards) -> RoleOutcome:
    if not lead:
        if n <= 0:
            return _nothing("nothing happens", "collects", "no Warfare symbols")
        return RoleOutcome(n, f"collect {counted(n, 'fighter')}", f"collects {counted(n, 'fighter')}")
    attacks = E.attack_options(s, p, 1) + fleet.ship_attack_options(s, p)
    if n <= 0 and not attacks:
        return _nothing("nothing happens", "gains", "no fighters to collect and no planet to attack")
    if not attacks:
        return RoleOutcome(n, f"collect {counted(n, 'fighter')}", f"collects {counted(n, 'fighter')}")
    if n <= 0:
        return RoleOutcome(1, "attack a planet", "attacks a face-down planet")
    return RoleOutcome(n, f"{counted(n, 'fighter')} or attack",
                       f"collects {counted(n, 'fighter')}, or attacks a face-down planet")


def _colonize(s, p, lead, n, cards) -> RoleOutcome:
    colonies = sum(1 for c in cards if c >= 0 and E.card_value(s, p, c, "colonize"))
    placed = counted(colonies, "colony", "colonies")
    settles = [r for r in E.face_down(s, p) if E.can_settle(s, p, r)] if lead else []
    targets = E.colony_targets(s, p) if colonies else []
    where = _where(s, targets)
    if settles:
        name = E.planet_def(s, settles[0]["uid"]).name if len(settles) == 1 else "a planet"
        place = f", or places {placed} {where}" if targets else ""
        return RoleOutcome(1, "settle a planet" if not targets else "settle or add colonies", f"settles {name}{place}")
    if not colonies:
        return _nothing("nothing happens", "places", "no Colonize cards added")
    if not targets:
        return _nothing("nothing happens", "places", "no face-down planet to take a colony")
    why = " (as a follower: only the leader settles)" if not lead else ""
    return RoleOutcome(colonies, f"place {placed}", f"places {placed} {where}{why}")


def _where(s, targets) -> str:
    if len(targets) == 1:  # named as its owner knows it, and as the table shows it (face down, its type)
        d = E.planet_def(s, targets[0]["uid"])
        return f"on {d.name}, the face-down {d.type} planet"
    return "under face-down planets, one at a time"


def _produce(s, p, lead, n, cards) -> RoleOutcome:
    room = E.slot_room(s, p)
    empty = sum(room - held for rec in s.players[p]["planets"] if rec["up"]
                for i, held in enumerate(rec["res"]) if i >= rec["blk"])
    empty += len(XP.produce_options(s, p))  # Biosphere's slots
    made = min(n, empty)
    if made <= 0:
        why = "no Produce symbols" if n <= 0 else "no empty resource slot on a face-up planet"
        return _nothing("nothing to produce", "produces", why)
    return RoleOutcome(made, f"produce {counted(made, 'resource')}", f"produces {counted(made, 'resource')}")


def _trade(s, p, lead, n, cards) -> RoleOutcome:
    held = sum(sum(rec["res"]) for rec in s.players[p]["planets"] if rec["up"])
    if s.players[p]["fighters"] and E.standing(s, p).trade_fighters:
        held += s.players[p]["fighters"]
    held += len(XP.trade_options(s, p))  # Biosphere's slots, resource icons
    sold = min(n, held)
    if sold <= 0:
        return _nothing("nothing to sell", "sells", "no Trade symbols" if n <= 0 else "no resources to sell")
    return RoleOutcome(sold, f"sell {counted(sold, 'resource')}",
                       f"sells {counted(sold, 'resource')} for {sold} influence")


def _research(s, p, lead, n, cards) -> RoleOutcome:
    # whether anything is within reach (the first one found is enough: resolving Research asks this)
    if next(affordable_techs(s, p, n), None) is not None or fleet.upgrade_options(s, p, n) \
            or (E.escalation(s) and affordable_with_ships(s, p)):
        return RoleOutcome(1, f"buy up to cost {n}", f"buys a technology costing up to {n}")
    return _nothing("nothing to buy", "buys", f"no technology within reach: {research_out_of_reach(s, p, n)}")


def research_out_of_reach(s, p: int, n: int) -> str:
    """Why no technology in the supply can be bought at Research strength n."""
    if not s.tech_supply:
        return "the supply is empty"
    cheapest = min(E.face(s, uid).cost for uid in s.tech_supply)
    if cheapest > n:
        return f"the cheapest costs {cheapest}"
    if not any(rec["up"] for rec in s.players[p]["planets"]):
        return "each needs face-up planets of its type, and every planet in this empire is face down"
    return "each one costing that little needs more face-up planets of its type"


def role_strength(s, p, role, lead, cards, extra=0) -> int:
    n = E.symbols_in(s, p, cards, role)
    n += XP.extra_strength(s, p, role, lead, cards, extra)  # discarded resources/ships, Wealth of Knowledge
    if role != "colonize":  # empire Colonize symbols lower settle costs instead
        n += E.empire_symbols(s, p, role)
    if lead and s.turn.get("stack_empty") and role in ("produce", "trade", "research"):
        n += 1
    return n


def boost_outcome(s, task: dict) -> tuple[int, RoleOutcome]:
    """(strength, outcome) of resolving the role being boosted in `task` now."""
    p, role = task.player, task.role
    n = role_strength(s, p, role, task.lead, task.cards, task.extra)
    lead_power = task.lead or role in E.standing(s, p).leader_bonus_roles
    return n, role_outcome(s, p, role, lead_power, n, task.cards)


def resolve_words(s, task: dict) -> str:
    """What resolving the role being boosted does now, in a sentence (Resolve's hover text)."""
    n, outcome = boost_outcome(s, task)
    return f"Resolving {task.role.capitalize()} at strength {n} {outcome.words}."


def resolve_prompt(s, task: dict) -> str:
    """The boost step's question, with what resolving now would do."""
    return f"{resolve_words(s, task)} Add cards with the {task.role.capitalize()} symbol, or Resolve."


_BY_ROLE = {"survey": _survey, "warfare": _warfare, "colonize": _colonize, "produce": _produce, "trade": _trade,
            "research": _research}
