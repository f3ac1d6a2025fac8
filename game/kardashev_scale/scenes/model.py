"""What is on the Kardashev Scale table for the player at the screen: every seat (name, score,
tokens, dial, pyramid), the market with what may be bought and why not, the decks, the round,
and what the decision panel says. Built from the viewer's view and the decision of the moment;
plain Python, no pygame: the painters draw it, the tests read it.

What moves (tokens in flight, a card flying to its pyramid, dials turning over) is the
director's (director.py): the model is the table at rest after the last move."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.seat_words import seat_detail

from ..rules.actions import BuyCard, SkipPurchase
from ..rules.pyramid import legal_columns
from ..rules.state import HIDDEN
from ..rules.terms import TIER_INDEX, TIERS, TOKENS, label

PHASES = {"summit": "Summit", "advance": "Advancing", "discard": "Round end", "over": "Game over"}
RANK_WORDS = {1: "1st", 2: "2nd", 3: "3rd"}


@dataclass(frozen=True)
class Dial:
    pick: str | None  # the face shown, None when face down or blank
    face_down: bool = False
    ready: bool = False  # face down and set


@dataclass(frozen=True)
class Seat:
    player: int
    name: str
    detail: str  # "computer · hard"; "" for a person
    you: bool  # the player at the screen
    acting: bool  # to act in a phase everyone can see (advancing, returning tokens)
    status: str  # "Advancing now", "Must return 2"...
    base_vp: int  # printed VP: what ends the game
    score: int | float  # what the seat would score if the game ended now
    tokens: tuple[int, int, int]
    limit: int
    pyramid: tuple  # ((start, (card ids...)), ...) per tier
    dial: Dial


@dataclass(frozen=True)
class MarketSlot:
    tier: str
    slot: int
    card_id: str | None
    state: str  # normal, lit (the viewer may buy it now), grey (buying, but not this one)
    reason: str  # why not, when grey


@dataclass(frozen=True)
class Panel:
    """What the decision panel says: a title, lines of words, and what else it shows."""

    kind: str  # over, pick_dial, summit, advance, round_end
    title: str
    text: str = ""
    rows: tuple = ()  # over: (rank words, player, name, points); advance: (player, name, done, now)
    pick: str | None = None  # summit: the viewer's own dial, set and waiting
    short_title: str = ""  # said instead when the title is too long for the panel (a long name)


@dataclass(frozen=True)
class TableModel:
    viewer: int | None
    round: int
    phase: str  # the phase's words
    last_round: bool
    end_vp: int
    finished: bool
    win_tokens: int
    tie_tokens: int
    seats: tuple[Seat, ...]
    market: tuple[MarketSlot, ...]
    decks: dict  # tier -> cards left
    holder: int  # the starting token's seat
    asked: str | None  # what the viewer is asked now (pending kind), even while things move
    panel: Panel


def build(view, seats, viewer: int | None, deciding: int | None, scores: dict, preview=None,
          reveal_at_once: bool = False, replaying: bool = False) -> TableModel:
    """The table for `viewer` from their `view`. `seats`: the game's seats (name, is_human,
    level); `deciding`: the viewer when it is their decision and nothing moves (else None);
    `scores`: seat -> (base VP, projected score) as shown; `preview`: (player, action) of a
    computer move being shown before it applies; `replaying`: a finished game played again,
    where nobody is asked anything (the panel says whose move it is)."""
    n = len(seats)
    asked = None
    if viewer is not None and not view.finished:
        pending = view.pending(viewer)
        asked = pending.kind if pending else None
    kind = asked if deciding is not None else None
    constants = view.content.constants
    return TableModel(
        viewer=viewer, round=view.round, phase=PHASES.get(view.phase, view.phase),
        last_round=bool(view.end_reason) and not view.finished, end_vp=view.end_vp, finished=view.finished,
        win_tokens=constants.win_tokens_two_players if n == 2 else constants.win_tokens,
        tie_tokens=constants.tie_tokens,
        seats=tuple(_seat(view, p, seats[p], viewer, scores[p], preview) for p in range(n)),
        market=market_slots(view, kind, deciding), decks={tier: len(view.decks[t]) for t, tier in enumerate(TIERS)},
        holder=view.holder, asked=asked, panel=_panel(view, seats, viewer, kind, preview, reveal_at_once, replaying))


def _seat(view, p: int, seat, viewer, score: tuple, preview) -> Seat:
    return Seat(player=p, name=seat.name, detail=seat_detail(seat),
                you=p == viewer, acting=p in view.to_act() and view.phase != "summit",
                status=status(view, p, preview), base_vp=score[0], score=score[1], tokens=tuple(view.tokens[p]),
                limit=view.modifiers(p).token_limit,
                pyramid=tuple((start, tuple(ids)) for start, ids in view.pyramids[p]), dial=dial_at_rest(view, p, viewer))


def dial_at_rest(view, p: int, viewer) -> Dial:
    """What a seat's dial shows once nothing moves: this Summit's pick face down (the viewer's
    own face up), or the last revealed pick."""
    if view.phase == "summit":
        pick = view.picks[p]
        if pick is not None and pick != HIDDEN and p == viewer:
            return Dial(pick)
        return Dial(None, face_down=True, ready=pick is not None)
    return Dial(view.revealed[p] if view.revealed else None)


def status(view, p: int, preview) -> str:
    """A few words at a seat about what it is doing in a phase everyone sees."""
    if view.finished:
        return ""
    if preview is not None and preview[0] == p:
        if isinstance(preview[1], BuyCard):
            return "Buying"
        if isinstance(preview[1], SkipPurchase):
            return "Buys nothing"
    if view.phase == "advance":
        if view.current_advancer() == p:
            return "Advancing now"
        if p in view.queue[view.queue_pos + 1:]:
            return "Will advance"
    if view.phase == "discard" and view.owed[p] > 0:
        return f"Must return {view.owed[p]}"
    return ""


def market_slots(view, kind: str | None, player: int | None) -> tuple[MarketSlot, ...]:
    """The market as the viewer sees it: lit when they may buy it now, grey with the reason when
    they are buying but cannot take it."""
    buyable = set()
    if kind == "buy":
        buyable = {(a.tier, a.slot) for a in view.legal_actions(player) if type(a) is BuyCard}
    found = []
    for t, tier in enumerate(TIERS):
        for slot, card_id in enumerate(view.market[t]):
            if card_id is None or kind != "buy":
                found.append(MarketSlot(tier, slot, card_id, "normal", ""))
            elif (tier, slot) in buyable:
                found.append(MarketSlot(tier, slot, card_id, "lit", ""))
            else:
                found.append(MarketSlot(tier, slot, card_id, "grey", why_not(view, player, tier,
                                                                              view.content.card(card_id))))
    return tuple(found)


def why_not(view, player: int, tier: str, card) -> str:
    """Why `player` cannot buy `card` now, in a few words ("2 more Trade")."""
    t = TIER_INDEX[tier]
    if not legal_columns(view.pyramids[player], t):
        if t == 0:
            return "No room in your Planetary row."
        below = label(TIERS[t - 1])
        if not view.pyramids[player][t][1]:
            return f"Needs two {below} cards side by side to rest on."
        return f"No {below} pair free at either end of your {label(tier)} row."
    mods = view.modifiers(player)
    have, cost, rates = view.tokens[player], card.cost, mods.rates
    free = mods.discount_for(card)
    short = [max(0, cost[k] - have[k]) for k in range(3)]
    for k in range(3):  # a discount waives units the player lacks first
        waived = min(free, short[k])
        short[k] -= waived
        free -= waived
    spare = sum((have[k] - cost[k]) // rates[k] for k in range(3) if have[k] > cost[k])
    parts = [f"{n} more {label(TOKENS[k])}" for k, n in enumerate(short) if n]
    text = " and ".join(parts) if parts else "more tokens"
    if spare:
        text += f" (exchanges cover only {spare})"
    return text[0].upper() + text[1:] + "."


def explain_payment(view, player, card, spend) -> str:
    """How a payment meets the cost, e.g. '3 Research → 1 Conflict' or 'As printed'."""
    mods = view.modifiers(player)
    cost, rates = card.cost, mods.rates
    made = [max(0, cost[k] - spend[k]) for k in range(3)]
    swaps, exchanged = [], 0
    for k in range(3):
        extra = spend[k] - cost[k]
        if extra > 0:
            count = -(-extra // rates[k])
            exchanged += count
            swaps.append(f"{count * rates[k]} {label(TOKENS[k])}")
    waived = max(0, sum(made) - exchanged)
    if not swaps:
        return f"Discount waives {waived}" if waived else "As printed"
    if waived:  # which units the discount took is the payer's choice: say only how many
        return " + ".join(swaps) + f" exchanged \u00b7 discount waives {waived}"
    targets = " + ".join(f"{made[k]} {label(TOKENS[k])}" for k in range(3) if made[k])
    return " + ".join(swaps) + " \u2192 " + targets


def _panel(view, seats, viewer, kind, preview, reveal_at_once: bool, replaying: bool = False) -> Panel:
    names = [s.name for s in seats]
    if view.finished:
        outcome = view.outcome()
        rows = tuple((RANK_WORDS.get(r.rank, f"{r.rank}th"), r.player, names[r.player], r.score)
                     for r in sorted(outcome.results, key=lambda r: (r.rank, r.player))) if outcome else ()
        return Panel("over", "The game is over", "Hover a seat's score for what it is made of.", rows)
    if kind == "pick_dial":
        how = "Pick in secret (or press C, T, R or A). Every dial turns over at once." if reveal_at_once else \
            "Pick in secret (C, T, R or A), then Reveal (Enter). You may change it until then."
        return Panel("pick_dial", f"{names[viewer]}: set your dial", how, short_title=names[viewer])
    if view.phase == "summit":
        mine = view.picks[viewer] if viewer is not None else None
        waiting = [names[p] for p in view.to_act()]
        if replaying:
            text = ("Each player sets their dial: " + ", ".join(waiting) + " still to set." if waiting
                    else "The dials turn over\u2026")
        else:
            text = "Waiting for " + ", ".join(waiting) + "." if waiting else "The dials turn over\u2026"
        return Panel("summit", "Summit", text, pick=mine if mine not in (None, HIDDEN) else None)
    if view.phase == "advance":
        rows = tuple((p, names[p], i < view.queue_pos, i == view.queue_pos) for i, p in enumerate(view.queue))
        if kind == "buy":
            text = "Choose a lit card in the market, then where it goes. Hover a grey card to see what it needs."
        elif kind:
            text = view.pending(viewer).prompt
        else:
            who = view.current_advancer()
            text = advancer_text(view, names, who, preview) if who is not None else ""
        return Panel("advance", "Advancing", text, rows)
    if view.phase == "discard":
        owing = [names[p] for p in view.to_act()]
        text = ("Players above their token limit return the extra: " + ", ".join(owing) + ".") if owing \
            else "Every player is within their token limit."
        return Panel("round_end", "Round end", text)
    return Panel(view.phase, PHASES.get(view.phase, view.phase))


def advancer_text(view, names, who: int, preview) -> str:
    """What the player advancing is doing, while a person watches."""
    if preview is not None and preview[0] == who:
        action = preview[1]
        if isinstance(action, BuyCard):
            card_id = view.market[TIERS.index(action.tier)][action.slot]
            if card_id is not None:
                return f"{names[who]} buys {view.content.card(card_id).name}."
        if isinstance(action, SkipPurchase):
            return f"{names[who]} buys nothing this round."
    return f"{names[who]} is choosing a card."
