"""New game remembers each game's last table across app restarts: seats, names, who plays at
which level, colours, variants and who starts; written off the frame loop, and a damaged or
outdated file gives the defaults for what it cannot say, never an error."""

from __future__ import annotations

import json
import threading

from game import userdata
from game.ui import last_setup
from game.ui.scenes.new_game import NewGameScene
from tests.ui.driver import click, frames, top


def open_new_game(app, game_id: str) -> NewGameScene:
    app.to_title()
    frames(app, 2)
    click(app, f"new:{game_id}")
    assert top(app) == "new_game"
    return app.stack.top


def test_the_last_table_comes_back_after_a_restart(make_app):
    app = make_app()
    scene = open_new_game(app, "kardashev_scale")
    assert [s.kind for s in scene.seats] == ["human", "medium"]  # nothing remembered yet: the defaults
    click(app, "add_seat")
    click(app, "seat1:hard")
    click(app, "seat2:easy")
    click(app, "seat2:colour")
    click(app, "variant:long_game")
    scene.seats[0].name = "Ann"  # as typed in the name field
    seats = [(s.name, s.kind, s.colour) for s in scene.seats]
    click(app, "start")
    assert top(app) != "new_game"
    app.finish()  # the app closes: the last write is waited for
    saved = json.loads(userdata.last_setup_file().read_text())
    assert saved["games"]["kardashev_scale"]["variants"] == ["long_game"]

    again = make_app()  # a new start of the app, same user data folder
    scene = open_new_game(again, "kardashev_scale")
    assert [(s.name, s.kind, s.colour) for s in scene.seats] == seats
    assert scene.chosen_variants == {"long_game"}
    other = open_new_game(again, "ascending_empires")
    assert [s.kind for s in other.seats] == ["human", "medium"], "each game keeps its own table"


def test_a_damaged_or_outdated_file_gives_what_it_can_and_defaults_for_the_rest(make_app):
    path = userdata.last_setup_file()
    path.write_text(json.dumps({"games": {
        "kardashev_scale": {"seats": [{"name": "Ann", "kind": "grandmaster", "colour": 99}, "not a seat",
                                      {"name": "Bo", "kind": "easy", "colour": 0}],
                            "variants": ["no_such_variant", "long_game"], "first_player": "x"},
        "ascending_empires": "garbage"}}))
    app = make_app()
    scene = open_new_game(app, "kardashev_scale")
    assert [(s.name, s.kind) for s in scene.seats] == [("Ann", "medium"), ("Bo", "easy")]
    assert len({s.colour for s in scene.seats}) == 2  # an unknown colour is replaced by a free one
    assert scene.chosen_variants == {"long_game"} and scene.first_player == 0
    assert [s.kind for s in open_new_game(app, "ascending_empires").seats] == ["human", "medium"]
    path.write_text("{ not json")
    assert last_setup.LastSetups.load(path).games == {}


def test_the_file_is_written_off_the_frame_loop(tmp_path, monkeypatch):
    from game.ui.settings import SettingsWriter

    release = threading.Event()
    written = []

    def slow_write(path, data):  # a disk that takes its time
        release.wait(10)
        written.append(data)

    setups = last_setup.LastSetups({}, SettingsWriter(tmp_path / "new_game.json", write=slow_write))
    table = last_setup.TableSetup((last_setup.SeatSetup("Ann", "human", 0),), ("long_game",))
    setups.remember("kardashev_scale", table)  # returns while the write still waits
    assert written == [] and setups.get("kardashev_scale") == table
    release.set()
    setups.writer.flush()
    assert written == [{"games": {"kardashev_scale": table.to_dict()}}]
