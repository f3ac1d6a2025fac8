"""What a flick will do, before it is played: the aim guide's prediction.

`predict_flick` runs the very `FlickSimulation` that `resolve_flick` (and so the rules) runs,
step by step, and keeps what a player needs to see: the flicked ship's path with its bounces,
where it comes to rest or where it leaves the board, and where every ship it knocks ends up.
`prediction.result` is exactly `resolve_flick`'s result for the same inputs.

Aims are quantized: `snap(angle, power)` puts an aim on a grid of 0.1 degree and 0.25% power,
finer than a pointer can aim (one pixel of a 100-pixel pull turns the shot about 0.6 degree and
changes the power about 0.6%). The scene fires the snapped values and asks for predictions of
exactly those values, so a guide and the flick it promises are the same flick, and a cache keyed
by the grid cell (`aim_cell`) serves an aim seen before at once.

`make_predictor(physics, board)` is the handler factory for `game.core.workers.WorkerService`:
the prediction runs on a worker process, never on the frame loop."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Iterable

from .bodies import DiscBody, Flick, FlickResult, ShipBody
from .content import BoardSpec, PhysicsSpec
from .resolver import FlickSimulation

ANGLE_CELLS = 3600   # 0.1 degree
POWER_CELLS = 400    # 0.25% of full power
MIN_POWER_CELL = 8   # 2%: the weakest flick the scene fires
GIVE_UP_CHECK_STEPS = 4


def aim_cell(angle: float, power: float) -> tuple[int, int]:
    """The grid cell of an aim: (angle cell 0..ANGLE_CELLS-1, power cell MIN_POWER_CELL..POWER_CELLS)."""
    k = round((angle % math.tau) / math.tau * ANGLE_CELLS) % ANGLE_CELLS
    m = min(POWER_CELLS, max(MIN_POWER_CELL, round(power * POWER_CELLS)))
    return k, m


def cell_values(cell: tuple[int, int]) -> tuple[float, float]:
    """The (angle, power) a cell stands for: the values fired and predicted."""
    k, m = cell
    return round(k * math.tau / ANGLE_CELLS, 6), round(m / POWER_CELLS, 4)


def snap(angle: float, power: float) -> tuple[float, float]:
    return cell_values(aim_cell(angle, power))


@dataclass(frozen=True)
class Knocked:
    """Another ship the flick sets moving: its path, and where it stops or leaves the board."""

    ship: str
    path: tuple[tuple[float, float], ...]
    rest: tuple[float, float] | None
    exit: tuple[float, float] | None


@dataclass(frozen=True)
class Prediction:
    """A flick worked out in advance. Points are board units; `path` starts at the ship."""

    ship: str
    angle: float
    power: float
    path: tuple[tuple[float, float], ...]      # the ship's centre after each fixed step it moved
    rest: tuple[float, float] | None           # where the ship stops; None if it leaves the board
    exit: tuple[float, float] | None           # where it leaves the board, if it does
    bounces: tuple[tuple[float, float], ...]   # where the flicked ship turns off a disc or a ship
    knocked: tuple[Knocked, ...]               # other ships it sets moving, in id order
    ram: tuple[str, str] | None
    ram_at: tuple[float, float] | None
    result: FlickResult

    @property
    def lost(self) -> bool:
        return self.rest is None

    @property
    def leaves_board(self) -> bool:
        """The predicted path leaves the board (the flicked ship is lost)."""
        return self.exit is not None


def predict_flick(physics: PhysicsSpec, board: BoardSpec, discs: Iterable[DiscBody], ships: Iterable[ShipBody],
                  flick: Flick, give_up: Callable[[], bool] | None = None) -> Prediction | None:
    """The flick worked out to rest. `give_up()`, asked every few steps, may end the work early
    (the aim has moved on): the answer is then None."""
    ships = list(ships)
    sim = FlickSimulation(physics, board, discs, ships, flick)
    me = flick.ship_id
    paths = {s.id: [(s.x, s.y)] for s in ships}  # every ship's centre after each step it moved
    exits, ram_at = {}, None
    while not sim.done:
        if give_up is not None and sim.steps % GIVE_UP_CHECK_STEPS == 0 and give_up():
            return None
        sim.step()
        for ship_id, body in sim.bodies.items():
            if body.is_sleeping:
                continue
            where = (float(body.position.x), float(body.position.y))
            if where != paths[ship_id][-1]:
                paths[ship_id].append(where)
        for event in sim.events_since_last():
            if event.kind == "ram":
                ram_at = (event.x, event.y)
            elif event.kind == "lost":
                exits[event.a] = (event.x, event.y)
    result = sim.result()
    for ship_id, path in paths.items():  # the last point: settled at rest, or where it left
        end = result.positions.get(ship_id, exits.get(ship_id))
        if end is not None and end != path[-1]:
            path.append(end)
    knocked = tuple(Knocked(s.id, tuple(paths[s.id]), result.positions.get(s.id), exits.get(s.id))
                    for s in sorted(ships, key=lambda s: s.id) if s.id != me and len(paths[s.id]) > 1)
    path = tuple(paths[me])
    return Prediction(me, flick.angle, flick.power, path, result.positions.get(me), exits.get(me),
                      turns(path, flick.angle), knocked, result.ram, ram_at, result)


def turns(path, heading: float | None = None, degrees: float = 20.0) -> tuple[tuple[float, float], ...]:
    """Points where a path changes heading by more than `degrees`: its bounces. `heading` is the
    launch direction, so a bounce within the very first step shows at the start. Read from the
    path rather than from contact events, so a ship flicked into a disc it already touches (which
    the resolver does not count as a contact) still shows its bounce."""
    found = []
    limit = math.radians(degrees)
    before = None if heading is None else (math.cos(heading), math.sin(heading))
    for i in range(len(path) - 1):
        (bx, by), (cx, cy) = path[i], path[i + 1]
        after = (cx - bx, cy - by)
        if math.hypot(*after) < 0.3:
            before = None  # too slow to tell a heading
            continue
        if before is not None:
            turn = abs(math.remainder(math.atan2(after[1], after[0]) - math.atan2(before[1], before[0]), math.tau))
            if turn > limit and not (found and math.dist(found[-1], path[i]) < 6.0):
                found.append(path[i])
        before = after
    return tuple(found)


def make_predictor(physics: PhysicsSpec, board: BoardSpec):
    """The worker-process handler: payload (discs, ships, ship_id, angle, power) -> Prediction. It
    gives up a prediction as soon as a newer aim is waiting (the pointer has moved on)."""
    from game.core.workers import Superseded, superseded

    def handle(payload) -> Prediction:
        discs, ships, ship_id, angle, power = payload
        found = predict_flick(physics, board, discs, ships, Flick(ship_id, angle, power), give_up=superseded)
        if found is None:
            raise Superseded()
        return found

    return handle
