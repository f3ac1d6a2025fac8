"""A card as a picture: its face (from its content and our own rules text) or its back, plus
the highlight and shade drawn over things that can or cannot be chosen."""

from __future__ import annotations

import math

import pygame

from game.ui import look

from ..rules import empire as E
from . import art
from . import cardtext as T

HIGHLIGHT = look.ACCENT


def accent_of(info) -> tuple:
    if info.kind == "role":
        return art.SYMBOL_COLOURS[art.ROLE_OF_STACK.get(info.role, "politics")]
    if info.kind == "politics":
        return art.SYMBOL_COLOURS["politics"]
    return art.PLANET_COLOURS.get(info.type, (140, 150, 170))


def card_image(s, uid: int, size, dim: bool = False) -> pygame.Surface:
    if uid < 0:
        return art.card_back(tuple(size))
    info = E.face(s, uid)
    held = next((pl["tech_res"][str(uid)] for pl in s.players if str(uid) in pl.get("tech_res", {})), ())
    return face_image(s, info, size, dim, filled=tuple(held))


def tech_face(s, info):
    """The content side (TechFace) of a technology card face, for its Escalation extras."""
    card = s.cat.tech_cards.get(info.tech)
    return next((f for f in card.faces if f.id == info.id), None) if card else None


def face_image(s, info, size, dim: bool = False, both_sides: bool = False, filled: tuple = ()) -> pygame.Surface:
    """`filled`: which resource slots of a permanent technology hold a resource (Biosphere)."""
    w = size[0]
    text = T.card_text(info, brief=w < 200) if w >= 100 else ""  # a small card draws its spend icons
    subtitle = ""
    footer = ""
    spend = slots = ()
    if info.tech:
        face = tech_face(s, info)
        if face is not None:
            spend = tuple(face.icons)
            slots = tuple(k + ("*" if i < len(filled) and filled[i] else "") for i, k in enumerate(face.slots)) + \
                tuple(f"rep:{k}" for k in face.replenish)
            if w >= 200:
                text = " ".join(t for t in (text, T.face_extras(face)) if t)
                if both_sides:
                    text = " ".join(t for t in (text, T.spend_text(face.icons),
                                                T.military_text(s.cat.tech_cards[info.tech])) if t)
        subtitle = f"{art.TYPE_LABELS.get(info.type, '')} · level {info.level}" if w >= 100 else ""
        if info.influence and w >= 60:
            footer = f"{info.influence} influence" if w < 200 else f"Worth {info.influence} influence at the end"
        if both_sides and w >= 200:
            faces = s.cat.faces_of[info.tech]
            if len(faces) > 1:
                other = s.cat.cards[[f for f in faces if f != info.id][0]]
                face = tech_face(s, other)
                extras = T.face_extras(face) if face is not None else ""
                text += f"  (Other side: {other.name}: {' '.join(t for t in (T.card_text(other), extras) if t)})"
    elif info.kind == "role" and w >= 100:
        subtitle = "Role card"
        if both_sides:
            leads = s.cat.roles[info.role].leads
            text += "  " + "  ".join(f"Lead or follow {r.capitalize()}: {T.ROLE_TEXT[r]}" for r in leads
                                     if r in T.ROLE_TEXT)
    elif info.kind == "politics" and w >= 100:
        subtitle = "Politics"
    glyph = "politics" if info.kind == "politics" else ""
    title = info.name if w >= 50 else ""
    return art.card_surface(title, tuple(info.symbols), accent_of(info), text, tuple(size), subtitle, footer, glyph,
                            dim, spend, slots)


def glow(surface, rect, colour=HIGHLIGHT, t: float = 0.0, width: int = 3, radius: int = 10) -> None:
    pulse = 0.6 + 0.4 * math.sin(t * 5.0)
    c = tuple(int(v * pulse + 255 * (1 - pulse) * 0.15) for v in colour[:3])
    pygame.draw.rect(surface, c, pygame.Rect(rect).inflate(6, 6), width, border_radius=radius)


_shades: dict = {}


def shade(surface, rect, alpha: int = 150, radius: int = 10) -> None:
    rect = pygame.Rect(rect)
    key = (rect.size, alpha, radius)
    s = _shades.get(key)
    if s is None:
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (6, 8, 16, alpha), s.get_rect(), border_radius=radius)
        _shades[key] = s
    surface.blit(s, rect.topleft)
