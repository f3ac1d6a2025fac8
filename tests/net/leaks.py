"""What a seat must never receive, checked on every frame it was sent across a whole game.

The true position after each move is rebuilt from the server's own save of the table; each frame
is judged against the position at the move it reports:

- every view in it is exactly the game's own `view(seat)` of that position (so no more than it);
- it holds nothing of the true RNG's state and no seed;
- no event in it carries `private` data unless it is the seat's own;
- and what each game hides is not in it, as bytes where the hidden thing has a name of its own,
  else where the frame would show it:
  - Kardashev Scale: no card still in a deck, by id or name; no rival's dial before the reveal;
  - Eminent Domain: no rival's hand, no deck, no face-down planet, no planet looked at by
    another player; no event naming a card that is hidden from the seat;
  - Ascending Empires: no face-down disc the seat has not looked at, by kind or colour.

`leaks(...)` returns the problems found (an empty list when nothing leaked)."""

from __future__ import annotations

import json
import re

from game.core.saves import load_session

HIDDEN_PICK = "hidden"
ED_HIDDEN = -1


def positions(save_path, content_of) -> list:
    """The true state before any move and after each (index = moves made), from a table's save."""
    session = load_session(save_path, content_of)
    definition = session.definition
    state = definition.state_class.from_dict(session.content, session.snapshots[0])
    states = [state.clone()]
    for recorded in session.actions:
        state.apply(recorded.player, recorded.action)
        states.append(state.clone())
    return states


def leaks(game_id: str, states: list, frames: list[str], seat: int) -> list[str]:
    problems: list[str] = []
    move = 0
    checker = CHECKS[game_id]
    for index, raw in enumerate(frames):
        message = json.loads(raw)
        move = message.get("move", move) if message.get("type") in ("table", "moved") else move
        truth = states[min(move, len(states) - 1)]
        before = states[max(0, min(move, len(states) - 1) - 1)]
        where = f"frame {index} ({message.get('type')}, move {move}) to seat {seat}"
        if "view" in message and message["view"] is not None:
            expected = json.loads(json.dumps(truth.view(seat).to_dict()))
            if message["view"] != expected:
                problems.append(f"{where}: its view is not the game's own view for the seat")
        if json.dumps(truth.rng.to_list(), separators=(",", ":")) in raw:
            problems.append(f"{where}: holds the true RNG state")
        if "seed" in (message.get("settings") or {}):
            problems.append(f"{where}: holds the seed")
        for event in message.get("events", []):
            if "private" in (event.get("data") or {}) and event.get("player") != seat:
                problems.append(f"{where}: another seat's private event data ({event['kind']})")
        problems += [f"{where}: {p}" for p in checker(truth, before, seat, raw, message)]
    return problems


# --- Kardashev Scale ---------------------------------------------------------------------------
def _ks(truth, before, seat: int, raw: str, message: dict) -> list[str]:
    problems = []
    cards = truth.content.card_index
    in_decks = {cid for deck in truth.decks for cid in deck}
    seen_names = {cards[cid].name for cid in cards if cid not in in_decks}
    for cid in sorted(in_decks):
        if f'"{cid}"' in raw:
            problems.append(f"names deck card {cid!r}")
        name = cards[cid].name
        if not any(name in other for other in seen_names) and re.search(rf"\b{re.escape(name)}\b", raw):
            problems.append(f"names deck card {name!r}")
    view = message.get("view")
    if view and truth.phase == "summit":
        for other, pick in enumerate(truth.picks):
            if other != seat and pick is not None and view["picks"][other] != HIDDEN_PICK:
                problems.append(f"shows seat {other}'s dial before the reveal")
    for event in message.get("events", []):
        if event["kind"] == "dial_picked" and (event.get("data") or event.get("text")):
            problems.append("a dial_picked event says something")
    return problems


# --- Eminent Domain ----------------------------------------------------------------------------
def _hidden_cards(truth, seat: int) -> set[int]:
    hidden = set()
    for other, player in enumerate(truth.players):
        hidden.update(player["deck"])
        if other != seat:
            hidden.update(player["hand"])
    return hidden


def _ed(truth, before, seat: int, raw: str, message: dict) -> list[str]:
    problems = []
    view = message.get("view")
    if view:
        for other, player in enumerate(view["players"]):
            if any(uid != ED_HIDDEN for uid in player["deck"]):
                problems.append(f"shows seat {other}'s deck")
            if other != seat and any(uid != ED_HIDDEN for uid in player["hand"]):
                problems.append(f"shows seat {other}'s hand")
            for record in player["planets"]:
                if other != seat and not record["up"] and record["uid"] != ED_HIDDEN \
                        and record["uid"] not in _public_planets(truth, other):
                    problems.append(f"shows seat {other}'s face-down planet")
        if any(uid != ED_HIDDEN for uid in view["planet_deck"]):
            problems.append("shows the planet deck")
        for task in view.get("tasks", []):
            if task.get("t") in ("survey", "start_planet") and task.get("p") != seat \
                    and any(uid != ED_HIDDEN for uid in task.get("looks", [])):
                problems.append("shows planets another player looks at")
    hidden = _hidden_cards(truth, seat) & _hidden_cards(before, seat)  # a public card taken in hand was seen
    for event in message.get("events", []):
        card = (event.get("data") or {}).get("card")
        if isinstance(card, int) and card in hidden:
            problems.append(f"event {event['kind']} names a hidden card")
    return problems


def _public_planets(truth, player: int) -> set:
    from game.eminent_domain.rules.scenarios import public_start_planet

    return {rec["uid"] for rec in truth.players[player]["planets"] if public_start_planet(truth, player, rec["uid"])}


# --- Ascending Empires -------------------------------------------------------------------------
def _ae(truth, before, seat: int, raw: str, message: dict) -> list[str]:
    problems = []
    secret = {d["id"]: d for d in truth.discs if not d["face_up"] and seat not in d["seen_by"]}
    view = message.get("view")
    if view:
        for disc in view["discs"]:
            if disc["id"] in secret and (disc["kind"] != "unknown" or disc["colour"] is not None):
                problems.append(f"shows face-down disc {disc['id']}")
    for event in message.get("events", []):
        data = event.get("data") or {}
        disc = data.get("disc")
        if disc in secret and ("kind" in data or "colour" in data or "private" in data):
            problems.append(f"event {event['kind']} tells what face-down disc {disc} is")
    return problems


CHECKS = {"kardashev_scale": _ks, "eminent_domain": _ed, "ascending_empires": _ae}
