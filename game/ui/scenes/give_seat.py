"""The host of a network table gives the seat of a player who left to a computer player, at a
level the host picks, or keeps waiting. The player takes the seat back by coming back."""

from __future__ import annotations

from game.core.bots import levels_of

from .message import MessageScene


class GiveSeatScene(MessageScene):
    name = "give_seat"
    default_button = "wait"
    WIDTH = 860  # room for a button per level and Keep waiting

    def __init__(self, app, session, seat: int, name: str):
        self.session, self.seat, self.player = session, seat, name
        self.levels = [level for level in levels_of(session.definition) if level != "random"]
        super().__init__(app, f"Give {name}'s seat to a computer?",
                         f"{name} left the table. A computer player can play for {name} meanwhile, so the game "
                         f"goes on; when {name} comes back, the seat is theirs again.")

    def build(self) -> None:
        self.lay_out()
        px, box = self.metrics.px, self.box
        buttons = [(f"give:{level}", level.capitalize(), lambda level=level: self.give(level)) for level in self.levels]
        buttons.append(("wait", "Keep waiting", self.close))
        gap = px(10)
        width = (box.w - px(48) - gap * (len(buttons) - 1)) // len(buttons)
        for i, (bid, label, action) in enumerate(buttons):
            self.button(bid, (box.left + px(24) + i * (width + gap), box.bottom - px(64), width, px(42)), label, action,
                        style="primary" if bid == "wait" else None,
                        tooltip=None if bid == "wait" else f"A {label.lower()} computer player plays for {self.player}")

    def give(self, level: str) -> None:
        self.session.give_seat(self.seat, level)
        self.close()
