"""Game over: the final scores with every scoring line and tie-break; rematch, back to title,
Watch replay (scenes/replay.py), or View table: the final position, read-only (hovering still
explains, the log scrolls through the whole game), until Esc or "Back to results"."""

from __future__ import annotations

import time

import pygame

from .. import fonts, look
from ..identity import draw_seat_marker
from ..menu import UIScene

TABLE = pygame.Rect(160, 200, 1280, 560)  # on the classic stage (the old 1600x900 coordinates, in the middle)
LABEL_W = 330


def format_points(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def headline(outcome, names: list[str]) -> tuple[str, str]:
    """The winner sentence and, when a tie-break decided it, which one."""
    winners = [names[p] for p in outcome.winners]
    if len(winners) == 1:
        title = f"{winners[0]} wins!"
    else:
        title = f"{', '.join(winners[:-1])} and {winners[-1]} share the victory"
    ordered = sorted(outcome.results, key=lambda r: r.rank)
    note = ""
    if len(ordered) > 1 and ordered[0].rank != ordered[1].rank and ordered[0].score == ordered[1].score:
        for i, label in enumerate(outcome.tiebreak_labels):
            a = ordered[0].tiebreaks[i] if i < len(ordered[0].tiebreaks) else None
            b = ordered[1].tiebreaks[i] if i < len(ordered[1].tiebreaks) else None
            if a != b:
                note = f"Level on points; decided by the tie-break: {label}."
                break
    return title, note


def score_rows(outcome) -> list[str]:
    """Every breakdown label in first-seen order, so each player's column lines up."""
    labels: list[str] = []
    for result in outcome.results:
        for line in result.breakdown:
            if line.label not in labels:
                labels.append(line.label)
    return labels


class GameOverScene(UIScene):
    name = "game_over"
    default_button = "rematch"
    legacy_canvas = False

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.outcome = session.state.outcome()
        self.names = [s.name for s in session.config.seats]
        if getattr(session, "remote", False):
            self.default_button = "title"  # no rematch at a network table

    def enter(self) -> None:
        self.app.sounds.play("win")
        super().enter()

    def build(self) -> None:
        st = self.stage = self.metrics.classic_stage()
        self.button("title", st.rect(TABLE.left, TABLE.bottom + 40, 260, 58), "Back to title", self.app.to_title)
        remote = getattr(self.session, "remote", False)  # a network game's moves and deal stayed on its server
        if not remote:
            self.button("rematch", st.rect(TABLE.right - 260, TABLE.bottom + 40, 260, 58), "Rematch", self.rematch,
                        style="primary")
        if self.table() is not None:
            step = (TABLE.w - 260) // 3
            if not remote:
                self.button("replay", st.rect(TABLE.left + step, TABLE.bottom + 40, 260, 58), "Watch replay",
                            self.watch_replay,
                            tooltip="The whole game again, move by move, on its table (Esc returns here)")
            self.button("view_table", st.rect(TABLE.left + 2 * step, TABLE.bottom + 40, 260, 58), "View table",
                        self.view_table, tooltip="The final position and the whole game's log (Esc returns here)")

    def table(self):
        """The table this game was played on (under this scene), or None."""
        from ..table import TableScene

        return next((s for s in self.app.stack if isinstance(s, TableScene) and s.session is self.session), None)

    def view_table(self) -> None:
        table = self.table()
        if table is not None:
            self.app.push(FinalTableScene(self.app, table))

    def watch_replay(self) -> None:
        table = self.table()
        if table is not None:
            from .replay import ReplayScene

            self.app.push(ReplayScene(self.app, table))

    def back(self) -> None:
        self.app.to_title()

    def rematch(self) -> None:
        """The same seats and variants, a fresh deal."""
        from game.core.session import GameSession

        from ..play import open_table

        old = self.session.config
        config = type(old)(old.game_id, old.seats, old.variants, time.time_ns() % 2**31, dict(old.options))
        session = GameSession.start(self.session.definition, self.session.content, config)
        open_table(self.app, session)

    def draw_scene(self, surface: pygame.Surface) -> None:
        st = self.stage
        text, px = st.text, st.px
        look.heading(surface, "Game over", st.point(800, 34), text(44), scale=st.scale)
        if self.outcome is None:
            return
        title, note = headline(self.outcome, self.names)
        look.blit_text(surface, fonts.shortened(title, text(30), px(1500), "display"), text(30), st.point(800, 110),
                       look.GOLD, "display", "midtop")
        if note:
            look.blit_text(surface, note, text(16), st.point(800, 154), look.MUTED, anchor="midtop")
        results = sorted(self.outcome.results, key=lambda r: (r.rank, r.player))
        labels = score_rows(self.outcome)
        # score rows share what the header, total and tie-break rows leave of the table's height
        row_text = text(17)
        least = fonts.font(row_text).get_linesize() / st.scale + 2  # a row is never shorter than its words
        room = TABLE.height - 125 - 58 - 26 * len(self.outcome.tiebreak_labels) - 24
        row_h = max(least, min(34, room / max(1, len(labels))))
        height = 125 + len(labels) * row_h + 58 + 26 * len(self.outcome.tiebreak_labels) + 24
        box = pygame.Rect(TABLE.left, TABLE.top, TABLE.width, min(TABLE.height, height))
        box.centery = max(TABLE.top + box.height // 2, (TABLE.top + TABLE.bottom) // 2 - 20)
        table = st.rect(*box)
        look.panel(surface, table, radius=px(14))
        col_w = (table.width - px(LABEL_W) - px(40)) // max(1, len(results))
        x0 = table.left + px(LABEL_W)
        seats = self.session.config.seats
        for c, result in enumerate(results):  # header: rank, marker, name; the winners highlighted
            cx = x0 + c * col_w + col_w // 2
            if result.rank == 1:
                look.panel(surface, (cx - col_w // 2 + px(8), table.top + px(10), col_w - px(16), table.height - px(20)),
                           120, px(10), look.GOLD)
            rank_text = {1: "1st", 2: "2nd", 3: "3rd"}.get(result.rank, f"{result.rank}th")
            look.blit_text(surface, rank_text, text(16), (cx, table.top + px(20)),
                           look.GOLD if result.rank == 1 else look.MUTED, "bold", "midtop")
            draw_seat_marker(surface, (cx, table.top + px(60)), px(13), seats[result.player], result.player,
                             self.app.settings.colour_blind)
            look.blit_text(surface, fonts.shortened(self.names[result.player], text(18), col_w - px(16)), text(18),
                           (cx, table.top + px(80)), look.INK, "bold", "midtop")
        y = table.top + px(125)
        pygame.draw.line(surface, look.PANEL_EDGE, (table.left + px(20), y - px(8)), (table.right - px(20), y - px(8)), 1)
        for label in labels:
            look.blit_text(surface, fonts.shortened(label, row_text, px(LABEL_W - 36), "regular"), row_text,
                           (table.left + px(30), y), look.MUTED)
            for c, result in enumerate(results):
                points = next((ln.points for ln in result.breakdown if ln.label == label), None)
                value = "\u2013" if points is None else format_points(points)
                look.blit_text(surface, value, row_text, (x0 + c * col_w + col_w // 2, y), look.INK, anchor="midtop")
            y += round(row_h * st.scale)
        pygame.draw.line(surface, look.PANEL_EDGE, (table.left + px(20), y), (table.right - px(20), y), 1)
        y += px(10)
        look.blit_text(surface, "Total", text(21), (table.left + px(30), y), look.INK, "bold")
        for c, result in enumerate(results):
            look.blit_text(surface, format_points(result.score), text(22), (x0 + c * col_w + col_w // 2, y),
                           look.GOLD if result.rank == 1 else look.INK, "bold", "midtop")
        y += px(40)
        for i, label in enumerate(self.outcome.tiebreak_labels):
            look.blit_text(surface, f"Tie-break: {label}", text(15), (table.left + px(30), y), look.MUTED)
            for c, result in enumerate(results):
                value = result.tiebreaks[i] if i < len(result.tiebreaks) else None
                shown = "\u2013" if value is None else format_points(value)
                look.blit_text(surface, shown, text(15), (x0 + c * col_w + col_w // 2, y), look.MUTED, anchor="midtop")
            y += px(26)


RESULTS_BUTTON = pygame.Rect(1300, 16, 280, 48)  # for a table without Undo and Menu


class FinalTableScene(UIScene):
    """The table as the game ended, read-only: clicks and keys do nothing on it, hovering still
    shows what things are (tooltips, large cards), the wheel scrolls the log through the whole
    game. "Back to results" takes the place of the table's Undo and Menu (which would do nothing
    here); it and Esc return to the game-over screen."""

    name = "final_table"
    backdrop = False  # the table paints the whole screen
    default_button = "back_to_results"

    def __init__(self, app, table):
        self.legacy_canvas = table.legacy_canvas  # drawn where the table it shows is drawn
        super().__init__(app)
        self.table = table
        self.hidden: list = []  # the table's buttons covered while viewing, shown again on leaving

    @property
    def covered(self) -> tuple[str, ...]:
        """The table's buttons hidden while it is viewed: Undo and Menu, and the Hint (which has
        nothing to say at the end) when it shares their row."""
        hint = self.table.hint
        return ("undo", "menu") + (("hint",) if hint is not None and self._in_undo_row(hint.rect) else ())

    def _in_undo_row(self, rect) -> bool:
        menu = self.table.undo_menu
        return menu is not None and rect.y == menu.undo_rect.y

    @property
    def rect(self) -> pygame.Rect:
        """Where this scene's buttons go: in place of the table's Undo and Menu (and a Hint in
        their row: "Back to results" gets the whole row)."""
        menu = self.table.undo_menu
        if menu is not None:  # Undo alone when Menu has a row of its own (beside Hint)
            rect = menu.undo_rect.union(menu.menu_rect) if self._in_undo_row(menu.menu_rect) else menu.undo_rect
            hint = self.table.hint
            return rect.union(hint.rect) if hint is not None and self._in_undo_row(hint.rect) else rect
        m = self.metrics
        return RESULTS_BUTTON if m.legacy else pygame.Rect(m.size[0] - m.px(236), m.px(12), m.px(224), m.px(38))

    def enter(self) -> None:
        if self.table.log_panel is not None:
            self.table.log_panel.keep_whole_log(self.table.session.log)
        self.build()

    def build(self) -> None:
        """Cover the table's own buttons (again, after the table was laid out anew) and place ours."""
        for id in self.covered:
            element = self.table.button(id)
            if element is not None and element.visible:
                element.hide()
                self.hidden.append(element)
        self.place_controls()

    def place_controls(self) -> None:
        """This scene's buttons, where the covered ones were (`self.rect`)."""
        self.button("back_to_results", self.rect, "Back to results", self.back, style="primary",
                    tooltip="The final position stays as it ended; Esc returns to the scores")

    def exit(self) -> None:
        for element in self.hidden:
            element.show()
        self.hidden.clear()
        super().exit()

    def handle_event(self, event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            self.table.handle_event(event)  # hover and log scrolling only: the table stays as it ended
            self.ui.process_events(event)
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not self.rect.collidepoint(event.pos):
            return True  # a click on the table does nothing
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.table.update(dt)  # tooltips, hover, animations finishing

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        self.table.draw_after(surface)
        super().draw(surface)

    def interactive(self):
        items = super().interactive()
        if self.table.log_panel is not None:
            items.append(("log", self.table.log_panel.rect))
        return items
