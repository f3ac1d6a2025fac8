"""Where the gallery's parts go in a window of any size: the heading and a button per game along
the top, the filters under them, the pictures in a grid of pages on the left, the chosen item's
details on the right, and Back, the pages and the balance run along the foot. Sizes are design
units (metrics.py) turned into window pixels; the grid takes whatever room is left, so a larger
window shows more items on a page."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

PAD = 24
TOP = 12
ROW_H = 40
FILTERS_Y = 60
MAIN_TOP = 110
FOOT_H = 44
FOOT_GAP = 18  # between the main area and the foot, and under the foot
DETAILS_W = 340
GAP = 14  # between cells
CAPTION = 16  # one caption line under a picture, in units
TEXT_LINES = 3  # lines of the item's words under a picture that holds none
BANNER_LINES = 3  # lines of a broken edit's problems over the grid
GAME_W = 196
FILTER_W = (270, 200, 240)
TEXT_SIZE = 13  # captions under the pictures
PAGE_W = 128  # "Page 10 of 12" between the page buttons


@dataclass
class GalleryLayout:
    games: list[pygame.Rect]
    filters: list[pygame.Rect]
    count_at: tuple[int, int]  # midleft of "12 of 61 items"
    heading_at: tuple[int, int]  # midleft of the heading
    heading_w: int
    grid: pygame.Rect
    banner: pygame.Rect | None
    details: pygame.Rect
    try_it: pygame.Rect
    cells: list[pygame.Rect] = field(default_factory=list)  # each picture's room on a page
    caption_lines: int = 2
    back: pygame.Rect = None
    mods: pygame.Rect = None
    prev: pygame.Rect = None
    next: pygame.Rect = None
    page_at: tuple[int, int] = (0, 0)  # centre of "Page 1 of 5"
    simulate: pygame.Rect = None  # the button, or the bar while a run is on
    cancel: pygame.Rect = None

    @property
    def per_page(self) -> int:
        return len(self.cells)


def gallery_layout(metrics, games: int, cell: tuple[int, int], caption_lines: int, banner: bool) -> GalleryLayout:
    """`cell`: the largest picture's size in window pixels; `caption_lines`: text lines under it."""
    px, (cw, ch) = metrics.px, metrics.canvas
    x0, width = PAD, cw - 2 * PAD

    def rect(x, y, w, h) -> pygame.Rect:
        return pygame.Rect(px(x), px(y), px(w), px(h))

    game_rects = [rect(x0 + width - (games - i) * (GAME_W + 8) + 8, TOP, GAME_W, ROW_H) for i in range(games)]
    heading_w = px(width - games * (GAME_W + 8) - 8)
    filter_rects, x = [], x0
    for w in FILTER_W:
        filter_rects.append(rect(x, FILTERS_Y, w, ROW_H))
        x += w + 10
    foot_y = ch - FOOT_GAP - FOOT_H
    main_h = foot_y - FOOT_GAP - MAIN_TOP
    details = rect(x0 + width - DETAILS_W, MAIN_TOP, DETAILS_W, main_h)
    grid_w = width - DETAILS_W - 16
    grid = rect(x0, MAIN_TOP, grid_w, main_h)
    banner_rect = None
    if banner:
        banner_h = 16 + BANNER_LINES * 17 + 4
        banner_rect = rect(x0, MAIN_TOP, grid_w, banner_h)
        grid = rect(x0, MAIN_TOP + banner_h + 10, grid_w, main_h - banner_h - 10)
    layout = GalleryLayout(game_rects, filter_rects, (px(x + 6), px(FILTERS_Y + ROW_H / 2)),
                           (px(x0), px(TOP + ROW_H / 2)), heading_w, grid, banner_rect, details,
                           pygame.Rect(details.x + px(16), details.bottom - px(16 + FOOT_H), details.w - px(32),
                                       px(FOOT_H)), caption_lines=caption_lines)
    cell_w, cell_h = cell[0], cell[1] + px(4 + caption_lines * CAPTION)
    gap = px(GAP)
    cols = max(1, (grid.w + gap) // (cell_w + gap))
    rows = max(1, (grid.h + gap) // (cell_h + gap))
    left = grid.x + (grid.w - (cols * cell_w + (cols - 1) * gap)) // 2
    layout.cells = [pygame.Rect(left + c * (cell_w + gap), grid.y + r * (cell_h + gap), cell_w, cell_h)
                    for r in range(rows) for c in range(cols)]
    layout.back = rect(x0, foot_y, 150, FOOT_H)
    layout.mods = rect(x0 + 160, foot_y, 130, FOOT_H)
    layout.next = pygame.Rect(grid.right - px(48), px(foot_y), px(48), px(FOOT_H))  # the pages at the grid's right
    layout.prev = layout.next.move(-px(48 + PAGE_W), 0)
    layout.page_at = (layout.next.x - px(PAGE_W / 2), px(foot_y + FOOT_H / 2))
    layout.cancel = rect(x0 + width - 120, foot_y, 120, FOOT_H)
    layout.simulate = pygame.Rect(details.x, px(foot_y), details.w, px(FOOT_H))
    return layout
