"""What the Hint says about a Kardashev Scale move (game/core/explain.py): why, from the expert's
search (ISMCTS: how many of its playouts went through the move and the win chance they came to,
against the next best move), and what the move does at once, from the rules on a copy of the view.
Never played: the strength rows' fingerprint leaves this file out."""

from __future__ import annotations

from game.core.explain import capital, changes, percent, signed

from .rules.actions import BuyCard, Pay, PickDial
from .rules.describe import tokens_text
from .rules.terms import ADVANCE, PICKS, TIER_INDEX, TOKENS, label

RUNNER_UP_SHARE = 0.1  # a move tried less than this share of the chosen one's playouts is no rival to it


def choose(bot, view, legal, rng, budget):
    """The expert's choice and its search's figures per move: (action, visits, mean win chance)."""
    if hasattr(bot, "last"):
        bot.last = None  # a lone move is played without a search: no figures from an earlier one
    action = bot.choose(view, legal, rng, budget)
    result = getattr(bot, "last", None)
    if result is None or not result.visits:
        return action, None
    moves = [(key, result.visits[key], result.means[key]) for key in result.visits]
    moves.sort(key=lambda m: -m[1])
    return action, {"playouts": result.iterations, "stopped": result.stopped, "moves": moves}


def runner_up(measured: dict, action):
    """The other move the search rated best among those it tried enough: (action, visits, mean)."""
    chosen = next((m for m in measured["moves"] if m[0] == action), None)
    floor = RUNNER_UP_SHARE * (chosen[1] if chosen else 1)
    others = [m for m in measured["moves"] if m[0] != action and m[1] >= floor]
    return max(others, key=lambda m: (m[2], m[1])) if others else None


def words(view, action) -> str:
    """A move in a few words, told apart from the other moves of the same decision."""
    if isinstance(action, PickDial):
        return f"the {label(action.choice)} dial"
    if isinstance(action, Pay):
        return f"paying {tokens_text(action.tokens)}"
    return view.describe(action)


def why(view, player, legal, action, measured) -> str:
    if measured is None:
        return "The only move here." if len(legal) == 1 else ""
    chosen = next((m for m in measured["moves"] if m[0] == action), None)
    if chosen is None:
        return ""
    text = f"{chosen[1]} of {measured['playouts']} playouts: {percent(chosen[2])} win chance"
    other = runner_up(measured, action)
    if other is not None:
        fewer = f" in {other[1]}" if other[2] > chosen[2] else ""  # the search trusts more playouts
        text += f"; next best, {words(view, other[0])}: {percent(other[2])}{fewer}"
    return capital(text) + "."


def tallies(state, player: int) -> dict[str, float]:
    tokens = state.tokens[player]
    found = {"VP": sum(line.points for line in state.projected_score(player))}
    found.update({label(TOKENS[k]): tokens[k] for k in range(3)})
    found["card"] = state.count_cards(player)
    return found


def effect(view, player, action, measured) -> str:
    if isinstance(action, PickDial):
        return dial_effect(view, player, action.choice)
    before = {p: tallies(view, p) for p in range(view.n)}
    after = view.clone()
    after.apply(player, action)
    if isinstance(action, BuyCard) and after.purchase is not None:
        card = view.content.card(view.market[TIER_INDEX[action.tier]][action.slot])
        return f"{signed(card.vp, 'VP')} once paid; you choose how to pay next."
    parts = changes(before[player], tallies(after, player))
    for rival in range(view.n):
        if rival != player:
            lost = changes(before[rival], tallies(after, rival))
            if lost:
                parts.append(f"{view.names[rival]} {', '.join(lost)}")
    return ", ".join(parts).replace(" card", " cards").replace("1 cards", "1 card")


def dial_effect(view, player: int, pick: str) -> str:
    """A dial gives nothing until every dial is shown: what it would take against each dial the
    rivals might set, worked out by the rules on copies of the view (all rivals on one dial)."""
    gains: dict[tuple, list[str]] = {}
    for theirs in PICKS:
        world = view.clone()
        world.picks = [None] * world.n
        world.viewer = -1
        before = list(world.tokens[player])
        for other in range(world.n):
            if other != player:
                world.apply(other, PickDial(theirs))
        world.apply(player, PickDial(pick))
        taken = tuple(world.tokens[player][k] - before[k] for k in range(3))
        gains.setdefault(taken, []).append(label(theirs))
    kinds = {k for taken in gains for k in range(3) if taken[k]}
    if pick == ADVANCE and len(gains) == 1:
        taken = next(iter(gains))
        return "You may buy a card after the reveal" + (f"; {tokens_words(taken, True)}." if any(taken) else ".")
    parts = []
    for taken, dials in sorted(gains.items(), key=lambda kv: -sum(kv[0])):
        named = len(kinds) > 1 or not parts  # one kind of token: named once
        parts.append(f"{either(dials)}: {tokens_words(taken, named)}")
    return "Against " + "; ".join(parts) + "."


def tokens_words(taken, named: bool) -> str:
    words = [signed(n, label(TOKENS[k])) if named else signed(n, "").strip() for k, n in enumerate(taken) if n]
    return ", ".join(words) or "nothing"


def either(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
