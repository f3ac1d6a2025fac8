"""Nothing a player must read is cut short on any table, at the default window size and at
1280x720: a game of each (with the most players, Eminent Domain also with five Escalation
players) is played in the real app and every text a frame of the table shortened is listed.

A table still on the logical 1600x900 surface is drawn the same whatever the window's size (the
viewport scales the finished frame), so what it shortens cannot depend on it: the suite plays
it at the default size and checks that the frames are the same at both sizes; ORRERY_SOAK=1
plays every game at both. The Kardashev Scale table is drawn for the window: it is played at
both sizes, and only the names its design cuts (small faces in a pyramid wider than a seat has
room for) are let pass. Ascending Empires is played for its first 300 moves (a whole game is a
few thousand frames of flicks); ORRERY_SOAK=1 plays it to the end."""

from __future__ import annotations

import os

import pytest

import pygame

from tests.kardashev_scale.ui.table_sizes import names_cut_beyond_room
from tests.ui.legibility import DRAWN_FOR_WINDOW, EXTRA_SIZES, SIZES, open_app, play_and_collect, size_id

GAMES = (("kardashev_scale", 6, ()), ("eminent_domain", 4, ()), ("eminent_domain", 5, ("escalation",)),
         ("ascending_empires", 4, ()))
MOVES = {"ascending_empires": None if os.environ.get("ORRERY_SOAK") else 300}
EXCUSED = {"kardashev_scale": names_cut_beyond_room}  # the table's own rule for what it may cut
PLAYS = [(game, size) for game in GAMES for size in (SIZES if game[0] in DRAWN_FOR_WINDOW else EXTRA_SIZES)]
LEGACY_GAMES = [game for game in GAMES if game[0] not in DRAWN_FOR_WINDOW]


def game_id_of(game) -> str:
    g, n, v = game
    return f"{g}-{n}{'-' + '+'.join(v) if v else ''}"


@pytest.mark.parametrize("game, size", PLAYS, ids=[f"{game_id_of(g)}-{size_id(s)}" for g, s in PLAYS])
def test_no_table_text_is_cut_short(game, size):
    game_id, players, variants = game
    result = play_and_collect(game_id, players, size, variants=variants, max_actions=MOVES.get(game_id),
                              excused=EXCUSED.get(game_id))
    assert result.reached_end and result.settled_frames > 0, f"the game stopped after {result.actions} moves"
    assert not result.shortened, result.report()


def test_the_tables_played_at_both_sizes_are_those_drawn_for_the_window():
    from game.core.registry import get_game
    from game.ui.play import table_class

    drawn_for_window = {g for g, _, _ in GAMES if not table_class(get_game(g)).legacy_canvas}
    assert drawn_for_window == set(DRAWN_FOR_WINDOW)


@pytest.mark.parametrize("game_id, players, variants", LEGACY_GAMES, ids=[game_id_of(g) for g in LEGACY_GAMES])
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
