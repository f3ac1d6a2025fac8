"""A banner when games are not being saved (the last autosave failed, or saving is off), and one
when the table's computer players lost their thinking process (they go on on threads).

The app draws them over every scene of a game (App.draw), so they show on every table however
that table draws itself, and over the pause and game-over screens. The title draws the same
banner when saving is off for the whole run."""

from __future__ import annotations

import pygame

from . import fonts, look

BANNER_SIZE = 16
BANNER_MAX_W = 1100


def session_on_screen(app):
    """The game session of the highest scene that shows one, or None (title, menus)."""
    for scene in reversed(list(app.stack)):
        session = getattr(scene, "session", None)
        if session is not None:
            return session
    return None


def save_notice(app) -> str | None:
    """Why the game on screen is not being saved, or None."""
    session = session_on_screen(app)
    return getattr(session.autosaver, "problem", None) if session is not None else None


@fonts.remembers_shortened(maxsize=8)
def _lines(text: str, size: int, width: int) -> tuple[str, ...]:
    lines = fonts.wrap(text, size, width)
    if len(lines) > 2:
        lines = lines[:1] + [fonts.shortened(" ".join(lines[1:]), size, width, "regular")]
    return tuple(lines)


def draw_banner(surface: pygame.Surface, text: str, bottom: int, scale: float = 1.0, edge=look.DANGER) -> pygame.Rect:
    """A warning strip, centred, with its foot at `bottom` (`scale`: pixels per design unit;
    `edge`: its border's colour, red for a warning)."""
    size, most = max(1, round(BANNER_SIZE * scale)), min(round(BANNER_MAX_W * scale), surface.get_width() - 8)
    pad = round(20 * scale)
    lines = _lines(text, size, most - 2 * pad)
    line_h = fonts.font(size).get_linesize()
    width = min(most, max(fonts.font(size).size(line)[0] for line in lines) + 2 * pad)
    box = pygame.Rect(0, 0, width, round(14 * scale) + line_h * len(lines))
    box.midbottom = (surface.get_width() // 2, bottom)
    look.panel(surface, box, 235, round(10 * scale), edge)
    y = box.top + round(7 * scale)
    for line in lines:
        look.blit_text(surface, line, size, (box.centerx, y), look.INK, anchor="midtop")
        y += line_h
    return box


def table_notice(app) -> str | None:
    """What the table of the game on screen has to say (its thinking process stopped), or None."""
    for scene in reversed(list(app.stack)):
        notice = getattr(scene, "notice", None)
        if callable(notice):
            return notice()
    return None


def draw(surface: pygame.Surface, app) -> None:
    """The banners for the game on screen (over the window): not being saved, and the table's
    own notice."""
    scale = app.metrics.scale
    bottom = surface.get_height() - round(3 * scale)
    for text in (save_notice(app), table_notice(app)):
        if text:
            bottom = draw_banner(surface, text, bottom, scale).top - round(6 * scale)
