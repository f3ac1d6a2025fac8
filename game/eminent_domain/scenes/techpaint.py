"""Painting the technologies (the panel, Show cards, the research list) and the scenario picker
from the display lists techlayout.py builds. Reads only."""

from __future__ import annotations

import pygame

from game.ui import look

from ..rules import empire as E
from . import art
from . import choices as C
from . import layout as L
from . import techlayout as TL
from .cards import HIGHLIGHT, face_image


def draw_words(surface, w: TL.Words, colour=None) -> None:
    colour = tuple(colour or w.colour)
    h = w.line_h
    for i, line in enumerate(w.lines):
        img = art.text(line, w.size, colour, w.face)
        if w.align == "center":
            x = w.x - img.get_width() // 2
        elif w.align == "right":
            x = w.x - img.get_width()
        else:
            x = w.x
        surface.blit(img, (x, w.y + i * h))


def picture(s, part: TL.Picture) -> pygame.Surface:
    size = part.rect.size
    if part.kind == "planet":
        d = s.cat.planets[part.key]
        return art.planet_tile(d.name, d.type, tuple(d.symbols), tuple(d.slots), (0,) * len(d.slots), 0,
                               d.influence, d.hand_bonus, size, 0, d.category, tuple(d.replenish), ())
    return face_image(s, s.cat.cards[part.key], size)


def draw_sheet(surface, sheet: TL.Sheet, dim: bool = False, state=None) -> None:
    for part in sheet.parts:
        if isinstance(part, TL.Box):
            if part.width == 0 or part.fill != part.edge:
                pygame.draw.rect(surface, part.fill, part.rect, border_radius=part.radius)
            if part.width:
                pygame.draw.rect(surface, part.edge, part.rect, part.width, border_radius=part.radius)
        elif isinstance(part, TL.Words):
            draw_words(surface, part, look.MUTED if dim and part.colour == look.INK else None)
        elif isinstance(part, TL.Picture) and state is not None:
            surface.blit(picture(state, part), part.rect)
        elif isinstance(part, TL.Symbols):
            x = part.x
            for kind in part.kinds:
                surface.blit(art.symbol_icon(kind, part.size, dim), (x, part.y))
                x += part.size + 1


class TechPainter:
    """Mixed into the Painter: needs `self.scene`, `self.glow` and `self.t`."""

    # --- the panel -------------------------------------------------------------------------------
    def techs(self, surface, s, lay, ch, task) -> None:
        area = L.TECHS
        art.blit_text(surface, "Technologies", 20, (area.x + 16, area.y + 10), look.INK, "display")
        if s.no_research:
            art.blit_text(surface, "Learning game: no research.", 16, area.center, look.MUTED, "regular", "center")
            return
        viewer = self.scene.viewer
        me = lay.me
        if L.escalation(s):
            whose = "your planets" if viewer == me else f"{self.scene.seat_name(me)}'s planets"
            art.blit_text(surface, f"Within reach of {whose} · gold edge: taken by leading Research now", 12,
                          (area.x + 16, area.y + 40), look.MUTED)
        else:
            art.blit_text(surface, "Gold edge: yours if you lead Research now", 12, (area.right - 148, area.y + 18),
                          look.FAINT, "regular", "topright")
            col_w = (area.w - 24 - 16) // 3
            for c, kind in enumerate(TL.TYPE_COLUMNS):
                x0 = area.x + 12 + c * (col_w + 8)
                y = area.y + 40
                surface.blit(art.planet_globe(kind, 20, c), (x0, y))
                art.blit_text(surface, art.TYPE_LABELS[kind], 15, (x0 + 26, y + 10), art.PLANET_COLOURS[kind],
                              "bold", "midleft")
                art.blit_text(surface, f"you hold {E.planets_of_type(s, me, kind)}", 12, (x0 + col_w, y + 10), look.MUTED,
                              "regular", "midright")
        for w in lay.tech_notes:
            draw_words(surface, w)
        for item, sheet in lay.sheets.items():
            if sheet.purpose != "entry":
                continue
            uid = sheet.uid
            dim = viewer is not None and bool(C.prerequisite_reason(s, viewer, uid))
            draw_sheet(surface, sheet, dim)  # greyed, still legible: the planets it needs are missing
            if not dim and viewer is not None and not C.tech_reason(s, viewer, uid, task):
                pygame.draw.rect(surface, look.GOLD, sheet.rect.inflate(2, 0), 1, border_radius=4)

    # --- what covers the table ---------------------------------------------------------------------
    def cover(self, surface, s, lay, ch, task) -> None:
        area = L.covered(lay.overlay)
        pygame.draw.rect(surface, (8, 12, 26), area, border_radius=12)
        look.panel(surface, area, 235, 12, look.ACCENT)
        x, y = area.x + 16, area.y + 12
        if lay.overlay == "browse":
            art.blit_text(surface, "Technology cards", 22, (x, y), look.INK, "display")
        elif lay.overlay == "research":
            title = "Take a technology" if task and task.kind == "take_tech" else "Research: choose a technology"
            r = art.blit_text(surface, title, 22, (x, y), look.GOLD, "display")
            note = "Each card says what it costs, why you may take it and what it does; click one to take it."
            if task and task.kind == "research":
                note = f"Your Research strength is {task.strength}. " + note
            art.blit_text(surface, note, 14, (x, r.bottom + 4), look.MUTED)
            if lay.pages > 1:
                art.blit_text(surface, f"Page {lay.page + 1} of {lay.pages}", 14, (area.right - 404, r.centery),
                              look.INK, "bold", "midright")
        elif lay.overlay == "scenario":
            r = art.blit_text(surface, "Choose your scenario", 22, (x, y), look.GOLD, "display")
            art.blit_text(surface, "You start with its deck, start planet, technologies and ships.", 15,
                          (x, r.bottom + 6), look.MUTED)
        for item, sheet in lay.sheets.items():
            draw_sheet(surface, sheet, state=s)
            if item in ch.targets:
                self.glow(sheet.rect, HIGHLIGHT, self.t, 2 if sheet.purpose == "option" else 3, 8)
