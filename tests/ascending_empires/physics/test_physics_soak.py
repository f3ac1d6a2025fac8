"""400 random flicks at up to full power over seeded mid-game boards: nothing passes through or
ends inside a disc or another ship, and everything is at rest within 10 simulated seconds.
ORRERY_SOAK=1 runs 10,000."""

import math
import os
from collections import defaultdict

from game.ascending_empires.physics.resolver import Flick, FlickSimulation, in_orbit
from game.ascending_empires.physics.scenarios import random_position
from game.core.rng import Rng

FLICKS = 10_000 if os.environ.get("ORRERY_SOAK") == "1" else 400
CELL = 64.0


def _disc_grid(discs, reach):
    """Discs by grid cell, each in every cell its circle grown by `reach` touches, so a ship
    centre only needs checking against the few discs in its own cell."""
    grid = defaultdict(list)
    for d in discs:
        r = d.radius + reach
        for cx in range(int((d.x - r) // CELL), int((d.x + r) // CELL) + 1):
            for cy in range(int((d.y - r) // CELL), int((d.y + r) // CELL) + 1):
                grid[(cx, cy)].append(d)
    return grid


def _discs_near(grid, ax, ay, bx, by):
    samples = int(math.hypot(bx - ax, by - ay) // (CELL / 2)) + 1
    cells = {(int((ax + (bx - ax) * i / samples) // CELL), int((ay + (by - ay) * i / samples) // CELL))
             for i in range(samples + 1)}
    found = []
    for cell in sorted(cells):
        found += [d for d in grid.get(cell, ()) if d not in found]
    return found


def _segment_distance(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(ax + dx * t - px, ay + dy * t - py)


def test_random_flicks_never_tunnel_never_end_inside_and_always_settle(board, physics):
    # Sinking a whole ship radius into a disc would be passing into it; with the tunnelling bound
    # kept, a ship sinks at most one substep's travel (about 3 units) before the solver pushes back.
    sink_bound = physics.ship_radius
    worst_sink = 0.0
    full_power = 0
    for seed in range(FLICKS):
        rng = Rng(seed)
        discs, ships = random_position(board, physics, rng, ship_count=rng.randint(2, 8))
        radius = {s.id: physics.radius(s.battleship) for s in ships}
        grid = _disc_grid(discs, physics.battleship_radius)
        ship = rng.choice(ships)
        power = 1.0 if rng.random() < 0.3 else rng.random()
        full_power += power == 1.0
        flick = Flick(ship.id, rng.uniform(0, 2 * math.pi), power)

        last = {s.id: (s.x, s.y) for s in ships}
        fastest = [0.0]  # the fastest ship's speed after the latest substep

        def watch(sim):
            """Checks the path each ship swept in the substep, not just where it ended, so a ship
            that jumps clean over a disc is caught too."""
            nonlocal worst_sink
            fastest[0] = max((body.velocity.length for body in sim.bodies.values()), default=0.0)
            for ship_id, body in sim.bodies.items():
                x, y = body.position
                ax, ay = last[ship_id]
                last[ship_id] = (x, y)
                if ax == x and ay == y:
                    continue
                for d in _discs_near(grid, ax, ay, x, y):
                    sink = d.radius + radius[ship_id] - _segment_distance(d.x, d.y, ax, ay, x, y)
                    if sink > worst_sink:
                        worst_sink = sink
                        assert sink < sink_bound, f"seed {seed}: {ship_id} sank {sink:.2f} into {d.id}"

        sim = FlickSimulation(physics, board, discs, ships, flick, observer=watch)
        while not sim.done:
            sim.step()
        result = sim.result()
        assert result.sim_time <= 10.0, f"seed {seed}: still moving after {result.sim_time:.1f} s"
        assert fastest[0] <= physics.rest_speed, f"seed {seed}: still moving at {fastest[0]:.1f} when it ended"
        assert set(result.positions) | set(result.lost) == set(radius)
        placed = list(result.positions.items())
        for i, (ship_id, (x, y)) in enumerate(placed):
            assert board.on_board(x, y)
            for d in discs:
                assert math.hypot(x - d.x, y - d.y) >= d.radius + radius[ship_id] - 1e-6, \
                    f"seed {seed}: {ship_id} rests inside {d.id}"
            for other_id, (ox, oy) in placed[i + 1:]:
                assert math.hypot(x - ox, y - oy) >= radius[ship_id] + radius[other_id] - 1e-6, \
                    f"seed {seed}: {ship_id} rests inside {other_id}"
        _sensor_orbits_agree(sim, discs, board, physics, seed)
    assert full_power >= FLICKS // 5  # the full-power case is well covered
    assert worst_sink < sink_bound


def _sensor_orbits_agree(sim, discs, board, physics, seed):
    """The orbit rings' live record matches `in_orbit` on the final positions (a hair's breadth
    from the ring's edge either answer is fair: the last settling nudge is that small)."""
    final = sim.result().positions
    sensed = sim.orbits()
    for ship_id, xy in final.items():
        battleship = sim.ships[ship_id].battleship
        for d in discs:
            edge = d.radius + board.orbit_ring_width + physics.radius(battleship)
            if abs(math.hypot(xy[0] - d.x, xy[1] - d.y) - edge) < 0.01:
                continue
            assert ((ship_id, d.id) in sensed) == in_orbit(xy, d, physics, board, battleship), \
                f"seed {seed}: the ring of {d.id} and in_orbit disagree about {ship_id}"
