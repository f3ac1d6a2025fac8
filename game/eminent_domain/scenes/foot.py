"""The table's foot: my empire's row and my hand's row, which share their height by need (a hand
too wide for its row at full size narrows its cards, so they are shorter, and gives the height
they cannot use to the empire above, as much as its tiles can use to fill their row's width). How
large a hand card or an empire tile is, where each goes along its row, and the sizes placement.py
lays them out with (window pixels from design units, as layout.Regions gives them)."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

SCORE_W, SCORE_H = 76, 22  # a seat's projected score badge, in units
EMPIRE_INFO_W = 188  # my empire's words (influence, ships, deck) left of its planets
EMPIRE_MOST_W = 120  # a planet of my empire is never wider (nor a technology, in a full row)
EMPIRE_TECH_MOST_W = 176  # a technology of my empire widens up to this when its row has room (its words show)
HAND_LABEL_W = 124  # "Your hand" left of the cards
HAND_LABEL_H = 30  # "Your hand" and its count on a line above the cards, when that leaves them wider
HAND_GAP = 8
LABEL_ABOVE_GAIN = 1.06  # "Your hand" goes above the cards when that shows this much more of each
HAND_LEAST_W = 80  # a narrower hand card loses its subtitle and text: the hand overlaps rather than go under
CARD_SHAPE = 0.72  # a card's width for its height
TILE_SHAPE = 0.7  # a planet tile's
EMPIRE_GAP = 8


@dataclass(frozen=True)
class HandRow:
    """Where my hand's cards go: their size, their x (side by side when they fit, else
    overlapping), their top, and whether the words "Your hand" sit above them (else left of them,
    in a column HAND_LABEL_W wide)."""
    card: tuple[int, int]
    xs: tuple[int, ...]
    y: int
    label_above: bool


def row(count: int, left: int, width: int, item_w: int, gap: int) -> list[int]:
    """x of `count` items of width item_w in a row; they overlap when they do not fit."""
    if count <= 0:
        return []
    step = item_w + gap
    if count > 1 and (count - 1) * step + item_w > width:
        step = (width - item_w) / (count - 1)
    return [int(left + i * step) for i in range(count)]


def empire_row(items: list[str], left: int, width: int, full: int, least: int, gap: int,
               widest: int | None = None) -> list[tuple[int, int]]:
    """(x, width) of each item of my empire row (its planets, then its technologies). Permanent
    technologies keep their full width, since their words are what they do, and share the room a
    row that fits leaves, up to `widest` each, so that more of their words show; when the row is
    full the planets narrow first (down to `least`), then overlap one another, and only when the
    technologies alone overflow does everything overlap."""
    techs = sum(item.startswith("ptech:") for item in items)
    planets = len(items) - techs
    spare = width - (len(items) * (full + gap) - gap)
    if spare >= 0 and techs and widest:
        w = max(full, min(widest, full + spare // techs))
        return [(left + i * (full + gap), full) for i in range(planets)] + \
               [(left + planets * (full + gap) + i * (w + gap), w) for i in range(techs)]
    if spare >= 0 or not planets or not techs:
        return [(x, full) for x in row(len(items), left, width, full, gap)]
    room = width - techs * (full + gap)  # for the planets, a gap before the first technology included
    if room < least:
        return [(x, full) for x in row(len(items), left, width, full, gap)]
    w = max(least, min(full, (room - (planets - 1) * gap) // planets))
    found = [(x, w) for x in row(planets, left, room, w, gap)]
    return found + [(left + room + gap + i * (full + gap), full) for i in range(techs)]


def empire_card(reg) -> tuple[int, int]:
    """A planet or permanent technology in my empire row, at full size, in pixels."""
    h = reg.empire.h - reg.px(14)
    return min(round(h * TILE_SHAPE), reg.px(EMPIRE_MOST_W)), h


def hand_card_w(count: int, room: pygame.Rect, reg) -> int:
    """The width of `count` hand cards in `room`: as tall as the room, narrower when that many do
    not fit side by side, but never under HAND_LEAST_W (they overlap instead)."""
    tall = round(room.h * CARD_SHAPE)
    if count <= 1:
        return max(1, min(tall, room.w))
    fit = (room.w - (count - 1) * reg.px(HAND_GAP)) // count
    return max(1, min(tall, max(fit, reg.px(HAND_LEAST_W))))


def hand_rooms(area: pygame.Rect, reg) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the hand's cards may go in `area`: beside the words "Your hand", or under them."""
    px = reg.px
    left = area.x + px(HAND_LABEL_W)
    beside = pygame.Rect(left, area.y + px(6), area.right - px(8) - left, area.h - px(12))
    above = pygame.Rect(area.x + px(12), area.y + px(HAND_LABEL_H), area.w - px(20), area.h - px(HAND_LABEL_H + 6))
    return beside, above


def shown_w(count: int, room: pygame.Rect, w: int) -> int:
    """How much of each of `count` cards `w` wide laid in a row in `room` is seen: all of it, or
    what the next card leaves uncovered."""
    if count <= 1:
        return w
    return min(w, (room.w - w) // (count - 1))


def hand_row(count: int, area: pygame.Rect, reg) -> HandRow:
    """`count` cards in the hand row `area`, at the top of their room: the words beside them,
    unless under the words the cards would be clearly wider or less covered (by LABEL_ABOVE_GAIN:
    a full hand in a row with height to spare, or a hand so large that the cards overlap), and
    never narrower."""
    beside, above = hand_rooms(area, reg)
    w_beside, w_above = hand_card_w(count, beside, reg), hand_card_w(count, above, reg)
    label_above = count > 1 and w_above >= w_beside and \
        shown_w(count, above, w_above) >= shown_w(count, beside, w_beside) * LABEL_ABOVE_GAIN
    room, w = (above, w_above) if label_above else (beside, w_beside)
    h = min(room.h, round(w / CARD_SHAPE))
    return HandRow((w, h), tuple(row(count, room.x, room.w, w, reg.px(HAND_GAP))), room.y, label_above)


def hand_spare(count: int, area: pygame.Rect, reg) -> int:
    """Pixels of the hand row's height its `count` cards cannot use: cards as wide as the row
    lets them be side by side (the words beside them) are shorter than the row."""
    beside, _ = hand_rooms(area, reg)
    w = hand_card_w(count, beside, reg)
    return max(0, beside.h - math.ceil(w / CARD_SHAPE))


def empire_room(reg) -> tuple[int, int]:
    """(left, width) of my empire's planets and technologies: right of its words, left of its score."""
    left = reg.empire.x + reg.px(EMPIRE_INFO_W)
    return left, reg.empire.right - reg.px(SCORE_W + 20) - left


def empire_want(reg, count: int) -> int:
    """Pixels of height my empire row could still use: its `count` planets and technologies grow
    with the row (a tile's shape, up to EMPIRE_MOST_W) until they fill its width."""
    if count <= 0:
        return 0
    gap = reg.px(EMPIRE_GAP)
    w = min(reg.px(EMPIRE_MOST_W), (empire_room(reg)[1] + gap) // count - gap)
    if w <= empire_card(reg)[0]:
        return 0
    return int(w / TILE_SHAPE) + reg.px(14) - reg.empire.h  # a tile's width rounds to w at most


def share_rows(reg, empire_count: int, hand_count: int):
    """The regions with the empire row and the hand row sharing their height by need: a hand too
    wide for its row at full size (its cards narrowed to fit side by side, so shorter) gives the
    height they cannot use to the empire above it, as much of it as the empire's tiles can use to
    fill their row's width. The part of the table the planets to keep cover grows with it."""
    move = min(hand_spare(hand_count, reg.hand, reg), empire_want(reg, empire_count))
    if move < reg.px(4):
        return reg
    empire, hand, choice = pygame.Rect(reg.empire), pygame.Rect(reg.hand), pygame.Rect(reg.choice)
    empire.h += move
    hand.y += move
    hand.h -= move
    choice.h += move
    return replace(reg, empire=empire, hand=hand, choice=choice)
