"""How Kardashev Scale things look: token chips, dials, card faces and the large card view.

Everything costly (card faces, rendered words) is drawn once into cached surfaces keyed by what
it shows, so a frame is mostly blits."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import fonts, look

from ..rules.vocabulary import describe_ability
from ..rules.terms import ADVANCE, PICKS, TOKENS, label

TOKEN_COLOURS = {"conflict": (238, 86, 78), "trade": (247, 190, 70), "research": (82, 166, 255),
                 ADVANCE: (186, 128, 255)}
TIER_COLOURS = {"planetary": (64, 170, 140), "stellar": (236, 160, 64), "galactic": (170, 110, 250)}
ASPECT_MARKS = {"technology": "Technology", "territory": "Territory", "culture": "Culture"}
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
        rendered = look.text(line, size, tuple(colour), face)
        x = rect.centerx - rendered.get_width() // 2 if centred else rect.x
        surface.blit(rendered, (x, y))
        y += f.get_linesize() + spacing - 2
    return y


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
              selectable=(), squash: float = 1.0, ready=False) -> None:
    """A four-way dial in the owner's colour. face_down shows only the back (set or not);
    `shown` lights one pick; `squash` (0..1) narrows it horizontally for the flip."""
    size = int(radius * 2 + 8)
    s = _dial_surface(int(radius), tuple(colour[:3]), shown, face_down, hover, tuple(selectable), ready)
    if squash < 0.999:
        s = pygame.transform.smoothscale(s, (max(1, int(size * squash)), size))
    surface.blit(s, s.get_rect(center=(int(center[0]), int(center[1]))))


@lru_cache(maxsize=256)
def _dial_surface(radius, colour, shown, face_down, hover, selectable, ready) -> pygame.Surface:
    size = radius * 2 + 8
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    pygame.draw.circle(s, (8, 12, 26), c, radius + 3)
    pygame.draw.circle(s, colour, c, radius + 3, 3)
    if face_down:
        for i in range(6):
            pygame.draw.circle(s, mix(colour, (12, 18, 36), 0.55 + i * 0.07), c, radius * (0.9 - i * 0.13), 2)
        if ready:
            f = int(radius * 0.55)
            mark = fonts.render("✓", f, (210, 255, 220), "bold")
            s.blit(mark, mark.get_rect(center=c))
        else:
            mark = fonts.render("…", int(radius * 0.5), look.MUTED, "bold")
            s.blit(mark, mark.get_rect(center=c))
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
        if radius >= 60:
            draw_token(s, pick, (ic[0], ic[1] - radius * 0.09), radius * 0.12, alpha_dim=not lit)
            words = fonts.render(label(pick), max(10, int(radius * 0.13)), look.INK if lit else look.FAINT, "bold")
            s.blit(words, words.get_rect(center=(ic[0], ic[1] + radius * 0.13)))
        else:
            draw_token(s, pick, ic, radius * 0.2, alpha_dim=not lit)
    pygame.draw.circle(s, (10, 14, 28), c, radius * 0.3)
    pygame.draw.circle(s, colour, c, radius * 0.3, 2)
    return s


# --------------------------------------------------------------------------- cards

def cost_items(cost) -> list[tuple[str, int]]:
    return [(TOKENS[k], n) for k, n in enumerate(cost) if n]


@lru_cache(maxsize=512)
def card_face(card, w: int, h: int, state: str = "normal") -> pygame.Surface:
    """A market or pyramid card: tier band, name, VP, cost chips and aspect.
    state: normal, lit (buyable), grey (cannot buy), dim."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    tier_c = TIER_COLOURS[card.tier]
    body = mix(tier_c, (10, 14, 30), 0.78)
    if state == "grey":
        body = mix(body, (24, 26, 34), 0.6)
    radius = max(4, w // 12)
    pygame.draw.rect(s, body, s.get_rect(), border_radius=radius)
    band_h = max(6, h // 6)
    band = pygame.Rect(0, 0, w, band_h)
    pygame.draw.rect(s, tier_c if state != "grey" else mix(tier_c, (50, 50, 60), 0.6), band,
                     border_top_left_radius=radius, border_top_right_radius=radius)
    edge = {"lit": (255, 230, 140), "grey": (70, 76, 92)}.get(state, mix(tier_c, (255, 255, 255), 0.2))
    pygame.draw.rect(s, edge, s.get_rect(), 3 if state == "lit" else 2, border_radius=radius)
    ink = look.INK if state != "grey" else look.FAINT
    if w >= 80:
        tier_word = look.text(label(card.tier).upper(), max(9, w // 11), (12, 16, 28), "bold")
        s.blit(tier_word, (8, (band_h - tier_word.get_height()) // 2))
        name_size = fitting_size(card.name, max(11, w // 8), w - 16, "bold")
        y = wrapped(s, card.name, name_size, (8, band_h + 6, w - 16, h), ink, "bold", spacing=0)
        # VP badge
        vp_r = max(11, w // 8)
        vp_c = (w - vp_r - 6, h - vp_r - 6)
        pygame.draw.circle(s, (20, 26, 46), vp_c, vp_r)
        pygame.draw.circle(s, look.GOLD if state != "grey" else look.FAINT, vp_c, vp_r, 2)
        vp = look.text(str(card.vp), int(vp_r * 1.1), look.GOLD if state != "grey" else look.FAINT, "display")
        s.blit(vp, vp.get_rect(center=vp_c))
        # cost chips along the bottom left
        x = 8
        chip = max(7, w // 14)
        for token, n in cost_items(card.cost):
            cy = h - chip - 8
            draw_token(s, token, (x + chip, cy), chip, alpha_dim=state == "grey")
            num = look.text(str(n), int(chip * 1.5), (12, 14, 20), "bold")
            s.blit(num, num.get_rect(center=(x + chip, cy + 1)))
            x += chip * 2 + 4
        aspect = look.text(ASPECT_MARKS[card.aspect], max(9, w // 12), ASPECT_COLOURS[card.aspect]
                           if state != "grey" else look.FAINT, "italic")
        if y + aspect.get_height() < h - chip * 2 - 10:
            s.blit(aspect, (8, y + 2))
    else:
        # a small pyramid card: tier colour, aspect stripe and VP only
        pygame.draw.rect(s, ASPECT_COLOURS[card.aspect], (3, h - 5, w - 6, 3))
        vp = look.text(str(card.vp), max(10, int(h * 0.5)), look.GOLD, "display")
        s.blit(vp, vp.get_rect(center=(w // 2, h // 2 + 2)))
    return s


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


@lru_cache(maxsize=64)
def large_card(card, reason: str = "") -> pygame.Surface:
    """The hover view: the whole card with its ability in our words and why it cannot be bought."""
    w, h = 300, 400
    reason_lines = fonts.wrap(reason, 16, w - 28, "bold") if reason else []
    reason_h = 20 + 21 * len(reason_lines)
    s = pygame.Surface((w, h + (reason_h + 8 if reason else 0)), pygame.SRCALPHA)
    tier_c = TIER_COLOURS[card.tier]
    pygame.draw.rect(s, mix(tier_c, (8, 12, 26), 0.82), (0, 0, w, h), border_radius=18)
    pygame.draw.rect(s, tier_c, (0, 0, w, 46), border_top_left_radius=18, border_top_right_radius=18)
    pygame.draw.rect(s, mix(tier_c, (255, 255, 255), 0.3), (0, 0, w, h), 3, border_radius=18)
    look.blit_text(s, f"{label(card.tier).upper()} · {ASPECT_MARKS[card.aspect].upper()}", 15,
                   (18, 23), (10, 14, 26), "bold", "midleft")
    vp_c = (w - 36, 23 + 48)
    y = wrapped(s, card.name, fitting_size(card.name, 26, w - 100, "display"), (18, 60, w - 100, 90), look.INK,
                "display")
    pygame.draw.circle(s, (18, 24, 44), vp_c, 26)
    pygame.draw.circle(s, look.GOLD, vp_c, 26, 3)
    look.blit_text(s, str(card.vp), 26, vp_c, look.GOLD, "display", "center")
    look.blit_text(s, "VP", 11, (vp_c[0], vp_c[1] + 36), look.GOLD, "bold", "center")
    y = max(y + 8, 130)
    look.blit_text(s, "Cost", 14, (18, y), look.MUTED, "bold")
    x = 70
    for token, n in cost_items(card.cost) or [("", 0)]:
        if not token:
            look.blit_text(s, "free", 16, (x, y - 1), look.INK)
            break
        words = look.text(f"{n} {label(token)}", 14, look.INK, "bold")
        if x + 24 + words.get_width() > w - 8:  # wrap the cost onto a second line
            x, y = 70, y + 26
        draw_token(s, token, (x + 10, y + 9), 10)
        s.blit(words, (x + 24, y + 1))
        x += 24 + words.get_width() + 10
    y += 36
    pygame.draw.line(s, mix(tier_c, (30, 30, 40), 0.4), (18, y), (w - 18, y), 1)
    y += 12
    sentences = [describe_ability(a) for a in card.abilities] or ["No special ability."]
    for sentence in sentences:
        timing, _, rest = sentence.partition(": ")
        if rest:
            look.blit_text(s, timing.upper(), 13, (18, y), look.ACCENT, "bold")
            y += 20
            y = wrapped(s, rest[0].upper() + rest[1:], 17, (18, y, w - 36, 200), look.INK) + 8
        else:
            y = wrapped(s, sentence, 17, (18, y, w - 36, 200), look.INK) + 8
    if card.flavour:
        wrapped(s, card.flavour, 14, (18, max(y + 6, h - 70), w - 36, 60), look.MUTED, "italic")
    if reason:
        pygame.draw.rect(s, (60, 18, 30), (0, h + 8, w, reason_h), border_radius=12)
        pygame.draw.rect(s, look.DANGER, (0, h + 8, w, reason_h), 2, border_radius=12)
        wrapped(s, reason, 16, (14, h + 18, w - 28, reason_h), (255, 220, 225), "bold", centred=True)
    return s
