"""When the game ends: the trigger (influence supply empty, or enough role stacks empty), the rest
of that round so everyone has had the same number of turns, Logistics' extra turns, then an extra
round while the lead is still tied after the tie-break (at most MAX_TIE_ROUNDS)."""

from __future__ import annotations

from game.core.engine import Event

from . import empire as E
from .events import EndTriggered, ExtraTurn, GameEnded, TieRound
from .scoring import leaders_tied
from .task_records import TurnStartTask

MAX_TIE_ROUNDS = 3  # our choice: the rules say "an extra round", we allow up to three before sharing
SAFETY_TURNS = 2000  # a game that somehow never triggers its end still ends (never seen in play)


def triggered(s) -> bool:
    empty = sum(1 for stack in s.stacks.values() if not stack)
    return s.supply <= 0 or s.turn.get("supply_out", False) or empty >= s.stacks_to_end


def after_turn(s, p: int) -> list[Event]:
    events = []
    last_seat = (s.start_player - 1) % s.n
    if s.mode == "normal" and (triggered(s) or s.turn_no >= SAFETY_TURNS):
        s.mode = "ending"
        events.append(EndTriggered("The end is near: this round is the last."))
    if s.mode == "normal":
        return events + _next(s, (p + 1) % s.n)
    if s.mode == "ending":
        if p != last_seat:
            return events + _next(s, (p + 1) % s.n)
        order = [(s.start_player + i) % s.n for i in range(s.n)]
        s.extra_queue = [q for q in order if E.has_hook(s, q, "final_extra_turn")]
        s.mode = "extra_turns"
    if s.mode == "extra_turns" and s.extra_queue:
        q = s.extra_queue.pop(0)
        events.append(ExtraTurn(f"{s.name(q)} takes one more turn (Logistics).", q))
        return events + _next(s, q)
    if s.mode == "tie_round" and p != last_seat:
        return events + _next(s, (p + 1) % s.n)
    if leaders_tied(s) and s.tie_rounds < MAX_TIE_ROUNDS:
        s.tie_rounds += 1
        s.mode = "tie_round"
        events.append(TieRound("Still tied after the tie-break: everyone plays one more round."))
        return events + _next(s, s.start_player)
    s.mode = "over"
    s.tasks = []
    return events + [GameEnded("The game is over.")]


def _next(s, q: int) -> list[Event]:
    s.push(TurnStartTask(q))
    return []
