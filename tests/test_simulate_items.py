"""`--simulate` for modders: it loads the user's mods folder as the app does (mods switched off
stay off), says which mods it used, and gives per-item figures for all three games: each item
beside its group's rate, marked outside two standard errors, and the items nobody took."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.item_figures import item_figures, mark
from game.simulate import run_simulation
from tests.core.test_content_mods import make_mod

ROOT = Path(__file__).resolve().parent.parent
BAZAAR = ("cards:\n  - id: dyson_bazaar\n    name: Dyson Bazaar\n    tier: planetary\n    aspect: culture\n"
          "    vp: 3\n    cost: {trade: 1}\n")


def test_items_are_compared_with_their_group_and_marked_outside_two_standard_errors():
    tally = {"a": (100, 80), "b": (100, 40), "c": (100, 60), "d": (4, 3), "x": (50, 25)}
    groups = {"a": "low", "b": "low", "c": "low", "d": "low", "e": "low", "x": "high", "y": "high"}
    items, summary, unowned = item_figures(tally, groups)
    assert summary["low"] == {"owned": 304, "owner_won": 183, "owner_win_rate": 183 / 304, "items": 4}
    assert items["a"]["group_rate"] == pytest.approx(183 / 304)
    assert items["a"]["standard_error"] == pytest.approx(((183 / 304) * (121 / 304) / 100) ** 0.5)
    assert (items["a"]["outside"], items["b"]["outside"], items["c"]["outside"], items["d"]["outside"]) == \
        ("above", "below", None, None)
    assert mark(items["a"]) == "(!) above" and mark(items["c"]) == ""
    assert items["x"]["group"] == "high" and items["x"]["outside"] is None
    assert unowned == ["e", "y"]
    assert item_figures({"z": (0, 0)}, None)[2] == ["z"]


@pytest.mark.parametrize("game_id, players, groups", [
    ("kardashev_scale", "ai:easy,ai:easy", {"planetary", "stellar", "galactic"}),
    ("eminent_domain", "ai:easy,ai:easy", {"technologies level 1", "planets", "start planets"}),
    ("ascending_empires", "ai:random,ai:random", {"level 1", "level 1 first"}),
])
def test_every_game_gives_per_item_figures_with_groups(game_id, players, groups):
    summary = run_simulation(game_id, players, 3, seed=4)
    assert summary["finished"] == 3 and summary["identity"] and summary["mods"] == []
    assert groups <= set(summary["item_groups"])
    owned = [v for v in summary["items"].values() if v["owned"]]
    keys = {"group", "group_rate", "standard_error", "outside", "owner_win_rate"}
    assert owned and all(keys <= set(v) for v in owned)
    assert summary["unowned"] and not set(summary["unowned"]) & {k for k, v in summary["items"].items() if v["owned"]}


def test_eminent_domain_lists_only_the_items_of_the_variants_played():
    base = run_simulation("eminent_domain", "ai:random,ai:random", 1, seed=2)
    every = set(base["unowned"]) | set(base["items"])
    assert "improved_survey_st" in every and "lyttle" in every and "pomerene" in every
    escalation = run_simulation("eminent_domain", "ai:random,ai:random", 1, seed=2, variants=("escalation",))
    assert len(set(escalation["unowned"]) | set(escalation["items"])) > len(every)


def simulate(home: Path, *args) -> subprocess.CompletedProcess:
    env = dict(os.environ, ORRERY_HOME=str(home), ORRERY_NO_VENV="1", SDL_VIDEODRIVER="dummy")
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "--simulate", "kardashev_scale", "--players",
                           "ai:easy,ai:easy", "--games", "6", *args], capture_output=True, text=True, env=env,
                          timeout=300)


def test_simulate_loads_the_user_mods_and_says_which(tmp_path):
    make_mod(tmp_path / "mods" / "bazaar", "id: bazaar\nversion: '0.2'\n", kardashev_scale__cards=BAZAAR)
    out = simulate(tmp_path, "--json")
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["mods"] == [{"id": "bazaar", "version": "0.2"}]
    assert "dyson_bazaar" in set(summary["items"]) | set(summary["unowned"])
    text = simulate(tmp_path).stdout
    assert f"content: mods bazaar 0.2 (identity {summary['identity']})" in text.splitlines()
    assert "how often an item's owner won" in text and "seat name" in text
    (tmp_path / "settings.json").write_text(json.dumps({"disabled_mods": ["bazaar"]}))
    off = json.loads(simulate(tmp_path, "--json").stdout)
    assert off["mods"] == [] and "dyson_bazaar" not in set(off["items"]) | set(off["unowned"])
