"""A card as a picture: its face (from its content and our own rules text) or its back, plus the
highlight and shade drawn over things that can or cannot be chosen.

Sizes are pixels and `scale` pixels per design unit. A face says in words only what it holds
whole at 12 units or more: its name on a line or two, then its text when all of it fits (else
three dots say there is more: the large card on hover has it all). Faces are pictures
(fonts.new_picture) that keep their words, cached by what they show."""

from __future__ import annotations

import math

import pygame

from game.ui import fonts, look

from ..rules import empire as E
from . import art
from . import cardtext as T
from .art import mix
from .tiles import TYPE_LABELS
from .words import blit_lines, blit_text, fit_lines, fit_text, fits, least, line_h, lines_fit, overflows, wrap_fit

HIGHLIGHT = look.ACCENT
LARGE_W = 200  # design units: a face at least this wide is a large card (all of its text, both sides)


def accent_of(info) -> tuple:
    if info.kind == "role":
        return art.SYMBOL_COLOURS[art.ROLE_OF_STACK.get(info.role, "politics")]
    if info.kind == "politics":
        return art.SYMBOL_COLOURS["politics"]
    return art.PLANET_COLOURS.get(info.type, (140, 150, 170))


def card_image(s, uid: int, size, scale: float, dim: bool = False) -> pygame.Surface:
    if uid < 0:
        return card_back(tuple(size), scale)
    info = E.face(s, uid)
    held = next((pl["tech_res"][str(uid)] for pl in s.players if str(uid) in pl.get("tech_res", {})), ())
    return face_image(s, info, size, scale, dim, filled=tuple(held))


def tech_face(s, info):
    """The content side (TechFace) of a technology card face, for its Escalation extras."""
    card = s.cat.tech_cards.get(info.tech)
    return next((f for f in card.faces if f.id == info.id), None) if card else None


def face_image(s, info, size, scale: float, dim: bool = False, both_sides: bool = False,
               filled: tuple = ()) -> pygame.Surface:
    """`filled`: which resource slots of a permanent technology hold a resource (Biosphere)."""
    wu = size[0] / scale
    large = wu >= LARGE_W
    text = T.card_text(info, brief=not large) if wu >= 80 else ""  # a small card draws its spend icons
    subtitle = footer = ""
    spend = slots = ()
    if info.tech:
        face = tech_face(s, info)
        if face is not None:
            spend = tuple(face.icons)
            slots = tuple(k + ("*" if i < len(filled) and filled[i] else "") for i, k in enumerate(face.slots)) + \
                tuple(f"rep:{k}" for k in face.replenish)
            if large:
                text = " ".join(t for t in (text, T.face_extras(face)) if t)
                if both_sides:
                    text = " ".join(t for t in (text, T.spend_text(face.icons),
                                                T.military_text(s.cat.tech_cards[info.tech])) if t)
        subtitle = f"{TYPE_LABELS.get(info.type, '')} · level {info.level}" if wu >= 80 else ""
        if info.influence and wu >= 50:
            footer = f"{info.influence} influence" if not large else f"Worth {info.influence} influence at the end"
        if both_sides and large:
            faces = s.cat.faces_of[info.tech]
            if len(faces) > 1:
                other = s.cat.cards[[f for f in faces if f != info.id][0]]
                face = tech_face(s, other)
                extras = T.face_extras(face) if face is not None else ""
                text += f"  (Other side: {other.name}: {' '.join(t for t in (T.card_text(other), extras) if t)})"
    elif info.kind == "role" and wu >= 80:
        subtitle = "Role card"
        if both_sides:
            leads = s.cat.roles[info.role].leads
            text += "  " + "  ".join(f"Lead or follow {r.capitalize()}: {T.ROLE_TEXT[r]}" for r in leads
                                     if r in T.ROLE_TEXT)
    elif info.kind == "politics" and wu >= 80:
        subtitle = "Politics"
    glyph = "politics" if info.kind == "politics" else ""
    title = info.name if wu >= 40 else ""
    return card_surface(title, tuple(info.symbols), accent_of(info), text, tuple(size), subtitle, footer, glyph,
                        dim, spend, slots, scale)


def large_height(s, info, width: int, scale: float, both_sides: bool = True) -> int:
    """The height a large face `width` pixels wide needs for all its words (at least 1.38 times
    its width, a card's shape)."""
    shape = round(width * 1.38)
    for h in range(shape, shape * 2, max(1, round(10 * scale))):
        with fonts.capture_shortened() as cut:
            face_image(s, info, (width, h), scale, both_sides=both_sides)
        if not cut:
            return h
    return shape * 2


def _icons(s, kinds, band_h: int, w: int, room: float, draw) -> None:
    if not kinds:
        return
    isize = max(4, min(int(band_h * room), int((w - 16) / len(kinds)) - 4))
    x = (w - (len(kinds) * (isize + 4) - 4)) // 2
    for kind in kinds:
        s.blit(draw(kind, isize), (x, (band_h - isize) // 2))
        x += isize + 4


@fonts.remembers_shortened(512)  # a cut text is noted on every frame it is shown
def card_surface(title: str, symbols: tuple, accent: tuple, text: str, size: tuple, subtitle: str = "",
                 footer: str = "", glyph: str = "", dim: bool = False, spend: tuple = (), slots: tuple = (),
                 scale: float = 1.0) -> pygame.Surface:
    """A card face: a tinted body, the symbols large at the top, the title, and its rules text."""
    w, h = size
    wu = w / scale

    def px(units: float) -> int:
        return max(1, round(units * scale))

    small = least(scale)
    s = fonts.new_picture((w, h))
    body = mix(accent, (10, 14, 28), 0.78)
    if dim:
        body = mix(body, (20, 22, 30), 0.5)
        accent = mix(accent, (70, 76, 90), 0.65)
    radius = max(px(5), w // 14)
    pygame.draw.rect(s, body, s.get_rect(), border_radius=radius)
    band_h = int(h * (0.34 if wu >= LARGE_W or not text else 0.26))  # a small card with text: more room for it
    grad = pygame.Surface((w, band_h), pygame.SRCALPHA)
    for y in range(band_h):
        t = y / max(1, band_h - 1)
        pygame.draw.line(grad, (*mix(accent, body, 0.25 + 0.6 * t), 255), (0, y), (w, y))
    mask = pygame.Surface((w, band_h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, band_h + radius), border_radius=radius)
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(grad, (0, 0))
    icons = list(symbols) or ([glyph] if glyph else [])
    _icons(s, icons, band_h, w, 0.62, lambda kind, size: art.symbol_icon(kind, size, dim))
    if slots and not icons and not spend:  # a permanent's resource or replenishing ship slots (Escalation)
        _icons(s, slots, band_h, w, 0.42, lambda kind, size: art.replenish_slot(kind[4:], size, False)
               if kind.startswith("rep:") else art.resource_icon(kind.rstrip("*"), size, kind.endswith("*")))
    if spend and not icons:  # no symbols: what the card may be spent as fills the band
        _icons(s, spend, band_h, w, 0.5, lambda kind, size: art.ship_icon(kind, size, dim)
               if kind in art.SHIP_COLOURS else art.resource_icon(kind, size))
    elif spend:  # Escalation: what the card may be spent as, on a dark plate in the band's corner
        isz = px(max(9, min(18, wu / 6)))
        plate = pygame.Rect(px(3), band_h - isz - px(5), len(spend) * (isz + px(2)) + px(4), isz + px(4))
        pygame.draw.rect(s, (8, 12, 24), plate, border_radius=px(4))
        ix = plate.x + px(2)
        for kind in spend:
            icon = art.ship_icon(kind, isz, dim) if kind in art.SHIP_COLOURS else art.resource_icon(kind, isz)
            s.blit(icon, (ix, plate.y + px(2)))
            ix += isz + px(2)
    pad = max(px(4), w // 16)
    y = band_h + px(3)
    ink = look.INK if not dim else look.MUTED
    sizes = tuple(sorted({px(u) for u in (15, 14, 13)} | {small}, reverse=True))
    if title and fits(title, small, w - 2 * pad, "bold"):
        name, tsize = fit_text(title, max(small, px(min(16, wu / 8))), w - 2 * pad, "bold", small)
        blit_text(s, name, tsize, (w // 2, y), ink, "bold", "midtop")
        y += line_h(tsize, "bold")
    elif title and lines_fit(title, w - 2 * pad + px(4), sizes, 2, "display"):  # two condensed lines
        lines, tsize = fit_lines(title, w - 2 * pad + px(4), sizes, 2, "display")
        y = blit_lines(s, lines, tsize, (w // 2, y), ink, "display")
    elif title and "/" in title and lines_fit(title.replace("/", "/ "), w - 2 * pad + px(4), sizes, 2, "display"):
        # "Produce/Trade" on a narrow card: broken after its slash
        lines, tsize = fit_lines(title.replace("/", "/ "), w - 2 * pad + px(4), sizes, 2, "display")
        y = blit_lines(s, [line.strip() for line in lines], tsize, (w // 2, y), ink, "display")
    if subtitle and fits(subtitle, small, w - 2 * pad) and y + 2 * line_h(small) < h:
        blit_text(s, subtitle, small, (w // 2, y), mix(accent, (255, 255, 255), 0.35), "regular", "midtop")
        y += line_h(small)
    bottom = h - pad
    if footer and fits(footer, small, w - 2 * pad, "bold"):
        f = blit_text(s, footer, small, (w // 2, h - pad), look.GOLD if not dim else look.FAINT, "bold", "midbottom")
        bottom = f.top - px(2)
    if text and bottom - y > small:
        box = (w - 2 * pad, bottom - y - px(2))
        text_sizes = (px(13), small) if wu >= LARGE_W else (small,)
        if wu >= LARGE_W or not overflows(text, box[0], box[1] + 2, small):
            lines, size = wrap_fit(text, box[0], box[1] + 2, text_sizes)
            blit_lines(s, lines, size, (pad, y + px(2)), (205, 214, 234) if not dim else look.FAINT, "regular",
                       "topleft")
        else:  # more than the face holds: three dots say so, the large card on hover reads it all
            for i in range(3):
                pygame.draw.circle(s, look.MUTED, (w // 2 + (i - 1) * px(7), y + px(8)), max(1, px(2)))
    pygame.draw.rect(s, mix(accent, (255, 255, 255), 0.2), s.get_rect(), max(1, px(2)), border_radius=radius)
    return s


@fonts.remembers_shortened(16)  # a cut text is noted on every frame it is shown
def card_back(size: tuple, scale: float = 1.0, label: str = "") -> pygame.Surface:
    w, h = size
    s = fonts.new_picture((w, h))
    radius = max(3, w // 14)
    pygame.draw.rect(s, (22, 30, 58), s.get_rect(), border_radius=radius)
    inner = s.get_rect().inflate(-w // 6, -h // 8)
    pygame.draw.rect(s, (36, 52, 96), inner, max(1, round(2 * scale)), border_radius=radius)
    pygame.draw.circle(s, (60, 90, 150), inner.center, min(w, h) // 5, max(1, round(2 * scale)))
    pygame.draw.circle(s, (95, 211, 255), inner.center, min(w, h) // 14)
    for a in range(0, 360, 45):
        x = inner.centerx + math.cos(math.radians(a)) * min(w, h) * 0.32
        y = inner.centery + math.sin(math.radians(a)) * min(w, h) * 0.32
        pygame.draw.circle(s, (120, 150, 210), (x, y), 1)
    pygame.draw.rect(s, look.PANEL_EDGE, s.get_rect(), max(1, round(2 * scale)), border_radius=radius)
    if label and fits(label, least(scale), w - 4, "bold"):
        blit_text(s, label, least(scale), (w // 2, h - round(4 * scale)), look.INK, "bold", "midbottom")
    return s


def lay_on(surface, picture: pygame.Surface, rect) -> None:
    """An opaque card or tile laid on the table: what it covers (the words of a card it overlaps
    in a full row) is no longer read."""
    fonts.cover_texts(surface, rect)
    look.blit(surface, picture, rect)


def glow(surface, rect, colour=HIGHLIGHT, t: float = 0.0, width: int = 3, radius: int = 10) -> None:
    pulse = 0.6 + 0.4 * math.sin(t * 5.0)
    c = tuple(int(v * pulse + 255 * (1 - pulse) * 0.15) for v in colour[:3])
    pygame.draw.rect(surface, c, pygame.Rect(rect).inflate(2 * width, 2 * width), width, border_radius=radius)


_shades: dict = {}


def shade(surface, rect, alpha: int = 150, radius: int = 10) -> None:
    rect = pygame.Rect(rect)
    key = (rect.size, alpha, radius)
    s = _shades.get(key)
    if s is None:
        if len(_shades) > 256:
            _shades.clear()
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (6, 8, 16, alpha), s.get_rect(), border_radius=radius)
        _shades[key] = s
    surface.blit(s, rect.topleft)
