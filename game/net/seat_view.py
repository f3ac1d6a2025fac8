"""What one seat may be sent of a table's session: its own view, its own legal actions, the public
events and the log, never the true state.

- The view is the game's own `view(seat)` (DESIGN.md section 2: hidden cards, other players'
  secret picks, face-down planets and the RNG redacted), as `to_dict()` data.
- An event's `data["private"]` is for the event's player only (Ascending Empires' scan says
  there what the disc is); every other seat gets the event without it. The rest of an event is
  what the log prints to everyone at a hot-seat table.
- The settings go without the seed: the seed and the rules make every shuffle, so a client
  that knew it could work out every hidden card.
- `final` is a fingerprint of the final true state, sent once the game is over: the same for
  every seat, and nothing can be read back from it."""

from __future__ import annotations

import hashlib
import json

PRIVATE = "private"  # the key of an event's data that only its player may see


def event_for(event, seat: int | None) -> dict:
    """An event as `seat` receives it: its `private` data only if it is theirs."""
    data = event.data or {}
    if PRIVATE in data and (seat is None or event.player != seat):
        data = {k: v for k, v in data.items() if k != PRIVATE}
    return {"kind": event.kind, "text": event.text, "player": event.player, "data": data,
            "barrier": bool(event.barrier)}


def settings_for(config) -> dict:
    """The table's settings as every seat may see them: no seed."""
    data = config.to_dict()
    data.pop("seed", None)
    return data


def view_for(session, seat: int) -> dict:
    return session.view_for(seat).to_dict()


def legal_for(session, seat: int) -> list[dict]:
    """The seat's legal actions, encoded, when it must decide now ([] otherwise)."""
    state = session.state
    if state.is_terminal() or seat not in state.to_act():
        return []
    codec = session.definition.action_codec
    return [codec.to_dict(action) for action in state.legal_actions(seat)]


def prompt_for(session, seat: int) -> str | None:
    state = session.state
    if state.is_terminal() or seat not in state.to_act():
        return None
    pending = state.pending(seat)
    return pending.prompt if pending is not None else None


def to_act(session) -> list[int]:
    state = session.state
    return [] if state.is_terminal() else list(state.to_act())


def fingerprint(state) -> str:
    """A short digest of a whole state: the same state gives the same text on every machine."""
    text = json.dumps(state.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def result_of(session) -> dict | None:
    """Who won and the scores once the game is over (None before): winners and scores by seat,
    and the final state's fingerprint."""
    state = session.state
    if not state.is_terminal():
        return None
    outcome = state.outcome()
    names = [seat.name for seat in session.config.seats]
    ranked = sorted(outcome.results, key=lambda r: (r.rank, r.player))
    return {"winners": list(outcome.winners),
            "winner_names": [names[p] for p in outcome.winners],
            "scores": [[r.player, names[r.player], r.score] for r in ranked],
            "final": fingerprint(state)}

