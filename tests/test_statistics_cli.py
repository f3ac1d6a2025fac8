"""`main.py --statistics [--json]`: your record as a table or one JSON object."""

import json

from game.core import record
from tests.core.test_record import entry
from tests.test_cli import run


def write_record(home, games):
    home.mkdir(parents=True, exist_ok=True)
    record.write(record.record_path(home), {**record.empty(), "games": games})


GAMES = [entry("g1", 1, [("Ann", "human", "", 30, 1), ("Hard bot 2", "ai", "hard", 20, 2)], game="kardashev_scale"),
         entry("g2", 2, [("Ann", "human", "", 18, 2), ("Hard bot 2", "ai", "hard", 25, 1)], game="kardashev_scale"),
         entry("g3", 3, [("Ann", "human", "", 0, 0), ("Easy bot 2", "ai", "easy", 0, 0)], record.ABANDONED,
               game="eminent_domain")]


def test_statistics_json_is_one_object_with_every_figure(tmp_path):
    home = tmp_path / "home"
    write_record(home, GAMES)
    (home / "saves").mkdir()
    (home / "saves" / "autosave-kardashev_scale-g2.json").write_text("{}")
    out = run("--statistics", "--json", env_extra={"ORRERY_HOME": str(home)})
    assert out.returncode == 0 and out.stderr == ""
    figures = json.loads(out.stdout)
    assert figures["format"] == "orrery-statistics" and figures["version"] == 1
    assert list(figures["games"]) == ["kardashev_scale", "ascending_empires", "eminent_domain"]
    ks = figures["games"]["kardashev_scale"]
    ann = ks["players"]["Ann"]
    assert (ann["played"], ann["won"], ann["best_score"], ann["average_score"]) == (2, 1, 30, 24)
    assert ann["by_opponent_level"] == {"hard": {"played": 2, "won": 1}}
    assert ann["rating"]["sigma"] < 25 / 3 and set(ks["levels"]) >= {"easy", "medium", "hard", "expert"}
    assert [(g["save_id"], g["replay"]) for g in ks["last_games"]] == [("g2", "saved"), ("g1", "deleted")]
    ed = figures["games"]["eminent_domain"]
    assert ed["abandoned"] == 1 and ed["finished"] == 0 and ed["players"]["Ann"]["rating"] is None
    assert ed["last_games"][0]["replay"] == "unfinished"


def test_statistics_prints_a_table(tmp_path):
    home = tmp_path / "home"
    write_record(home, GAMES)
    out = run("--statistics", env_extra={"ORRERY_HOME": str(home)})
    assert out.returncode == 0
    text = out.stdout
    assert "Kardashev Scale: 2 finished, 0 abandoned" in text
    assert "Eminent Domain: 0 finished, 1 abandoned" in text
    assert "Ann: won against hard 1/2; at 2 players 1/2" in text
    assert "replay deleted" in text and "Hard bot 2 won" in text and "unfinished: Load continues it" in text


def test_statistics_with_a_damaged_record_sets_it_aside_and_says_so(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "record.json").write_text("{\"format\": \"orrery-record\", \"version\": 1, \"games\": [")
    out = run("--statistics", "--json", env_extra={"ORRERY_HOME": str(home)})
    assert out.returncode == 0
    assert "Your record was damaged" in out.stderr and len(out.stderr.strip().splitlines()) == 1
    assert all(not game["players"] for game in json.loads(out.stdout)["games"].values())
    assert len(list(home.glob("record.damaged-*.json"))) == 1 and not (home / "record.json").exists()


def test_statistics_with_no_record_says_nothing_was_played(tmp_path):
    out = run("--statistics", env_extra={"ORRERY_HOME": str(tmp_path / "new")})
    assert out.returncode == 0 and "Kardashev Scale: 0 finished, 0 abandoned" in out.stdout


def test_statistics_from_a_newer_orrery_is_one_line_and_exit_1(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "record.json").write_text(json.dumps({"format": "orrery-record", "version": 7, "games": []}))
    out = run("--statistics", env_extra={"ORRERY_HOME": str(home)})
    assert out.returncode == 1 and out.stdout == ""
    assert out.stderr.startswith("main.py: record.json was written by a newer Orrery") and out.stderr.count("\n") == 1
