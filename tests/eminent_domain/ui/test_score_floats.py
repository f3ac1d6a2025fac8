"""Points gained float from the seat's score badge and never rise into the top bar (the
opponents' badges sit just under it)."""

from __future__ import annotations

import pygame

from game.eminent_domain.scenes import layout as L
from game.eminent_domain.scenes.following import float_start
from game.ui import floaters, fonts


def highest_point(score: pygame.Rect, k: int) -> int:
    """The top of the floating text at the height of its rise (it is drawn centred, outlined)."""
    height = fonts.font(floaters.SIZE, "bold").size("+4 VP (planets)")[1] + 4
    return float_start(score, k) - floaters.RISE - height // 2


def test_an_opponents_points_float_below_the_top_bar():
    badge = pygame.Rect(L.OPPONENTS.right - 12 - L.SCORE_W, L.OPPONENTS.y + 6, L.SCORE_W, 26)
    for k in range(3):  # planets, technologies and influence changing at once
        assert highest_point(badge, k) >= L.TOP.bottom
        assert float_start(badge, k) > badge.bottom  # rising towards the badge it belongs to


def test_the_players_own_points_float_above_their_badge():
    badge = pygame.Rect(L.EMPIRE.right - 12 - L.SCORE_W, L.EMPIRE.y + 8, L.SCORE_W, 26)
    assert float_start(badge, 0) == badge.y - 6
    assert float_start(badge, 1) == badge.y - 30
