"""Text that the bundled faces cannot draw alone: characters DejaVu lacks (Chinese, Japanese,
Korean, emoji) and right-to-left writing (Arabic, Hebrew).

`FallbackFont` is the Font that fonts.py hands out: text made only of characters its face has,
written left to right, goes straight to SDL_ttf as before; other text is cut into runs, each drawn
with a font that has its characters, in the visual order of the Unicode bidirectional algorithm
(a simplified form: strong letters, numbers, and neutrals taking their neighbours' direction),
each right-to-left run shaped by HarfBuzz (SDL_ttf's set_direction / set_script). `size` measures
the same way, so everything that fits text to a width keeps working.

Where a character's font comes from, in order: the face itself; a font of the system that has it
(Linux: fontconfig's `fc-list`, run once on a thread at start, never in the frame loop; until it
has answered the bundled fonts stand in); the bundled fallbacks (assets/fonts: subsets of Noto
Sans CJK and Noto Color Emoji, see make_fallback.py); else the face, which draws a box.

Which characters a font file has is read from its own `cmap` table (a small parser below), once
per file, so asking costs a lookup."""

from __future__ import annotations

import bisect
import os
import shutil
import struct
import subprocess
import sys
import threading
import unicodedata
from functools import lru_cache
from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
BUNDLED_FALLBACKS = (FONT_DIR / "NotoSansCJKsc-Subset.otf", FONT_DIR / "NotoColorEmoji-Subset.ttf")
JOINERS = {0x200C, 0x200D, 0xFE0E, 0xFE0F}  # belong to the character before them: never a run of their own
RTL_SCRIPTS = {"ARABIC": "Arab", "HEBREW": "Hebr", "SYRIAC": "Syrc", "THAANA": "Thaa", "NKO": "Nkoo"}
# Well-known fallback fonts where there is no fontconfig (checked once, on the start-up thread).
KNOWN_SYSTEM_FONTS = {
    "win32": ("C:/Windows/Fonts/msyh.ttc", "C:/Windows/Fonts/YuGothR.ttc", "C:/Windows/Fonts/malgun.ttf",
              "C:/Windows/Fonts/seguiemj.ttf", "C:/Windows/Fonts/seguisym.ttf"),
    "darwin": ("/System/Library/Fonts/PingFang.ttc", "/System/Library/Fonts/Hiragino Sans GB.ttc",
               "/System/Library/Fonts/AppleSDGothicNeo.ttc", "/System/Library/Fonts/Apple Color Emoji.ttc"),
}


# --- which characters a font file has ---------------------------------------------------------
class Coverage:
    """The characters of one font: sorted, non-overlapping (first, last) ranges."""

    def __init__(self, ranges):
        merged: list[list[int]] = []
        for first, last in sorted(ranges):
            if merged and first <= merged[-1][1] + 1:
                merged[-1][1] = max(merged[-1][1], last)
            else:
                merged.append([first, last])
        self.starts = [first for first, _ in merged]
        self.ends = [last for _, last in merged]

    def __contains__(self, code: int) -> bool:
        i = bisect.bisect_right(self.starts, code) - 1
        return i >= 0 and code <= self.ends[i]

    def __len__(self) -> int:
        return sum(last - first + 1 for first, last in zip(self.starts, self.ends))


def _tables(data: bytes, index: int) -> dict[bytes, tuple[int, int]]:
    """tag -> (offset, length) of the font `index` of a font file (a collection's, or the file's)."""
    base = 0
    if data[:4] == b"ttcf":
        count = struct.unpack_from(">I", data, 8)[0]
        base = struct.unpack_from(">I", data, 12 + 4 * min(index, count - 1))[0]
    count = struct.unpack_from(">H", data, base + 4)[0]
    tables = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack_from(">4sIII", data, base + 12 + 16 * i)
        tables[tag] = (offset, length)
    return tables


def _format_4(data: bytes, at: int) -> list[tuple[int, int]]:
    segments = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", data, at + 14)
    starts = struct.unpack_from(f">{segments}H", data, at + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", data, at + 16 + 4 * segments)
    offsets_at = at + 16 + 6 * segments
    range_offsets = struct.unpack_from(f">{segments}H", data, offsets_at)
    ranges = []
    for i, (first, last, delta, offset) in enumerate(zip(starts, ends, deltas, range_offsets)):
        if first == 0xFFFF:
            continue
        if offset == 0:
            ranges += [(c, c) for c in range(first, last + 1) if (c + delta) & 0xFFFF] if delta else \
                [(first, last)]
            continue
        for c in range(first, last + 1):
            glyph_at = offsets_at + 2 * i + offset + 2 * (c - first)
            if glyph_at + 2 <= len(data) and struct.unpack_from(">H", data, glyph_at)[0]:
                ranges.append((c, c))
    return ranges


def _format_12(data: bytes, at: int) -> list[tuple[int, int]]:
    groups = struct.unpack_from(">I", data, at + 12)[0]
    return [struct.unpack_from(">II", data, at + 16 + 12 * i) for i in range(groups)]


def read_coverage(path, index: int = 0) -> Coverage:
    """The characters a font file maps to glyphs (its Unicode cmap: format 12, else format 4);
    an empty Coverage when the file cannot be read as a font."""
    try:
        data = Path(path).read_bytes()
        offset, _ = _tables(data, index)[b"cmap"]
        count = struct.unpack_from(">H", data, offset + 2)[0]
        found = {}
        for i in range(count):
            platform, encoding, sub = struct.unpack_from(">HHI", data, offset + 4 + 8 * i)
            kind = struct.unpack_from(">H", data, offset + sub)[0]
            if (platform, kind) in ((3, 12), (0, 12)) or (platform == 3 and encoding in (1, 10) and kind == 4) \
                    or (platform == 0 and kind == 4):
                found.setdefault(kind, offset + sub)
        if 12 in found:
            return Coverage(_format_12(data, found[12]))
        if 4 in found:
            return Coverage(_format_4(data, found[4]))
    except (OSError, KeyError, struct.error, IndexError):
        pass
    return Coverage(())


_coverage_lock = threading.Lock()
_coverages: dict[tuple[str, int], Coverage] = {}


def coverage(path, index: int = 0) -> Coverage:
    """`read_coverage`, once per file."""
    key = (str(path), index)
    with _coverage_lock:
        found = _coverages.get(key)
    if found is None:
        found = read_coverage(path, index)
        with _coverage_lock:
            _coverages[key] = found
    return found


# --- the system's fonts ------------------------------------------------------------------------
def parse_fc_list(output: str) -> list[tuple[str, int, Coverage]]:
    """`fc-list --format '%{file}\\t%{index}\\t%{charset}\\n'` as (file, index, coverage)."""
    fonts = []
    for line in output.splitlines():
        parts = line.split("\t")
        if len(parts) != 3 or not parts[0]:
            continue
        ranges = []
        for item in parts[2].split():
            first, _, last = item.partition("-")
            try:
                ranges.append((int(first, 16), int(last or first, 16)))
            except ValueError:
                continue
        try:
            index = int(parts[1] or 0)
        except ValueError:
            index = 0
        fonts.append((parts[0], index, Coverage(ranges)))
    return fonts


def _preference(file: str) -> tuple:
    """Sans faces before serif and monospaced ones; regular weights before others: a fallback
    should look like DejaVu Sans beside it."""
    name = Path(file).name.lower()
    return ("serif" in name.replace("sans", ""), "mono" in name, "bold" in name or "black" in name or "light" in name
            or "thin" in name, name)


class SystemFonts:
    """The system's fonts and the characters each has, found once on a thread of its own."""

    def __init__(self, finder=None):
        self.fonts: list[tuple[str, int, Coverage]] = []
        self._finder = finder or find_system_fonts
        self._ready = threading.Event()
        self._started = False
        self._lock = threading.Lock()

    def start(self) -> None:
        with self._lock:
            if self._started:
                return
            self._started = True
        threading.Thread(target=self._find, name="orrery-system-fonts", daemon=True).start()

    def _find(self) -> None:
        try:
            found = self._finder()
        except Exception:  # noqa: BLE001 - no system fonts is no problem: the bundled ones stand in
            found = []
        self.fonts = sorted(found, key=lambda item: _preference(item[0]))
        for path in BUNDLED_FALLBACKS:  # warm these too, off the frame loop
            coverage(path)
        self._ready.set()

    @property
    def ready(self) -> bool:
        return self._ready.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Tests only."""
        return self._ready.wait(timeout)

    def font_for(self, code: int) -> tuple[str, int] | None:
        """A system font that has the character, or None (also while still looking)."""
        if not self.ready:
            return None
        return next(((path, index) for path, index, cover in self.fonts if code in cover), None)


def find_system_fonts() -> list[tuple[str, int, Coverage]]:
    """Linux and other fontconfig systems: fc-list, run once; Windows and macOS: their usual
    fallback files, where present."""
    fc_list = shutil.which("fc-list")
    if fc_list:
        try:
            done = subprocess.run([fc_list, "--format", "%{file}\t%{index}\t%{charset}\n"], capture_output=True,
                                  text=True, timeout=20, stdin=subprocess.DEVNULL)
        except (OSError, subprocess.SubprocessError):
            return []
        # pygame opens the first font of a collection only: the others are left out
        return [font for font in parse_fc_list(done.stdout)
                if font[1] == 0 and font[0].lower().endswith((".ttf", ".otf", ".ttc"))]
    known = KNOWN_SYSTEM_FONTS.get(sys.platform, ())
    return [(path, 0, read_coverage(path)) for path in known if os.path.isfile(path)]


SYSTEM = SystemFonts()


def start() -> None:
    """Begin looking for the system's fonts (fonts.py does, with the first font it makes)."""
    if os.environ.get("ORRERY_SYSTEM_FONTS", "1") != "0":
        SYSTEM.start()


# --- direction ---------------------------------------------------------------------------------
def _direction(ch: str) -> str:
    """'R' (right to left), 'L' (left to right), 'N' (a number) or '' (neutral)."""
    kind = unicodedata.bidirectional(ch)
    if kind in ("R", "AL"):
        return "R"
    if kind == "L":
        return "L"
    if kind in ("EN", "AN"):
        return "N"
    return ""


def has_rtl(text: str) -> bool:
    return any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text)


def levels(text: str, base: int = 0) -> tuple[int, list[int]]:
    """(paragraph level, the embedding level of each character): 0 or 2 left to right, 1 right
    to left. Neutrals between two runs of one direction take it; elsewhere the paragraph's.
    Orrery's words are English, so a line is a left-to-right paragraph (`base` 0) in which a name
    or a phrase written right to left is a run of its own; `base` None takes the direction of the
    first letter, as plain text does."""
    kinds = [_direction(ch) for ch in text]
    if base is None:
        base = next((1 if k == "R" else 0 for k in kinds if k in ("L", "R")), 0)
    strong: list[str | None] = []  # the direction each character counts as, neutrals still open
    last = "R" if base else "L"
    for k in kinds:
        if k in ("L", "R"):
            last = k
            strong.append(k)
        elif k == "N":
            strong.append("N" if last == "R" else "L")  # numbers read left to right; in RTL text they sit in it
        else:
            strong.append(None)
    resolved = list(strong)
    i = 0
    while i < len(resolved):
        if resolved[i] is not None:
            i += 1
            continue
        j = i
        while j < len(resolved) and resolved[j] is None:
            j += 1
        before = next((resolved[k] for k in range(i - 1, -1, -1)), None)
        after = resolved[j] if j < len(resolved) else None
        side = lambda d: "R" if d in ("R", "N") else d  # noqa: E731 - a number counts as RTL next to RTL
        fill = side(before) if before is not None and side(before) == side(after) else ("R" if base else "L")
        if before == "N" and after == "N":
            fill = "N"
        for k in range(i, j):
            resolved[k] = fill
        i = j
    table = {"L": 2 if base else 0, "R": 1, "N": 2}
    return base, [table[d] for d in resolved]


def visual_runs(text: str, base: int | None = 0) -> list[tuple[str, bool]]:
    """The text cut where its direction changes, in the order the runs are drawn left to right:
    (run, right to left)."""
    base, levels_ = levels(text, base)
    runs: list[list] = []  # [text, level]
    for ch, level in zip(text, levels_):
        if runs and runs[-1][1] == level:
            runs[-1][0] += ch
        else:
            runs.append([ch, level])
    highest = max((level for _, level in runs), default=0)
    lowest_odd = min((level for _, level in runs if level % 2), default=highest + 1)
    for level in range(highest, lowest_odd - 1, -1):  # rule L2: reverse each sequence at this level or above
        i = 0
        while i < len(runs):
            if runs[i][1] >= level:
                j = i
                while j < len(runs) and runs[j][1] >= level:
                    j += 1
                runs[i:j] = runs[i:j][::-1]
                i = j
            else:
                i += 1
    return [(run, level % 2 == 1) for run, level in runs]


def script_of(text: str) -> str | None:
    """The ISO 15924 tag of the first right-to-left letter's script (for HarfBuzz), or None."""
    for ch in text:
        if unicodedata.bidirectional(ch) in ("R", "AL"):
            name = unicodedata.name(ch, "")
            return next((tag for word, tag in RTL_SCRIPTS.items() if name.startswith(word)), None)
    return None


# --- fonts for runs ----------------------------------------------------------------------------
@lru_cache(maxsize=256)
def _font(path: str, index: int, size: int, rtl: bool, script: str | None) -> pygame.font.Font:
    """A plain SDL_ttf font for a run: right to left and with its script set when it is one."""
    face = pygame.font.Font(path, size)
    if rtl:
        face.set_direction(pygame.DIRECTION_RTL)
        if script:
            face.set_script(script)
    return face


def source_for(code: int, primary: Coverage) -> tuple[str, int] | None:
    """Where character `code` is drawn from: None for the face itself, else (font file, index)."""
    if code in primary or code in JOINERS or code < 0x20:
        return None
    found = SYSTEM.font_for(code)
    if found is not None:
        return found
    for path in BUNDLED_FALLBACKS:
        if code in coverage(path):
            return str(path), 0
    return None


def pieces(text: str, primary: Coverage) -> list[tuple[str, tuple[str, int] | None, bool]]:
    """The text as drawn: (piece, font source, right to left), left to right on the screen."""
    drawn = []
    for run, rtl in visual_runs(text):
        current: list = []
        for ch in run:
            source = source_for(ord(ch), primary) if ord(ch) not in JOINERS or not current else current[-1][1]
            if current and current[-1][1] == source:
                current[-1][0] += ch
            else:
                current.append([ch, source])
        if rtl:  # HarfBuzz lays out each piece right to left; pieces of a run go right to left too
            current.reverse()
        drawn += [(piece, source, rtl) for piece, source in current]
    return drawn


class FallbackFont(pygame.font.Font):
    """A bundled face that draws what it lacks with fallback fonts and shapes right-to-left text."""

    def __init__(self, path: str, size: int):
        super().__init__(path, size)
        self.path = str(path)
        self.point_size_asked = int(size)

    def needs_help(self, text: str) -> bool:
        return not text.isascii() and _needs_help(self.path, text)

    def size(self, text):
        if not isinstance(text, str) or not self.needs_help(text) or "\n" in text:
            return super().size(text)
        return sum(surface.get_width() for surface, _ in self._rendered(text, True, (255, 255, 255))), \
            self.get_height()

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        if not isinstance(text, str) or not self.needs_help(text) or "\n" in text or wraplength:
            return super().render(text, antialias, color, bgcolor, wraplength)
        parts = self._rendered(text, antialias, color)
        height = self.get_height()
        surface = pygame.Surface((max(1, sum(p.get_width() for p, _ in parts)), height), pygame.SRCALPHA)
        if bgcolor is not None:
            surface.fill(bgcolor)
        x = 0
        for part, y in parts:
            surface.blit(part, (x, y))
            x += part.get_width()
        return surface

    def metrics(self, text):
        """Per character (minx, maxx, miny, maxy, advance); a character this face lacks but a
        fallback draws gets the fallback's width, not None (a text entry takes only characters
        with metrics: without this, a name in Chinese could not even be typed)."""
        found = super().metrics(text)
        if not isinstance(text, str) or text.isascii():
            return found
        height = self.get_ascent()
        return [m if m is not None or not self.needs_help(ch) else (0, self.size(ch)[0], 0, height, self.size(ch)[0])
                for m, ch in zip(found, text)]

    def _rendered(self, text: str, antialias: bool, color) -> list[tuple[pygame.Surface, int]]:
        """Each piece of `text` drawn with its font, and how far down it goes (on one baseline)."""
        height, ascent = self.get_height(), self.get_ascent()
        parts = []
        for piece, source, rtl in pieces(text, coverage(self.path)):
            script = script_of(piece) if rtl else None
            if source is None and not rtl:
                parts.append((super().render(piece, antialias, color), 0))
                continue
            path, index = source if source is not None else (self.path, 0)
            face = _font(path, index, self.point_size_asked, rtl, script)
            drawn = face.render(piece, antialias, color)
            if drawn.get_height() > height * 1.5:  # a bitmap font (colour emoji): one size only
                width = max(1, round(drawn.get_width() * height / drawn.get_height()))
                parts.append((pygame.transform.smoothscale(drawn.convert_alpha() if pygame.display.get_surface()
                                                           else drawn, (width, height)), 0))
            else:
                parts.append((drawn, ascent - face.get_ascent()))  # above the line: only its empty top is cut
        return parts


def widget_font(file, size):
    """The font pygame_gui's widgets are given (gui.py hands it to pygame_gui): a bundled face
    with the fallbacks, so a button or a text entry draws a name in any script; pygame_gui's own
    resources (not files of ours) as they are."""
    if isinstance(file, (str, os.PathLike)):
        return FallbackFont(str(file), size)
    return pygame.font.Font(file, size)


@lru_cache(maxsize=4096)
def _needs_help(path: str, text: str) -> bool:
    """Whether the face at `path` cannot draw `text` alone: a character it lacks, or RTL writing."""
    cover = coverage(path)
    return any(ord(ch) not in cover and ord(ch) not in JOINERS for ch in text) or has_rtl(text)
