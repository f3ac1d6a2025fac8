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
TECH_COLUMNS = ("advanced", "fertile", "metallic", "diverse")  # Escalation adds diverse technologies


@dataclass
class Layout:
    me: int  # the seat drawn at the bottom
    rects: dict = field(default_factory=dict)  # item id -> Rect
    order: list = field(default_factory=list)  # ids in drawing order (later is on top)
    opponents: dict = field(default_factory=dict)  # seat -> panel Rect
    techs_open: bool = False  # Escalation: the technologies drawn large over the stacks and empire

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


OPP_TILE_TOP_ESC = 73  # Escalation: opponents' tiles sit below a row of ships
TECH_LEVEL_H = 15  # an Escalation level's heading row, across the technology panel
TECH_GRID_TOP = 66
# Escalation doubles the technologies: the panel shows them small, and opens over the stacks and
# the empire (TECHS_OPEN) to show them large; it opens by itself while you research.
TECHS_OPEN = pygame.Rect(16, 242, 1148, 460)


def escalation(s) -> bool:
    return "escalation" in s.variants


def tech_columns(by_cell: dict) -> list[str]:
    return [k for k in TECH_COLUMNS if k in TYPES or any(t == k for t, _ in by_cell)]


def tech_area(open_: bool) -> pygame.Rect:
    return TECHS_OPEN if open_ else TECHS


def tech_grid(by_cell: dict, open_: bool = False) -> dict:
    """Escalation's technology piles (base and Escalation cards together, up to four columns):
    the chips per row, chip size and each level's rows, chosen so every pile fits the panel."""
    area = tech_area(open_)
    cols = tech_columns(by_cell)
    col_w = (area.w - 24 - 6 * (len(cols) - 1)) // len(cols)
    avail = area.bottom - 8 - (area.y + TECH_GRID_TOP) - 3 * TECH_LEVEL_H
    level_gap = 8 if open_ else 1
    avail -= 2 * level_gap
    best = None
    for per_row in (1, 2, 3, 4):
        rows = {lv: max([-(-len(by_cell.get((k, lv), [])) // per_row) for k in cols] + [1]) for lv in (1, 2, 3)}
        total = sum(rows.values())
        chip_h = min(26 if open_ else 22, avail // total - 2)
        chip_w = (col_w - (per_row - 1) * 4) // per_row
        score = min(chip_h, 22) * min(chip_w, 130)  # readable names need width and height
        if chip_h >= 12 and (best is None or score > best[0]):
            best = (score, per_row, rows, chip_w, chip_h)
    if best is None:  # never expected: fall back to the smallest chips
        per_row = 3
        rows = {lv: max([-(-len(by_cell.get((k, lv), [])) // 3) for k in cols] + [1]) for lv in (1, 2, 3)}
        best = (0, 3, rows, (col_w - 8) // 3, 12)
    _, per_row, rows, chip_w, chip_h = best
    return {"cols": cols, "col_w": col_w, "per_row": per_row, "rows": rows, "chip_w": chip_w, "chip_h": chip_h,
            "area": area, "level_gap": level_gap}


def _escalation_techs(lay: Layout, by_cell: dict, open_: bool) -> None:
    g = tech_grid(by_cell, open_)
    area = g["area"]
    y = area.y + TECH_GRID_TOP
    for level in (1, 2, 3):
        lay.rects[f"techlevel:{level}"] = pygame.Rect(area.x + 12, y, area.w - 24, TECH_LEVEL_H)
        y += TECH_LEVEL_H
        for c, kind in enumerate(g["cols"]):
            x0 = area.x + 12 + c * (g["col_w"] + 6)
            for k, uid in enumerate(by_cell.get((kind, level), [])):
                lay.put(f"tech:{uid}", (x0 + (k % g["per_row"]) * (g["chip_w"] + 4),
                                        y + (k // g["per_row"]) * (g["chip_h"] + 2), g["chip_w"], g["chip_h"]))
        y += g["rows"][level] * (g["chip_h"] + 2) + g["level_gap"]


def _keep_grid(lay: Layout, looks: list[int]) -> None:
    """Planets to keep, centred over the table: one row of large tiles, or (Deep Space Probes looks
    through the whole planet deck) rows of smaller ones, all within the table's area."""
    n = len(looks)
    gap = 18 if n <= 8 else 10
    for w in range(150, 47, -2):
        per_row = max(1, min(n, (1080 + gap) // (w + gap)))
        rows = -(-n // per_row)
        h = int(w * 1.4)
        pitch = h + (90 if rows == 1 else 30)  # room under each tile for its costs
        if rows * pitch <= 380:
            break
    top = 300 if rows == 1 else 280
    for i, uid in enumerate(looks):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        x0 = 590 - (in_row * w + (in_row - 1) * gap) // 2
        lay.put(f"keep:{uid}", (x0 + col * (w + gap), top + row * pitch, w, h))


def build(s, me: int, survey_looks: list[int] | None = None, techs_open: bool = False,
          hand_slots: list[int] | None = None) -> Layout:
    """`techs_open` (Escalation): the technologies cover the stacks and the empire, shown large.
    `hand_slots`: the hand's order to keep (while boosting): a card gone from the hand leaves its
    place empty instead of the others moving up."""
    techs_open = techs_open and escalation(s)
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
            top, tile_h = (OPP_TILE_TOP_ESC, OPPONENTS.h - OPP_TILE_TOP_ESC - 8) if escalation(s) else (62, 100)
            xs = _row(len(items), panel.x + 12, panel.w - 24, tile_w, 6)
            for x, item in zip(xs, items):
                lay.put(f"opp{q}:{item}", (x, panel.y + top, tile_w, tile_h))
            if escalation(s):
                lay.put(f"ships:{q}", (panel.x + 12, panel.y + 46, panel.w - 116, 24))
                lay.put(f"fleet:{q}", (panel.right - 100, panel.y + 48, 88, 20))
    lay.techs_open = techs_open
    # role stacks
    for i, name in enumerate(STACK_ORDER if not techs_open else ()):
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
    if escalation(s):
        _escalation_techs(lay, by_cell, techs_open)
    for c, kind in enumerate(TYPES if not escalation(s) else ()):
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
    # my empire: planets then permanent technologies (Escalation: my ships and fleet tile first)
    if escalation(s) and not techs_open:
        lay.put("ships:me", (EMPIRE.x + 14, EMPIRE.y + 68, 178, 28))
        lay.put(f"fleet:{me}", (EMPIRE.x + 14, EMPIRE.y + 101, 112, 20))
    items = empire_items(s, me) if not techs_open else []
    xs = _row(len(items), EMPIRE.x + 196, EMPIRE.w - 206, 104, 8)
    for x, item in zip(xs, items):
        r = lay.put(item, (x, EMPIRE.y + 10, 104, 152))
        if item.startswith("planet:"):
            uid = int(item.split(":")[1])
            rec = E.find_planet(s, me, uid)
            if rec["up"]:
                d = E.planet_def(s, uid)
                rsz = art.slot_size(r.size)
                xs_ = art.slot_xs(r.size, len(d.slots) + len(d.replenish))
                sy = r.y + art.slot_top(r.size)
                for k in range(len(d.slots)):
                    lay.put(f"slot:{uid}:{k}", (r.x + xs_[k], sy, rsz, rsz))
    # my hand, and the cards I have in play this turn
    hand = s.players[me]["hand"]
    slots = hand
    if hand_slots is not None:
        slots = list(hand_slots) + [uid for uid in hand if uid not in hand_slots]
    xs = _row(len(slots), HAND.x + 150, HAND.w - 160, CARD[0], 10)
    for i, (x, uid) in enumerate(zip(xs, slots)):
        if uid in hand:
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
        _keep_grid(lay, survey_looks)
    return lay
