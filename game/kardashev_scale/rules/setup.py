"""A new game from content and a GameConfig: seats, variants and the seed."""

from __future__ import annotations

from game.core.rng import Rng

from .state import KardashevState


def new_state(content, config) -> KardashevState:
    names = [seat.name for seat in config.seats]
    variants = [content.variant_index[v] for v in config.variants if v in content.variant_index]
    starting = int(config.options.get("starting_player", 0)) % len(names)
    if any(v.random_start for v in variants):
        # a separate stream so the choice does not change the deck order of the same seed
        starting = Rng(config.seed ^ 0x5EA7).randrange(len(names))
    end_vp = next((v.end_vp for v in reversed(variants) if v.end_vp), None)
    return KardashevState(content, names, seed=config.seed, starting_player=starting, end_vp=end_vp)
