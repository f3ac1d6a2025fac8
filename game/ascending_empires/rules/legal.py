"""The legal steps of the player to act, phase by phase (state.py lists the phases)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import abilities as ab
from .actions import (Build, CancelNavigate, CityReward, Develop, EndAction, EndMove, EndTurn, Flick, Land, Launch,
                      Mine, Navigate, Pass, Recruit, Scan, StartWithdraw, Withdraw)
from .technology import facility_cost, has, technology


def legal_actions(state, player: int) -> list:
    steps = _STEPS.get(state.phase)
    if steps is None:
        return []
    actions = [action for _, listing in steps for action in listing(state, player)]
    if state.phase == "action" and not actions:
        return [Pass()]
    return actions


def is_legal(state, player: int, action) -> bool:
    """Whether `action` is in `legal_actions(state, player)`, listing only the steps of its kind
    (applying a step checks it this way instead of listing every step again)."""
    for kind, listing in _STEPS.get(state.phase, ()):
        if type(action) is kind:
            return action in listing(state, player)
    if isinstance(action, Pass):
        return legal_actions(state, player) == [Pass()]
    return False


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


def _start_withdraw(state, player: int) -> list:
    return [StartWithdraw()] if withdrawals(state, player) else []


def _while_moves_left(listing):
    """A Move's steps in phase "move": only while movement points are left."""
    return lambda state, player: listing(state, player) if state.moves_left > 0 else []


def _withdraw_end(state, player: int) -> list:
    return [EndAction()] if state.recruited else []  # at least one troop must come back first


def _flicks(state, player: int) -> list:
    return flick_grid(state.flick_ship)


def _city_rewards(state, player: int) -> list:
    p = state.players[player]
    return ([CityReward("troop")] if p["box_troops"] > 0 else []) + \
           ([CityReward("ship")] if p["box_ships"] > 0 else [])


def _only(action):
    return lambda state, player: [action]


# The steps of each phase by kind, each kind with the function listing its steps now (the Flick
# grid is a sample: `state.is_legal` accepts any flick of the chosen ship). Pass is legal in phase
# "action" only when nothing else is.
_STEPS = {
    "action": ((Recruit, recruits), (StartWithdraw, _start_withdraw), (Launch, launches), (Navigate, navigations),
               (Land, landings), (Mine, mines), (Build, builds), (Develop, developments)),
    "recruit": ((Recruit, recruits), (EndAction, _only(EndAction()))),
    "withdraw": ((Withdraw, withdrawals), (EndAction, _withdraw_end)),
    "move": ((Launch, _while_moves_left(launches)), (Navigate, _while_moves_left(navigations)),
             (Land, _while_moves_left(landings)), (EndMove, _only(EndMove()))),
    "flick": ((Flick, _flicks), (CancelNavigate, _only(CancelNavigate()))),
    "city_reward": ((CityReward, _city_rewards),),
    "scan": ((Scan, scans), (EndTurn, _only(EndTurn()))),
}
