"""What a finished balance run says about one gallery item, in words: the short note beside its
picture and the sentence of the item's details. From the per-item figures of `--simulate` (the
run's summary): how often the item's owner won beside its group's rate, marked when more than
two standard errors away, or that nobody took it."""

from __future__ import annotations

from dataclasses import dataclass

ABOVE, BELOW, UNTAKEN = "above", "below", "untaken"


@dataclass(frozen=True)
class BalanceNote:
    short: str  # beside the picture: "won 54% vs 50%" (its group's rate), with an arrow when marked
    sentence: str  # in the details
    mark: str | None = None  # ABOVE, BELOW, UNTAKEN or None


def percent(rate: float) -> str:
    return f"{round(100 * rate)}%"


def note_for(item, summary: dict | None) -> BalanceNote | None:
    """The note about `item` (a game.core.gallery.GalleryItem), None when the run speaks of it not
    at all (no run yet, or an item it does not count, such as a role card)."""
    if not summary or not item.figures:
        return None
    key = item.figures[0]
    games = summary.get("finished", 0)
    if key in summary.get("unowned", ()):
        return BalanceNote("nobody took it", f"Nobody took it in {games} games.", UNTAKEN)
    figures = summary.get("items", {}).get(key)
    if figures is None:
        return BalanceNote("not in these games", f"It was not in the {games} games played (their variants "
                                                 "leave it out).")
    rate, group = figures["owner_win_rate"], figures["group_rate"]
    outside = figures.get("outside")
    arrow = {"above": "\u25b2 ", "below": "\u25bc "}.get(outside, "")
    short = f"{arrow}won {percent(rate)} vs {percent(group)}"
    sentence = (f"Its owner won {percent(rate)} of the {figures['owned']} games it was owned in; "
                f"{figures['group']} as a whole: {percent(group)}.")
    if outside:
        sentence += f" That is {outside} its group by more than two standard errors."
    for extra in item.figures[1:]:  # Ascending Empires: reaching a level first, too
        more = summary.get("items", {}).get(extra)
        if more is not None:
            sentence += (f" The first to reach it won {percent(more['owner_win_rate'])} of {more['owned']} "
                         f"({more['group']}: {percent(more['group_rate'])}).")
    return BalanceNote(short, sentence, outside)
