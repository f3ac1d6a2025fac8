"""Points gained float from the seat's score badge and never rise into the top bar (the
opponents' badges sit just under it)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.eminent_domain.scenes.following import FLOAT_STEP, float_start
from game.eminent_domain.scenes.placement import SCORE_H, SCORE_W
from game.ui import floaters, fonts
from tests.eminent_domain.ui.table_sizes import metrics_at, regions_at
from tests.ui.layout import SIZES


def start_at(size, score: pygame.Rect, k: int) -> tuple[int, int]:
    """Where the k-th text floats from at window `size`, and the top of it at the height of its
    rise (it is drawn centred, outlined)."""
    m, reg = metrics_at(size), regions_at(size)
    rise, text = m.classic_px(floaters.RISE), m.classic_text(floaters.SIZE)
    start = float_start(SimpleNamespace(regions=reg), score, k, rise, text)
    height = fonts.font(text, "bold").size("+4 VP (planets)")[1] + 4
    return start, start - rise - height // 2


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_an_opponents_points_float_below_the_top_bar(size):
    reg = regions_at(size)
    px = reg.px
    badge = pygame.Rect(reg.opponents.right - px(8 + SCORE_W), reg.opponents.y + px(5), px(SCORE_W), px(SCORE_H))
    for k in range(3):  # planets, technologies and influence changing at once
        start, top = start_at(size, badge, k)
        assert top >= reg.top.bottom
        assert start > badge.bottom  # rising towards the badge it belongs to


def test_the_players_own_points_float_above_their_badge():
    reg = regions_at()
    px = reg.px
    badge = pygame.Rect(reg.empire.right - px(10 + SCORE_W), reg.empire.y + px(7), px(SCORE_W), px(SCORE_H))
    assert start_at((1600, 900), badge, 0)[0] == badge.y - px(6)
    assert start_at((1600, 900), badge, 1)[0] == badge.y - px(6) - px(FLOAT_STEP)
