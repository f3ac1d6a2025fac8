"""Turns Eminent Domain's rules events (rules/events.py, matched by type) into what the table
shows and plays: a banner when a role is led or the end comes, the sound of the action, and the
cards that fly (played, added to a boost, researched) from where they were to where they went.
It keeps the banner, the flights and the marks and moves them on in time. Plain Python: places
are the layout's item ids and rectangles the scene gives; the painters draw them."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import events as ev

BANNER_SECONDS = 0.7
FLIGHT_SECONDS = 0.35
GOLD_BANNERS = (ev.EndTriggered, ev.TieRound, ev.ExtraTurn)  # the end has begun: said in gold
SOUNDS = ((ev.PlanetSettled, "score"), (ev.PlanetKept, "score"), (ev.PlanetConquered, "hit"),
          (ev.InfluenceGained, "coin"), (ev.ResourceTraded, "coin"), (ev.ResourceSold, "coin"),
          (ev.ActionPlayed, "card"), (ev.CardAdded, "card"), (ev.SymbolDiscarded, "card"), (ev.RoleLed, "card"),
          (ev.CardDiscarded, "card"), (ev.TechnologyGained, "card"), (ev.RoleCardTaken, "card"))


@dataclass(frozen=True)
class CardMove:
    """A card that moves: `source` the item it leaves ("hand:<uid>" or a technology), `dest` the
    items it may land on (the first in the next layout wins), `player` its owner."""
    card: int
    player: int
    research: bool


def banner(e) -> tuple[str, bool] | None:
    """(words, gold) of the banner an event shows, if any: the role led, the end coming."""
    if isinstance(e, GOLD_BANNERS):
        return e.text, True
    if isinstance(e, ev.RoleLed):
        return e.text, False
    return None


def sound(events) -> str | None:
    """The one sound an action's events make: the most telling of them."""
    found = [name for kind, name in SOUNDS if any(isinstance(e, kind) for e in events)]
    return found[0] if found else None


def card_moves(events) -> list[CardMove]:
    """Cards played, added to a boost or researched: they fly."""
    return [CardMove(e.card, e.player, isinstance(e, ev.TechnologyGained)) for e in events
            if isinstance(e, (ev.ActionPlayed, ev.CardAdded, ev.TechnologyGained)) and e.player is not None
            and e.card is not None]


class Director:
    """The banner over the table, the cards in flight and the marks on a computer's move."""

    def __init__(self):
        self.banner: tuple | None = None  # (words, colour, seconds left)
        self.flights: list[dict] = []
        self.marks: list[dict] = []

    def show_banner(self, text: str, colour, seconds: float) -> None:
        self.banner = (text, colour, seconds)

    def fly(self, **flight) -> None:
        self.flights.append({**flight, "t": 0.0})

    def mark(self, rect, text: str, seconds: float, colour) -> None:
        self.marks.append({"rect": rect, "text": text, "colour": colour, "t": 0.0, "dur": max(0.05, seconds)})

    def busy(self) -> bool:
        return self.banner is not None or bool(self.flights) or bool(self.marks)

    def advance(self, dt: float) -> None:
        if self.banner is not None:
            text, colour, left = self.banner
            self.banner = (text, colour, left - dt) if left - dt > 0 else None
        for moving in self.flights + self.marks:
            moving["t"] += dt
        self.flights = [f for f in self.flights if f["t"] < f["dur"]]
        self.marks = [m for m in self.marks if m["t"] < m["dur"]]

    def clear(self) -> None:
        self.banner = None
        self.flights = []
        self.marks = []
