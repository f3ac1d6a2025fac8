"""Final scores: VP tokens plus occupied planets, colonies, cities and the quadrant bonus."""

from __future__ import annotations

from game.core.engine import ScoreLine, rank_results

from . import abilities as ab
from .technology import owned_abilities

TIEBREAK_LABELS = ("VP tokens taken", "technology levels")


def score_lines(state, player: int) -> tuple[ScoreLine, ...]:
    rules = state.rules
    held = [d for d in state.discs if d["occupant"] == player and d["kind"] != "homeworld"]
    colonies = sum(d["items"]["colony"] for d in held)
    cities = sum(d["items"]["city"] for d in held)
    quadrants = len({d["quadrant"] for d in held if d["items"]["city"] > 0})
    bonus = max((points for count, points in rules.quadrant_bonus.items() if quadrants >= count), default=0)
    extra = city_bonus(state, player, held)
    lines = [ScoreLine("VP tokens", state.players[player]["tokens"]),
             ScoreLine("Occupied planets and asteroids", len(held) * rules.score_planet),
             ScoreLine("Colonies", colonies * rules.score_colony),
             ScoreLine("Cities", cities * rules.score_city + extra),
             ScoreLine("Cities spread over quadrants", bonus)]  # one label for all: rows line up
    return tuple(lines)


def city_bonus(state, player: int, held: list) -> int:
    """Extra VP from technologies that make cities score more (some only on one colour)."""
    bonus = 0
    for effect in owned_abilities(state.content, state.tech(player)):
        if isinstance(effect, ab.CityScore):
            bonus += effect.points * sum(d["items"]["city"] for d in held
                                         if not effect.colour or d["colour"] == effect.colour)
    return bonus


def outcome(state):
    breakdowns = {p: score_lines(state, p) for p in range(state.n)}
    scores = {p: sum(line.points for line in lines) for p, lines in breakdowns.items()}
    tiebreaks = {p: (state.players[p]["tokens"], sum(state.players[p]["tech"].values())) for p in range(state.n)}
    return rank_results(scores, breakdowns, tiebreaks, TIEBREAK_LABELS)
