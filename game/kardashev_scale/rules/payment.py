"""Ways to pay a cost from a pool of tokens, with exchanges and discounts.

A payment is the vector of tokens returned to the supply. Each type is either paid directly or
produced by exchanging `rate` tokens of another type for one; a discount waives some units of the
cost (the payer picks which). Only payments nobody would improve on are offered: no option returns
at least as many of every type as another option."""

from __future__ import annotations

from functools import lru_cache
from itertools import product


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


def _splits(total: int, parts: int):
    if parts <= 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in _splits(total - first, parts - 1):
            yield (first,) + rest


@lru_cache(maxsize=65536)
def payment_options(have: tuple, cost: tuple, rates: tuple, free: int) -> tuple:
    """Every undominated payment, sorted; empty when the cost cannot be met."""
    found = set()
    waive_total = min(free, sum(cost))
    waivers = [w for w in _splits(waive_total, 3) if all(wk <= ck for wk, ck in zip(w, cost))]
    for waive in waivers:
        need = tuple(c - w for c, w in zip(cost, waive))
        ranges = [range(min(n, h) + 1) for n, h in zip(need, have)]
        for direct in product(*ranges):
            deficit = sum(n - d for n, d in zip(need, direct))
            # exchange only from types fully paid directly (others would be pointless round trips)
            sources = [k for k in range(3) if direct[k] == need[k]]
            if deficit == 0:
                found.add(direct)
                continue
            if not sources:
                continue
            for made in _splits(deficit, len(sources)):
                spend = list(direct)
                ok = True
                for k, units in zip(sources, made):
                    spend[k] += units * rates[k]
                    if spend[k] > have[k]:
                        ok = False
                        break
                if ok:
                    found.add(tuple(spend))
    options = [s for s in found
               if not any(o != s and all(a <= b for a, b in zip(o, s)) for o in found)]
    return tuple(sorted(options))
