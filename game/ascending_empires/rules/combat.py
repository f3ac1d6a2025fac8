"""Attacks after a Move: every possible attack by the active player's ships, all mandatory.

Ships against ships first (two in range destroy a starship, a Battleship counts as two and needs
three to be destroyed), then ships in orbit against planets whose defence they outnumber, unless
another player's ship orbits there too. Without multiple-target technology each ship joins one
attack only; the assignment then destroys as much as it can (see `_assign`)."""

from __future__ import annotations

from game.core.engine import Event

from . import abilities as ab
from . import table
from .technology import has


def _need(state, target: dict) -> int:
    return state.rules.battleship_kill if target["battleship"] else state.rules.ship_kill


def _range(state, player: int) -> float:
    physics = state.content.physics
    return physics.long_range if has(state.content, state.tech(player), ab.LongRange) else physics.short_range


def _assign(state, options: list[tuple[object, int, list[dict]]]) -> list[tuple[object, list[dict]]]:
    """Pick attacks when each ship may join only one: targets with the fewest possible attackers
    are served first, and each takes the attackers with the fewest other uses, until its need is
    met. `options` is (target, need, candidate attackers); returns (target, attackers used)."""
    uses: dict[str, int] = {}
    for _, _, attackers in options:
        for ship in attackers:
            uses[ship["id"]] = uses.get(ship["id"], 0) + 1
    used: set[str] = set()
    chosen = []
    for target, need, attackers in sorted(options, key=lambda o: (len(o[2]), _label(o[0]))):
        free = [s for s in attackers if s["id"] not in used]
        if sum(state.ship_strength(s) for s in free) < need:
            continue
        team, strength = [], 0
        for ship in sorted(free, key=lambda s: (uses[s["id"]], state.ship_strength(s), s["id"])):
            if strength >= need:
                break
            team.append(ship)
            strength += state.ship_strength(ship)
        used.update(s["id"] for s in team)
        chosen.append((target, team))
    return chosen


def _label(target) -> str:
    return target["id"]


def resolve_attacks(state, player: int) -> list[Event]:
    multi = has(state.content, state.tech(player), ab.MultipleTargets)
    length = _range(state, player)
    mine = [s for s in state.ships if s["owner"] == player]
    events: list[Event] = []

    # Ships against ships.
    options = []
    for target in state.ships:
        if target["owner"] == player:
            continue
        attackers = [s for s in mine if table.within_range(s, target, length)]
        need = _need(state, target)
        if sum(state.ship_strength(s) for s in attackers) >= need:
            options.append((target, need, attackers))
    if multi:
        chosen = [(target, attackers) for target, _, attackers in options]
    else:
        chosen = _assign(state, options)
    used = set()
    from .turn import ship_to_supply, take_vp

    for target, team in chosen:
        used.update(s["id"] for s in team)
        vp = state.rules.battleship_vp if target["battleship"] else state.rules.ship_vp
        kind = "Battleship" if target["battleship"] else "starship"
        events.append(Event("attack_ship", f"{state.name(player)} destroys a {kind} of "
                                           f"{state.name(target['owner'])}.", player,
                            {"target": target["id"], "attackers": [s["id"] for s in team]}))
        ship_to_supply(state, target)
        events += take_vp(state, player, vp, f"destroying a {kind}")

    # Ships in orbit against planets.
    mine = [s for s in state.ships if s["owner"] == player and (multi or s["id"] not in used)]
    options = []
    for disc in state.discs:
        occupant = disc["occupant"]
        if disc["kind"] == "homeworld" or occupant is None or occupant == player:
            continue
        orbiters = state.orbiters(disc)
        if any(s["owner"] != player for s in orbiters):
            continue  # defended
        attackers = [s for s in orbiters if s in mine]
        need = state.defence(disc) + 1
        if sum(state.ship_strength(s) for s in attackers) >= need:
            options.append((disc, need, attackers))
    chosen = [(d, a) for d, _, a in options] if multi else _assign(state, options)
    for disc, team in chosen:
        events += _destroy_items(state, player, disc, team)
    return events


def _destroy_items(state, player: int, disc: dict, team: list[dict]) -> list[Event]:
    from .turn import take_vp

    owner = disc["occupant"]
    p = state.players[owner]
    count = 0
    for kind, number in disc["items"].items():
        count += number
        if kind == "troop":
            p["troops"] += number
        elif kind == "facility":
            p["facilities"] += number
        elif kind == "colony":
            p["colonies"] += number
        else:
            p["cities"] += number
        disc["items"][kind] = 0
    disc["occupant"] = None
    events = [Event("attack_planet", f"{state.name(player)} overwhelms a planet of {state.name(owner)}: "
                                     f"{count} item(s) destroyed.", player,
                    {"disc": disc["id"], "items": count, "attackers": [s["id"] for s in team]})]
    return events + take_vp(state, player, count * state.rules.item_vp, "attacking a planet")
