"""Painting the Eminent Domain table from the scene's view, table model and layout, in two
layers: a cached picture of everything that changes only with the game (starfield, panels, seats,
stacks, technologies, hand, decision, log, what covers the table), one blit a frame, and what is
drawn over it each frame (pulsing highlights, cards in flight, marks, the menu, the banner, the
hover). Reads only; never changes the game or the scene. The parts are painted by seats.py,
panel.py, techpaint.py, keep.py and overlays.py."""

from __future__ import annotations

import pygame

from game.ui import fonts, look

from . import choices as C
from .cards import HIGHLIGHT, glow
from .keep import KeepPainter
from .overlays import Overlays
from .panel import PanelPainter
from .seats import SeatPainter
from .techpaint import TechPainter


class Painter(Overlays, TechPainter, SeatPainter, PanelPainter, KeepPainter):
    def __init__(self, scene):
        self.scene = scene
        self.glows: list = []
        self._base: pygame.Surface | None = None
        self._base_key = None
        self._base_cuts: tuple = ()  # texts the cached picture had to shorten
        self.scores_shown: dict = {}  # seat -> the score words drawn on the table
        self.t = 0.0

    def glow(self, rect, colour=HIGHLIGHT, t: float = 0.0, width: int = 3, radius: int = 10) -> None:
        self.glows.append((pygame.Rect(rect), colour, width, radius))

    def forget(self) -> None:
        """The window or the UI scale changed: the cached picture is painted anew."""
        self._base = None
        self._base_key = None

    # --- the whole table ---------------------------------------------------------------------
    def base_key(self, table):
        scene = self.scene
        log = scene.log_panel
        return (scene.layout_key(), table, scene.app.settings.colour_blind, len(log.lines), log.scroll,
                len(log._entries), id(scene.lay_regions))

    def draw(self, surface) -> None:
        scene = self.scene
        s, lay, ch = scene.current()
        table = scene.table()
        key = self.base_key(table)
        if key != self._base_key or self._base is None:
            with fonts.capture_shortened() as cut:
                self.paint_base(s, lay, ch, table)
            self._base_cuts = tuple(dict.fromkeys(cut))
            self._base_key = key
        look.blit(surface, self._base, (0, 0))
        fonts.note_shortened(*self._base_cuts)  # the cached picture shows them on every frame
        self.t = scene.app.clock_s
        for rect, colour, width, radius in self.glows:
            glow(surface, rect, colour, self.t, width, radius)
        for flight in scene.flights:
            self.flight(surface, s, lay, flight)
        for mark in scene.marks:
            self.mark(surface, lay, mark)
        if scene.popup is not None:
            self.popup(surface, lay)
        else:
            self.hover(surface, s, lay, ch, s.tasks[-1] if s.tasks else None)
        if scene.banner is not None:
            self.banner(surface, lay)

    def edges(self, s, lay, ch) -> list:
        """The table's panels and their edges (gold: deciding; blue: leading the turn)."""
        reg = lay.regions
        r = reg.px(12)
        found = [(panel, 205, r, look.GOLD if q in s.to_act() else (look.ACCENT if q == s.active else look.PANEL_EDGE))
                 for q, panel in lay.opponents.items()]
        mine = look.GOLD if lay.me in s.to_act() and self.scene.viewer == lay.me else look.PANEL_EDGE
        found += [(reg.stacks, 200, r, look.PANEL_EDGE), (reg.techs, 200, r, look.PANEL_EDGE),
                  (reg.empire, 200, r, mine), (reg.hand, 170, r, look.PANEL_EDGE),
                  (reg.prompt, 220, reg.px(14), look.GOLD if ch.player is not None and ch.task else look.PANEL_EDGE),
                  (reg.log, 200, r, look.PANEL_EDGE)]
        return found

    def paint_base(self, s, lay, ch, table) -> None:
        size = lay.regions.size
        if self._base is None or self._base.get_size() != size:
            self._base = fonts.new_picture(size, 0)
            if pygame.display.get_surface() is not None:
                self._base = self._base.convert()
                fonts.keep_texts(self._base)
        base = self._base
        fonts.clear_texts(base)
        look.starfield(size).draw(base, 0.0)
        for rect, alpha, radius, edge in self.edges(s, lay, ch):
            look.panel(base, rect, alpha, radius, edge)
        self.glows = []
        self.scores_shown = {}
        task = s.tasks[-1] if s.tasks else None
        self.top_bar(base, lay, table)
        for q, panel in lay.opponents.items():
            self.opponent(base, s, lay, ch, table.seats[q], panel)
        if lay.overlay is None:
            self.stacks(base, s, lay, ch, table)
            self.empire(base, s, lay, ch, table.seats[lay.me])
            self.techs(base, s, lay, ch, task)
        self.hand(base, s, lay, ch, table)
        self.prompt(base, s, lay, ch, table)
        self.scene.log_panel.draw(base, frame=False)
        if lay.overlay is not None:  # the large cards, the research list or the scenarios
            self.cover(base, s, lay, ch, task)
        if ch.task in C.LOOK_TASKS:
            self.survey(base, s, lay, ch)
