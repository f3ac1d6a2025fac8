"""The legal steps of the player to act, phase by phase (state.py lists the phases)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import abilities as ab
from .actions import (Build, CancelNavigate, CityReward, Develop, EndAction, EndMove, EndTurn, Flick, Land, Launch,
                      Mine, Navigate, Pass, Recruit, Scan, StartWithdraw, Withdraw)
from .technology import facility_cost, has, technology


def legal_actions(state, player: int) -> list:
    phase = state.phase
    if phase == "action":
        start = [StartWithdraw()] if withdrawals(state, player) else []
        actions = (recruits(state, player) + start + movement(state, player)
                   + mines(state, player) + builds(state, player) + developments(state, player))
        return actions or [Pass()]
    if phase == "recruit":
        return recruits(state, player) + [EndAction()]
    if phase == "withdraw":
        # At least one troop must come back before the player may stop.
        return withdrawals(state, player) + ([EndAction()] if state.recruited else [])
    if phase == "move":
        return movement(state, player) + [EndMove()]
    if phase == "flick":
        return flick_grid(state.flick_ship) + [CancelNavigate()]
    if phase == "city_reward":
        p = state.players[player]
        return ([CityReward("troop")] if p["box_troops"] > 0 else []) + \
               ([CityReward("ship")] if p["box_ships"] > 0 else [])
    if phase == "scan":
        return scans(state, player) + [EndTurn()]
    return []


def flick_grid(ship_id: str) -> list:
    from .state import FLICK_ANGLES, FLICK_POWERS

    return [Flick(ship_id, round(2 * math.pi * i / FLICK_ANGLES, 6), power)
            for i in range(FLICK_ANGLES) for power in FLICK_POWERS]


def _usable(state, disc) -> bool:
    return not state.is_blockaded(disc)


def recruits(state, player: int) -> list:
    if state.players[player]["troops"] < 1 or state.recruited >= state.recruit_limit(player):
        return []
    limit = state.rules.item_limit
    return [Recruit(d["id"]) for d in state.own_discs(player)
            if state.item_count(d) < limit and _usable(state, d)]


def withdrawals(state, player: int) -> list:
    return [Withdraw(d["id"], count) for d in state.own_discs(player)
            for count in range(1, d["items"]["troop"] + 1)]


def movement(state, player: int) -> list:
    if state.phase == "move" and state.moves_left <= 0:
        return []
    return launches(state, player) + navigations(state, player) + landings(state, player)


def launches(state, player: int) -> list:
    p = state.players[player]
    kinds = ([False] if p["ships"] > 0 else []) + ([True] if p["battleship"] == "supply" else [])
    if not kinds:
        return []
    free = has(state.content, state.tech(player), ab.FreeLaunch)
    return [Launch(d["id"], battleship) for d in state.own_discs(player)
            if (free or d["items"]["troop"] > 0) and _usable(state, d) for battleship in kinds]


def navigations(state, player: int) -> list:
    return [Navigate(s["id"]) for s in state.ships if s["owner"] == player]


def landings(state, player: int) -> list:
    if state.players[player]["troops"] < 1:
        return []
    limit = state.rules.item_limit
    actions = []
    for ship in state.ships:
        if ship["owner"] != player:
            continue
        for disc in state.orbits_of(ship):
            occupant = state.occupant(disc)
            if occupant not in (None, player) or state.item_count(disc) >= limit:
                continue
            if occupant == player and not _usable(state, disc):
                continue
            actions.append(Land(ship["id"], disc["id"]))
    return actions


def mines(state, player: int) -> list:
    return [Mine(d["id"], count) for d in state.own_discs(player)
            if d["kind"] != "homeworld" and _usable(state, d)
            for count in sorted(state.rules.mining) if d["items"]["troop"] >= count]


def builds(state, player: int) -> list:
    p = state.players[player]
    actions = []
    for disc in state.own_discs(player):
        if disc["kind"] == "homeworld" or not _usable(state, disc):
            continue
        items = disc["items"]
        cost = facility_cost(state.content, state.tech(player), disc["colour"])
        if (p["facilities"] > 0 and items["troop"] >= cost and disc["kind"] == "planet"
                and facility_allowed(state, player, disc)):
            actions.append(Build(disc["id"], "facility"))
        if p["colonies"] > 0 and items["troop"] >= 1:
            actions.append(Build(disc["id"], "colony"))
        if p["cities"] > 0 and items["colony"] >= 1 and items["troop"] >= 1:
            actions.append(Build(disc["id"], "city"))
    return actions


def facility_allowed(state, player: int, disc: dict) -> bool:
    """Only one planet of a player may hold two (or more) Research Facilities."""
    if disc["items"]["facility"] == 0:
        return True
    return not any(d is not disc and d["occupant"] == player and d["items"]["facility"] >= 2 for d in state.discs)


@dataclass(frozen=True)
class DevelopmentNeed:
    """What developing one level of a colour takes: the level below it first, and as many
    Research Facilities as the level on planets of that colour the player holds, not blockaded."""

    owned: bool  # already developed
    level_below: bool  # the level below is developed (or this is level 1)
    facilities: int  # Research Facilities needed
    have: int  # the player's that count now

    @property
    def ready(self) -> bool:
        return not self.owned and self.level_below and self.have >= self.facilities


def development_need(state, player: int, colour: str, level: int) -> DevelopmentNeed:
    current = state.tech(player)[colour]
    return DevelopmentNeed(current >= level, current >= level - 1, level, state.facilities_of_colour(player, colour))


def developments(state, player: int) -> list:
    actions = []
    for colour, level in sorted(state.tech(player).items()):
        target = level + 1
        if technology(state.content, colour, target) is None:
            continue
        if development_need(state, player, colour, target).ready:
            actions.append(Develop(colour))
    return actions


def scans(state, player: int) -> list:
    found = []
    for disc in state.discs:
        if disc["face_up"] or player in disc["seen_by"]:
            continue
        if any(s["owner"] == player for s in state.orbiters(disc)):
            found.append(Scan(disc["id"]))
    return found
