"""Live reload: a change to a content or mod file is seen, its game reloads in the background, a
broken edit keeps the last good content and reports the error, and a game in progress keeps the
content it started with."""

from __future__ import annotations

import os
import time

from game.core.config import GameConfig, parse_players
from game.core.content.loader import BUILTIN_CONTENT
from game.core.content.service import load_game_content
from game.core.content.watch import ContentWatcher
from game.core.registry import get_game
from game.core.session import GameSession
from game.ui.catalogue import Catalogue
from game.workshop.live_reload import LiveReload

from .test_content_mods import make_mod

GAMES = ["kardashev_scale", "ascending_empires", "eminent_domain"]
ITEM = "  - id: {id}\n    name: {name}\n    tier: planetary\n    aspect: culture\n    vp: 3\n    cost: {{trade: 1}}\n"
CARD = "cards:\n" + ITEM


def touch(path, text: str, step: int = 1) -> None:
    """Write `text` and move the file's time on, as a save a moment later does."""
    before = path.stat().st_mtime_ns if path.exists() else time.time_ns()
    path.write_text(text)
    os.utime(path, ns=(before + step * 10_000_000, before + step * 10_000_000))


def until(condition, timeout: float = 30.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.02)
    return False


def mods_folder(tmp_path):
    folder = tmp_path / "mods"
    make_mod(folder / "live", "id: live\nversion: '1'\n",
             kardashev_scale__cards=CARD.format(id="live_card", name="Live Card"))
    return folder


def test_the_watcher_names_the_games_whose_files_changed(tmp_path):
    folder = mods_folder(tmp_path)
    watcher = ContentWatcher(BUILTIN_CONTENT, folder, (), GAMES)
    assert watcher.poll() == set()
    cards = folder / "live" / "kardashev_scale" / "cards.yaml"
    touch(cards, CARD.format(id="live_card", name="Renamed"))
    assert watcher.poll() == {"kardashev_scale"}
    assert watcher.poll() == set()
    (folder / "live" / "kardashev_scale" / ".#cards.yaml").write_text("lock")  # an editor's lock file
    assert watcher.poll() == set()
    (folder / "live" / "eminent_domain").mkdir()
    touch(folder / "live" / "eminent_domain" / "planets.yaml", "planets: []\n")
    assert watcher.poll() == {"eminent_domain"}
    touch(folder / "live" / "mod.yaml", "id: live\nversion: '2'\n")
    assert watcher.poll() == {"kardashev_scale", "eminent_domain"}
    cards.unlink()
    assert watcher.poll() == {"kardashev_scale"}


def in_process(folder):
    def load(game_id):
        result = load_game_content(game_id, None, (), folder)
        return result.content, result.errors
    return load


def test_a_file_change_is_picked_up_and_a_broken_edit_keeps_the_last_good_content(tmp_path):
    folder = mods_folder(tmp_path)
    updates = []
    first = in_process(folder)("kardashev_scale")[0]
    live = LiveReload(in_process(folder), None, folder, (), GAMES, {"kardashev_scale": first},
                      on_update=lambda game, state: updates.append(game), interval=0.05).start()
    try:
        cards = folder / "live" / "kardashev_scale" / "cards.yaml"
        touch(cards, CARD.format(id="live_card", name="Live Card") + ITEM.format(id="second", name="Second"))
        assert until(lambda: live.state("kardashev_scale").reloads == 1)
        good = live.state("kardashev_scale")
        assert "second" in good.content.card_index and good.errors == [] and updates == ["kardashev_scale"]
        touch(cards, "cards:\n  - id: broken\n    vp: three\n", step=2)
        assert until(lambda: live.state("kardashev_scale").reloads == 2)
        broken = live.state("kardashev_scale")
        assert "second" in broken.content.card_index, "the last good content is kept"
        assert broken.errors and any("cards[0].vp: expected a whole number" in str(e) for e in broken.errors)
        touch(cards, CARD.format(id="live_card", name="Live Card"), step=3)
        assert until(lambda: live.state("kardashev_scale").reloads == 3)
        assert live.state("kardashev_scale").errors == []
        assert "second" not in live.state("kardashev_scale").content.card_index
    finally:
        live.stop()


def test_reloaded_content_reaches_new_games_but_never_a_game_in_progress(tmp_path):
    folder = mods_folder(tmp_path)
    catalogue = Catalogue(user_mods_dir=folder, background=False)
    entry = catalogue.entry("kardashev_scale")
    session = GameSession.start(get_game("kardashev_scale"), entry.content,
                                GameConfig("kardashev_scale", parse_players("human,ai:easy"), (), 1))
    started_with = session.content
    live = LiveReload.for_catalogue(catalogue, interval=0.05).start()
    try:
        touch(folder / "live" / "kardashev_scale" / "cards.yaml", CARD.format(id="live_card", name="Live Card")
              + ITEM.format(id="later", name="Later"))
        assert until(lambda: live.state("kardashev_scale").reloads == 1, 60)
    finally:
        live.stop()
    assert "later" in catalogue.entry("kardashev_scale").content.card_index
    assert session.content is started_with and "later" not in session.content.card_index
