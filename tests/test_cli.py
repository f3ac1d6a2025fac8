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
                   "--bench", "--frames", "--stats", "--screenshot", "--automation", "--version",
                   "--install-launcher", "--uninstall-launcher", "--mods", "--disable-mod", "--enable-mod",
                   "--new-mod", "--schema", "--schema-dir", "--try", "--statistics", "--autoplay"):
        assert option in out.stdout, option


def test_version():
    out = run("--version")
    assert out.returncode == 0 and out.stdout.startswith("Orrery ")


def test_check_content_fails_with_one_line_per_error(tmp_path):
    from game.core.registry import game_ids

    games = game_ids()
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


def fresh_checkout(tmp_path) -> Path:
    """What a clone holds for the first start: main.py, requirements.txt, the game package."""
    root = tmp_path / "orrery"
    root.mkdir()
    for name in ("main.py", "requirements.txt"):
        shutil.copy(ROOT / name, root / name)
    shutil.copytree(ROOT / "game", root / "game", ignore=shutil.ignore_patterns("__pycache__"))
    return root


def offline_env(tmp_path) -> dict:
    """No package index, no display, a private data folder, and a notify-send that takes notes."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PIP_", "ORRERY_NO_VENV")) and k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    tools = tmp_path / "tools"
    tools.mkdir()
    notes = tmp_path / "notifications.txt"
    (tools / "notify-send").write_text(f'#!/bin/sh\nprintf "%s|" "$@" >> "{notes}"\necho >> "{notes}"\n')
    (tools / "notify-send").chmod(0o755)
    env.update(PIP_NO_INDEX="1", PIP_FIND_LINKS="", PIP_CONFIG_FILE=os.devnull, PIP_DISABLE_PIP_VERSION_CHECK="1",
               ORRERY_HOME=str(tmp_path / "home"), PATH=f"{tools}{os.pathsep}{env.get('PATH', '')}")
    return env


def test_set_up_failure_prints_the_manual_commands(tmp_path):
    """With no package index reachable, first-run set-up explains itself and exits non-zero. With no
    terminal and no display for a window, it also keeps a log in the data folder and says so."""
    root = fresh_checkout(tmp_path)
    out = subprocess.run([sys.executable, str(root / "main.py")], capture_output=True, text=True,
                         env=offline_env(tmp_path), timeout=300)
    assert out.returncode != 0
    assert "Orrery could not start" in out.stderr
    assert "-m venv .venv" in out.stderr and "pip install -r requirements.txt" in out.stderr
    log = tmp_path / "home" / "setup.log"
    assert f"The whole log is in {log}" in out.stderr
    text = log.read_text()
    assert "No set-up window: no window could be opened" in text
    assert "install --progress-bar off -r" in text  # a log has no use for progress lines
    assert "No matching distribution found for pygame-ce" in text and "pip install -r requirements.txt" in text
    notes = (tmp_path / "notifications.txt").read_text().splitlines()
    assert len(notes) == 2 and "Orrery is setting up" in notes[0] and "Orrery could not start" in notes[1]
    assert all(str(log) in note for note in notes) and "critical" in notes[1]
    assert not (root / ".venv" / ".orrery-installed").exists()


def test_set_up_in_a_terminal_shows_pip_there_and_keeps_no_log(tmp_path):
    """A terminal start keeps the plain behaviour: pip talks to the terminal, no window, no log file."""
    import pty
    import threading

    from tests.setup.conftest import premade_venv

    root = fresh_checkout(tmp_path)
    premade_venv(root / ".venv")  # a start from nothing is the test above; here the packages fail
    controller, terminal = pty.openpty()
    shown = []
    reader = threading.Thread(target=lambda: _read_all(controller, shown))
    reader.start()
    out = subprocess.run([sys.executable, str(root / "main.py")], stdout=terminal, stderr=subprocess.PIPE,
                         text=True, env=offline_env(tmp_path), timeout=300)
    os.close(terminal)
    reader.join(30)
    seen = b"".join(shown).decode(errors="replace")
    assert out.returncode != 0
    assert "Orrery: first start" in seen and "installing packages from requirements.txt" in seen
    assert "Orrery could not start: installing the packages failed" in out.stderr
    assert "pip's message is above" in out.stderr and "-m venv .venv" in out.stderr
    assert not (tmp_path / "home" / "setup.log").exists() and not (tmp_path / "notifications.txt").exists()


def _read_all(fd: int, into: list) -> None:
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # the terminal side closed
            break
        if not chunk:
            break
        into.append(chunk)
    os.close(fd)


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


def test_autoplay_takes_a_level_only():
    out = run("--autoplay", "grandmaster", "--frames", "1")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.strip() == ("main.py: --autoplay: 'grandmaster' is not a level; "
                                  "use random, easy, medium, hard, expert")
