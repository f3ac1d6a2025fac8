"""Where everything sits on the 1600x900 table, computed from a view.

One `Layout` is built per view (cached by the scene); drawing and clicking both read it, so what
is drawn is exactly what is clicked."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..rules import empire as E
from . import art

SCREEN = (1600, 900)
TOP = pygame.Rect(0, 0, 1600, 56)
OPPONENTS = pygame.Rect(16, 62, 1148, 172)
STACKS = pygame.Rect(16, 242, 540, 280)
TECHS = pygame.Rect(566, 242, 598, 280)
EMPIRE = pygame.Rect(16, 530, 1148, 172)
HAND = pygame.Rect(16, 710, 1148, 182)
PROMPT = pygame.Rect(1176, 62, 408, 340)
LOG = pygame.Rect(1176, 412, 408, 480)

CARD = (124, 170)
BIG_CARD = (250, 344)
STACK_CARD = (92, 128)
STACK_ORDER = ("survey", "warfare", "colonize", "produce_trade", "research")
TYPES = ("advanced", "fertile", "metallic")


@dataclass
class Layout:
    me: int  # the seat drawn at the bottom
    rects: dict = field(default_factory=dict)  # item id -> Rect
    order: list = field(default_factory=list)  # ids in drawing order (later is on top)
    opponents: dict = field(default_factory=dict)  # seat -> panel Rect

    def put(self, item_id: str, rect) -> pygame.Rect:
        rect = pygame.Rect(rect)
        self.rects[item_id] = rect
        self.order.append(item_id)
        return rect

    def hit(self, pos, ids=None) -> str | None:
        """The topmost item under pos (restricted to `ids` when given)."""
        for item_id in reversed(self.order):
            if ids is not None and item_id not in ids:
                continue
            if self.rects[item_id].collidepoint(pos):
                return item_id
        return None


def _row(count: int, left: int, width: int, item_w: int, gap: int) -> list[int]:
    """x of `count` items of width item_w in a row; they overlap when they do not fit."""
    if count <= 0:
        return []
    step = item_w + gap
    if count > 1 and (count - 1) * step + item_w > width:
        step = (width - item_w) / (count - 1)
    return [int(left + i * step) for i in range(count)]


def empire_items(s, p: int) -> list[str]:
    pl = s.players[p]
    return [f"planet:{r['uid']}" if r["uid"] >= 0 else f"hidden:{i}" for i, r in enumerate(pl["planets"])] + \
           [f"ptech:{uid}" for uid in pl["techs"]]


def build(s, me: int, survey_looks: list[int] | None = None) -> Layout:
    lay = Layout(me)
    # opponents across the top, in turn order after me
    others = [(me + i) % s.n for i in range(1, s.n)]
    if others:
        gap = 12
        w = (OPPONENTS.w - gap * (len(others) - 1)) // len(others)
        for i, q in enumerate(others):
            panel = pygame.Rect(OPPONENTS.x + i * (w + gap), OPPONENTS.y, w, OPPONENTS.h)
            lay.opponents[q] = panel
            items = empire_items(s, q)
            tile_w = 66 if w > 500 else 58
            xs = _row(len(items), panel.x + 12, panel.w - 24, tile_w, 6)
            for x, item in zip(xs, items):
                lay.put(f"opp{q}:{item}", (x, panel.y + 62, tile_w, 100))
    # role stacks
    for i, name in enumerate(STACK_ORDER):
        if name not in s.stacks:
            continue
        r = lay.put(f"stack:{name}", (STACKS.x + 16 + i * (STACK_CARD[0] + 11), STACKS.y + 40, *STACK_CARD))
        if name == "produce_trade":
            lay.put("lead:produce", (r.x, r.y, r.w // 2, r.h))
            lay.put("lead:trade", (r.centerx, r.y, r.w - r.w // 2, r.h))
        else:
            lay.put(f"lead:{name}", r)
        lay.put(f"take:{name}", r)
    # technology piles: a column per planet type, a block per level
    col_w = (TECHS.w - 24 - 16) // 3
    by_cell: dict = {}
    for uid in s.tech_supply:
        info = E.face(s, uid)
        by_cell.setdefault((info.type, info.level), []).append(uid)
    for c, kind in enumerate(TYPES):
        x0 = TECHS.x + 12 + c * (col_w + 8)
        y = TECHS.y + 64
        for level in (1, 2, 3):
            uids = by_cell.get((kind, level), [])
            y += 15
            per_row = 1 if level == 3 else 2
            chip_w = (col_w - (per_row - 1) * 4) // per_row
            for k, uid in enumerate(uids):
                lay.put(f"tech:{uid}", (x0 + (k % per_row) * (chip_w + 4), y + (k // per_row) * 25, chip_w, 22))
            rows = {1: 4, 2: 2, 3: 1}[level]
            y += rows * 25 + 2
    # my empire: planets then permanent technologies
    items = empire_items(s, me)
    xs = _row(len(items), EMPIRE.x + 196, EMPIRE.w - 206, 104, 8)
    for x, item in zip(xs, items):
        r = lay.put(item, (x, EMPIRE.y + 10, 104, 152))
        if item.startswith("planet:"):
            uid = int(item.split(":")[1])
            rec = E.find_planet(s, me, uid)
            if rec["up"]:
                slots = E.planet_def(s, uid).slots
                rsz = 26
                total = len(slots) * rsz + (len(slots) - 1) * 4
                sx = r.x + (r.w - total) // 2
                sy = r.y + art.slot_top(r.size)
                for k in range(len(slots)):
                    lay.put(f"slot:{uid}:{k}", (sx + k * (rsz + 4), sy, rsz, rsz))
    # my hand, and the cards I have in play this turn
    hand = s.players[me]["hand"]
    xs = _row(len(hand), HAND.x + 150, HAND.w - 160, CARD[0], 10)
    for i, (x, uid) in enumerate(zip(xs, hand)):
        lay.put(f"hand:{uid}" if uid >= 0 else f"back:{i}", (x, HAND.y + 6, *CARD))
    row_y = PROMPT.y + 120
    for q in [s.active] + [x for x in range(s.n) if x != s.active]:
        played = s.players[q]["played"]
        if not played or row_y > PROMPT.y + 180:
            continue
        xs = _row(len(played), PROMPT.x + 56, PROMPT.w - 70, 40, 5)
        for x, uid in zip(xs, played):
            lay.put(f"played:{uid}" if q == me else f"oplayed:{uid}", (x, row_y, 40, 54))
        lay.rects[f"playrow:{q}"] = pygame.Rect(PROMPT.x + 12, row_y, PROMPT.w - 24, 54)
        row_y += 60
    if survey_looks:
        gap = 18
        w = min(150, (1080 - gap * (len(survey_looks) - 1)) // len(survey_looks))
        h = int(w * 1.4)
        total = len(survey_looks) * w + (len(survey_looks) - 1) * gap
        x0 = 590 - total // 2
        for i, uid in enumerate(survey_looks):
            lay.put(f"keep:{uid}", (x0 + i * (w + gap), 300, w, h))
    return lay
