"""The quick forms of questions the bots ask on every step answer exactly as the plain forms do:
a whole hand's symbols, the technologies in reach, and a clone (a copy sharing nothing that can
change with the state it was made from)."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules.steps import affordable, affordable_techs

from .helpers import new_game, random_step
from .scenario import fresh, give, planet


def positions(players: int, seed: int, variants=(), every: int = 7):
    """States along a random game, every `every` moves."""
    s, rng, n = new_game(players, seed, variants), Rng(seed), 0
    while not s.is_terminal() and n < 900:
        random_step(s, rng)
        n += 1
        if n % every == 0:
            yield s


CASES = [(2, 3, ()), (4, 5, ()), (5, 8, ("escalation",))]


@pytest.mark.parametrize("players,seed,variants", CASES)
def test_a_hands_symbols_are_its_cards_values_added_up(players, seed, variants):
    for s in positions(players, seed, variants):
        for p in range(s.n):
            hand = s.players[p]["hand"]
            for role in ("survey", "warfare", "colonize", "produce", "trade", "research"):
                assert E.symbols_in(s, p, hand, role) == sum(E.card_value(s, p, uid, role) for uid in hand)


def test_the_wildcard_role_counts_once_per_card_in_a_hand():
    """Adaptability: each Research card in a hand brings one symbol to any role."""
    s = fresh()
    give(s, 0, "adaptability", "techs")
    hand = [give(s, 0, "research"), give(s, 0, "research"), give(s, 0, "survey")]
    assert E.standing(s, 0).wildcard_role == "research"
    assert E.symbols_in(s, 0, hand, "survey") == sum(E.card_value(s, 0, uid, "survey") for uid in hand) == 3
    assert E.symbols_in(s, 1, hand, "survey") == 1, "without Adaptability only the Survey card counts"


@pytest.mark.parametrize("players,seed,variants", CASES)
def test_the_technologies_in_reach_are_those_research_offers(players, seed, variants):
    for s in positions(players, seed, variants):
        for p in range(s.n):
            for strength in (0, 3, 5, 7):
                buys = affordable(s, p, strength)
                techs = list(affordable_techs(s, p, strength))
                assert sorted({b.card for b in buys}) == sorted(uid for uid, _ in techs)
                assert all(E.face(s, uid) is info for uid, info in techs)


def test_planets_promised_to_an_earlier_purchase_are_still_counted():
    s = fresh()
    planet(s, 0, "drawde", up=True)
    planet(s, 0, "lyttle", up=True)
    reach = {E.face(s, uid).tech for uid, _ in affordable_techs(s, 0, 7)}
    promised = {E.face(s, uid).tech for uid, _ in affordable_techs(s, 0, 7, {"advanced": 1, "fertile": 1})}
    assert promised < reach


def shared_mutables(a, b, path="") -> list[str]:
    """Where `a` and `b` hold the same list or dict object."""
    if isinstance(a, (list, dict)) and a is b:
        return [path or "."]
    found = []
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found += shared_mutables(x, y, f"{path}[{i}]")
    elif isinstance(a, dict):
        for key in a:
            found += shared_mutables(a[key], b[key], f"{path}.{key}")
    return found


@pytest.mark.parametrize("players,seed,variants", CASES)
def test_a_clone_is_equal_and_shares_nothing_that_changes(players, seed, variants):
    for s in positions(players, seed, variants, every=23):
        copy = s.clone()
        assert copy.to_dict() == s.to_dict()
        for name, value in vars(s).items():
            if name not in ("content", "cat", "rng"):
                assert not shared_mutables(value, getattr(copy, name), name)
        assert copy.rng is not s.rng and copy.cat is s.cat
        p = s.to_act()[0] if s.to_act() else None
        if p is not None:  # the copy plays on alone
            before = s.to_dict()
            copy.apply(p, copy.legal_actions(p)[0])
            assert s.to_dict() == before
