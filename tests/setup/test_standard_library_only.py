"""The set-up and the launcher run before any package is installed: they must import with the
standard library alone, and name the same data folder SDL does."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.userdata import folder_without_sdl

ROOT = Path(__file__).resolve().parents[2]
MODULES = ("game.setup", "game.setup.window", "game.setup.headless", "game.setup.notify", "game.launcher")


def test_set_up_and_launcher_import_without_site_packages():
    probe = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); before = set(sys.modules)\n"
             f"for name in {MODULES!r}: __import__(name)\n"
             "extra = sorted(m for m in set(sys.modules) - before\n"
             "               if m.split('.')[0] not in sys.stdlib_module_names and m.split('.')[0] != 'game')\n"
             "print(extra)")
    # -S: no site-packages at all, as before the set-up; -I: no user paths or PYTHON* variables
    out = subprocess.run([sys.executable, "-S", "-I", "-c", probe], capture_output=True, text=True, cwd=ROOT,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("xdg", [None, "/tmp/orrery xdg data"])
def test_the_folder_is_sdls_pref_path(xdg, tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("ORRERY_HOME", "XDG_DATA_HOME")}
    env["HOME"] = str(tmp_path)
    if xdg is not None:
        env["XDG_DATA_HOME"] = xdg
    if sys.platform != "linux":
        pytest.skip("compared with SDL on Linux only")
    sdl = subprocess.run([sys.executable, "-c", "import pygame; print(pygame.system.get_pref_path('Orrery', 'Orrery'))"],
                         capture_output=True, text=True, env=dict(env, PYGAME_HIDE_SUPPORT_PROMPT="1"), timeout=60)
    assert sdl.returncode == 0, sdl.stderr
    assert Path(sdl.stdout.strip()) == folder_without_sdl("linux", env)


def test_other_platforms_and_the_override():
    assert folder_without_sdl("win32", {"APPDATA": "C:/Users/ada/AppData/Roaming"}) == \
        Path("C:/Users/ada/AppData/Roaming/Orrery/Orrery")
    assert folder_without_sdl("darwin", {"HOME": "/Users/ada"}) == \
        Path("/Users/ada/Library/Application Support/Orrery/Orrery")
    assert folder_without_sdl("linux", {"HOME": "/home/ada", "ORRERY_HOME": "/srv/orrery"}) == Path("/srv/orrery")
