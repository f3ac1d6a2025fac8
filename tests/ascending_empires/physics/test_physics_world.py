"""The board's static world is built once and reused: a reused world gives exactly what a fresh one
gives, flick after flick, and nothing of one flick reaches the next."""

import gc
import math

from game.ascending_empires.physics import world as worlds
from game.ascending_empires.physics.resolver import Flick, FlickSimulation, ShipBody, resolve_flick
from game.ascending_empires.physics.scenarios import board_discs, random_position
from game.core.rng import Rng


def _problems(board, physics, count=40):
    """Flicks on one set of discs, ship counts jumping up and down (a big flick grows Chipmunk's
    tables before small ones run), some battleships, hard flicks that ram and knock ships off."""
    discs = board_discs(board, Rng(3))
    problems = []
    for i in range(count):
        rng = Rng(100 + i)
        ship_count = (40, 3, 12, 2, 25, 8, 6, 30)[i % 8]
        _, ships = random_position(board, physics, rng, ship_count=ship_count, players=4, discs=discs)
        ship = ships[rng.randrange(len(ships))]
        power = 1.0 if i % 3 == 0 else rng.uniform(0.2, 1.0)
        problems.append((discs, ships, Flick(ship.id, rng.uniform(0, 2 * math.pi), power)))
    return problems


def _run(physics, board, problem):
    """Everything a flick shows: each substep's positions and velocities, every event, the result,
    and the world it ran on."""
    discs, ships, flick = problem
    trace = []

    def watch(sim):
        trace.append(tuple((ship_id, tuple(body.position), tuple(body.velocity))
                           for ship_id, body in sim.bodies.items()))

    sim = FlickSimulation(physics, board, discs, ships, flick, observer=watch)
    world = sim.world
    events = []
    while not sim.done:
        sim.step()
        events += sim.events_since_last()
    return (sim.result(), tuple(events), tuple(trace), frozenset(sim.orbits())), world


def test_a_reused_world_gives_bit_for_bit_what_a_fresh_one_gives(board, physics):
    problems = _problems(board, physics)
    worlds.forget_worlds()
    reused, used = [], set()
    for problem in problems:
        seen, world = _run(physics, board, problem)
        reused.append(seen)
        used.add(id(world))
    assert len(used) == 1  # every flick ran on the one pooled world
    assert any(seen[0].ram for seen in reused) and any(seen[0].lost for seen in reused)
    for i, problem in enumerate(problems):
        worlds.forget_worlds()
        fresh, _ = _run(physics, board, problem)
        assert fresh == reused[i], f"flick {i} differs on a reused world"


def test_a_finished_flick_leaves_only_the_static_world(board, physics):
    discs, ships, flick = _problems(board, physics, count=1)[0]
    worlds.forget_worlds()
    sim = FlickSimulation(physics, board, discs, ships, flick)
    world = sim.world
    static_shapes = len(world.space.shapes) - len(ships)
    while not sim.done:
        sim.step()
    assert list(world.space.bodies) == [] and list(world.space.constraints) == []
    assert len(world.space.shapes) == static_shapes
    assert world.space._removed_shapes == {}  # nothing kept alive for the next flick
    assert sim.bodies == {}  # the finished flick holds none of the bodies the world hands out again


def test_a_finished_flick_hears_nothing_of_the_next(board, physics):
    problems = _problems(board, physics, count=3)
    worlds.forget_worlds()
    first = FlickSimulation(physics, board, *problems[0])
    while not first.done:
        first.step()
    first.events_since_last()
    orbits = first.orbits()
    for problem in problems[1:]:
        resolve_flick(physics, board, *problem)
    assert first.events_since_last() == [] and first.orbits() == orbits


def test_two_flicks_at_once_never_share_a_world_and_an_abandoned_one_spoils_nothing(board, physics):
    problems = _problems(board, physics, count=2)
    worlds.forget_worlds()
    expected = resolve_flick(physics, board, *problems[1])
    running = FlickSimulation(physics, board, *problems[0])
    for _ in range(3):
        running.step()
    other = FlickSimulation(physics, board, *problems[1])
    assert other.world is not running.world
    while not other.done:
        other.step()
    assert other.result() == expected
    abandoned = running.world
    assert list(abandoned.space.bodies)
    del running, other  # the first is never finished
    gc.collect()
    assert list(abandoned.space.bodies) == [] and list(abandoned.space.constraints) == []  # it took its ships out
    assert resolve_flick(physics, board, *problems[1]) == expected


def test_more_ships_than_a_pooled_world_holds_get_a_world_of_their_own(board, physics):
    ships = [ShipBody(f"s{i:03d}", i % 2, 40 + 30 * (i % 24), 40 + 30 * (i // 24)) for i in range(worlds.CAPACITY + 4)]
    sim = FlickSimulation(physics, board, [], ships, Flick("s000", 0.0, 1.0))
    assert sim.world.key is None and sim.world.capacity >= len(ships)
    while not sim.done:
        sim.step()
    result = sim.result()
    assert result.ram is not None and set(result.positions) | set(result.lost) == {s.id for s in ships}


def test_every_flick_starts_where_a_fresh_world_starts(board, physics):
    """Chipmunk walks its moving shapes in an order set by their ids, and warm-starts from the
    last step's length: a reused world gives each flick's ships the ids a fresh one gives them and
    forgets the step before (orders too rare to provoke in the test above, so checked here)."""
    from pymunk._chipmunk_cffi import lib

    def start_state(problem):
        sim = FlickSimulation(physics, board, *problem)
        space = sim.world.space._space
        state = (lib.cpSpaceGetShapeIDCounter(space), lib.cpSpaceGetCurrentTimeStep(space), len(sim.world.space.shapes))
        while not sim.done:
            sim.step()
        return state

    problems = _problems(board, physics, count=6)
    worlds.forget_worlds()
    reused = [start_state(problem) for problem in problems]
    for problem, seen in zip(problems, reused):
        worlds.forget_worlds()
        assert start_state(problem) == seen
