"""Shot accuracy: over seeded positions, how often the searched flick ends in the aimed orbit,
exactly as predicted and with each bot level's execution wobble.
`python -m game.ascending_empires.physics.accuracy [count]` prints the table."""

from __future__ import annotations

from game.core.rng import Rng

from .aim import SUGGESTED_NOISE, best_shot, with_noise
from .bodies import Flick
from .content import BoardSpec, PhysicsSpec
from .geometry import distance, in_orbit
from .resolver import resolve_flick
from .shots import candidate_flicks


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


if __name__ == "__main__":  # python -m game.ascending_empires.physics.accuracy [count]
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
