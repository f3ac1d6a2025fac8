"""Settings: "End turn by itself" switches on and off and is kept on disk."""

from __future__ import annotations

from game import userdata
from game.ui.settings import Settings, load_settings
from tests.ui.driver import click, top


def test_end_turn_when_nothing_is_left_is_a_setting_kept_on_disk(app):
    assert app.settings.end_turn_when_done is False, "off unless the player asks for it"
    click(app, "settings")
    assert top(app) == "settings"
    click(app, "end_turn_when_done")
    assert app.settings.end_turn_when_done is True
    app.settings_writer.flush()
    assert load_settings(userdata.settings_file()).end_turn_when_done is True
    click(app, "end_turn_when_done")
    assert app.settings.end_turn_when_done is False
    assert Settings.from_dict({"end_turn_when_done": "yes"}).end_turn_when_done is False
