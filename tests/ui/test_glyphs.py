"""Names in any writing: characters the bundled faces lack (Chinese, Japanese, Korean, emoji) are
drawn with a fallback font (the system's, else the bundled subsets), right-to-left text is shaped
and put in visual order, and a long name never runs over what is beside it."""

from __future__ import annotations

import pygame
import pytest

from game.ui import fonts, glyphs
from game.ui.glyphs import BUNDLED_FALLBACKS, Coverage, SystemFonts, coverage, parse_fc_list, pieces, visual_runs
from tests.ui.driver import frames

REGULAR = str(fonts.font_path("regular"))


@pytest.fixture
def no_system_fonts(monkeypatch):
    """The bundled fallbacks alone, whatever this machine has installed."""
    quiet = SystemFonts(finder=lambda: [])
    quiet.start()
    assert quiet.wait(10)
    monkeypatch.setattr(glyphs, "SYSTEM", quiet)
    return quiet


def drawn(text: str, size: int = 24) -> pygame.Surface:
    pygame.font.init()
    return fonts.font(size).render(text, True, (255, 255, 255))


def lit(surface: pygame.Surface) -> int:
    return sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
               if surface.get_at((x, y))[3] > 128 and sum(surface.get_at((x, y))[:3]) > 200)


def test_the_bundled_fallbacks_are_small_and_licensed():
    total = sum(path.stat().st_size for path in BUNDLED_FALLBACKS)
    assert total < 4 * 1024 * 1024
    licence = (fonts.FONT_DIR / "Noto-LICENSE.txt").read_text()
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Adobe" in licence and "Google" in licence
    cjk, emoji = (coverage(path) for path in BUNDLED_FALLBACKS)
    for ch in "李明田中さん김민준のカ한국":
        assert ord(ch) in cjk, ch
    for ch in "😀🚀⭐👾🪐❤":
        assert ord(ch) in emoji, ch


@pytest.mark.parametrize("name", ["李明", "田中さん", "김민준", "🚀👾"])
def test_a_name_the_face_lacks_is_drawn_with_a_fallback_not_as_boxes(no_system_fonts, name):
    dejavu = coverage(REGULAR)
    assert any(ord(ch) not in dejavu for ch in name)  # DejaVu alone would draw boxes
    parts = pieces(f"Ann {name}", dejavu)
    assert parts[0] == ("Ann ", None, False)
    for piece, source, _ in parts[1:]:  # what DejaVu lacks comes from a bundled fallback
        if any(ord(ch) not in dejavu for ch in piece):
            assert source is not None and source[0] in map(str, BUNDLED_FALLBACKS), piece
    pygame.font.init()
    boxes = pygame.font.Font(REGULAR, 24).render(name, True, (255, 255, 255))  # SDL_ttf's own: the face's boxes
    assert pygame.image.tobytes(drawn(name), "RGBA") != pygame.image.tobytes(boxes, "RGBA")
    assert fonts.font(24).size(name)[0] == drawn(name).get_width()  # measured as drawn: fitting stays right


def test_emoji_are_drawn_in_colour_at_the_size_of_the_text(no_system_fonts):
    rocket = drawn("🚀", 24)
    assert rocket.get_height() == fonts.font(24).get_height()
    colours = {rocket.get_at((x, y))[:3] for x in range(rocket.get_width()) for y in range(rocket.get_height())
               if rocket.get_at((x, y))[3] > 200}
    assert len(colours) > 20  # a picture, not one-colour text


def test_right_to_left_text_is_shaped():
    pygame.font.init()
    text = "سلام عليكم"
    unshaped = pygame.font.Font(REGULAR, 30).size(text)[0]
    assert fonts.font(30).size(text)[0] < unshaped * 0.85  # joined letters take less room than isolated ones
    assert lit(drawn(text, 30)) > 0


@pytest.mark.parametrize("text, runs", [
    ("Player שלום 42 wins", [("Player ", False), ("42", False), ("שלום ", True), ("wins", False)]),
    ("محمد flicks a starship.", [("محمد", True), (" flicks a starship.", False)]),
    ("Ann and Bob", [("Ann and Bob", False)]),
])
def test_mixed_text_is_put_in_visual_order(text, runs):
    assert [(run.strip() or run, rtl) for run, rtl in visual_runs(text)] == [(run.strip() or run, rtl)
                                                                             for run, rtl in runs]


def test_system_fonts_come_first_when_the_platform_has_them(monkeypatch):
    listed = parse_fc_list(f"{BUNDLED_FALLBACKS[0]}\t0\t20-7e 3000-30ff 4e00-9fff\n/x/Other.ttf\t0\t20-7e\n")
    assert [(path, index) for path, index, _ in listed] == [(str(BUNDLED_FALLBACKS[0]), 0), ("/x/Other.ttf", 0)]
    assert ord("李") in listed[0][2] and ord("李") not in listed[1][2]
    system = SystemFonts(finder=lambda: listed)
    assert system.font_for(ord("李")) is None  # not looked for yet: never waited for in a frame
    system.start()
    assert system.wait(10)
    assert system.font_for(ord("李")) == (str(BUNDLED_FALLBACKS[0]), 0)
    assert system.font_for(ord("김")) is None  # outside what the listed font has
    monkeypatch.setattr(glyphs, "SYSTEM", system)
    assert pieces("李", Coverage([(0x20, 0x7E)]))[0][1] == (str(BUNDLED_FALLBACKS[0]), 0)


LONG_NAME = "李明" * 14


def test_a_long_name_never_runs_over_the_kardashev_scale_market(make_app):
    app = make_app(game="kardashev_scale", players=f"human:{LONG_NAME},ai:easy", seed=3)
    frames(app, 3)
    assert any(text.startswith(LONG_NAME) for text in fonts.shortened_this_frame()), fonts.shortened_this_frame()


def test_a_long_name_stays_in_eminent_domains_top_bar(make_app):
    """The turn's status ("<name> leads the turn") keeps to the top bar (cut there if need be),
    clear of the side column's buttons."""
    app = make_app(game="eminent_domain", players=f"ai:easy:{LONG_NAME},human", seed=3, extra={"track_texts": True})
    frames(app, 3)
    table = app.stack.top if app.stack.top.name == "eminent_domain_table" else list(app.stack)[0]
    status = [drawn for drawn in fonts.texts_on(app.window) if "leads the turn" in drawn.text]
    assert status and all(table.lay_regions.top.contains(drawn.rect) for drawn in status), status
    assert any(LONG_NAME in drawn.text for drawn in status) or \
        any(LONG_NAME in text and "leads the turn" in text for text in fonts.shortened_this_frame())


def test_a_name_in_chinese_can_be_typed_and_reads_on_the_buttons(app):
    """pygame_gui's widgets use the fonts with fallbacks: a text entry takes a character DejaVu
    lacks (it refuses characters its font has no metrics for) and a button draws it, not a box."""
    import pygame_gui

    from tests.ui.driver import click

    click(app, "new:kardashev_scale")
    scene = app.stack.top
    entry = next(e for e, index in scene.entries.items() if index == 0)
    entry.set_text("")
    scene.ui.set_focus_set(entry)
    entry.focus()
    for ch in "王小明":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 3)
    assert entry.get_text() == "王小明" and scene.seats[0].name == "王小明"
    assert isinstance(entry.font, pygame_gui.core.gui_font_pygame.GUIFontPygame)
    font = glyphs.widget_font(str(fonts.font_path("regular")), 16)
    drawn = font.render("王", True, (255, 255, 255))
    box = pygame.font.Font(str(fonts.font_path("regular")), 16).render("王", True, (255, 255, 255))
    assert pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(box, "RGBA")  # not DejaVu's missing-glyph box
