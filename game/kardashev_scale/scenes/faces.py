"""Card faces: the market card (aspect, name, what its ability does, cost and VP) and the small
face of an owned card in a pyramid (name, aspect, VP and an icon for when its ability works).

Each face is laid out first (`market_layout`, `small_layout`: the lines and sizes that fit) and
then painted from that layout, so tests can check that every text fits without reading pixels.
Text is never cut on a market face: a name wraps over lines, and only when a single word is wider
than the face is it broken with a hyphen. A small face too small for its name at the smallest
size (12 units) shows the name cut short, or only its icons (the large card says it all). Sizes
are design units times `scale` (pixels per unit: the UI scale); faces are cached pictures keyed
by card, size and scale, and keep their texts for the layout checks (fonts.new_picture). The
large card a hover shows is large_face.py, painted with the icons and lines drawn here."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import fonts, look

from ..rules.terms import TOKENS, label
from ..rules.vocabulary import brief_ability
from .art import ASPECT_COLOURS, TIER_COLOURS, draw_token, mix

WHEN_COLOURS = {"on_buy": (255, 214, 102), "ongoing": (110, 220, 255), "game_end": (255, 170, 90)}
WHEN_WORDS = {"on_buy": "when bought", "ongoing": "always", "game_end": "at game end"}
NAME_FACE = "display"
ABILITY_FACE = "regular"
# every size below is in design units (times the scale: pixels)
MARKET_NAME_SIZES = (15, 14, 13, 12)
MARKET_ABILITY_SIZES = (13, 12)
SMALL_NAME_SIZES = (14, 13, 12)
SMALLEST = 12  # no text is drawn smaller
BAND_H = 17  # the market face's aspect band
FOOT_H = 26  # the market face's cost chips and VP badge
SMALL_FOOT_H = 15  # the small face's icons and VP, as a strip along the bottom
SMALL_FOOT_W = 16  # or as a column down the right side


# --------------------------------------------------------------------------- fitting words

def _split_word(word: str, size: int, width: int, face: str) -> list[str]:
    """A word wider than `width`, broken into pieces that fit: at its own hyphens first, else
    with an added hyphen (at least two letters on each side)."""
    f = fonts.font(size, face)
    if f.size(word)[0] <= width:
        return [word]
    if "-" in word[1:-1]:
        head, _, tail = word.partition("-")
        return _split_word(head + "-", size, width, face) + _split_word(tail, size, width, face)
    for cut in range(len(word) - 2, 1, -1):
        if f.size(word[:cut] + "-")[0] <= width:
            return [word[:cut] + "-"] + _split_word(word[cut:], size, width, face)
    return [word]  # two letters do not fit: the caller sees it does not fit


def fit_lines(text: str, size: int, width: int, face: str, hyphenate: bool = False) -> list[str]:
    """`text` wrapped into lines no wider than `width` (words are never cut; with `hyphenate`
    a word wider than the line is broken with a hyphen)."""
    if not hyphenate:
        return fonts.wrap(text, size, width, face)
    f = fonts.font(size, face)
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        for piece in _split_word(word, size, width, face):
            candidate = f"{line} {piece}" if line and not line.endswith("-") else line + piece
            if line and f.size(candidate)[0] > width:
                lines.append(line)
                line = piece
            else:
                line = candidate
    lines.append(line)
    return lines


def glued(text: str) -> str:
    """A word of one or two characters ("1", "+1", "VP") kept on the line of the word before it
    (a no-break space), so no line holds a number alone."""
    return re.sub(r" (\S{1,2})(?= |$)", "\u00a0\\1", text)


def unglued(text: str) -> str:
    return text.replace("\u00a0", " ")


def lines_fit(lines, size: int, width: int, face: str) -> bool:
    f = fonts.font(size, face)
    return all(f.size(line)[0] <= width for line in lines)


def line_height(size: int, face: str) -> int:
    return fonts.font(size, face).get_linesize() - 1


def _fit_block(text: str, sizes, width: int, height: int, face: str, hyphenate: bool = True):
    """(size, lines, hyphenated) at the largest size at which `text` fits the box: without
    breaking words if possible, else with hyphens. None when even the smallest does not fit."""
    for breaking in ((False, True) if hyphenate else (False,)):
        for size in sizes:
            lines = fit_lines(text, size, width, face, breaking)
            if lines_fit(lines, size, width, face) and len(lines) * line_height(size, face) <= height:
                return size, lines, breaking
    return None


# --------------------------------------------------------------------------- layouts

def ability_lines(card) -> list[tuple[str, str]]:
    """(when, a few words) for each ability of the card."""
    return [(a.when, glued(brief_ability(a))) for a in card.abilities]


@dataclass(frozen=True)
class MarketLayout:
    name_size: int
    name_lines: tuple[str, ...]
    ability_size: int
    abilities: tuple[tuple[str, tuple[str, ...]], ...]  # (when, lines) per ability
    name_top: int
    ability_top: int
    ability_x: int
    fits: bool  # every text fits the face at a legible size


def px(units: float, scale: float) -> int:
    return max(1, round(units * scale))


def market_layout(card, w: int, h: int, scale: float = 1.0) -> MarketLayout:
    """The lines and pixel sizes of a market face of w x h pixels at `scale` pixels a unit."""
    pad = px(7, scale)
    text_w = w - 2 * pad
    icon_w = px(18, scale)
    body = h - px(BAND_H + FOOT_H + 5, scale)  # what the name and the abilities share
    lines_of = ability_lines(card) or [("none", "No ability")]
    # the sizes that fit, the smaller of the two as large as can be (then the abilities larger)
    best, best_rank = None, None
    for name_size in (px(u, scale) for u in MARKET_NAME_SIZES):
        name_lines = fit_lines(card.name, name_size, text_w, NAME_FACE)
        if not lines_fit(name_lines, name_size, text_w, NAME_FACE) or len(name_lines) > 3:
            continue
        name_h = len(name_lines) * line_height(name_size, NAME_FACE)
        for ability_size in (px(u, scale) for u in MARKET_ABILITY_SIZES):
            blocks = [(when, tuple(fit_lines(text, ability_size, text_w - icon_w, ABILITY_FACE)))
                      for when, text in lines_of]
            needed = sum(len(lines) for _, lines in blocks) * line_height(ability_size, ABILITY_FACE) \
                + px(3, scale) * (len(blocks) - 1)
            wide = all(lines_fit(lines, ability_size, text_w - icon_w, ABILITY_FACE) for _, lines in blocks)
            rank = (min(name_size, ability_size), ability_size, name_size)
            if wide and name_h + px(4, scale) + needed <= body and (best_rank is None or rank > best_rank):
                best, best_rank = (name_size, tuple(name_lines), ability_size, tuple(blocks), name_h), rank
    fits = best is not None
    if not fits:  # the smallest sizes, whatever they need (mods with long texts on narrow cards)
        name_size, ability_size = px(MARKET_NAME_SIZES[-1], scale), px(MARKET_ABILITY_SIZES[-1], scale)
        name_lines = tuple(fit_lines(card.name, name_size, text_w, NAME_FACE, hyphenate=True))
        blocks = tuple((when, tuple(fit_lines(text, ability_size, text_w - icon_w, ABILITY_FACE, True)))
                       for when, text in lines_of)
        best = (name_size, name_lines, ability_size, blocks, len(name_lines) * line_height(name_size, NAME_FACE))
    name_size, name_lines, ability_size, blocks, name_h = best
    name_top = px(BAND_H + 3, scale)
    return MarketLayout(name_size, name_lines, ability_size, blocks, name_top, name_top + name_h + px(4, scale),
                        pad + icon_w, fits)


@dataclass(frozen=True)
class SmallLayout:
    name_size: int
    name_lines: tuple[str, ...]
    foot: str  # where the aspect, ability icons and VP go: "bottom" (a strip) or "right" (a column)
    fits: bool


def small_layout(card, w: int, h: int, scale: float = 1.0) -> SmallLayout:
    """The name at the largest size that fits, with the icons and VP along the bottom or, on a
    short wide face, down the right side: whichever leaves the name more room. Where even the
    smallest size does not fit, one line cut short (`fits` False), or no name at all when not
    three letters fit."""
    pad = px(3, scale)
    boxes = {"bottom": (w - 2 * pad, h - px(SMALL_FOOT_H + 4, scale)),
             "right": (w - 2 * pad - px(SMALL_FOOT_W, scale), h - 2 * pad)}
    sizes = [px(u, scale) for u in SMALL_NAME_SIZES]
    best = None
    for foot, (width, height) in boxes.items():
        found = _fit_block(card.name, sizes, width, height, NAME_FACE)
        if found is not None:
            rank = (not found[2], found[0])
            if best is None or rank > best[0]:
                best = (rank, SmallLayout(found[0], tuple(found[1]), foot, True))
    if best is not None:
        return best[1]
    size = sizes[-1]
    foot = "right" if h < px(SMALL_FOOT_H, scale) + line_height(size, NAME_FACE) + 2 * pad else "bottom"
    width, height = boxes[foot]
    if height < line_height(size, NAME_FACE) or fonts.font(size, NAME_FACE).size(card.name[:3] + "\u2026")[0] > width:
        return SmallLayout(size, (), foot, False)  # icons and VP only
    return SmallLayout(size, (fonts.shortened(card.name, size, width, NAME_FACE),), foot, False)


# --------------------------------------------------------------------------- icons

def draw_when_icon(surface, when: str, center, r: float, colour=None) -> None:
    """When an ability works: a bolt (once, when bought), a loop (always), a flag (game end)."""
    cx, cy = center
    colour = colour or WHEN_COLOURS.get(when, look.MUTED)
    width = max(1, int(r / 3.5))
    if when == "on_buy":
        points = [(cx + r * 0.25, cy - r), (cx - r * 0.6, cy + r * 0.15), (cx - r * 0.02, cy + r * 0.15),
                  (cx - r * 0.3, cy + r), (cx + r * 0.65, cy - r * 0.2), (cx + r * 0.05, cy - r * 0.2)]
        pygame.draw.polygon(surface, colour, points)
    elif when == "ongoing":
        rect = pygame.Rect(0, 0, int(r * 1.8), int(r * 1.8))
        rect.center = (int(cx), int(cy))
        pygame.draw.arc(surface, colour, rect, math.radians(40), math.radians(330), width + 1)
        tip = (cx + r * 0.9 * math.cos(math.radians(40)), cy - r * 0.9 * math.sin(math.radians(40)))
        head = [(tip[0] - r * 0.55, tip[1] - r * 0.1), (tip[0] + r * 0.35, tip[1] - r * 0.5),
                (tip[0] + r * 0.2, tip[1] + r * 0.45)]
        pygame.draw.polygon(surface, colour, head)
    elif when == "game_end":
        pygame.draw.line(surface, colour, (cx - r * 0.55, cy - r), (cx - r * 0.55, cy + r), width + 1)
        pygame.draw.polygon(surface, colour, [(cx - r * 0.5, cy - r), (cx + r * 0.85, cy - r * 0.55),
                                              (cx - r * 0.5, cy - r * 0.05)])
    else:
        pygame.draw.circle(surface, colour, center, max(1, r * 0.3))


def draw_aspect_icon(surface, aspect: str, center, r: float, dim: bool = False) -> None:
    """An aspect by colour and by shape: a gear (Technology), peaks (Territory), a book (Culture)."""
    cx, cy = center
    colour = ASPECT_COLOURS[aspect]
    if dim:
        colour = mix(colour, (40, 44, 56), 0.6)
    if aspect == "technology":
        teeth = []
        for i in range(16):
            a = math.radians(i * 22.5)
            rr = r if i % 2 == 0 else r * 0.72
            teeth.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(surface, colour, teeth)
        pygame.draw.circle(surface, (14, 18, 32), center, max(1, r * 0.32))
    elif aspect == "territory":
        pygame.draw.polygon(surface, colour, [(cx - r, cy + r * 0.8), (cx - r * 0.2, cy - r * 0.8), (cx + r * 0.25, cy),
                                              (cx + r * 0.5, cy - r * 0.4), (cx + r, cy + r * 0.8)])
    else:
        pygame.draw.polygon(surface, colour, [(cx, cy - r * 0.5), (cx - r, cy - r * 0.85), (cx - r, cy + r * 0.6),
                                              (cx, cy + r * 0.9)])
        pygame.draw.polygon(surface, colour, [(cx + r * 0.12, cy - r * 0.5), (cx + r, cy - r * 0.85),
                                              (cx + r, cy + r * 0.6), (cx + r * 0.12, cy + r * 0.9)])


# --------------------------------------------------------------------------- painting

def draw_lines(surface, lines, size: int, face: str, x: int, y: int, colour) -> int:
    step = line_height(size, face)
    for line in lines:
        look.blit_text(surface, line, size, (x, y), tuple(colour), face)
        y += step
    return y


@lru_cache(maxsize=512)
def market_face(card, w: int, h: int, state: str = "normal", scale: float = 1.0) -> pygame.Surface:
    """A market card: aspect band, name, each ability as an icon and a few words, cost chips
    and VP. state: normal, lit (buyable), grey (cannot buy)."""
    layout = market_layout(card, w, h, scale)
    grey = state == "grey"
    u = lambda units: px(units, scale)  # noqa: E731 - units to pixels, many times below
    band_h = u(BAND_H)
    s = fonts.new_picture((w, h))
    tier_c = TIER_COLOURS[card.tier]
    body = mix(tier_c, (10, 14, 30), 0.8)
    if grey:
        body = mix(body, (24, 26, 34), 0.55)
    radius = max(4, w // 14)
    pygame.draw.rect(s, body, s.get_rect(), border_radius=radius)
    band = pygame.Rect(0, 0, w, band_h)
    pygame.draw.rect(s, tier_c if not grey else mix(tier_c, (50, 50, 60), 0.6), band,
                     border_top_left_radius=radius, border_top_right_radius=radius)
    # the aspect on the band: its icon in a dark disc, then its name
    pygame.draw.circle(s, (14, 18, 32), (u(11), band_h // 2), u(7))
    draw_aspect_icon(s, card.aspect, (u(11), band_h // 2), u(5), dim=grey)
    look.blit_text(s, label(card.aspect).upper(), u(SMALLEST), (u(21), band_h // 2 + 1), (12, 16, 28), "bold",
                   "midleft")
    edge = {"lit": (255, 230, 140), "grey": (70, 76, 92)}.get(state, mix(tier_c, (255, 255, 255), 0.2))
    pygame.draw.rect(s, edge, s.get_rect(), u(3) if state == "lit" else u(2), border_radius=radius)
    ink = look.INK if not grey else (150, 156, 174)
    draw_lines(s, layout.name_lines, layout.name_size, NAME_FACE, u(7), layout.name_top, ink)
    y = layout.ability_top
    pygame.draw.line(s, mix(tier_c, body, 0.45), (u(7), y - u(2)), (w - u(7), y - u(2)), 1)
    step = line_height(layout.ability_size, ABILITY_FACE)
    for when, lines in layout.abilities:
        draw_when_icon(s, when, (u(13), y + step // 2 + 1), u(6), None if not grey else look.FAINT)
        y = draw_lines(s, lines, layout.ability_size, ABILITY_FACE, layout.ability_x, y,
                   (214, 222, 240) if not grey else (140, 146, 164)) + u(3)
    # cost chips along the bottom left, the VP badge bottom right
    chip = u(9)
    x = u(7)
    cy = h - u(FOOT_H) // 2 - u(2)
    for k, n in enumerate(card.cost):
        if not n:
            continue
        draw_token(s, TOKENS[k], (x + chip, cy), chip, alpha_dim=grey)
        look.blit_text(s, str(n), u(13), (x + chip, cy + 1), (12, 14, 20), "bold", "center")
        x += chip * 2 + u(4)
    if not any(card.cost):
        look.blit_text(s, "free", u(SMALLEST), (u(7), cy), ink, "bold", "midleft")
    vp_r = u(12)
    vp_c = (w - vp_r - u(6), cy)
    gold = look.GOLD if not grey else look.FAINT
    pygame.draw.circle(s, (20, 26, 46), vp_c, vp_r)
    pygame.draw.circle(s, gold, vp_c, vp_r, u(2))
    look.blit_text(s, str(card.vp), u(15), (vp_c[0], vp_c[1] - 1), gold, "display", "center")
    look.blit_text(s, "VP", u(SMALLEST), (vp_c[0] - vp_r - u(3), cy + 1), gold, "bold", "midright")
    return s


@fonts.remembers_shortened(maxsize=1024)
def small_face(card, w: int, h: int, scale: float = 1.0) -> pygame.Surface:
    """An owned card in a pyramid: tier colour, name, and along the foot its aspect, an icon
    for each ability (when it works) and its VP."""
    layout = small_layout(card, w, h, scale)
    u = lambda units: px(units, scale)  # noqa: E731 - units to pixels, many times below
    s = fonts.new_picture((w, h))
    tier_c = TIER_COLOURS[card.tier]
    radius = max(3, min(w, h) // 9)
    pygame.draw.rect(s, mix(tier_c, (10, 14, 30), 0.72), s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, tier_c, s.get_rect(), u(2), border_radius=radius)
    draw_lines(s, layout.name_lines, layout.name_size, NAME_FACE, u(3), u(3), look.INK)
    shade = mix(tier_c, (10, 14, 30), 0.45)
    whens = list(dict.fromkeys(a.when for a in card.abilities))
    vp_size, icon = u(SMALLEST), u(5)
    if layout.foot == "bottom":
        foot_h = u(SMALL_FOOT_H)
        y = h - foot_h // 2 - u(2)
        pygame.draw.rect(s, shade, (u(2), h - foot_h - u(2), w - u(4), foot_h),
                         border_bottom_left_radius=radius, border_bottom_right_radius=radius)
        draw_aspect_icon(s, card.aspect, (u(8), y), icon)
        for i, when in enumerate(whens):
            draw_when_icon(s, when, (u(19) + u(11) * i, y), icon)
        look.blit_text(s, str(card.vp), vp_size, (w - u(4), y), look.GOLD, "display", "midright")
    else:
        foot_w = u(SMALL_FOOT_W)
        x = w - foot_w // 2 - u(2)
        pygame.draw.rect(s, shade, (w - foot_w - u(2), u(2), foot_w, h - u(4)),
                         border_top_right_radius=radius, border_bottom_right_radius=radius)
        look.blit_text(s, str(card.vp), vp_size, (x, u(2)), look.GOLD, "display", "midtop")
        draw_aspect_icon(s, card.aspect, (x, h - u(9)), icon)
        top, bottom = u(22), h - u(20)  # the ability icons share what the VP and the aspect leave
        if bottom >= top:  # a face too short for them shows its VP and aspect only
            step = (bottom - top) / max(1, len(whens) - 1)
            for i, when in enumerate(whens):
                y = (top + bottom) / 2 if len(whens) == 1 else top + step * i
                draw_when_icon(s, when, (x, y), icon if step >= u(10) or len(whens) == 1 else u(4))
    return s
