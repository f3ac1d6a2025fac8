"""First-time tips: the first time a player is asked a kind of decision in a normal game (the
Summit's dial, paying for a card...), one line says what it is. Each tip shows once per game kind
(remembered in the user data folder, learning.py); Settings can turn them off. The lines are
content (the `tips` section beside each game's tutorial), so a mod can reword them."""

from __future__ import annotations

import pygame

from . import fonts, look

SIZE = 15  # units
SHOW_S = 12.0  # seconds at most
AFTER_S = 2.5  # seconds it stays once the decision is made


class FirstTimeTips:
    """A table's coach (TableScene.coach) that only talks: it never holds a move back."""

    def __init__(self, table, lines: dict):
        self.table = table
        self.app = table.app
        self.lines = lines  # pending kind -> its line
        self.game_id = table.session.definition.id
        self.shown: tuple[str, float] | None = None  # (kind, when) of the tip on show
        self.left_at: float | None = None  # when its decision was made

    @classmethod
    def for_table(cls, table) -> "FirstTimeTips | None":
        """Tips for a table with one person playing at it (none for a replay or a network seat)."""
        session = table.session
        tips = session.content.sections.get("tips") if hasattr(session.content, "sections") else None
        if not tips or session.replaying or getattr(session, "remote", False) or len(table.human_seats) != 1:
            return None
        lines = {kind: text for kind, text in tips.items() if text}
        return cls(table, lines) if lines else None

    # the coach's surface: tips never stop a move, never take a key, have no menu of their own
    def permits(self, player: int, action) -> bool:
        return True

    def handle_event(self, event) -> bool:
        return False

    def open_menu(self) -> bool:
        return False

    def items(self) -> list:
        return []

    def presented_items(self) -> list:
        return []

    def automation(self) -> None:
        return None

    # --- every frame ------------------------------------------------------------------------------
    def asked(self) -> str | None:
        """The kind of decision the player at the screen faces now, or None."""
        viewer = self.table.viewer
        if viewer is None or self.table.deciding_player() != viewer:
            return None
        pending = self.table.session.state.pending(viewer)
        return pending.kind if pending is not None else None

    def update(self, dt: float) -> None:
        now, kind = self.app.clock_s, self.asked()
        if self.shown is not None:
            if kind != self.shown[0] and self.left_at is None:
                self.left_at = now
            if now - self.shown[1] > SHOW_S or (self.left_at is not None and now - self.left_at > AFTER_S):
                self.shown, self.left_at = None, None
        if self.shown is None and kind in self.lines and self.app.settings.tips \
                and not self.app.learning.tip_shown(self.game_id, kind):
            self.app.learning.show_tip(self.game_id, kind)
            self.shown, self.left_at = (kind, now), None

    def text(self) -> str | None:
        return self.lines[self.shown[0]] if self.shown is not None and self.app.settings.tips else None

    def draw(self, surface: pygame.Surface) -> None:
        text = self.text()
        if text is None:
            return
        from .tutorial.card import unit_scale

        s = unit_scale(self.table.metrics)
        size = max(1, round(SIZE * s))
        pad = round(12 * s)
        areas = self.table.coach_areas()
        if areas:  # where a tutorial's card would sit: beside the play, never over the turn line
            area = areas[0]
            lines = fonts.wrap(f"Tip: {text}", size, area.w - 2 * pad)
            box = pygame.Rect(area.x, area.y, area.w, fonts.font(size).get_linesize() * len(lines) + 2 * pad)
        else:
            lines = [fonts.shortened(f"Tip: {text}", size, surface.get_width() - round(80 * s), "regular")]
            w = fonts.font(size).size(lines[0])[0] + 2 * pad
            box = pygame.Rect(0, 0, w, fonts.font(size).get_linesize() + 2 * pad)
            box.midtop = (surface.get_width() // 2, round(8 * s))
        fonts.cover_texts(surface, box)
        look.panel(surface, box, 255, round(10 * s), look.GOLD)
        y = box.y + pad
        for line in lines:
            look.blit_text(surface, line, size, (box.x + pad, y), look.INK)
            y += fonts.font(size).get_linesize()
