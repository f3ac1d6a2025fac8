"""Last Summit's results as each seat shows them until the next reveal: the pick, and the result
against each neighbour with the tokens it paid.

They are read from the reveal's events as they happen. A table opened later finds that reveal's
events in the session's record of moves (a loaded game has played every move again); a state
edited under it rebuilds them from the revealed dials, without the amounts, which only the events
knew."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.events import DialsRevealed, SummitResult
from ..rules.terms import ADVANCE, TIE, WIN, compare


@dataclass(frozen=True)
class Result:
    player: int
    neighbour: int
    result: str  # win, tie, loss, nothing
    amount: int | None  # tokens it paid; None when rebuilt without the events
    appear_at: float = 0.0  # timeline time at which the seat shows it (after its dial turns over)


@dataclass(frozen=True)
class LastSummit:
    picks: tuple  # every seat's revealed pick
    results: tuple[Result, ...]

    def of(self, player: int, now: float) -> list[Result]:
        return [r for r in self.results if r.player == player and r.appear_at <= now]


def from_events(picks, results: list[Result]) -> LastSummit:
    return LastSummit(tuple(picks), tuple(results))


def from_session(session, view) -> LastSummit | None:
    """The last reveal's results with what each paid, from the session's record of that move
    (None when it has none, or it is not the reveal the view shows)."""
    recorded = session.last_move_with("dials_revealed") if session is not None else None
    if recorded is None:
        return None
    picks = next((e.picks for e in recorded.events if isinstance(e, DialsRevealed)), None)
    if picks is None or tuple(picks) != tuple(view.revealed):
        return None
    return LastSummit(tuple(picks), tuple(Result(e.player, e.neighbour, e.result, e.amount)
                                          for e in recorded.events if isinstance(e, SummitResult)))


def from_view(view) -> LastSummit | None:
    """The results the revealed dials give, worked out again (amounts unknown)."""
    if not view.revealed:
        return None
    picks = view.revealed
    found = []
    for player, mine in enumerate(picks):
        if mine == ADVANCE:
            continue  # an Advance takes nothing: the rules report no comparison for it
        for other in view.neighbours(player):
            result = compare(mine, picks[other])
            if result == TIE and mine in view.modifiers(player).tie_wins:
                result = WIN
            found.append(Result(player, other, result, None))
    return LastSummit(tuple(picks), tuple(found))
