"""What the Hint says about an Eminent Domain move (game/core/explain.py): why, from the expert's
sequential halving (each move played on guesses of the hidden cards, every player going on with
the easy priorities for eight turn ends, the position then valued as the player's lead over the
best rival, in points), against the next best move; and what the move does at once, from the
rules on a copy of the view. Never played: the strength rows' fingerprint leaves this file out."""

from __future__ import annotations

from game.core.explain import capital, changes, lead

from .ai.search import candidates
from .rules import empire as E

FOLLOW_ON = 6  # the player's own forced steps played on after the move, to see its effect


def choose(bot, view, legal, rng, budget):
    """The expert's choice and, per move it valued, (action, guesses, mean lead)."""
    if hasattr(bot, "last"):
        bot.last = None  # a lone move is played without valuing: no figures from an earlier one
    action = bot.choose(view, legal, rng, budget)
    halved = getattr(bot, "last", None)
    if halved is None or len(legal) == 1:
        return action, None
    options = candidates(view, legal)
    if len(options) != len(halved.values):
        return action, None
    moves = [(option, tried, value) for option, tried, value in zip(options, halved.tried, halved.values)]
    return action, {"horizon": getattr(bot, "horizon", 0), "decided": halved.decided, "moves": moves,
                    "best": options[halved.best]}


def why(view, player, legal, action, measured) -> str:
    if measured is None:
        return "The only move here." if len(legal) == 1 else ""
    chosen = next((m for m in measured["moves"] if m[0] == measured["best"]), None)
    if chosen is None:
        return ""
    text = f"{chosen[1]} playouts, {measured['horizon']} turns on: {lead(chosen[2])}"
    others = [m for m in measured["moves"] if m[0] != measured["best"] and m[1]]
    if others:  # the move that stayed in longest (most guesses), the better of those
        other = max(others, key=lambda m: (m[1], m[2]))
        text += f"; next best, {view.describe(other[0])}: {lead(other[2])}"
        if other[2] > chosen[2]:
            text += ", about as good"  # kept within the easy priorities' small bonus
    return capital(text) + "."


def tallies(state, player: int) -> dict[str, float]:
    pl = state.players[player]
    return {"VP": sum(line.points for line in state.projected_score(player)),
            "influence": pl["influence"], "card in hand": len(pl["hand"]), "fighter": pl["fighters"],
            "resource": E.resource_count(state, player), "planet": len(pl["planets"])}


def plural(text: str) -> str:
    number, _, what = text.partition(" ")
    if abs(float(number)) == 1 or what in ("VP", "influence"):
        return text
    return f"{number} {what.replace('card in hand', 'cards in hand') if what == 'card in hand' else what + 's'}"


def effect(view, player, action, measured) -> str:
    after = view.clone()
    after.apply(player, action)
    for _ in range(FOLLOW_ON):  # the player's own steps that follow with no choice
        if after.is_terminal() or after.to_act() != [player]:
            break
        legal = after.legal_actions(player)
        if len(legal) != 1:
            break
        after.apply(player, legal[0])
    parts = [plural(change) for change in changes(tallies(view, player), tallies(after, player))]
    for rival in range(view.n):
        if rival != player:
            moved = changes(tallies(view, rival), tallies(after, rival))
            if moved:
                parts.append(f"{view.names[rival]} {', '.join(plural(c) for c in moved)}")
    if parts:
        return capital(", ".join(parts)) + " at once."
    pending = after.pending(player) if not after.is_terminal() else None
    return f"Next: {pending.prompt[:1].lower() + pending.prompt[1:]}" if pending is not None else ""
