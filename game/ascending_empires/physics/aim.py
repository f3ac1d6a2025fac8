"""Bot shot search: choose the flick (angle, power) that puts a ship in orbit of a target disc.

1. Worked-out shots (`shots.py`): open straight lines into the target's orbit band, else
   one-cushion bank shots off another disc, most forgiving first, each simulated on the real
   resolver. With the bot's execution wobble given, each landing shot is also replayed with that
   wobble and the most reliable wins.
2. If none lands: a fan of shots round the bearing, at two powers.
3. A shrinking pattern search (angle, power) round the most promising results.
The prediction is exact (same resolver, same inputs); only the wobble a bot adds makes it miss."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Callable, Iterable

from game.core.rng import Rng

from .bodies import DiscBody, Flick, FlickResult, ShipBody
from .content import BoardSpec, PhysicsSpec
from .geometry import distance, in_orbit
from .resolver import resolve_flick
from .shots import bank_flicks, candidate_flicks
from .travel import power_for_distance, travel_table  # noqa: F401 (re-exported)


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


def best_shot(physics: PhysicsSpec, board: BoardSpec, discs: Iterable[DiscBody], ships: Iterable[ShipBody],
              ship_id: str, target_disc_id: str, budget: int = 96, rng: Rng | None = None,
              score: Callable | None = None, noise: tuple[float, float] | None = None,
              noise_samples: int = 6) -> Shot | None:
    """The best flick found within `budget` simulations for putting `ship_id` in orbit of the
    target; None only if there is nothing to try. `rng` varies the bank-shot fan and the noisy
    replays (seeded: same rng state, same answer); `score(physics, board, ships_by_id, ship_id,
    target, result)` replaces `default_score` (higher is better). With `noise = (angle_sigma,
    power_sigma)`, the bot's own execution wobble (see `with_noise`), each worked-out shot that
    lands is also replayed `noise_samples` times with that wobble and the one that most often
    still lands in orbit is preferred: its `reliability` says how often it did."""
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

    # 1. open straight shots land where they aim, else one-cushion banks off a disc; with
    #    noise, weigh how forgiving each is
    straight = candidate_flicks(physics, board, discs, ships, ship_id, target)
    banks = [] if straight else bank_flicks(physics, board, discs, ships, ship_id, target)
    for angle, power, _ in (straight + banks)[: max(1, budget // 3)]:
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
        return best  # a worked-out shot beats the blind fan for a wobbly hand
    # 2. a fan of bank shots round the bearing, at the straight-line power and harder
    bearing = math.atan2(target.y - me.y, target.x - me.x)
    reach = max(0.0, distance((me.x, me.y), (target.x, target.y)) - target.radius)
    base = power_for_distance(physics, reach) or 1.0
    jitter = rng.uniform(-0.5, 0.5)  # seeded variety between searches
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


# Suggested execution wobble per bot level: (angle sigma in radians, power sigma as a share).
SUGGESTED_NOISE = {"easy": (0.05, 0.10), "medium": (0.02, 0.04), "hard": (0.006, 0.012)}
