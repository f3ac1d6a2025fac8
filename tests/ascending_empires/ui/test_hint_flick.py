"""A hinted flick on the Ascending Empires board: the ship is outlined and the aim guide predicts
the hinted flick's path beside the player's own aim, which stays the one Enter fires."""

from __future__ import annotations

import pygame

from game.ascending_empires.rules import actions as A
from tests.ascending_empires.ui.conftest import board_scene
from tests.ui.driver import frames, key, run_until


def hint_of(app, scene):
    key(app, pygame.K_h)
    assert run_until(app, lambda: scene.hint.shown is not None or bool(scene.hint.problem), max_frames=100_000)
    assert scene.hint.shown is not None, scene.hint.problem
    return scene.hint.shown.action


def test_a_hinted_flick_shows_its_predicted_path_and_leaves_the_players_aim_alone(open_board):
    app = open_board("human,ai:hard")
    scene = board_scene(app)
    assert run_until(app, lambda: scene.my_turn() and scene.legal())
    navigate = next(a for a in scene.legal() if isinstance(a, A.Navigate))
    scene.choose(navigate)  # the ship is lifted: the decision now is its flick
    assert run_until(app, lambda: scene.my_turn() and scene.view().phase == "flick")
    frames(app, 2)
    own = scene.aim
    flick = hint_of(app, scene)
    assert isinstance(flick, A.Flick) and flick.ship == navigate.ship
    assert scene.hint_places(flick), "the ship is outlined"
    aim = scene.hint_aim()
    assert aim is not None and (aim.angle, aim.power) == (flick.angle, flick.power)
    assert run_until(app, lambda: scene.guide.shown(scene.hint_aim()).kind == "exact", max_frames=100_000)
    assert scene.guide.prediction(scene.hint_aim()).path, "the guide predicted where the hinted flick goes"
    assert scene.aim is own, "the player's own aim is not changed by the hint"
    assert scene.view().phase == "flick" and scene.session.actions[-1].action == navigate, "nothing was fired"
