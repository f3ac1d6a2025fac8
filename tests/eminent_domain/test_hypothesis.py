"""hypothesis picks the actions (always from legal_actions), so a failing game shrinks to a short
sequence; every step keeps cards conserved and survives a save round trip."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.eminent_domain import GAME

from .helpers import assert_conserved, content, new_game


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000), data=st.data())
def test_any_legal_sequence_keeps_the_invariants(players, seed, data):
    s = new_game(players, seed)
    for _ in range(120):
        if s.is_terminal():
            break
        p = s.to_act()[0]
        legal = s.legal_actions(p)
        assert legal and len(set(legal)) == len(legal)
        s.apply(p, data.draw(st.sampled_from(legal)))
        assert_conserved(s)
    assert GAME.state_class.from_dict(content(), s.to_dict()) == s
