"""Watch replay: a finished game played again on its own table, move by move.

A second table of the same kind is built for a `Replay` (game.core.replay) of the game, so the
game's own drawing, previews and animations show each move (a flick flies again, a bought card
moves to its pyramid); it is read-only, as View table is. Play shows the moves at the Computer
speed, Next one move, Back steps back at once; Shift with an arrow goes a turn (a round) at a
time, and Home / End or a click on the progress bar jump.
The replay shows what the player at the screen saw: their own view when one person played, the
public table in a hot-seat game."""

from __future__ import annotations

import pygame

from game.core.replay import Replay

from .. import look
from ..gui import BUTTON_TEXT_ROOM
from .game_over import FinalTableScene

JUMP_PER_FRAME = 40  # moves played unseen per frame on the way to the end: a long game never freezes a frame
CONTROLS_H = 44
GAP = 6  # between the buttons
PROGRESS_H = 26  # the line saying how far the replay is, with its bar
PROGRESS_W = 220  # that line's width when it sits beside the buttons


class ReplayScene(FinalTableScene):
    name = "replay"
    default_button = "replay_play"

    def __init__(self, app, played_table=None, *, table_class=None, session=None):
        # from the game's own table (game over), or its table class and a session loaded from its save
        replay = Replay(session or played_table.session)
        table = (table_class or type(played_table))(app, replay)
        table.no_game_over()  # reaching the last move stays on the table
        super().__init__(app, table)
        self.replay = replay
        self.playing = False
        self.jump_to: int | None = None  # moves are being played unseen up to this count
        self.to_turn_end = False  # ... or up to the end of the turn going on
        self.jump_from = 0  # where that jump began
        self.wait = 0.0  # seconds before the next move is shown while playing

    # --- set-up ---------------------------------------------------------------------------------
    covered = ("undo", "menu", "hint")

    def enter(self) -> None:
        self.table.enter()
        super().enter()

    @property
    def rect(self) -> pygame.Rect:
        rect = super().rect
        hint = self.table.hint
        if hint is not None and hint.rect.top < rect.bottom and hint.rect.bottom > rect.top:
            rect = rect.union(hint.rect)  # a Hint in the same row gives its place too
        return rect

    def place_controls(self) -> None:
        parts = [("replay_back", "Back", self.step_back,
                  "One move back (\u2190). Shift+\u2190: to the start of the turn; Home: the first move"),
                 ("replay_play", "Play", self.play_or_pause, "Play the moves at the Computer speed (Space)"),
                 ("replay_next", "Next", self.step_on,
                  "The next move (\u2192). Shift+\u2192: on to the end of the turn; End: the last move"),
                 ("replay_scores", "Scores", self.back, "Back to the final scores (Esc)")]
        row = self._row()
        elements = [self.button(id, (row.x, row.y, row.w // len(parts), row.h), text, action,
                                style="primary" if id == "replay_play" else None, tooltip=tip)
                    for id, text, action, tip in parts]
        # each as wide as its words need (Play as Pause), the room left shared out evenly; in rows
        # from the first button on, the last row in the covered place, when one row is too narrow
        words = [(e.text, "Pause") if e.text == "Play" else (e.text,) for e in elements]
        px = self.metrics.px
        needs = [max(e.font.size(w)[0] for w in said) + px(BUTTON_TEXT_ROOM + 8) for e, said in zip(elements, words)]
        lines: list[list[int]] = [[]]
        for i, need in enumerate(needs):
            if lines[-1] and sum(needs[j] + px(GAP) for j in lines[-1]) + need > row.w:
                lines.append([])
            lines[-1].append(i)
        self.rows = len(lines)
        for k, line in enumerate(lines):
            y = row.y - (len(lines) - 1 - k) * (row.h + px(GAP))
            spare = max(0, row.w - px(GAP) * (len(line) - 1) - sum(needs[i] for i in line)) // len(line)
            x = row.x
            for i in line:
                elements[i].set_relative_position((x, y))
                elements[i].set_dimensions((needs[i] + spare, row.h))
                x += needs[i] + spare + px(GAP)

    rows = 1  # rows of buttons: more when the covered place is too narrow for them side by side

    def _row(self) -> pygame.Rect:
        """The covered place's foot, at most CONTROLS_H high: where the (last) row of buttons goes."""
        rect = self.rect
        height = min(rect.h, self.metrics.px(CONTROLS_H))
        return pygame.Rect(rect.x, rect.bottom - height, rect.w, height)

    def controls_rect(self) -> pygame.Rect:
        """The buttons' place: their row (their rows) at the foot of the covered place."""
        row = self._row()
        top = row.y - (self.rows - 1) * (row.h + self.metrics.px(GAP))
        return pygame.Rect(row.x, top, row.w, row.bottom - top)

    def exit(self) -> None:
        super().exit()
        self.table.close()  # its thinking process and workers end with it

    # --- the controls ---------------------------------------------------------------------------
    def play_or_pause(self) -> None:
        if self.replay.next_move() is None and not self.playing:
            self.replay_from(0)  # at the end, Play starts the game again
        self.playing = not self.playing
        self.wait = 0.0
        self._label()

    def step_on(self) -> None:
        if self.table.busy() or self.jump_to is not None:
            return  # a move is still being shown: a click meanwhile does nothing
        self.pause()
        self._show_next()

    def step_back(self) -> None:
        self.pause()
        self.replay_from(self.replay.played - 1)

    def replay_from(self, count: int) -> None:
        """Straight to the position after `count` moves (a step back, or the start)."""
        self.jump_to = None
        self.replay.go_back_to(count)
        self.table.state_replaced()

    def pause(self) -> None:
        self.playing = False
        self._label()

    def turn_on(self) -> None:
        """To the end of the turn (or round) going on, the moves played unseen."""
        if self.replay.next_move() is not None:
            self.seek(self.replay.total)
            self.to_turn_end = True

    def turn_back(self) -> None:
        """To the start of this turn, or of the one before when this one has just begun."""
        self.pause()
        self.replay_from(self.replay.turn_start(self.replay.played))

    def seek(self, count: int) -> None:
        """To the position after `count` moves: back at once, on unseen (JUMP_PER_FRAME a frame)."""
        self.pause()
        self.to_turn_end = False
        count = max(0, min(count, self.replay.total))
        if count < self.replay.played:
            self.replay_from(count)
        else:
            self.jump_to, self.jump_from = count, self.replay.played

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.progress_line().collidepoint(event.pos):
            line = self.progress_line()
            self.seek(round((event.pos[0] - line.x) / max(1, line.w) * self.replay.total))
            return True
        return super().handle_event(event)

    def handle_key(self, event) -> bool:
        if event.mod & pygame.KMOD_SHIFT and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.turn_back() if event.key == pygame.K_LEFT else self.turn_on()
            return True
        keys = {pygame.K_SPACE: self.play_or_pause, pygame.K_RIGHT: self.step_on, pygame.K_LEFT: self.step_back,
                pygame.K_HOME: lambda: self.seek(0), pygame.K_END: lambda: self.seek(self.replay.total)}
        action = keys.get(event.key)
        if action is None:
            return False
        action()
        return True

    # --- every frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.table.disable_buttons()  # a choice on screen is what the player had, not one to make now
        replay = self.replay
        if self.jump_to is not None:
            for _ in range(JUMP_PER_FRAME):
                turn_over = self.to_turn_end and replay.played in replay.turn_ends and replay.played > self.jump_from
                if turn_over or replay.played >= self.jump_to or replay.next_move() is None:
                    self.jump_to, self.to_turn_end = None, False
                    self.table.state_replaced()
                    break
                replay.play_next()
            return
        if not self.playing or self.table.busy():
            return
        if replay.next_move() is None:
            self.pause()
            return
        self.wait -= dt
        if self.wait <= 0:
            self._show_next()
            self.wait = self.app.settings.think_delay

    def _show_next(self) -> None:
        """The next move as the table shows a computer player's move: previewed, then animated."""
        move = self.replay.next_move()
        if move is not None:
            self.table.show_move(move.player, move.action)

    def _label(self) -> None:
        control = self.control("replay_play")
        if control is not None:
            control.element.set_text("Pause" if self.playing else "Play")

    def interactive(self):
        return super().interactive() + [("replay_progress", self.progress_line())]

    def settled(self) -> bool:
        return not self.playing and self.jump_to is None and not self.table.busy()

    # --- drawing --------------------------------------------------------------------------------
    def progress_line(self) -> pygame.Rect:
        """How far the replay is, in words over a bar: above the buttons, or on their left when
        they sit in a bar at the top of the screen. A click on it jumps there."""
        row, px = self.controls_rect(), self.metrics.px
        high, wide = px(PROGRESS_H), px(PROGRESS_W)
        if row.y - high >= 0:
            return pygame.Rect(row.x, row.y - high, row.w, high - px(2))
        return pygame.Rect(row.x - wide - px(12), row.centery - high // 2, wide, high - px(2))

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Under the buttons: a panel over what the table had there, and the progress line."""
        replay, m = self.replay, self.metrics
        px = m.px
        line = self.progress_line()
        look.panel(surface, self.controls_rect().union(line).inflate(px(12), px(10)), 245, px(10))
        look.blit_text(surface, f"Replay: move {replay.played} of {replay.total}", m.font_px(14 if m.legacy else 12),
                       line.topleft, look.INK, "bold")
        bar = pygame.Rect(line.x, line.bottom - px(5), line.w, max(2, px(4)))
        pygame.draw.rect(surface, look.FAINT, bar, border_radius=2)
        done = bar.copy()
        done.w = max(2, int(bar.w * replay.played / max(1, replay.total)))
        pygame.draw.rect(surface, look.GOLD, done, border_radius=2)
