"""Asking before a step gives up a planet: a Launch, Mine or Withdraw that takes the last piece
off a planet the player holds (it is then nobody's, and anyone may land there).

`planet_given_up(view, player, action)` tries the step on a copy of the player's view with the
real rules, so every case the rules know (free launches, structures left behind) is judged the
same way the step will be played. `GiveUpScene` is the Yes/No question over the board."""

from __future__ import annotations

from typing import Callable

from game.ui.scenes.message import MessageScene

from ..rules import actions as A

ASKED_FOR = (A.Launch, A.Mine, A.Withdraw)


def planet_given_up(view, player: int, action) -> dict | None:
    """The disc `player` would no longer hold after `action`, or None."""
    if not isinstance(action, ASKED_FOR):
        return None
    disc = view.disc(action.disc)
    if disc["kind"] == "homeworld" or view.occupant(disc) != player:
        return None
    after = view.clone()
    after.apply(player, action)
    return disc if after.occupant(after.disc(disc["id"])) != player else None


def question(disc: dict, action) -> tuple[str, str]:
    """(title, text) in plain words."""
    what = f"your {disc['colour']} planet" if disc.get("colour") else \
        "your asteroid" if disc["kind"] == "asteroid" else "your planet"
    if isinstance(action, A.Launch):
        how = f"Launching takes the last troop off {what}."
    elif isinstance(action, A.Mine):
        how = f"Mining takes every troop off {what}."
    else:
        how = f"Taking these troops back empties {what}."
    return "Give up this planet?", f"{how} You will no longer hold it, and anyone may land there."


class GiveUpScene(MessageScene):
    """The message box with Yes and No instead of OK; Esc and Enter say No."""

    name = "confirm_give_up"
    default_button = "no"

    def __init__(self, app, disc: dict, action, on_yes: Callable[[], None]):
        title, text = question(disc, action)
        super().__init__(app, title, text)
        self.on_yes = on_yes

    def enter(self) -> None:
        y = self.box.bottom - 80
        self.button("yes", (self.box.centerx - 250, y, 240, 52), "Yes, give it up", self.yes, style="danger")
        self.button("no", (self.box.centerx + 10, y, 240, 52), "No, keep it", self.back, style="primary")

    def yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def back(self) -> None:
        self.app.sounds.play("back")
        self.app.pop()
