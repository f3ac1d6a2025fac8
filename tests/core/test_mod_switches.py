"""Mods switched on and off: the settings keep the list, the pipeline skips those switched off, a
broken mod switched off lets its game play, a mod needing a switched-off one says so, and the
list of installed mods says all of it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game.core.content.service import find_mods, load_game_content
from game.ui.catalogue import Catalogue
from game.ui.settings import Settings, load_settings
from game.workshop.mod_list import describe, list_mods
from game.workshop.open_folder import open_folder, opener_command
from game.workshop.switches import switch_mod, with_mod_switched

from .test_content_mods import make_mod

NEW_CARD = ("cards:\n  - id: dyson_bazaar\n    name: Dyson Bazaar\n    tier: planetary\n    aspect: culture\n"
            "    vp: 3\n    cost: {trade: 1}\n")
ROOT = Path(__file__).resolve().parents[2]


def user_mods(tmp_path) -> Path:
    folder = tmp_path / "mods"
    make_mod(folder / "bazaar", "id: bazaar\nversion: '1.0'\nname: Bazaar\n", kardashev_scale__cards=NEW_CARD)
    return folder


def cards(folder, disabled=()):
    result = load_game_content("kardashev_scale", None, (), folder, disabled)
    assert result.ok, result.errors
    return {c.id for c in result.content.cards}


def test_switching_a_mod_off_and_on_changes_the_merged_content(tmp_path):
    folder = user_mods(tmp_path)
    assert "dyson_bazaar" in cards(folder)
    settings = with_mod_switched(Settings(), "bazaar", on=False)
    assert settings.disabled_mods == ("bazaar",)
    assert "dyson_bazaar" not in cards(folder, settings.disabled_mods)
    assert "dyson_bazaar" in cards(folder, with_mod_switched(settings, "bazaar", on=True).disabled_mods)


def test_the_settings_file_keeps_the_mods_switched_off(tmp_path):
    path = tmp_path / "settings.json"
    switch_mod("b", False, path)
    switch_mod("a", False, path)
    assert load_settings(path).disabled_mods == ("a", "b")
    switch_mod("b", True, path)
    assert load_settings(path).disabled_mods == ("a",)
    assert Settings.from_dict({"disabled_mods": "a"}).disabled_mods == ()
    assert Settings.from_dict({"disabled_mods": ["x", 3, "x"]}).disabled_mods == ("x",)


def test_a_broken_mod_switched_off_lets_its_game_play_and_is_known_by_its_folder(tmp_path):
    folder = user_mods(tmp_path)
    make_mod(folder / "broken_one", "id: [oops\n", kardashev_scale__cards="cards: []\n")
    assert not load_game_content("kardashev_scale", None, (), folder).ok
    assert "dyson_bazaar" in cards(folder, ("broken_one",))
    scan = find_mods((), folder, ("broken_one",))
    assert [(f.name, m) for f, m in scan.switched_off] == [("broken_one", None)] and not scan.problems


def test_a_mod_named_on_the_command_line_always_loads(tmp_path):
    mod = make_mod(tmp_path / "bazaar", "id: bazaar\nversion: '1'\n", kardashev_scale__cards=NEW_CARD)
    result = load_game_content("kardashev_scale", None, [mod], None, ("bazaar",))
    assert result.ok and "dyson_bazaar" in result.content.card_index


def test_a_mod_needing_a_switched_off_mod_says_so(tmp_path):
    folder = user_mods(tmp_path)
    make_mod(folder / "extra", "id: extra\nversion: '1'\ndepends: [bazaar]\n", kardashev_scale__cards="cards: []\n")
    result = load_game_content("kardashev_scale", None, (), folder, ("bazaar",))
    assert [str(e) for e in result.errors] == [
        f"{folder}/extra/mod.yaml:1:1: depends: needs mod 'bazaar', which is switched off; switch it on, or "
        "switch this mod off too"]


def test_enabled_in_mod_yaml_says_to_use_the_switch(tmp_path):
    mod = make_mod(tmp_path / "own", "id: own\nversion: '1'\nenabled: false\n", kardashev_scale__cards=NEW_CARD)
    errors = [str(e) for e in load_game_content("kardashev_scale", None, [mod], None).errors]
    assert errors == [f"{mod}/mod.yaml:3:1: enabled: a mod is switched on and off by the player, not in mod.yaml: "
                      "remove this line and use the Mods screen, or `python3 main.py --disable-mod ID` "
                      "(`--enable-mod ID` switches it back on)"]


def test_the_mod_list_gives_each_mod_its_state_problems_and_dependents(tmp_path):
    folder = user_mods(tmp_path)
    make_mod(folder / "extra", "id: extra\nversion: '2'\ndepends: [bazaar]\ndescription: More.\n",
             kardashev_scale__cards="cards:\n  - {id: space_elevatr, remove: true}\n",
             eminent_domain__planets="planets: []\n")
    make_mod(folder / "unread", "id: [oops\n")
    listed = list_mods(folder, (), ("unread",))
    by_id = {m.id: m for m in listed.mods}
    assert sorted(by_id) == ["bazaar", "extra", "unread"]
    bazaar, extra, unread = by_id["bazaar"], by_id["extra"], by_id["unread"]
    assert (bazaar.name, bazaar.version, bazaar.games, bazaar.state, bazaar.dependents) == \
        ("Bazaar", "1.0", ("kardashev_scale",), "OK", ("extra",))
    assert extra.games == ("kardashev_scale", "eminent_domain") and extra.depends == ("bazaar",)
    assert extra.state == "1 problem" and extra.problems[0].startswith(
        f"{folder}/extra/kardashev_scale/cards.yaml:2:5: cards[0].remove: `remove: true` but there is no cards item")
    assert (unread.enabled, unread.state, unread.folder) == (False, "switched off", folder / "unread")
    text = describe(listed)
    assert "bazaar 1.0 (Bazaar): OK" in text and "  needed by: extra" in text and "unread: switched off" in text


def test_the_mod_list_uses_problems_already_loaded(tmp_path):
    folder = user_mods(tmp_path)
    asked = []
    listed = list_mods(folder, (), (), load=lambda games: asked.extend(games) or {})
    assert asked == ["kardashev_scale"] and listed.mods[0].ok
    assert list_mods(folder, (), (), results={"kardashev_scale": []}, load=lambda games: 1 / 0).mods[0].ok


def test_the_catalogue_leaves_out_mods_switched_off(tmp_path):
    folder = user_mods(tmp_path)
    catalogue = Catalogue(user_mods_dir=folder, background=False, disabled_mods=("bazaar",))
    assert "dyson_bazaar" not in catalogue.entry("kardashev_scale").content.card_index
    catalogue.disabled_mods = ()
    catalogue.reload()
    assert "dyson_bazaar" in catalogue.entry("kardashev_scale").content.card_index


def test_opening_a_folder_makes_it_and_never_waits(tmp_path):
    ran = []

    class Opener:
        def __init__(self, command, **options):
            ran.append((command, options["start_new_session"]))

    target = tmp_path / "mods"
    assert open_folder(target, "linux", run=Opener) is None
    assert target.is_dir() and ran == [(["xdg-open", str(target)], True)]
    assert opener_command(target, "darwin") == ["open", str(target)] and opener_command(target, "win32") is None

    def missing(command, **options):
        raise FileNotFoundError(2, "No such file or directory")

    assert open_folder(target, "linux", run=missing) == f"{target} cannot be opened (No such file or directory)"
    (tmp_path / "file").write_text("")
    assert "cannot be made" in open_folder(tmp_path / "file" / "mods", "linux", run=Opener)


def test_the_mods_folder_is_opened_from_the_user_data_folder(tmp_path, monkeypatch):
    from game import userdata
    from game.workshop import open_folder as opener

    opened = []
    monkeypatch.setattr(userdata, "mods_dir", lambda: tmp_path / "data" / "mods")
    monkeypatch.setattr(opener, "open_folder", lambda folder: opened.append(folder))
    assert opener.open_mods_folder() is None and opened == [tmp_path / "data" / "mods"]
    monkeypatch.setattr(userdata, "mods_dir", lambda: None)
    assert "no user data folder" in opener.open_mods_folder()


def run_cli(home, *args):
    env = {"ORRERY_HOME": str(home), "ORRERY_NO_VENV": "1", "PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True, env=env,
                          timeout=120)


def test_the_command_line_lists_and_switches_mods(tmp_path):
    user_mods(tmp_path)
    listed = run_cli(tmp_path, "--mods").stdout
    assert listed.startswith(f"mods folder: {tmp_path / 'mods'}\n") and "bazaar 1.0 (Bazaar): OK" in listed
    wrong = run_cli(tmp_path, "--disable-mod", "bazar")
    assert (wrong.returncode, wrong.stderr) == (2, "no mod 'bazar' in the mods folder; did you mean 'bazaar'?\n")
    assert run_cli(tmp_path, "--disable-mod", "bazaar").stdout == "bazaar is switched off\n"
    assert "bazaar 1.0 (Bazaar): switched off" in run_cli(tmp_path, "--mods").stdout
    check = run_cli(tmp_path, "--check-content")
    assert check.returncode == 0 and "mods switched off: bazaar" in check.stderr
    assert run_cli(tmp_path, "--enable-mod", "bazaar").returncode == 0
    assert "mods used: bazaar 1.0" in run_cli(tmp_path, "--check-content").stderr
