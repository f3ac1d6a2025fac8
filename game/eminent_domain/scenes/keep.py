"""Painting the planets to keep (a Survey, or the start planets dealt before the first turn) over
the table: each planet's tile, what settling and conquering it cost, and, on a large tile, what
it does. Where they sit is placement.py's `_keep_grid`."""

from __future__ import annotations

import pygame

from game.ui import fonts, look

from ..rules import empire as E
from . import art
from . import cardtext as T
from .cards import HIGHLIGHT, shade
from .tiles import planet_tile
from .words import SMALLEST, blit_text, draw_wrapped, fit_text, least, line_h

TITLES = {"start_planet": "Choose your start planet: keep one face down, the other leaves the game",
          "survey": "Survey: keep one planet face down"}


def planet_words(d) -> str:
    """What a planet does, or the note on a start planet, under its tile."""
    return T.planet_text(d) or T.start_note(d)


class KeepPainter:
    """Mixed into the Painter: needs `self.glow` and `self.t`."""

    def survey(self, surface, s, lay, ch) -> None:
        keeps = [t for t in lay.rects if t.startswith("keep:")]
        if not keeps:
            return
        reg, px = lay.regions, lay.regions.px
        small = least(reg.scale)
        rects = [lay.rects[k] for k in keeps]
        tiles = rects[0].unionall(rects[1:])
        big = rects[0].w >= px(100)
        under = px(26)
        if big:  # room under each tile for its planet's words, wrapped at the smallest size if need be
            icon_h = px(16) + px(10)
            texts = [planet_words(E.planet_def(s, int(k.split(":")[1]))) for k in keeps]
            lines = max(len(fonts.wrap(text, small, r.w + px(8))) if text else 0 for text, r in zip(texts, rects))
            under = max(px(110), icon_h + lines * line_h(small) + px(4))
        area = pygame.Rect(tiles.x - px(24), tiles.y - px(50), tiles.w + px(48), tiles.h + px(50) + under + px(6))
        if area.w < px(600):  # two start planets: room for the title
            area.inflate_ip(px(600) - area.w, 0)
        area = area.clamp(reg.choice)
        shade(surface, reg.choice, 170, px(12))
        look.panel(surface, area, 240, px(14), look.ACCENT)
        title, size = fit_text(TITLES.get(ch.task, TITLES["survey"]), reg.text(20), area.w - px(24), "display", small)
        blit_text(surface, title, size, (area.centerx, area.y + px(10)), look.INK, "display", "midtop")
        for k, r in zip(keeps, rects):
            uid = int(k.split(":")[1])
            d = E.planet_def(s, uid)
            look.blit(surface, planet_tile(d.name, d.type, tuple(d.symbols), tuple(d.slots), (0,) * len(d.slots), 0,
                                           d.influence, d.hand_bonus, r.size, uid, d.category, tuple(d.replenish), (),
                                           reg.scale), r)
            y = r.bottom + px(4)
            isz = px(16) if big else small
            if d.colonizable:
                surface.blit(art.symbol_icon("colonize", isz), (r.x + px(3), y))
                blit_text(surface, str(d.colonize_cost), small, (r.x + px(5) + isz, y + isz // 2), look.INK, "bold",
                          "midleft")
            else:
                surface.blit(art.no_colonize_icon(isz), (r.x + px(3), y))
            wx = r.centerx + px(2) if not big else r.right - px(42)
            if d.warfare_ship == "fighter":
                surface.blit(art.symbol_icon("warfare", isz), (wx, y))
            else:
                icon = art.ship_icon(d.warfare_ship, art.ship_size(d.warfare_ship, isz - px(2)))
                surface.blit(icon, (wx, y + isz // 2 - icon.get_height() // 2))
            blit_text(surface, str(d.warfare_cost), small, (wx + isz + px(3), y + isz // 2), look.INK, "bold",
                      "midleft")
            extra = planet_words(d) if big else ""
            if extra:
                draw_wrapped(surface, extra, (r.x - px(4), y + isz + px(6), r.w + px(8), under - isz - px(10)),
                             reg.text(SMALLEST), small, look.MUTED)
            if k in ch.targets:
                self.glow(r, HIGHLIGHT, self.t, max(2, px(3)), px(9))
