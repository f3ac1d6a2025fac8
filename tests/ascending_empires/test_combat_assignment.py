"""The attack assignment without multiple targets is exact: it makes as many attacks as any way of
sending each ship to at most one attack could, and of those the most VP (checked against trying
every way)."""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ascending_empires.rules.combat import _Attack, _best_assignment


class _Strengths:
    """The one thing the assignment asks of the state."""

    def ship_strength(self, ship: dict) -> int:
        return 2 if ship["battleship"] else 1


@st.composite
def fights(draw):
    ships = [{"id": f"m{i}", "battleship": i == 0 and draw(st.booleans())} for i in range(draw(st.integers(1, 6)))]
    attacks = []
    for t in range(draw(st.integers(1, 4))):
        attackers = tuple(s for s in ships if draw(st.booleans()))
        attacks.append(_Attack("ship", {"id": f"e{t}"}, draw(st.integers(2, 3)), attackers, draw(st.integers(1, 2))))
    for t in range(draw(st.integers(0, 3))):
        attackers = tuple(s for s in ships if draw(st.booleans()))
        defenders = tuple(a.target["id"] for a in attacks if a.kind == "ship" and draw(st.integers(0, 4)) == 0)
        attacks.append(_Attack("planet", {"id": f"p{t}"}, draw(st.integers(1, 4)), attackers,
                               draw(st.integers(0, 3)), defenders))
    possible = [a for a in attacks if sum(2 if s["battleship"] else 1 for s in a.attackers) >= a.need]
    targets = {a.target["id"] for a in possible if a.kind == "ship"}
    return ships, [a for a in possible if set(a.defenders) <= targets]  # as `_planet_attacks` leaves them


def _every_way(ships, attacks):
    """(attacks made, VP) of the best way found by sending each ship to one attack or none."""
    best = (0, 0)
    for choice in product(*[[None] + [i for i, a in enumerate(attacks) if ship in a.attackers] for ship in ships]):
        strength = [0] * len(attacks)
        for ship, i in zip(ships, choice):
            if i is not None:
                strength[i] += 2 if ship["battleship"] else 1
        destroyed = {a.target["id"] for i, a in enumerate(attacks) if a.kind == "ship" and strength[i] >= a.need}
        made = [i for i, a in enumerate(attacks)
                if strength[i] >= a.need and (a.kind == "ship" or set(a.defenders) <= destroyed)]
        best = max(best, (len(made), sum(attacks[i].vp for i in made)))
    return best


@settings(max_examples=300, deadline=None)
@given(fights())
def test_the_assignment_is_as_good_as_the_best_of_every_way(fight):
    ships, attacks = fight
    chosen = _best_assignment(_Strengths(), attacks)
    used = [s["id"] for _, team in chosen for s in team]
    assert len(used) == len(set(used))  # each ship joins one attack
    destroyed = {a.target["id"] for a, _ in chosen if a.kind == "ship"}
    for attack, team in chosen:
        assert set(s["id"] for s in team) <= {s["id"] for s in attack.attackers}
        assert sum(2 if s["battleship"] else 1 for s in team) >= attack.need
        assert set(attack.defenders) <= destroyed
    assert (len(chosen), sum(a.vp for a, _ in chosen)) == _every_way(ships, attacks)
    assert _best_assignment(_Strengths(), attacks) == chosen  # the same every time
