"""A mod that breaks one game's content: the title shows that game's content errors, the other
games start a new game as usual. Set ORRERY_SHOTS=/some/folder to keep the pictures."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.ui.catalogue import BROKEN, READY
from tests.ui.driver import click, frames, items, run_until, top


@pytest.fixture
def alias_bomb_mod(tmp_path):
    mod = tmp_path / "bomb_mod"
    (mod / "ascending_empires").mkdir(parents=True)
    (mod / "mod.yaml").write_text("id: bomb_mod\nversion: '1'\n")
    levels = ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    levels += [f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, 9)]
    (mod / "ascending_empires" / "physics.yaml").write_text("\n".join(levels) + "\n")
    return mod


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
def test_one_broken_game_shows_its_errors_and_the_others_start(make_app, alias_bomb_mod, tmp_path, size):
    app = make_app(mods=(str(alias_bomb_mod),), window_size=size)
    catalogue = app.catalogue
    assert run_until(app, lambda: catalogue.entry("ascending_empires").status == BROKEN)
    assert catalogue.entry("kardashev_scale").status == READY
    assert catalogue.entry("eminent_domain").status == READY
    folder = Path(os.environ.get("ORRERY_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    frames(app, 3)
    pygame.image.save(app.window, str(folder / f"title_one_game_broken_{size[0]}.png"))
    assert "errors:ascending_empires" in items(app) and "new:kardashev_scale" in items(app)

    click(app, "errors:ascending_empires")
    assert top(app) == "content_errors"
    frames(app, 3)
    pygame.image.save(app.window, str(folder / f"content_errors_alias_bomb_{size[0]}.png"))
    errors = [str(e) for e in app.stack.top.errors]
    assert len(errors) == 1 and "physics.yaml:5:" in errors[0] and "aliases would copy more than 10,000 values" in errors[0]

    click(app, "back")
    click(app, "new:kardashev_scale")
    assert top(app) == "new_game"
