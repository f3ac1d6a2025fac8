"""Skill ratings (openskill's Plackett-Luce model): one per player name and game, with the
computer levels at fixed ratings worked out from their measured strength.

The computer levels. Each game's strength file (strength_table.py) holds how often one level beat
another in 2-player games. openskill predicts a duel between two ratings of small uncertainty as
Phi((mu_a - mu_b) / sqrt(2 beta^2 + 2 sigma^2)); so a measured win rate p puts the two levels
Phi^-1(p) * sqrt(2 beta^2 + 2 sigma^2) apart. The rate is counted as (wins + ties / 2 + 1/2) /
(finished + 1), so a level that won every game is far ahead, not infinitely. Rows of the same
pair (with and without a variant) are pooled, and the gaps are fitted by weighted least squares
(each row weighs as many games as it has), with `medium` at openskill's starting rating of 25:
a new player is taken to be about as strong as the medium computer player. A level no 2-player
row links to medium has no rating, and games against it are not rated. Levels keep
LEVEL_SIGMA: they are measured, not guessed, and never move.

Players. Finished games are rated in the order they ended; abandoned games never are. A game is
rated when every computer level in it has a rating and no name sits at two seats. Each seat is a
team of one, ranked by the outcome (equal ranks share a place); only the people's ratings move."""

from __future__ import annotations

from dataclasses import dataclass
from statistics import NormalDist

from .bots import LEVELS

LEVEL_SIGMA = 1.0
ANCHOR = "medium"
ANCHOR_MU = 25.0
FIT_ROUNDS = 200


def _model():
    from openskill.models import PlackettLuce  # imported on first use: the title screen never waits on it

    return PlackettLuce()


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """A cautious single figure: mu less three sigmas (what leaderboards usually show)."""
        return self.mu - 3 * self.sigma

    def to_dict(self) -> dict:
        return {"mu": round(self.mu, 2), "sigma": round(self.sigma, 2), "ordinal": round(self.ordinal, 2)}


def duel_gap(wins: float, finished: int, sigma: float = LEVEL_SIGMA) -> float:
    """How far apart two levels' mu are when the first won `wins` of `finished` duels."""
    beta = _model().beta
    rate = (wins + 0.5) / (finished + 1)
    return NormalDist().inv_cdf(rate) * (2 * beta * beta + 2 * sigma * sigma) ** 0.5


def level_ratings(rows: list[dict]) -> dict[str, Rating]:
    """Fixed ratings of the computer levels from a game's strength rows (see the module's words)."""
    pairs: dict[tuple[str, str], list[float]] = {}
    for row in rows:
        seats = row.get("seats") or []
        if len(seats) != 2 or seats[0] == seats[1] or not all(s in LEVELS for s in seats) or not row.get("finished"):
            continue
        key = (seats[0], seats[1])
        pooled = pairs.setdefault(key, [0.0, 0])
        pooled[0] += row["wins"] + row.get("ties", 0) / 2
        pooled[1] += row["finished"]
    edges = [(a, b, duel_gap(wins, finished), finished) for (a, b), (wins, finished) in pairs.items()]
    linked = _linked(ANCHOR, edges)
    if len(linked) < 2:
        return {}
    mu = {level: ANCHOR_MU for level in linked}
    for _ in range(FIT_ROUNDS):  # Gauss-Seidel on the weighted least-squares gaps
        for level in linked:
            if level == ANCHOR:
                continue
            total = weight = 0.0
            for a, b, gap, games in edges:
                if a == level and b in mu:
                    total, weight = total + games * (mu[b] + gap), weight + games
                elif b == level and a in mu:
                    total, weight = total + games * (mu[a] - gap), weight + games
            mu[level] = total / weight
    return {level: Rating(mu[level], LEVEL_SIGMA) for level in LEVELS if level in mu}


def _linked(start: str, edges: list) -> set[str]:
    seen, todo = {start}, [start]
    while todo:
        level = todo.pop()
        for a, b, _, _ in edges:
            for here, there in ((a, b), (b, a)):
                if here == level and there not in seen:
                    seen.add(there)
                    todo.append(there)
    return seen if len(seen) > 1 else set()


def unrated_reason(entry: dict, levels: dict[str, Rating]) -> str | None:
    """Why a recorded game is not rated, or None when it is."""
    if entry.get("status") != "finished":
        return "it was not finished"
    seats = entry["seats"]
    if len(seats) < 2:
        return "nobody played against them"
    missing = sorted({s["level"] for s in seats if s["kind"] == "ai" and s["level"] not in levels})
    if missing:
        return f"the {', '.join(missing)} computer level has no measured strength"
    names = [s["name"] for s in seats if s["kind"] == "human"]
    if len(set(names)) != len(names):
        return "one name sat at two seats"
    if not names:
        return "no person played"
    return None


def player_ratings(entries: list[dict], levels: dict[str, Rating]) -> dict[str, Rating]:
    """Each person's rating after the finished games of one game, rated in the order they ended."""
    model = _model()
    ratings: dict[str, Rating] = {}
    for entry in sorted(entries, key=lambda e: e["ended_unix"]):
        if unrated_reason(entry, levels) is not None:
            continue
        teams = []
        for seat in entry["seats"]:
            if seat["kind"] == "human":
                known = ratings.get(seat["name"])
                teams.append([model.rating() if known is None else model.rating(mu=known.mu, sigma=known.sigma)])
            else:
                fixed = levels[seat["level"]]
                teams.append([model.rating(mu=fixed.mu, sigma=fixed.sigma)])
        rated = model.rate(teams, ranks=[seat["rank"] for seat in entry["seats"]])
        for seat, team in zip(entry["seats"], rated):
            if seat["kind"] == "human":
                ratings[seat["name"]] = Rating(team[0].mu, team[0].sigma)
    return ratings
