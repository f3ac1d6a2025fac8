"""`--autoplay LEVEL`: a computer player makes the decisions of the person at this screen, through
the table as that person's clicks do (the table's `choose`), so the window shows exactly what a
person playing it would see. It thinks in the table's own process, off the frame loop, like the
Hint. A question put over the table before a move (Ascending Empires asks before a planet is
given up) is answered yes; the game-over screen is left alone.

For demonstrations, screenshots, and the test in which two app windows under Xvfb play a network
game against each other (tests/ui/test_two_windows.py)."""

from __future__ import annotations

from game.core.rng import Rng

LANE = "autoplay"


class Autoplay:
    def __init__(self, level: str, seed: int = 1):
        self.level = level
        self.rng = Rng(seed)
        self.thought = None
        self.asked = None  # (table, decision) the thought answers
        self.confirming = None  # the question the chosen move put over the table

    def update(self, app) -> None:
        from .scenes.confirm import ConfirmScene
        from .table import TableScene

        top = app.stack.top
        if top is self.confirming:
            if top.armed:
                self.confirming = None
                top.confirm()  # yes: the move chosen asked it
            return
        if not isinstance(top, TableScene):
            return
        player = top.deciding_player()
        legal = top.legal() if player is not None else []
        question = (id(top), top.decision()) if legal else None
        if self.thought is not None and question != self.asked:
            top.thinking.drop(self.thought)  # asked something else meanwhile
            self.thought = None
        if question is None:
            self.asked = None
            return
        if self.thought is None and question != self.asked:
            self.asked = question
            self.thought = top.thinking.think(LANE, LANE, self.level, top.view(), legal, self.rng.clone())
        elif self.thought is not None and self.thought.done:
            thought, self.thought = self.thought, None
            self.rng.next_u32()  # the next decision draws differently
            top.choose(thought.action if thought.error is None else legal[0])
            self.asked = None  # still asked the same (the choice was refused): think again
            if isinstance(app.stack.top, ConfirmScene):
                self.confirming = app.stack.top
