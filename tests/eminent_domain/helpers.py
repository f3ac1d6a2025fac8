"""Shared helpers for the Eminent Domain tests: content, new games, random play, conservation."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from game.core.config import GameConfig, Seat
from game.core.content.service import load_game_content
from game.core.rng import Rng
from game.eminent_domain import GAME
from game.eminent_domain.rules import empire as E


@lru_cache(maxsize=1)
def content():
    result = load_game_content("eminent_domain")
    assert result.ok, result.errors
    return result.content


def new_game(players=2, seed=1, variants=()):
    config = GameConfig("eminent_domain", tuple(Seat(f"P{i + 1}") for i in range(players)), tuple(variants), seed)
    offered = {x.id: x.available for x in content().variants}
    if not all(offered.get(v, True) for v in variants):
        from game.eminent_domain.rules.setup import new_game as setup_new_game

        return setup_new_game(content(), config, allow_unavailable=True)  # a variant still being built
    return GAME.new_state(content(), config)


def random_step(s, rng):
    p = s.to_act()[0]
    actions = s.legal_actions(p)
    action = actions[rng.randrange(len(actions))]
    return p, action, s.apply(p, action)


def play_random(s, seed=0, check=None, limit=5000):
    rng = Rng(seed)
    steps = 0
    while not s.is_terminal():
        random_step(s, rng)
        steps += 1
        if check:
            check(s)
        assert steps < limit
    return s


def card_places(s) -> Counter:
    """How many places hold each card uid (must be exactly one each)."""
    places = Counter()
    for pl in s.players:
        for zone in ("deck", "hand", "discard", "played", "techs"):
            places.update(pl[zone])
        for rec in pl["planets"]:
            places.update(rec["col"])
    for stack in s.stacks.values():
        places.update(stack)
    places.update(s.tech_supply)
    places.update(s.removed)
    return places


def planet_places(s) -> Counter:
    places = Counter()
    for pl in s.players:
        places.update(r["uid"] for r in pl["planets"])
    places.update(s.planet_deck)
    places.update(s.planet_discard)
    places.update(s.planet_box)
    for task in s.tasks:
        if task.kind in ("survey", "start_planet"):  # planets being looked at (survey, Escalation's start)
            places.update(task.planets)
    return places


def assert_conserved(s):
    cards = card_places(s)
    assert sorted(cards) == list(range(len(s.card_face))), "a card is missing"
    assert set(cards.values()) == {1}, "a card is in two places"
    planets = planet_places(s)
    assert sorted(planets) == list(range(len(s.planet_def)))
    assert set(planets.values()) == {1}
    for p, pl in enumerate(s.players):
        assert pl["fighters"] >= 0 and pl["destroyers"] >= 0 and 0 <= pl["battlecruiser"] <= 1
        for rec in pl["planets"]:
            assert rec["cv"] == sum(max(1, E.card_value(s, p, c, "colonize")) for c in rec["col"])
