"""The moves Ascending Empires' tutorial script may name (game/core/tutorial runs it).

Moves, as a script writes them (discs and ships by their ids: `home1`, `q2d3`, `s1`):
- `flick: {ship: s1, to: q2d3}`: flick the ship into orbit of the marked disc; with `via: q2d1`,
  a ricochet: it must bounce off that disc on the way;
- `ram: {ship: s1, target: s4}`: flick the ship into an enemy ship (both are lost);
- `recruit: home1`, `launch: home1`, `land: {ship: s1, disc: q2d3}`;
- `end: action` (stop recruiting), `end: move` (stop moving), `end: turn`.

A flick is judged by what it does, not by its angle: any flick of the ship is let through, and
the step is done only when the ship comes to rest where it asks (else a retry). The first shot
listed, which Skip step and the content check play, is found by the bots' own shot search on the
real resolver: the same inputs always give the same flight, so the check proves the step can be
done from its position. That search is the kinds' costly part (`_flick_search`, `_ram_search`),
declared apart from their cheap checks (MoveKind.searched): at the table it runs in the thinking
process while the step is already lit. The board is the seed's: the opening needs no deal."""

from __future__ import annotations

import math

from game.core.content.schema import Enum, Record, Str, optional
from game.core.tutorial.moves import Expected, MoveKind, TutorialRules, Unplayable, listed

from . import table
from .actions import EndAction, EndMove, EndTurn, Flick, Land, Launch, Navigate, Recruit

SHOT_BUDGET = 48  # simulated flicks the search may spend finding a step's listed shot
RAM_OFFSETS = (0.0, -0.3, 0.3, -0.6, 0.6)  # aim across the target ship, in its radii
RAM_POWERS = (0.45, 0.6, 0.8, 1.0)
NEAR_CELLS = ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (2, 0), (-2, 0))  # (angle, power) cells round a shot


# --- flicks ---------------------------------------------------------------------------------------
def _bodies(state):
    return [table.disc_body(d) for d in state.discs], [table.ship_body(s) for s in state.ships]


def _own_ship(state, player: int, ship_id: str) -> dict:
    ship = state.ship(ship_id)
    if ship is None:
        raise Unplayable(f"there is no ship {ship_id!r} on the board")
    if ship["owner"] != player:
        raise Unplayable(f"ship {ship_id} is {state.name(ship['owner'])}'s")
    return ship


def _disc(state, disc_id: str) -> dict:
    try:
        return state.disc(disc_id)
    except KeyError:
        raise Unplayable(f"there is no disc {disc_id!r} on the board") from None


def _flick_move(state, player: int, ship_id: str, shot: tuple[float, float] | None, words: str, goal, miss: str,
                marks: tuple) -> Expected:
    """Choose the ship (unless it is already chosen), then flick it: any flick of it is let
    through, `shot` is the one listed first; `goal(state, events)` says whether it did the job.
    With `shot` None (still being searched for) the Expected is `finding` it."""
    if state.phase == "flick":
        if state.flick_ship != ship_id:
            raise Unplayable(f"another ship ({state.flick_ship}) is chosen to flick")
        actions = ()
    else:
        choose = Navigate(ship_id)
        if choose not in state.legal_actions(player):
            raise Unplayable(f"ship {ship_id} cannot be flicked now (no Move, or no movement point left)")
        actions = (choose,)
    finding = shot is None
    if not finding:
        actions += (Flick(ship_id, *shot),)
    return Expected(actions, words, also=lambda action: isinstance(action, Flick) and action.ship == ship_id,
                    goal=goal, miss=miss, ends=lambda action: isinstance(action, Flick), marks=marks,
                    finding=finding, stand_ins=(Flick(ship_id, 0.0, 0.0),) if finding else ())


def _flicked(events, ship_id: str) -> dict | None:
    return next((e.data for e in events if e.kind == "flick" and e.data.get("ship") == ship_id), None)


def _in_orbit_of(state, ship_id: str, disc_id: str) -> bool:
    ship = state.ship(ship_id)
    return ship is not None and table.in_orbit(ship, state.disc(disc_id), state.content.physics, state.content.board)


def _bounced_off(before, ship_id: str, wall_id: str, flick: dict) -> bool:
    """Whether the flick, replayed from the position it was played in, touched the wall disc
    (the resolver is deterministic: the replay is the flight)."""
    discs, ships, physics, board = before
    from ..physics.resolver import resolve_flick
    from ..physics.bodies import Flick as Shot

    result = resolve_flick(physics, board, discs, ships, Shot(ship_id, flick["angle"], flick["power"]))
    return (ship_id, wall_id) in result.collisions


def _snapped(state, ship_id: str, angle: float, power: float, works) -> tuple[float, float] | None:
    """The shot as a player can fire it (on the aim grid the table snaps to), or the nearest cell
    round it that still `works(result)`; None if none does."""
    from ..physics.bodies import Flick as Shot
    from ..physics.prediction import ANGLE_CELLS, POWER_CELLS, aim_cell, cell_values
    from ..physics.resolver import resolve_flick

    physics, board = state.content.physics, state.content.board
    discs, ships = _bodies(state)
    k, m = aim_cell(angle, power)
    for dk, dm in NEAR_CELLS:
        shot = cell_values(((k + dk) % ANGLE_CELLS, min(POWER_CELLS, max(1, m + dm))))
        if works(resolve_flick(physics, board, discs, ships, Shot(ship_id, *shot))):
            return shot
    return None


def _shot_into_orbit(state, ship: dict, target: dict, wall: dict | None) -> tuple[float, float]:
    from ..physics.aim import best_shot
    from ..physics.geometry import in_orbit
    from ..physics.shots import bank_flicks

    physics, board = state.content.physics, state.content.board
    discs, ships = _bodies(state)
    target_body = next(d for d in discs if d.id == target["id"])

    def works(result) -> bool:
        where = result.positions.get(ship["id"])
        bounced = wall is None or (ship["id"], wall["id"]) in result.collisions
        return bounced and where is not None and in_orbit(where, target_body, physics, board, ship["battleship"])

    if wall is None:
        found = best_shot(physics, board, discs, ships, ship["id"], target["id"], budget=SHOT_BUDGET)
        shot = None if found is None else _snapped(state, ship["id"], *found.flick_args, works)
        if shot is None:
            raise Unplayable(f"no flick found that puts ship {ship['id']} in orbit of {target['id']}")
        return shot
    for angle, power, _ in bank_flicks(physics, board, discs, ships, ship["id"], target_body)[:SHOT_BUDGET // 4]:
        shot = _snapped(state, ship["id"], angle, power, works)
        if shot is not None:
            return shot
    raise Unplayable(f"no flick found that bounces ship {ship['id']} off {wall['id']} into orbit of {target['id']}")


def _flick_parts(state, player, argument) -> tuple[dict, dict, dict | None]:
    ship_id, target_id, wall_id = argument
    ship, target = _own_ship(state, player, ship_id), _disc(state, target_id)
    return ship, target, _disc(state, wall_id) if wall_id else None


def _flick_search(state, player, argument) -> tuple[float, float]:
    """The flick's costly part: the shot listed first."""
    return _shot_into_orbit(state, *_flick_parts(state, player, argument))


def _flick_checks(state, player, argument, shot) -> Expected:
    ship_id, target_id, wall_id = argument
    _flick_parts(state, player, argument)
    if not wall_id:
        return _flick_move(state, player, ship_id, shot, "flick your ship into orbit of the marked disc",
                           lambda after, events: _in_orbit_of(after, ship_id, target_id),
                           "The ship did not stop inside the marked disc's orbit ring.", (f"disc:{target_id}",))
    discs, ships = _bodies(state)
    before = (discs, ships, state.content.physics, state.content.board)

    def goal(after, events) -> bool:
        flick = _flicked(events, ship_id)
        return flick is not None and _in_orbit_of(after, ship_id, target_id) and \
            _bounced_off(before, ship_id, wall_id, flick)

    return _flick_move(state, player, ship_id, shot, "bounce your ship off the marked disc into the other's orbit",
                       goal, "The ship has to glance off the first marked disc, then stop inside the "
                             "other's orbit ring.", (f"disc:{target_id}", f"disc:{wall_id}"))


def _ram_shot(state, ship: dict, enemy: dict) -> tuple[float, float]:
    physics = state.content.physics
    dx, dy = enemy["x"] - ship["x"], enemy["y"] - ship["y"]
    reach = math.hypot(dx, dy)
    r = physics.radius(enemy["battleship"])
    wanted = tuple(sorted((ship["id"], enemy["id"])))

    def works(result) -> bool:
        return result.ram is not None and tuple(sorted(result.ram)) == wanted

    for power in RAM_POWERS:
        for offset in RAM_OFFSETS:
            angle = math.atan2(dy, dx) + math.asin(max(-1.0, min(1.0, offset * r / reach)))
            shot = _snapped(state, ship["id"], angle, power, works)
            if shot is not None:
                return shot
    raise Unplayable(f"no flick found that rams ship {enemy['id']} with ship {ship['id']}")


def _ram_parts(state, player, argument) -> tuple[dict, dict]:
    ship_id, enemy_id = argument
    ship = _own_ship(state, player, ship_id)
    enemy = state.ship(enemy_id)
    if enemy is None or enemy["owner"] == player:
        raise Unplayable(f"there is no enemy ship {enemy_id!r} on the board")
    return ship, enemy


def _ram_search(state, player, argument) -> tuple[float, float]:
    """The ram's costly part: the shot listed first."""
    return _ram_shot(state, *_ram_parts(state, player, argument))


def _ram_checks(state, player, argument, shot) -> Expected:
    ship_id, enemy_id = argument
    _ram_parts(state, player, argument)
    wanted = {ship_id, enemy_id}

    def goal(after, events) -> bool:
        flick = _flicked(events, ship_id)
        return flick is not None and flick.get("ram") is not None and set(flick["ram"]) == wanted

    return _flick_move(state, player, ship_id, shot, "ram the marked enemy ship", goal,
                       "The ship did not strike the marked enemy ship first.", (f"ship:{enemy_id}",))


# --- the other steps ------------------------------------------------------------------------------
def _one(state, player, action, words: str, why: str, marks: tuple = ()) -> Expected:
    found = listed([action] if state.is_legal(player, action) else [], words, why)
    return Expected(found.actions, words, marks=marks)


def _recruit(state, player, disc_id) -> Expected:
    return _one(state, player, Recruit(disc_id), "recruit a troop on the marked disc",
                f"a troop cannot be recruited on {disc_id} now", (f"disc:{disc_id}",))


def _launch(state, player, disc_id) -> Expected:
    return _one(state, player, Launch(disc_id), "launch a starship from the marked disc",
                f"no starship can be launched from {disc_id} now", (f"disc:{disc_id}",))


def _land(state, player, argument) -> Expected:
    ship_id, disc_id = argument
    return _one(state, player, Land(ship_id, disc_id), "land a troop on the marked disc",
                f"ship {ship_id} cannot land a troop on {disc_id} now", (f"disc:{disc_id}",))


ENDS = {"action": (EndAction(), "stop recruiting"), "move": (EndMove(), "stop moving"),
        "turn": (EndTurn(), "end your turn")}


def _end(state, player, what) -> Expected:
    action, words = ENDS[what]
    return _one(state, player, action, words, f"the game does not ask to {words} here")


def _pair(first: str, second: str, name: str, optional_third: str | None = None):
    fields = {first: Str(), second: Str()}
    if optional_third:
        fields[optional_third] = optional(Str(), "")
    keys = (first, second) + ((optional_third,) if optional_third else ())
    return Record(fields, build=lambda **f: tuple(f[k] for k in keys), name=name)


RULES = TutorialRules.of(
    MoveKind.searched("flick", _pair("ship", "to", "flick", "via"), _flick_search, _flick_checks,
                      "flick a ship into orbit of a disc (`via`: bouncing off that disc on the way)"),
    MoveKind.searched("ram", _pair("ship", "target", "ram"), _ram_search, _ram_checks,
                      "flick a ship into an enemy ship"),
    MoveKind("recruit", Str(), _recruit, "recruit a troop on a disc"),
    MoveKind("launch", Str(), _launch, "launch a starship from a disc"),
    MoveKind("land", _pair("ship", "disc", "landing"), _land, "land a troop from a ship in orbit"),
    MoveKind("end", Enum(*ENDS), _end, "stop recruiting (action), stop moving (move) or end the turn (turn)"),
    tip_kinds=("action", "recruit", "withdraw", "move", "flick", "city_reward", "scan"),
)
