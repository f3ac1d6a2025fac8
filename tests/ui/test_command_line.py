"""`main.py --frames N --stats`, `--screenshot` and `--automation` run the real app loop."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]


def run_main(tmp_path, *args):
    env = dict(os.environ, ORRERY_NO_VENV="1", ORRERY_HOME=str(tmp_path / "home"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          env=env, cwd=str(tmp_path), timeout=120)


def test_frames_stats_prints_frame_time_json_and_saves_the_last_frame(tmp_path):
    shot = tmp_path / "title.png"
    result = run_main(tmp_path, "--frames", "30", "--stats", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    stats = json.loads(lines[-1])
    assert {"frames", "p50_ms", "p95_ms", "max_ms"} <= set(stats)
    assert stats["frames"] == 30
    assert 0 < stats["p50_ms"] <= stats["p95_ms"] <= stats["max_ms"]
    assert stats["startup_s"] > 0  # process start to the first drawn frame
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1600, 900)
    # a drawn frame, not a blank one
    assert len({tuple(image.get_at((x, 120))) for x in range(500, 1100, 7)}) > 3


def test_automation_reports_the_title_and_its_buttons(tmp_path):
    result = run_main(tmp_path, "--frames", "20", "--automation")
    assert result.returncode == 0, result.stderr
    states = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert states and states[-1]["scene"] == "title"
    ids = {item["id"] for item in states[-1]["items"]}
    assert {"load", "settings", "quit"} <= ids
    for item in states[-1]["items"]:
        x, y, w, h = item["rect"]
        assert 0 <= x and 0 <= y and x + w <= 1600 and y + h <= 900 and w > 0 and h > 0


def test_an_unknown_game_or_bad_seats_exit_non_zero(tmp_path):
    bad_game = run_main(tmp_path, "--game", "chess", "--players", "human,human", "--frames", "1")
    assert bad_game.returncode == 2 and "unknown game" in bad_game.stderr
    bad_seats = run_main(tmp_path, "--game", "eminent_domain", "--players", "human,robot", "--frames", "1")
    assert bad_seats.returncode == 2 and "--players" in bad_seats.stderr


def test_variants_that_cannot_be_played_are_refused_before_the_game_starts(tmp_path):
    for variants, words in ((["escalation_scenarios"], "the 'escalation_scenarios' variant needs 'escalation'"),
                            (["learning", "scenarios"], "cannot be played with 'scenarios'"),
                            (["scenarois"], "did you mean 'scenarios'?")):
        args = [a for v in variants for a in ("--variant", v)]
        result = run_main(tmp_path, "--game", "eminent_domain", "--players", "human,ai:easy", "--frames", "5", *args)
        assert result.returncode == 2, result.stderr
        assert words in result.stderr and len(result.stderr.strip().splitlines()) == 1
        assert "Traceback" not in result.stderr


def test_a_screenshot_that_cannot_be_written_is_a_message_not_a_traceback(tmp_path):
    blocker = tmp_path / "a_file"
    blocker.write_text("not a folder")
    up_front = run_main(tmp_path, "--frames", "2", "--screenshot", str(blocker / "shot.png"))
    assert up_front.returncode == 2
    assert up_front.stderr.strip() == f"main.py: --screenshot: cannot save to {blocker / 'shot.png'}: " \
                                      f"{blocker} is not a folder"
    folder = run_main(tmp_path, "--frames", "2", "--screenshot", str(tmp_path))
    assert folder.returncode == 2 and "that is a folder" in folder.stderr
    too_long = tmp_path / ("n" * 300 + ".png")  # only the save itself finds this out
    at_save = run_main(tmp_path, "--frames", "2", "--screenshot", str(too_long))
    assert at_save.returncode == 1 and "Traceback" not in at_save.stderr
    assert at_save.stderr.startswith("main.py: could not save the screenshot to ")
    assert len(at_save.stderr.strip().splitlines()) == 1


def test_load_opens_a_save_file_directly_and_a_refused_one_exits_1_with_the_reason(tmp_path):
    from game.core.saves import write_save
    from tests.core.test_save_replay import an_illegal_move_for, played, rewrite

    session = played("kardashev_scale", 2 * 25 + 5)
    good = write_save(tmp_path / "mine.json", session)
    result = run_main(tmp_path, "--load", str(good), "--frames", "5", "--automation")
    assert result.returncode == 0, result.stderr
    states = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert states and states[-1]["scene"] not in ("title", "loading", "message")
    assert states[-1]["stack"][0] != "title"  # the table itself, not the title under it

    bad = write_save(tmp_path / "edited.json", session)
    edited = an_illegal_move_for(session, 2)
    rewrite(bad, lambda data: data["actions"].__setitem__(2, edited))
    result = run_main(tmp_path, "--load", str(bad), "--frames", "5")
    assert result.returncode == 1
    assert result.stderr.splitlines() == [f"main.py: --load: edited.json is damaged: move 3 of {len(session.actions)} "
                                          "cannot be played where it stands (Ann may not make it there); the save is "
                                          "refused whole."]

    result = run_main(tmp_path, "--load", str(tmp_path / "none.json"), "--frames", "5")
    assert result.returncode == 1 and result.stderr.splitlines() == ["main.py: --load: The save none.json no longer exists."]
    result = run_main(tmp_path, "--load", str(good), "--game", "kardashev_scale", "--frames", "5")
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1 and "--load" in result.stderr
