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


def markdown_to_html(markdown: str) -> str:
    """Headings, paragraphs, bullet and numbered lists, bold, italic and code spans."""
    out: list[str] = []
    paragraph: list[str] = []

    def flush():
        if paragraph:
            out.append(_inline(" ".join(paragraph)) + "<br><br>")
            paragraph.clear()

    for raw in markdown.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        heading = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        bullet = re.match(r"^[-*+]\s+(.*)$", stripped)
        numbered = re.match(r"^(\d+)[.)]\s+(.*)$", stripped)
        if heading:
            flush()
            level = len(heading.group(1))
            size = {1: 6, 2: 5, 3: 4}.get(level, 4)
            colour = "#ffc857" if level == 1 else "#5fd3ff"
            if out and not out[-1].endswith("<br><br>"):
                out.append("<br>")  # air above a heading that follows a list
            out.append(f"<font size={size} color='{colour}'><b>{_inline(heading.group(2))}</b></font><br>")
        elif bullet:
            flush()
            indent = "    " * (min(len(line) - len(line.lstrip()), 8) // 2)
            out.append(f"{indent}<font color='#5fd3ff'>\u2022</font> {_inline(bullet.group(1))}<br>")
        elif numbered:
            flush()
            out.append(f"<font color='#5fd3ff'>{numbered.group(1)}.</font> {_inline(numbered.group(2))}<br>")
        else:
            paragraph.append(stripped)
    flush()
    return "".join(out)


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
