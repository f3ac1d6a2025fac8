"""The players' placards on the table: each painted once into a picture over the starfield behind
it, and painted again only when what it shows changes, with the spots its tooltips read.

One changed placard is repainted a frame, and none on the frame a move is applied: a move changes
two or three seats at once, and repainting them all with it made the slowest frames; the others
keep their picture a frame or two longer."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.ui import fonts, look

from .placards import Spot, draw_placard


def opaque_picture(size) -> pygame.Surface:
    """A picture without transparency, in the window's pixel format once there is a window (a
    fast blit), that keeps the texts drawn on it (fonts.new_picture)."""
    picture = fonts.new_picture(size, 0)
    if pygame.display.get_surface() is not None:
        picture = picture.convert()
        fonts.keep_texts(picture)
    return picture


class PlacardShelf:
    def __init__(self):
        self._kept: dict[int, tuple] = {}  # seat -> (key, picture, spots, texts cut)
        self.spots: list[tuple[int, Spot]] = []  # (seat, spot) of the placards on screen, for hover help

    def clear(self) -> None:
        self._kept.clear()

    def draw(self, surface, rects, keys: dict, paint, backdrop: pygame.Surface, busy_frame: bool) -> None:
        """Blit every seat's placard at its rect; `keys[p]` says what seat p's shows, `paint(p,
        picture, rect)` paints it (its spots, in the picture's own coordinates); `busy_frame`:
        a move was applied on this frame (nothing is repainted unless it has no picture yet)."""
        spots = []
        repainted = busy_frame
        for p, rect in enumerate(rects):
            key = keys[p] + (rect.size,)
            kept = self._kept.get(p)
            if kept is None or (kept[0] != key and not repainted):
                repainted = kept is not None
                picture = opaque_picture(rect.size)
                picture.blit(backdrop, (0, 0), rect)  # drawn over the stars behind it: blitted opaque
                with fonts.capture_shortened() as cut:
                    local = paint(p, picture, picture.get_rect())
                kept = (key, picture, [replace(spot, rect=spot.rect.move(rect.topleft)) for spot in local], tuple(cut))
                self._kept[p] = kept
            look.blit(surface, kept[1], rect)
            fonts.note_shortened(*kept[3])  # a cached picture still shows what it cut
            spots += [(p, spot) for spot in kept[2]]
        self.spots = spots


def paint_placard(picture, rect, view, seat, rgb, marker, content, names, scale: float) -> list[Spot]:
    """Seat `seat` (model.Seat) painted on `picture` in `rect`."""
    return draw_placard(picture, rect, view, seat.player, seat.name, seat.subtitle, rgb, marker, seat.current, content,
                        seat.viewer, names, seat.score, scale)
