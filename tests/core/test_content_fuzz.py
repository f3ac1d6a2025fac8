"""The content fuzz: the built-in content of each game, broken in every way a modder might break
it, at random places. Each mutation must be either refused with located errors (file:line:col)
or accepted with content that still builds a playable game (a new state and a few legal moves):
never an exception, never a hang. Seeded; ORRERY_SOAK=1 tries many more of each kind.

Run with `-s` to see how many mutations of each kind were tried and refused."""

from __future__ import annotations

import os
import re
import shutil
import threading
from collections import Counter

import pytest

from game.core.config import GameConfig, Seat
from game.core.content.loader import BUILTIN_CONTENT, INTERNAL_PROBLEM, load_content
from game.core.registry import game_ids, get_game, players_problem
from game.core.rng import Rng

from .content_fuzz import MUTATIONS

SOAK = os.environ.get("ORRERY_SOAK") == "1"
PER_KIND = 30 if SOAK else 2  # mutations of each kind, per game
GAMES = game_ids()
LOCATED = re.compile(r"^\S[^\n]*:\d+:\d+: \S")
HANG_LIMIT = 60.0  # seconds: a guard against a hang, not a measure of speed
MOVES = 6


def _play_a_little(definition, content, rng: Rng) -> None:
    counts = [n for n in range(definition.min_players, definition.max_players + 1)
              if players_problem(definition, n) is None]
    players = rng.choice(counts)
    config = GameConfig(definition.id, tuple(Seat(f"P{i + 1}") for i in range(players)), (), rng.randrange(10_000))
    state = definition.new_state(content, config)
    for _ in range(MOVES):
        if state.is_terminal():
            return
        player = state.to_act()[0]
        actions = state.legal_actions(player)
        assert actions, f"player {player} must act but has no legal action"
        state.apply(player, rng.choice(actions))


def _judge(definition, root, rng: Rng) -> str:
    """'refused' or 'accepted'; raises AssertionError for anything else."""
    outcome: dict = {}

    def run():
        try:
            result = load_content(definition.content_spec, root)
            outcome["errors"] = result.errors
            if result.ok:
                _play_a_little(definition, result.content, rng)
        except BaseException as exc:  # noqa: BLE001 - reported below with the mutation
            outcome["exception"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(HANG_LIMIT)
    assert not worker.is_alive(), f"loading or playing did not finish in {HANG_LIMIT:g} s"
    if "exception" in outcome:
        raise AssertionError(f"{type(outcome['exception']).__name__}: {outcome['exception']}") from outcome["exception"]
    errors = outcome["errors"]
    unlocated = [str(e) for e in errors if not LOCATED.match(str(e))]
    assert not unlocated, f"errors without file:line:col: {unlocated}"
    internal = [str(e) for e in errors if INTERNAL_PROBLEM in str(e)]
    assert not internal, f"a check or build step failed: {internal}"
    return "refused" if errors else "accepted"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_mutation_is_refused_with_a_location_or_still_plays(game_id, tmp_path, capsys):
    definition = get_game(game_id)
    shutil.copytree(BUILTIN_CONTENT / game_id, tmp_path / game_id)
    files = sorted((tmp_path / game_id).glob("*.yaml"))
    originals = {f: f.read_text(encoding="utf-8") for f in files}
    rng = Rng(sum(map(ord, game_id)))
    tried, refused = Counter(), Counter()
    for mutation in MUTATIONS:
        for _ in range(PER_KIND * 10):
            if tried[mutation.name] >= PER_KIND:
                break
            file = rng.choice(files)
            data = mutation.apply(originals[file], rng)
            if data is None:  # this file has no place for this kind
                continue
            file.write_bytes(data)
            try:
                verdict = _judge(definition, tmp_path, rng)
            except AssertionError as failure:
                kept = tmp_path.parent / f"fuzz-failure-{game_id}-{mutation.name}-{file.name}"
                kept.write_bytes(data)
                raise AssertionError(f"{mutation.name} in {file.name} (kept in {kept}): {failure}") from failure
            finally:
                file.write_text(originals[file], encoding="utf-8")
            tried[mutation.name] += 1
            refused[mutation.name] += verdict == "refused"
        assert tried[mutation.name] == PER_KIND, f"{mutation.name} found no place in {game_id}'s files"
    with capsys.disabled():
        print(f"\ncontent fuzz, {game_id}: {sum(tried.values())} mutations tried, {sum(refused.values())} refused")
        for mutation in MUTATIONS:
            print(f"  {mutation.name:15} tried {tried[mutation.name]:3}  refused {refused[mutation.name]:3}")
    # Kinds that can never be right: each must always be refused.
    for kind in ("nan_inf", "huge_number", "alias_bomb", "self_alias", "deep_nesting", "bad_utf8_byte",
                 "duplicate_key", "unknown_key"):
        assert refused[kind] == tried[kind], kind
