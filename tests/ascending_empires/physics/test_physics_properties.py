"""Property test: any flick from any free spot on a board with a few discs and ships keeps the
resolver's promises (hypothesis shrinks a failure to a small case)."""

import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ascending_empires.physics.resolver import DiscBody, Flick, ShipBody, resolve_flick

coordinate = st.floats(min_value=20.0, max_value=780.0, allow_nan=False)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(spots=st.lists(st.tuples(coordinate, coordinate), min_size=2, max_size=10),
       angle=st.floats(min_value=-math.pi, max_value=math.pi), power=st.floats(min_value=0.0, max_value=1.0),
       owners=st.lists(st.integers(0, 3), min_size=10, max_size=10))
def test_any_flick_ends_at_rest_with_nothing_overlapping(board, physics, spots, angle, power, owners):
    discs, ships = [], []
    for i, (x, y) in enumerate(spots):
        if i % 2:
            disc = DiscBody(f"d{i}", "planet", x, y, board.planet_radius)
            if all(math.dist((x, y), (o.x, o.y)) > o.radius + disc.radius for o in discs) and \
                    all(math.dist((x, y), (s.x, s.y)) > disc.radius + physics.ship_radius for s in ships):
                discs.append(disc)
        elif all(math.dist((x, y), (d.x, d.y)) > d.radius + physics.ship_radius for d in discs) and \
                all(math.dist((x, y), (s.x, s.y)) > 2 * physics.ship_radius for s in ships):
            ships.append(ShipBody(f"s{i}", owners[i], x, y))
    if not ships:
        return
    result = resolve_flick(physics, board, discs, ships, Flick(ships[0].id, angle, power))
    assert result.sim_time <= 10.0
    assert set(result.positions) | set(result.lost) == {s.id for s in ships}
    if result.ram is not None:
        a, b = result.ram
        owner = {s.id: s.owner for s in ships}
        assert owner[a] != owner[b] and result.ram in result.collisions
    placed = list(result.positions.items())
    for i, (ship_id, xy) in enumerate(placed):
        assert board.on_board(*xy)
        for d in discs:
            assert math.dist(xy, (d.x, d.y)) >= d.radius + physics.ship_radius - 1e-6
        for _, other in placed[i + 1:]:
            assert math.dist(xy, other) >= 2 * physics.ship_radius - 1e-6
