"""The workshop's screens played as a modder would: the Mods screen (switches, a broken mod
switched off so its game starts, New mod, the mods folder), the gallery (filters and their total,
Try it, a saved file drawn again, a broken edit kept out, the balance run and its Cancel), and
`--gallery` on the command line. Set ORRERY_SHOTS=/some/folder to keep the pictures."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame

from game import userdata
from game.ui import fonts
from game.ui.catalogue import BROKEN, READY
from game.ui.settings import load_settings
from tests.core.test_content_mods import make_mod
from tests.ui.driver import click, frames, items, run_until, top
from tests.ui.layout import text_problems
from tests.ui.test_command_line import run_main

CARD = ("cards:\n  - id: dyson_bazaar\n    name: Dyson Bazaar\n    tier: planetary\n    aspect: culture\n"
        "    vp: 3\n    cost: {trade: 1}\n")
CHANGED = ("  - id: space_elevator\n    replace: true\n    name: Space Elevator\n    tier: planetary\n"
           "    aspect: technology\n    vp: 3\n    cost: {trade: 2, research: 2}\n")
BROKEN_CARD = ("cards:\n  - id: bad_card\n    name: Bad Card\n    tier: stellar\n    aspect: technology\n"
               "    vp: 3\n    cost: {trade: two}\n")


def mods_folder() -> Path:
    return userdata.mods_dir()


def shot(app, name: str, tmp_path) -> None:
    folder = Path(os.environ.get("ORRERY_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.window, str(folder / f"{name}.png"))


def settle(app, max_frames: int = 3000) -> None:
    assert run_until(app, lambda: app.stack.top.settled(), max_frames), f"{top(app)} never settled"
    frames(app, 2)


def said(app) -> str:
    return "\n".join(t.text for t in fonts.texts_on(app.window))


def ks(app):
    return app.catalogue.entry("kardashev_scale")


def open_mods(app):
    click(app, "mods")
    assert top(app) == "mods"
    settle(app)
    return app.stack.top


def open_gallery(app, game_id="kardashev_scale"):
    click(app, f"gallery:{game_id}")
    assert top(app) == "gallery"
    settle(app)
    return app.stack.top


def gallery_total(app) -> int:
    return app.automation_state()["gallery"]["total"]


# --- the Mods screen ----------------------------------------------------------------------------

def test_the_mods_screen_switches_a_mod_off_and_on_and_the_content_follows(make_app, tmp_path):
    make_mod(tmp_path / "home" / "mods" / "bazaar", "id: bazaar\nversion: '1.2'\nname: The Bazaar\n"
             "description: One more planetary card.\n", kardashev_scale__cards=CARD)
    app = make_app()
    assert "dyson_bazaar" in ks(app).content.card_index
    scene = open_mods(app)
    assert [m.id for m in scene.mods.mods] == ["bazaar"]
    text = " ".join(t.text for t in fonts.texts_on(app.window))
    assert "The Bazaar 1.2" in text and "OK" in text and "Kardashev Scale" in text and "One more planetary card." in text
    shot(app, "mods_screen", tmp_path)
    click(app, "switch:bazaar")
    settle(app)
    assert ks(app).status == READY and "dyson_bazaar" not in ks(app).content.card_index
    assert not scene.mods.mods[0].enabled and "switched off" in said(app)
    app.settings_writer.flush()
    assert load_settings(userdata.settings_file()).disabled_mods == ("bazaar",)
    click(app, "switch:bazaar")
    settle(app)
    assert "dyson_bazaar" in ks(app).content.card_index and scene.mods.mods[0].enabled


def test_a_broken_mod_shows_where_and_switched_off_lets_its_game_start(make_app, tmp_path):
    make_mod(tmp_path / "home" / "mods" / "broken", "id: broken\nversion: '0.2'\n", kardashev_scale__cards=BROKEN_CARD)
    make_mod(tmp_path / "home" / "mods" / "needs_broken", "id: needs_broken\nversion: '1'\ndepends: [broken]\n",
             kardashev_scale__cards=CARD)
    app = make_app()
    assert ks(app).status == BROKEN and "errors:kardashev_scale" in items(app)
    scene = open_mods(app)
    broken = next(m for m in scene.mods.mods if m.id == "broken")
    assert any("broken/kardashev_scale/cards.yaml:7:" in p and "expected a whole number" in p for p in broken.problems)
    click(app, "mod:broken")
    settle(app)
    assert "kardashev_scale/cards.yaml:7:19: cards[0].cost.trade: expected a whole number" in said(app).replace("\n", "")
    click(app, "switch:broken")
    settle(app)
    needing = next(m for m in scene.mods.mods if m.id == "needs_broken")
    assert any("switched off" in p for p in needing.problems)  # it needs a mod switched off, and says so
    click(app, "switch:needs_broken")
    settle(app)
    assert ks(app).status == READY
    click(app, "back")
    click(app, "new:kardashev_scale")
    click(app, "start")
    assert run_until(app, lambda: getattr(app.stack.top, "session", None) is not None)
    assert app.stack.top.session.content.mods == ()


def test_new_mod_writes_the_template_and_the_games_load_it(make_app, tmp_path):
    app = make_app()
    scene = open_mods(app)
    assert scene.mods.mods == [] and "No mods yet" in said(app)
    click(app, "new_mod")
    assert top(app) == "new_mod"
    frames(app, 3)
    shot(app, "new_mod", tmp_path)
    click(app, "write")
    assert run_until(app, lambda: top(app) == "mods")
    settle(app)
    assert (mods_folder() / "my_first_mod" / "kardashev_scale" / "cards.yaml").is_file()
    assert [m.id for m in scene.mods.mods] == ["my_first_mod"] and scene.mods.mods[0].ok
    assert "my_first_mod_exchange" in ks(app).content.card_index
    click(app, "new_mod")
    frames(app, 3)
    assert app.stack.top.mod_name == "my_first_mod_2"  # a free name is offered next
    app.stack.top.mod_name = "Bad Name"
    click(app, "write")
    assert top(app) == "new_mod" and "cannot be a mod id" in said(app)


def test_open_mods_folder_hands_the_folder_to_the_file_manager(make_app, monkeypatch):
    opened = []
    monkeypatch.setattr("game.workshop.open_folder.open_folder", lambda folder: opened.append(folder))
    app = make_app()
    open_mods(app)
    click(app, "open_folder")
    assert run_until(app, lambda: "Opened" in app.stack.top.message)
    assert opened == [mods_folder()]


# --- the gallery -------------------------------------------------------------------------------

def test_the_gallery_total_follows_the_filters_and_marks_what_a_mod_did(make_app, tmp_path):
    make_mod(tmp_path / "home" / "mods" / "bazaar", "id: bazaar\nversion: '1'\n", kardashev_scale__cards=CARD + CHANGED)
    app = make_app()
    scene = open_gallery(app)
    cards = ks(app).content.cards
    assert gallery_total(app) == len(cards) == 61
    click(app, "filter:group")  # Tier: Planetary
    planetary = sum(1 for c in cards if c.tier == "planetary")
    assert scene.filters.group == "Planetary" and gallery_total(app) == planetary
    click(app, "filter:mod")  # Mod: built in
    click(app, "filter:mod")  # Mod: bazaar
    assert scene.filters.mod == "bazaar" and gallery_total(app) == 2
    listed = [i for i in items(app) if i.startswith("item:")]
    assert listed == ["item:space_elevator", "item:dyson_bazaar"]
    frames(app, 2)
    assert "Added by bazaar" in said(app) and "Changed by bazaar" in said(app)
    click(app, "item:dyson_bazaar")
    assert "From" in said(app) and "bazaar/kardashev_scale/cards.yaml:2" in said(app).replace("\n", "")
    shot(app, "gallery_mod_filter", tmp_path)


def test_try_it_starts_a_game_with_the_item_dealt(make_app, tmp_path):
    make_mod(tmp_path / "home" / "mods" / "bazaar", "id: bazaar\nversion: '1'\n", kardashev_scale__cards=CARD)
    app = make_app()
    open_gallery(app)
    click(app, "filter:mod")
    click(app, "filter:mod")
    click(app, "item:dyson_bazaar")
    click(app, "try")
    assert run_until(app, lambda: getattr(app.stack.top, "session", None) is not None)
    session = app.stack.top.session
    assert session.config.options["try"] == "dyson_bazaar"
    assert [s.kind for s in session.config.seats] == ["human", "ai"] and session.config.seats[1].level == "easy"
    assert "dyson_bazaar" in session.state.market[0]  # face up in the planetary row at once


def test_a_saved_file_redraws_what_changed_and_a_broken_edit_keeps_the_last_good_drawing(make_app, tmp_path):
    mod = make_mod(tmp_path / "home" / "mods" / "bazaar", "id: bazaar\nversion: '1'\n", kardashev_scale__cards=CARD)
    app = make_app()
    scene = open_gallery(app)
    click(app, "filter:mod")
    click(app, "filter:mod")
    assert gallery_total(app) == 1
    click(app, "item:dyson_bazaar")
    drawn = dict(scene.pictures.drawn)
    assert drawn["dyson_bazaar"] == 1
    cards = mod / "kardashev_scale" / "cards.yaml"
    cards.write_text(CARD.replace("Dyson Bazaar", "Dyson Grand Bazaar") + CHANGED)
    assert run_until(app, lambda: "item:space_elevator" in items(app), 6000)
    frames(app, 2)
    again = {i: n - drawn.get(i, 0) for i, n in scene.pictures.drawn.items() if n != drawn.get(i, 0)}
    assert again == {"dyson_bazaar": 1, "space_elevator": 1}  # drawn again: the two the edit changed, no other
    assert ks(app).content.card("dyson_bazaar").name == "Dyson Grand Bazaar"
    assert "Dyson Grand Bazaar" in said(app)
    shot(app, "gallery_live_reload", tmp_path)
    good = ks(app).content
    cards.write_text(BROKEN_CARD)
    assert run_until(app, lambda: scene.errors, 6000)
    frames(app, 3)
    shot(app, "gallery_broken_edit", tmp_path)
    words = said(app)
    assert "Your last edit has a problem" in words and "kardashev_scale/cards.yaml:7:" in words
    assert scene.content is good and ks(app).content is good  # the last good content stays, in the game too
    assert "item:dyson_bazaar" in items(app) and scene.pictures.drawn["dyson_bazaar"] == 2
    cards.write_text(CARD)
    assert run_until(app, lambda: not scene.errors, 6000)
    assert "Your last edit has a problem" not in said(app)


def test_the_balance_bar_runs_shows_the_figures_and_cancels(make_app, tmp_path):
    app = make_app()
    scene = open_gallery(app)
    scene.balance_games = 4
    scene.build()
    click(app, "balance:start")
    assert "balance:cancel" in items(app)
    assert run_until(app, lambda: scene.summary is not None, 20000), scene.run_words
    frames(app, 2)
    assert scene.summary["finished"] == 4 and "balance:start" in items(app)
    words = said(app)
    assert "won " in words or "nobody took it" in words
    assert "Owner win rates from 4 games of Medium players" in words
    assert text_problems(app) == []  # the figures under the pictures read, over nothing
    shot(app, "gallery_balance", tmp_path)
    scene.balance_games = 5000
    scene.build()
    click(app, "balance:start")
    assert run_until(app, lambda: scene.run.progress[0] >= 1, 20000)
    frames(app, 2)
    assert "of 5000 games" in said(app)
    click(app, "balance:cancel")
    assert run_until(app, lambda: scene.run.done, 20000)
    frames(app, 2)
    assert scene.run.cancelled and "Cancelled after" in said(app) and scene.summary is None


def test_the_gallery_opens_from_the_command_line_and_reports_its_total(tmp_path):
    result = run_main(tmp_path, "--gallery", "ascending_empires", "--frames", "90", "--automation")
    assert result.returncode == 0, result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    last = [line for line in lines if line["scene"] == "gallery"][-1]
    assert last["gallery"] == {"total": 19}
    assert "item:orange_1" in [item["id"] for item in last["items"]]
    wrong = run_main(tmp_path, "--gallery", "kardashev", "--frames", "2")
    assert wrong.returncode == 2 and wrong.stderr.strip().splitlines() == [
        "main.py: --gallery: unknown game 'kardashev'; choose one of kardashev_scale, ascending_empires, eminent_domain"]


def test_a_game_with_no_gallery_says_so_and_pictures_are_kept_a_few_pages_only(make_app):
    from game.ui.gallery.painters import PictureCache
    from game.ui.gallery.scene import GalleryScene

    app = make_app()
    scene = app.push(GalleryScene(app, "toy_duel"))
    settle(app)
    assert "High Card Duel has no gallery yet." in said(app) and scene.gallery is None
    scene = app.push(GalleryScene(app, "kardashev_scale"))
    settle(app)
    cache = PictureCache("kardashev_scale")
    cache.KEEP = 5
    for item in scene.gallery.items[:8]:
        cache.picture(item, scene.content, 1.0)
    assert list(cache.pictures) == [i.id for i in scene.gallery.items[3:8]]
    cache.picture(scene.gallery.items[7], scene.content, 1.0)  # kept: not drawn again
    cache.picture(scene.gallery.items[0], scene.content, 1.0)  # let go: drawn again
    assert cache.drawn[scene.gallery.items[7].id] == 1 and cache.drawn[scene.gallery.items[0].id] == 2
