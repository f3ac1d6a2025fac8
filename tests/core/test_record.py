"""Your record: recording games, the figures, ratings, a damaged file, Reset."""

from __future__ import annotations

import json

import pytest

from game.core import record as record_module
from game.core.config import GameConfig, Seat
from game.core.ratings import Rating, duel_gap, level_ratings, player_ratings
from game.core.record import (ABANDONED, FINISHED, RecordError, RecordKeeper, entry_of, load, put, record_path, reset,
                              take_back_abandoned, watch)
from game.core.session import GameSession
from game.core.statistics import LAST_GAMES, game_summary, summary
from tests.core.toygame import CONTENT, GAME


def duel(names=("Ann", "Bob"), kinds=("human", "ai"), seed=3) -> GameSession:
    seats = tuple(Seat(n, k, "easy") for n, k in zip(names, kinds))
    return GameSession.start(GAME, CONTENT, GameConfig("toy_duel", seats, (), seed))


def play_to_the_end(session) -> GameSession:
    while not session.state.is_terminal():
        for player in list(session.state.to_act()):
            session.apply(player, session.state.legal_actions(player)[0])
    return session


def entry(save_id, when, seats, status=FINISHED, game="toy_duel"):
    """A recorded game by hand: seats as (name, kind, level, score, rank)."""
    rows = []
    for name, kind, level, score, rank in seats:
        row = {"name": name, "kind": kind, "level": level}
        if status == FINISHED:
            row.update(score=score, rank=rank, lines=[["Base VP", score - 2], ["Bonus", 2]])
        rows.append(row)
    return {"save_id": save_id, "game": game, "title": "Toy", "status": status, "ended_unix": when,
            "ended_at": "", "variants": [], "moves": 10, "save_file": f"autosave-{game}-{save_id}.json", "seats": rows}


ROWS = [{"seats": ["hard", "easy"], "variants": [], "finished": 200, "wins": 176, "ties": 0},
        {"seats": ["medium", "easy"], "variants": [], "finished": 200, "wins": 146, "ties": 0},
        {"seats": ["hard", "random"], "variants": [], "finished": 200, "wins": 200, "ties": 0}]


# --- recording ------------------------------------------------------------------------------------
def test_a_session_played_to_its_end_is_recorded_once_with_its_outcome(tmp_path):
    keeper = RecordKeeper(lambda: tmp_path)
    session = duel()
    watch(session, keeper)
    play_to_the_end(session)
    session.left()  # its table put away after the end: still one finished game
    keeper.flush()
    games = load(record_path(tmp_path)).data["games"]
    assert len(games) == 1
    recorded = games[0]
    outcome = session.state.outcome()
    assert recorded["status"] == FINISHED and recorded["save_id"] == session.save_id
    assert recorded["moves"] == len(session.actions) and recorded["game"] == "toy_duel"
    for player, seat in enumerate(recorded["seats"]):
        result = outcome.result_of(player)
        assert seat["score"] == result.score and seat["rank"] == result.rank
        assert seat["lines"] == [[line.label, line.points] for line in result.breakdown]
    assert [s["name"] for s in recorded["seats"]] == ["Ann", "Bob"] and recorded["seats"][1]["level"] == "easy"
    assert keeper.message == ""


def test_a_game_left_halfway_is_abandoned_until_it_is_played_on(tmp_path):
    keeper = RecordKeeper(lambda: tmp_path)
    session = duel()
    watch(session, keeper)
    session.apply(0, session.state.legal_actions(0)[0])
    session.left()
    keeper.flush()
    games = load(record_path(tmp_path)).data["games"]
    assert [g["status"] for g in games] == [ABANDONED] and "score" not in games[0]["seats"][0]
    keeper.resumed(session.save_id)  # Continue: no longer abandoned
    keeper.flush()
    assert load(record_path(tmp_path)).data["games"] == []
    play_to_the_end(session)
    keeper.flush()
    assert [g["status"] for g in load(record_path(tmp_path)).data["games"]] == [FINISHED]
    keeper.resumed(session.save_id)  # a finished game is never taken back
    keeper.flush()
    assert len(load(record_path(tmp_path)).data["games"]) == 1


def test_put_replaces_the_same_game_and_take_back_touches_only_abandoned_entries():
    data = record_module.empty()
    data = put(data, entry("a", 1, [("Ann", "human", "", 5, 1)], ABANDONED))
    data = put(data, entry("b", 2, [("Ann", "human", "", 5, 1)]))
    data = put(data, entry("a", 3, [("Ann", "human", "", 7, 1)]))
    assert [(g["save_id"], g["status"]) for g in data["games"]] == [("b", FINISHED), ("a", FINISHED)]
    assert take_back_abandoned(data, "a") == data


# --- the file -------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["{not json", json.dumps({"format": "orrery-record", "version": 1, "games": [{}]}),
                                  json.dumps([1, 2]), "\udcff"])
def test_a_damaged_record_is_set_aside_with_a_message_and_a_fresh_one_started(tmp_path, text):
    path = record_path(tmp_path)
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    loaded = load(path)
    assert loaded.data == record_module.empty()
    aside = list(tmp_path.glob("record.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == text.encode("utf-8", "surrogateescape")
    assert "damaged" in loaded.message and aside[0].name in loaded.message
    assert not path.exists()
    keeper = RecordKeeper(lambda: tmp_path)  # the next game recorded starts the new file
    session = play_to_the_end(duel())
    keeper.finished(session)
    keeper.flush()
    assert len(load(path).data["games"]) == 1


def test_a_record_from_a_newer_orrery_is_left_alone(tmp_path):
    path = record_path(tmp_path)
    newer = json.dumps({"format": "orrery-record", "version": 99, "games": "whatever"})
    path.write_text(newer)
    with pytest.raises(RecordError, match="newer Orrery"):
        load(path)
    keeper = RecordKeeper(lambda: tmp_path)
    keeper.finished(play_to_the_end(duel()))
    keeper.flush()
    assert path.read_text() == newer and "newer Orrery" in keeper.message


def test_reset_leaves_an_empty_record(tmp_path):
    path = record_path(tmp_path)
    keeper = RecordKeeper(lambda: tmp_path)
    keeper.finished(play_to_the_end(duel()))
    keeper.flush()
    assert load(path).data["games"]
    reset(path)
    assert load(path).data == record_module.empty()
    keeper.finished(play_to_the_end(duel(seed=4)))
    keeper.reset()
    keeper.flush()
    assert load(path).data == record_module.empty() and not list(tmp_path.glob(".tmp-*"))


# --- the figures ----------------------------------------------------------------------------------
def test_the_figures_count_games_wins_levels_sizes_scores_and_streaks():
    entries = [
        entry("1", 1, [("Ann", "human", "", 10, 1), ("E", "ai", "easy", 5, 2)]),
        entry("2", 2, [("Ann", "human", "", 8, 2), ("H", "ai", "hard", 12, 1)]),
        entry("3", 3, [("Ann", "human", "", 14, 1), ("H", "ai", "hard", 9, 2), ("Bo", "human", "", 3, 3)]),
        entry("4", 4, [("Ann", "human", "", 12, 1), ("E", "ai", "easy", 12, 1)]),  # a shared win
        entry("5", 5, [("Ann", "human", "", 0, 0), ("E", "ai", "easy", 0, 0)], ABANDONED),
        entry("6", 6, [("Ann", "human", "", 2, 2), ("E", "ai", "easy", 9, 1)]),
    ]
    figures = game_summary("toy_duel", "Toy", entries, ROWS)
    ann = figures["players"]["Ann"]
    assert (ann["played"], ann["won"], ann["abandoned"]) == (5, 3, 1)
    assert ann["by_opponent_level"] == {"easy": {"played": 3, "won": 2}, "hard": {"played": 2, "won": 1},
                                        "human": {"played": 1, "won": 1}}
    assert ann["by_player_count"] == {"2": {"played": 4, "won": 2}, "3": {"played": 1, "won": 1}}
    assert ann["best_score"] == 14 and ann["average_score"] == round((10 + 8 + 14 + 12 + 2) / 5, 2)
    assert ann["score_by_source"] == {"Base VP": round((8 + 6 + 12 + 10 + 0) / 5, 2), "Bonus": 2.0}
    assert ann["longest_winning_streak"] == 2  # games 3 and 4
    assert figures["finished"] == 5 and figures["abandoned"] == 1
    assert set(figures["players"]) == {"Ann", "Bo"}  # computer seats are levels, not players
    last = figures["last_games"]
    assert [g["save_id"] for g in last] == ["6", "5", "4", "3", "2", "1"]
    assert last[0]["winners"] == ["E"] and last[1]["status"] == ABANDONED and not last[1]["rated"]
    assert last[0]["save_file"] == "autosave-toy_duel-6.json"


def test_only_the_last_twenty_games_are_listed_newest_first():
    entries = [entry(str(i), i, [("Ann", "human", "", i, 1), ("E", "ai", "easy", 0, 2)]) for i in range(30)]
    last = game_summary("toy_duel", "Toy", entries, ROWS)["last_games"]
    assert len(last) == LAST_GAMES == 20 and [g["save_id"] for g in last] == [str(i) for i in range(29, 9, -1)]


def test_summary_lists_every_game_in_order_and_keeps_games_no_longer_registered():
    data = put(record_module.empty(), entry("x", 1, [("Ann", "human", "", 3, 1)], game="gone_game"))
    result = summary(data, [("toy_duel", "Toy"), ("other", "Other")], lambda game_id: [])
    assert list(result["games"]) == ["toy_duel", "other", "gone_game"] and result["version"] == 1
    assert result["games"]["toy_duel"]["finished"] == 0
    assert result["games"]["gone_game"]["players"]["Ann"]["played"] == 1


# --- ratings --------------------------------------------------------------------------------------
def test_level_ratings_follow_the_measured_win_rates_with_medium_at_25():
    levels = level_ratings(ROWS)
    assert levels["medium"].mu == 25.0
    assert levels["easy"].mu == pytest.approx(25.0 - duel_gap(146, 200))
    assert levels["hard"].mu == pytest.approx(levels["easy"].mu + duel_gap(176, 200))
    assert levels["random"].mu == pytest.approx(levels["hard"].mu - duel_gap(200, 200))
    assert levels["random"].mu < levels["easy"].mu < levels["medium"].mu < levels["hard"].mu
    assert "expert" not in levels  # never measured: games against it are not rated


def test_level_ratings_pool_and_fit_rows_of_the_same_pair():
    rows = ROWS + [{"seats": ["hard", "easy"], "variants": ["x"], "finished": 200, "wins": 176, "ties": 0}]
    pooled = level_ratings(rows)
    assert pooled["hard"].mu == pytest.approx(pooled["easy"].mu + duel_gap(352, 400), abs=1e-6)
    assert level_ratings([]) == {} and level_ratings([ROWS[2]]) == {}  # nothing links to medium


def test_beating_a_stronger_level_raises_a_rating_more_and_abandoned_games_are_not_rated():
    levels = level_ratings(ROWS)
    beat_easy = player_ratings([entry("1", 1, [("Ann", "human", "", 9, 1), ("E", "ai", "easy", 3, 2)])], levels)
    beat_hard = player_ratings([entry("1", 1, [("Ann", "human", "", 9, 1), ("H", "ai", "hard", 3, 2)])], levels)
    assert beat_hard["Ann"].mu > beat_easy["Ann"].mu > 25.0
    assert beat_easy["Ann"].sigma < 25.0 / 3
    lost = player_ratings([entry("1", 1, [("Ann", "human", "", 3, 2), ("E", "ai", "easy", 9, 1)])], levels)
    assert lost["Ann"].mu < 25.0
    abandoned = entry("1", 1, [("Ann", "human", "", 0, 0), ("H", "ai", "hard", 0, 0)], ABANDONED)
    unknown = entry("2", 2, [("Ann", "human", "", 9, 1), ("X", "ai", "expert", 3, 2)])
    assert player_ratings([abandoned, unknown], levels) == {}
    both = player_ratings([entry("1", 1, [("Ann", "human", "", 9, 1), ("Bo", "human", "", 3, 2)])], levels)
    assert both["Ann"].mu > 25.0 > both["Bo"].mu
    assert isinstance(both["Ann"], Rating) and both["Ann"].ordinal == both["Ann"].mu - 3 * both["Ann"].sigma


def test_entry_of_an_unfinished_game_keeps_no_scores():
    session = duel()
    recorded = entry_of(session, ABANDONED, "autosave-x.json", when=100.0)
    assert recorded["status"] == ABANDONED and recorded["save_file"] == "autosave-x.json"
    assert recorded["ended_unix"] == 100.0 and all("score" not in s for s in recorded["seats"])
