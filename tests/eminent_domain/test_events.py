"""Eminent Domain's events are typed records (rules/events.py): each kind of thing that happens is
a class with named fields, matched by type; `kind`, `text`, `player`, `data` and `barrier` read as
they always did, and an event pickles as itself (the table's worker process sends them)."""

import pickle

import pytest

from game.core.engine import TURN_END, TypedEvent
from game.core.rng import Rng
from game.eminent_domain.rules import events as EV

from .helpers import new_game


@pytest.mark.parametrize("players,variants", [(3, ()), (4, ("escalation",)), (2, ("escalation",
                                                                                  "escalation_scenarios"))])
def test_every_event_of_a_game_is_a_typed_record_with_its_fields_as_data(players, variants):
    s, rng, seen = new_game(players, 4, variants), Rng(4), set()
    while not s.is_terminal():
        p = s.to_act()[0]
        legal = s.legal_actions(p)
        for event in s.apply(p, legal[rng.randrange(len(legal))]):
            if event.kind == TURN_END:
                continue
            assert isinstance(event, TypedEvent) and type(event).__module__ == EV.__name__, event
            assert event.data == {name: getattr(event, name) for name in type(event).FIELDS}
            copy = pickle.loads(pickle.dumps(event))
            assert type(copy) is type(event) and copy == event and copy.data == event.data
            seen.add(type(event))
    assert {EV.RoleLed, EV.RoleResolved, EV.CardsDrawn, EV.TurnStarted} <= seen


def test_events_told_apart_by_their_fields_share_the_word_the_log_keeps():
    assert EV.ResourceProduced.KIND == EV.ResourceProducedOnTechnology.KIND == "produce"
    assert EV.ResourceProduced("x", 0, planet=3).data == {"planet": 3}
    assert EV.ResourceProducedOnTechnology("x", 0).data == {}
    assert EV.PlanetSettled("x", 1, planet=2).barrier and not EV.ColonyPlaced("x", 1, planet=2, card=5).barrier
