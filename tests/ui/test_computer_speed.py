"""Settings' one Computer speed for all three games, and the files written before it existed."""

import json

import pytest

from game.ui.settings import COMPUTER_SPEEDS, Settings, load_settings, nearest_computer_speed, write_settings


@pytest.mark.parametrize("old_delay, speed", [(0.0, "instant"), (0.3, "fast"), (0.6, "normal"), (1.0, "normal"),
                                               (2.0, "slow"), (99, "slow"), (-3, "instant")])
def test_an_older_file_keeps_its_thinking_time_as_the_nearest_speed(tmp_path, old_delay, speed):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"think_delay": old_delay, "volume": 0.4}))
    loaded = load_settings(path)
    assert loaded.computer_speed == speed and loaded.volume == 0.4
    assert loaded.think_delay == COMPUTER_SPEEDS[speed].think_delay


def test_the_file_keeps_the_speed_not_a_delay(tmp_path):
    path = tmp_path / "settings.json"
    write_settings(path, Settings().with_changes(think_delay=5.0))  # a test's pinned delay is not saved
    data = json.loads(path.read_text())
    assert data["computer_speed"] == "slow" and "think_delay" not in data and "pinned_think_delay" not in data
    assert load_settings(path).think_delay == COMPUTER_SPEEDS["slow"].think_delay


def test_speeds_pace_thinking_and_previews():
    normal = Settings()
    assert 0.6 <= normal.think_delay <= 0.8 and normal.preview_factor == 1.0  # a person can follow it
    instant = normal.with_changes(computer_speed="instant")
    assert instant.think_delay == 0.0 and instant.preview_factor == 0.0
    slow, fast = normal.with_changes(computer_speed="slow"), normal.with_changes(computer_speed="fast")
    assert slow.think_delay > normal.think_delay > fast.think_delay > 0
    assert slow.preview_factor > 1.0 > fast.preview_factor > 0
    pinned = normal.with_changes(think_delay=5.0)  # the older way to hold a bot, still honoured exactly
    assert pinned.think_delay == 5.0 and pinned.computer_speed == "slow"
    assert pinned.with_changes(computer_speed="fast").think_delay == COMPUTER_SPEEDS["fast"].think_delay
    assert nearest_computer_speed(0.7) == "normal"
