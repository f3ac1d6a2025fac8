"""Ways to pay a cost from a pool of tokens, with exchanges and discounts.

A payment is the vector of tokens returned to the supply. What you hold of a type pays for that
type; what you are short of is bought by exchanging `rate` tokens of another type for one (the
payer picks which types feed the exchanges); a discount waives some units of the cost (the payer
picks which). This canonical set keeps the choice small: exchanging a type you could pay directly
never helps the purchase itself. Options that return at least as many of every type as another
option are left out."""

from __future__ import annotations

from functools import lru_cache


def can_pay(have: tuple, cost: tuple, rates: tuple, free: int) -> bool:
    """Quick test used for every market card: pay all you can directly, exchange the rest."""
    h0, h1, h2 = have
    c0, c1, c2 = cost
    deficit = (c0 - h0 if c0 > h0 else 0) + (c1 - h1 if c1 > h1 else 0) + (c2 - h2 if c2 > h2 else 0) - free
    if deficit <= 0:
        return True
    produced = ((h0 - c0) // rates[0] if h0 > c0 else 0) + ((h1 - c1) // rates[1] if h1 > c1 else 0) \
        + ((h2 - c2) // rates[2] if h2 > c2 else 0)
    return produced >= deficit


@lru_cache(maxsize=None)
def _splits(total: int, parts: int) -> tuple:
    """Every way to write `total` as `parts` ordered non-negative whole numbers."""
    if parts <= 1:
        return ((total,),)
    return tuple((first,) + rest for first in range(total + 1) for rest in _splits(total - first, parts - 1))


@lru_cache(maxsize=65536)
def payment_options(have: tuple, cost: tuple, rates: tuple, free: int) -> tuple:
    """Every undominated payment, sorted; empty when the cost cannot be met.

    Tokens you hold are paid directly; exchanges cover only what you are short of, and you
    choose which surplus types feed them (and, with a discount, which units are waived)."""
    found = set()
    waive_total = min(free, sum(cost))
    for waive in _splits(waive_total, 3):
        if any(w > c for w, c in zip(waive, cost)):
            continue
        need = [c - w for c, w in zip(cost, waive)]
        direct = [min(n, h) for n, h in zip(need, have)]
        deficit = sum(need) - sum(direct)
        if deficit == 0:
            found.add(tuple(direct))
            continue
        sources = [k for k in range(3) if have[k] > need[k]]
        if not sources:
            continue
        for made in _splits(deficit, len(sources)):
            spend = list(direct)
            for k, units in zip(sources, made):
                spend[k] += units * rates[k]
            if all(s <= h for s, h in zip(spend, have)):
                found.add(tuple(spend))
    options = [s for s in found
               if not any(o != s and all(a <= b for a, b in zip(o, s)) for o in found)]
    return tuple(sorted(options))
