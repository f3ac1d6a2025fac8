"""Nothing a player must read is cut short on any table, at the default window size and at
1280x720: a game of each (with the most players, Eminent Domain also with five Escalation
players) is played in the real app and every text a frame of the table shortened is listed.

Every table is drawn on the same logical 1600x900 surface whatever the window's size (the
viewport scales the finished frame), so what is shortened cannot depend on it: the suite plays
each game at the default size and checks that the frames are the same at both sizes;
ORRERY_SOAK=1 plays every game at both. Ascending Empires is played for its first 300 moves (a whole game is a few
thousand frames of flicks); ORRERY_SOAK=1 plays it to the end."""

from __future__ import annotations

import os

import pytest

import pygame

from tests.ui.legibility import EXTRA_SIZES, SIZES, open_app, play_and_collect, size_id

GAMES = (("kardashev_scale", 6, ()), ("eminent_domain", 4, ()), ("eminent_domain", 5, ("escalation",)),
         ("ascending_empires", 4, ()))
MOVES = {"ascending_empires": None if os.environ.get("ORRERY_SOAK") else 300}


@pytest.mark.parametrize("size", EXTRA_SIZES, ids=size_id)
@pytest.mark.parametrize("game_id, players, variants", GAMES,
                         ids=[f"{g}-{n}{'-' + '+'.join(v) if v else ''}" for g, n, v in GAMES])
def test_no_table_text_is_cut_short(game_id, players, variants, size):
    result = play_and_collect(game_id, players, size, variants=variants, max_actions=MOVES.get(game_id))
    assert result.reached_end and result.settled_frames > 0, f"the game stopped after {result.actions} moves"
    assert not result.shortened, result.report()


@pytest.mark.parametrize("game_id, players, variants", GAMES,
                         ids=[f"{g}-{n}{'-' + '+'.join(v) if v else ''}" for g, n, v in GAMES])
def test_the_table_is_drawn_alike_at_every_window_size(game_id, players, variants):
    """The same game opened at both sizes draws the same logical frame, pixel for pixel, and only
    the window differs (so one size's check of the text stands for both)."""
    frames = []
    for size in SIZES:
        app = open_app(game_id, players, size, variants)
        try:
            app.frame()  # the opening table, before any computer player has answered
            frames.append(pygame.image.tobytes(app.surface, "RGB"))
            assert app.surface.get_size() == SIZES[0] and app.window.get_size() == size
        finally:
            app.finish()
    assert frames[0] == frames[1]
