"""What the Ascending Empires table says to the player at the screen, outside the board itself:
the status panel (whose turn, what they are doing, the final round, the VP pool, the movement
points), the action bar (which actions are lit, why the others are greyed, what Move has left),
the words under the bar (the chosen action, a computer player's step, who is thinking) and each
seat's placard heading. Built from the viewer's view and the decision of the moment; plain
Python, no pygame: the painters (status.py, placards.py) draw it, the tests read it.

What moves (a flick, its effects, "+2 VP") is the director's (director.py)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.words import counted
from game.ui.seat_words import plays_elsewhere, seat_detail

from ..rules import actions as A
from . import choices

GROUP_TITLES = {"recruit": "Recruit", "withdraw": "Withdraw", "move": "Move", "mine": "Mine", "build": "Build",
                "develop": "Develop", "scan": "A secret look"}


@dataclass(frozen=True)
class Status:
    """The status panel."""

    over: bool
    title: str  # "Your turn", "Ann's turn", "Game over"
    current: int | None  # whose marker is shown beside the title
    turn: int
    text: str  # what the player to act is asked or doing; the winners at the end
    final_round: bool  # the VP pool ran out: everyone else has one last turn
    moves: tuple[int, int] | None  # (points left, points in all) while a Move is chosen or under way
    vp_pool: int
    vp_total: int  # the pool and every player's tokens at the start, for the pool's gauge


@dataclass(frozen=True)
class Context:
    """The words under the action bar: the chosen action's name and what to do, a computer
    player's step being shown, or who is thinking."""

    kind: str  # "action", "choose", "bot", "thinking" or "" (nothing to say)
    title: str = ""
    text: str = ""
    player: int | None = None  # whose step or thought (for its colour)


@dataclass(frozen=True)
class Bar:
    """The action bar: the groups that may be chosen, the reason each other one is greyed, the
    group chosen and what the Move button says."""

    enabled: frozenset
    greyed: dict  # group -> why it cannot be chosen
    selected: str | None
    move_label: str


def status_of(view, viewer: int | None, mine: bool, flying: bool, mode: str | None, name, vp_total: int) -> Status:
    """`mine`: the player at the screen is to act here (never in a replay); `flying`: a flick is
    under way; `mode`: the action chosen on the bar; `name(player)`: a seat's name."""
    moving = view.phase in ("move", "flick") or (view.phase == "action" and mode == "move")
    moves = None
    if moving and view.phase != "over":
        total = view.movement_points(view.current)
        moves = (view.moves_left if view.move_started else total, total)
    final = view.end_trigger is not None and view.phase != "over"
    if view.phase == "over":
        outcome = view.outcome()
        winners = [r for r in outcome.results if r.rank == 1] if outcome else []
        text = ""
        if winners:
            names = " and ".join(name(r.player) for r in winners)
            text = f"{names} {'win' if len(winners) > 1 else 'wins'} with {winners[0].score} points"
        return Status(True, "Game over", None, view.turn, text, False, None, view.vp_pool, vp_total)
    current = view.current
    pending = view.pending(current)
    if flying:
        text = "The flick is under way\u2026"
    elif pending is not None and mine:
        text = pending.prompt
    elif pending is not None:
        text = choices.doing(view)
    else:
        text = ""
    title = "Your turn" if mine else f"{name(current)}'s turn"
    return Status(False, title, current, view.turn, text, final, moves, view.vp_pool, vp_total)


def context_of(view, legal: list, mine: bool, group: str | None, bot_step, thinking: int | None, name) -> Context:
    """`group`: the action whose targets are on the board; `bot_step`: (player, action) of a
    computer player's step being shown; `thinking`: a computer player working out its move."""
    if mine:
        title = GROUP_TITLES.get(group or "", "")
        if view.phase == "city_reward":
            title = "City reward"
        if view.phase == "flick":
            title = "Flick"
        if view.phase == "scan" and len(legal) == 1:  # nothing to look at: only End turn
            group, title = "end", "End of turn"
        if group == "recruit" and view.phase == "action" and not any(isinstance(a, A.Recruit) for a in legal):
            group = "withdraw_only"  # Recruit is lit only for taking troops back
        if title:
            return Context("action", title, choices.HINTS.get("flick" if view.phase == "flick" else group or view.phase,
                                                              ""))
        if view.phase == "action":
            return Context("choose", "", choices.HINTS["none"])
        return Context("")
    if bot_step is not None:
        player, action = bot_step
        words = choices.bot_step_words(view, action)
        if isinstance(action, A.Flick):
            words = f"Flick at {round(action.power * 100)}% power"
        return Context("bot", "", f"{name(player)}: {words}", player) if words else Context("")
    if thinking is not None and view.phase != "over":
        return Context("thinking", "", f"{name(thinking)} is thinking", thinking)
    return Context("")


def bar_of(view, legal: list, viewer: int | None, mode: str | None, moves_left: int, move_started: bool) -> Bar:
    """The action bar for the moment: `legal` the viewer's legal actions ([] when it is not their
    decision), `moves_left`/`move_started` the true state's (the Move button counts them down)."""
    groups = choices.groups_enabled(list(legal))
    enabled = frozenset(group for group, _ in choices.GROUPS if groups[group])
    greyed = {group: choices.greyed_reason(group, view, viewer) for group, _ in choices.GROUPS if group not in enabled}
    if view.phase == "over":
        label = "Move"
    elif move_started:  # counting down what this Move has left
        label = f"Move  \u00b7  {counted(moves_left, 'point')} left"
    else:
        label = f"Move  \u00b7  {counted(view.movement_points(view.current), 'point')}"
    return Bar(enabled, greyed, mode if view.phase == "action" else None, label)


@dataclass(frozen=True)
class Seat:
    """A placard's heading and what its tooltips read: everything that changes its picture."""

    player: int
    name: str
    subtitle: str  # "you", "easy bot", "at another screen", or nothing
    current: bool
    state: str  # the seat's pieces, tokens and technologies, as the view has them
    first_developers: tuple
    facilities: tuple  # Research Facilities per colour, for what developing needs
    viewer: int | None
    score: tuple  # (total, score lines): what the seat would score if the game ended now


def seat_of(view, player: int, seat, viewer: int | None, alone: bool, colours, score) -> Seat:
    """Seat `player`'s placard heading; `seat` its config seat, `alone`: the only person at the
    screen (their placard says "you")."""
    subtitle = "you" if player == viewer and alone else ""
    if plays_elsewhere(seat):
        subtitle = seat_detail(seat)  # a person at another screen, whatever level the seat carries
    elif not seat.is_human and seat.level.lower() not in seat.name.lower():
        subtitle = f"{seat.level} bot"
    current = player == view.current and view.phase != "over"
    facilities = tuple(view.facilities_of_colour(player, colour.id) for colour in colours)
    return Seat(player, seat.name, subtitle, current, repr(view.players[player]),
                tuple(sorted(view.first_developers.items())), facilities, viewer, score)
