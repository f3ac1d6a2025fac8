"""Attacks after a Move: every possible attack by the active player's ships, all mandatory.

Ships against ships (two in range destroy a starship, a Battleship counts as two and needs three
to be destroyed), and ships in orbit against planets whose defence they outnumber, unless another
player's ship orbits there too. Ship attacks are resolved first, so a planet whose defenders are all
destroyed can be attacked in the same round. Without multiple-target technology each ship joins
one attack only; the assignment then makes as many attacks as possible, and of those the ones
worth most VP (see `_best_assignment`)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.core.engine import Event
from game.core.words import counted

from . import abilities as ab
from . import events as E
from . import table
from .technology import has


@dataclass(frozen=True)
class _Attack:
    """One attack that can be made: its target (a ship or a disc), the strength it needs, the
    player's ships that may join it (in id order), its VP and, for a planet, the other players'
    ships orbiting it, which must all be destroyed first."""

    kind: str  # "ship" or "planet"
    target: dict
    need: int
    attackers: tuple
    vp: int
    defenders: tuple = ()


def _need(state, target: dict) -> int:
    return state.rules.battleship_kill if target["battleship"] else state.rules.ship_kill


def _range(state, player: int) -> float:
    physics = state.content.physics
    return physics.long_range if has(state.content, state.tech(player), ab.LongRange) else physics.short_range


def _strength(state, ships) -> int:
    return sum(state.ship_strength(s) for s in ships)


def _by_id(items) -> list[dict]:
    return sorted(items, key=lambda item: item["id"])


def _ship_attacks(state, player: int) -> list[_Attack]:
    length = _range(state, player)
    mine = _by_id(s for s in state.ships if s["owner"] == player)
    attacks = []
    for target in _by_id(s for s in state.ships if s["owner"] != player):
        attackers = tuple(s for s in mine if table.within_range(s, target, length))
        need = _need(state, target)
        if _strength(state, attackers) >= need:
            vp = state.rules.battleship_vp if target["battleship"] else state.rules.ship_vp
            attacks.append(_Attack("ship", target, need, attackers, vp))
    return attacks


@dataclass(frozen=True)
class PlanetAttack:
    """What attacking a held planet or asteroid takes, by the rules' numbers (also for the table's
    hover help). `need` is the strength of ships in orbit an attack needs (its defence plus one; a
    Battleship counts `rules.battleship_strength`), `strength` what the attacker has in orbit now,
    `defenders` the other players' ships in orbit (each must be destroyed first) and `vp` what the
    attacker would take for destroying its pieces."""

    defence: int
    need: int
    strength: int
    attackers: tuple  # the attacker's ships in orbit, in id order
    defenders: tuple  # ids of the other players' ships in orbit, in id order
    vp: int

    @property
    def defended(self) -> bool:
        return bool(self.defenders)


def planet_attack(state, disc: dict, player: int | None) -> PlanetAttack | None:
    """An attack by `player` (None: a rival with no ship there) on `disc`, or None when the disc
    cannot be attacked by them: a homeworld, a disc nobody holds, or one of their own."""
    occupant = disc["occupant"]
    if disc["kind"] == "homeworld" or occupant is None or occupant == player:
        return None
    orbiters = _by_id(state.orbiters(disc))
    attackers = tuple(s for s in orbiters if s["owner"] == player)
    defence = state.defence(disc)
    return PlanetAttack(defence, defence + 1, _strength(state, attackers), attackers,
                        tuple(s["id"] for s in orbiters if s["owner"] != player),
                        sum(disc["items"].values()) * state.rules.item_vp)


def _planet_attacks(state, player: int, ship_targets: set[str]) -> list[_Attack]:
    """Planets the player's orbiting ships outnumber; a planet another player's ship orbits only
    when every such ship can itself be attacked (it is in `ship_targets`)."""
    attacks = []
    for disc in _by_id(state.discs):
        attack = planet_attack(state, disc, player)
        if attack is None or any(ship_id not in ship_targets for ship_id in attack.defenders):
            continue  # not theirs to attack, or defended
        if attack.strength >= attack.need:
            attacks.append(_Attack("planet", disc, attack.need, attack.attackers, attack.vp, attack.defenders))
    return attacks


def _teams(state, attack: _Attack) -> list[tuple[dict, ...]]:
    """The smallest groups of the attack's ships that reach its need (dropping any ship would fall
    short), fewest ships first, then in id order."""
    teams = []
    for size in range(1, len(attack.attackers) + 1):
        for team in combinations(attack.attackers, size):
            strength = _strength(state, team)
            if strength >= attack.need and strength - min(state.ship_strength(s) for s in team) < attack.need:
                teams.append(team)
    return teams


def _best_assignment(state, attacks: list[_Attack]) -> list[tuple[_Attack, tuple[dict, ...]]]:
    """Each ship joins at most one attack: the exact best choice of attacks and teams, by (number
    of attacks, VP to the attacker). An exhaustive search over teams, remembered per (attack, ships
    used, defenders destroyed); sizes are tiny (a player has at most eight ships). Ties go to the
    first found: attacks in their order (ships, then planets, each by id), smaller teams first.
    Every defender of a planet attack must be the target of a ship attack in `attacks`."""
    ship_ids = sorted({s["id"] for attack in attacks for s in attack.attackers})
    bit = {ship_id: 1 << i for i, ship_id in enumerate(ship_ids)}
    teams = [[(sum(bit[s["id"]] for s in team), team) for team in _teams(state, attack)] for attack in attacks]
    index = {attack.target["id"]: i for i, attack in enumerate(attacks) if attack.kind == "ship"}
    requires = [sum(1 << index[d] for d in attack.defenders) for attack in attacks]
    later = [0] * (len(attacks) + 1)  # attacks that later ones depend on, from each position on
    for i in range(len(attacks) - 1, -1, -1):
        later[i] = later[i + 1] | requires[i]
    memo: dict = {}

    def best(i: int, used: int, made: int) -> tuple[int, int, tuple]:
        if i == len(attacks):
            return (0, 0, ())
        key = (i, used, made & later[i])
        if key in memo:
            return memo[key]
        result = None
        if requires[i] & ~made == 0:
            for mask, team in teams[i]:
                if mask & used:
                    continue
                count, vp, picks = best(i + 1, used | mask, made | (1 << i))
                candidate = (count + 1, vp + attacks[i].vp, ((i, team),) + picks)
                if result is None or candidate[:2] > result[:2]:
                    result = candidate
        skipped = best(i + 1, used, made)
        if result is None or skipped[:2] > result[:2]:
            result = skipped
        memo[key] = result
        return result

    return [(attacks[i], team) for i, team in best(0, 0, 0)[2]]


def resolve_attacks(state, player: int) -> list[Event]:
    multi = has(state.content, state.tech(player), ab.MultipleTargets)
    ship_attacks = _ship_attacks(state, player)
    planet_attacks = _planet_attacks(state, player, {a.target["id"] for a in ship_attacks})
    if multi:  # every ship joins every attack it can: all ship targets fall, so no planet stays defended
        chosen = [(attack, attack.attackers) for attack in ship_attacks + planet_attacks]
    else:
        chosen = _best_assignment(state, ship_attacks + planet_attacks)
    from .turn import ship_to_supply, take_vp

    events: list[Event] = []
    for attack, team in chosen:  # ship attacks come first in the list
        if attack.kind == "ship":
            target = attack.target
            kind = "Battleship" if target["battleship"] else "starship"
            events.append(E.ShipDestroyed(f"{state.name(player)} destroys {state.name(target['owner'])}'s {kind}.",
                                          player, target=target["id"], attackers=[s["id"] for s in team]))
            ship_to_supply(state, target)
            events += take_vp(state, player, attack.vp, f"destroying a {kind}")
        else:
            events += _destroy_items(state, player, attack.target, team)
    return events


def _destroy_items(state, player: int, disc: dict, team) -> list[Event]:
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
    what = "asteroid" if disc["kind"] == "asteroid" else "planet"
    events = [E.PlanetOverwhelmed(f"{state.name(player)} overwhelms {state.name(owner)}'s {what}: "
                                  f"{counted(count, 'piece')} destroyed.", player, disc=disc["id"], items=count,
                                  attackers=[s["id"] for s in team])]
    return events + take_vp(state, player, count * state.rules.item_vp, "attacking a planet")
