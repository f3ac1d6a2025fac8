"""The New game screen offers Eminent Domain's variants with the same check as the command line:
a variant another one excludes is greyed out with the reason, and switching the other off frees it."""

from __future__ import annotations

import pygame

from tests.ui.driver import click, items, top


def test_learning_and_scenarios_exclude_each_other_on_the_new_game_screen(app, tmp_path):
    click(app, "new:eminent_domain")
    assert top(app) == "new_game"
    scene = app.stack.top
    assert {"variant:learning", "variant:scenarios"} <= set(items(app))
    click(app, "variant:learning")
    found = items(app)
    assert "variant:learning" in found  # still there, to switch it off
    assert "variant:scenarios" not in found and "variant:escalation_scenarios" not in found
    notes = [" ".join(lines) for _, lines, usable in scene.variant_notes if not usable]
    assert "Cannot be played with Learning game." in notes
    surface = pygame.Surface((1600, 900))
    scene.draw_scene(surface)
    pygame.image.save(surface, str(tmp_path / "new_game_variants.png"))
    click(app, "variant:learning")
    click(app, "variant:scenarios")
    assert "variant:learning" not in items(app)
    assert scene.config().variants == ("scenarios",)
