"""Ascending Empires' rules events are typed records with named fields: every event a game emits
is one, with the kind, words, data and barrier a plain event had; a plain event (as a network
client rebuilds it) becomes its record again; a record pickles as itself."""

from __future__ import annotations

import pickle

from game.ascending_empires.rules import events as E
from game.core.bots import make_bot, seat_rng
from game.core.config import GameConfig, Seat
from game.core.engine import Event, TypedEvent
from game.core.registry import get_game
from tests.ascending_empires.helpers import content


def played_events(seed: int, players: int, moves: int) -> list:
    definition = get_game("ascending_empires")
    seats = tuple(Seat(f"P{i}", "ai", "random") for i in range(players))
    state = definition.new_state(content(), GameConfig("ascending_empires", seats, (), seed))
    bot, found = make_bot(definition, "random"), []
    rngs = [seat_rng(seed, p) for p in range(players)]
    for _ in range(moves):
        if state.is_terminal():
            break
        player = state.to_act()[0]
        found += state.apply(player, bot.choose(state.view(player), state.legal_actions(player), rngs[player], 0.0))
    return found


def test_every_event_of_a_game_is_a_typed_record_that_a_plain_event_becomes_again():
    events = played_events(3, 4, 1500)
    kinds = {type(e) for e in events}
    assert all(isinstance(e, TypedEvent) for e in events)
    assert {E.Flicked, E.VpTaken, E.TurnEnded, E.Recruited, E.Launched, E.Landed} <= kinds
    for event in events:
        plain = Event(event.kind, event.text, event.player, event.data, event.barrier)
        again = E.as_record(plain)
        assert type(again) is type(event) and again.data == event.data and again == event
        assert pickle.loads(pickle.dumps(event)).data == event.data


def test_a_field_named_kind_keeps_the_events_own_kind():
    reveal = E.DiscRevealed("The disc turns over: an asteroid.", 0, disc="d4", kind="asteroid", colour=None)
    assert reveal.kind == "reveal" and reveal.disc_kind == "asteroid" and reveal.barrier
    assert reveal.data == {"disc": "d4", "kind": "asteroid", "colour": None}
    reward = E.as_record(Event("city_reward", "Ann takes a troop from the box.", 0, {"kind": "troop"}))
    assert isinstance(reward, E.CityRewarded) and reward.piece == "troop" and reward.kind == "city_reward"


def test_the_two_bonuses_are_told_apart_by_their_fields():
    pieces = E.as_record(Event("bonus", "", 1, {"troops": 2, "ships": 1}))
    battleship = E.as_record(Event("bonus", "", 1, {"battleship": True, "returned": 2}))
    assert isinstance(pieces, E.PiecesFromBox) and (pieces.troops, pieces.ships) == (2, 1)
    assert isinstance(battleship, E.BattleshipCommissioned) and battleship.returned == 2
    unknown = Event("something_else", "", None, {"x": 1})
    assert E.as_record(unknown) is unknown
