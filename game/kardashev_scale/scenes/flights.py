"""Painting what the director has in flight: tokens arcing between the supply and the seats,
cards flying from the market to a pyramid or from a deck into the market, and the starting
token changing hands. Places are found in the current layout (`Places`)."""

from __future__ import annotations

import math

import pygame

from game.ui import fonts, look

from .animation import ease
from .art import blit_token, card_back
from .faces import SMALLEST, market_face, small_face
from .seats import draw_holder


class Places:
    """Where the director's named places are in the table as laid out now."""

    def __init__(self, lay, seats: dict, view):
        self.lay, self.seats, self.view = lay, seats, view  # seats: player -> SeatPlaces

    def point(self, where, token: str) -> tuple[float, float]:
        if where[0] == "supply":
            return self.lay.supply_point(token)
        return self.seats[where[1]].token_chip_centre(token)

    def market(self, tier: str, slot: int) -> pygame.Rect:
        size = len(self.view.market[("planetary", "stellar", "galactic").index(tier)])
        return self.lay.market_rect(tier, slot, size)

    def in_pyramid(self, player: int, card_id: str) -> pygame.Rect:
        return self.seats[player].card_rect(self.view.pyramids[player], card_id)


def draw_flights(surface, director, places: Places) -> None:
    lay, view = places.lay, places.view
    now = director.timeline.now
    for a in director.timeline.items:
        if not a.running(now):
            continue
        t = ease(a.progress(now))
        if a.kind == "token":
            start = places.point(a.data["src"], a.data["token"])
            end = places.point(a.data["dst"], a.data["token"])
            x = start[0] + (end[0] - start[0]) * t
            y = start[1] + (end[1] - start[1]) * t - math.sin(math.pi * t) * lay.px(48)
            blit_token(surface, a.data["token"], (x, y), lay.px(10))
        elif a.kind in ("card", "refill"):
            tier, slot = a.data["tier"], a.data["slot"]
            slot_rect = places.market(tier, slot)
            if a.kind == "card":
                start, end = pygame.Rect(slot_rect), places.in_pyramid(a.data["player"], a.data["card"])
            else:
                start, end = lay.decks[tier], slot_rect
                if a.data["card"] is None:
                    continue
            rect = pygame.Rect(start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t,
                               max(10, start.w + (end.w - start.w) * t), max(10, start.h + (end.h - start.h) * t))
            # for the half second of a flight the faces are stretched from their cached pictures
            # (no text is read in flight: it lands as the face it becomes)
            card = view.content.card(a.data["card"])
            if a.kind == "refill" and t < 0.5:
                image = card_back(start.w, start.h, tier)
            elif a.kind == "card" and t > 0.6:
                image = small_face(card, end.w, end.h, lay.scale)
            else:
                image = market_face(card, slot_rect.w, slot_rect.h, "normal", lay.scale)
            surface.blit(pygame.transform.scale(image, (int(rect.w), int(rect.h))), rect)
        elif a.kind == "holder":
            (sx, sy), (ex, ey) = places.seats[a.data["src"]].holder_centre, places.seats[a.data["dst"]].holder_centre
            draw_holder(surface, (sx + (ex - sx) * t, sy + (ey - sy) * t), lay.scale)


def lift(surface, rect: pygame.Rect, image, lay, ring=None) -> pygame.Rect:
    """A market card raised a little out of its slot (under the mouse, or being bought), its
    slot shadowed, with a ring of `ring`'s colour round it."""
    pygame.draw.rect(surface, (5, 8, 18), rect, border_radius=lay.px(9))
    lifted = rect.move(0, -lay.px(6))
    look.blit(surface, image, lifted)
    if ring is not None:
        pygame.draw.rect(surface, ring, lifted.inflate(lay.px(5), lay.px(5)), lay.px(3), border_radius=lay.px(11))
    return lifted


def draw_buyer_tag(surface, lay, lifted: pygame.Rect, card_w: int, colour, tag: str, marker) -> None:
    """Under a card a computer is about to buy: a tag with the buyer's marker and "NAME buys".
    `marker(centre, radius)` draws the buyer's marker."""
    px, size = lay.px, lay.text(SMALLEST)
    tag = fonts.shortened(tag, size, max(px(60), card_w + px(40) - px(26)), "bold")
    box = pygame.Rect(0, 0, fonts.font(size, "bold").size(tag)[0] + px(26), px(19))
    box.midtop = (lifted.centerx, lifted.bottom + px(2))
    pygame.draw.rect(surface, (10, 14, 28), box, border_radius=box.h // 2)
    pygame.draw.rect(surface, colour, box, px(2), border_radius=box.h // 2)
    marker((box.x + px(10), box.centery), px(5))
    look.blit_text(surface, tag, size, (box.x + px(19), box.centery), look.INK, "bold", "midleft")
