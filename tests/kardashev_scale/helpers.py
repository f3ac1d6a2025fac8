"""Set-up helpers for Kardashev Scale tests: content, positions and bot/random playouts."""

from __future__ import annotations

from functools import lru_cache

from game.core.bots import make_bot
from game.core.config import GameConfig, Seat
from game.core.content.loader import load_content
from game.core.rng import Rng
from game.kardashev_scale import GAME
from game.kardashev_scale.rules.pyramid import new_pyramid
from game.kardashev_scale.rules.state import KardashevState
from game.kardashev_scale.rules.terms import TIER_INDEX


@lru_cache(maxsize=None)
def content():
    result = load_content(GAME.content_spec)
    assert result.ok, "\n".join(map(str, result.errors))
    return result.content


def new_game(names=("Ana", "Ben"), seed=1, variants=(), options=None, game_content=None):
    seats = tuple(Seat(n) for n in names)
    config = GameConfig("kardashev_scale", seats, tuple(variants), seed, dict(options or {}))
    return GAME.new_state(game_content or content(), config)


def cards_with(tier=None, ability=None, aspect=None, game_content=None):
    """Card ids matching a tier, an effect name and/or an aspect, in content order."""
    found = []
    for card in (game_content or content()).cards:
        kinds = {type(a.effect).vocabulary_name for a in card.abilities}
        if (tier is None or card.tier == tier) and (ability is None or ability in kinds) \
                and (aspect is None or card.aspect == aspect):
            found.append(card.id)
    return found


def plain_cards(tier):
    """Cards of a tier whose abilities only score at the game end (no effect during play)."""
    return [c.id for c in content().cards if c.tier == tier and all(a.when == "game_end" for a in c.abilities)]


def give_pyramid(state, player, rows):
    """Put cards straight into a pyramid: rows = (planetary ids, stellar ids, galactic ids),
    each row starting at column 0."""
    state.pyramids[player] = new_pyramid()
    for tier, ids in enumerate(rows):
        state.pyramids[player][tier] = [0, list(ids)]
    state._mods_cache.clear()


def put_in_market(state, card_id, slot=0):
    """Show `card_id` in the market (swapping it with whatever was there, wherever it was)."""
    tier = TIER_INDEX[state.content.card(card_id).tier]
    for pile in [state.decks[tier], state.market[tier]] + [row for p in state.pyramids for row in [p[tier][1]]]:
        if card_id in pile:
            pile[pile.index(card_id)] = state.market[tier][slot]
    state.market[tier][slot] = card_id


def pick_all(state, picks):
    events = []
    for player, pick in enumerate(picks):
        from game.kardashev_scale.rules.actions import PickDial
        events += state.apply(player, PickDial(pick))
    return events


def all_cards(state):
    cards = [c for deck in state.decks for c in deck]
    cards += [c for row in state.market for c in row if c is not None]
    cards += [c for p in state.pyramids for _, ids in p for c in ids]
    if state.purchase is not None:
        pass  # a chosen card stays in the market until paid for
    return cards


def bot_game(levels, seed, game_content=None, state=None):
    """Play a full game with bots of the given levels; returns the final state."""
    names = [f"P{i}" for i in range(len(levels))]
    state = state or new_game(names, seed, game_content=game_content)
    bots = [make_bot(GAME, level) for level in levels]
    rngs = [Rng(seed * 97 + i) for i in range(len(levels))]
    while not state.is_terminal():
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        state.apply(player, bots[player].choose(state.view(player), legal, rngs[player], 1.0))
    return state


def random_game(players, seed):
    state = new_game([f"P{i}" for i in range(players)], seed)
    rng = Rng(seed)
    while not state.is_terminal():
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        state.apply(player, legal[rng.randrange(len(legal))])
    return state


__all__ = ["KardashevState", "content", "new_game", "cards_with", "plain_cards", "give_pyramid",
           "put_in_market", "pick_all", "all_cards", "bot_game", "random_game"]
