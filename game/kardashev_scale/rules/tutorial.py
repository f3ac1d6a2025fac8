"""The moves Kardashev Scale's tutorial script may name (game/core/tutorial runs it), and the deal
its opening sets.

Moves, as a script writes them:
- `dial: research` (conflict, trade, research or advance);
- `buy: dyson_swarm`, or `buy: {card: dyson_swarm, side: left}` (which end of its row);
- `pay: {trade: 1, research: 2}` (the tokens given back, exchanges included);
- `buy_nothing: true`;
- `take: research` (an ability's token), or `take: {seat: 2, token: trade}` (from a neighbour);
- `return: {conflict: 1}` (tokens above the limit at the round's end).

The deal: the cards face up in each tier's market first, then those on top of its deck in the
order they are dealt, and who holds the starting token. `stack_deal` arranges a new game so,
leaving every other card where the seed shuffled it."""

from __future__ import annotations

from game.core.content.schema import INVALID, Bool, Custom, Enum, Int, ListOf, Record, Str, optional
from game.core.content.errors import did_you_mean
from game.core.content.yamlfile import LMap
from game.core.tutorial.moves import Expected, MoveKind, TutorialRules, Unplayable, listed

from .actions import BuyCard, ChooseOption, Discard, Pay, PickDial, SkipPurchase
from .terms import PICKS, TIER_INDEX, TIERS, TOKENS, label

TOKEN_COUNTS = Record({t: optional(Int(0, 30), 0) for t in TOKENS}, name="tokens")


# --- the moves -----------------------------------------------------------------------------------
def _dial(state, player, pick) -> Expected:
    if state.phase != "summit" or player not in state.to_act():
        raise Unplayable("it is not the Summit")
    return Expected((PickDial(pick),), f"set your dial to {label(pick)}")


def _card_and_side(value, ctx, path, pos):
    if isinstance(value, LMap):
        built = _BUY_RECORD.check(value, ctx, path, pos)
        return INVALID if built is INVALID else (built["card"], built["side"])
    card = Str().check(value, ctx, path, pos)
    return INVALID if card is INVALID else (card, "")


# Cards are named by id and looked up when the step is played (not as references): a mod that
# takes a card out leaves the game playable, and only the tutorial says it cannot be played.
_BUY_RECORD = Record({"card": Str(), "side": optional(Enum("left", "right"), "")}, name="purchase")


def _buy(state, player, argument) -> Expected:
    card_id, side = argument
    if card_id not in state.content.card_index:
        raise Unplayable(f"{card_id!r} is not a card of this game" + did_you_mean(card_id, state.content.card_index))
    card = state.content.card(card_id)
    tier = TIER_INDEX[card.tier]
    if card_id not in state.market[tier]:
        raise Unplayable(f"{card.name} is not in the market")
    slot = state.market[tier].index(card_id)
    allowed = [a for a in state.legal_actions(player)
               if isinstance(a, BuyCard) and a.tier == card.tier and a.slot == slot]
    columns = sorted({a.column for a in allowed})
    if allowed and side:
        wanted = columns[0] if side == "left" else columns[-1]
        allowed = [a for a in allowed if a.column == wanted]
    why = "it is not your turn to buy" if state.current_advancer() != player or state.purchase is not None \
        else f"{card.name} cannot be bought now (too dear, or no room for it in the pyramid)"
    where = f" at the {side} end of its row" if side and len(columns) > 1 else ""
    return listed(allowed, f"buy {card.name}{where}", why)


def _pay(state, player, tokens) -> Expected:
    if state.purchase is None or state.current_advancer() != player:
        raise Unplayable("no card is waiting to be paid for")
    action = Pay(*(tokens[t] for t in TOKENS))
    name = state.content.card(state.purchase["card"]).name
    return listed([a for a in state.legal_actions(player) if a == action], f"pay for {name}",
                  f"{name} cannot be paid for with those tokens")


def _buy_nothing(state, player, _) -> Expected:
    return listed([a for a in state.legal_actions(player) if isinstance(a, SkipPurchase)],
                  "advance without buying", "it is not your turn to buy")


def _token_or_seat(value, ctx, path, pos):
    if isinstance(value, LMap):
        built = _TAKE_RECORD.check(value, ctx, path, pos)
        return INVALID if built is INVALID else f"{built['seat'] - 1}:{built['token']}"
    return Enum(*TOKENS).check(value, ctx, path, pos)


_TAKE_RECORD = Record({"seat": Int(1, 6), "token": Enum(*TOKENS)}, name="neighbour's token")


def _take(state, player, option) -> Expected:
    action = ChooseOption(option)
    return listed([a for a in state.legal_actions(player) if a == action], state.describe(action)
                  if action in state.legal_actions(player) else "take a token", "no ability asks for that token now")


def _return(state, player, tokens) -> Expected:
    action = Discard(*(tokens[t] for t in TOKENS))
    legal = state.is_legal(player, action)
    return listed([action] if legal else [], state.describe(action) if legal else "return tokens",
                  "that is not what you must return now")


RULES = TutorialRules.of(
    MoveKind("dial", Enum(*PICKS), _dial, "set your dial: conflict, trade, research or advance"),
    MoveKind("buy", Custom(_card_and_side, "a card's id, or {card: id, side: left or right}",
                           {"oneOf": [{"type": "string"}, _BUY_RECORD.json_schema()]}), _buy,
             "buy a market card (and place it at either end of its row)"),
    MoveKind("pay", TOKEN_COUNTS, _pay, "pay for the card chosen with these tokens"),
    MoveKind("buy_nothing", Bool(), _buy_nothing, "advance without buying"),
    MoveKind("take", Custom(_token_or_seat, "a token, or {seat: N, token: ...} from a neighbour",
                            {"oneOf": [{"enum": list(TOKENS)}, _TAKE_RECORD.json_schema()]}), _take,
             "answer an ability: the token to take"),
    MoveKind("return", TOKEN_COUNTS, _return, "return tokens above the limit"),
    deal=Record({tier: optional(ListOf(Str(), max_items=20), (),
                                doc=f"the {tier} market's cards, then the top of its deck in the order dealt")
                 for tier in TIERS} | {"first": optional(Int(1, 6), 1, doc="the seat holding the starting token")},
                build=lambda **deal: {k: list(v) if isinstance(v, tuple) else v for k, v in deal.items()},
                name="deal"),
    tip_kinds=("pick_dial", "buy", "pay", "choose_token", "choose_neighbour_token", "discard"),
)


# --- the deal --------------------------------------------------------------------------------------
def stack_deal(state, deal: dict) -> None:
    """Lay out the market and the top of each deck as `deal` says; every card it does not name
    keeps the place the seed shuffled it to. Raises ValueError for a deal no game can have."""
    named = [card_id for tier in TIERS for card_id in deal.get(tier, ())]
    if len(named) != len(set(named)):
        raise ValueError("the deal names a card twice")
    unknown = [card_id for card_id in named if card_id not in state.content.card_index]
    if unknown:
        raise ValueError(f"the deal names {unknown[0]!r}, which is not a card of this game"
                         + did_you_mean(unknown[0], state.content.card_index))
    for t, tier in enumerate(TIERS):
        wanted = list(deal.get(tier, ()))
        for card_id in wanted:
            if state.content.card(card_id).tier != tier:
                raise ValueError(f"{card_id} is a {state.content.card(card_id).tier} card, not {tier}")
        size = len(state.market[t])
        dealt = [c for c in state.market[t] if c is not None] + state.decks[t][::-1]  # the deck's top is its end
        order = wanted + [c for c in dealt if c not in wanted]  # dealt first to last
        state.market[t] = order[:size]
        state.decks[t] = order[size:][::-1]
    first = int(deal.get("first", 1)) - 1
    if not 0 <= first < state.n:
        raise ValueError(f"the starting token's seat {first + 1} is not at a table of {state.n}")
    state.holder = first
