"""board.yaml and physics.yaml load into specs, and unsafe values are refused with a located error."""

import dataclasses

import pytest

from game.ascending_empires.physics.content import (CONTENT_DIR, BoardSpec, PhysicsSpec, load_board,
                                                    load_physics)
from game.core.content.errors import ContentErrors


def test_board_has_four_quadrants_of_seven_holes_and_four_corners(board):
    assert [q.id for q in board.quadrants] == ["nw", "ne", "se", "sw"]
    assert len(board.holes()) == 28
    assert len({h.id for h in board.holes()}) == 28
    assert len(board.corners) == 4
    for quadrant in board.quadrants:
        for hole in quadrant.holes:
            assert quadrant.contains(hole.x, hole.y)
            assert board.quadrant_of(hole.id) == quadrant.id
    assert board.quadrant_of("corner_nw") is None
    assert board.hole("corner_se").x == board.width - board.hole("corner_nw").x


def test_physics_launch_speed_is_below_the_tunnelling_bound(physics):
    assert physics.max_speed * physics.substep < physics.ship_radius
    assert physics.short_range < physics.long_range
    assert physics.battleship_radius > physics.ship_radius


def test_a_launch_speed_that_could_tunnel_is_refused(physics):
    too_fast = physics.ship_radius / physics.substep * 1.01
    with pytest.raises(ValueError, match="tunnelling|max_speed"):
        dataclasses.replace(physics, max_speed=too_fast)


def test_overlapping_orbit_rings_are_refused(board):
    quadrant = board.quadrants[0]
    first, second = quadrant.holes[0], quadrant.holes[1]
    moved = dataclasses.replace(second, x=first.x + board.planet_radius, y=first.y)
    holes = (first, moved) + quadrant.holes[2:]
    with pytest.raises(ValueError, match="overlap"):
        dataclasses.replace(board, quadrants=(dataclasses.replace(quadrant, holes=holes),) + board.quadrants[1:])


def _write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return path


def test_bad_physics_yaml_reports_file_line_and_field(tmp_path):
    text = (CONTENT_DIR / "physics.yaml").read_text()
    text = text.replace("max_speed: 1500", "max_speed: 99999").replace("substeps: 8 ", "substepz: 8 ")
    path = _write(tmp_path, "physics.yaml", text)
    with pytest.raises(ContentErrors) as caught:
        load_physics(path)
    messages = [str(e) for e in caught.value.errors]
    assert any("unknown key 'substepz'" in m and "did you mean 'substeps'" in m for m in messages)
    assert all(m.startswith(str(path)) for m in messages)


def test_unsafe_speed_in_yaml_is_a_content_error(tmp_path):
    text = (CONTENT_DIR / "physics.yaml").read_text().replace("max_speed: 1500", "max_speed: 99999")
    with pytest.raises(ContentErrors, match="tunnelling|smallest ship radius"):
        load_physics(_write(tmp_path, "physics.yaml", text))


def test_a_quadrant_needs_seven_holes(tmp_path):
    text = (CONTENT_DIR / "board.yaml").read_text().replace("        - {id: nw7, x: 255, y: 345}\n", "")
    with pytest.raises(ContentErrors, match="6 holes"):
        load_board(_write(tmp_path, "board.yaml", text))


def test_specs_are_frozen(board, physics):
    assert isinstance(board, BoardSpec) and isinstance(physics, PhysicsSpec)
    with pytest.raises(dataclasses.FrozenInstanceError):
        physics.max_speed = 1.0
