"""The Hint button (and the H key): what the strongest computer player of the game would play
now, for the player at the screen, shown where it would be played. Never played for them.

- Only for the viewer's own decision (`TableScene.deciding_player()`): never for another
  player's secret pick, never for a computer's move, never behind a hot-seat pass screen.
- Worked out in the table's thinking process (game.core.thinking, lane "hint") from the
  viewer's view only; while it thinks the button shows a bar filling over the level's thinking
  time, and a turning mark once that time is up. Pressing it (or H) again puts the hint away.
- Shown: the scene outlines where the move would be played (`TableScene.hint_places`, plus
  anything `draw_hint` adds, such as an aim) and a caption says it in the game's words
  (`state.describe`).
- Dropped as soon as the viewer's decision changes (their move, an undo, a move of another
  player that changes what they may do): a hint answers the question that was on screen."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.core.bots import DEFAULT_BUDGET, strongest_level
from game.core.rng import Rng

from . import fonts, look

LANE = "hint"
CAPTION_SIZE = 15
CAPTION_W = 340  # the caption's widest line
RING = (255, 214, 110)


@dataclass(frozen=True)
class ShownHint:
    action: object
    caption: str  # its lines, one after the other: the move, why, what it does
    played_as: str  # the level that worked it out
    shot: object = None  # the whole flick a Navigate stands for (core/explain.py), or None


def hint_tip(level: str) -> str:
    if level == "expert":
        return "What would the expert play here? It thinks for about a second; you still make the move (H)."
    return (f"What would the {level} computer player play here? This game has no expert yet, so its "
            f"strongest player answers. You still make the move (H).")


class Hint:
    def __init__(self, scene, rect, caption_side: str = "above", caption_gap: int = 6):
        self.scene = scene
        self.rect = pygame.Rect(rect)
        self.caption_side = caption_side  # where the caption goes: "above", "below", "left" or "right" of the button
        self.caption_gap = caption_gap  # pixels between the button and its caption
        self.level = strongest_level(scene.session.definition)
        self.budget = DEFAULT_BUDGET.get(self.level, 0.5)
        self.thought = None  # the question being worked out
        self.asked_at = 0.0
        self.key = None  # the decision it was asked for
        self.shown: ShownHint | None = None
        self.problem = ""  # why the last hint could not be given
        self._label = None
        self.place(rect, caption_gap)

    def place(self, rect, caption_gap: int) -> None:
        """(Re)make the button at `rect`; what is being worked out or shown stays."""
        self.rect, self.caption_gap, self._label = pygame.Rect(rect), caption_gap, None
        self.scene.add_button("hint", self.rect, "Hint", self.press, style="small_button",
                              tooltip=hint_tip(self.level), enabled=False)

    # --- asking -----------------------------------------------------------------------------------
    def available(self) -> bool:
        """The viewer decides now (and nothing moves): a hint may be asked for."""
        return self.scene.deciding_player() is not None and bool(self.scene.legal())

    @property
    def thinking(self) -> bool:
        return self.thought is not None

    def press(self) -> None:
        """The button or H: ask, or put away the hint being worked out or shown."""
        if self.thought is not None or self.shown is not None:
            self.put_away()
            return
        if not self.available():
            self.scene.play_sound("error")
            return
        scene = self.scene
        player = scene.deciding_player()
        session = scene.session
        self.key = scene.decision()
        self.problem = ""
        rng = Rng(session.config.seed * 1_000_003 + len(session.actions))  # the same hint for the same moment
        self.thought = scene.thinking.think(LANE, LANE, self.level, session.view_for(player), scene.legal(), rng,
                                            self.budget, explain=True)
        self.asked_at = time.monotonic()

    def put_away(self) -> None:
        self.scene.thinking.drop(self.thought)
        self.thought = None
        self.shown = None

    # --- every frame ------------------------------------------------------------------------------
    def update(self) -> None:
        if (self.thought is not None or self.shown is not None) and self.scene.decision() != self.key:
            self.put_away()  # another question now
        thought = self.thought
        if thought is not None and thought.done:
            self.thought = None
            if thought.error is not None:
                self.problem = f"No hint this time: {thought.error}"
                self.scene.play_sound("error")
            else:
                shot = thought.explanation.shot if thought.explanation is not None else None
                self.shown = ShownHint(thought.action, self.caption(thought), thought.played_as, shot)
        self._refresh_button()

    def caption(self, thought) -> str:
        try:
            words = self.scene.session.state.describe(thought.action)
        except Exception:  # noqa: BLE001 - a move the game cannot word is still outlined
            words = ""
        who = "Hint" if thought.played_as == self.level else f"Hint ({thought.played_as})"
        lines = [f"{who}: {words}" if words else who]
        explanation = thought.explanation
        if explanation is not None:  # why, from what the search measured; what it does, from the rules
            lines += [line for line in (explanation.why, explanation.effect) if line]
        return "\n".join(lines)

    def progress(self) -> float:
        """How much of the thinking time has gone (0 to 1), while it thinks."""
        return min(1.0, (time.monotonic() - self.asked_at) / self.budget) if self.budget > 0 else 1.0

    def _refresh_button(self) -> None:
        element = self.scene.button("hint")
        if element is None:
            return
        if self.thought is not None:
            label = "Thinking\u2026"
        elif self.shown is not None:
            label = "Hide hint"
        else:
            label = "Hint"
        enabled = self.thought is not None or self.shown is not None or self.available()
        state = (label, enabled, self.problem)
        if state == self._label:
            return
        self._label = state
        element = self.scene.repoint_button("hint", self.press)  # a new meaning: a new control
        element.set_text(label)
        # While a hint is worked out or shown the button says what it does, and its tip would open
        # just where the hint's caption is (the pointer is still on the button it pressed)
        element.set_tooltip(self.problem or (hint_tip(self.level) if label == "Hint" else None))
        element.enable() if enabled else element.disable()

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.thought is not None:
            self._draw_progress(surface)
        if self.shown is not None:
            self.scene.draw_hint(surface, self.shown.action)
            for rect in self.scene.hint_places(self.shown.action):
                self._draw_ring(surface, rect)
            self._draw_caption(surface, self.shown.caption)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        c = self.scene.metrics.classic_px
        bar = pygame.Rect(self.rect.x + c(8), self.rect.bottom - c(7), self.rect.w - c(16), max(2, c(3)))
        pygame.draw.rect(surface, look.FAINT, bar, border_radius=2)
        filled = bar.copy()
        filled.w = max(2, int(bar.w * self.progress()))
        pygame.draw.rect(surface, look.GOLD, filled, border_radius=2)
        if self.progress() >= 1.0:  # longer than its time (the process was busy, or starting): still at it
            turn = (time.monotonic() * 1.5) % 1.0
            centre = (self.rect.right - c(14), self.rect.centery - c(2))
            arc = pygame.Rect(0, 0, c(14), c(14))
            arc.center = centre
            start = turn * math.tau
            pygame.draw.arc(surface, look.GOLD, arc, start, start + 4.0, 2)

    def _draw_ring(self, surface: pygame.Surface, rect) -> None:
        pulse = 0.5 + 0.5 * math.sin(time.monotonic() * 4.0)
        c = self.scene.metrics.classic_px
        ring = pygame.Rect(rect).inflate(c(10), c(10))
        colour = tuple(int(c * (0.7 + 0.3 * pulse)) for c in RING)
        if abs(ring.w - ring.h) <= 2:  # a planet, a ship, a dial segment: a round ring
            pygame.draw.circle(surface, colour, ring.center, ring.w // 2, max(2, c(3)))
        else:
            pygame.draw.rect(surface, colour, ring, max(2, c(3)), border_radius=c(10))

    def _draw_caption(self, surface: pygame.Surface, text: str) -> None:
        picture, box, cut = self._caption_box(text, surface.get_rect())
        if cut:
            fonts.note_shortened(text)
        look.blit(surface, picture, box)

    def caption_rect(self, bounds: pygame.Rect) -> pygame.Rect | None:
        """Where the caption of the hint on show sits within `bounds` (None: no hint shown), so
        what it would cover can make room (the log keeps its newest lines above it)."""
        return self._caption_box(self.shown.caption, bounds)[1] if self.shown is not None else None

    def _caption_box(self, text: str, bounds: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect, bool]:
        m = self.scene.metrics
        c, widest = m.classic_px, m.classic_px(CAPTION_W)
        room = bounds.right - self.rect.right - c(16) if self.caption_side == "right" else \
            self.rect.left - c(16) if self.caption_side == "left" else widest + c(24)
        picture, cut = caption_picture(text, max(c(120), min(widest, room - c(24))), m.classic_text(CAPTION_SIZE),
                                       m.scale if not m.legacy else 1.0)
        box = picture.get_rect()
        if self.caption_side == "below":
            box.topleft = (self.rect.left, self.rect.bottom + self.caption_gap)
        elif self.caption_side == "left":
            box.midright = (self.rect.left - self.caption_gap, self.rect.centery)
        elif self.caption_side == "right":  # from the button's top down, over what lies below it
            box.topleft = (self.rect.right + self.caption_gap, self.rect.top)
        else:
            box.bottomleft = (self.rect.left, self.rect.top - self.caption_gap)
        box.clamp_ip(bounds)
        return picture, box, cut


PART_LINES = (2, 3, 2)  # lines for the move, why it is good, what it does
PART_LOOKS = ((look.INK, "bold"), (look.INK, "regular"), (look.GOLD, "regular"))


@lru_cache(maxsize=16)
def caption_picture(text: str, width: int = CAPTION_W, size: int = CAPTION_SIZE,
                    scale: float = 1.0) -> tuple[pygame.Surface, bool]:
    """The caption's box with its words at `size` pixels: each line of `text` (the move, why, what
    it does) wrapped to at most `width` and at most PART_LINES lines (True when one was cut to
    fit); `scale` sizes its padding."""
    lines, cut = [], False
    for part, text_part in enumerate(text.split("\n")[:len(PART_LINES)]):
        colour, face = PART_LOOKS[part]
        wrapped = fonts.wrap(text_part, size, width, face)
        room = PART_LINES[part]
        if len(wrapped) > room:
            cut = True
            wrapped = wrapped[:room - 1] + [fonts.shortened(" ".join(wrapped[room - 1:]), size, width, face)]
        lines += [(line, colour, face) for line in wrapped]
    line_h = fonts.font(size).get_linesize()
    pad = round(12 * scale)
    w = max(fonts.font(size, face).size(line)[0] for line, _, face in lines) + 2 * pad
    picture = fonts.new_picture((w, line_h * len(lines) + round(14 * scale)))
    look.panel(picture, picture.get_rect(), 240, round(10 * scale), RING)
    y = round(7 * scale)
    for line, colour, face in lines:
        look.blit_text(picture, line, size, (pad, y), colour, face)
        y += line_h
    return picture, cut
