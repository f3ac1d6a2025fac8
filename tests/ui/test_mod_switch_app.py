"""The Mods screen's switch without the screen: switching a mod off in a running app saves the
setting and reloads the content without it; the next start leaves it off."""

from __future__ import annotations

from game import userdata
from game.ui.settings import load_settings
from game.workshop.switches import switch_in_app
from tests.core.test_content_mods import make_mod
from tests.ui.driver import frames, run_until

CARD = ("cards:\n  - id: dyson_bazaar\n    name: Dyson Bazaar\n    tier: planetary\n    aspect: culture\n"
        "    vp: 3\n    cost: {trade: 1}\n")


def test_switching_a_mod_off_in_the_app_reloads_without_it_and_is_remembered(make_app, tmp_path):
    make_mod(tmp_path / "home" / "mods" / "bazaar", "id: bazaar\nversion: '1'\n", kardashev_scale__cards=CARD)
    app = make_app()
    assert "dyson_bazaar" in app.catalogue.entry("kardashev_scale").content.card_index
    switch_in_app(app, "bazaar", on=False)
    assert run_until(app, lambda: app.catalogue.entry("kardashev_scale").status == "ready")
    assert "dyson_bazaar" not in app.catalogue.entry("kardashev_scale").content.card_index
    app.settings_writer.flush()
    assert load_settings(userdata.settings_file()).disabled_mods == ("bazaar",)
    again = make_app()
    assert again.catalogue.disabled_mods == ("bazaar",)
    assert "dyson_bazaar" not in again.catalogue.entry("kardashev_scale").content.card_index
    switch_in_app(again, "bazaar", on=True)
    assert run_until(again, lambda: again.catalogue.entry("kardashev_scale").status == "ready")
    frames(again, 2)
    assert "dyson_bazaar" in again.catalogue.entry("kardashev_scale").content.card_index
