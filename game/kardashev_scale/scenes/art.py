"""How Kardashev Scale things look: token chips, dials and card backs (faces.py: card faces).

Everything costly (card faces, rendered words) is drawn once into cached surfaces keyed by what
it shows, so a frame is mostly blits."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import fonts, look

from ..rules.terms import ADVANCE, PICKS, label

TOKEN_COLOURS = {"conflict": (238, 86, 78), "trade": (247, 190, 70), "research": (82, 166, 255),
                 ADVANCE: (186, 128, 255)}
TIER_COLOURS = {"planetary": (64, 170, 140), "stellar": (236, 160, 64), "galactic": (170, 110, 250)}
ASPECT_COLOURS = {"technology": (120, 200, 255), "territory": (150, 220, 120), "culture": (255, 150, 200)}
WIN_COLOUR, TIE_COLOUR, LOSS_COLOUR = (110, 230, 150), (230, 220, 130), (255, 122, 144)


def mix(a, b, t: float):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def token_points(token: str, center, r: float):
    """Each token type has its own outline so it reads without colour: Conflict a hexagon,
    Trade a disc, Research a diamond, Advance an upward chevron."""
    cx, cy = center
    if token == "conflict":
        return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(30, 390, 60)]
    if token == "research":
        return [(cx, cy - r * 1.12), (cx + r * 1.0, cy), (cx, cy + r * 1.12), (cx - r * 1.0, cy)]
    if token == ADVANCE:
        return [(cx, cy - r), (cx + r, cy + r * 0.15), (cx + r * 0.45, cy + r * 0.15),
                (cx + r * 0.45, cy + r), (cx - r * 0.45, cy + r), (cx - r * 0.45, cy + r * 0.15),
                (cx - r, cy + r * 0.15)]
    return None


def draw_token(surface, token: str, center, r: float, alpha_dim: bool = False) -> None:
    colour = TOKEN_COLOURS[token]
    if alpha_dim:
        colour = mix(colour, (30, 34, 50), 0.6)
    edge = mix(colour, (255, 255, 255), 0.45)
    points = token_points(token, center, r)
    if points is None:
        pygame.draw.circle(surface, colour, center, r)
        pygame.draw.circle(surface, edge, center, r, max(1, int(r / 6)))
        pygame.draw.circle(surface, mix(colour, (0, 0, 0), 0.35), center, max(1, r * 0.45), 1)
    else:
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, edge, points, max(1, int(r / 6)))


@lru_cache(maxsize=64)
def token_icon(token: str, r: int) -> pygame.Surface:
    s = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
    draw_token(s, token, (r + 2, r + 2), r)
    return s


def blit_token(surface, token: str, center, r: int) -> None:
    icon = token_icon(token, int(r))
    surface.blit(icon, icon.get_rect(center=(int(center[0]), int(center[1]))))


def wrapped(surface, text: str, size: int, rect, colour=look.INK, face="regular", spacing=2, centred=False) -> int:
    """Draw text wrapped into rect's width from its top; returns the y below the last line."""
    rect = pygame.Rect(rect)
    y = rect.y
    f = fonts.font(size, face)
    for line in fonts.wrap(text, size, rect.w, face):
        if centred:
            look.blit_text(surface, line, size, (rect.centerx, y), colour, face, "midtop")
        else:
            look.blit_text(surface, line, size, (rect.x, y), colour, face)
        y += f.get_linesize() + spacing - 2
    return y


def line_size(text: str, largest: int, smallest: int, width: int, face: str = "regular") -> int | None:
    """The largest size from `largest` down to `smallest` at which `text` fits `width` on one
    line; None when it does not fit even at `smallest`."""
    for size in range(largest, smallest - 1, -1):
        if fonts.font(size, face).size(text)[0] <= width:
            return size
    return None


def fitting_size(text: str, size: int, width: int, face: str = "regular", smallest: int = 9) -> int:
    """The largest size up to `size` at which every word of `text` fits in `width` (wrap never cuts words)."""
    longest = max(text.split(" "), key=len) if text else ""
    while size > smallest and fonts.font(size, face).size(longest)[0] > width:
        size -= 1
    return size


# --------------------------------------------------------------------------- dials

def _segment(center, r_in, r_out, start_deg, end_deg, steps=10):
    cx, cy = center
    outer = [(cx + r_out * math.cos(math.radians(start_deg + (end_deg - start_deg) * i / steps)),
              cy + r_out * math.sin(math.radians(start_deg + (end_deg - start_deg) * i / steps)))
             for i in range(steps + 1)]
    inner = [(cx + r_in * math.cos(math.radians(end_deg - (end_deg - start_deg) * i / steps)),
              cy + r_in * math.sin(math.radians(end_deg - (end_deg - start_deg) * i / steps)))
             for i in range(steps + 1)]
    return outer + inner


# the four faces of a dial, clockwise from the top
DIAL_ANGLES = {"conflict": -135, "trade": -45, "research": 45, ADVANCE: 135}


def dial_segment_at(center, radius, pos) -> str | None:
    """Which pick's segment of a dial drawn at center/radius holds pos (None: outside or hub)."""
    dx, dy = pos[0] - center[0], pos[1] - center[1]
    dist = math.hypot(dx, dy)
    if dist > radius or dist < radius * 0.3:
        return None
    angle = math.degrees(math.atan2(dy, dx))
    for pick, mid in DIAL_ANGLES.items():
        diff = (angle - mid + 180) % 360 - 180
        if abs(diff) <= 45:
            return pick
    return None


def draw_dial(surface, center, radius, colour, shown: str | None, *, face_down=False, hover=None,
              selectable=(), squash: float = 1.0, ready=False, smallest: int = 10) -> None:
    """A four-way dial in the owner's colour. face_down shows only the back (set or not);
    `shown` lights one pick; `squash` (0..1) narrows it horizontally for the flip (the flip
    lasts a fraction of a second: only then is the picture stretched). A dial large enough
    names its picks, in words no smaller than `smallest` pixels."""
    size = int(radius * 2 + 8)
    s = _dial_surface(int(radius), tuple(colour[:3]), shown, face_down, hover, tuple(selectable), ready, smallest)
    if squash < 0.999:
        s = pygame.transform.smoothscale(s, (max(1, int(size * squash)), size))
        surface.blit(s, s.get_rect(center=(int(center[0]), int(center[1]))))
        return
    look.blit(surface, s, s.get_rect(center=(int(center[0]), int(center[1]))))


@lru_cache(maxsize=256)
def _dial_surface(radius, colour, shown, face_down, hover, selectable, ready, smallest) -> pygame.Surface:
    size = radius * 2 + 8
    s = fonts.new_picture((size, size))
    c = (size / 2, size / 2)
    pygame.draw.circle(s, (8, 12, 26), c, radius + 3)
    pygame.draw.circle(s, colour, c, radius + 3, 3)
    if face_down:
        for i in range(6):
            pygame.draw.circle(s, mix(colour, (12, 18, 36), 0.55 + i * 0.07), c, radius * (0.9 - i * 0.13), 2)
        mark, colour = ("\u2713", (210, 255, 220)) if ready else ("\u2026", look.MUTED)
        look.blit_text(s, mark, max(smallest, int(radius * 0.55)), c, colour, "bold", "center")
        return s
    for pick in PICKS:
        mid = DIAL_ANGLES[pick]
        base = TOKEN_COLOURS[pick]
        if shown is not None:
            fill = base if pick == shown else mix(base, (14, 18, 32), 0.82)
        elif selectable and pick not in selectable:
            fill = mix(base, (14, 18, 32), 0.8)
        else:
            fill = mix(base, (14, 18, 32), 0.35 if pick != hover else 0.0)
        pygame.draw.polygon(s, fill, _segment(c, radius * 0.32, radius, mid - 43, mid + 43))
        if pick == hover:
            pygame.draw.polygon(s, (255, 255, 255), _segment(c, radius * 0.32, radius, mid - 43, mid + 43), 2)
        a = math.radians(mid)
        ic = (c[0] + radius * 0.66 * math.cos(a), c[1] + radius * 0.66 * math.sin(a))
        lit = shown is None or pick == shown
        words = max(smallest, int(radius * 0.15))
        if fonts.font(words, "bold").size(label(pick))[0] <= radius * 0.9:  # room for the words
            draw_token(s, pick, (ic[0], ic[1] - radius * 0.1), radius * 0.12, alpha_dim=not lit)
            look.blit_text(s, label(pick), words, (ic[0], ic[1] + radius * 0.14), look.INK if lit else look.FAINT,
                           "bold", "center")
        else:
            draw_token(s, pick, ic, radius * 0.2, alpha_dim=not lit)
    pygame.draw.circle(s, (10, 14, 28), c, radius * 0.3)
    pygame.draw.circle(s, colour, c, radius * 0.3, 2)
    return s


# --------------------------------------------------------------------------- cards

def card_back(w: int, h: int, tier: str) -> pygame.Surface:
    return _card_back(w, h, tier)


@lru_cache(maxsize=16)
def _card_back(w, h, tier) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = TIER_COLOURS[tier]
    pygame.draw.rect(s, mix(colour, (8, 10, 22), 0.7), s.get_rect(), border_radius=max(4, w // 12))
    pygame.draw.rect(s, colour, s.get_rect(), 2, border_radius=max(4, w // 12))
    c = (w // 2, h // 2)
    for i, r in enumerate((w * 0.32, w * 0.22, w * 0.12)):
        pygame.draw.circle(s, mix(colour, (255, 255, 255), 0.1 * i), c, r, 2)
    pygame.draw.circle(s, colour, c, max(2, w // 20))
    return s
