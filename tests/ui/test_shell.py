"""The app shell: viewport conversion, the scene stack, settings, fonts, sounds, identity."""

from __future__ import annotations

import json
import re
import wave
from pathlib import Path

import pygame
import pytest

from game.core.config import PLAYER_SHAPES
from game.ui import fonts, identity
from game.ui.scene import Scene, SceneStack
from game.ui.settings import Settings, load_settings, write_settings
from game.ui.sound import SOUND_DIR, Sounds
from game.ui.viewport import Viewport

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("window", [(1600, 900), (1280, 720), (1920, 1200), (1000, 1000), (800, 300)])
def test_viewport_letterboxes_and_round_trips(window):
    vp = Viewport(window)
    assert vp.size[0] <= window[0] and vp.size[1] <= window[1]
    assert abs(vp.size[0] / vp.size[1] - 16 / 9) < 0.02
    # the bars are equal on both sides
    assert vp.offset[0] * 2 in (window[0] - vp.size[0], window[0] - vp.size[0] - 1)
    for logical in [(0, 0), (800, 450), (1599, 899), (123, 456)]:
        back = vp.to_logical(vp.to_window(logical))
        assert abs(back[0] - logical[0]) <= 1 and abs(back[1] - logical[1]) <= 1


def test_mouse_events_are_converted_once():
    vp = Viewport((1920, 1200))  # scale 1.2, bars of 60 px above and below
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(960, 600), button=1)
    assert vp.convert_event(event).pos == (800, 450)
    assert vp.convert_event(event).button == 1
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert vp.convert_event(key) is key


class Probe(Scene):
    def __init__(self, app, name, opaque=True, covered_updates=False):
        super().__init__(app)
        self.name, self.opaque, self.updates_when_covered = name, opaque, covered_updates
        self.calls = []

    def enter(self): self.calls.append("enter")
    def exit(self): self.calls.append("exit")
    def pause(self): self.calls.append("pause")
    def resume(self): self.calls.append("resume")
    def update(self, dt): self.calls.append("update")
    def handle_event(self, event): self.calls.append("event"); return True
    def draw(self, surface): self.calls.append("draw")


def test_scene_stack_lifecycle_and_overlays():
    stack = SceneStack()
    base, mid, overlay = Probe(None, "base"), Probe(None, "mid"), Probe(None, "overlay", opaque=False)
    stack.push(base)
    stack.push(mid)
    stack.push(overlay)
    assert base.calls == ["enter", "pause"] and mid.calls == ["enter", "pause"]
    assert [s.name for s in stack.visible()] == ["mid", "overlay"]  # base is hidden by the opaque mid
    stack.update(1 / 60)
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    assert "update" not in mid.calls and "event" not in mid.calls  # only the top scene runs
    assert overlay.calls[-2:] == ["update", "event"]
    stack.pop()
    assert overlay.calls[-1] == "exit" and mid.calls[-1] == "resume"
    replacement = Probe(None, "replacement")
    stack.replace(replacement)
    assert mid.calls[-1] == "exit" and stack.top is replacement
    stack.clear_to(Probe(None, "title"))
    assert base.calls[-1] == "exit" and len(stack) == 1


def test_covered_scene_updates_only_when_it_asks():
    stack = SceneStack()
    keeps_time = Probe(None, "table", covered_updates=True)
    stack.push(keeps_time)
    stack.push(Probe(None, "pause", opaque=False))
    stack.update(1 / 60)
    assert keeps_time.calls[-1] == "update"


def test_settings_round_trip_and_damaged_files(tmp_path):
    path = tmp_path / "settings.json"
    assert load_settings(path) == Settings()  # missing file: defaults
    chosen = Settings(animation_speed="instant", computer_speed="fast", volume=0.25, muted=True, colour_blind=True)
    write_settings(path, chosen)
    assert load_settings(path) == chosen
    assert chosen.animation_factor == 0.0
    path.write_text("{not json")
    assert load_settings(path) == Settings()
    path.write_text(json.dumps({"volume": "loud", "animation_speed": "warp", "muted": 1, "computer_speed": "warp"}))
    loaded = load_settings(path)
    assert loaded.volume == Settings().volume and loaded.animation_speed == "normal"
    assert loaded.muted is False and loaded.computer_speed == "normal"


def test_fonts_are_bundled_with_a_licence_and_never_from_the_system():
    for face in fonts.FACES:
        assert fonts.font_path(face).is_file()
    assert (fonts.FONT_DIR / "DejaVu-LICENSE.txt").read_text().count("Bitstream") > 0
    theme = json.loads((ROOT / "game/ui/theme.json").read_text())
    assert theme["defaults"]["font"]["name"] == "dejavu"
    for path in (ROOT / "game/ui").rglob("*.py"):
        text = path.read_text()
        assert "SysFont" not in text and not re.search(r"font\.Font\(\s*None", text), path


def test_sounds_are_short_valid_wavs_made_by_the_committed_script():
    names = sorted(p.stem for p in SOUND_DIR.glob("*.wav"))
    assert {"click", "back", "error", "turn", "card", "win"} <= set(names)
    for name in names:
        with wave.open(str(SOUND_DIR / f"{name}.wav")) as wav:
            assert wav.getnchannels() == 1 and wav.getsampwidth() == 2
            assert 0 < wav.getnframes() / wav.getframerate() <= 1.5
    script = (SOUND_DIR / "make_sounds.py").read_text()
    for name in names:
        assert f'"{name}"' in script


def test_sound_respects_mute_volume_and_missing_device():
    sounds = Sounds(0.5, muted=False)
    if sounds.available:
        assert sounds.play("click")
        assert not sounds.play("no-such-sound")
    sounds.configure(0.5, True)
    assert not sounds.play("click")
    sounds.configure(0.0, False)
    assert not sounds.play("click")
    silent = Sounds(enabled=False)  # as when no audio device opens
    assert not silent.available and not silent.play("click")


def test_every_player_shape_is_drawn_distinctly():
    surface = pygame.Surface((100, 100))
    pixel_counts = set()
    for shape in PLAYER_SHAPES:
        surface.fill((0, 0, 0))
        identity.draw_marker(surface, (50, 50), 30, (255, 255, 255), shape, colour_blind=True, outline=(255, 255, 255))
        pixel_counts.add(sum(1 for x in range(100) for y in range(0, 100, 2) if surface.get_at((x, y))[0]))
        assert (identity.shape_points(shape, (50, 50), 30) is None) == (shape == "circle")
    assert len(pixel_counts) == len(PLAYER_SHAPES)
    # without colour-blind mode every player is a plain disc
    surface.fill((0, 0, 0))
    identity.draw_marker(surface, (50, 50), 30, (255, 255, 255), "star", colour_blind=False)
    assert surface.get_at((50, 22))[0] > 0 and surface.get_at((50, 50))[0] > 0


def test_present_scales_into_the_window_with_black_bars():
    logical = pygame.Surface((1600, 900))
    logical.fill((255, 255, 255))
    for window_size in [(1000, 1000), (2000, 800), (3200, 1800)]:
        window = pygame.Surface(window_size)
        window.fill((50, 50, 50))
        vp = Viewport(window_size)
        vp.present(logical, window)
        inner = pygame.Rect(vp.offset, vp.size)
        assert min(window.get_at(inner.center)[:3]) > 240
        assert min(window.get_at((inner.left + 1, inner.top + 1))[:3]) > 240  # filled to the edge
        if inner.top > 0:
            assert window.get_at((window_size[0] // 2, 0))[:3] == (0, 0, 0)
        if inner.left > 0:
            assert window.get_at((0, window_size[1] // 2))[:3] == (0, 0, 0)


def test_markdown_for_rules_help():
    from game.ui.richtext import markdown_to_html

    html = markdown_to_html("# Title\n\nOne paragraph\nover two lines.\n\n## Turn\n1. **Act** first,\n   then rest.\n"
                            "- a <b> tag stays text\n- `code`\n")
    assert "<b>Title</b>" in html and "pixel_size=28" in html and "pixel_size=22" in html
    assert "One paragraph over two lines." in html
    assert "<b>Act</b> first, then rest." in html  # an indented line continues its list item
    assert "a &lt;b&gt; tag stays text" in html
    assert "<font face='dejavu_mono'>code</font>" in html


def test_markdown_tables_become_one_entry_per_row():
    from game.ui.richtext import markdown_to_html

    html = markdown_to_html("| | Level 1 | Level 2 |\n|---|---|---|\n| **Orange** | Guns | Long guns |\n"
                            "| Grey | Troops | Walls |\n\nAfter.")
    assert "<b>Orange</b><br>" in html and "Level 1:</font> Guns" in html and "Level 2:</font> Walls" in html
    assert "---" not in html and "|" not in html and "After." in html


def test_a_wrapped_log_entry_never_runs_out_of_the_panel(app):
    """The lines after an entry's first are indented; they wrap that much narrower."""
    from game.core.config import Seat
    from game.core.gamelog import LogEntry
    from game.ui import fonts
    from game.ui.log_panel import LogPanel

    panel = LogPanel((0, 0, 300, 400), (Seat("Ann"), Seat("Bob")))
    entries = [LogEntry(0, "Ann picks Trade: ties Bob, ties Computer 2; takes 2 Trade and plunders 1 Research "
                           "from Computer 3, who had little enough already."), LogEntry(1, " ".join(["x"] * 300))]
    panel.sync(entries)
    assert len(panel.lines) > 2
    assert all(fonts.font(panel.size).size(text)[0] <= panel.inner.w for text, _ in panel.lines)
