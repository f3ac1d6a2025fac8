"""The buttons of what covers the Eminent Domain table: the technologies' button (Show cards /
Close / Hide list / Show choices) at the top right of the panel or of the cover, a tab per planet
type in Show cards, and page turns in a long research list. Mixed into the table scene (table.py):
needs `lay_regions`, `current()`, `moment()`, `techs_choice`, `tech_tab`, `research_page` and the
base's buttons."""

from __future__ import annotations

import pygame

from . import choices as C
from . import techcards as K
from . import techlayout as TL


class CoverButtons:
    def show_cards_rect(self, overlay: str | None = "") -> pygame.Rect:
        """The technologies' button: at the top right of the panel, or of what covers the table.
        (`overlay` "" : as now.)"""
        reg = self.lay_regions
        if overlay == "":
            overlay = self.current()[1].overlay
        area = reg.covered(overlay) or reg.techs
        w, h = reg.px(112), reg.px(26)
        return pygame.Rect(area.right - reg.px(10) - w, area.y + reg.px(6 if overlay is None else 8), w, h)

    def page_buttons_left(self) -> int:
        """The left edge of the research list's page buttons."""
        reg = self.lay_regions
        return self.show_cards_rect("research").x - 2 * (reg.px(104) + reg.px(6))

    def toggle_techs(self) -> None:
        _, lay, _ = self.current()
        self.techs_choice = lay.overlay is None

    def show_tab(self, kind: str) -> None:
        self.tech_tab = kind

    def turn_page(self, step: int) -> None:
        _, lay, _ = self.current()
        self.research_page = (self.moment(), max(0, min(lay.pages - 1, lay.page + step)))

    def refresh_cover_buttons(self, lay, ch) -> None:
        """The technologies' button (Show cards / Close / Hide list / Show choices), and what the
        cover needs: a tab per planet type in Show cards, page turns in a long research list."""
        techs = self.button("techs")
        if techs is None:
            return
        researching = any(t.startswith("buy:") for t in ch.targets)
        hidden = ch.task in C.LOOK_TASKS or lay.overlay == "scenario"
        if hidden == techs.visible:
            techs.hide() if hidden else techs.show()
        label = {"browse": "Close", "research": "Hide list"}.get(lay.overlay) or \
            ("Show choices" if researching else "Show cards")
        reg = self.lay_regions
        pos = self.show_cards_rect(lay.overlay).topleft
        key = (label, pos, lay.overlay, lay.tab, tuple(lay.rects.get(f"techtab:{k}") and k for k in K.TYPE_ORDER),
               lay.page, lay.pages)
        if key == self._cover_buttons:
            return
        self._cover_buttons = key
        techs.set_text(label)
        techs.set_relative_position(pos)
        for kind in K.TYPE_ORDER:
            self.remove_button(f"techtab:{kind}")
        for name in ("techpage:prev", "techpage:next"):
            self.remove_button(name)
        if lay.overlay == "browse":
            for kind, label in TL.tabs(self.view()):
                self.add_button(f"techtab:{kind}", lay.rects[f"techtab:{kind}"], label,
                                lambda k=kind: self.show_tab(k), style="choice_on" if kind == lay.tab else "choice_off")
        if lay.overlay == "research" and lay.pages > 1:
            w, h, gap = reg.px(104), reg.px(26), reg.px(6)
            left, y = self.page_buttons_left(), self.show_cards_rect("research").y
            self.add_button("techpage:prev", pygame.Rect(left, y, w, h), "Previous",
                            lambda: self.turn_page(-1), style="small_button", enabled=lay.page > 0)
            self.add_button("techpage:next", pygame.Rect(left + w + gap, y, w, h), "Next page",
                            lambda: self.turn_page(1), style="small_button", enabled=lay.page < lay.pages - 1)
