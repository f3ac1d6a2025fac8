"""Bot shot search: choose the flick (angle, power) that puts a ship in orbit of a target disc.

Straight shots first: for points spread round the middle of the target's orbit band, aim at
the point, skip it if the straight path is blocked, and take the power that makes the ship
coast exactly that far (a table measured once on the resolver itself, so it matches the
integrator). Each candidate is then simulated on the real resolver and scored on its predicted
result. If no straight shot is open, bank shots off discs and ships are tried by sampling angles
and powers. The prediction is exact (same resolver, same inputs); only the execution noise a bot
level adds makes a flick miss."""

from __future__ import annotations

import dataclasses
import math
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable

from game.core.rng import Rng

from .bodies import DiscBody, Flick, FlickResult, ShipBody
from .content import BoardSpec, PhysicsSpec
from .geometry import aim_contact, distance, in_orbit
from .resolver import resolve_flick

STRAIGHT_LINES = 15
BAND_MARGIN = 0.5  # aim this far inside the band's edges


@dataclass(frozen=True)
class Shot:
    """A searched flick with the result the resolver predicts for it."""

    angle: float
    power: float
    result: FlickResult
    score: float
    in_target_orbit: bool
    reliability: float | None = None  # share of noisy replays still in orbit, when noise was given

    @property
    def flick_args(self) -> tuple[float, float]:
        return (self.angle, self.power)


@lru_cache(maxsize=8)
def travel_table(physics: PhysicsSpec, steps: int = 200) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """(powers, distances): how far a lone ship coasts for each power, measured on the resolver
    on open ground (the friction model does not depend on mass, so one table serves all ships)."""
    board = _open_ground(physics)
    powers, distances = [], []
    for i in range(steps + 1):
        power = i / steps
        start = (board.width / 2 - 1e4, board.height / 2)
        result = resolve_flick(physics, board, [], [ShipBody("s", 0, *start)], Flick("s", 0.0, power))
        powers.append(power)
        distances.append(result.positions["s"][0] - start[0])
    return tuple(powers), tuple(distances)


def _open_ground(physics: PhysicsSpec) -> BoardSpec:
    """A board so large that nothing leaves it: the holes of a tiny template board, unused."""
    from .content import CornerSpec, HoleSpec, QuadrantSpec

    size = 4e4
    quadrants = tuple(QuadrantSpec(f"q{i}", f"q{i}", (i % 2) * size / 2, (i // 2) * size / 2, size / 2, size / 2,
                                   tuple(HoleSpec(f"q{i}h{j}", (i % 2) * size / 2 + 100 + 100 * j,
                                                  (i // 2) * size / 2 + 100) for j in range(7)))
                      for i in range(4))
    corners = tuple(CornerSpec(f"c{i}", (i % 2) * size / 2 + 5000, (i // 2) * size / 2 + 5000) for i in range(4))
    return BoardSpec(size, size, 1.0, 1.0, 1.0, 1.0, quadrants, corners)


def power_for_distance(physics: PhysicsSpec, length: float) -> float | None:
    """The power that makes a ship coast `length` units on open ground; None if out of reach."""
    powers, distances = travel_table(physics)
    if length > distances[-1]:
        return None
    i = bisect_left(distances, length)
    if i == 0:
        return powers[0]
    d0, d1 = distances[i - 1], distances[i]
    t = 0.0 if d1 == d0 else (length - d0) / (d1 - d0)
    return powers[i - 1] + t * (powers[i] - powers[i - 1])


def default_score(physics: PhysicsSpec, board: BoardSpec, ships: dict[str, ShipBody], ship_id: str,
                  target: DiscBody, result: FlickResult) -> float:
    """Landing in the target's orbit wins, deep in the band better than at its edge; losing the
    flicked ship (off the board or in a ram) costs most; knocking own ships off costs too."""
    me = ships[ship_id]
    score = 0.0
    if ship_id in result.lost:
        score -= 200.0
    if result.ram is not None and ship_id in result.ram:
        score -= 60.0
    score -= 40.0 * sum(1 for s in result.lost if s != ship_id and ships[s].owner == me.owner)
    score += 10.0 * sum(1 for s in result.lost if ships[s].owner != me.owner)
    where = result.positions.get(ship_id)
    if where is not None and in_orbit(where, target, physics, board, me.battleship):
        r = physics.radius(me.battleship)
        band_middle = target.radius + r + board.orbit_ring_width / 2
        off_middle = abs(distance(where, (target.x, target.y)) - band_middle)
        score += 100.0 + 10.0 * max(0.0, 1.0 - off_middle / (board.orbit_ring_width / 2 + r))
    return score


def candidate_flicks(physics: PhysicsSpec, board: BoardSpec, discs: list[DiscBody], ships: list[ShipBody],
                     ship_id: str, target: DiscBody, lines: int = STRAIGHT_LINES) -> list[tuple[float, float, float]]:
    """Open straight shots into the target's orbit band as (angle, power, tolerance), most forgiving
    first. Lines are spread across the band by their offset from the target's centre; each aims at
    the middle of the stretch of the line where a resting ship would be in orbit (before it would
    touch the disc), and `tolerance` is half that stretch: how far the ship may over- or undershoot.
    A line that grazes the disc keeps the ship in the band several times longer than one aimed
    at the centre, so it forgives an unsteady power."""
    me = next(s for s in ships if s.id == ship_id)
    r = physics.radius(me.battleship)
    inner = target.radius + r + BAND_MARGIN          # closer and the ship would touch the disc
    outer = target.radius + board.orbit_ring_width + r - BAND_MARGIN  # further and it is not in orbit
    dx, dy = target.x - me.x, target.y - me.y
    reach = math.hypot(dx, dy)
    if reach <= outer:
        return []
    bearing = math.atan2(dy, dx)
    found = []
    for k in range(lines):
        offset = outer * (2 * (k + 0.5) / lines - 1)  # signed miss distance of the line from the centre
        along = math.sqrt(reach * reach - offset * offset)  # distance to the line's closest approach
        enter = along - math.sqrt(outer * outer - offset * offset)
        leave = along - math.sqrt(inner * inner - offset * offset) if abs(offset) < inner else \
            along + math.sqrt(outer * outer - offset * offset)
        if leave <= enter:
            continue
        length, tolerance = (enter + leave) / 2, (leave - enter) / 2
        angle = bearing + math.asin(offset / reach)
        stop = (me.x + length * math.cos(angle), me.y + length * math.sin(angle))
        if not (r <= stop[0] <= board.width - r and r <= stop[1] <= board.height - r):
            continue
        if aim_contact(physics, board, discs, ships, ship_id, angle).distance < length:
            continue  # something is in the way
        power = power_for_distance(physics, length)
        if power is not None:
            found.append((-tolerance, length, angle, power))
    found.sort()
    return [(angle, power, -neg) for neg, _, angle, power in found]


def best_shot(physics: PhysicsSpec, board: BoardSpec, discs: Iterable[DiscBody], ships: Iterable[ShipBody],
              ship_id: str, target_disc_id: str, budget: int = 96, rng: Rng | None = None,
              score: Callable | None = None, noise: tuple[float, float] | None = None,
              noise_samples: int = 6) -> Shot | None:
    """The best flick found within `budget` simulations for putting `ship_id` in orbit of the
    target; None only if there is nothing to try. `rng` varies the bank-shot fan and the noisy
    replays (seeded: same rng state, same answer); `score(physics, board, ships_by_id, ship_id,
    target, result)` replaces `default_score` (higher is better). With `noise = (angle_sigma,
    power_sigma)`, the bot's own execution wobble (see `with_noise`), open straight shots are also
    replayed `noise_samples` times with that wobble and the one that most often still lands in
    orbit is preferred: its `reliability` says how often it did."""
    discs, ships = list(discs), list(ships)
    target = next(d for d in discs if d.id == target_disc_id)
    by_id = {s.id: s for s in ships}
    me = by_id[ship_id]
    score = score or default_score
    rng = rng if rng is not None else Rng(0)
    best: Shot | None = None
    tried: list[Shot] = []
    spent = 0

    def simulate(angle: float, power: float) -> FlickResult:
        nonlocal spent
        spent += 1
        return resolve_flick(physics, board, discs, ships, Flick(ship_id, angle, power))

    def lands(result: FlickResult) -> bool:
        where = result.positions.get(ship_id)
        return where is not None and in_orbit(where, target, physics, board, me.battleship)

    def consider(angle: float, power: float) -> Shot:
        nonlocal best
        power = min(1.0, max(0.0, power))
        result = simulate(angle, power)
        value = score(physics, board, by_id, ship_id, target, result)
        orbit = lands(result)
        if score is default_score and not orbit:
            value -= _miss(physics, board, me, target, result.positions.get(ship_id))  # near misses rank higher
        shot = Shot(angle, power, result, value, orbit)
        tried.append(shot)
        if best is None or _better(shot, best):
            best = shot
        return shot

    def good_enough() -> bool:
        if best is None or not best.in_target_orbit or best.score < GOOD_SHOT:
            return False
        return noise is None or best.reliability == 1.0

    # 1. open straight shots land where they aim; with noise, weigh how forgiving each is
    for angle, power, _ in candidate_flicks(physics, board, discs, ships, ship_id, target)[: max(1, budget // 4)]:
        if spent >= budget:
            break
        shot = consider(angle, power)
        if noise is not None and shot.in_target_orbit:
            replays = [simulate(*with_noise(angle, shot.power, rng, *noise)) for _ in range(noise_samples)]
            reliable = dataclasses.replace(shot, reliability=sum(map(lands, replays)) / noise_samples)
            tried[-1] = reliable
            if best is shot or _better(reliable, best):
                best = reliable
        if good_enough():
            return best
    if best is not None and best.in_target_orbit and noise is not None:
        return best  # the most forgiving open shot beats any bank shot for a wobbly hand
    # 2. a fan of bank shots round the bearing, at the straight-line power and harder
    bearing = math.atan2(target.y - me.y, target.x - me.x)
    reach = max(0.0, distance((me.x, me.y), (target.x, target.y)) - target.radius)
    base = power_for_distance(physics, reach) or 1.0
    jitter = rng.uniform(-0.5, 0.5) if rng is not None else 0.0
    fan_budget = max(0, (budget - spent) // 2)
    for i in range(fan_budget):
        fan = ((i // 2) + 1) // 2 * (1 if (i // 2) % 2 else -1)
        consider(bearing + math.radians(FAN_STEP_DEGREES * (fan + jitter)), base * (1.0, 1.3)[i % 2])
        if good_enough():
            return best
    # 3. refine the most promising shots with a shrinking pattern search
    starts = sorted(tried, key=lambda s: -s.score)[:2]
    for n, start in enumerate(starts):
        share = (budget - spent) // (len(starts) - n)
        _refine(start, share, consider)
        if good_enough():
            break
    return best


def _better(a: Shot, b: Shot) -> bool:
    """Landing beats missing; between landings, the more reliable; then the higher score."""
    return (a.in_target_orbit, a.reliability or 0.0, a.score) > (b.in_target_orbit, b.reliability or 0.0, b.score)


GOOD_SHOT = 105.0  # in orbit, well inside the band (default_score)
FAN_STEP_DEGREES = 6.0


def _miss(physics, board, me: ShipBody, target: DiscBody, where) -> float:
    """How far a resting ship is from the target's orbit band (lost ships count as far off)."""
    if where is None:
        return 100.0
    outer = target.radius + board.orbit_ring_width + physics.radius(me.battleship)
    return min(100.0, max(0.0, distance(where, (target.x, target.y)) - outer))


def _refine(start: Shot, budget: int, consider) -> None:
    """Pattern search round a shot: try a step each way in angle and in power, move to any
    improvement, halve the steps when none helps."""
    current = start
    d_angle, d_power = math.radians(3.0), 0.04
    while budget > 0 and d_angle > math.radians(0.05):
        improved = False
        for angle, power in ((current.angle + d_angle, current.power), (current.angle - d_angle, current.power),
                             (current.angle, current.power + d_power), (current.angle, current.power - d_power)):
            if budget <= 0:
                break
            shot = consider(angle, power)
            budget -= 1
            if shot.score > current.score:
                current, improved = shot, True
                if shot.in_target_orbit and shot.score >= GOOD_SHOT:
                    return
                break
        if not improved:
            d_angle, d_power = d_angle / 2, d_power / 2


def with_noise(angle: float, power: float, rng: Rng, angle_sigma: float, power_sigma: float) -> tuple[float, float]:
    """A bot's execution: the chosen flick with Gaussian wobble (radians; fraction of power)."""
    noisy_power = power * (1.0 + rng.gauss(0.0, power_sigma)) if power_sigma else power
    return (angle + (rng.gauss(0.0, angle_sigma) if angle_sigma else 0.0), min(1.0, max(0.0, noisy_power)))


def accuracy_positions(physics: PhysicsSpec, board: BoardSpec, count: int = 200, seed: int = 0,
                       open_only: bool = False):
    """Seeded shot problems: a mid-game board, one of the player's ships and a target disc within
    a realistic flick (80 to 400 units, not the disc it already orbits). With `open_only`, the
    target is picked among those with an open straight line, as a bot choosing where to go would
    (a problem with none falls back to any target)."""
    from .scenarios import random_position

    problems = []
    rng = Rng(seed)
    while len(problems) < count:
        discs, ships = random_position(board, physics, rng, ship_count=rng.randint(3, 8))
        me = ships[0]
        reachable = [d for d in discs if not in_orbit((me.x, me.y), d, physics, board, me.battleship)
                     and 80.0 <= distance((me.x, me.y), (d.x, d.y)) <= 400.0]
        if open_only:
            reachable = [d for d in reachable if candidate_flicks(physics, board, discs, ships, me.id, d)] or reachable
        if reachable:
            problems.append((discs, ships, me.id, rng.choice(reachable).id))
    return problems


def shot_accuracy(physics: PhysicsSpec, board: BoardSpec, count: int = 200, seed: int = 0, budget: int = 96,
                  angle_sigma: float = 0.0, power_sigma: float = 0.0, open_only: bool = False) -> dict:
    """How often the searched flick ends in the aimed orbit over `count` seeded problems: as
    predicted (the best candidate played exactly) and as executed with the given wobble (which the
    search is told about, as a bot knows its own hand)."""
    predicted = executed = 0
    noise = Rng(seed + 1)
    wobble = (angle_sigma, power_sigma) if angle_sigma or power_sigma else None
    problems = accuracy_positions(physics, board, count, seed, open_only)
    for discs, ships, ship_id, target_id in problems:
        shot = best_shot(physics, board, discs, ships, ship_id, target_id, budget=budget, rng=noise.fork(),
                         noise=wobble)
        if shot is None:
            continue
        predicted += shot.in_target_orbit
        angle, power = with_noise(shot.angle, shot.power, noise, angle_sigma, power_sigma)
        result = resolve_flick(physics, board, discs, ships, Flick(ship_id, angle, power))
        where = result.positions.get(ship_id)
        target = next(d for d in discs if d.id == target_id)
        battleship = next(s for s in ships if s.id == ship_id).battleship
        executed += where is not None and in_orbit(where, target, physics, board, battleship)
    return {"positions": len(problems), "predicted": predicted / len(problems), "executed": executed / len(problems)}


# Suggested execution wobble per bot level: (angle sigma in radians, power sigma as a share).
SUGGESTED_NOISE = {"easy": (0.05, 0.10), "medium": (0.02, 0.04), "hard": (0.006, 0.012)}


if __name__ == "__main__":  # python -m game.ascending_empires.physics.aim [count]
    import sys

    from .content import load_board, load_physics

    _physics, _board = load_physics(), load_board()
    _count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for _open in (False, True):
        _label = "targets with an open line" if _open else "any reachable target"
        print(f"{_label}, exact:", shot_accuracy(_physics, _board, _count, open_only=_open))
        for _level, (_a, _p) in SUGGESTED_NOISE.items():
            print(f"{_label}, {_level} wobble {_a} rad {_p:.0%}:",
                  shot_accuracy(_physics, _board, _count, angle_sigma=_a, power_sigma=_p, open_only=_open))
