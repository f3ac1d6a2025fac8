"""A new game from content and a GameConfig: seats, variants and the seed."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.tryout import TryError, tried_item
from game.core.tutorial.line import DEAL_OPTION

from .state import KardashevState
from .terms import TIER_INDEX


def new_state(content, config) -> KardashevState:
    names = [seat.name for seat in config.seats]
    variants = [content.variant_index[v] for v in config.variants if v in content.variant_index]
    starting = int(config.options.get("starting_player", 0)) % len(names)
    if any(v.random_start for v in variants):
        # a separate stream so the choice does not change the deck order of the same seed
        starting = Rng(config.seed ^ 0x5EA7).randrange(len(names))
    end_vp = next((v.end_vp for v in reversed(variants) if v.end_vp), None)
    state = KardashevState(content, names, seed=config.seed, starting_player=starting, end_vp=end_vp)
    deal = config.options.get(DEAL_OPTION)
    if deal:  # a tutorial's opening: the market and the decks' tops as its script sets them
        from .tutorial import stack_deal

        stack_deal(state, deal)
    item = tried_item(config)
    if item is not None:
        put_in_market(state, item)
    return state


def put_in_market(state: KardashevState, card_id: str) -> None:
    """"Try it": the card lies face up first in its tier's market; the card that lay there goes
    into the deck where this one was, so nothing else of the deal changes."""
    if card_id not in state.content.card_index:
        raise TryError(f"Kardashev Scale has no card {card_id!r}")
    tier = TIER_INDEX[state.content.card(card_id).tier]
    market, deck = state.market[tier], state.decks[tier]
    if card_id in market:
        spot = market.index(card_id)
        market[0], market[spot] = market[spot], market[0]
    else:
        spot = deck.index(card_id)
        deck[spot], market[0] = market[0], card_id
