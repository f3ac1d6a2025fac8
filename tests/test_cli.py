"""The command-line surface works as documented (README and `--help`)."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args, env_extra=None, timeout=120):
    env = dict(os.environ, ORRERY_NO_VENV="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.update(env_extra or {})
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          env=env, timeout=timeout, cwd="/")  # any working directory must do


def test_help_lists_the_whole_surface():
    out = run("--help")
    assert out.returncode == 0
    for option in ("--test", "--game", "--players", "--seed", "--variant", "--simulate", "--games", "--jobs",
                   "--json", "--check-content", "--content", "--mod", "--dump-content", "--list-effects",
                   "--bench", "--frames", "--stats", "--screenshot", "--automation", "--version"):
        assert option in out.stdout, option


def test_version():
    out = run("--version")
    assert out.returncode == 0 and out.stdout.startswith("Orrery ")


def test_check_content_fails_with_one_line_per_error(tmp_path):
    from game.core.registry import available_game_ids

    games = available_game_ids()
    if not games:
        pytest.skip("no game registered yet")
    broken = tmp_path / "content"
    shutil.copytree(ROOT / "content", broken)
    target = sorted((broken / games[0]).glob("*.yaml"))[0]
    target.write_text(target.read_text() + "\nnot_a_section: 1\nnot_a_section: 2\n")
    out = run("--check-content", "--content", str(broken))
    assert out.returncode == 1
    lines = [line for line in out.stdout.splitlines() if line.strip()]
    assert len(lines) >= 2
    assert all(":" in line and target.name in line for line in lines[:2])


def test_unknown_game_is_a_clear_message():
    out = run("--list-effects", "chess")
    assert out.returncode == 2 and "unknown game 'chess'" in out.stderr


def test_simulate_refuses_human_seats_and_bad_specs():
    out = run("--simulate", "kardashev_scale", "--players", "human,ai:easy", "--games", "1")
    assert out.returncode == 2
    out = run("--simulate", "kardashev_scale", "--players", "ai:superb,ai:easy", "--games", "1")
    assert out.returncode == 2 and "LEVEL" in out.stderr


def test_set_up_failure_prints_the_manual_commands(tmp_path):
    """With no package index reachable, first-run set-up explains itself and exits non-zero."""
    shutil.copy(ROOT / "main.py", tmp_path / "main.py")
    shutil.copy(ROOT / "requirements.txt", tmp_path / "requirements.txt")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PIP_", "ORRERY_NO_VENV"))}
    env.update(PIP_NO_INDEX="1", PIP_FIND_LINKS="", PIP_CONFIG_FILE=os.devnull, PIP_DISABLE_PIP_VERSION_CHECK="1")
    out = subprocess.run([sys.executable, str(tmp_path / "main.py")], capture_output=True, text=True,
                         env=env, timeout=300)
    assert out.returncode != 0
    assert "Orrery could not start" in out.stderr
    assert "-m venv .venv" in out.stderr and "pip install -r requirements.txt" in out.stderr


@pytest.mark.parametrize("variants, words", [
    (["escalation_scenarios"], "needs 'escalation'"),
    (["learning", "scenarios"], "'learning' variant cannot be played with 'scenarios'"),
    (["escalatoin"], "did you mean 'escalation'?"),
])
def test_simulate_refuses_variants_that_cannot_be_played_in_one_line(variants, words):
    args = [a for v in variants for a in ("--variant", v)]
    out = run("--simulate", "eminent_domain", "--players", "ai:random,ai:random", "--games", "1", *args)
    assert out.returncode == 2 and out.stdout == ""
    assert words in out.stderr and len(out.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("option", ["--games", "--frames"])
@pytest.mark.parametrize("value", ["0", "-2"])
def test_counts_below_one_are_refused_in_one_line(option, value):
    out = run("--simulate", "kardashev_scale", "--players", "ai:random,ai:random", option, value)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.strip() == f"main.py: {option} needs a number of 1 or more, got {value}"
