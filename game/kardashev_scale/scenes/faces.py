"""Card faces: the market card (aspect, name, what its ability does, cost and VP) and the small
face of an owned card in a pyramid (name, aspect, VP and an icon for when its ability works).

Each face is laid out first (`market_layout`, `small_layout`: the lines and sizes that fit) and
then painted from that layout, so tests can check that every text fits without reading pixels.
Text is never cut: a name wraps over lines, and only when a single word is wider than the face
is it broken with a hyphen. Faces are cached surfaces keyed by card and size."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import fonts, look

from ..rules.terms import TOKENS, label
from ..rules.vocabulary import brief_ability, describe_ability
from .art import ASPECT_COLOURS, TIER_COLOURS, draw_token, mix, wrapped, fitting_size

WHEN_COLOURS = {"on_buy": (255, 214, 102), "ongoing": (110, 220, 255), "game_end": (255, 170, 90)}
WHEN_WORDS = {"on_buy": "when bought", "ongoing": "always", "game_end": "at game end"}
NAME_FACE = "display"
ABILITY_FACE = "regular"
MARKET_NAME_SIZES = (15, 14, 13, 12, 11)
MARKET_ABILITY_SIZES = (13, 12, 11)
SMALL_NAME_SIZES = (14, 13, 12, 11, 10, 9)
BAND_H = 18  # the market face's aspect band
FOOT_H = 28  # the market face's cost chips and VP badge
SMALL_FOOT_H = 14  # the small face's icons and VP, as a strip along the bottom
SMALL_FOOT_W = 15  # or as a column down the right side


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


def market_layout(card, w: int, h: int) -> MarketLayout:
    pad = 8
    text_w = w - 2 * pad
    icon_w = 20
    body = h - BAND_H - FOOT_H - 6  # what the name and the abilities share
    lines_of = ability_lines(card) or [("none", "No ability")]
    # the sizes that fit, the smaller of the two as large as can be (then the abilities larger)
    best, best_rank = None, None
    for name_size in MARKET_NAME_SIZES:
        name_lines = fit_lines(card.name, name_size, text_w, NAME_FACE)
        if not lines_fit(name_lines, name_size, text_w, NAME_FACE) or len(name_lines) > 3:
            continue
        name_h = len(name_lines) * line_height(name_size, NAME_FACE)
        for ability_size in MARKET_ABILITY_SIZES:
            blocks = [(when, tuple(fit_lines(text, ability_size, text_w - icon_w, ABILITY_FACE)))
                      for when, text in lines_of]
            needed = sum(len(lines) for _, lines in blocks) * line_height(ability_size, ABILITY_FACE) \
                + 3 * (len(blocks) - 1)
            wide = all(lines_fit(lines, ability_size, text_w - icon_w, ABILITY_FACE) for _, lines in blocks)
            rank = (min(name_size, ability_size), ability_size, name_size)
            if wide and name_h + 5 + needed <= body and (best_rank is None or rank > best_rank):
                best, best_rank = (name_size, tuple(name_lines), ability_size, tuple(blocks), name_h), rank
    fits = best is not None
    if not fits:  # the smallest sizes, whatever they need (mods with long texts on narrow cards)
        name_size, ability_size = MARKET_NAME_SIZES[-1], MARKET_ABILITY_SIZES[-1]
        name_lines = tuple(fit_lines(card.name, name_size, text_w, NAME_FACE, hyphenate=True))
        blocks = tuple((when, tuple(fit_lines(text, ability_size, text_w - icon_w, ABILITY_FACE, True)))
                       for when, text in lines_of)
        best = (name_size, name_lines, ability_size, blocks, len(name_lines) * line_height(name_size, NAME_FACE))
    name_size, name_lines, ability_size, blocks, name_h = best
    name_top = BAND_H + 4
    return MarketLayout(name_size, name_lines, ability_size, blocks, name_top, name_top + name_h + 5,
                        pad + icon_w, fits)


@dataclass(frozen=True)
class SmallLayout:
    name_size: int
    name_lines: tuple[str, ...]
    foot: str  # where the aspect, ability icons and VP go: "bottom" (a strip) or "right" (a column)
    fits: bool


def small_layout(card, w: int, h: int) -> SmallLayout:
    """The name at the largest size that fits, with the icons and VP along the bottom or, on a
    short wide face, down the right side: whichever leaves the name more room."""
    boxes = {"bottom": (w - 6, h - SMALL_FOOT_H - 4), "right": (w - 6 - SMALL_FOOT_W, h - 6)}
    best = None
    for foot, (width, height) in boxes.items():
        found = _fit_block(card.name, SMALL_NAME_SIZES, width, height, NAME_FACE)
        if found is not None:
            rank = (not found[2], found[0])
            if best is None or rank > best[0]:
                best = (rank, SmallLayout(found[0], tuple(found[1]), foot, True))
    if best is not None:
        return best[1]
    size = SMALL_NAME_SIZES[-1]
    return SmallLayout(size, tuple(fit_lines(card.name, size, w - 6, NAME_FACE, True)), "bottom", False)


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

def _lines(surface, lines, size: int, face: str, x: int, y: int, colour) -> int:
    step = line_height(size, face)
    for line in lines:
        surface.blit(look.text(line, size, tuple(colour), face), (x, y))
        y += step
    return y


@lru_cache(maxsize=512)
def market_face(card, w: int, h: int, state: str = "normal") -> pygame.Surface:
    """A market card: aspect band, name, each ability as an icon and a few words, cost chips
    and VP. state: normal, lit (buyable), grey (cannot buy)."""
    layout = market_layout(card, w, h)
    grey = state == "grey"
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    tier_c = TIER_COLOURS[card.tier]
    body = mix(tier_c, (10, 14, 30), 0.8)
    if grey:
        body = mix(body, (24, 26, 34), 0.55)
    radius = max(4, w // 14)
    pygame.draw.rect(s, body, s.get_rect(), border_radius=radius)
    band = pygame.Rect(0, 0, w, BAND_H)
    pygame.draw.rect(s, tier_c if not grey else mix(tier_c, (50, 50, 60), 0.6), band,
                     border_top_left_radius=radius, border_top_right_radius=radius)
    # the aspect on the band: its icon in a dark disc, then its name
    pygame.draw.circle(s, (14, 18, 32), (13, BAND_H // 2), 8)
    draw_aspect_icon(s, card.aspect, (13, BAND_H // 2), 6, dim=grey)
    look.blit_text(s, label(card.aspect).upper(), 11, (25, BAND_H // 2 + 1), (12, 16, 28), "bold", "midleft")
    edge = {"lit": (255, 230, 140), "grey": (70, 76, 92)}.get(state, mix(tier_c, (255, 255, 255), 0.2))
    pygame.draw.rect(s, edge, s.get_rect(), 3 if state == "lit" else 2, border_radius=radius)
    ink = look.INK if not grey else (150, 156, 174)
    _lines(s, layout.name_lines, layout.name_size, NAME_FACE, 8, layout.name_top, ink)
    y = layout.ability_top
    pygame.draw.line(s, mix(tier_c, body, 0.45), (8, y - 3), (w - 8, y - 3), 1)
    step = line_height(layout.ability_size, ABILITY_FACE)
    for when, lines in layout.abilities:
        draw_when_icon(s, when, (8 + 7, y + step // 2 + 1), 7, None if not grey else look.FAINT)
        y = _lines(s, lines, layout.ability_size, ABILITY_FACE, layout.ability_x, y,
                   (214, 222, 240) if not grey else (140, 146, 164)) + 3
    # cost chips along the bottom left, the VP badge bottom right
    chip = 10
    x = 8
    cy = h - FOOT_H // 2 - 2
    for k, n in enumerate(card.cost):
        if not n:
            continue
        draw_token(s, TOKENS[k], (x + chip, cy), chip, alpha_dim=grey)
        number = look.text(str(n), 14, (12, 14, 20), "bold")
        s.blit(number, number.get_rect(center=(x + chip, cy + 1)))
        x += chip * 2 + 5
    if not any(card.cost):
        look.blit_text(s, "free", 13, (8, cy), ink, "bold", "midleft")
    vp_r = 13
    vp_c = (w - vp_r - 7, cy)
    gold = look.GOLD if not grey else look.FAINT
    pygame.draw.circle(s, (20, 26, 46), vp_c, vp_r)
    pygame.draw.circle(s, gold, vp_c, vp_r, 2)
    vp = look.text(str(card.vp), 16, gold, "display")
    s.blit(vp, vp.get_rect(center=(vp_c[0], vp_c[1] - 1)))
    look.blit_text(s, "VP", 10, (vp_c[0] - vp_r - 3, cy + 1), gold, "bold", "midright")
    return s


@lru_cache(maxsize=1024)
def small_face(card, w: int, h: int) -> pygame.Surface:
    """An owned card in a pyramid: tier colour, name, and along the foot its aspect, an icon
    for each ability (when it works) and its VP."""
    layout = small_layout(card, w, h)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    tier_c = TIER_COLOURS[card.tier]
    radius = max(3, min(w, h) // 9)
    pygame.draw.rect(s, mix(tier_c, (10, 14, 30), 0.72), s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, tier_c, s.get_rect(), 2, border_radius=radius)
    _lines(s, layout.name_lines, layout.name_size, NAME_FACE, 4, 3, look.INK)
    shade = mix(tier_c, (10, 14, 30), 0.45)
    whens = list(dict.fromkeys(a.when for a in card.abilities))
    vp = look.text(str(card.vp), 12, look.GOLD, "display")
    if layout.foot == "bottom":
        y = h - SMALL_FOOT_H // 2 - 2
        pygame.draw.rect(s, shade, (2, h - SMALL_FOOT_H - 2, w - 4, SMALL_FOOT_H),
                         border_bottom_left_radius=radius, border_bottom_right_radius=radius)
        draw_aspect_icon(s, card.aspect, (9, y), 5)
        for i, when in enumerate(whens):
            draw_when_icon(s, when, (20 + 12 * i, y), 5)
        s.blit(vp, vp.get_rect(midright=(w - 5, y)))
    else:
        x = w - SMALL_FOOT_W // 2 - 2
        pygame.draw.rect(s, shade, (w - SMALL_FOOT_W - 2, 2, SMALL_FOOT_W, h - 4),
                         border_top_right_radius=radius, border_bottom_right_radius=radius)
        s.blit(vp, vp.get_rect(midtop=(x, 3)))
        draw_aspect_icon(s, card.aspect, (x, h - 10), 5)
        top, bottom = 23, h - 21  # the ability icons share what the VP and the aspect leave
        step = (bottom - top) / max(1, len(whens) - 1)
        for i, when in enumerate(whens):
            y = (top + bottom) / 2 if len(whens) == 1 else top + step * i
            draw_when_icon(s, when, (x, y), 5 if step >= 10 or len(whens) == 1 else 4)
    return s


LARGE_W = 320
WHEN_HEADINGS = {"on_buy": "ONCE, WHEN BOUGHT", "ongoing": "ALWAYS", "game_end": "AT THE GAME END"}


def _cost_places(card, w: int) -> list[tuple[str, pygame.Surface, int, int]]:
    """(token, its words, x, y below the first line) for each part of the cost: it goes on over
    a second line when it does not fit one."""
    places, x, dy = [], 70, 0
    for k, n in enumerate(card.cost):
        if not n:
            continue
        words = look.text(f"{n} {label(TOKENS[k])}", 14, look.INK, "bold")
        if x + 24 + words.get_width() > w - 8:
            x, dy = 70, dy + 26
        places.append((TOKENS[k], words, x, dy))
        x += 24 + words.get_width() + 10
    return places


@lru_cache(maxsize=64)
def large_card(card, reason: str = "") -> pygame.Surface:
    """The hover view: the whole card, each ability in a full sentence under when it works, and
    why it cannot be bought now. As tall as what it says."""
    w = LARGE_W
    inner = w - 36
    name_size = fitting_size(card.name, 26, inner - 70, "display")
    name_lines = fonts.wrap(card.name, name_size, inner - 70, "display")
    sentences = []
    for ability in card.abilities:
        _, _, rest = describe_ability(ability).partition(": ")
        sentences.append((ability.when, fonts.wrap(rest[0].upper() + rest[1:], 17, inner - 26)))
    flavour = fonts.wrap(card.flavour, 14, inner, "italic") if card.flavour else []
    reason_lines = fonts.wrap(reason, 16, w - 28, "bold") if reason else []
    name_h = max(64, len(name_lines) * line_height(name_size, "display") + 12)
    body_h = sum(20 + len(lines) * line_height(17, "regular") + 10 for _, lines in sentences) or 30
    cost = _cost_places(card, w)
    cost_h = (cost[-1][3] if cost else 0) + 32
    h = max(50 + name_h + 8, 136) + cost_h + 14 + body_h + \
        (len(flavour) * line_height(14, "italic") + 10 if flavour else 0) + 10
    reason_h = 22 + 21 * len(reason_lines) if reason else 0
    s = pygame.Surface((w, h + (reason_h + 8 if reason else 0)), pygame.SRCALPHA)
    tier_c = TIER_COLOURS[card.tier]
    pygame.draw.rect(s, mix(tier_c, (8, 12, 26), 0.82), (0, 0, w, h), border_radius=18)
    pygame.draw.rect(s, tier_c, (0, 0, w, 46), border_top_left_radius=18, border_top_right_radius=18)
    pygame.draw.rect(s, mix(tier_c, (255, 255, 255), 0.3), (0, 0, w, h), 3, border_radius=18)
    pygame.draw.circle(s, (14, 18, 32), (30, 23), 13)
    draw_aspect_icon(s, card.aspect, (30, 23), 9)
    look.blit_text(s, f"{label(card.tier).upper()} · {label(card.aspect).upper()}", 15, (52, 23),
                   (10, 14, 26), "bold", "midleft")
    _lines(s, name_lines, name_size, "display", 18, 60, look.INK)
    vp_c = (w - 40, 60 + 28)
    pygame.draw.circle(s, (18, 24, 44), vp_c, 26)
    pygame.draw.circle(s, look.GOLD, vp_c, 26, 3)
    look.blit_text(s, str(card.vp), 26, vp_c, look.GOLD, "display", "center")
    look.blit_text(s, "VP", 11, (vp_c[0], vp_c[1] + 39), look.GOLD, "bold", "center")
    y = max(50 + name_h + 8, 136)  # below the VP badge and its label
    look.blit_text(s, "Cost", 14, (18, y), look.MUTED, "bold")
    for token, words, x, dy in cost:
        draw_token(s, token, (x + 10, y + dy + 9), 10)
        s.blit(words, (x + 24, y + dy + 1))
    if not cost:
        look.blit_text(s, "free", 16, (70, y - 1), look.INK)
    y += cost_h
    pygame.draw.line(s, mix(tier_c, (30, 30, 40), 0.4), (18, y), (w - 18, y), 1)
    y += 14
    if not sentences:
        look.blit_text(s, "No special ability.", 17, (18, y), look.INK)
    for when, lines in sentences:
        draw_when_icon(s, when, (27, y + 8), 8)
        look.blit_text(s, WHEN_HEADINGS.get(when, when.upper()), 13, (42, y + 1), WHEN_COLOURS.get(when, look.ACCENT),
                       "bold")
        y = _lines(s, lines, 17, "regular", 42, y + 20, look.INK) + 10
    if flavour:
        _lines(s, flavour, 14, "italic", 18, y + 4, look.MUTED)
    if reason:
        pygame.draw.rect(s, (60, 18, 30), (0, h + 8, w, reason_h), border_radius=12)
        pygame.draw.rect(s, look.DANGER, (0, h + 8, w, reason_h), 2, border_radius=12)
        wrapped(s, reason, 16, (14, h + 18, w - 28, reason_h), (255, 220, 225), "bold", centred=True)
    return s
