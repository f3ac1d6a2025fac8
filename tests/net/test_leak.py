"""Whole games over loopback, every seat a headless client, every byte each seat was sent kept:
no frame holds anything another seat may not see (leaks.py says what), and every seat ends with
the same result and the same fingerprint of the final state."""

import os

import pytest

from game.core.saves import autosave_path, read_checked_body

from .helpers import ServerThread, content, play_seats, seat_options
from .leaks import leaks, positions

TABLES = [  # (game, network seats' players, the server's computers)
    ("kardashev_scale", ["ai:easy", "ai:random", "ai:easy"], ["easy"]),
    ("eminent_domain", ["ai:easy", "ai:random"], ["easy"]),
    ("ascending_empires", ["ai:easy", "ai:easy"], []),
]


def play_recorded(tmp_path, game_id, players, computers, seed=7, variants=()):
    frames = [[] for _ in players]
    with ServerThread(tmp_path) as server:
        table = f"leak-{game_id}"
        creator = seat_options(server.url, table, players[0], create=game_id, seats=len(players) + len(computers),
                               computers=tuple(computers), seed=seed, raw_log=frames[0], variants=tuple(variants))
        joiners = [seat_options(server.url, table, spec, raw_log=frames[i + 1]) for i, spec in enumerate(players[1:])]
        results = play_seats(creator, joiners)
        problems = list(server.lines)
    meta = read_checked_body(tmp_path / f"{table}.json", "orrery-net-table")
    states = positions(autosave_path(tmp_path / "saves", game_id, meta["save"]), content)
    return results, frames, states, problems


@pytest.mark.parametrize("game_id, players, computers", TABLES, ids=[t[0] for t in TABLES])
def test_no_seat_receives_what_another_seat_hides_across_a_whole_game(tmp_path, game_id, players, computers):
    results, frames, states, server_lines = play_recorded(tmp_path, game_id, players, computers)
    assert states[-1].is_terminal()
    assert len({r["final"] for r in results}) == 1 and len({r["winner"] for r in results}) == 1
    assert not server_lines, server_lines
    for seat, seat_frames in enumerate(frames):
        assert len(seat_frames) > len(states) // 4  # the seat heard the game
        found = leaks(game_id, states, seat_frames, seat)
        assert found == [], found[:5]
    if game_id == "ascending_empires":  # scans happened: each seat heard its own, and the others' without it
        assert all(any('"kind":"scan"' in f for f in seat_frames) for seat_frames in frames)
        assert any(any('"private"' in f for f in seat_frames) for seat_frames in frames)


def test_the_leak_check_catches_a_server_that_sends_the_true_state(tmp_path, monkeypatch):
    """A server whose views were the true state (every card showing) fails the check: it can fail."""
    from game.net import seat_view

    monkeypatch.setattr(seat_view, "view_for", lambda session, seat: session.state.to_dict())
    results, frames, states, _ = play_recorded(tmp_path, "kardashev_scale", ["ai:random", "ai:random"], [])
    found = leaks("kardashev_scale", states, frames[0], 0)
    assert any("not the game's own view" in p for p in found)
    assert any("RNG" in p for p in found) and any("deck card" in p for p in found)


SOAK_TABLES = [
    ("kardashev_scale", ["ai:medium", "ai:easy", "ai:random", "ai:easy", "ai:random"], ["hard"]),
    ("eminent_domain", ["ai:medium", "ai:easy", "ai:random", "ai:easy"], ["easy"]),
    ("ascending_empires", ["ai:easy", "ai:random", "ai:easy", "ai:easy"], []),
]


@pytest.mark.skipif(os.environ.get("ORRERY_SOAK") != "1", reason="long: ORRERY_SOAK=1")
@pytest.mark.parametrize("game_id, players, computers", SOAK_TABLES, ids=[t[0] for t in SOAK_TABLES])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_soak_big_tables_leak_nothing(tmp_path, game_id, players, computers, seed):
    variants = ("escalation",) if game_id == "eminent_domain" else ()
    results, frames, states, server_lines = play_recorded(tmp_path, game_id, players, computers, seed, variants)
    assert len({r["final"] for r in results}) == 1 and not server_lines
    for seat, seat_frames in enumerate(frames):
        assert leaks(game_id, states, seat_frames, seat) == []
