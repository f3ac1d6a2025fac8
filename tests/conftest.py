"""Test set-up shared by every folder: headless SDL and a private user-data folder."""

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["ORRERY_HOME"] = tempfile.mkdtemp(prefix="orrery-test-home-")
os.environ["ORRERY_NO_ANNOUNCE"] = "1"  # a test server never announces itself on the machine's network

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


import pytest  # noqa: E402

_BUILT_IN_CONTENT: dict = {}  # game id -> (content, errors) of the built-in content, once per test process


@pytest.fixture(autouse=True)
def built_in_content_loaded_once(monkeypatch):
    """Every app a test opens loads each game's content in a process of its own; with no mods and
    the built-in content folder, what comes back is the same every time, so a test process loads
    it once (about a second of processor time per app saved). Tests that change the loader, the
    content folder or the mods get the real load."""
    from game.core.content import worker
    from game.core.registry import GAME_MODULES
    from game.ui import catalogue

    real = catalogue.Catalogue._load_one
    built_in = {game_id for game_id, module in GAME_MODULES.items() if module.startswith("game.")}

    def load_one(self, game_id):
        user_mods = self.user_mods_dir
        plain = (game_id in built_in and self.content_root is None and not self.mod_dirs
                 and catalogue.load_isolated is worker.load_isolated
                 and (user_mods is None or not user_mods.is_dir() or not any(user_mods.iterdir())))
        if not plain:
            return real(self, game_id)
        if game_id not in _BUILT_IN_CONTENT:
            _BUILT_IN_CONTENT[game_id] = real(self, game_id)
        return _BUILT_IN_CONTENT[game_id]

    monkeypatch.setattr(catalogue.Catalogue, "_load_one", load_one)
