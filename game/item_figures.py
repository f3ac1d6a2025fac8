"""Per-item balance figures of a simulation: how often each item's owner won, beside the mean of
the item's group (a Kardashev Scale tier, an Eminent Domain technology level or the planets, an
Ascending Empires technology level), marked when it lies more than two standard errors from it,
and the items nobody took.

An item's owner wins more often when the item belongs to a group that leaders reach (a higher
tier), so an item is compared with its own group. The group's rate pools every ownership in the
group; the standard error of an item's rate is that of a proportion: sqrt(m (1 - m) / n) for the
group rate m and the n times the item was owned."""

from __future__ import annotations

import math

MARGIN = 2.0  # standard errors from the group's rate that mark an item
OTHER = "other"  # the group of an item the game's grouping does not know


def item_figures(tally: dict, groups: dict | None) -> tuple[dict, dict, list]:
    """(items, groups, unowned) from `tally` {item: (owned, owner won)} and `groups` {item: group}
    (every item there is, or None when the game names none)."""
    groups = groups or {}
    pooled: dict[str, list[int]] = {}
    for item, (owned, won) in tally.items():
        totals = pooled.setdefault(groups.get(item, OTHER), [0, 0, 0])
        totals[0] += owned
        totals[1] += won
        totals[2] += 1
    group_rates = {g: (won / owned if owned else 0.0) for g, (owned, won, _) in pooled.items()}
    items = {}
    for item, (owned, won) in sorted(tally.items()):
        group = groups.get(item, OTHER)
        rate = won / owned if owned else 0.0
        mean = group_rates[group]
        error = math.sqrt(mean * (1.0 - mean) / owned) if owned else 0.0
        outside = None
        if owned and abs(rate - mean) > MARGIN * error and rate != mean:
            outside = "above" if rate > mean else "below"
        items[item] = {"owned": owned, "owner_won": won, "owner_win_rate": rate, "group": group,
                       "group_rate": mean, "standard_error": error, "outside": outside}
    summary = {g: {"owned": owned, "owner_won": won, "owner_win_rate": group_rates[g], "items": count}
               for g, (owned, won, count) in sorted(pooled.items())}
    unowned = sorted(item for item in set(groups) | set(tally) if not tally.get(item, (0, 0))[0])
    return items, summary, unowned


def mark(figures: dict) -> str:
    """"(!) above" / "(!) below" beside an item outside two standard errors, else ""."""
    return f"(!) {figures['outside']}" if figures.get("outside") else ""
