"""Painting the technologies (the panel, Show cards, the research list) and the scenario picker
from the display lists techlayout.py builds. Reads only."""

from __future__ import annotations

import pygame

from game.ui import look

from ..rules import empire as E
from . import art
from . import choices as C
from . import techlayout as TL
from .cards import HIGHLIGHT, face_image
from .tiles import TYPE_LABELS, planet_tile
from .words import blit_text, fit_text, fits, least, width


def draw_words(surface, w: TL.Words, colour=None) -> None:
    colour = tuple(colour or w.colour)
    h = w.line_h
    anchor = {"center": "midtop", "right": "topright"}.get(w.align, "topleft")
    for i, line in enumerate(w.lines):
        blit_text(surface, line, w.size, (w.x, w.y + i * h), colour, w.face, anchor)


def picture(s, part: TL.Picture, scale: float) -> pygame.Surface:
    size = tuple(part.rect.size)
    if part.kind == "planet":
        d = s.cat.planets[part.key]
        return planet_tile(d.name, d.type, tuple(d.symbols), tuple(d.slots), (0,) * len(d.slots), 0,
                           d.influence, d.hand_bonus, size, 0, d.category, tuple(d.replenish), (), scale)
    return face_image(s, s.cat.cards[part.key], size, scale)


def draw_sheet(surface, sheet: TL.Sheet, dim: bool = False, state=None, scale: float = 1.0) -> None:
    for part in sheet.parts:
        if isinstance(part, TL.Box):
            if part.width == 0 or part.fill != part.edge:
                pygame.draw.rect(surface, part.fill, part.rect, border_radius=part.radius)
            if part.width:
                pygame.draw.rect(surface, part.edge, part.rect, part.width, border_radius=part.radius)
        elif isinstance(part, TL.Words):
            draw_words(surface, part, look.MUTED if dim and part.colour == look.INK else None)
        elif isinstance(part, TL.Picture) and state is not None:
            look.blit(surface, picture(state, part, scale), part.rect)
        elif isinstance(part, TL.Symbols):
            x = part.x
            for kind in part.kinds:
                surface.blit(art.symbol_icon(kind, part.size, dim), (x, part.y))
                x += part.size + 1


class TechPainter:
    """Mixed into the Painter: needs `self.scene`, `self.glow` and `self.t`."""

    # --- the panel -------------------------------------------------------------------------------
    def techs(self, surface, s, lay, ch, task) -> None:
        reg, px = lay.regions, lay.regions.px
        area, small = reg.techs, least(reg.scale)
        title = blit_text(surface, "Technologies", reg.text(17), (area.x + px(10), area.y + px(6)), look.INK,
                          "display")
        if s.no_research:
            blit_text(surface, "Learning game: no research.", reg.text(14), area.center, look.MUTED, "regular",
                      "center")
            return
        viewer = self.scene.viewer
        me = lay.me
        button = self.scene.show_cards_rect()  # "Show cards" sits at the panel's top right
        room = (button.x if button is not None else area.right) - px(8)
        if lay.tech_grid:
            note, size = fit_text("Gold edge: yours if you lead Research now", small, room - title.right - px(12),
                                  "regular", small)
            blit_text(surface, note, size, (title.right + px(12), title.centery), look.FAINT, "regular", "midleft")
            col_w = (area.w - px(24) - px(16)) // 3
            for c, kind in enumerate(TL.TYPE_COLUMNS):
                x0 = area.x + px(12) + c * (col_w + px(8))
                y = area.y + px(32)
                globe = px(18)
                surface.blit(art.planet_globe(kind, globe, c), (x0, y))
                r = blit_text(surface, TYPE_LABELS[kind], reg.text(14), (x0 + globe + px(6), y + globe // 2),
                              art.PLANET_COLOURS[kind], "bold", "midleft")
                held = f"you hold {E.planets_of_type(s, me, kind)}"
                if r.right + px(8) + width(held, small) <= x0 + col_w:
                    blit_text(surface, held, small, (x0 + col_w, y + globe // 2), look.MUTED, "regular", "midright")
        else:
            whose = "your planets" if viewer == me else f"{self.scene.seat_name(me)}'s planets"
            room = area.right - px(24) - area.x
            said = (f"Within reach of {whose} · gold edge: taken by leading Research now",
                    "Gold edge: taken by leading Research now")
            note, size = fit_text(next((n for n in said if fits(n, small, room)), said[-1]), small, room, "regular",
                                  small)
            blit_text(surface, note, size, (area.x + px(12), area.y + px(34)), look.MUTED)
        for w in lay.tech_notes:
            draw_words(surface, w)
        for item, sheet in lay.sheets.items():
            if sheet.purpose != "entry":
                continue
            uid = sheet.uid
            dim = viewer is not None and bool(C.prerequisite_reason(s, viewer, uid))
            draw_sheet(surface, sheet, dim)  # greyed, still legible: the planets it needs are missing
            if not dim and viewer is not None and not C.tech_reason(s, viewer, uid, task):
                pygame.draw.rect(surface, look.GOLD, sheet.rect.inflate(2, 0), 1, border_radius=px(4))

    # --- what covers the table ---------------------------------------------------------------------
    def cover(self, surface, s, lay, ch, task) -> None:
        reg, px = lay.regions, lay.regions.px
        area, small = reg.covered(lay.overlay), least(reg.scale)
        pygame.draw.rect(surface, (8, 12, 26), area, border_radius=px(12))
        look.panel(surface, area, 235, px(12), look.ACCENT)
        x, y = area.x + px(14), area.y + px(10)
        head = reg.text(20)
        if lay.overlay == "browse":
            blit_text(surface, "Technology cards", head, (x, y), look.INK, "display")
        elif lay.overlay == "research":
            title = "Take a technology" if task and task.kind == "take_tech" else "Research: choose a technology"
            r = blit_text(surface, title, head, (x, y), look.GOLD, "display")
            note = "Each card says what it costs, why you may take it and what it does; click one to take it."
            if task and task.kind == "research":
                note = f"Your Research strength is {task.strength}. " + note
            note, size = fit_text(note, small, area.w - px(28), "regular", small)
            blit_text(surface, note, size, (x, r.bottom + px(3)), look.MUTED)
            if lay.pages > 1:
                pages = self.scene.page_buttons_left()
                blit_text(surface, f"Page {lay.page + 1} of {lay.pages}", small, (pages - px(10), r.centery),
                          look.INK, "bold", "midright")
        elif lay.overlay == "scenario":
            r = blit_text(surface, "Choose your scenario", head, (x, y), look.GOLD, "display")
            note, size = fit_text("You start with its deck, start planet, technologies and ships.", reg.text(14),
                                  area.w - px(28), "regular", small)
            blit_text(surface, note, size, (x, r.bottom + px(4)), look.MUTED)
        for item, sheet in lay.sheets.items():
            draw_sheet(surface, sheet, state=s, scale=reg.scale)
            if item in ch.targets:
                self.glow(sheet.rect, HIGHLIGHT, self.t, 2 if sheet.purpose == "option" else max(2, px(3)), px(8))

