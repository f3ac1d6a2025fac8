"""The engine contract checks (DESIGN.md section 2), for any registered game: random seeded
playouts end without error, the same seed gives the same game, a save round-trip gives back the
same state at every step, views hide the RNG and offer the same choices, and every legal action
is described in words. test_conformance.py runs them on every registered game; a test game runs
them on itself once registered (tests/core/test_fourth_game.py).

Each check takes the game's id and optionally a content folder (default the built-in content/);
the table sizes come from the game's GameDefinition.conformance."""

from __future__ import annotations

import json
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.config import GameConfig, Seat
from game.core.content.service import load_game_content
from game.core.playout import play_out
from game.core.registry import get_game
from game.core.rng import Rng

MAX_ACTIONS = 20_000
SOAK = os.environ.get("ORRERY_SOAK") == "1"

_content: dict = {}


def content_of(game_id: str, content_root=None):
    key = (game_id, content_root)
    if key not in _content:
        result = load_game_content(game_id, content_root)
        assert result.ok, "\n".join(map(str, result.errors))
        _content[key] = result.content
    return _content[key]


def setup(game_id: str, players: int, seed: int, content_root=None):
    """(definition, content, a fresh state) for a table of random seats."""
    definition = get_game(game_id)  # a game that fails to import fails here, by name
    content = content_of(game_id, content_root)
    seats = tuple(Seat(f"P{i + 1}", "ai", "random") for i in range(players))
    needed = definition.variant_players.get(players)  # e.g. a fifth seat's expansion
    variants = (needed,) if needed else ()
    return definition, content, definition.new_state(content, GameConfig(game_id, seats, variants, seed))


def table_sizes(game_id: str, soak: bool = False) -> list[int]:
    """The table sizes the checks play: the game's plan for every run, or its soak-only sizes."""
    definition = get_game(game_id)
    plan = definition.conformance
    if soak:
        return sorted(set(plan.soak_players))
    return sorted(set(plan.players or (definition.min_players, definition.max_players)))


def random_playout(state, rng, check_each_step=None) -> list:
    """Play to the end at random (who acts among several, then what), checking each step."""
    actions = []

    def choose(s, player, legal):
        assert len(set(legal)) == len(legal), "legal actions must not repeat"
        return legal[rng.randrange(len(legal))]

    def done(s, player, action, events):
        actions.append((player, action))
        if check_each_step:
            check_each_step(s)

    play_out(state, choose, max_actions=MAX_ACTIONS, pick_player=lambda to_act: to_act[rng.randrange(len(to_act))],
             on_action=done)
    return actions


def random_games_end_and_are_reproducible(game_id, sizes, content_root=None):
    for players in sizes:
        seed = players  # one seed per table size, each game replayed twice
        _, _, first = setup(game_id, players, seed, content_root)
        actions_a = random_playout(first, Rng(seed))
        _, _, second = setup(game_id, players, seed, content_root)
        actions_b = random_playout(second, Rng(seed))
        assert actions_a == actions_b
        assert first.to_dict() == second.to_dict()
        outcome = first.outcome()
        assert outcome is not None and outcome.winners
        assert sorted(r.player for r in outcome.results) == list(range(players))


def save_round_trip_at_every_step(game_id, players, content_root=None, every: int = 1):
    """A save of the state survives real JSON and plays on alike, at every step (or every
    `every` steps, and at the end)."""
    definition, content, state = setup(game_id, players, 11, content_root)
    codec = definition.action_codec
    steps = [0]

    def check(s):
        steps[0] += 1
        if steps[0] % every and not s.is_terminal():
            return
        data = json.loads(json.dumps(s.to_dict()))  # must survive real JSON
        again = definition.state_class.from_dict(content, data)
        assert again.to_dict() == s.to_dict()
        assert again.is_terminal() == s.is_terminal()
        if not s.is_terminal():
            player = s.to_act()[0]
            legal = s.legal_actions(player)
            assert again.legal_actions(player) == legal
            assert [codec.from_dict(json.loads(json.dumps(codec.to_dict(a)))) for a in legal] == legal

    check(state)
    random_playout(state, Rng(11), check)


def views_hide_the_rng_and_offer_the_same_choices(game_id, players, content_root=None):
    _, _, state = setup(game_id, players, 5, content_root)
    rng = Rng(5)
    for _ in range(40):
        if state.is_terminal():
            break
        secret = json.dumps(state.rng.to_list())
        for player in range(players):
            view = state.view(player)
            assert secret not in json.dumps(view.to_dict()), "a view must not reveal the RNG state"
            if player in state.to_act():
                assert view.legal_actions(player) == state.legal_actions(player), \
                    "a player's view must offer the same choices as the real state"
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        state.apply(player, legal[rng.randrange(len(legal))])


def hypothesis_playouts(game_id, players, content_root=None):
    @settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.data(), st.integers(0, 10_000))
    def run(data, seed):
        _, _, state = setup(game_id, players, seed, content_root)
        steps = 0
        while not state.is_terminal() and steps < 400:
            to_act = state.to_act()
            player = to_act[data.draw(st.integers(0, len(to_act) - 1))]
            legal = state.legal_actions(player)
            state.apply(player, legal[data.draw(st.integers(0, len(legal) - 1))])
            steps += 1

    run()


def every_legal_action_is_described_in_words(game_id, players, content_root=None):
    """describe(action) is what the Undo button says ("Undo: buy Dyson Swarm"): plain words for
    every action a player may take, never a class name."""
    _, _, state = setup(game_id, players, 7, content_root)
    rng = Rng(7)
    for _ in range(150):
        if state.is_terminal():
            break
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        for action in legal[:40]:
            text = state.describe(action)
            assert isinstance(text, str) and text and text[:1] == text[:1].lower(), (action, text)
            assert type(action).__name__ not in text and repr(action) not in text, (action, text)
        state.apply(player, legal[rng.randrange(len(legal))])


def run_all(game_id, content_root=None, soak: bool = False) -> None:
    """Every check on one registered game, at its planned table sizes."""
    sizes = table_sizes(game_id, soak)
    if not sizes:
        return
    random_games_end_and_are_reproducible(game_id, sizes, content_root)
    save_round_trip_at_every_step(game_id, sizes[-1], content_root,
                                  1 if soak else get_game(game_id).conformance.round_trip_every)
    views_hide_the_rng_and_offer_the_same_choices(game_id, sizes[0], content_root)
    hypothesis_playouts(game_id, sizes[0], content_root)
    every_legal_action_is_described_in_words(game_id, sizes[-1], content_root)
