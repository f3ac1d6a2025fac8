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
from typing import Iterable

from .bodies import DiscBody, Flick, FlickResult, ShipBody
from .content import BoardSpec, PhysicsSpec
from .resolver import FlickSimulation

ANGLE_CELLS = 3600   # 0.1 degree
POWER_CELLS = 400    # 0.25% of full power
MIN_POWER_CELL = 8   # 2%: the weakest flick the scene fires


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
class Prediction:
    """A flick worked out in advance. Points are board units; `path` starts at the ship."""

    ship: str
    angle: float
    power: float
    path: tuple[tuple[float, float], ...]      # the ship's centre after each fixed step it moved
    rest: tuple[float, float] | None           # where the ship stops; None if it leaves the board
    exit: tuple[float, float] | None           # where it leaves the board, if it does
    bounces: tuple[tuple[float, float], ...]   # contact points of the flicked ship, in order
    moved: tuple[tuple[str, tuple[float, float], tuple[float, float] | None], ...]
    # other ships it sets moving: (id, start, end), end None when knocked off the board
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
                  flick: Flick) -> Prediction:
    ships = list(ships)
    sim = FlickSimulation(physics, board, discs, ships, flick)
    me = flick.ship_id
    start = next((s.x, s.y) for s in ships if s.id == me)
    path = [start]
    bounces, exit_at, ram_at = [], None, None
    contacts = ("ricochet", "bump", "ram")
    while not sim.done:
        sim.step()
        body = sim.bodies.get(me)
        if body is not None:
            where = (float(body.position.x), float(body.position.y))
            if where != path[-1]:
                path.append(where)
        for event in sim.events_since_last():
            if event.kind in contacts and me in (event.a, event.b):
                bounces.append((event.x, event.y))
            if event.kind == "ram":
                ram_at = (event.x, event.y)
            if event.kind == "lost" and event.a == me:
                exit_at = (event.x, event.y)
    result = sim.result()
    rest = result.positions.get(me)
    if rest is not None and path[-1] != rest:
        path.append(rest)
    elif exit_at is not None:
        path.append(exit_at)
    moved = []
    for ship in ships:
        if ship.id == me:
            continue
        end = result.positions.get(ship.id)
        if end is None or math.hypot(end[0] - ship.x, end[1] - ship.y) > 0.5:
            moved.append((ship.id, (ship.x, ship.y), end))
    return Prediction(me, flick.angle, flick.power, tuple(path), rest, exit_at, tuple(bounces), tuple(moved),
                      result.ram, ram_at, result)


def make_predictor(physics: PhysicsSpec, board: BoardSpec):
    """The worker-process handler: payload (discs, ships, ship_id, angle, power) -> Prediction."""

    def handle(payload) -> Prediction:
        discs, ships, ship_id, angle, power = payload
        return predict_flick(physics, board, discs, ships, Flick(ship_id, angle, power))

    return handle
