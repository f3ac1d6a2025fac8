"""Text for pygame_gui text boxes: escaping, a small Markdown subset, scrolling by keyboard."""

from __future__ import annotations

import html
import re

import pygame

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![*\w])[*_](?!\s)(.+?)(?<!\s)[*_](?![*\w])")
_CODE = re.compile(r"`([^`]+)`")


def escape(text: str) -> str:
    return html.escape(str(text), quote=False)


def _inline(text: str) -> str:
    text = escape(text)
    text = _BOLD.sub(r"<b>\1</b>", text)
    text = _ITALIC.sub(r"<i>\1</i>", text)
    text = _CODE.sub(r"<font face='dejavu_mono'>\1</font>", text)
    return text


HEADING_PIXELS = {1: 28, 2: 22, 3: 19}  # body text is 16 px (theme.json text_box)


def _blocks(markdown: str) -> list[tuple[str, str, str]]:
    """(kind, marker, text) blocks: heading (marker = level), bullet (marker = indent),
    numbered (marker = number), para, or blank. An indented line after a list item continues it."""
    blocks: list[list[str]] = []
    for raw in markdown.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        heading = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        bullet = re.match(r"^[-*+]\s+(.*)$", stripped)
        numbered = re.match(r"^(\d+)[.)]\s+(.*)$", stripped)
        previous = blocks[-1] if blocks else None
        if stripped.startswith("|") and stripped.endswith("|"):
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue  # the header's underline
            if previous and previous[0] == "table":
                previous[2] += "\n" + "\t".join(cells)
            else:
                blocks.append(["table", "", "\t".join(cells)])
        elif not stripped:
            blocks.append(["blank", "", ""])
        elif heading:
            blocks.append(["heading", str(len(heading.group(1))), heading.group(2)])
        elif bullet:
            blocks.append(["bullet", str(min(len(line) - len(line.lstrip()), 8) // 2), bullet.group(1)])
        elif numbered:
            blocks.append(["numbered", numbered.group(1), numbered.group(2)])
        elif previous and previous[0] in ("bullet", "numbered") and line.startswith((" ", "\t")):
            previous[2] += " " + stripped  # a wrapped list item
        elif previous and previous[0] == "para":
            previous[2] += " " + stripped
        else:
            blocks.append(["para", "", stripped])
    return [tuple(b) for b in blocks]


def _table(text: str) -> str:
    """A Markdown table as one entry per row (text boxes have no columns): the row's first cell,
    then each other cell under its column's name."""
    rows = [line.split("\t") for line in text.split("\n")]
    header, body = rows[0], rows[1:]
    out = []
    for row in body:
        out.append(f"<font color='#5fd3ff'>\u2022</font> {_inline(row[0])}<br>")
        for name, cell in zip(header[1:], row[1:]):
            label = f"<font color='#8d9ab8'>{_inline(name)}:</font> " if name else ""
            out.append(f"\u00a0\u00a0\u00a0\u00a0{label}{_inline(cell)}<br>")
    return "".join(out)


def markdown_to_html(markdown: str, text_scale: float = 1.0) -> str:
    """Headings, paragraphs, bullet and numbered lists (wrapped items too), bold, italic, code.
    `text_scale`: the headings' pixel sizes are times this (the UI scale of the box's theme)."""
    out: list[str] = []
    last = "blank"
    for kind, marker, text in _blocks(markdown):
        if kind == "blank":
            if last in ("para", "bullet", "numbered", "table"):
                out.append("<br><!--gap-->")
        elif kind == "heading":
            level = int(marker)
            colour = "#ffc857" if level == 1 else "#5fd3ff"
            if out and last not in ("heading",) and not out[-1].endswith("<!--gap-->"):
                out.append("<br>")  # air above a heading
            pixels = max(1, round(HEADING_PIXELS.get(level, 17) * text_scale))
            out.append(f"<font pixel_size={pixels} color='{colour}'><b>{_inline(text)}</b>"
                       f"</font><br>")
        elif kind == "table":
            out.append(_table(text))
        elif kind == "bullet":
            indent = "\u00a0\u00a0\u00a0\u00a0" * int(marker)
            out.append(f"{indent}<font color='#5fd3ff'>\u2022</font> {_inline(text)}<br>")
        elif kind == "numbered":
            out.append(f"<font color='#5fd3ff'>{marker}.</font> {_inline(text)}<br>")
        else:
            out.append(_inline(text) + "<br>")
        last = kind
    return "".join(out).replace("<!--gap-->", "")


def scroll_box(box, event: pygame.event.Event) -> bool:
    """Scroll a UITextBox with Up/Down/PageUp/PageDown/Home/End. Returns whether a key was used."""
    bar = getattr(box, "scroll_bar", None)
    if bar is None or event.type != pygame.KEYDOWN:
        return False
    page = bar.visible_percentage
    steps = {pygame.K_UP: -page / 8, pygame.K_DOWN: page / 8, pygame.K_PAGEUP: -page * 0.9,
             pygame.K_PAGEDOWN: page * 0.9, pygame.K_HOME: -1.0, pygame.K_END: 1.0}
    if event.key not in steps:
        return False
    start = min(max(0.0, bar.start_percentage + steps[event.key]), 1.0 - page)
    bar.set_scroll_from_start_percentage(start)
    return True
